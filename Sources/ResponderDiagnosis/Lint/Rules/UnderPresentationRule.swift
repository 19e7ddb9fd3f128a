import Foundation
import ResponderKit
import ResponderScene

/// `under-presentation`: a visible touch target that a presented controller's views lie over
/// (PRES2, PRES3): a touch there goes to the presentation, not to the target, until the
/// presented controller is dismissed. Named by what takes the touch: a sheet's dimming view,
/// whose tap tries to dismiss the sheet (PRES6), the presented view, or the presentation's
/// `UITransitionView`. The presentation's own views are left to this rule: `covered` does not
/// count them.
struct UnderPresentationRule: LintRule {
    let id = "under-presentation"
    let severity = LintSeverity.warning
    let summary =
        "a touch target under a presented controller's views, which take the touches there until it is dismissed"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard Lint.isVisibleTarget(view), !Self.isPresentationChrome(view), let window = view.window else { return [] }
        let frame = view.convert(view.bounds, to: window)
        // UIKit: H2 — where the presentation lies over the target, hit-testing says who gets it.
        guard let hit = window.hitTest(CGPoint(x: frame.midX, y: frame.midY), with: nil),
            let presented = Self.presentedController(containing: hit),
            let presenting = presented.presentingViewController,
            let container = presented.presentationController?.containerView, !view.isDescendant(of: container)
        else { return [] }
        let name = scene.displayName(of: view)
        let sheet = scene.displayName(of: presented)
        let style = presented.presentationController.map { Self.styleName($0.presentationStyle) } ?? "presented"
        let over = "\(name) is under \(sheet), which \(scene.displayName(of: presenting)) presents (\(style))"
        let takes: String
        if hit is UIDimmingView {
            takes =
                presented.isModalInPresentation
                ? "a touch there goes to its dimming view, whose tap dismisses nothing: \(sheet) is modal in presentation (PRES6)"
                : "a touch there goes to its dimming view, whose tap dismisses the sheet (PRES6)"
        } else if hit === container {
            takes = "a touch there goes to the presentation's UITransitionView, which does nothing with it (PRES2)"
        } else {
            takes = "a touch there goes to \(scene.displayName(of: hit)) (PRES2)"
        }
        let fix =
            presented.presentationController?.presentationStyle == .overCurrentContext
            ? "dismiss \(sheet) first, or let a controller whose view leaves \(name) uncovered define the presentation context"
            : "dismiss \(sheet) first, or present it over the current context (overCurrentContext from a controller that definesPresentationContext) so that it leaves \(name) uncovered"
        return [finding(about: view, in: scene, "\(over): \(takes)", fix: fix)]
    }

    /// Whether `view` is one of the views a presentation builds: a dimming view, a drop shadow
    /// view, or a `UITransitionView` that holds a presented controller's views.
    static func isPresentationChrome(_ view: UIView) -> Bool {
        if view is UIDimmingView || view is UIDropShadowView { return true }
        guard view is UITransitionView else { return false }
        return view.subviews.contains { $0 is UIDimmingView || $0 is UIDropShadowView || isPresentedRoot($0) }
    }

    /// The presented controller whose presentation's views hold `view`, if any.
    static func presentedController(containing view: UIView) -> UIViewController? {
        var current: UIView? = view
        while let candidate = current {
            if candidate is UITransitionView, isPresentationChrome(candidate) {
                for sub in candidate.subviews {
                    if isPresentedRoot(sub), let controller = sub.next as? UIViewController { return controller }
                    if sub is UIDropShadowView, let root = sub.subviews.first(where: isPresentedRoot),
                        let controller = root.next as? UIViewController
                    {
                        return controller
                    }
                }
            }
            current = candidate.superview
        }
        return nil
    }

    /// Whether `view` is the root view of a controller that is presented.
    private static func isPresentedRoot(_ view: UIView) -> Bool {
        guard let controller = view.next as? UIViewController, controller.viewIfLoaded === view else { return false }
        return controller.presentingViewController?.presentedViewController === controller
    }

    static func styleName(_ style: UIModalPresentationStyle) -> String {
        switch style {
        case .fullScreen: "full screen"
        case .overFullScreen: "over full screen"
        case .pageSheet, .automatic: "a page sheet"
        case .formSheet: "a form sheet"
        case .overCurrentContext: "over the current context"
        }
    }
}
