import Foundation
import ResponderKit
import ResponderScene

/// `blocked-by-ancestor`: a visible touch target under an ancestor that has user interaction off,
/// is hidden or is transparent (alpha below 0.01) can never be touched, since hit-testing never
/// enters that ancestor (UIKit rule H2.1). One finding per target, naming the nearest such
/// ancestor, with the fix for what that ancestor has (a hidden ancestor is shown, not enabled).
struct BlockedByAncestorRule: LintRule {
    let id = "blocked-by-ancestor"
    let severity = LintSeverity.error
    let summary =
        "a touch target under an ancestor with user interaction off, hidden, or with alpha below \(TraceRecord.format(UIView.minimumHitTestAlpha))"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        // UIKit: H2.1 — the engine says which ancestor hit-testing skips, and why.
        guard Lint.isVisibleTarget(view),
            let (blocker, verdict) = Lint.ancestors(of: view).lazy.compactMap({ ancestor in
                Lint.lastingIneligibility(of: ancestor).map { (ancestor, $0) }
            }).first
        else { return [] }
        let name = scene.displayName(of: view)
        let ancestor = scene.displayName(of: blocker)
        let why: String
        let fix: String
        let change: (property: String, value: String)
        let minimum = TraceRecord.format(UIView.minimumHitTestAlpha)
        switch verdict {
        case .hidden:
            why = "is hidden"
            fix =
                "show \(ancestor) (hidden: false, isHidden = false) when \(name) should work, or move \(name) out of it"
            change = ("isHidden", "false")
        case .transparent(let alpha):
            why = "has alpha \(TraceRecord.format(alpha)), below \(minimum)"
            fix = "raise alpha on \(ancestor) to \(minimum) or more, or move \(name) out of it"
            change = ("alpha", minimum)
        default:
            let byDefault = Lint.interactionOffByDefault(blocker).map { " (\($0)'s default)" } ?? ""
            why = "has userInteractionEnabled false\(byDefault)"
            fix =
                "set userInteractionEnabled: true on \(ancestor) (isUserInteractionEnabled = true), or move \(name) out of it"
            change = ("isUserInteractionEnabled", "true")
        }
        return [
            finding(
                about: view, in: scene, "\(name) can never be touched: its ancestor \(ancestor) \(why)", fix: fix,
                change: (blocker, change.property, change.value))
        ]
    }
}
