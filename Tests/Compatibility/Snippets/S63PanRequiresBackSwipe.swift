// A card page pushed on a navigation stack: its full-screen pan leaves the back swipe to the system.
import ResponderKit

class CardViewController: UIViewController {
    var panBegan = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: CardViewController.handlePan)
        if let backSwipe = navigationController?.interactivePopGestureRecognizer {
            pan.require(toFail: backSwipe)
        }
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        if gesture.state == .began {
            panBegan += 1
        }
    }
}
