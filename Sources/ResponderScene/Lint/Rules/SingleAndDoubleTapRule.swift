import Foundation
import ResponderKit

/// `single-and-double-tap`: two enabled tap recognizers on one view with the same number of
/// touches, one needing fewer taps, where the one with fewer taps does not require the other to
/// fail: a double tap fires both, the single tap first (UIKit rule GC4 is what makes it wait).
/// One finding per pair, located at the tap with fewer taps.
struct SingleAndDoubleTapRule: LintRule {
    let id = "single-and-double-tap"
    let severity = LintSeverity.warning
    let summary = "a single and a double tap on one view with no failure requirement between them: both fire"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        let taps = (view.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }.filter(\.isEnabled)
        var findings: [LintFinding] = []
        for single in taps {
            for double in taps
            where double.numberOfTapsRequired > single.numberOfTapsRequired
                && double.numberOfTouchesRequired == single.numberOfTouchesRequired
                && !single.failureRequirements.contains(where: { $0 === double })
            {
                let one = scene.displayName(of: single)
                let two = scene.displayName(of: double)
                findings.append(
                    finding(
                        about: single, in: scene,
                        "\(one) (\(single.numberOfTapsRequired) tap\(single.numberOfTapsRequired == 1 ? "" : "s")) and \(two) (\(double.numberOfTapsRequired) taps) on \(scene.displayName(of: view)) both fire on a \(double.numberOfTapsRequired)-tap: \(one) does not wait for \(two) to fail",
                        fix:
                            "make \(one) require \(two) to fail: requireToFail: [\(scene.logName(of: double))] (\(scene.logName(of: single)).require(toFail: \(scene.logName(of: double))))"
                    ))
            }
        }
        return findings
    }
}
