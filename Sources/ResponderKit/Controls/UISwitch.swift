import Foundation

/// An on/off switch. A tap toggles it; dragging the thumb across sets it to the side it ends on.
/// Either way `valueChanged` is sent only when `isOn` changes (C8).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Off by default. Set by a tap or a drag (then `valueChanged` is sent) or in code (then not).
    open var isOn = false
    /// The colour of the track when on; nil (UIKit's green) by default. Stored, no effect.
    open var onTintColor: UIColor?
    /// The colour of the thumb; nil (white) by default. Stored, no effect.
    open var thumbTintColor: UIColor?

    /// A switch that is off, at `frame`'s origin and UIKit's size, 51 × 31 points: the size of
    /// `frame` is ignored, as UIKit's (C11). Setting `frame` later does change the size. Its thumb
    /// is a square as tall as the bounds.
    public override init(frame: CGRect = .zero) {
        // UIKit: C11
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    }

    /// The size `init(frame:)` gives every switch (C11).
    static let size = CGSize(width: 51, height: 31)

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets `isOn` without sending `valueChanged`; `animated` is ignored.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The thumb's rectangle in the switch's coordinates: a square at the side of the current value.
    var _thumbRect: CGRect {
        let side = bounds.height
        return CGRect(x: isOn ? bounds.maxX - side : bounds.minX, y: bounds.minY, width: side, height: side)
    }

    override func _touchUp(_ touch: UITouch, inside: Bool) -> Event {
        guard let window = touch.window else { return [] }
        let travel = touch.location(in: self).x - window.convert(touch._startLocation, to: self).x
        let newValue: Bool
        if abs(travel) >= bounds.width / 4 {
            newValue = travel > 0
        } else if inside {
            newValue = !isOn
        } else {
            return []
        }
        guard newValue != isOn else { return [] }
        isOn = newValue
        // UIKit: C8
        return .valueChanged
    }

    // UIKit: C9 — a single tap, and a pan along the switch that starts on its thumb.
    override func _defaultActionBeats(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer._isSingleTap || (recognizer._isHorizontalPan && recognizer._began(in: _thumbRect, of: self))
    }
}
