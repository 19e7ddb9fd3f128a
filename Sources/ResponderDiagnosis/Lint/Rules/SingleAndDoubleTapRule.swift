import Foundation
import ResponderKit
import ResponderScene

/// `single-and-double-tap`: two enabled tap recognizers that one touch reaches (on one view, or
/// one on a view and the other on a view inside it, both on the touch's way to the window, UIKit
/// rule GV1), with the same number of touches, one needing fewer taps, where the one with fewer
/// taps does not wait for the other to fail by any means (`require(toFail:)`, a delegate's
/// `gestureRecognizer(_:shouldRequireFailureOf:)` or `(_:shouldBeRequiredToFailBy:)`, or a
/// subclass override: GC4, GC5): a double tap fires both, the single tap first. A recognizer
/// whose scene delegate never lets it begin (`shouldBegin: false`) or declines touches on the
/// inner view (`shouldReceive`) does not count. One finding per pair, located at the tap with
/// fewer taps, pairs on its own view first, then those with views inside it, then with its
/// ancestors.
struct SingleAndDoubleTapRule: LintRule {
    let id = "single-and-double-tap"
    let severity = LintSeverity.warning
    let summary =
        "a single and a double tap that one touch reaches (one view, or a view and one inside it) with no failure requirement between them: both fire"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        var findings: [LintFinding] = []
        let singles = Self.taps(on: view)
        guard !singles.isEmpty else { return [] }
        let reachable = Self.reachable(from: view)
        for single in singles {
            for (double, doubleView) in reachable
            where double.numberOfTapsRequired > single.numberOfTapsRequired
                && double.numberOfTouchesRequired == single.numberOfTouchesRequired
                && !GestureRelations.waits(single, forFailureOf: double)
            {
                // The view a touch must begin on to reach both: the inner one.
                let inner = doubleView.isDescendant(of: view) ? doubleView : view
                guard !GestureRelations.declinesTouches(single, on: inner),
                    !GestureRelations.declinesTouches(double, on: inner)
                else { continue }
                let one = scene.displayName(of: single)
                let two = scene.displayName(of: double)
                let taps = "\(double.numberOfTapsRequired)-tap"
                let singleTaps = "\(single.numberOfTapsRequired) tap\(single.numberOfTapsRequired == 1 ? "" : "s")"
                let pair =
                    doubleView === view
                    ? "\(one) (\(singleTaps)) and \(two) (\(double.numberOfTapsRequired) taps) on \(scene.displayName(of: view)) both fire on a \(taps)"
                    : "\(one) (\(singleTaps)) on \(scene.displayName(of: view)) and \(two) (\(double.numberOfTapsRequired) taps) on \(scene.displayName(of: doubleView)) both fire on a \(taps) on \(scene.displayName(of: inner)), which both see (GV1)"
                findings.append(
                    finding(
                        about: single, in: scene,
                        "\(pair): \(one) does not wait for \(two) to fail",
                        fix:
                            "make \(one) require \(two) to fail: requireToFail: [\(scene.logName(of: double))] (\(scene.logName(of: single)).require(toFail: \(scene.logName(of: double))), or its delegate's gestureRecognizer(_:shouldRequireFailureOf:) returning true)"
                    ))
            }
        }
        return findings
    }

    /// The enabled tap recognizers of `view` that may begin.
    static func taps(on view: UIView) -> [UITapGestureRecognizer] {
        (view.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }.filter {
            $0.isEnabled && !GestureRelations.neverBegins($0)
        }
    }

    /// The taps a touch on `view` or inside it may reach along with `view`'s own, with their
    /// views: `view`'s, then those of the views inside it that can be touched (depth-first, not
    /// below a hidden, transparent or non-interactive view), then its ancestors', nearest first.
    static func reachable(from view: UIView) -> [(UITapGestureRecognizer, UIView)] {
        var result = taps(on: view).map { ($0, view) }
        var stack = view.subviews.reversed() as [UIView]
        while let inner = stack.popLast() {
            // UIKit: H2.1 — a subtree hit-testing skips never gets the touch.
            guard Lint.lastingIneligibility(of: inner) == nil else { continue }
            result += taps(on: inner).map { ($0, inner) }
            stack += inner.subviews.reversed()
        }
        for ancestor in Lint.ancestors(of: view) {
            result += taps(on: ancestor).map { ($0, ancestor) }
        }
        return result
    }
}
