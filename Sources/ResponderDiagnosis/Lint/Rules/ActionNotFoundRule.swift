import Foundation
import ResponderKit
import ResponderScene

/// `action-not-found`: a control's registration whose action nobody performs. A target that lacks
/// the action makes UIKit stop the app ("unrecognized selector sent to instance"); a nil-targeted
/// action that no responder from the control up the chain performs, or that one implementing it
/// refuses in `canPerformAction(_:withSender:)`, does nothing (UIKit rules A3, A4, A6; the first responder, which a tap may change, is not considered). One finding per
/// registration.
struct ActionNotFoundRule: LintRule {
    let id = "action-not-found"
    let severity = LintSeverity.error
    let summary =
        "a control's target that does not perform its action (UIKit: unrecognized selector), or a nil-targeted action no responder up the chain performs"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard let control = view as? UIControl, !scene.showsNoTargets(control) else { return [] }
        let name = scene.displayName(of: control)
        var findings: [LintFinding] = []
        for registration in scene.registrations(of: control) {
            let action = registration.action
            if let target = registration.target {
                // UIKit: A3
                guard let responder = target as? UIResponder, !responder.responds(to: action) else { continue }
                let who = scene.displayName(of: target)
                findings.append(
                    finding(
                        about: control, in: scene,
                        "\(name) sends \(action) to \(who) for \(registration.events), which \(who) does not perform (UIKit would stop the app: unrecognized selector sent to instance)",
                        fix: "add \(action) to the actions of \(who), or register the target that performs it"))
            } else {
                // UIKit: A4, A6
                guard control.target(forAction: action, withSender: control) == nil else { continue }
                let nobody = scene.nobodyPerforms(action, from: control)
                findings.append(
                    finding(
                        about: control, in: scene,
                        "\(name) sends \(action) up the responder chain (nil target) for \(registration.events), which \(nobody.why): the action does nothing",
                        fix: nobody.fix))
            }
        }
        return findings
    }
}
