import Foundation
import ResponderKit
import ResponderScene

/// `unsent-event`: a registration of a control for `valueChanged` or an editing event that the
/// control never sends (a button registered for `valueChanged`, a switch for `editingChanged`):
/// the action never runs. One finding per registration, in registration order.
struct UnsentEventRule: LintRule {
    let id = "unsent-event"
    let severity = LintSeverity.warning
    let summary = "a target registered for an event the control never sends (a button with a valueChanged target)"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard let control = view as? UIControl, !scene.showsNoTargets(control) else { return [] }
        let sent = Scene.eventsSent(by: control)
        let checked = UIControl.Event.valueChanged.union(.allEditingEvents)
        let name = scene.displayName(of: control)
        let kind = String(describing: type(of: control))
        return scene.registrations(of: control).compactMap { registration in
            let unsent = registration.events.intersection(checked).subtracting(sent)
            guard !unsent.isEmpty else { return nil }
            let instead = Scene.primaryEvent(of: control).map { " (\(kind) sends \($0))" } ?? ""
            return finding(
                about: control, in: scene,
                "\(name) has a target for \(unsent) (\(scene.describe(registration))), which a \(kind) never sends: it never runs",
                fix: "register it for an event \(name) sends\(instead)")
        }
    }
}
