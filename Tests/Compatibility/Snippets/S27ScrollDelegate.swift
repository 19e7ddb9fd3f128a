// A scroll view delegate that tracks dragging and the offset.
import ResponderKit

class FeedViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var log: [String] = []
    var lastOffset: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log.append("willBeginDragging")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lastOffset = scrollView.contentOffset.y
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging decelerate:\(decelerate)")
    }
}
