import Foundation
import ResponderKit
import ResponderKitTesting

/// An application with one 375×667 key window whose root view controller's view fills it, and a
/// log of its touch deliveries and responder hops.
@MainActor
final class World {
    let app = UIApplication()
    let window: UIWindow
    let controller = UIViewController()
    let log: EventLog
    var root: UIView { controller.view }

    init(topics: TraceTopics = [.touches, .responders]) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: app)
        window.accessibilityIdentifier = "window"
        controller.title = "vc"
        controller.view.accessibilityIdentifier = "root"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        log = EventLog(app, topics: topics)
    }

    /// Adds a plain view named `id` under `parent` (default: the root view).
    @discardableResult
    func view(_ id: String, _ frame: CGRect, in parent: UIView? = nil) -> UIView {
        add(UIView(frame: frame), id, in: parent)
    }

    @discardableResult
    func add<V: UIView>(_ view: V, _ id: String, in parent: UIView? = nil) -> V {
        view.accessibilityIdentifier = id
        (parent ?? root).addSubview(view)
        return view
    }

    func hit(_ x: CGFloat, _ y: CGFloat) -> String? {
        window.hitTest(CGPoint(x: x, y: y), with: nil).map { TraceRecord.name(of: $0) }
    }
}

/// A view that handles touches itself (overrides without calling super) and logs them.
class HandlingView: UIView {
    var log: EventLog?
    /// Runs after `touchesCancelled` is logged.
    var onCancel: (() -> Void)?
    /// Runs after `touchesBegan` is logged, with one of the touches.
    var onBegan: ((UITouch) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began", touches)
        onBegan?(touches.first!)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled", touches)
        onCancel?()
    }

    private func note(_ phase: String, _ touches: Set<UITouch>) {
        let fingers = touches.map(\.finger).sorted().map(String.init).joined(separator: ",")
        log?.append("\(accessibilityIdentifier ?? "?") handled \(phase) [\(fingers)]")
    }
}

/// Views nested one in the next, outermost first, in no window.
@MainActor
func nestedViews(_ frames: CGRect...) -> [UIView] {
    let views = frames.map { UIView(frame: $0) }
    for (parent, child) in zip(views, views.dropFirst()) { parent.addSubview(child) }
    return views
}

/// A view controller titled `name` whose root view is named "\(name)Root".
@MainActor
func namedController(_ name: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = name
    controller.view.accessibilityIdentifier = "\(name)Root"
    return controller
}

/// A responder usable as an app delegate.
final class AppDelegate: UIResponder, UIApplicationDelegate {}

extension CGPoint {
    func isClose(to other: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
