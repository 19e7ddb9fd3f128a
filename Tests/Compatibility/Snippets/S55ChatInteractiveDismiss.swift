// A chat screen whose message list dismisses the keyboard interactively: scrolling the list
// keeps the composer editing until the keyboard itself is dragged down.
import ResponderKit

class ChatViewController: UIViewController {
    let messages = UIScrollView()
    let composer = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        messages.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 60)
        messages.contentSize = CGSize(width: view.bounds.width, height: 3000)
        messages.keyboardDismissMode = .interactive
        messages.backgroundColor = .systemGroupedBackground
        view.addSubview(messages)

        composer.frame = CGRect(x: 8, y: view.bounds.height - 52, width: view.bounds.width - 16, height: 44)
        composer.borderStyle = .roundedRect
        composer.placeholder = "Message"
        composer.returnKeyType = .send
        view.addSubview(composer)
    }
}
