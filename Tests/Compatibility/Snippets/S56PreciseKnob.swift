// A knob dragged by its precise touch location, moved by the difference between the precise
// location and the precise previous one.
import ResponderKit

class KnobView: UIView {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview = superview else { return }
        let now = touch.preciseLocation(in: superview)
        let before = touch.precisePreviousLocation(in: superview)
        center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
    }
}
