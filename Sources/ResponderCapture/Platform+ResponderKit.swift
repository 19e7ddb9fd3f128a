#if !(canImport(UIKit) && !os(watchOS))
import ResponderKit
import Foundation

/// What the capture reads differently on ResponderKit: what the engine knows, through its
/// public API (its own additions say what UIKit would need private API or probing for).
@MainActor
enum Platform {
    static let name = "ResponderKit"
    /// ResponderKit has no private API to read.
    static let hasPrivateReads = false
    /// The engine lists a responder's actions (``UIResponder/implementedActions``).
    static let listsActions = true

    static func windows(of application: UIApplication) -> [UIWindow] { application.windows }

    static func accessibilityIdentifier(of view: UIView) -> String? { view.accessibilityIdentifier }

    static func appDelegate(of application: UIApplication) -> UIResponder? {
        application.delegate as? UIResponder
    }

    /// The name the engine's log gives an object (a responder that describes itself by its
    /// description).
    static func objectName(_ object: AnyObject) -> String? {
        let name = TraceRecord.name(of: object)
        return name == String(describing: type(of: object)) ? nil : name
    }

    /// Controllers carry their name as `title` in ResponderKit's logs.
    static func controllerName(_ controller: UIViewController) -> String? { controller.title }

    /// The class's Swift name, without the module for ResponderKit's own classes.
    static func className(of object: AnyObject) -> String {
        let name = String(reflecting: type(of: object))
        return name.hasPrefix("ResponderKit.") ? String(name.dropFirst("ResponderKit.".count)) : name
    }

    static func objectiveCClassName(of object: AnyObject) -> String? { nil }

    /// The recognizers ResponderKit's views make for themselves, which a scene's views make
    /// again: a scroll view's pan and content-touch delay, a text input's tap, and the system's
    /// screen-edge gate on a window.
    static func isOwnRecognizer(_ recognizer: UIGestureRecognizer, of view: UIView) -> Bool {
        if recognizer is SystemEdgeGestureGate { return true }
        guard recognizer.name == nil else { return false }
        if let scroll = view as? UIScrollView, recognizer === scroll.panGestureRecognizer { return true }
        let className = String(describing: type(of: recognizer))
        return className == "ContentTouchDelayRecognizer" || className == "TextTapRecognizer"
    }

    static func recognizerTargets(
        of recognizer: UIGestureRecognizer, candidates: [AnyObject]
    ) -> (targets: [(target: AnyObject, action: String)], probed: Bool, missing: Bool, closures: Int) {
        (
            recognizer.targetActions.map { ($0.target, $0.action.description) }, false, false,
            recognizer.actionClosureCount
        )
    }

    /// `allTargets` holds each responder target itself; any other object only by identity,
    /// which the capture cannot turn back into the object.
    static func targets(of control: UIControl) -> [AnyObject?] {
        control.allTargets.compactMap { $0.base as? UIResponder }
    }

    /// The events a control's `UIAction`s are registered for, which the scene cannot hold.
    static func unnamedEvents(of control: UIControl) -> String {
        let named = Inspection.registrations(of: control).reduce(into: Set<String>()) { $0.formUnion($1.events) }
        let registered = Inspection.events.filter { control.allControlEvents.contains($0.0) }.map(\.1)
        let others = registered.filter { !named.contains($0) }
        return others.isEmpty
            ? "" : "UIAction handlers or targets that are not responders for \(others.joined(separator: ", "))"
    }

    static func declaredBehaviour(of object: AnyObject) -> [String: String] {
        if let responder = object as? UIResponder { return responder.overrides?.declaredBehaviour ?? [:] }
        return (object as? BehaviourDeclaring)?.declaredBehaviour ?? [:]
    }

    /// Whether the delegate says its answers itself (a scene's), so none is probed.
    static func declares(_ delegate: AnyObject) -> Bool { delegate is BehaviourDeclaring }

    /// The hit-testing overrides the engine knows of but has no words for: run-time overrides
    /// without a declaration, and a class of the app's, which may override them in code.
    static func undeclaredOverrides(of view: UIView, base: String) -> [(key: String, why: String)] {
        var result: [(key: String, why: String)] = []
        let declared = view.overrides?.declaredBehaviour ?? [:]
        if view.overrides?.hitTest != nil, declared["hitTest"] == nil {
            result.append(("hitTest", "a run-time override"))
        }
        if view.overrides?.pointInside != nil, declared["pointInside"] == nil {
            result.append(("pointInside", "a run-time override"))
        }
        if view.classMayOverrideHitTesting {
            let className = className(of: view)
            result.append(("hitTest", "\(className) may override it"))
            result.append(("pointInside", "\(className) may override it"))
        }
        return result
    }

    static func implementedActions(of object: AnyObject, candidates: Set<String>) -> [String] {
        (object as? UIResponder)?.implementedActions.map(\.description) ?? []
    }

    /// ResponderKit lists failure requirements (`failureRequirements`, ours).
    static func failureRequirements(
        of recognizer: UIGestureRecognizer, among others: [UIGestureRecognizer]
    ) -> (recognizers: [UIGestureRecognizer], probed: Bool, missing: Bool) {
        (recognizer.failureRequirements, false, false)
    }

    /// The delegate's answers about `recognizer` and each of `others`, by asking it.
    static func probe(
        _ delegate: any UIGestureRecognizerDelegate, of recognizer: UIGestureRecognizer,
        among others: [UIGestureRecognizer]
    ) -> (
        shouldBegin: Bool, simultaneous: [UIGestureRecognizer], requiresFailureOf: [UIGestureRecognizer],
        requiredToFailBy: [UIGestureRecognizer]
    ) {
        let others = others.filter { $0 !== recognizer }
        return (
            delegate.gestureRecognizerShouldBegin(recognizer),
            others.filter { delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: $0) },
            others.filter { delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: $0) },
            others.filter { delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: $0) }
        )
    }

    static func allowableMovement(of tap: UITapGestureRecognizer) -> CGFloat? { tap.allowableMovement }

    /// A running UIView animation: how long it still runs, and whether it lets touches through.
    static func animation(
        of view: UIView, notes: inout Notes
    ) -> (remaining: TimeInterval, allowsUserInteraction: Bool)? {
        guard view.isAnimating else { return nil }
        return (view.remainingAnimationTime, view.animationsAllowUserInteraction)
    }

    /// The screen, when the application has system gestures at its edges.
    static func screen(of application: UIApplication) -> String? {
        guard let gestures = application.systemEdgeGestures else { return nil }
        var notes = Notes()
        var keys = ["size: \(YAMLOut.size(gestures.screen.size, notes: &notes))"]
        keys.append("systemGestureEdges: \(YAMLOut.edges(gestures.edges))")
        if gestures.width != 20 { keys.append("systemGestureEdgeWidth: \(YAMLOut.number(gestures.width))") }
        return "{\(keys.joined(separator: ", "))}"
    }

    static func privateFirstResponder(in windows: [UIWindow]) -> UIResponder? { nil }
}
#endif
