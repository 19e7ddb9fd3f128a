import Foundation
import ResponderKit
import ResponderScene

/// `transparent-target`: a touch target whose own alpha is below 0.01 is skipped by hit-testing
/// with its whole subtree (UIKit rule H2.1), though it is not hidden: a view made invisible with
/// `alpha = 0` to keep it tappable gets no touch.
struct TransparentTargetRule: LintRule {
    let id = "transparent-target"
    let severity = LintSeverity.error
    let summary = "a touch target whose own alpha is below \(TraceRecord.format(UIView.minimumHitTestAlpha))"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        // UIKit: H2.1
        guard Lint.isVisibleTarget(view), view.isUserInteractionEnabled,
            case .transparent = view.hitTestIneligibility
        else { return [] }
        let name = scene.displayName(of: view)
        return [
            finding(
                about: view, in: scene,
                "\(name) has alpha \(TraceRecord.format(view.alpha)), below \(TraceRecord.format(UIView.minimumHitTestAlpha)): hit-testing skips it, so no touch reaches it",
                fix:
                    "raise alpha on \(name) to \(TraceRecord.format(UIView.minimumHitTestAlpha)) or more; to keep it invisible and touchable, give it a clear background color at alpha 1",
                change: (view, "alpha", TraceRecord.format(UIView.minimumHitTestAlpha))
            )
        ]
    }
}
