import Foundation
import ResponderKit

/// A property an `expect:` step reads, and a scene's log records changes of: UIKit's property of
/// a view, control, scroll view, window, view controller or gesture recognizer, under the name a
/// scene file uses for it (the scene key where there is one, else UIKit's name).
@MainActor
struct ObjectProperty {
    /// The value read, typed so that the expected value is read the same way.
    enum Reading: Equatable {
        case bool(Bool)
        case number(Double)
        case numbers([Double])
        case string(String?)
        /// A scene object by id, or none.
        case object(String?)
        /// One of a fixed set of names (a recognizer's state).
        case name(String)

        /// How people read it in a message or a log line.
        var text: String {
            switch self {
            case .bool(let flag): return "\(flag)"
            case .number(let value): return Self.format(value)
            case .numbers(let values): return "[" + values.map(Self.format).joined(separator: ", ") + "]"
            case .string(let text): return text.map { "\"\($0)\"" } ?? "nil"
            case .object(let id): return id ?? "nil"
            case .name(let name): return name
            }
        }

        /// The JSON form of the log's `changed` lines.
        var logValue: LogValue {
            switch self {
            case .bool(let flag): .bool(flag)
            case .number(let value): .number(value)
            case .numbers(let values): .list(values.map(LogValue.number))
            case .string(let text): text.map(LogValue.string) ?? .null
            case .object(let id): id.map(LogValue.string) ?? .null
            case .name(let name): .string(name)
            }
        }

        static func format(_ value: Double) -> String {
            let rounded = (value * 1e6).rounded() / 1e6
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
        }

        /// Whether `expected`, read as this reading's type, is this value; numbers agree to
        /// within a millionth. A value of the wrong shape throws a located error.
        func matches(_ expected: Value, property: String) throws -> Bool {
            switch self {
            case .bool(let flag): return try expected.bool(property) == flag
            case .number(let value): return Self.close(try expected.number(property), value)
            case .numbers(let values):
                let shape = values.count == 2 ? "[x, y]" : values.count == 4 ? "[x, y, width, height]" : "a list"
                let wanted = try expected.numbers(property, count: values.count, shape: shape)
                return zip(wanted, values).allSatisfy { Self.close($0, $1) }
            case .string(let text): return expected.isNull ? text == nil : try expected.string(property) == text
            case .object(let id): return expected.isNull ? id == nil : try expected.string(property) == id
            case .name(let name): return ObjectProperty.state(named: try expected.string(property)) == name
            }
        }

        private static func close(_ a: Double, _ b: Double) -> Bool {
            abs(a - b) <= 1e-6 * max(1, abs(b))
        }
    }

    /// The scene's name for the property.
    let name: String
    /// The UIKit property it reads, for the format reference.
    let uikit: String
    /// The value for `object`, or nil when the object has no such property.
    let read: (AnyObject, Scene) -> Reading?

    private static func rect(_ r: CGRect) -> Reading { .numbers([r.minX, r.minY, r.width, r.height].map(Double.init)) }
    private static func point(_ p: CGPoint) -> Reading { .numbers([Double(p.x), Double(p.y)]) }
    private static func id(_ object: AnyObject?, _ scene: Scene) -> Reading {
        .object(object.map { scene.id(of: $0) ?? TraceRecord.name(of: $0) })
    }

    /// Every property, in the order the format reference lists them.
    static let all: [ObjectProperty] = [
        // Views (windows are views)
        .init(name: "frame", uikit: "UIView.frame") { o, _ in (o as? UIView).map { rect($0.frame) } },
        .init(name: "bounds", uikit: "UIView.bounds") { o, _ in (o as? UIView).map { rect($0.bounds) } },
        .init(name: "center", uikit: "UIView.center") { o, _ in (o as? UIView).map { point($0.center) } },
        .init(name: "hidden", uikit: "UIView.isHidden") { o, _ in (o as? UIView).map { .bool($0.isHidden) } },
        .init(name: "alpha", uikit: "UIView.alpha") { o, _ in (o as? UIView).map { .number(Double($0.alpha)) } },
        .init(name: "userInteractionEnabled", uikit: "UIView.isUserInteractionEnabled") { o, _ in
            (o as? UIView).map { .bool($0.isUserInteractionEnabled) }
        },
        .init(name: "clipsToBounds", uikit: "UIView.clipsToBounds") { o, _ in
            (o as? UIView).map { .bool($0.clipsToBounds) }
        },
        .init(name: "multipleTouchEnabled", uikit: "UIView.isMultipleTouchEnabled") { o, _ in
            (o as? UIView).map { .bool($0.isMultipleTouchEnabled) }
        },
        .init(name: "exclusiveTouch", uikit: "UIView.isExclusiveTouch") { o, _ in
            (o as? UIView).map { .bool($0.isExclusiveTouch) }
        },
        .init(name: "tag", uikit: "UIView.tag") { o, _ in (o as? UIView).map { .number(Double($0.tag)) } },
        .init(name: "superview", uikit: "UIView.superview") { o, s in (o as? UIView).map { id($0.superview, s) } },
        .init(name: "window", uikit: "UIView.window") { o, s in (o as? UIView).map { id($0.window, s) } },
        .init(name: "isFirstResponder", uikit: "UIResponder.isFirstResponder") { o, _ in
            (o as? UIResponder).map { .bool($0.isFirstResponder) }
        },
        // Controls
        .init(name: "enabled", uikit: "UIControl.isEnabled, UIGestureRecognizer.isEnabled") { o, _ in
            if let control = o as? UIControl { return .bool(control.isEnabled) }
            return (o as? UIGestureRecognizer).map { .bool($0.isEnabled) }
        },
        .init(name: "selected", uikit: "UIControl.isSelected, UITableViewCell.isSelected") { o, _ in
            if let cell = o as? UITableViewCell { return .bool(cell.isSelected) }
            if let cell = o as? UICollectionViewCell { return .bool(cell.isSelected) }
            return (o as? UIControl).map { .bool($0.isSelected) }
        },
        .init(name: "highlighted", uikit: "UIControl.isHighlighted, UITableViewCell.isHighlighted") { o, _ in
            if let cell = o as? UITableViewCell { return .bool(cell.isHighlighted) }
            if let cell = o as? UICollectionViewCell { return .bool(cell.isHighlighted) }
            return (o as? UIControl).map { .bool($0.isHighlighted) }
        },
        .init(name: "isTracking", uikit: "UIControl.isTracking") { o, _ in
            (o as? UIControl).map { .bool($0.isTracking) }
        },
        .init(name: "isTouchInside", uikit: "UIControl.isTouchInside") { o, _ in
            (o as? UIControl).map { .bool($0.isTouchInside) }
        },
        .init(name: "on", uikit: "UISwitch.isOn") { o, _ in (o as? UISwitch).map { .bool($0.isOn) } },
        .init(name: "value", uikit: "UISlider.value, UIStepper.value") { o, _ in
            if let slider = o as? UISlider { return .number(Double(slider.value)) }
            return (o as? UIStepper).map { .number($0.value) }
        },
        .init(name: "selectedSegment", uikit: "UISegmentedControl.selectedSegmentIndex") { o, _ in
            (o as? UISegmentedControl).map { .number(Double($0.selectedSegmentIndex)) }
        },
        .init(name: "currentPage", uikit: "UIPageControl.currentPage") { o, _ in
            (o as? UIPageControl).map { .number(Double($0.currentPage)) }
        },
        .init(name: "text", uikit: "UILabel.text, UITextField.text, UITextView.text") { o, _ in
            if let label = o as? UILabel { return .string(label.text) }
            if let field = o as? UITextField { return .string(field.text) }
            return (o as? UITextView).map { .string($0.text) }
        },
        // Scroll views
        .init(name: "contentOffset", uikit: "UIScrollView.contentOffset") { o, _ in
            (o as? UIScrollView).map { point($0.contentOffset) }
        },
        .init(name: "contentSize", uikit: "UIScrollView.contentSize") { o, _ in
            (o as? UIScrollView).map { .numbers([Double($0.contentSize.width), Double($0.contentSize.height)]) }
        },
        // Windows
        .init(name: "isKeyWindow", uikit: "UIWindow.isKeyWindow") { o, _ in
            (o as? UIWindow).map { .bool($0.isKeyWindow) }
        },
        .init(name: "level", uikit: "UIWindow.windowLevel") { o, _ in
            (o as? UIWindow).map { .number(Double($0.windowLevel.rawValue)) }
        },
        .init(name: "firstResponder", uikit: "the window's first responder") { o, s in
            (o as? UIWindow).map { id($0.firstResponder, s) }
        },
        // View controllers
        .init(name: "presentedViewController", uikit: "UIViewController.presentedViewController") { o, s in
            (o as? UIViewController).map { id($0.presentedViewController, s) }
        },
        .init(name: "presentingViewController", uikit: "UIViewController.presentingViewController") { o, s in
            (o as? UIViewController).map { id($0.presentingViewController, s) }
        },
        .init(name: "topViewController", uikit: "UINavigationController.topViewController") { o, s in
            (o as? UINavigationController).map { id($0.topViewController, s) }
        },
        .init(name: "selectedViewController", uikit: "UITabBarController.selectedViewController") { o, s in
            (o as? UITabBarController).map { id($0.selectedViewController, s) }
        },
        .init(name: "selectedIndex", uikit: "UITabBarController.selectedIndex") { o, _ in
            (o as? UITabBarController).map { .number(Double($0.selectedIndex)) }
        },
        // Gesture recognizers
        .init(name: "state", uikit: "UIGestureRecognizer.state") { o, _ in
            (o as? UIGestureRecognizer).map { .name("\($0.state)") }
        },
        .init(name: "view", uikit: "UIGestureRecognizer.view") { o, s in
            (o as? UIGestureRecognizer).map { id($0.view, s) }
        },
        .init(name: "numberOfTouches", uikit: "UIGestureRecognizer.numberOfTouches") { o, _ in
            (o as? UIGestureRecognizer).map { .number(Double($0.numberOfTouches)) }
        },
        .init(name: "cancelsTouchesInView", uikit: "UIGestureRecognizer.cancelsTouchesInView") { o, _ in
            (o as? UIGestureRecognizer).map { .bool($0.cancelsTouchesInView) }
        },
        .init(name: "delaysTouchesBegan", uikit: "UIGestureRecognizer.delaysTouchesBegan") { o, _ in
            (o as? UIGestureRecognizer).map { .bool($0.delaysTouchesBegan) }
        },
        .init(name: "delaysTouchesEnded", uikit: "UIGestureRecognizer.delaysTouchesEnded") { o, _ in
            (o as? UIGestureRecognizer).map { .bool($0.delaysTouchesEnded) }
        },
        .init(name: "scale", uikit: "UIPinchGestureRecognizer.scale") { o, _ in
            (o as? UIPinchGestureRecognizer).map { .number(Double($0.scale)) }
        },
        .init(name: "rotation", uikit: "UIRotationGestureRecognizer.rotation") { o, _ in
            (o as? UIRotationGestureRecognizer).map { .number(Double($0.rotation)) }
        }
    ]

    /// Every property's name.
    nonisolated static let names = [
        "frame", "bounds", "center", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds",
        "multipleTouchEnabled", "exclusiveTouch", "tag", "superview", "window", "isFirstResponder", "enabled",
        "selected", "highlighted", "isTracking", "isTouchInside", "on", "value", "selectedSegment", "currentPage",
        "text", "contentOffset", "contentSize", "isKeyWindow", "level", "firstResponder", "presentedViewController",
        "presentingViewController", "topViewController", "selectedViewController", "selectedIndex", "state", "view",
        "numberOfTouches", "cancelsTouchesInView",
        "delaysTouchesBegan", "delaysTouchesEnded", "scale", "rotation"
    ]

    /// The properties whose changes a step's log records (`changed` lines): the state a control,
    /// a scroll view or a pinch or rotation shows after the step.
    static let watched = [
        "highlighted", "selected", "on", "value", "selectedSegment", "currentPage", "contentOffset", "scale", "rotation"
    ]

    static func named(_ name: String) -> ObjectProperty? { all.first { $0.name == name } }

    /// The values `state` takes: `UIGestureRecognizer.State`'s cases as they print, then UIKit's
    /// `recognized`, the same state as `ended`.
    nonisolated static let stateNames =
        (0...5).compactMap { UIGestureRecognizer.State(rawValue: $0).map(String.init(describing:)) } + ["recognized"]

    /// The state a name of ``stateNames`` means, as the state prints: `recognized` is `ended`.
    nonisolated static func state(named name: String) -> String {
        name == "recognized" ? "\(UIGestureRecognizer.State.recognized)" : name
    }
}
