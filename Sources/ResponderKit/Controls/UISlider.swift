import Foundation

/// A continuous value chosen by dragging a thumb along a track. Only a touch that starts on the
/// thumb tracks; `valueChanged` follows every change while `isContinuous`, else once at the end.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value at the track's left end; 0 by default. Changing it does not re-clamp `value`.
    open var minimumValue: Float = 0
    /// The value at the track's right end; 1 by default. Changing it does not re-clamp `value`.
    open var maximumValue: Float = 1
    /// True by default: `valueChanged` is sent on every move that changes the value. When false,
    /// once on touch-up, if the value differs from where it was at touch-down.
    open var isContinuous = true
    /// The colour of the track left of the thumb; nil (the tint colour) by default. Stored, no
    /// effect.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track right of the thumb; nil by default. Stored, no effect.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb; nil by default. Stored, no effect.
    open var thumbTintColor: UIColor?
    /// Always between `minimumValue` and `maximumValue`.
    open var value: Float {
        get { _value }
        set { _value = min(max(newValue, minimumValue), maximumValue) }
    }
    private var _value: Float = 0
    private var valueAtTouchDown: Float = 0
    /// From the touch to the thumb's centre, along the track, when tracking began.
    private var grabOffset: CGFloat = 0
    /// Where the thumb was when the tracked touch came down.
    private var grabbedThumb: CGRect?

    /// The thumb's side (our addition: UIKit's default thumb is 31 pt).
    public static let thumbSide: CGFloat = 31

    /// A slider at value 0, from 0 to 1.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets `value` (clamped) without sending `valueChanged`; `animated` is ignored.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// The track: the bounds' full width, 2 pt high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
    }

    /// The thumb for `value`: a square whose centre travels the track, staying on it.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = Self.thumbSide
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - side) * fraction
        return CGRect(x: x, y: bounds.midY - side / 2, width: side, height: side)
    }

    var _thumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = _thumbRect
        guard thumb._contains(point) else { return false }
        grabOffset = thumb.midX - point.x
        grabbedThumb = thumb
        valueAtTouchDown = value
        return true
    }

    override func _touchMoved(_ touch: UITouch, with event: UIEvent?) {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbSide
        guard travel > 0 else { return }
        let centre = touch.location(in: self).x + grabOffset
        let fraction = Float((centre - track.minX - Self.thumbSide / 2) / travel)
        let old = value
        value = minimumValue + (maximumValue - minimumValue) * fraction
        // UIKit: C8
        if isContinuous, value != old { sendActions(for: .valueChanged, with: event) }
    }

    override func _touchUp(_ touch: UITouch, inside: Bool) -> Event {
        !isContinuous && value != valueAtTouchDown ? .valueChanged : []
    }

    // UIKit: C9 — a swipe along the slider that starts on the thumb (where it was at touch-down).
    override func _defaultActionBeats(_ recognizer: UIGestureRecognizer) -> Bool {
        let thumb = isTracking ? grabbedThumb ?? _thumbRect : _thumbRect
        return recognizer._isHorizontalSwipe && recognizer._began(in: thumb, of: self)
    }
}
