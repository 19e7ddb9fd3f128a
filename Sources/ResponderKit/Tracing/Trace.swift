import Foundation

/// The subjects a trace can be switched on for. Off, a topic costs one branch at each decision.
public struct TraceTopics: OptionSet, Sendable, Hashable {
    /// One bit per topic, from 1 << 0 (`hitTesting`) to 1 << 6 (`gestures`).
    public let rawValue: Int
    /// Any bits are kept; unnamed ones switch nothing on.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every view visited by the default `hitTest(_:with:)`, with its verdict.
    public static let hitTesting = TraceTopics(rawValue: 1 << 0)
    /// Touches bound to views, delivered, withheld, cancelled and dropped.
    public static let touches = TraceTopics(rawValue: 1 << 1)
    /// Messages passed up the responder chain by the default `UIResponder` implementations.
    public static let responders = TraceTopics(rawValue: 1 << 2)
    /// First-responder changes and refusals.
    public static let firstResponder = TraceTopics(rawValue: 1 << 3)
    /// Action messages: who sent what to whom, and whether it was handled.
    public static let actions = TraceTopics(rawValue: 1 << 4)
    /// Presses, motion and remote-control events reaching their first responder.
    public static let events = TraceTopics(rawValue: 1 << 5)

    /// Gesture recognizers: who sees each touch, every state change with its cause, actions.
    public static let gestures = TraceTopics(rawValue: 1 << 6)

    /// Every topic. With `hitTesting` on, hit-testing's one scan looks at every subview, without
    /// the accelerator's index, so traced runs are slower but list every visit.
    public static let all: TraceTopics = [
        .hitTesting, .touches, .responders, .firstResponder, .actions, .events, .gestures
    ]
}

/// One traced decision, stamped with the virtual time at which it was made.
public struct TraceRecord {
    /// Seconds on the application's virtual clock when the decision was made.
    public let time: TimeInterval
    /// What was decided, with the objects involved.
    public let event: TraceEvent
    /// The topic it was traced under: a sink that traces more than it shows can tell them apart.
    public let topic: TraceTopics
}

/// A message that `UIResponder` delivers and, by default, passes to `next`.
public enum ResponderMessage: String, Sendable, CaseIterable {
    /// `touchesBegan(_:with:)` … `touchesCancelled(_:with:)`; the raw value is the method's
    /// base name.
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    /// `pressesBegan(_:with:)` … `pressesCancelled(_:with:)`.
    case pressesBegan, pressesChanged, pressesEnded, pressesCancelled
    /// `motionBegan(_:with:)`, `motionEnded(_:with:)`, `motionCancelled(_:with:)`.
    case motionBegan, motionEnded, motionCancelled
    /// `remoteControlReceived(with:)`.
    case remoteControlReceived
}

/// What the default `hitTest(_:with:)` concluded about one view, in the order it decides (H2).
public enum HitTestVerdict: Equatable, Sendable {
    /// `isHidden` is true: the view and its subtree are skipped (H2.1, H11).
    case hidden
    /// `alpha` below 0.01.
    case transparent(alpha: CGFloat)
    /// `isUserInteractionEnabled` is false: the view and its subtree are skipped (H2.1).
    case interactionDisabled
    /// The view is part of a running UIView animation that was not given `.allowUserInteraction`:
    /// the view and its subtree are skipped until it ends (H10).
    case animatingWithoutInteraction
    /// `point(inside:with:)` said no; the subtree is not examined.
    case outside(bounds: CGRect)
    /// `point(inside:with:)` said yes; subviews are examined next, front-most first.
    case inside
}

/// Why a touch reaches no view, or stops reaching its view.
public enum TouchDropReason: Equatable, Sendable {
    /// No visible window's hit-test returned a view (W4).
    case noViewHit
    /// The application was ignoring interaction events when the finger came down (W8, Q3).
    case ignoringInteractionEvents
    /// The view does not accept multiple touches and is already tracking one (M1).
    case multipleTouchDisabled
    /// An exclusive-touch view is involved and another view is already tracking (M4).
    case exclusiveTouch
    /// The touched view left its window mid-touch; it got `touchesCancelled` (T13).
    case viewRemovedFromWindow
    /// An enclosing scroll view's `touchesShouldBegin(_:with:in:)` returned false (S2).
    case declinedByScrollView
    /// The host reported a finger phase that does not follow the finger's history.
    case inconsistentInput(String)
}

/// Why becoming or resigning first responder did not happen (F2–F4).
public enum FirstResponderRefusal: Equatable, Sendable {
    /// Another first-responder change in the same window was under way.
    case changeInProgress
    /// `canBecomeFirstResponder` (or its override) was false. It is asked after the current
    /// first responder resigned, so the window may be left with none (F2).
    case cannotBecomeFirstResponder
    /// The current first responder's `resignFirstResponder()` returned false; nothing changed.
    case currentRefusedToResign
    /// `resignFirstResponder()` refused because `canResignFirstResponder` (or its override) is
    /// false.
    case refusedToResign
}

/// Why the engine called a responder's `resignFirstResponder()` (our addition, for traces).
public enum ResignRequest {
    /// `responder.becomeFirstResponder()` asks the current first responder to resign first (F2).
    case becomeFirstResponder(UIResponder)
    /// The responder's view, or a view it belongs to, is leaving its window.
    case leavingWindow
    /// `view.endEditing(false)` asks the first responder in its subtree (F6).
    case endEditing(UIView)
    /// The `resignFirstResponder` action reached it through `sendAction(_:to:from:for:)`.
    case action
    /// A text field's return key (`insertText("\n")`), after `editingDidEndOnExit`.
    case returnKey
    /// A drag began in a scroll view whose `keyboardDismissMode` is `onDrag`.
    case keyboardDismissOnDrag(UIScrollView)
}

/// Why a gesture recognizer changed state.
public enum GestureChangeCause {
    /// The recognizer set its state itself.
    case recognizer
    /// Its delegate or a view answered false to `gestureRecognizerShouldBegin` (GV8, GV9).
    case shouldBeginReturnedFalse(by: AnyObject)
    /// Another recognizer recognized and the default exclusion applies (GC1, GC3).
    case prevented(by: UIGestureRecognizer)
    /// A recognizer it must see fail has recognized (GC4, GC5).
    case requiredToFail(UIGestureRecognizer)
    /// Every recognizer it waited for failed; it recognizes after `waited` seconds (GC4).
    case requirementsFailed(waited: TimeInterval)
    /// It waited for recognizers that wait, directly or through others, for it (`require(toFail:)`
    /// in a cycle, listed from it): it began waiting first, so it recognizes and they fail.
    case requirementCycle([UIGestureRecognizer])
    /// `isEnabled` became false (GR6).
    case disabled
    /// It was removed from its view mid-gesture.
    case removedFromView
    /// Its view left the window mid-gesture.
    case viewLeftWindow
    /// Back to possible after a terminal state (GR5).
    case reset
}

/// A decision the engine made. Payloads are the live objects involved; render them promptly.
public enum TraceEvent {
    /// The default `hitTest(_:with:)` looked at `view` with `point` in the view's coordinates.
    case hitTestVisit(view: UIView, point: CGPoint, verdict: HitTestVerdict)
    /// A new touch was bound to the view found in `window`.
    case touchBound(touch: UITouch, window: UIWindow, view: UIView)
    /// A touch reaches no view, or no longer reaches its view.
    case touchDropped(touch: UITouch, reason: TouchDropReason)
    /// The engine delivered `message` to its first recipient with `event`, the event the handler
    /// gets; for touches, its `allTouches` holds every live touch with its phase, delivered or
    /// not (T4, T6). Read it at once: the application reuses the event (T7).
    case delivered(message: ResponderMessage, to: UIResponder, touches: [UITouch], event: UIEvent)
    /// A default `UIResponder` implementation passed `message` to `next` (nil: the chain ended).
    case forwarded(message: ResponderMessage, from: UIResponder, to: UIResponder?)
    /// A window's first responder changed.
    case firstResponderChanged(window: UIWindow, from: UIResponder?, to: UIResponder?)
    /// `becomeFirstResponder()` or `resignFirstResponder()` returned false.
    case firstResponderRefused(responder: UIResponder, reason: FirstResponderRefusal)
    /// The engine called `responder.resignFirstResponder()`, the most-derived override, for
    /// `request`, and it returned `returned` (F2, F4, F6).
    case resignFirstResponderCalled(responder: UIResponder, request: ResignRequest, returned: Bool)
    /// `sendAction(_:to:from:for:)` finished: `target` is who performed it (a responder or an
    /// `ActionPerforming` object), or, when `handled` is false, the object that
    /// `target(forAction:withSender:)` returned without performing the action (nil if none).
    case actionSent(action: Selector, sender: Any?, target: AnyObject?, handled: Bool)
    /// A new touch will be seen by these recognizers, in this order (GV1, GV10); those in
    /// `declined` were on its way but their delegate's `gestureRecognizer(_:shouldReceive:)`
    /// returned false, so they do not see it (GV7).
    case gestureCollected(touch: UITouch, recognizers: [UIGestureRecognizer], declined: [UIGestureRecognizer])
    /// A recognizer changed state.
    case gestureStateChanged(
        recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State,
        cause: GestureChangeCause)
    /// A new press will be seen by these recognizers, in this order.
    case gesturePressCollected(press: UIPress, recognizers: [UIGestureRecognizer])
    /// A recognized gesture takes its presses from their responder.
    case pressesCancelledByGesture(recognizer: UIGestureRecognizer, presses: [UIPress])
    /// A recognizer wants to recognize but waits for these recognizers to fail (GC4).
    case gestureWaiting(recognizer: UIGestureRecognizer, for: [UIGestureRecognizer])
    /// A recognizer sent its action to `target` (nil: a closure) in `state` (GR3, A8).
    case gestureAction(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State, target: AnyObject?)
    /// Recognizers hold back a touch's `phase` from its view (GV4, GV5).
    case touchDelayed(touch: UITouch, phase: UITouch.Phase, by: [UIGestureRecognizer])
    /// A recognized gesture takes its touches from their views: those the views saw get
    /// `touchesCancelled`, the rest are never delivered (GV3).
    case touchesCancelledByGesture(recognizer: UIGestureRecognizer, touches: [UITouch])
    /// A control sent `events` to its registered actions (C3–C8).
    case controlEvent(control: UIControl, events: UIControl.Event)
    /// A control called a method of `target` or ran a `UIAction` (then `target` is the action).
    case actionCalled(sender: Any?, target: AnyObject)
    /// The target a control registered for `action` was deallocated (the control does not retain
    /// it, A1): a selector action goes up the responder chain instead; a method (`action` nil)
    /// is not called.
    case actionTargetDeallocated(sender: UIControl, action: Selector?)
    /// An event, or part of one, was not delivered: a non-touch event found no responder to start
    /// at (no key window), a press was not down, or a handler sent the event being delivered again.
    case eventDropped(type: UIEvent.EventType, reason: String)
}

/// The application's trace switch: which topics are on, and where records go.
@MainActor
final class Tracer {
    let topics: TraceTopics
    let sink: @MainActor (TraceRecord) -> Void
    /// The application's clock. Retaining it adds no cycle: only the application holds a
    /// tracer, so anything the clock's timers lead back to passes through the application.
    let clock: VirtualClock

    init(topics: TraceTopics, clock: VirtualClock, sink: @escaping @MainActor (TraceRecord) -> Void) {
        self.topics = topics
        self.clock = clock
        self.sink = sink
    }

    /// Hands `event` to the sink; the record takes the event over rather than copying it.
    func emit(_ event: consuming TraceEvent, topic: TraceTopics) {
        sink(TraceRecord(time: clock.now, event: event, topic: topic))
    }
}

extension UIApplication {
    /// Turns tracing on for `topics`; each decision is passed to `sink` as it is made.
    ///
    /// One sink at a time; calling again replaces it. Records reference live objects, so a sink
    /// that keeps them should render them to text (see `TraceRecord.description`).
    public func trace(_ topics: TraceTopics, to sink: @escaping @MainActor (TraceRecord) -> Void) {
        _tracer = topics.isEmpty ? nil : Tracer(topics: topics, clock: clock, sink: sink)
        _updateEventTraceTopics(topics)
    }

    /// Turns tracing off.
    public func stopTracing() {
        _tracer = nil
        _updateEventTraceTopics([])
    }

    /// Emits `event` if `topic` is on. Off, this is one branch; the event is never built.
    @inline(__always)
    func _trace(_ topic: TraceTopics, _ event: @autoclosure () -> TraceEvent) {
        if let tracer = _tracer, tracer.topics.contains(topic) {
            tracer.emit(event(), topic: topic)
        }
    }
}
