import Foundation

/// The root of a view hierarchy on screen: it receives the events of its touches from the
/// application and dispatches them to its views (W7).
///
/// A new window is hidden (W5). Windows are ordered by `windowLevel`, and within a level the most
/// recently shown is in front (W2).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// A window's z-order group; any `CGFloat` value is allowed (W2).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// Higher is further in front; any value, between or beyond the named ones.
        public var rawValue: CGFloat
        /// The level `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level `rawValue`, without the label: `UIWindow.Level(1500)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// 0: app windows; every window's default.
        public static let normal = Level(0)
        /// 1000: in front of every `normal` window.
        public static let statusBar = Level(1000)
        /// 2000: in front of the status bar.
        public static let alert = Level(2000)

        /// Orders levels by `rawValue`: a window of a lower level is behind every window of a
        /// higher one.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var _application: UIApplication? {
        get { _applicationReference.wrappedValue }
        set { _applicationReference = _Weak(wrappedValue: newValue) }  // set whole (see `_Weak`)
    }
    private var _applicationReference = _Weak<UIApplication>(wrappedValue: nil)
    weak var _firstResponder: UIResponder?
    /// Set while a first-responder change is under way, so that nested changes are refused.
    var _isChangingFirstResponder = false
    /// While `_subtreeWillLeave` cancels the touches of a subtree about to leave the window: that
    /// subtree's root (a control tells a removal from a cancellation by a recognizer by it, C6).
    var _subtreeLeaving: UIView?
    /// Larger is more recently ordered front (W2).
    var _orderStamp = 0
    /// Whether the window is in its application's list for the next layout pass (UIView+Layout.swift).
    var _isAwaitingLayoutPass = false
    /// Advanced by every change, in this window, to what hit-testing reads: a view's geometry,
    /// eligibility or subviews. The accelerator's chains are valid while it stays as it was when
    /// they were built (`_SubviewIndex`).
    let _hitTestGeneration = _HitTestGeneration()
    /// The window's gate for the system's screen-edge gestures, made when a touch first needs it.
    var _systemEdgeGate: SystemEdgeGestureGate?
    /// The edges the window's controllers defer and the controller that said so, as last read
    /// (`setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` and a new root forget it).
    var _deferredSystemEdges: (edges: UIRectEdge, controller: UIViewController?)?

    /// A window of `UIApplication.shared`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, application: .shared)
    }

    /// A window of `application` (our addition: several applications may share a process).
    public init(frame: CGRect, application: UIApplication) {
        super.init(frame: frame)
        _attach(to: application)
    }

    /// A hidden window of `UIApplication.shared`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _attach(to: .shared)
    }

    private func _attach(to application: UIApplication) {
        _cachedWindow = self
        _application = application
        isHidden = true  // UIKit: W5
        application._register(self)
        if !_layoutFlags.isEmpty { _requestLayoutPass() }
    }

    /// The application this window belongs to.
    public var application: UIApplication? { _application }

    // UIKit: W2
    /// The window's z-order group; `normal` by default. Windows of a higher level are in front
    /// of every window of a lower one, whichever was shown last; changing the level re-sorts
    /// `UIApplication.windows` at once without bringing the window to the front of its new level.
    open var windowLevel: Level = .normal

    /// Showing the window makes the controllers in it appear (`viewWillAppear(_:)`, then
    /// `viewDidAppear(_:)`); hiding it makes them disappear.
    open override var isHidden: Bool {
        willSet {
            guard newValue != isHidden, _application != nil else { return }
            UIViewController._appearanceWillChange(_controllersInSubtree(), appearing: !newValue)
        }
        didSet {
            guard oldValue != isHidden else { return }
            _application?._windowVisibilityChanged(self)
            UIViewController._appearanceDidChange(_controllersInSubtree(), appearing: !isHidden)
        }
    }

    /// Whether this is the application's key window (W6).
    public var isKeyWindow: Bool { _application?.keyWindow === self }

    /// Makes the window key; the previous key window resigns (W6).
    open func makeKey() {
        // UIKit: W6
        guard let application = _application, application.keyWindow !== self else { return }
        let previous = application.keyWindow
        application._keyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    /// Shows the window in front of the windows of its level and makes it key (W2, W6).
    open func makeKeyAndVisible() {
        if isHidden { isHidden = false } else { _application?._orderFront(self) }
        makeKey()
    }

    /// Called by the engine when the window became key; override hook, not a trigger.
    open func becomeKey() {}
    /// Called by the engine when the window stopped being key; override hook, not a trigger.
    open func resignKey() {}

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            _deferredSystemEdges = nil
            if let old = oldValue?.viewIfLoaded, old._superview === self { old.removeFromSuperview() }
            if let controller = rootViewController {
                let view = controller.view!
                view.frame = bounds
                insertSubview(view, at: 0)
            }
        }
    }

    /// The window's first responder, if any (F5).
    public var firstResponder: UIResponder? { _firstResponder }

    // UIKit: R4 — scenes are not modelled, so the window leads to the application.
    open override var next: UIResponder? { _application }

    override var _hostWindow: UIWindow? { self }

    // MARK: Events

    /// Touch events go to the views (W7); others to the first responder (R6).
    ///
    /// A handler that sends the event being delivered again (to a window or to the application)
    /// is refused with a trace record: its touches would reach their views a second time in the
    /// same phase.
    open func sendEvent(_ event: UIEvent) {
        guard !event._isBeingDelivered else {
            _application?._trace(
                .events,
                .eventDropped(
                    type: event.type, reason: "sendEvent was called again while this event was being delivered"))
            return
        }
        event._isBeingDelivered = true
        defer { event._isBeingDelivered = false }
        // UIKit: W7
        switch event.type {
        case .touches: _deliverTouches(of: event)
        case .presses: _deliverPresses(of: event as! UIPressesEvent)
        case .motion, .remoteControl: _deliverToFirstResponder(event)
        }
    }

    // MARK: Converting between windows (G13, G14)

    /// `point`, in the receiver's coordinates, in `window`'s; nil means screen coordinates.
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        // UIKit: G14
        let onScreen = _pointToSuperview(point)
        guard let window else { return onScreen }
        return window._pointFromSuperview(onScreen)
    }

    /// `point`, in `window`'s coordinates (nil: screen coordinates), in the receiver's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let onScreen = window.map { $0._pointToSuperview(point) } ?? point
        return _pointFromSuperview(onScreen)
    }

    /// Sets the first responder, tracing the change.
    func _setFirstResponder(_ responder: UIResponder?) {
        let previous = _firstResponder
        guard previous !== responder else { return }
        _firstResponder = responder
        _application?._trace(.firstResponder, .firstResponderChanged(window: self, from: previous, to: responder))
        previous?._firstResponderStatusDidChange()
        responder?._firstResponderStatusDidChange()
    }
}
