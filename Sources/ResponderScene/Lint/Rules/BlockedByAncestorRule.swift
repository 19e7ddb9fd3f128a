import Foundation
import ResponderKit

/// `blocked-by-ancestor`: a visible touch target under an ancestor that has user interaction off,
/// is hidden or is transparent (alpha below 0.01) can never be touched, since hit-testing never
/// enters that ancestor. One finding per target, naming the nearest such ancestor.
struct BlockedByAncestorRule: LintRule {
    let id = "blocked-by-ancestor"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard Lint.isVisibleTarget(view),
            let blocker = Lint.ancestors(of: view).first(where: {
                !$0.isUserInteractionEnabled || $0.isHidden || !($0.alpha >= UIView.minimumHitTestAlpha)
            })
        else { return [] }
        let name = "`\(TraceRecord.name(of: view))`"
        let why =
            !blocker.isUserInteractionEnabled
            ? "has user interaction off" : blocker.isHidden ? "is hidden" : "is transparent (alpha < 0.01)"
        return [
            finding(
                about: view, in: scene,
                "\(name) can never be touched: its ancestor `\(TraceRecord.name(of: blocker))` \(why)",
                fix: "enable interaction on `\(TraceRecord.name(of: blocker))`, or move \(name) out of it")
        ]
    }
}
