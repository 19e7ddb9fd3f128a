#if canImport(UIKit) && !os(watchOS)
// UIKit-only: built in an iOS app, never by this package's CI (Linux). Kept as small as
// possible; Documentation/CapturingALiveApp.md lists every read that is not public API.
import UIKit
import ObjectiveC

/// What the capture reads differently in an iOS app: method implementations compared with
/// UIKit's, descriptions read for what UIKit does not publish, and (opt-in) one private read.
@MainActor
enum Platform {
    static let name = "UIKit"
    static let hasPrivateReads = true
    /// UIKit cannot list a responder's actions: each selector seen is tried with `responds(to:)`.
    static let listsActions = false

    /// The windows of every connected window scene, back to front as UIKit orders them.
    static func windows(of application: UIApplication) -> [UIWindow] {
        guard #available(iOS 13, tvOS 13, *) else { return application.windows }
        let windows = application.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        return windows.enumerated().sorted {
            ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset)
        }.map(\.element)
    }

    static func accessibilityIdentifier(of view: UIView) -> String? { view.accessibilityIdentifier }

    static func appDelegate(of application: UIApplication) -> UIResponder? {
        application.delegate as? UIResponder
    }

    /// A generated name: an object's description holds its address, which changes every run.
    static func objectName(_ object: AnyObject) -> String? {
        className(of: object).split(separator: ".").last.map(String.init)
    }

    /// A controller's title is text people see (private, and not unique): controllers get
    /// generated ids.
    static func controllerName(_ controller: UIViewController) -> String? { nil }

    static func className(of object: AnyObject) -> String { String(reflecting: type(of: object)) }

    static func objectiveCClassName(of object: AnyObject) -> String? {
        NSStringFromClass(type(of: object))
    }

    /// UIKit's own recognizers of its views (a scroll view's pan and pinch, a text field's
    /// private recognizers): those whose class is UIKit's but not one of its public recognizer
    /// classes, and a scroll view's `panGestureRecognizer` and `pinchGestureRecognizer`.
    static func isOwnRecognizer(_ recognizer: UIGestureRecognizer, of view: UIView) -> Bool {
        if let scroll = view as? UIScrollView,
            recognizer === scroll.panGestureRecognizer || recognizer === scroll.pinchGestureRecognizer
        {
            return true
        }
        let uikit = Bundle(for: UIView.self)
        // UIKit's, and not exactly one of its public classes (UITextTapRecognizer is a tap).
        return Bundle(for: type(of: recognizer)) == uikit && GestureType.of(recognizer)?.isSubclass != false
            || NSStringFromClass(type(of: recognizer)).hasPrefix("_")
    }

    /// Targets and actions read from the recognizer's description, whose text UIKit does not
    /// document (`action=handleTap:, target=<App.ViewController 0x…>`): probed. A target is
    /// found among `candidates` by its address.
    static func recognizerTargets(
        of recognizer: UIGestureRecognizer, candidates: [AnyObject]
    ) -> (targets: [(target: AnyObject, action: String)], probed: Bool, missing: Bool, closures: Int) {
        let text = recognizer.description
        var targets: [(target: AnyObject, action: String)] = []
        var rest = Substring(text)
        while let range = rest.range(of: "action=") {
            rest = rest[range.upperBound...]
            let action = String(rest.prefix { $0 != "," && $0 != ")" })
            guard let targetRange = rest.range(of: "target=<") else { break }
            let described = rest[targetRange.upperBound...].prefix { $0 != ">" }
            if let target = candidates.first(where: { described.contains(address(of: $0)) }) {
                targets.append((target, action))
            }
            rest = rest[targetRange.upperBound...]
        }
        return (targets, !targets.isEmpty, targets.isEmpty && text.contains("action="), 0)
    }

    /// An object's address as descriptions print it (`0x7f…`).
    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    static func targets(of control: UIControl) -> [AnyObject?] {
        control.allTargets.compactMap { $0.base as AnyObject }.filter { !($0 is NSNull) }
    }

    /// The events with `UIAction` handlers (`enumerateEventHandlers`, iOS 14), which no file
    /// can replay.
    static func unnamedEvents(of control: UIControl) -> String {
        guard #available(iOS 14, tvOS 14, *) else { return "" }
        var events: [String] = []
        control.enumerateEventHandlers { action, _, event, _ in
            if action != nil, let name = Inspection.events.first(where: { $0.0 == event })?.1 { events.append(name) }
        }
        return events.isEmpty ? "" : "UIAction handlers for \(events.joined(separator: ", "))"
    }

    static func declaredBehaviour(of object: AnyObject) -> [String: String] { [:] }

    static func declares(_ delegate: AnyObject) -> Bool { false }

    /// The overrides a class of the app's makes of UIKit's hit-testing, found by comparing its
    /// method implementations with those of the UIKit class it extends.
    static func undeclaredOverrides(of view: UIView, base: String) -> [(key: String, why: String)] {
        guard let baseClass = NSClassFromString(base) else { return [] }
        let own: AnyClass = type(of: view)
        var result: [(key: String, why: String)] = []
        let hooks: [(String, Selector)] = [
            ("hitTest", #selector(UIView.hitTest(_:with:))), ("pointInside", #selector(UIView.point(inside:with:))),
            ("touches", #selector(UIResponder.touchesBegan(_:with:))),
            ("gestureRecognizerShouldBegin", #selector(UIView.gestureRecognizerShouldBegin(_:)))
        ]
        for (key, selector) in hooks
        where class_getMethodImplementation(own, selector) != class_getMethodImplementation(baseClass, selector) {
            result.append((key, "\(className(of: view)) overrides it"))
        }
        return result
    }

    static func implementedActions(of object: AnyObject, candidates: Set<String>) -> [String] {
        guard let object = object as? NSObject else { return [] }
        return candidates.sorted().filter { object.responds(to: NSSelectorFromString($0)) }
    }

    /// Failure requirements read from the description's `must-fail` list: probed.
    static func failureRequirements(
        of recognizer: UIGestureRecognizer, among others: [UIGestureRecognizer]
    ) -> (recognizers: [UIGestureRecognizer], probed: Bool, missing: Bool) {
        let text = recognizer.description
        guard let range = text.range(of: "must-fail = {") else { return ([], false, false) }
        let list = text[range.upperBound...].prefix { $0 != "}" }
        let found = others.filter { list.contains(address(of: $0)) }
        return (found, true, found.isEmpty)
    }

    static func probe(
        _ delegate: any UIGestureRecognizerDelegate, of recognizer: UIGestureRecognizer,
        among others: [UIGestureRecognizer]
    ) -> (
        shouldBegin: Bool, simultaneous: [UIGestureRecognizer], requiresFailureOf: [UIGestureRecognizer],
        requiredToFailBy: [UIGestureRecognizer]
    ) {
        let others = others.filter { $0 !== recognizer }
        return (
            delegate.gestureRecognizerShouldBegin?(recognizer) ?? true,
            others.filter { delegate.gestureRecognizer?(recognizer, shouldRecognizeSimultaneouslyWith: $0) == true },
            others.filter { delegate.gestureRecognizer?(recognizer, shouldRequireFailureOf: $0) == true },
            others.filter { delegate.gestureRecognizer?(recognizer, shouldBeRequiredToFailBy: $0) == true }
        )
    }

    /// UIKit's tap has no public `allowableMovement`.
    static func allowableMovement(of tap: UITapGestureRecognizer) -> CGFloat? { nil }

    /// A running animation, from the layer's animations (public Core Animation API): how long
    /// the longest still runs. Whether it allows interaction is not readable.
    static func animation(
        of view: UIView, notes: inout Notes
    ) -> (remaining: TimeInterval, allowsUserInteraction: Bool)? {
        guard let keys = view.layer.animationKeys(), !keys.isEmpty else { return nil }
        let now = CACurrentMediaTime()
        let remaining =
            keys.compactMap { view.layer.animation(forKey: $0) }.map {
                max(0, $0.beginTime + $0.duration - now)
            }.max() ?? 0
        notes.probed.append("animating (from its layer's animations)")
        notes.missing.append("whether the animation allows user interaction")
        return (remaining, false)
    }

    static func screen(of application: UIApplication) -> String? {
        guard let window = windows(of: application).first else { return nil }
        var notes = Notes()
        return YAMLOut.size(window.screen.bounds.size, notes: &notes)
    }

    /// Private (opt-in): `UIWindow`'s `firstResponder`, asked only where the window responds
    /// to it.
    static func privateFirstResponder(in windows: [UIWindow]) -> UIResponder? {
        let selector = NSSelectorFromString("firstResponder")
        for window in windows where window.responds(to: selector) {
            if let responder = window.perform(selector)?.takeUnretainedValue() as? UIResponder {
                return responder
            }
        }
        return nil
    }
}
#endif
