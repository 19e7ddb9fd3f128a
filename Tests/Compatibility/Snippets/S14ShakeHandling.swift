// Handling a shake in a view controller that becomes first responder when it appears.
import ResponderKit

class ShakeViewController: UIViewController {
    var shakes = 0

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            shakes += 1
        } else {
            super.motionEnded(motion, with: event)
        }
    }
}
