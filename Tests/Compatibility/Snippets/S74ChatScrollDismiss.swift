// A chat screen whose scroll view hides the keyboard as the user scrolls and loads more at the top.
import ResponderKit

class ConversationViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let inputField = UITextField()
    var isLoadingOlder = false

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.keyboardDismissMode = .interactive
        scrollView.alwaysBounceVertical = true
        scrollView.delegate = self
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
        view.addSubview(scrollView)
        inputField.frame = CGRect(x: 8, y: view.bounds.height - 52, width: view.bounds.width - 16, height: 44)
        view.addSubview(inputField)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.contentOffset.y < 100 && !isLoadingOlder {
            isLoadingOlder = true
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        inputField.resignFirstResponder()
    }
}
