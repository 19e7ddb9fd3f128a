import Foundation

/// Told about a person's attempts to dismiss a presentation (a tap on a sheet's dimming view, the
/// sheet's pull-down pan). Every method is optional. A dismissal in code calls none of them
/// (PRES7). The adaptivity methods of UIKit's protocol are absent: nothing adapts here.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when a person tries to dismiss the presentation, unless the presented controller
    /// `isModalInPresentation`; false refuses (PRES6). True by default.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when a person's attempt to dismiss was refused, by `isModalInPresentation` or by
    /// `presentationControllerShouldDismiss(_:)` (PRES6).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// Called when a person's dismissal begins; a pull-down pan that is then undone calls no
    /// `presentationControllerDidDismiss(_:)` (PRES7).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called when a person's dismissal has ended, after the presented controller's
    /// `viewDidDisappear(_:)` (PRES7).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
