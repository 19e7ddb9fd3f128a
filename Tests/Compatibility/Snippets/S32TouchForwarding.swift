// A view that handles a touch and still forwards it up the chain.
import ResponderKit

class TrackingContainer: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.count
        next?.touchesBegan(touches, with: event)
    }
}

class TouchCountingViewController: UIViewController {
    var received = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        received += touches.count
    }
}
