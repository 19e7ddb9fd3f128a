// A long press that reports where it began and when it ended.
import ResponderKit

class LongPressViewController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let press = UILongPressGestureRecognizer(target: self, action: LongPressViewController.handleLongPress)
        press.minimumPressDuration = 0.8
        view.addGestureRecognizer(press)
    }

    func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            let point = gesture.location(in: view)
            log.append("began at \(Int(point.x)),\(Int(point.y))")
        case .ended:
            log.append("ended")
        default:
            break
        }
    }
}
