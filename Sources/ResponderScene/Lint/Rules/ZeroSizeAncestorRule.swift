import Foundation
import ResponderKit

/// `zero-size-ancestor`: a visible touch target inside an ancestor of zero width or height can
/// never be touched, since no point is inside that ancestor. Reported when that ancestor is the
/// nearest one cutting the target off (`Lint.nearestCut(of:)`); a nearer ancestor leaving the
/// target partly or wholly outside is `outside-ancestor`'s finding instead.
struct ZeroSizeAncestorRule: LintRule {
    let id = "zero-size-ancestor"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard Lint.isVisibleTarget(view), let nearest = Lint.nearestCut(of: view), case .zeroSize = nearest.cut else {
            return []
        }
        let name = "`\(TraceRecord.name(of: view))`"
        let ancestor = nearest.ancestor
        return [
            finding(
                about: view, in: scene,
                "\(name) can never be touched: its ancestor `\(TraceRecord.name(of: ancestor))` has zero size",
                fix: "give `\(TraceRecord.name(of: ancestor))` a size that contains \(name)")
        ]
    }
}
