import Foundation
import ResponderKit

/// `covered`: a visible touch target under a later view (a later sibling of it or of one of its
/// ancestors, or a subview of one) that covers all of it on screen and takes touches there: every
/// touch on the target goes to that view. A later view with a `hitTest` override is not counted,
/// since it may pass touches through. One finding per target, naming the first such view.
struct CoveredRule: LintRule {
    let id = "covered"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard Lint.isVisibleTarget(view), let overlay = Self.coveringOverlay(above: view) else { return [] }
        let name = "`\(TraceRecord.name(of: view))`"
        return [
            finding(
                about: view, in: scene,
                "\(name) is covered by `\(TraceRecord.name(of: overlay))`, which takes every touch on it",
                fix:
                    "turn off interaction on `\(TraceRecord.name(of: overlay))`, give it hitTest: passThrough, or remove it"
            )
        ]
    }

    /// A later view that covers all of `view` on screen and takes touches there: the later
    /// siblings of `view` and then of each ancestor below the window, each with its subviews.
    static func coveringOverlay(above view: UIView) -> UIView? {
        guard let window = view.window else { return nil }
        let frame = view.convert(view.bounds, to: window)
        var chain: [UIView] = [view] + Lint.ancestors(of: view)
        chain.removeLast()  // the window
        for member in chain {
            guard let parent = member.superview, let index = parent.subviews.firstIndex(where: { $0 === member }) else {
                continue
            }
            for sibling in parent.subviews[(index + 1)...] {
                var stack = [sibling]
                while let candidate = stack.popLast() {
                    stack += candidate.subviews
                    guard !candidate.isHidden, candidate.alpha >= UIView.minimumHitTestAlpha,
                        candidate.isUserInteractionEnabled,
                        candidate.overrides?.hitTest == nil,
                        ([candidate] + Lint.ancestors(of: candidate)).allSatisfy({
                            $0.isUserInteractionEnabled && !$0.isHidden
                        }),
                        candidate.convert(candidate.bounds, to: window).contains(frame)
                    else { continue }
                    return candidate
                }
            }
        }
        return nil
    }
}
