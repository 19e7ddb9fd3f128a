import Foundation
import ResponderKit
import ResponderScene

/// `animating-without-interaction`: a touch target that is, or is inside, a view animating without
/// `.allowUserInteraction` takes no touch until the animation ends (UIKit rule H10), and where it
/// appears meanwhile is not where hit-testing looks for it (its final frame).
struct AnimatingWithoutInteractionRule: LintRule {
    let id = "animating-without-interaction"
    let severity = LintSeverity.warning
    let summary = "a touch target that is, or is inside, a view animating without .allowUserInteraction"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard Lint.isVisibleTarget(view) else { return [] }
        // UIKit: H10 — the nearest view on the way up whose animation turns interaction off.
        guard let animating = ([view] + Lint.ancestors(of: view)).first(where: { !$0.animationsAllowUserInteraction })
        else { return [] }
        let name = scene.displayName(of: view)
        let owner = scene.displayName(of: animating)
        let guessed =
            scene.guessedAttributes(of: animating).contains("animating")
            ? " (the dump does not print the options: UIKit's default, guessed)"
            : " (UIView.animate's default options leave it out)"
        let subject =
            animating === view
            ? "\(name) is animating without .allowUserInteraction\(guessed)"
            : "\(name) is inside \(owner), which is animating without .allowUserInteraction\(guessed)"
        var where_ = ""
        if animating.presentationFrame != animating.frame {
            where_ =
                "; meanwhile \(owner) appears at \(Geometry.format(animating.presentationFrame)), but hit-testing uses its final frame \(Geometry.format(animating.frame))"
        }
        return [
            finding(
                about: view, in: scene,
                "\(subject): no touch reaches it until the animation ends\(where_)",
                fix:
                    "pass .allowUserInteraction in the options of UIView.animate(withDuration:delay:options:animations:completion:) that animates \(owner), or wait for the animation to end"
            )
        ]
    }
}
