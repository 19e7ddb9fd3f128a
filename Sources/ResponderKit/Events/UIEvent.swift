import Foundation

/// An event: a touch update, a motion, a remote-control command or a press.
///
/// The application reuses one event object per type for every update (T7); do not keep it.
@MainActor
public class UIEvent {
    public enum EventType: Int, Sendable, CustomStringConvertible {
        case touches, motion, remoteControl, presses

        public var description: String {
            switch self {
            case .touches: "touches"
            case .motion: "motion"
            case .remoteControl: "remoteControl"
            case .presses: "presses"
            }
        }
    }

    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    public let type: EventType
    public internal(set) var subtype: EventSubtype = .none
    /// When the event occurred, in seconds on the application's clock.
    public internal(set) var timestamp: TimeInterval = 0

    @_Weak var _application: UIApplication?
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
            _singleTouchSet.removeAll(keepingCapacity: true)
            _singleTouchSet.insert(touch)
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
        if !_touches.contains(where: { ObjectIdentifier($0) == touch }) && !held.contains(where: { ObjectIdentifier($0) == touch }) {
            _singleTouchSet.removeAll(keepingCapacity: true)
            _singleTouch = nil
        }
    }

    /// The touches `gestureRecognizer` is receiving: those of its gesture not ignored (T6, GR8).
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        type == .touches ? Set(gestureRecognizer._touches) : nil
    }
}

/// An event carrying physical button presses.
@MainActor
public final class UIPressesEvent: UIEvent {
    var _presses: [UIPress] = []

    /// The presses `gesture` is receiving.
    public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(gesture._presses)
    }

    /// Every press of the event.
    public var allPresses: Set<UIPress> { Set(_presses) }
}
