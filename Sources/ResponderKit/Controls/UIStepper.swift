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

    /// A stepper at value 0, from 0 to 100 in steps of 1, at `frame`'s origin and the size UIKit
    /// gives a stepper since iOS 13, 94 × 32 points: the size of `frame` is ignored, as UIKit's.
    /// Setting `frame` later does change the size.
    public override init(frame: CGRect = .zero) {
        // Observed: UIKit sizes a stepper itself (94 × 32 since iOS 13) whatever frame it is made
        // with; undocumented. Pinned by "Observed: a stepper is made 94 × 32 at its frame's origin".
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
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
