import Foundation

/// The base class of buttons, switches, sliders and the like: it tracks a touch, keeps its
/// highlighted state, and turns the touch into control events sent to its targets (C1–C10).
///
/// An enabled control handles its touches itself: they do not travel up the responder chain, even
/// when nothing is registered for the events (seed 003). A disabled control ignores touches and
/// lets them go to `next` (C2).
@preconcurrency @MainActor
open class UIControl: UIView {
    // The stored values behind the public properties below: a public stored property costs a
    // run-time exclusivity check on every access, and a control reads these on every move of a
    // tracked touch (benchmark row "drag on the realistic scene's button").
    private var _isEnabled = true
    private var _isSelected = false
    private var _isHighlighted = false
    private var _isTracking = false
    private var _isTouchInside = false
    private var _touchInsideMargin: CGFloat = 70

    /// Where the content (a button's title and image) sits across the control; `center` by
    /// default. Stored, no effect: ResponderKit draws no content, and the control takes touches
    /// in its whole bounds whatever the alignment.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Where the content sits up and down; `center` by default. Stored, no effect.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// Horizontal content alignment; raw values are UIKit's.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// Vertical content alignment; raw values are UIKit's.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    /// A disabled control neither tracks touches nor sends events (C2).
    open var isEnabled: Bool {
        get { _isEnabled }
        set {
            _isEnabled = newValue
            guard !newValue, let touch = _trackedTouch else { return }
            _cancelTracking(with: nil)
            // The rest of that touch is swallowed: the chain never saw it begin.
            _abandonedTouch = touch
        }
    }
    /// False by default. Only the app sets it; it shows in `state` and changes no behaviour.
    open var isSelected: Bool {
        get { _isSelected }
        set { _isSelected = newValue }
    }
    /// True while a tracked finger is down inside the grown bounds (C3–C5), false otherwise;
    /// the control sets it as it tracks, so a value set in code lasts until the next touch.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { _isHighlighted = newValue }
    }

    /// `.normal`, or the flags that are set (C1).
    open var state: State {
        // UIKit: C1
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether `beginTracking(_:with:)` accepted the current touch and tracking goes on.
    public internal(set) var isTracking: Bool {
        get { _isTracking }
        set { _isTracking = newValue }
    }
    /// Whether the tracked touch is inside the control's enlarged bounds (C7).
    public internal(set) var isTouchInside: Bool {
        get { _isTouchInside }
        set { _isTouchInside = newValue }
    }

    /// How far outside its bounds a tracked touch still counts as inside (C7; our name, 70 pt).
    public var touchInsideMargin: CGFloat {
        get { _touchInsideMargin }
        set { _touchInsideMargin = newValue }
    }

    var _trackedTouch: UITouch?
    /// A touch whose tracking was cancelled while it went on (the control was disabled).
    var _abandonedTouch: UITouch?
    var _targetActions: [_TargetAction] = []

    // MARK: Tracking hooks (C3–C6)

    /// A touch came down; return false not to track it (C3).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The touch moved; return false to stop tracking (C4).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The touch lifted (C5).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking stopped without the touch lifting: a recognizer took it, the control left its
    /// window or was disabled (`event` nil) (C6).
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    /// Starts tracking the first touch bound to the control (or one of its subviews) when it is
    /// enabled and tracks nothing yet: sets `isHighlighted` and `isTouchInside`, calls
    /// `beginTracking(_:with:)`, then sends `touchDown` (with `touchDownRepeat` for a repeated
    /// tap) whatever it answered, then the subclass's own events (a stepper's `valueChanged`).
    /// Every other touch goes up the responder chain (C2, C3, T14).
    /// Overrides must call super, or the control stops tracking.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // UIKit: C2 — recommended: a disabled control forwards; T14: only touches bound to it.
        // Of several fingers landing at once, the first in the update (as M6), not the first a
        // set happens to list: sets of touches have no order.
        let bound = touches.filter(_isBoundToSelf)
        let first = event?._touches.first(where: bound.contains) ?? bound.min { $0.finger < $1.finger }
        guard isEnabled, _trackedTouch == nil, let touch = first else {
            super.touchesBegan(touches, with: event)
            return
        }
        _trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        _sendActions(ControlTracking.touchDown(tapCount: touch.tapCount), with: event)
        _sendActions(_touchDown(touch), with: event)
        // The other fingers are not the control's: they go up the chain, as they will to the end.
        let others = touches.subtracting([touch])
        if !others.isEmpty { super.touchesBegan(others, with: event) }
    }

    /// For the tracked touch, while tracking: asks `continueTracking(_:with:)` (false stops
    /// tracking silently), updates `isTouchInside` and `isHighlighted` against the bounds grown
    /// by `touchInsideMargin`, and sends `touchDragInside`/`touchDragOutside`, with
    /// `touchDragEnter`/`touchDragExit` on a crossing (C4, C7). Other touches go up the chain.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = _notKept(touches)
        if !others.isEmpty { super.touchesMoved(others, with: event) }
        if _swallow(touches, ending: false) { return }
        guard let touch = _trackedTouch, touches.contains(touch) else { return }
        guard isTracking else { return }
        guard continueTracking(touch, with: event) else {
            // UIKit: C4 — false stops tracking; no further events for this touch.
            isTracking = false
            isHighlighted = false
            return
        }
        let wasInside = isTouchInside
        isTouchInside = _isInside(touch)
        isHighlighted = isTouchInside
        _sendActions(ControlTracking.move(wasInside: wasInside, isInside: isTouchInside), with: event)
        _touchMoved(touch, with: event)
    }

    /// For the tracked touch: ends tracking and clears the highlight; if tracking was still on,
    /// calls `endTracking(_:with:)` and sends `touchUpInside` or `touchUpOutside`, then the
    /// subclass's own events (a button's `primaryActionTriggered`, a switch's `valueChanged`)
    /// (C5, C8). Other touches go up the chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = _notKept(touches)
        if !others.isEmpty { super.touchesEnded(others, with: event) }
        if _swallow(touches, ending: true) { return }
        guard let touch = _trackedTouch, touches.contains(touch) else { return }
        let tracking = isTracking
        let inside = _isInside(touch)
        _trackedTouch = nil
        isTracking = false
        isHighlighted = false
        isTouchInside = inside
        guard tracking else { return }
        endTracking(touch, with: event)
        _sendActions(ControlTracking.up(isInside: inside), with: event)
        _sendActions(_touchUp(touch, inside: inside), with: event)
    }

    /// For the tracked touch: ends tracking and clears the highlight; if tracking was still on,
    /// calls `cancelTracking(with:)` and sends `touchCancel` (C6). `cancelTracking` gets the event
    /// when a recognizer took the touch, and nil when the control is leaving its window (T13).
    /// Other touches go up the chain.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = _notKept(touches)
        if !others.isEmpty { super.touchesCancelled(others, with: event) }
        if _swallow(touches, ending: true) { return }
        guard let touch = _trackedTouch, touches.contains(touch) else { return }
        // UIKit: C6, T13 — removal from the window is not an event.
        let leaving = _cachedWindow?._subtreeLeaving.map { _isInSubtree(of: $0) } ?? false
        _cancelTracking(with: leaving ? nil : event)
    }

    // MARK: Recognizers on ancestors (C9)

    /// False for a recognizer attached to an ancestor whose gesture is this control's own default
    /// action (C9, through GV9); a recognizer attached to the control itself may always begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // UIKit: C9
        if gestureRecognizer.view === self || !isEnabled { return true }
        return !_defaultActionBeats(gestureRecognizer)
    }

    /// Whether this control's default action takes precedence over `recognizer` (C9). The base
    /// class has no default action.
    func _defaultActionBeats(_ recognizer: UIGestureRecognizer) -> Bool { false }

    /// A subclass's own reaction to a touch coming down (a stepper's step); returns the further
    /// events to send.
    func _touchDown(_ touch: UITouch) -> Event { [] }

    /// A subclass's own reaction to a tracked move (a slider's value); it sends what it changes.
    func _touchMoved(_ touch: UITouch, with event: UIEvent?) {}

    /// A subclass's own reaction to its touch lifting after the touch-up event: it updates its value
    /// and returns the further events to send (C8).
    func _touchUp(_ touch: UITouch, inside: Bool) -> Event { [] }

    /// The touches other than the tracked and the abandoned one: the control passes them up the
    /// chain in every phase, so each responder above sees every phase of each or none (T5).
    private func _notKept(_ touches: Set<UITouch>) -> Set<UITouch> {
        guard _trackedTouch != nil || _abandonedTouch != nil else { return touches }
        // A loop, not `Set.filter`: a closure handed to the standard library is checked at run
        // time (Support/Sequence+MainActorClosures.swift), once per touch of every move.
        var others: Set<UITouch> = []
        for touch in touches where touch !== _trackedTouch && touch !== _abandonedTouch { others.insert(touch) }
        return others
    }

    /// Whether `touches` is the abandoned touch, which the control keeps to itself to the end.
    private func _swallow(_ touches: Set<UITouch>, ending: Bool) -> Bool {
        guard let abandoned = _abandonedTouch, touches.contains(abandoned) else { return false }
        if ending { _abandonedTouch = nil }
        return true
    }

    /// Sends the actions for `events` (several at once, as a combined mask: each registration runs
    /// once, in registration order, C10), unless there are none.
    func _sendActions(_ events: Event, with event: UIEvent?) {
        guard !events.isEmpty else { return }
        sendActions(for: events, with: event)
    }

    func _cancelTracking(with event: UIEvent?) {
        // UIKit: C6
        let tracking = isTracking
        _trackedTouch = nil
        isTracking = false
        isHighlighted = false
        guard tracking else { return }
        cancelTracking(with: event)
        _sendActions(.touchCancel, with: event)
    }

    private func _isBoundToSelf(_ touch: UITouch) -> Bool {
        // UIKit: T14 — a touch forwarded by hand from elsewhere is not tracked.
        guard let view = touch.view else { return false }
        return view === self || view.isDescendant(of: self)
    }

    func _isInside(_ touch: UITouch) -> Bool {
        ControlTracking.isInside(touch.location(in: self), bounds: bounds, margin: touchInsideMargin)
    }

    // MARK: Sending actions (A2); registration lives in UIControl+TargetAction.swift

    /// Forwards to the application's `sendAction(_:to:from:for:)` with the control as sender (A2).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        // UIKit: A2
        if let application = _cachedWindow?._application {
            application.sendAction(action, to: target, from: self, for: event)
        } else if let responder = (target as? UIResponder)
            ?? (target == nil ? self.target(forAction: action, withSender: self) as? UIResponder : nil)
        {
            responder._perform(action, sender: self, event: event)
        }
    }

    /// Runs a `UIAction`'s handler with the control as its sender.
    open func sendAction(_ action: UIAction) {
        _cachedWindow?._application?._trace(.actions, .actionCalled(sender: self, target: action))
        action.sender = self
        action.handler(action)
        action.sender = nil
    }
}
