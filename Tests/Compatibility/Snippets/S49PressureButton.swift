// A button that fires a "peek" once the finger presses hard enough, on hardware that measures
// force, and otherwise behaves as a plain button.
import ResponderKit

class PeekButton: UIControl {
    var peeks = 0
    private var peeked = false

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        peeked = false
        return super.beginTracking(touch, with: event)
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if !peeked, touch.maximumPossibleForce > 0, touch.force / touch.maximumPossibleForce > 0.75 {
            peeked = true
            peeks += 1
        }
        return super.continueTracking(touch, with: event)
    }
}
