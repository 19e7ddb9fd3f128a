import Foundation
import ResponderKit
import ResponderScene

/// `ancestor-tap-cancels`: an enabled tap recognizer on an ancestor of a visible control (or of a
/// view that handles touches itself) with `cancelsTouchesInView` on cancels the target's touches
/// when it recognizes, unless the control declines it in `gestureRecognizerShouldBegin` (UIKit
/// rule C9) or has a tap recognizer of its own that recognizes first (a text field's). One finding per such recognizer, nearest ancestor first, located at the recognizer.
struct AncestorTapCancelsRule: LintRule {
    let id = "ancestor-tap-cancels"
    let severity = LintSeverity.warning
    let summary =
        "a tap recognizer on an ancestor of a control or touch-handling view that cancels its touches when it recognizes"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        let name = scene.displayName(of: view)
        return Self.cancellingTaps(of: view).map { recognizer, ancestor in
            finding(
                about: recognizer, in: scene,
                "the tap recognizer \(scene.displayName(of: recognizer)) on \(scene.displayName(of: ancestor)) cancels the touches of \(name) when it recognizes (cancelsTouchesInView = true, UIKit's default)",
                fix:
                    "set cancelsTouchesInView: false on \(scene.displayName(of: recognizer)), or decline the touch in its delegate (shouldReceive)",
                change: (recognizer, "cancelsTouchesInView", "false")
            )
        }
    }

    /// The tap recognizers of `view`'s ancestors that cancel its touches when they recognize, with
    /// their views, nearest ancestor first: `explain`'s headline names the first.
    static func cancellingTaps(of view: UIView) -> [(recognizer: UIGestureRecognizer, view: UIView)] {
        guard Lint.isVisibleTarget(view), view is UIControl || view.overrides?.receive != nil else { return [] }
        var found: [(recognizer: UIGestureRecognizer, view: UIView)] = []
        for ancestor in Lint.ancestors(of: view) {
            for recognizer in ancestor.gestureRecognizers ?? []
            where recognizer is UITapGestureRecognizer && recognizer.cancelsTouchesInView && recognizer.isEnabled {
                // UIKit: C9
                if let control = view as? UIControl, control.gestureRecognizerShouldBegin(recognizer) == false {
                    continue
                }
                // A tap recognizer of the target's own (a text field's, F8) that needs no more taps
                // is offered the touch first and recognizes first (GV1), which excludes the
                // ancestor's (GC1): it never gets to cancel anything.
                let taps = (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired ?? 1
                if (view.gestureRecognizers ?? []).contains(where: {
                    ($0 as? UITapGestureRecognizer).map { $0.isEnabled && $0.numberOfTapsRequired <= taps } == true
                }) {
                    continue
                }
                found.append((recognizer, ancestor))
            }
        }
        return found
    }
}
