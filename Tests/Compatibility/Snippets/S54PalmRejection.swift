// A signature pad that ignores touches too large to be a fingertip, as a palm resting on the
// glass, and counts the strokes it keeps.
import ResponderKit

class SignaturePadView: UIView {
    var strokes = 0
    var rejected = 0
    private var tracking: UITouch?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if touch.majorRadius - touch.majorRadiusTolerance > 40 {
                rejected += 1
            } else if tracking == nil {
                tracking = touch
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let tracking = tracking, touches.contains(tracking) {
            strokes += 1
            self.tracking = nil
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tracking = nil
    }
}
