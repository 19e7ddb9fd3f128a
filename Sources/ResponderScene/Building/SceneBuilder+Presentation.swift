import Foundation
import ResponderKit

// Presentation in the scene format (Documentation/SceneFormat.md, "Presentation"): a controller's
// `modalPresentationStyle`, `isModalInPresentation` and `definesPresentationContext`, and the
// controller it presents when the scene starts (`presentedViewController`); a script's `present`.

extension SceneBuilder {
    nonisolated static let presentationKeys = [
        "modalPresentationStyle", "isModalInPresentation", "definesPresentationContext", "presentedViewController"
    ]

    /// The styles a scene may name, in UIKit's spelling.
    nonisolated static let presentationStyles: KeyValuePairs<String, UIModalPresentationStyle> = [
        "automatic": .automatic, "pageSheet": .pageSheet, "formSheet": .formSheet, "fullScreen": .fullScreen,
        "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext
    ]

    /// A controller's presentation keys; the controller it presents is built now and presented,
    /// without animation, once the scene's windows are shown.
    mutating func applyPresentation(_ fields: Fields, to controller: UIViewController) throws {
        if let style = fields["modalPresentationStyle"] {
            // UIKit: PRES8 — a scene names only the styles ResponderKit builds.
            controller.modalPresentationStyle = try style.choice("presentation style", Self.presentationStyles)
        }
        if let modal = fields["isModalInPresentation"] {
            controller.isModalInPresentation = try modal.bool("isModalInPresentation")
        }
        if let defines = fields["definesPresentationContext"] {
            controller.definesPresentationContext = try defines.bool("definesPresentationContext")
        }
        guard let value = fields["presentedViewController"] else { return }
        // This presentation comes before the presented controller's own, which it makes possible.
        let position = links.count
        let presented = try buildController(value)
        links.insert({ try Self.present(presented, from: controller, at: value) }, at: position)
    }

    /// Builds the controller described by `value` and presents it from `presenter` (a script's
    /// `present`), where UIKit would present it.
    mutating func present(_ value: Value, from presenter: UIViewController, animated: Bool, at step: Value) throws {
        try Self.checkCanPresent(presenter, at: step)
        let pending = links.count
        let controller = try buildController(value)
        // The controller's own links (its targets, what it presents) need it presented first.
        let own = Array(links[pending...])
        links.removeSubrange(pending...)
        presenter.present(controller, animated: animated)
        links.append(contentsOf: own)
        try resolveLinks()
    }

    /// Presents `presented` from `presenter` unanimated, or says why UIKit would not.
    static func present(_ presented: UIViewController, from presenter: UIViewController, at value: Value) throws {
        try checkCanPresent(presenter, at: value)
        presenter.present(presented, animated: false)
    }

    /// The two cases where UIKit only warns and presents nothing, as located errors (PRES8).
    static func checkCanPresent(_ presenter: UIViewController, at value: Value) throws {
        let name = TraceRecord.name(of: presenter)
        // UIKit: PRES8
        if let presented = presenter.presentedViewController {
            throw value.error(
                "'\(name)' already presents '\(TraceRecord.name(of: presented))'",
                hint:
                    "dismiss it first, or present from '\(TraceRecord.name(of: presented))'; UIKit presents one controller at a time"
            )
        }
        guard presenter.viewIfLoaded?.window != nil else {
            throw value.error(
                "'\(name)' is not in a window, so it cannot present",
                hint: "UIKit only warns and presents nothing; present from a controller whose view is on screen")
        }
    }
}
