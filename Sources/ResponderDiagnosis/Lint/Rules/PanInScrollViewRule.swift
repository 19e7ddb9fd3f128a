import Foundation
import ResponderKit
import ResponderScene

/// `pan-in-scroll-view`: an enabled pan recognizer of the scene on a view inside a scroll view
/// (or on the scroll view itself) with no relation to the scroll view's `panGestureRecognizer`:
/// neither waits for the other to fail (`require(toFail:)`, or a delegate's or subclass's answer,
/// GC4, GC5), no delegate lets them recognize together, and its scene delegate neither refuses
/// to begin (`shouldBegin`, standing in for a direction test) nor declines the touches there. A
/// drag that starts on its view goes to whichever pan is offered the touch first and moves
/// first, and the other fails (default exclusion, UIKit rule GC1): the custom pan is offered
/// first (GV1), so the scroll view does not scroll from there. One finding per enclosing scroll
/// view, nearest first.
struct PanInScrollViewRule: LintRule {
    let id = "pan-in-scroll-view"
    let severity = LintSeverity.warning
    let summary =
        "a custom pan inside a scroll view with no relation to its panGestureRecognizer: dragging there never scrolls"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard !scene.showsNoTargets(view) else { return [] }
        var findings: [LintFinding] = []
        for recognizer in view.gestureRecognizers ?? []
        where recognizer is UIPanGestureRecognizer && recognizer.isEnabled
            && Scene.scrollViewRole(of: recognizer) == nil
            // A delegate that decides when it begins (a direction test) or declines the touches.
            && !GestureRelations.neverBegins(recognizer) && !GestureRelations.declinesTouches(recognizer, on: view)
        {
            for case let scrollView as UIScrollView in [view] + Lint.ancestors(of: view)
            where scrollView.isScrollEnabled {
                let scroll = scrollView.panGestureRecognizer
                // UIKit: GC1, GC4, GC5
                let related =
                    GestureRelations.waits(recognizer, forFailureOf: scroll)
                    || GestureRelations.waits(scroll, forFailureOf: recognizer)
                    || GestureRelations.simultaneous(recognizer, scroll)
                guard !related else { continue }
                let pan = scene.displayName(of: recognizer)
                let scrollPan = scene.displayName(of: scroll)
                findings.append(
                    finding(
                        about: recognizer, in: scene,
                        "the pan \(pan) on \(scene.displayName(of: view)) inside \(scene.displayName(of: scrollView)) has no relation with \(scrollPan): it is offered a drag first and takes it, so \(scene.displayName(of: scrollView)) does not scroll from there",
                        fix:
                            "let \(pan) begin only for its own direction (gestureRecognizerShouldBegin(_:) testing velocity(in:)), or relate it to \(scrollPan): require(toFail:) or gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
                    ))
            }
        }
        return findings
    }
}
