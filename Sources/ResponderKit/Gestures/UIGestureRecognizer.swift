import Foundation

/// The base class of gesture recognizers: a state machine fed with the touches of the view it is
/// attached to and of that view's subviews, that sends action messages as it changes state.
///
/// Recognizers see each touch phase before the hit-test view does (GV2) and are not part of the
/// responder chain (GR7). Subclasses override `touchesBegan(_:with:)` and its siblings and set
/// `state`; the application arbitrates between competing recognizers (GC1–GC5) and resets each
/// one after it reaches `ended`, `cancelled` or `failed` (GR5).
@preconcurrency @MainActor
open class UIGestureRecognizer: _HandleOwner {
    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    public internal(set) var view: UIView? {
        get { _viewReference.wrappedValue }
        set { _viewReference = _Weak(wrappedValue: newValue) }  // set whole (see `_Weak`)
    }
    private var _viewReference = _Weak<UIView>(wrappedValue: nil)
    /// Asked which touches and presses the recognizer sees, whether it may begin, and how it
    /// coordinates with others; nil (the default) gives UIKit's default answers. Held weakly,
    /// as in UIKit: keep the delegate alive yourself.
    public var delegate: (any UIGestureRecognizerDelegate)? {
        get { _delegate }
        set { _delegate = newValue }
    }
    /// A name for debugging; traces use it.
    public var name: String?

    /// A disabled recognizer receives no touches; disabling it mid-gesture cancels it (GR6).
    public var isEnabled: Bool {
        get { _isEnabled }
        set {
            let wasEnabled = _isEnabled
            _isEnabled = newValue
            if wasEnabled && !newValue { _application?._gestures.recognizerWasDisabled(self) }
        }
    }

    /// When the gesture is recognized, the view gets `touchesCancelled` for the touches it has
    /// seen and no more of them (GV3). Default true.
    public var cancelsTouchesInView: Bool {
        get { _cancelsTouchesInView }
        set { _cancelsTouchesInView = newValue }
    }
    /// While the recognizer may still recognize, `began` touches are withheld from the view (GV4).
    /// Default false.
    public var delaysTouchesBegan: Bool {
        get { _delaysTouchesBegan }
        set { _delaysTouchesBegan = newValue }
    }
    /// While the recognizer may still recognize, `ended` touches are withheld from the view (GV5).
    /// Default true.
    public var delaysTouchesEnded: Bool {
        get { _delaysTouchesEnded }
        set { _delaysTouchesEnded = newValue }
    }

    // The public properties' storage: the engine reads these on every touch, and a read of a
    // public stored property costs a run-time exclusivity check.
    private weak var _delegate: (any UIGestureRecognizerDelegate)?
    private var _isEnabled = true
    private var _cancelsTouchesInView = true
    private var _delaysTouchesBegan = false
    private var _delaysTouchesEnded = true

    var _state: State = .possible
    /// A recognition waiting for failure requirements (GC4): the state to enter, and since when.
    var _pendingRecognition: (state: State, since: TimeInterval, requirements: [_Weak<UIGestureRecognizer>])?
    /// The press types the recognizer receives (raw values of `UIPress.PressType`). Tap and long
    /// press recognizers start with `select`; others with none.
    public var allowedPressTypes: [NSNumber] = []

    // The lists below are changed through `_take()` (no run-time exclusivity checks).
    /// The touches of this gesture, in the order they joined; ended ones stay until reset.
    var _touches: [UITouch] = []
    /// The presses of this gesture, in the order they joined.
    var _presses: [UIPress] = []
    var _targets: [_Target] = []
    var _requiredToFail: [_Weak<UIGestureRecognizer>] = []
    var _timers: [VirtualClock.TimerID] = []
    /// The application whose arbiter the recognizer takes part in.
    var _application: UIApplication? {
        get { _applicationReference.wrappedValue }
        set { _applicationReference = _Weak(wrappedValue: newValue) }  // set whole (see `_Weak`)
    }
    private var _applicationReference = _Weak<UIApplication>(wrappedValue: nil)

    deinit { _handleStorage?.object = nil }

    /// Where the engine's zeroing references to this recognizer point (see `_Handle`).
    var _handleStorage: _Handle?

    /// Creates a recognizer that performs `action` on `target` (a nil target: nothing until
    /// `addTarget(_:action:)`).
    public init(target: Any? = nil, action: Selector? = nil) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer that calls a method of `target`: `UITapGestureRecognizer(target: self,
    /// action: ViewController.handleTap)`. The target is not retained.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method of `target` taking no argument:
    /// `UITapGestureRecognizer(target: self, action: ViewController.dismissKeyboard)`, as a UIKit
    /// action method may take none (A8). The target is not retained.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    // MARK: State

    /// The recognizer's state (GR1). Subclasses set it; the application decides whether leaving
    /// `possible` is allowed (GV8, GV9, GC1–GC5), so reading it back right after setting `began`
    /// or `ended` may give `failed` (vetoed) or `possible` (waiting for another recognizer to fail).
    /// An illegal transition (GR2) is a precondition failure.
    public var state: State {
        get { _state }
        set {
            // UIKit: GR2
            let from = _pendingRecognition?.state ?? _state
            guard newValue != .possible || from != .possible else { return }
            precondition(
                UIGestureRecognizer.isLegal(from: _state, to: newValue)
                    || (_pendingRecognition != nil && newValue == .failed),
                "\(_recognizerName(self)): illegal state transition from \(from) to \(newValue)")
            if let application = _application {
                application._gestures.request(self, to: newValue)
            } else {
                _state = newValue
            }
        }
    }

    // MARK: Target–action (A8)

    /// Adds an action: `target` performs `action` (a selector in its action table) with the
    /// recognizer as sender, each time the state enters began, changed, ended or cancelled (GR3).
    /// The target is a responder that has `implement(_:_:)`ed the action, or an
    /// `ActionPerforming` object.
    public func addTarget(_ target: Any, action: Selector) {
        _addTarget(_Target(object: target as AnyObject, kind: .selector(action)))
    }

    /// Adds an action that calls a method of `target`, which is not retained.
    public final func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void
    ) {
        _addTarget(
            _Target(
                object: target,
                kind: .method { object, recognizer in
                    guard let recognizer = recognizer as? Recognizer else {
                        preconditionFailure(
                            "\(_recognizerName(recognizer)) sent its action to a method that takes \(Recognizer.self)")
                    }
                    action(object as! Target)(recognizer)
                }))
    }

    /// Adds an action that calls a method of `target` taking no argument; the target is not
    /// retained.
    public final func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> @MainActor () -> Void
    ) {
        _addTarget(_Target(object: target, kind: .method { object, _ in action(object as! Target)() }))
    }

    /// Adds an action that runs `handler` (our addition, in the spirit of `UIAction`).
    public final func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        _addTarget(_Target(object: nil, kind: .closure(handler)))
    }

    /// The selector actions added with `addTarget(_:action:)` whose target is still alive, in the
    /// order they were added (ours: UIKit has no public API that lists a recognizer's targets).
    /// Method and closure actions are counted by ``actionClosureCount``.
    public var targetActions: [(target: AnyObject, action: Selector)] {
        _targets.compactMap { entry in
            guard case .selector(let action) = entry.kind, let object = entry.object else { return nil }
            return (object, action)
        }
    }

    /// How many of the recognizer's actions are methods or closures (``addAction(_:)``) rather than
    /// selectors, which no file can name (ours).
    public var actionClosureCount: Int {
        _targets.filter { if case .selector = $0.kind { false } else { true } }.count
    }

    private func _addTarget(_ target: _Target) {
        var targets = _targets._take()
        targets.append(target)
        _targets = targets
    }

    /// Removes the actions of `target` for `action`; a nil action removes every action of the
    /// target, and a nil target every action with that selector (both nil: all actions).
    public func removeTarget(_ target: AnyObject?, action: Selector?) {
        var targets = _targets._take()
        defer { _targets = targets }
        targets.removeAll { entry in
            let targetMatches = target == nil || entry.object === target
            let actionMatches: Bool
            if let action {
                if case .selector(let selector) = entry.kind {
                    actionMatches = selector == action
                } else {
                    actionMatches = false
                }
            } else {
                actionMatches = true
            }
            return targetMatches && actionMatches
        }
    }

    // MARK: Failure requirements (GC4)

    /// The recognizers `require(toFail:)` named, still alive (our addition, for tools that inspect
    /// a hierarchy; the dynamic requirements of GC5 are decided per attempt and not listed).
    public var failureRequirements: [UIGestureRecognizer] { _requiredToFail.compactMap(\.wrappedValue) }

    /// The receiver cannot leave `possible` until `other` fails, and fails if `other` recognizes.
    public func require(toFail other: UIGestureRecognizer) {
        precondition(other !== self, "\(_recognizerName(self)) cannot require itself to fail")
        var requirements = _requiredToFail._take()
        requirements.append(_Weak(wrappedValue: other))
        _requiredToFail = requirements
    }

    // MARK: Touches

    /// The gesture's location: the centroid of its touches, in `view`'s coordinates (nil: the
    /// window's). The touches are the ones still down, or if none is, the ones that lifted last.
    open func location(in view: UIView?) -> CGPoint {
        centroid(of: _locationTouches) { $0.location(in: view) }
    }

    /// The location of one of the gesture's touches (index below `numberOfTouches`).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = _locationTouches
        precondition(
            touches.indices.contains(touchIndex),
            "\(_recognizerName(self)): touch index \(touchIndex) out of range 0..<\(touches.count)")
        return touches[touchIndex].location(in: view)
    }

    /// The number of touches `location(ofTouch:in:)` knows about.
    open var numberOfTouches: Int { _locationTouches.count }

    var _locationTouches: [UITouch] {
        let down = _touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        if !down.isEmpty { return down }
        let last = _touches.map(\.timestamp).max()
        return _touches.filter { $0.timestamp == last }
    }

    // MARK: Subclass hooks

    /// New touches of the gesture (after `gestureRecognizer(_:shouldReceive:)` agreed, GV7).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture moved; called before the views hear of it (GV2). The base class
    /// does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture lifted; called before the views hear of it (GV2). A recognizer
    /// still `possible` once all its touches lifted keeps delaying `touchesEnded` until it
    /// decides. The base class does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The host cancelled these touches. A recognizer in began or changed should move to
    /// cancelled, one in possible to failed.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the recognizer reached ended, cancelled or failed, before it returns to
    /// possible. Subclasses clear their per-gesture state here and call super (GR5).
    open func reset() {}

    /// New presses of the gesture (after `gestureRecognizer(_:shouldReceive:)` agreed).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses of the gesture changed; called before the responder hears of it. The base class
    /// does nothing.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses of the gesture were let go; called before the responder hears of it. The base
    /// class does nothing.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// The host cancelled these presses. The base class does nothing; a recognizer under way
    /// should move to `cancelled`, one in `possible` to `failed`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Removes `button` from the gesture: the recognizer hears no more of it, and it is never
    /// cancelled at its responder on the recognizer's account.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        var presses = _presses._take()
        presses.removeAll { $0 === button }
        _presses = presses
    }

    /// Removes `touch` from the gesture: the recognizer hears no more of it, and it is never
    /// cancelled in its view on the recognizer's account (GR8).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        // UIKit: GR8
        var touches = _touches._take()
        touches.removeAll { $0 === touch }
        _touches = touches
    }

    /// Whether recognizing this gesture may force `preventedGestureRecognizer` to fail (GC3).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing may force this one to fail (GC3).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// A failure requirement decided per recognition attempt (GC5).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// A failure requirement decided per recognition attempt, seen from the other side (GC5).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Timers

    /// Runs `action` `delay` seconds from now on the application's clock, unless the recognizer
    /// is reset first. Built-in recognizers use it for their time limits.
    final func _schedule(after delay: TimeInterval, _ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        guard let application = _application else { return }
        let id = application.clock.schedule(after: delay, for: self, action)
        var timers = _timers._take()
        timers.append(id)
        _timers = timers
    }

    /// One of the recognizer's timers is due: `action` runs as a gesture change (GR4).
    final func _timerFired(_ id: VirtualClock.TimerID, _ action: @MainActor (UIGestureRecognizer) -> Void) {
        var timers = _timers._take()
        if let index = timers.firstIndex(where: { $0 == id }) { timers.remove(at: index) }
        _timers = timers
        _application?._gestures.perform { action(self) }
    }

    /// Cancels every timer the recognizer scheduled.
    func _cancelTimers() {
        guard !_timers.isEmpty else { return }
        var timers = _timers._take()
        let clock = _application?.clock
        for id in timers { clock?.cancel(id) }
        timers._removeAllKeepingCapacity()
        _timers = timers
    }

    // MARK: Internal

    struct _Target {
        enum Kind {
            case selector(Selector)
            case method(@MainActor (AnyObject, UIGestureRecognizer) -> Void)
            case closure(@MainActor (UIGestureRecognizer) -> Void)
        }
        weak var object: AnyObject?
        let isTargeted: Bool
        let kind: Kind

        init(object: AnyObject?, kind: Kind) {
            self.object = object
            self.isTargeted = object != nil
            self.kind = kind
        }
    }

    /// Whether the recognizer can still recognize the gesture of `touch`: it holds the touch and is
    /// in possible (perhaps waiting for another recognizer to fail).
    func _mayStillRecognize(_ touch: UITouch) -> Bool {
        _state == .possible && _touches.contains { $0 === touch }
    }
}

/// How traces and preconditions name a recognizer: its `name`, else its class.
@MainActor
func _recognizerName(_ recognizer: UIGestureRecognizer) -> String {
    recognizer.name ?? String(describing: type(of: recognizer))
}
