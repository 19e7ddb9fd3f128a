import Foundation

/// Manages one presentation: the container views it builds around the presented controller's
/// view (PRES2, PRES3), the transitions in and out on the application's clock (PRES4), and,
/// for a sheet, a person's attempts to dismiss it (PRES6, PRES7). A controller's
/// `presentationController` is made on first access for the style it has then, and kept.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller presented; it holds this presentation controller.
    public unowned let presentedViewController: UIViewController
    /// The controller that presents (nil until `present(_:animated:completion:)`): the root of
    /// the presenting controller's parent chain, or, for `.overCurrentContext`, the controller
    /// that defines the presentation context (PRES1, PRES3).
    public internal(set) weak var presentingViewController: UIViewController!
    /// Told about a person's attempts to dismiss (PRES6, PRES7).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The container view (a `UITransitionView`) while presented; nil otherwise.
    public internal(set) var containerView: UIView?

    /// How long an animated presentation or dismissal takes on the application's clock (ours;
    /// UIKit does not say, PRES4 ❓).
    public static let transitionDuration: TimeInterval = 0.5

    let _style: UIModalPresentationStyle
    var _phase: _PresentationPhase = .idle
    /// Counts transitions, so that a finished one's animation end does nothing.
    var _transitionNumber = 0
    var _dropShadowView: UIDropShadowView?
    var _dimmingView: UIDimmingView?
    /// The presenting view `shouldRemovePresentersView` took out of the window, and where it was.
    var _removedPresenterView: (view: UIView, superview: UIView, index: Int)?
    /// `present`'s or `dismiss`'s completion, run when the transition ends.
    var _completion: (() -> Void)?
    /// Whether the dismissal under way is a person's (the delegate hears `didDismiss` at its end).
    var _dismissalIsInteractive = false

    /// A presentation controller for `presentedViewController` in the style it asks for now.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        _style = presentedViewController.modalPresentationStyle._resolved
    }

    /// The style shown: the presented controller's `modalPresentationStyle` when this was made,
    /// `.automatic` resolved to `.pageSheet` (PRES2).
    open var presentationStyle: UIModalPresentationStyle { _style }

    /// The view the transition moves: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// True for `.fullScreen`: the presenting controller's views leave the window when the
    /// presentation ends, and come back when the dismissal begins (PRES2).
    open var shouldRemovePresentersView: Bool { _style == .fullScreen }

    /// Where the presented content lies in the container view: all of it, or for a sheet, all
    /// but a strip 10 pt taller than the status bar at the top (PRES2).
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        guard _style._isSheet else { return bounds }
        // Observed: a sheet on an iPhone starts 10 pt below the status bar (PRES2 ❓).
        let top = min(bounds.height, _BarMetrics.statusBarHeight(screenHeight: bounds.height) + 10)
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// The presentation controller UIKit would make for `controller`'s style.
    static func _make(for controller: UIViewController) -> UIPresentationController {
        if controller.modalPresentationStyle._resolved._isSheet {
            return UISheetPresentationController(presentedViewController: controller, presenting: nil)
        }
        return UIPresentationController(presentedViewController: controller, presenting: nil)
    }

    /// Installs the sheet's own recognizers on its views (a sheet's subclass does).
    func _didBuildViews() {}
}

/// Where a presentation is.
enum _PresentationPhase: Equatable {
    /// Not presented.
    case idle
    /// Presented, the transition in under way.
    case presenting
    /// Presented, nothing under way.
    case presented
    /// A person is dragging the sheet down; `refused` when the dismissal was refused (PRES9).
    case dragging(refused: Bool)
    /// The transition out under way.
    case dismissing
}

extension UIModalPresentationStyle {
    /// The style shown: `.automatic` is a page sheet.
    var _resolved: UIModalPresentationStyle { self == .automatic ? .pageSheet : self }
}
