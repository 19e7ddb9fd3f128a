import Foundation

/// Minus and plus halves that step `value` when touched down (`valueChanged`).
@MainActor
open class UIStepper: UIControl {
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    /// Stepping past one end continues from the other.
    open var wraps = false
    /// Always between `minimumValue` and `maximumValue`.
    open var value: Double {
        get { _value }
        set { _value = min(max(newValue, minimumValue), maximumValue) }
    }
    private var _value: Double = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override func _touchDown(_ touch: UITouch) -> Event {
        let increment = touch.location(in: self).x >= bounds.midX
        let old = value
        var next = old + (increment ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        value = next
        return value != old ? .valueChanged : []
    }

    // UIKit: C9
    override func _defaultActionBeats(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer._isSingleTap
    }
}
