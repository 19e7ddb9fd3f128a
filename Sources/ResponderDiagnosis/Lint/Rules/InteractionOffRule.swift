import Foundation
import ResponderKit
import ResponderScene

/// `interaction-off`: a touch target (a control, a text view, a view with its own recognizers or
/// touch handling) whose own `isUserInteractionEnabled` is false is skipped by hit-testing with
/// its whole subtree (UIKit rule H2.1), so its recognizers and targets never see a touch. The
/// commonest form: a `UILabel` or `UIImageView`, whose default is false, given a tap recognizer.
struct InteractionOffRule: LintRule {
    let id = "interaction-off"
    let severity = LintSeverity.error
    let summary =
        "a touch target whose own userInteractionEnabled is false (UILabel's and UIImageView's default)"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        // UIKit: H2.1
        guard Lint.isVisibleTarget(view), view.hitTestIneligibilities.contains(.interactionDisabled) else {
            return []
        }
        let name = scene.displayName(of: view)
        let why = Lint.interactionOffByDefault(view).map { " (\($0)'s default)" } ?? ""
        return [
            finding(
                about: view, in: scene,
                "\(name) has \(Lint.whatWantsTouches(view, in: scene)), but its userInteractionEnabled is false\(why): hit-testing skips it, so no touch reaches it",
                fix: "set userInteractionEnabled: true on \(name) (isUserInteractionEnabled = true)",
                change: (view, "isUserInteractionEnabled", "true"))
        ]
    }
}
