import Foundation
import ResponderKit
import ResponderScene

/// `outside-ancestor`: a visible touch target reaching outside an ancestor's bounds loses the part
/// outside, even when it is drawn there (`clipsToBounds` off), since a point outside a view never
/// reaches its subviews (UIKit rule H6). Reported for the nearest ancestor cutting the target off
/// (`Lint.nearestCut(of:)`), with the share of the target lost, or as unreachable when all of it
/// is outside; a zero-size ancestor is `zero-size-ancestor`'s finding instead. A scroll view that
/// scrolls cuts off only what lies past its content, not what is out of view: that is a warning
/// (content reachable by scrolling is not reported at all).
struct OutsideAncestorRule: LintRule {
    let id = "outside-ancestor"
    let severity = LintSeverity.error
    let summary =
        "a touch target reaching outside an ancestor's bounds (error when all of it is outside, warning when part is); in a scroll view that scrolls, only past its content (a warning)"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard Lint.isVisibleTarget(view), ZeroSizeArrangedRule.collapsingStack(of: view) == nil,
            let nearest = Lint.nearestCut(of: view)
        else { return [] }
        let name = scene.displayName(of: view)
        let parent = scene.displayName(of: nearest.ancestor)
        // A scroll view with scrolling off cuts off as any view does; turning it on is a fix.
        let scrollingOff = nearest.ancestor is UIScrollView ? ", or let it scroll (`scrollEnabled: true`)" : ""
        switch nearest.cut {
        case .zeroSize:
            return []
        case .outside:
            return [
                finding(
                    about: view, in: scene, "\(name) lies entirely outside its ancestor \(parent): no touch reaches it",
                    fix: "move \(name) inside \(parent), or enlarge the ancestor\(scrollingOff)")
            ]
        case .beyondContent(let lost):
            // Content outside a scroll view's bounds is reachable by scrolling; only what lies
            // past its content is not, and the usual cause is a contentSize left too small.
            let needed = Lint.contentSize(holding: view, in: nearest.ancestor)
            let size = (nearest.ancestor as? UIScrollView)?.contentSize ?? .zero
            let share = lost >= 1 ? "\(name) lies" : "\(Int((lost * 100).rounded()))% of \(name) lies"
            return [
                finding(
                    about: view, in: scene,
                    "\(share) beyond the content of the scroll view \(parent) (`contentSize: \(Lint.format(size))`): scrolling does not bring \(lost >= 1 ? "it" : "that part") into view",
                    fix:
                        "set `contentSize: \(Lint.format(needed))` on \(parent), or move \(name) into its content",
                    severity: .warning)
            ]
        case .partly(let lost):
            return [
                finding(
                    about: view, in: scene,
                    "\(Int((lost * 100).rounded()))% of \(name) lies outside its ancestor \(parent): touches there do not reach it",
                    fix:
                        "move \(name) inside \(parent), or enlarge the ancestor (clipsToBounds would show what is lost)\(scrollingOff)",
                    severity: .warning)
            ]
        }
    }
}
