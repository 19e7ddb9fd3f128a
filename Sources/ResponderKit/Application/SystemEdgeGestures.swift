import Foundation

/// The system's own gestures at the screen's edges, on a device that has them (our addition): on
/// an iPhone without a home button the home indicator's swipe at the bottom edge and Notification
/// Center and Control Center at the top; an iPad has them too. Set it on
/// `UIApplication.systemEdgeGestures`.
///
/// A touch that begins within `width` points of one of `edges` that the key controller does not
/// defer (`UIViewController.preferredScreenEdgesDeferringSystemGestures`) reaches its view late:
/// the window's `SystemEdgeGestureGate` holds its `touchesBegan` back until the finger lifts,
/// leaves the edge, or `delay` seconds pass.
public struct SystemEdgeGestures: Sendable, Hashable {
    /// The edges where the system has a gesture.
    public var edges: UIRectEdge
    /// The screen, in window coordinates of a window at the origin (a window's frame is in them).
    public var screen: CGRect
    /// How far from an edge a touch may begin and still be held back.
    public var width: CGFloat
    /// How long a touch that stays at the edge is held back.
    public var delay: TimeInterval

    // Observed: UIKit documents neither the width nor the delay. Developers measured a band of
    // "20 pixels or so" at the bottom in which touchesBegan arrives only with touchesEnded
    // (stackoverflow.com/questions/19799961) and "a delay of about 1 second" before a button at
    // the bottom edge of an iPhone X sees touchDown (blog.kulman.sk/why-ios-gestures-lag-at-the-
    // screen-edges): we model 20 pt and 1 s.
    /// A device whose system has gestures at `edges` of `screen`; 20 pt wide, holding a touch back
    /// at most 1 s (observed, not documented).
    public init(edges: UIRectEdge, screen: CGRect, width: CGFloat = 20, delay: TimeInterval = 1) {
        self.edges = edges
        self.screen = screen
        self.width = width
        self.delay = delay
    }

    /// The single edges of `edges`, in the order they are checked and named.
    static let order: [(edge: UIRectEdge, name: String)] = [
        (.bottom, "bottom"), (.top, "top"), (.left, "left"), (.right, "right")
    ]

    /// The edge of `edges` within `width` of `point` (screen coordinates), bottom first; nil when
    /// none is.
    public func edge(at point: CGPoint, among edges: UIRectEdge) -> UIRectEdge? {
        for (edge, _) in Self.order where edges.contains(edge) {
            let distance: CGFloat
            switch edge {
            case .bottom: distance = screen.maxY - point.y
            case .top: distance = point.y - screen.minY
            case .left: distance = point.x - screen.minX
            default: distance = screen.maxX - point.x
            }
            if distance < width { return edge }
        }
        return nil
    }

    /// `edge`'s name: bottom, top, left or right.
    public static func name(of edge: UIRectEdge) -> String {
        order.first { $0.edge == edge }?.name ?? "none"
    }
}

/// The system's screen-edge gesture as a window sees it (our stand-in for UIKit's private
/// `_UISystemGestureGateGestureRecognizer`, which a window carries): it receives only touches that
/// begin at an edge the system uses and the window's controllers do not defer, never recognizes,
/// and holds their `touchesBegan` back from the views (GV4) until it fails — when the finger lifts,
/// moves out of the edge's band, or the delay passes. It is not in the window's
/// `gestureRecognizers`.
@MainActor
public final class SystemEdgeGestureGate: UIGestureRecognizer {
    /// The edge each touch it holds began at.
    private var touchEdges: [(touch: UITouch, edge: UIRectEdge)] = []
    /// The controller whose `preferredScreenEdgesDeferringSystemGestures` was read, and its answer.
    public private(set) weak var deferringController: UIViewController?
    /// The edges `deferringController` defers.
    public private(set) var deferredEdges: UIRectEdge = []
    /// The system's gestures this gate stands for.
    public private(set) var gestures: SystemEdgeGestures

    init(window: UIWindow, gestures: SystemEdgeGestures) {
        self.gestures = gestures
        super.init(target: nil, action: nil)
        view = window
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    /// The edge `touch` began at, while the gate holds it.
    public func edge(of touch: UITouch) -> UIRectEdge? {
        touchEdges.first { $0.touch === touch }?.edge
    }

    /// Whether `touch`, just begun, is one the system's gesture may take: it is at an edge of
    /// `gestures` that the window's controllers do not defer. Records the edge if so.
    func receives(_ touch: UITouch, in window: UIWindow, gestures: SystemEdgeGestures) -> Bool {
        self.gestures = gestures
        let deferral = window.screenEdgesDeferringSystemGestures()
        deferringController = deferral.controller
        deferredEdges = deferral.edges
        let local = touch.location(in: window)
        let point = CGPoint(x: local.x + window.frame.minX, y: local.y + window.frame.minY)
        guard let edge = gestures.edge(at: point, among: gestures.edges.subtracting(deferral.edges)) else {
            return false
        }
        touchEdges.append((touch, edge))
        return true
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard _timers.isEmpty else { return }
        _schedule(after: gestures.delay) { $0.state = .failed }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let window = view as? UIWindow else { return }
        for touch in touches {
            guard let edge = edge(of: touch) else { continue }
            let local = touch.location(in: window)
            let point = CGPoint(x: local.x + window.frame.minX, y: local.y + window.frame.minY)
            if gestures.edge(at: point, among: edge) == nil {
                state = .failed
                return
            }
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    public override func reset() { touchEdges.removeAll() }

    // The system's gesture is out of the app's recognizers' reach, and it stops none of them.
    public override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIWindow {
    /// The gate for `touch`, just begun in this window, if the system's screen-edge gesture holds
    /// it back (the application models such gestures and the touch is at an edge they use).
    func _systemEdgeGate(for touch: UITouch) -> SystemEdgeGestureGate? {
        guard let gestures = _application?.systemEdgeGestures, !gestures.edges.isEmpty else { return nil }
        let gate = _systemEdgeGate ?? SystemEdgeGestureGate(window: self, gestures: gestures)
        _systemEdgeGate = gate
        guard gate.isEnabled, !gate._state.isTerminal, gate._pendingRecognition == nil else { return nil }
        return gate.receives(touch, in: self, gestures: gestures) ? gate : nil
    }

    // Observed: UIKit reads the deferred edges from the window's root controller, the controller
    // it presents on top, and the chain of `childForScreenEdgesDeferringSystemGestures`; a change
    // counts only after `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` (Apple's
    // documentation of preferredScreenEdgesDeferringSystemGestures).
    /// The edges the window's controllers defer, and the controller that answered (our addition):
    /// read once and kept until `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` or a new
    /// root.
    public func screenEdgesDeferringSystemGestures() -> (edges: UIRectEdge, controller: UIViewController?) {
        if let known = _deferredSystemEdges { return known }
        var controller = rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        var depth = 0
        while let child = controller?.childForScreenEdgesDeferringSystemGestures, child !== controller, depth < 100 {
            controller = child
            depth += 1
        }
        let answer = (edges: controller?.preferredScreenEdgesDeferringSystemGestures ?? [], controller: controller)
        _deferredSystemEdges = answer
        return answer
    }
}
