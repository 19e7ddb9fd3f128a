import Foundation
import ResponderKit
import ResponderScene

/// `covered`: a visible touch target under a later view (a later sibling of it or of one of its
/// ancestors, or a subview of one) that takes touches where it overlaps the target: every touch
/// there goes to that view (UIKit rule H2.2, later subviews first). An `error` when one view
/// covers all of the target, a `warning` naming the view that covers the most when views cover
/// part of it (only a view at least as large as the target, or covering half of it: a
/// background running under a bar is design). A later view with a `hitTest` override is not
/// counted, since it may pass touches through. The fix follows the overlay: a cell's
/// `contentView` above a button added to the cell itself is fixed by adding the button to the
/// `contentView`.
struct CoveredRule: LintRule {
    let id = "covered"
    let severity = LintSeverity.error
    let summary =
        "a touch target under a later view that takes touches over all of it (error) or part of it (warning)"

    /// The scene's overlay index, made once per check of a scene (``prepared(for:)``).
    private var overlays: OverlayIndex?

    func prepared(for scene: Scene) -> any LintRule {
        var rule = self
        rule.overlays = OverlayIndex(scene)
        return rule
    }

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        // A presentation's own views are `under-presentation`'s.
        guard Lint.isVisibleTarget(view),
            let (overlay, share) = Self.largestOverlay(above: view, in: overlays ?? OverlayIndex(scene)),
            !UnderPresentationRule.isPresentationChrome(overlay)
        else { return [] }
        let name = scene.displayName(of: view)
        let cover = scene.displayName(of: overlay)
        let fix: String
        if let front = overlay.window, front !== view.window {
            let window = scene.displayName(of: front)
            let what = overlay === front ? "window \(window)" : "\(cover) in window \(window)"
            // A view inside the window in front takes the touch, not the window (one that passes
            // touches through, or whose own background is not over the target): the fix is on it.
            let fix =
                overlay === front
                ? "hide \(window) (isHidden = true) or set userInteractionEnabled: false on it while it shows nothing there, or let its hitTest(_:with:) return nil where touches should pass"
                : "turn off interaction on \(cover) (userInteractionEnabled: false), give it hitTest: passThrough, or move it off \(name); or hide \(window) (isHidden = true) while it shows nothing there"
            if share >= 1 {
                return [
                    finding(
                        about: view, in: scene,
                        "\(name) is covered by \(what), in front of its own window, which takes every touch on it (W3)",
                        fix: fix)
                ]
            }
            let percent = max(1, Int((share * 100).rounded()))
            return [
                finding(
                    about: view, in: scene,
                    "\(percent)% of \(name) is under \(what), in front of its own window, which takes the touches there (W3)",
                    fix: fix, severity: .warning)
            ]
        }
        if Self.isContentView(overlay, of: view, in: scene), let cell = overlay.superview {
            fix =
                "add \(name) to \(cover) (contentView.addSubview), not to \(scene.displayName(of: cell)) itself: a cell's contentView lies above the cell's own subviews"
        } else {
            fix = "turn off interaction on \(cover), give it hitTest: passThrough, move \(name) above it, or remove it"
        }
        if share >= 1 {
            return [
                finding(
                    about: view, in: scene, "\(name) is covered by \(cover), which takes every touch on it", fix: fix)
            ]
        }
        let percent = max(1, Int((share * 100).rounded()))
        return [
            finding(
                about: view, in: scene, "\(percent)% of \(name) is under \(cover), which takes the touches there",
                fix: fix, severity: .warning)
        ]
    }

    /// Whether `overlay` is the `contentView` of a cell that `view` was added to directly or
    /// through other subviews of the cell: a view of a `…ContentView` class or with id
    /// `contentView`, whose superview is a `…Cell`.
    static func isContentView(_ overlay: UIView, of view: UIView, in scene: Scene) -> Bool {
        guard let cell = overlay.superview, view.isDescendant(of: cell), !view.isDescendant(of: overlay) else {
            return false
        }
        let overlayClass = scene.id(of: overlay).flatMap { scene.declaredClasses[$0] } ?? ""
        let cellClass = scene.id(of: cell).flatMap { scene.declaredClasses[$0] } ?? ""
        return (overlayClass.hasSuffix("ContentView") || scene.id(of: overlay) == "contentView")
            && cellClass.hasSuffix("Cell")
    }

    /// The later view that takes touches over the largest share of `view` on screen, and that
    /// share (1 when it covers all of it); nil when none overlaps it. The candidates: the later
    /// siblings of `view` and then of each ancestor below the window, each with its subviews (the
    /// views numbered after `view`'s subtree), nearest first; then the views of visible windows
    /// in front (a window's own background included), by the same measure; the larger share
    /// wins, the window in front on a tie.
    static func largestOverlay(above view: UIView, in index: OverlayIndex) -> (UIView, CGFloat)? {
        guard let window = view.window, let place = index.places[ObjectIdentifier(view)] else { return nil }
        let frame = window.convert(view.convert(view.bounds, to: window), to: nil as UIWindow?)
        guard frame.width > 0, frame.height > 0 else { return nil }
        // A large view running under smaller chrome (a background under a bar) is design, not a
        // dead spot: a part counts when the overlay is at least as large as the target, or covers
        // half of it.
        func share(of candidate: CGRect) -> CGFloat? {
            let overlap = candidate.intersection(frame)
            let share = (overlap.width / frame.width) * (overlap.height / frame.height)
            let larger = candidate.width * candidate.height >= frame.width * frame.height
            return share >= 0.005 && (larger || share >= 0.5) ? share : nil
        }
        var best: (UIView, CGFloat)?
        for candidate in index.candidates(in: place.window, overlapping: frame, from: place.end) {
            if candidate.frame.contains(frame) { return (candidate.view, 1) }
            if let share = share(of: candidate.frame), share > (best?.1 ?? 0) { best = (candidate.view, share) }
        }
        // UIKit: W3 — a visible window in front takes every touch its hitTest finds a view for,
        // its own background included: over all of the target, or over part of it as a view does.
        var inFront: (UIView, CGFloat)?
        for number in (place.window + 1)..<index.windows.count where !index.windows[number].window.isHidden {
            for candidate in index.candidates(in: number, overlapping: frame, from: 0) {
                if candidate.frame.contains(frame) { return (candidate.view, 1) }
                if let share = share(of: candidate.frame), share > (inFront?.1 ?? 0) {
                    inFront = (candidate.view, share)
                }
            }
        }
        // The larger share wins; between equal shares, the window in front, which takes the touch first.
        if let inFront, inFront.1 >= (best?.1 ?? 0) { return inFront }
        return best
    }
}
