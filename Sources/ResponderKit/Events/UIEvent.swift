import Foundation

/// An event: a touch update, a motion, a remote-control command or a press.
///
/// The application reuses one event object per type for every update (T7); do not keep it.
@preconcurrency @MainActor
public class UIEvent {
    /// What kind of input an event carries; raw values are UIKit's. An application keeps one
    /// event object of each type.
    public enum EventType: Int, Sendable, CustomStringConvertible {
        /// `touches`: fingers on the screen, delivered through hit-testing; `motion`: a shake;
        /// `remoteControl`: a media command; `presses`: physical buttons and keys. The last three
        /// start at the first responder (UIKit rule R6).
        case touches, motion, remoteControl, presses

        /// The case's name: `touches`, `remoteControl` …
        public var description: String {
            switch self {
            case .touches: "touches"
            case .motion: "motion"
            case .remoteControl: "remoteControl"
            case .presses: "presses"
            }
        }
    }

    /// What a motion or remote-control event is about; raw values are UIKit's.
    public enum EventSubtype: Int, Sendable {
        /// Touch and press events, and an event not yet used.
        case none = 0
        /// A shake of the device (`RawInput.motion`).
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play if paused, pause if playing (a headset's single button).
        case remoteControlTogglePlayPause = 103
        /// Skip to the next track.
        case remoteControlNextTrack = 104
        /// Back to the previous track.
        case remoteControlPreviousTrack = 105
        /// Start rewinding, until a `remoteControlEndSeekingBackward`.
        case remoteControlBeginSeekingBackward = 106
        /// Stop rewinding.
        case remoteControlEndSeekingBackward = 107
        /// Start fast-forwarding, until a `remoteControlEndSeekingForward`.
        case remoteControlBeginSeekingForward = 108
        /// Stop fast-forwarding.
        case remoteControlEndSeekingForward = 109
    }

    /// Fixed when the application creates the event.
    public let type: EventType
    /// The subtype of the motion or remote-control input being delivered, set afresh for each
    /// one; `none` for touch and press events.
    public internal(set) var subtype: EventSubtype {
        get { _subtype }
        set { _subtype = newValue }
    }
    /// When the event occurred, in seconds on the application's clock.
    public internal(set) var timestamp: TimeInterval {
        get { _timestamp }
        set { _timestamp = newValue }
    }
    // Storage apart from the public properties, whose reads would each cost a run-time
    // exclusivity check.
    private var _subtype: EventSubtype = .none
    private var _timestamp: TimeInterval = 0

    var _application: UIApplication? {
        get { _applicationReference.wrappedValue }
        set { _applicationReference = _Weak(wrappedValue: newValue) }  // set whole (see `_Weak`)
    }
    private var _applicationReference = _Weak<UIApplication>(wrappedValue: nil)
    /// Trace topics of the application, copied here so that hot paths test a flag.
    var _traceTopics: TraceTopics = []
    /// Touch events: the live touches, in the order their fingers came down.
    var _touches: [UITouch] = []
    /// A window is delivering this event now; sending it again from a handler is refused.
    var _isBeingDelivered = false
    /// The last one-touch set handed to a handler, reused while that touch is live so that a
    /// phase of one finger creates no set (`_set(of:)`), and its touch (which the set keeps alive),
    /// to compare with without reading the set. Emptied when the touch has gone; its storage then
    /// serves the next touch, unless a handler kept the set.
    // Row "drag on the realistic scene's button": a new `Set` per handler costs it 23 % and a
    // malloc per moved or ended phase.
    private var _singleTouchSet: Set<UITouch> = []
    private var _singleTouch: ObjectIdentifier?
    /// Motion events: which of motionBegan/Ended/Cancelled this update is.
    var _motionPhase: RawInput.MotionPhase = .began

    init(type: EventType, application: UIApplication) {
        self.type = type
        self._application = application
    }

    /// Every touch of the event, wherever it is bound (T6); nil for non-touch events.
    public var allTouches: Set<UITouch>? {
        type == .touches ? Set(_touches) : nil
    }

    /// The touches that began in `view` (T6).
    public func touches(for view: UIView) -> Set<UITouch>? {
        // UIKit: T6
        type == .touches ? Set(_touches.filter { $0.view === view }) : nil
    }

    /// The touches of `window` (T6).
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        type == .touches ? Set(_touches.filter { $0.window === window }) : nil
    }

    /// `touches` as the set a handler receives; a single touch's set is made once and reused.
    func _set(of touches: some Collection<UITouch>) -> Set<UITouch> {
        guard touches.count == 1, let touch = touches.first else { return Set(touches) }
        if _singleTouch != ObjectIdentifier(touch) {
            var set = _singleTouchSet._take()
            set.removeAll(keepingCapacity: true)
            set.insert(touch)
            _singleTouchSet = set
            _singleTouch = ObjectIdentifier(touch)
        }
        return _singleTouchSet
    }

    /// The touches of `touches` that satisfy `include`, as `_set(of:)` makes it; nil if none do.
    func _set(of touches: [UITouch], where include: (UITouch) -> Bool) -> Set<UITouch>? {
        guard let first = touches.firstIndex(where: include) else { return nil }
        guard touches[(first + 1)...].contains(where: include) else { return _set(of: CollectionOfOne(touches[first])) }
        return Set(touches.filter(include))
    }

    /// Lets go of the reused set once its touch has gone from the event and owes nothing more.
    func _forgetFinishedTouchSet(held: [UITouch]) {
        guard let touch = _singleTouch else { return }
        if !_touches.contains(where: { ObjectIdentifier($0) == touch })
            && !held.contains(where: { ObjectIdentifier($0) == touch })
        {
            var set = _singleTouchSet._take()
            set.removeAll(keepingCapacity: true)
            _singleTouchSet = set
            _singleTouch = nil
        }
    }

    /// Every sample of `touch` since the event was last delivered, oldest first, the last being a
    /// copy of `touch` itself; nil when `touch` is not one of this event's. Hardware that reports
    /// one sample per update (ResponderKit's own taps and drags, scene scripts, a `RawTouch`
    /// without `coalescedSamples`) gives that one copy, as UIKit does; the earlier samples of a
    /// `RawTouch` come first, evenly spaced in time since the touch's previous update.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, _touches.contains(where: { $0 === touch }) else { return nil }
        return touch._coalescedTouches()
    }

    /// The touches the system predicts for `touch`: always empty here, as UIKit's answer with no
    /// prediction to give (ResponderKit predicts nothing); nil when `touch` is not one of this
    /// event's.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, _touches.contains(where: { $0 === touch }) else { return nil }
        return []
    }

    /// The touches `gestureRecognizer` is receiving: those of its gesture not ignored (T6, GR8).
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        type == .touches ? Set(gestureRecognizer._touches) : nil
    }
}

/// An event carrying physical button presses.
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    var _presses: [UIPress] = []

    /// The presses `gesture` is receiving.
    public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(gesture._presses)
    }

    /// Every press of the event.
    public var allPresses: Set<UIPress> { Set(_presses) }
}
