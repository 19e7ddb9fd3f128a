#if canImport(UIKit) && !os(watchOS)
import UIKit
#else
import ResponderKit
#endif
import Foundation

/// What both platforms read alike through UIKit's public API: the scene class a view behaves as,
/// and a control's target–action registrations.
@MainActor
enum Inspection {
    /// The scene class a view is or extends, most derived first, and whether the class has
    /// interaction on by default (`UILabel` and `UIImageView` do not).
    static func sceneClass(of view: UIView) -> (base: String, interactionByDefault: Bool) {
        switch view {
        case is UIButton: ("UIButton", true)
        case is UISwitch: ("UISwitch", true)
        case is UISlider: ("UISlider", true)
        case is UISegmentedControl: ("UISegmentedControl", true)
        case is UIStepper: ("UIStepper", true)
        case is UIPageControl: ("UIPageControl", true)
        case is UITextField: ("UITextField", true)
        case is UIControl: ("UIControl", true)
        case is UITextView: ("UITextView", true)
        case is UIScrollView: ("UIScrollView", true)
        case is UILabel: ("UILabel", false)
        case is UIImageView: ("UIImageView", false)
        default: ("UIView", true)
        }
    }

    /// One target–action registration of a control: the target (nil: the responder chain), the
    /// action, and the events by name.
    struct Registration {
        let target: AnyObject?
        let action: String
        var events: [String]
    }

    /// The single control events a scene names, in UIKit's order.
    static let events: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
        (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
        (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit")
    ]

    /// The selector registrations of `view` if it is a control (`allTargets`, then
    /// `actions(forTarget:forControlEvent:)` for each target and event): the responder chain's
    /// first, then the targets in the order `Platform.targets(of:)` gives (UIKit's API does not say
    /// in which order they were added).
    static func registrations(of view: UIView) -> [Registration] {
        guard let control = view as? UIControl, !control.allControlEvents.isEmpty else { return [] }
        var result: [Registration] = []
        for target in [nil] + Platform.targets(of: control) {
            for (event, name) in events where control.allControlEvents.contains(event) {
                for action in control.actions(forTarget: target, forControlEvent: event) ?? [] {
                    if let index = result.firstIndex(where: { $0.target === target && $0.action == action }) {
                        result[index].events.append(name)
                    } else {
                        result.append(Registration(target: target, action: action, events: [name]))
                    }
                }
            }
        }
        return result
    }
}
