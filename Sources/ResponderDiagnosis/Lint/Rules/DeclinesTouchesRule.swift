import Foundation
import ResponderKit
import ResponderScene

/// `declines-touches`: an enabled recognizer whose scene delegate declines every touch on its own
/// view (`shouldReceive: false`, or `shouldReceive: {falseIn: […]}` naming its view or an
/// ancestor): `gestureRecognizer(_:shouldReceive:)` returns false before the recognizer sees the
/// touch (UIKit rule GV7), so it never recognizes and its action never runs. A `falseIn` that
/// names only views inside the recognizer's view is the usual way to keep a tap off its
/// subviews, and is not reported. Located at the recognizer.
struct DeclinesTouchesRule: LintRule {
    let id = "declines-touches"
    let severity = LintSeverity.error
    let summary =
        "a recognizer whose delegate's gestureRecognizer(_:shouldReceive:) returns false for every touch on its view: it never fires"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        var findings: [LintFinding] = []
        for recognizer in view.gestureRecognizers ?? []
        where recognizer.isEnabled && Scene.scrollViewRole(of: recognizer) == nil
            && GestureRelations.declinesTouches(recognizer, on: view)
        {
            let name = scene.displayName(of: recognizer)
            findings.append(
                finding(
                    about: recognizer, in: scene,
                    "\(name) on \(scene.displayName(of: view)) never sees a touch: its delegate's gestureRecognizer(_:shouldReceive:) returns false for every touch there (GV7), so it never recognizes",
                    fix:
                        "return true from gestureRecognizer(_:shouldReceive:) for the touches \(name) should see (drop shouldReceive: false, or list in falseIn only the views inside \(scene.displayName(of: view)) it should ignore)"
                ))
        }
        return findings
    }
}
