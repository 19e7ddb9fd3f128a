import Foundation

// Presenting and dismissing: who presents for whom, and the calls UIKit warns about or refuses
// (PRES1, PRES5, PRES8). The transitions themselves are UIPresentationController+Transitions.swift.

extension UIViewController {
    /// The presentation controller for the receiver, made on first access for its
    /// `modalPresentationStyle` then: a `UISheetPresentationController` for a sheet.
    public var presentationController: UIPresentationController? {
        if let existing = _presentationController { return existing }
        let made = UIPresentationController._make(for: self)
        _presentationController = made
        return made
    }

    /// The presentation controller when it is a sheet's; nil otherwise.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// Whether the receiver is being presented: from `present(_:animated:completion:)` until its
    /// transition ends.
    public var isBeingPresented: Bool { _presentationController?._phase == .presenting }

    /// Whether the receiver is being dismissed: from the start of the dismissal until its
    /// transition ends.
    public var isBeingDismissed: Bool { _presentationController?._phase == .dismissing }

    /// The controller that presents for the receiver in `style`: for `.overCurrentContext` the
    /// nearest controller from the receiver up its parents that `definesPresentationContext`;
    /// otherwise, and when none does, the root of the receiver's parent chain.
    func _presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .overCurrentContext {
            var current: UIViewController? = self
            while let controller = current {
                // UIKit: PRES3
                if controller.definesPresentationContext { return controller }
                current = controller.parent
            }
        }
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    func _present(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // UIKit: PRES8 — UIKit raises for these three.
        precondition(presented !== self, "Application tried to present modally a view controller on itself")
        precondition(
            presented.parent == nil,
            "Application tried to present modally a view controller that has a parent view controller")
        precondition(
            presented._presentingViewController == nil,
            "Application tried to present modally a view controller that is already being presented")
        // UIKit: PRES8 — UIKit only warns for these two, and presents nothing.
        guard let window = viewIfLoaded?._cachedWindow, presentedViewController == nil else { return }
        let style = presented.modalPresentationStyle._resolved
        let presenting = _presentationContext(for: style)
        guard presenting._presentedViewController == nil else { return }
        var controller = presented.presentationController!
        if controller._style != style || controller._phase != .idle {
            // Observed: the style is read again at each presentation; the delegate stays.
            let made = UIPresentationController._make(for: presented)
            made.delegate = controller.delegate
            presented._presentationController = made
            controller = made
        }
        controller._present(from: presenting, in: window, animated: animated, completion: completion)
    }

    func _dismiss(animated: Bool, completion: (() -> Void)?) {
        // UIKit: PRES5 — the presenting side dismisses; a presented controller asks its presenter.
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller._presentedViewController, let presentation = presented._presentationController
            {
                presentation._dismiss(animated: animated, interactive: false, completion: completion)
                return
            }
            current = controller.parent
        }
        presentingViewController?._dismiss(animated: animated, completion: completion)
    }

    /// Whether the receiver, or a controller its view shows, refuses a person's dismissal (PRES6).
    var _refusesInteractiveDismissal: Bool {
        // Observed: a child's isModalInPresentation counts, as for a navigation controller's page.
        if isModalInPresentation { return true }
        return children.contains { $0.viewIfLoaded?.window != nil && $0._refusesInteractiveDismissal }
    }
}
