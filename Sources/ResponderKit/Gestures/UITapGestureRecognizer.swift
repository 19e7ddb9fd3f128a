import Foundation

/// A discrete recognizer for one or more taps of one or more fingers (GB1).
///
/// A tap is the required number of fingers coming down, moving no more than `allowableMovement`
/// and lifting. Successive taps must start within `maximumIntervalBetweenTaps` of the previous
/// tap's end and within `maximumDistanceBetweenTaps` of the first tap. The action is sent once,
/// with state `.ended`, when the last tap lifts.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture; 1 by default. Between taps the recognizer waits up to
    /// `maximumIntervalBetweenTaps`, then fails.
    public var numberOfTapsRequired: Int {
        get { _numberOfTapsRequired }
        set { _numberOfTapsRequired = newValue }
    }
    /// How many fingers each tap needs; 1 by default. More fingers down at once fail it; fewer
    /// by the time they all lift fail it too.
    public var numberOfTouchesRequired: Int {
        get { _numberOfTouchesRequired }
        set { _numberOfTouchesRequired = newValue }
    }

    // Observed: UIKit's tolerances are undocumented (GB1 ❓); ours are named and configurable.
    /// How far a finger may move during a tap (our addition; default 10 pt).
    public var allowableMovement: CGFloat {
        get { _allowableMovement }
        set { _allowableMovement = newValue }
    }
    /// The longest pause between one tap's end and the next tap's start (our addition; 0.35 s).
    public var maximumIntervalBetweenTaps: TimeInterval {
        get { _maximumIntervalBetweenTaps }
        set { _maximumIntervalBetweenTaps = newValue }
    }
    /// How far from the first tap a later tap may start (our addition; default 45 pt).
    public var maximumDistanceBetweenTaps: CGFloat {
        get { _maximumDistanceBetweenTaps }
        set { _maximumDistanceBetweenTaps = newValue }
    }

    // The parameters' storage: the recognizer reads them on every touch, and a read of a public
    // stored property costs a run-time exclusivity check.
    private var _numberOfTapsRequired: Int = 1
    private var _numberOfTouchesRequired: Int = 1
    private var _allowableMovement: CGFloat = 10
    private var _maximumIntervalBetweenTaps: TimeInterval = 0.35
    private var _maximumDistanceBetweenTaps: CGFloat = 45

    private var tapsCompleted = 0
    private var pressesDown = 0
    private var touchesInTap = 0
    private var start: [UITouch: CGPoint] = [:]  // screen coordinates
    private var firstTapLocation: CGPoint?  // screen coordinates
    private var window: UIWindow? {
        get { windowReference.wrappedValue }
        set { windowReference = _Weak(wrappedValue: newValue) }  // set whole (see `_Weak`)
    }
    private var windowReference = _Weak<UIWindow>(wrappedValue: nil)

    public override init(target: Any? = nil, action: Selector? = nil) {
        super.init(target: target, action: action)
        allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        _cancelTimers()
        for touch in touches._byFinger {
            let point = _screenLocation(of: touch)
            if let first = firstTapLocation, point.distance(to: first) > maximumDistanceBetweenTaps {
                state = .failed
                return
            }
            var start = self.start._take()  // changed through `_take()`: see Collection+Take.swift
            start[touch] = point
            self.start = start
            window = touch.window
        }
        touchesInTap += touches.count
        if start.count > numberOfTouchesRequired { state = .failed }
    }

    /// Fails when a finger has moved more than `allowableMovement` from where it came down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            if let origin = start[touch], _screenLocation(of: touch).distance(to: origin) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// When the last finger of a tap lifts: fails if the tap had the wrong number of fingers,
    /// recognizes (`ended`) if it was the last tap required, else starts waiting for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        var start = self.start._take()
        for touch in touches where start[touch] != nil {
            start[touch] = nil
        }
        self.start = start
        guard start.isEmpty else { return }
        guard touchesInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        if firstTapLocation == nil {
            firstTapLocation = centroid(of: _touches, _screenLocation(of:))
        }
        touchesInTap = 0
        completeTap()
    }

    /// One more tap: recognized when enough, else wait for the next one.
    private func completeTap() {
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            _schedule(after: maximumIntervalBetweenTaps) { $0.state = .failed }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    // A press of an allowed button counts as a tap when it is released.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        _cancelTimers()
        pressesDown += presses.count
    }

    /// When the last button down is let go, counts one tap, as `touchesEnded(_:with:)` does.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        pressesDown = max(pressesDown - presses.count, 0)
        if pressesDown == 0 { completeTap() }
    }

    /// Fails.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        state = .failed
    }

    /// Where the first tap happened (the centroid of its fingers), in `view`'s coordinates (GB1).
    open override func location(in view: UIView?) -> CGPoint {
        guard let first = firstTapLocation ?? _locationTouches.first.map(_screenLocation(of:)) else { return .zero }
        guard let window else { return first }
        return window.convert(window.convert(first, from: nil as UIWindow?), to: view)
    }

    // UIKit: GC3 — a tap recognizer never prevents one that requires more taps.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = preventedGestureRecognizer as? UITapGestureRecognizer else { return true }
        return tap.numberOfTapsRequired <= numberOfTapsRequired
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        pressesDown = 0
        touchesInTap = 0
        var start = self.start._take()
        start.removeAll(keepingCapacity: true)
        self.start = start
        firstTapLocation = nil
    }
}

extension UIGestureRecognizer {
    /// A touch's location in screen coordinates, comparable across windows.
    func _screenLocation(of touch: UITouch) -> CGPoint {
        guard let window = touch.window else { return touch.location(in: nil) }
        return window.convert(touch.location(in: nil), to: nil as UIWindow?)
    }
}
