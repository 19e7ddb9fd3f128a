import Foundation
import ResponderKit

/// `small-target`: a visible control narrower or shorter than `Lint.minimumTargetSize` (44 pt)
/// that does not widen its hit area with a `pointInside` override is hard to hit.
struct SmallTargetRule: LintRule {
    let id = "small-target"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard Lint.isVisibleTarget(view), view is UIControl,
            view.bounds.width < Lint.minimumTargetSize || view.bounds.height < Lint.minimumTargetSize,
            view.overrides?.pointInside == nil
        else { return [] }
        let name = "`\(TraceRecord.name(of: view))`"
        return [
            finding(
                about: view, in: scene,
                "\(name) is \(TraceRecord.format(view.bounds.width))×\(TraceRecord.format(view.bounds.height)) pt, under 44×44",
                fix:
                    "make it at least 44×44 pt, or enlarge its hit area with point(inside:) (pointInside: {outsets: …})"
            )
        ]
    }
}
