import Foundation
import ResponderKit
import ResponderScene

/// `no-target`: an enabled control with nothing registered for any event it sends (no target,
/// no `UIAction`), no recognizer of its own and no touch handling of its own tracks a tap and
/// sends its events to nobody: the tap does nothing. Not checked on a view from a dump (directly or
/// through a scene file `responder import` wrote),
/// which shows no targets; a text field, used without targets, is not reported.
struct NoTargetRule: LintRule {
    let id = "no-target"
    let severity = LintSeverity.error
    let summary =
        "an enabled control with no target or UIAction for any event it sends (a button with no touchUpInside target)"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard let control = view as? UIControl, !scene.showsNoTargets(control), control.isEnabled,
            Lint.isVisibleTarget(control),
            let primary = Scene.primaryEvent(of: control),
            control.allControlEvents.isDisjoint(with: Scene.eventsSent(by: control)),
            (control.gestureRecognizers ?? []).isEmpty, control.overrides?.receive == nil
        else { return [] }
        let name = scene.displayName(of: control)
        return [
            finding(
                about: control, in: scene,
                "\(name) has no target for \(primary) (nor for any event it sends): it tracks the touch and sends \(primary) to nobody",
                fix:
                    "register one: targets: [{event: \(primary), target: <responder>, action: \"<selector>:\"}] (addTarget(_:action:for:) or addAction(_:for:))"
            )
        ]
    }
}
