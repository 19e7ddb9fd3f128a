import Foundation
import ResponderKit

/// What a control's target–action registrations are, read through UIKit's public API
/// (`allTargets`, `actions(forTarget:forControlEvent:)`, `allControlEvents`) with the scene's
/// objects as the candidate targets: for lint, `explain` and the log's target–action lines.
extension Scene {
    /// One selector registration of a control: the target (nil: the responder chain), the
    /// action, and the events it is registered for.
    package struct Registration {
        package let target: AnyObject?
        package let action: Selector
        package var events: UIControl.Event
    }

    /// The single control events, in UIKit's order, with their names.
    package static let singleEvents: [UIControl.Event] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered, .menuActionTriggered,
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit
    ]

    /// The selector registrations of `control` whose target is nil or an object of the scene,
    /// in the order of the scene's objects (nil first), each with its events. `UIAction`s are not
    /// listed (UIKit has no API to list them); `UIControl.allControlEvents` counts them.
    package func registrations(of control: UIControl) -> [Registration] {
        let registered = control.allControlEvents
        guard !registered.isEmpty else { return [] }
        let targets = control.allTargets
        // The responder chain (nil) is always asked: `allTargets` marks it with an `NSNull`, whose
        // hash is not stable across instances in swift-corelibs-foundation.
        var candidates: [AnyObject?] = [nil]
        for id in objects.keys.sorted() {
            let object = objects[id]!
            if targets.contains(AnyHashable(ObjectIdentifier(object))) { candidates.append(object) }
        }
        var result: [Registration] = []
        for target in candidates {
            for event in Self.singleEvents where registered.contains(event) {
                for name in control.actions(forTarget: target, forControlEvent: event) ?? [] {
                    let action = Selector(name)
                    if let index = result.firstIndex(where: { $0.target === target && $0.action == action }) {
                        result[index].events.insert(event)
                    } else {
                        result.append(Registration(target: target, action: action, events: event))
                    }
                }
            }
        }
        return result
    }

    /// The events ResponderKit's `control` sends: every control sends the touch events while it
    /// tracks; a button adds `primaryActionTriggered`, a switch, slider, segmented control,
    /// stepper or page control `valueChanged`, a text field the editing events.
    package static func eventsSent(by control: UIControl) -> UIControl.Event {
        var events = UIControl.Event.allTouchEvents
        switch control {
        case is UIButton: events.insert(.primaryActionTriggered)
        case is UITextField: events.formUnion(.allEditingEvents)
        case is UISwitch, is UISlider, is UISegmentedControl, is UIStepper, is UIPageControl:
            events.insert(.valueChanged)
        default: break
        }
        return events
    }

    /// The event that is the point of `control`, the one a fix registers for: `valueChanged` for
    /// the controls that send it, else `touchUpInside`; nil for a text field, which is used
    /// without targets.
    package static func primaryEvent(of control: UIControl) -> UIControl.Event? {
        if control is UITextField { return nil }
        return eventsSent(by: control).contains(.valueChanged) ? .valueChanged : .touchUpInside
    }

    /// UIKit: A6 — the first responder from `control` up the responder chain that implements
    /// `action` but whose `canPerformAction(_:withSender:)` returns false for it, so that a
    /// nil-targeted `action` passes it by; nil when there is none.
    func refuser(of action: Selector, from control: UIControl) -> UIResponder? {
        var responder: UIResponder? = control
        while let current = responder {
            if current.responds(to: action), !current.canPerformAction(action, withSender: control) { return current }
            responder = current.next
        }
        return nil
    }

    /// Why a nil-targeted `action` of `control` reaches nobody, after "which" (the action): a responder that
    /// refuses it in `canPerformAction(_:withSender:)` (A6), or nobody performing it (A4); and the
    /// fix.
    package func nobodyPerforms(_ action: Selector, from control: UIControl) -> (why: String, fix: String) {
        if let refuser = refuser(of: action, from: control) {
            let who = displayName(of: refuser)
            // UIKit: A6
            return (
                "\(who) implements but whose canPerformAction(_:withSender:) returns false for it (A6)",
                "return true from canPerformAction(_:withSender:) for \(action) in \(who)"
            )
        }
        // UIKit: A4
        let name = displayName(of: control)
        return (
            "no responder from \(name) up performs",
            "add \(action) to the actions of a responder above \(name) (its view controller), or give the registration that target"
        )
    }

    /// `target` and `action` as the log and lint write them: `` `vc`.save: ``, or `save: (nil
    /// target: the responder chain)`.
    package func describe(_ registration: Registration) -> String {
        guard let target = registration.target else {
            return "\(registration.action) to the responder chain (nil target)"
        }
        return "\(displayName(of: target)).\(registration.action)"
    }
}
