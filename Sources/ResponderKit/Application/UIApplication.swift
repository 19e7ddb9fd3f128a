import Foundation

/// The object an app delegate conforms to. The application calls none of its methods; it matters
/// for the responder chain when it is a `UIResponder` (R5).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// The application: its windows, its event queue and virtual clock, and the top of the responder
/// chain below the app delegate.
///
/// Several applications can live in one process (our addition; DESIGN decision 4): create one
/// with `UIApplication()` and its windows with `UIWindow(frame:application:)`. `shared` is only a
/// default for code written as for UIKit.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// A default application, created on first use.
    public static let shared = UIApplication()

    /// The clock every timer and timestamp of this application uses.
    public let clock = VirtualClock()

    /// The app delegate; the chain continues to it when it is a responder (R5).
    open var delegate: (any UIApplicationDelegate)?

    /// The longest pause between a touch ending and the next beginning that still counts as the
    /// next tap (T9; undocumented in UIKit, so configurable).
    public var multiTapInterval: TimeInterval {
        get { _multiTapInterval }
        set { _multiTapInterval = newValue }
    }
    /// The farthest a touch may begin from where the previous tap ended and still count (T9).
    public var multiTapDistance: CGFloat {
        get { _multiTapDistance }
        set { _multiTapDistance = newValue }
    }
    // Apart from the public properties, which every new touch reads: a public stored property
    // costs a run-time exclusivity check on every access.
    private var _multiTapInterval: TimeInterval = 0.35
    private var _multiTapDistance: CGFloat = 45

    /// The system's own gestures at the screen's edges (our addition): nil, the default, for a
    /// device with a home button, where no edge holds touches back; set it to model an iPhone
    /// without one or an iPad, whose windows then hold back touches that begin near those edges
    /// (see `SystemEdgeGestures`).
    public var systemEdgeGestures: SystemEdgeGestures? {
        get { _systemEdgeGestures }
        set { _systemEdgeGestures = newValue }
    }
    private var _systemEdgeGestures: SystemEdgeGestures?

    var _tracer: Tracer?
    /// The UIView animations running on views of this application's windows, a view's entry
    /// made when its first animation starts (H10). Few at a time: found by a linear search.
    var _animations: [_ViewAnimations] = []
    var _windowEntries: [WindowEntry] = []
    /// The windows with a view that needs layout, for the next layout pass (UIView+Layout.swift);
    /// not retained, so that a hidden window still goes when its owner lets it go (W5).
    var _windowsAwaitingLayout: [_Weak<UIWindow>] = []
    @_Weak var _keyWindow: UIWindow?
    var _orderCounter = 0
    var _ignoringCount = 0

    // Input queue (Q1) and the state of fingers and buttons.
    var _queue: [RawInput] = []
    var _queueHead = 0
    var _isDraining = false
    /// Fingers whose input is consumed without delivery (ignored or hitting nothing) until they lift.
    var _consumedFingers: Set<Int> = []
    /// The last lift, for counting taps (T9). It does not keep the view alive.
    var _lastTap: _LastTap?
    /// Numbers the touch updates (`UITouch._update`).
    var _touchUpdate = 0

    /// The recognizers taking part in the current touch sequences, and their arbitration.
    private(set) lazy var _gestures = GestureArbiter(application: self)
    /// Lifted touches whose view is still owed a message, and the plans' storage.
    let _viewDelivery = ViewDelivery()

    // One reused event object per type (T7).
    private(set) lazy var touchesEvent = UIEvent(type: .touches, application: self)
    private(set) lazy var pressesEvent = UIPressesEvent(type: .presses, application: self)
    private(set) lazy var motionEvent = UIEvent(type: .motion, application: self)
    private(set) lazy var remoteControlEvent = UIEvent(type: .remoteControl, application: self)

    @MainActor
    struct WindowEntry {
        @_Weak var window: UIWindow?
        /// Visible windows are kept alive by the application; hidden ones only by their owners.
        var retained: UIWindow?
    }

    /// A new application with no windows, an empty queue, its own clock at 0 and tracing off.
    /// It shares nothing with `shared` or any other application.
    public override init() { super.init() }

    // MARK: Responder chain

    /// The app delegate, if it is a responder and not a view, a view controller or the
    /// application itself (R5).
    open override var next: UIResponder? {
        // UIKit: R5
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder === self { return nil }
        return responder
    }

    // MARK: Windows (W2, W6)

    /// The application's windows, visible and hidden, back to front.
    public var windows: [UIWindow] {
        _windowEntries.compactMap(\.window).sorted {
            ($0.windowLevel, $0._orderStamp) < ($1.windowLevel, $1._orderStamp)
        }
    }

    /// The key window: the one most recently made key (W6).
    public var keyWindow: UIWindow? { _keyWindow }

    /// Visible windows, front to back: the order in which a new touch looks for its view (W3).
    var _visibleWindowsFrontToBack: [UIWindow] {
        Array(windows.filter { !$0.isHidden }.reversed())
    }

    func _register(_ window: UIWindow) {
        var entries = _windowEntries._take()
        entries.removeAll { $0.window == nil }
        entries.append(WindowEntry(window: window, retained: window.isHidden ? nil : window))
        _windowEntries = entries
        _orderFront(window)
    }

    func _windowVisibilityChanged(_ window: UIWindow) {
        guard let index = _windowEntries.firstIndex(where: { $0.window === window }) else { return }
        var entries = _windowEntries._take()
        entries[index].retained = window.isHidden ? nil : window
        _windowEntries = entries
        if !window.isHidden { _orderFront(window) }
    }

    // UIKit: W2 — recommended choice: the most recently shown window is front-most in its level.
    func _orderFront(_ window: UIWindow) {
        _orderCounter += 1
        window._orderStamp = _orderCounter
    }

    // MARK: Ignoring interaction (W8)

    /// Stops touch delivery until balanced by `endIgnoringInteractionEvents()`; calls nest (W8).
    public func beginIgnoringInteractionEvents() { _ignoringCount += 1 }

    /// Undoes one `beginIgnoringInteractionEvents()`; delivery resumes when every call is
    /// balanced. Extra calls do nothing.
    public func endIgnoringInteractionEvents() { _ignoringCount = max(0, _ignoringCount - 1) }

    /// Whether begin calls outnumber end calls. While true, fingers that come down are dropped
    /// for their whole life; fingers already down, presses, motion and remote-control events
    /// are still delivered (W8, Q3).
    public var isIgnoringInteractionEvents: Bool { _ignoringCount > 0 }

    // MARK: Dispatch (W7, Q2)

    /// Sends each event where it belongs: touch events to the windows of their touches, presses to
    /// the windows they began in, motion and remote-control events to the key window (W7, Q2).
    /// An override must call super for every event it wants delivered.
    open func sendEvent(_ event: UIEvent) {
        // UIKit: W7, Q2
        switch event.type {
        case .touches:
            _forEachWindow(of: event._touches, \.window) { $0.sendEvent(event) }
        case .presses:
            _forEachWindow(of: (event as? UIPressesEvent)?._presses ?? [], \.window) { $0.sendEvent(event) }
        case .motion, .remoteControl:
            guard let window = keyWindow else {
                _trace(.events, .eventDropped(type: event.type, reason: "there is no key window"))
                return
            }
            window.sendEvent(event)
        }
    }

    /// Calls `body` once per window of `items`, in the order of each window's first item.
    private func _forEachWindow<Item>(of items: [Item], _ window: (Item) -> UIWindow?, _ body: (UIWindow) -> Void) {
        for (index, item) in items.enumerated() {
            guard let current = window(item), !items[..<index].contains(where: { window($0) === current }) else {
                continue
            }
            body(current)
        }
    }

    // MARK: Actions (A3, A4)

    /// Sends `action` to `target`, or, with a nil target, to the first responder able to perform
    /// it, starting at the first responder of the sender's window (else the key window's), or at
    /// the sender when there is none (A4). Returns whether some responder performed it (A3).
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        // UIKit: A3
        var receiver: AnyObject?
        // An object the chain returned that does not perform the action, for the trace.
        var declined: AnyObject?
        if let target {
            if let responder = target as? UIResponder {
                receiver = responder.responds(to: action) ? responder : nil
            } else if let performer = target as? any ActionPerforming, performer.responds(to: action) {
                receiver = performer
            }
        } else {
            let found = _nilTargetStart(sender: sender)?.target(forAction: action, withSender: sender)
            if let responder = found as? UIResponder {
                receiver = responder
            } else if let performer = found as? any ActionPerforming, performer.responds(to: action) {
                receiver = performer
            } else if let found {
                declined = found as AnyObject
            }
        }
        _trace(
            .actions,
            .actionSent(action: action, sender: sender, target: receiver ?? declined, handled: receiver != nil))
        if let responder = receiver as? UIResponder { return responder._perform(action, sender: sender, event: event) }
        guard let performer = receiver as? any ActionPerforming else { return false }
        performer.perform(action, sender: sender, event: event)
        return true
    }

    // UIKit: A4 — recommended choice: the first responder, else the sender (a bar button item's
    // button for the item, NAV6).
    func _nilTargetStart(sender: Any?) -> UIResponder? {
        // A bar button item is no responder: its button in the bar stands for it.
        let senderResponder = sender as? UIResponder ?? (sender as? UIBarButtonItem)?._view
        let window = senderResponder?._hostWindow ?? keyWindow
        return window?._firstResponder ?? senderResponder
    }

    func _updateEventTraceTopics(_ topics: TraceTopics) {
        for event in [touchesEvent, pressesEvent, motionEvent, remoteControlEvent] {
            event._traceTopics = topics
        }
    }
}

/// Where and when the last finger lifted, on which view, after how many taps.
@MainActor
struct _LastTap {
    let location: CGPoint
    let time: TimeInterval
    @_Weak var view: UIView?
    let count: Int
}
