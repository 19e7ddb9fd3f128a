import Foundation
import ResponderKit
import ResponderScene

/// `zero-size-ancestor`: a visible touch target inside an ancestor of zero width or height can
/// never be touched, since no point is inside that ancestor. Reported when that ancestor is the
/// nearest one cutting the target off (`Lint.nearestCut(of:)`); a nearer ancestor leaving the
/// target partly or wholly outside is `outside-ancestor`'s finding instead.
struct ZeroSizeAncestorRule: LintRule {
    let id = "zero-size-ancestor"
    let severity = LintSeverity.error
    let summary = "a touch target inside an ancestor of zero width or height"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard Lint.isVisibleTarget(view), let nearest = Lint.nearestCut(of: view), case .zeroSize = nearest.cut else {
            return []
        }
        let name = scene.displayName(of: view)
        let ancestor = nearest.ancestor
        return [
            finding(
                about: view, in: scene,
                "\(name) can never be touched: its ancestor \(scene.displayName(of: ancestor)) has zero size",
                fix: "give \(scene.displayName(of: ancestor)) a size that contains \(name)")
        ]
    }
}
