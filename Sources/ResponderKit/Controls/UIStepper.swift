import Foundation

/// Minus and plus halves that step `value` when touched down (`valueChanged`).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The lowest value; 0 by default. Changing it does not re-clamp `value`.
    open var minimumValue: Double = 0
    /// The highest value; 100 by default. Changing it does not re-clamp `value`.
    open var maximumValue: Double = 100
    /// How much a touch-down adds (right half) or takes away (left half); 1 by default.
    open var stepValue: Double = 1
    /// Stepping past one end continues from the other.
    open var wraps = false
    /// Always between `minimumValue` and `maximumValue`.
    open var value: Double {
        get { _value }
        set { _value = min(max(newValue, minimumValue), maximumValue) }
    }
    private var _value: Double = 0

    /// A stepper at value 0, from 0 to 100 in steps of 1.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
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
