import Foundation
import ResponderKit
import ResponderScene

/// `waits-for-double-tap`: a tap recognizer on any view (a target or not, hidden or not) that
/// requires a tap recognizer needing more taps to fail (`require(toFail:)`, or a delegate's or
/// subclass's answer about a tap one touch reaches with it, UIKit rules GC4, GC5) waits up to that recognizer's
/// `maximumIntervalBetweenTaps` before it fires, on every tap. One finding per such requirement,
/// in the order of the view's recognizers and then of their requirements, located at the waiting
/// recognizer.
struct WaitsForDoubleTapRule: LintRule {
    let id = "waits-for-double-tap"
    let severity = LintSeverity.warning
    let summary = "a tap that requires a tap with more taps to fail, and so waits on every tap"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        var findings: [LintFinding] = []
        let recognizers = view.gestureRecognizers ?? []
        // The views around and inside are walked only for a view with a tap of its own.
        guard recognizers.contains(where: { $0 is UITapGestureRecognizer }) else { return [] }
        let others = SingleAndDoubleTapRule.reachable(from: view)
        for recognizer in recognizers {
            guard let tap = recognizer as? UITapGestureRecognizer else { continue }
            // Declared requirements first, in their order, then those a delegate or subclass asks
            // for among the taps one touch reaches (GC5).
            var awaited = tap.failureRequirements.compactMap { $0 as? UITapGestureRecognizer }
            for (other, _) in others where other !== tap && !awaited.contains(where: { $0 === other }) {
                if GestureRelations.waits(tap, forFailureOf: other) { awaited.append(other) }
            }
            for double in awaited where double.numberOfTapsRequired > tap.numberOfTapsRequired {
                let how = GestureRelations.requirementsPhrase(of: tap, toFail: [double]) { scene.displayName(of: $0) }
                findings.append(
                    finding(
                        about: tap, in: scene,
                        "\(scene.displayName(of: tap)) waits up to \(TraceRecord.format(CGFloat(double.maximumIntervalBetweenTaps))) s for \(scene.displayName(of: double)) to fail before it fires, on every tap (\(how))",
                        fix:
                            "keep it if the double tap matters; otherwise drop the requirement so single taps answer at once"
                    ))
            }
        }
        return findings
    }
}
