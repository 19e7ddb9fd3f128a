import Foundation
import ResponderKit
import ResponderScene

/// The static checks of DESIGN "Beyond UIKit": controls and other touch targets that cannot be
/// touched, or not in full, and recognizers that get in their way.
@MainActor
public enum Lint {
    /// The smallest comfortable touch target (Apple's Human Interface Guidelines).
    public static let minimumTargetSize: CGFloat = 44

    /// Every rule, in the order their findings about one view are listed.
    static let rules: [any LintRule] = [
        InteractionOffRule(),
        TransparentTargetRule(),
        AnimatingWithoutInteractionRule(),
        BlockedByAncestorRule(),
        ZeroSizeAncestorRule(),
        ZeroSizeArrangedRule(),
        OutsideAncestorRule(),
        CoveredRule(),
        UnderPresentationRule(),
        NoTargetRule(),
        ActionNotFoundRule(),
        UnsentEventRule(),
        SmallTargetRule(),
        AncestorTapCancelsRule(),
        SingleAndDoubleTapRule(),
        WaitsForDoubleTapRule(),
        PanInScrollViewRule(),
        DeclinesTouchesRule(),
        SystemEdgeRule()
    ]

    /// The rules whose findings are about a view's recognizers, which see the touches of the
    /// views inside it too (GV1): `explain` lists them for the hit view's ancestors.
    static let recognizerRules: Set<String> = ["single-and-double-tap", "waits-for-double-tap", "pan-in-scroll-view"]

    /// The documented list of checks, in the order they run: each rule's id, its severity and
    /// what it looks for (Documentation/LintRules.md says the same, with the fixes).
    public static var catalog: [(id: String, severity: LintSeverity, summary: String)] {
        rules.map { ($0.id, $0.severity, $0.summary) }
    }

    /// Runs every check on every view of `scene`'s windows, windows in file order and views
    /// depth-first in subview order, and returns the findings in that order (several per view
    /// possible, none when all is well); a view's findings follow the order of ``catalog``.
    /// Reads the live hierarchy and changes nothing.
    public static func check(_ scene: Scene) -> [LintFinding] {
        var findings: [LintFinding] = []
        let rules = rules(for: scene)
        for window in scene.windows {
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                stack += view.subviews.reversed()
                for rule in rules {
                    findings += rule.findings(about: view, in: scene)
                }
            }
        }
        return findings
    }

    /// ``rules``, each prepared to check the views of `scene`.
    static func rules(for scene: Scene) -> [any LintRule] {
        rules.map { $0.prepared(for: scene) }
    }

    /// The class whose default is `isUserInteractionEnabled == false` (`UILabel`, `UIImageView`),
    /// when `view` is one, else nil.
    static func interactionOffByDefault(_ view: UIView) -> String? {
        view is UILabel ? "UILabel" : view is UIImageView ? "UIImageView" : nil
    }

    /// What `view` has that makes it a touch target, for messages: "the tap recognizer `tap`",
    /// "its targets", "its touch handling".
    static func whatWantsTouches(_ view: UIView, in scene: Scene) -> String {
        let recognizers = view.gestureRecognizers ?? []
        if let first = recognizers.first {
            let more = recognizers.count > 1 ? " (and \(recognizers.count - 1) more)" : ""
            return "the \(kind(of: first)) recognizer \(scene.displayName(of: first))\(more)"
        }
        if view is UIControl { return "a control's tracking" }
        return "its own touch handling"
    }

    /// A recognizer's kind in words: `tap`, `long-press`, `pan` …
    static func kind(of recognizer: UIGestureRecognizer) -> String {
        switch recognizer {
        case is UITapGestureRecognizer: "tap"
        case is UILongPressGestureRecognizer: "long-press"
        case is UIScreenEdgePanGestureRecognizer: "screen-edge pan"
        case is UIPanGestureRecognizer: "pan"
        case is UISwipeGestureRecognizer: "swipe"
        case is UIPinchGestureRecognizer: "pinch"
        case is UIRotationGestureRecognizer: "rotation"
        default: "gesture"
        }
    }

    /// Whether `view` is meant to be touched: a control, a view with recognizers, a text view, or
    /// a view that handles touches itself.
    static func isTarget(_ view: UIView) -> Bool {
        view is UIControl || view is UITextView || !(view.gestureRecognizers ?? []).isEmpty
            || view.overrides?.receive != nil
    }

    /// Why hit-testing skips `view` and its subtree for as long as the scene stays as it is, as the
    /// engine says it (``UIView/hitTestIneligibility``); nil when it does not. An animation
    /// without `.allowUserInteraction` is passing, not a lasting skip: it is
    /// `animating-without-interaction`'s finding, and the checks see the view as it will be.
    static func lastingIneligibility(of view: UIView) -> HitTestVerdict? {
        view.hitTestIneligibility.flatMap { $0 == .animatingWithoutInteraction ? nil : $0 }
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
        /// The ancestor is a scroll view that scrolls, and the fraction `lost` of the view's area
        /// (more than 0, up to 1) lies beyond what scrolling brings into view: past its content
        /// (`contentSize` and `contentInset`) and its bounds.
        case beyondContent(lost: CGFloat)
    }

    /// The nearest ancestor of `view` that cuts it off, and how; nil when every ancestor contains
    /// it whole. Each ancestor is asked in turn, from the superview up: zero size first, then
    /// entirely outside, then partly outside. Only the nearest is reported, so that one cause
    /// makes one finding (`zero-size-ancestor` or `outside-ancestor`, never both).
    ///
    /// A scroll view that scrolls (`isScrollEnabled`) cuts off only what lies beyond its
    /// scrollable area (``scrollableArea(of:)``): content outside its bounds is reachable by
    /// scrolling. The ancestors above it are then asked about the part of the view in its bounds
    /// once it is scrolled into view.
    static func nearestCut(of view: UIView) -> (ancestor: UIView, cut: Cut)? {
        // UIKit: H6
        var rect = view.bounds
        var space = view
        for ancestor in ancestors(of: view) {
            let frame = space.convert(rect, to: ancestor)
            (rect, space) = (frame, ancestor)
            if ancestor.bounds.width == 0 || ancestor.bounds.height == 0 {
                return (ancestor, .zeroSize)
            }
            if let scrollView = ancestor as? UIScrollView, scrollView.isScrollEnabled {
                let reachable = frame.safeIntersection(scrollableArea(of: scrollView))
                if reachable.isNull || reachable.isEmpty {
                    return (ancestor, .beyondContent(lost: 1))
                }
                if reachable.size != frame.size {
                    return (ancestor, .beyondContent(lost: 1 - share(of: frame, kept: reachable)))
                }
                rect = scrolledIntoView(frame, in: scrollView)
                continue
            }
            let visible = frame.safeIntersection(ancestor.bounds)
            if visible.isNull || visible.isEmpty {
                return (ancestor, .outside)
            }
            if visible.size != frame.size {
                return (ancestor, .partly(lost: 1 - share(of: frame, kept: visible)))
            }
        }
        return nil
    }

    /// The smallest `contentSize` of `scrollView` that holds `view` (one of its descendants) and
    /// its present content: what `beyondContent` findings suggest.
    static func contentSize(holding view: UIView, in scrollView: UIView) -> CGSize {
        let frame = view.convert(view.bounds, to: scrollView)
        let size = (scrollView as? UIScrollView)?.contentSize ?? .zero
        guard frame.isArithmeticSafe else { return size }
        return CGSize(
            width: max(size.width, frame.maxX.rounded(.up)), height: max(size.height, frame.maxY.rounded(.up)))
    }

    /// A size as a scene file writes it: `[375, 1320]`.
    static func format(_ size: CGSize) -> String {
        "[\(TraceRecord.format(size.width)), \(TraceRecord.format(size.height))]"
    }

    /// The fraction of `frame`'s area that `kept` (a part of it) covers.
    private static func share(of frame: CGRect, kept: CGRect) -> CGFloat {
        // Per axis, so that frames near a double's range do not overflow to inf / inf.
        frame.width * frame.height >= 1
            ? (kept.width / frame.width) * (kept.height / frame.height)
            : kept.width * kept.height
    }

    /// The part of `scrollView`'s content coordinates that scrolling can bring into its bounds:
    /// the bounds at every offset a drag reaches (``UIScrollView/reachableContentOffsets``, the
    /// engine's), grown to hold the bounds where they lie now (what is in view now is reachable).
    static func scrollableArea(of scrollView: UIScrollView) -> CGRect {
        let bounds = scrollView.bounds
        let offsets = scrollView.reachableContentOffsets
        let minX = min(offsets.minX, bounds.minX), minY = min(offsets.minY, bounds.minY)
        let maxX = max(offsets.maxX + bounds.width, bounds.maxX)
        let maxY = max(offsets.maxY + bounds.height, bounds.maxY)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where `frame` (in `scrollView`'s coordinates, within its scrollable area) lies in its
    /// bounds once the scroll view has scrolled the least that shows as much of it as fits,
    /// expressed in the bounds as they are now, and cut to them.
    private static func scrolledIntoView(_ frame: CGRect, in scrollView: UIScrollView) -> CGRect {
        let bounds = scrollView.bounds
        let area = scrollableArea(of: scrollView)
        func offset(
            _ now: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat, _ lowest: CGFloat, _ highest: CGFloat
        )
            -> CGFloat
        {
            var wanted = now
            if low < now || high - low > length {
                wanted = low
            } else if high > now + length {
                wanted = high - length
            }
            return min(max(wanted, lowest), max(highest - length, lowest))
        }
        let x = offset(bounds.minX, bounds.width, frame.minX, frame.maxX, area.minX, area.maxX)
        let y = offset(bounds.minY, bounds.height, frame.minY, frame.maxY, area.minY, area.maxY)
        let shifted = frame.offsetBy(dx: bounds.minX - x, dy: bounds.minY - y)
        let shown = shifted.safeIntersection(bounds)
        return shown.isNull ? CGRect(origin: shifted.origin, size: .zero) : shown
    }
}
