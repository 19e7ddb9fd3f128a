import Foundation
import ResponderKit
import ResponderScene

/// `outside-ancestor`: a visible touch target reaching outside an ancestor's bounds loses the part
/// outside, even when it is drawn there (`clipsToBounds` off), since a point outside a view never
/// reaches its subviews (UIKit rule H6). Reported for the nearest ancestor cutting the target off
/// (`Lint.nearestCut(of:)`), with the share of the target lost, or as unreachable when all of it
/// is outside; a zero-size ancestor is `zero-size-ancestor`'s finding instead.
struct OutsideAncestorRule: LintRule {
    let id = "outside-ancestor"
    let severity = LintSeverity.error
    let summary =
        "a touch target reaching outside an ancestor's bounds (error when all of it is outside, warning when part is)"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard Lint.isVisibleTarget(view), let nearest = Lint.nearestCut(of: view) else { return [] }
        let name = scene.displayName(of: view)
        let parent = scene.displayName(of: nearest.ancestor)
        switch nearest.cut {
        case .zeroSize:
            return []
        case .outside:
            return [
                finding(
                    about: view, in: scene, "\(name) lies entirely outside its ancestor \(parent): no touch reaches it",
                    fix: "move \(name) inside \(parent), or enlarge the ancestor")
            ]
        case .partly(let lost):
            return [
                finding(
                    about: view, in: scene,
                    "\(Int((lost * 100).rounded()))% of \(name) lies outside its ancestor \(parent): touches there do not reach it",
                    fix:
                        "move \(name) inside \(parent), or enlarge the ancestor (clipsToBounds would show what is lost)",
                    severity: .warning)
            ]
        }
    }
}
