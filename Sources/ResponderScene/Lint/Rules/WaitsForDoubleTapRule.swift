import Foundation
import ResponderKit

/// `waits-for-double-tap`: a tap recognizer on any view (a target or not, hidden or not) that
/// requires a tap recognizer needing more taps to fail waits up to that recognizer's
/// `maximumIntervalBetweenTaps` before it fires, on every tap. One finding per such requirement,
/// in the order of the view's recognizers and then of their requirements, located at the waiting
/// recognizer.
struct WaitsForDoubleTapRule: LintRule {
    let id = "waits-for-double-tap"
    let severity = LintSeverity.warning
    let summary = "a tap that requires a tap with more taps to fail, and so waits on every tap"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        var findings: [LintFinding] = []
        for recognizer in view.gestureRecognizers ?? [] {
            guard let tap = recognizer as? UITapGestureRecognizer else { continue }
            for other in tap.failureRequirements {
                guard let double = other as? UITapGestureRecognizer,
                    double.numberOfTapsRequired > tap.numberOfTapsRequired
                else { continue }
                findings.append(
                    finding(
                        about: tap, in: scene,
                        "\(scene.displayName(of: tap)) waits up to \(TraceRecord.format(CGFloat(double.maximumIntervalBetweenTaps))) s for \(scene.displayName(of: double)) to fail before it fires, on every tap",
                        fix:
                            "keep it if the double tap matters; otherwise drop the requirement so single taps answer at once"
                    ))
            }
        }
        return findings
    }
}
