// A custom control that tracks a finger and sends valueChanged.
import ResponderKit

class KnobControl: UIControl {
    private(set) var value: CGFloat = 0

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(with: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(with: touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch = touch { update(with: touch) }
    }

    private func update(with touch: UITouch) {
        let x = touch.location(in: self).x
        let newValue = min(max(x / bounds.width, 0), 1)
        if newValue != value {
            value = newValue
            sendActions(for: .valueChanged)
        }
    }
}
