import Foundation
import ResponderKit

/// The static checks of DESIGN "Beyond UIKit": controls and other touch targets that cannot be
/// touched, or not in full, and recognizers that get in their way.
@MainActor
public enum Lint {
    /// The smallest comfortable touch target (Apple's Human Interface Guidelines).
    public static let minimumTargetSize: CGFloat = 44

    /// Every rule, in the order their findings about one view are listed.
    static let rules: [any LintRule] = [
        BlockedByAncestorRule(),
        ZeroSizeAncestorRule(),
        OutsideAncestorRule(),
        SmallTargetRule(),
        CoveredRule(),
        AncestorTapCancelsRule(),
        WaitsForDoubleTapRule()
    ]

    /// Runs every check on every view of `scene`'s windows, windows in file order and views
    /// depth-first in subview order, and returns the findings in that order (several per view
    /// possible, none when all is well); a view's findings follow the order of the checks below.
    /// Reads the live hierarchy and changes nothing.
    ///
    /// The checks: `blocked-by-ancestor` (an ancestor with interaction off, hidden or with
    /// alpha below 0.01), `zero-size-ancestor`, `outside-ancestor` (all or part of a target
    /// outside an ancestor's bounds, UIKit rule H6), `small-target` (a control under
    /// ``minimumTargetSize`` without a `pointInside` override), `covered` (a later view that takes
    /// every touch on the target), `ancestor-tap-cancels` (an ancestor's tap recognizer that
    /// cancels the target's touches, unless the control vetoes it, UIKit rule C9) and
    /// `waits-for-double-tap` (a tap that requires a tap with more taps to fail).
    public static func check(_ scene: Scene) -> [LintFinding] {
        var findings: [LintFinding] = []
        for window in scene.windows {
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                stack += view.subviews.reversed()
                for rule in rules {
                    findings += rule.findings(for: view, in: scene)
                }
            }
        }
        return findings
    }

    /// Whether `view` is meant to be touched: a control, a view with recognizers, a text view, or
    /// a view that handles touches itself.
    static func isTarget(_ view: UIView) -> Bool {
        view is UIControl || view is UITextView || !(view.gestureRecognizers ?? []).isEmpty
            || view.overrides?.receive != nil
    }

    /// Whether the target checks look at `view`: a target that is not hidden itself (a hidden
    /// target is meant not to be touched).
    static func isVisibleTarget(_ view: UIView) -> Bool {
        isTarget(view) && !view.isHidden
    }

    /// `view`'s superview, its superview, and so on up to the window.
    static func ancestors(of view: UIView) -> [UIView] {
        var result: [UIView] = []
        var current = view.superview
        while let next = current { result.append(next); current = next.superview }
        return result
    }

    /// How an ancestor cuts a view off.
    enum Cut {
        /// The ancestor has zero width or height.
        case zeroSize
        /// The view lies entirely outside the ancestor's bounds.
        case outside
        /// The fraction `lost` of the view's area (between 0 and 1) lies outside the ancestor's bounds.
        case partly(lost: CGFloat)
    }

    /// The nearest ancestor of `view` that cuts it off, and how; nil when every ancestor contains
    /// it whole. Each ancestor is asked in turn, from the superview up: zero size first, then
    /// entirely outside, then partly outside. Only the nearest is reported, so that one cause
    /// makes one finding (`zero-size-ancestor` or `outside-ancestor`, never both).
    static func nearestCut(of view: UIView) -> (ancestor: UIView, cut: Cut)? {
        // UIKit: H6
        for ancestor in ancestors(of: view) {
            let frame = view.convert(view.bounds, to: ancestor)
            let visible = frame.safeIntersection(ancestor.bounds)
            if ancestor.bounds.width == 0 || ancestor.bounds.height == 0 {
                return (ancestor, .zeroSize)
            }
            if visible.isNull || visible.isEmpty {
                return (ancestor, .outside)
            }
            if visible.size != frame.size {
                // Per axis, so that frames near a double's range do not overflow to inf / inf.
                let kept =
                    frame.width * frame.height >= 1
                    ? (visible.width / frame.width) * (visible.height / frame.height)
                    : visible.width * visible.height
                return (ancestor, .partly(lost: 1 - kept))
            }
        }
        return nil
    }
}
