import Foundation

// The transitions in and out: the container views, appearance, and, when animated, the slide on
// the application's clock (PRES2–PRES5).

extension UIPresentationController {
    /// Builds the container views in `window` (or over the context's view), links the two
    /// controllers, and starts the transition in.
    func _present(
        from presenting: UIViewController, in window: UIWindow, animated: Bool, completion: (() -> Void)?
    ) {
        let presented = presentedViewController
        presentingViewController = presenting
        presenting._presentedViewController = presented
        presented._presentingViewController = presenting
        _phase = .presenting
        _completion = completion
        _dismissalIsInteractive = false
        _transitionNumber += 1
        // The presented view loads first: viewDidLoad comes before the appearance callbacks.
        let presentedView = presented.view!
        let onScreen = UIWindow._isVisible(window)
        if onScreen {
            // UIKit: PRES4 — the presenter disappears only when its views leave the window.
            if shouldRemovePresentersView { presenting.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
        }
        // UIKit: PRES2, PRES3 — the container: the window's bounds, or the context's view's frame.
        let container = UITransitionView()
        containerView = container
        let contextView = presenting.view!
        if _style == .overCurrentContext, let superview = contextView.superview {
            container.frame = contextView.frame
            superview.insertSubview(container, aboveSubview: contextView)
        } else {
            container.frame = window.bounds
            window.addSubview(container)
        }
        let frame = frameOfPresentedViewInContainerView
        var moving: UIView = presentedView
        if _style._isSheet {
            let dimming = UIDimmingView(frame: container.bounds)
            container.addSubview(dimming)
            _dimmingView = dimming
        }
        if _style._isSheet || _style == .fullScreen {
            let shadow = UIDropShadowView(frame: frame)
            // Observed: a sheet clips its content to its rounded corners; a full-screen one does not.
            shadow.clipsToBounds = _style._isSheet
            container.addSubview(shadow)
            presentedView.frame = shadow.bounds
            shadow.addSubview(presentedView)
            _dropShadowView = shadow
            moving = shadow
        } else {
            presentedView.frame = frame
            container.addSubview(presentedView)
        }
        _didBuildViews()
        guard animated, onScreen else {
            _finishPresentation()
            return
        }
        // UIKit: PRES4 — the content slides up from below; meanwhile the moving views take no
        // touches (H10) and the container view takes them.
        moving.frame = frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
        _dimmingView?.alpha = 0
        let number = _transitionNumber
        UIView.animate(
            withDuration: Self.transitionDuration,
            animations: {
                moving.frame = frame
                self._dimmingView?.alpha = 1
            },
            completion: { [weak self] _ in
                guard let self, self._transitionNumber == number, self._phase == .presenting else { return }
                self._finishPresentation()
            })
    }

    /// The end of the transition in (at once if it is still animating): the presenter's views
    /// leave the window for a full-screen presentation, appearance ends, then `completion`.
    func _finishPresentation() {
        guard _phase == .presenting else { return }
        _phase = .presented
        _transitionNumber += 1
        _stopAnimations()
        let presented = presentedViewController
        if shouldRemovePresentersView, let view = presentingViewController?.viewIfLoaded,
            let superview = view.superview
        {
            // UIKit: PRES2 — "The views belonging to the presenting view controller are removed
            // after the presentation completes."
            _removedPresenterView = (view, superview, superview.subviews.firstIndex { $0 === view } ?? 0)
            view.removeFromSuperview()
        }
        presented.endAppearanceTransition()
        presentingViewController?.endAppearanceTransition()
        let completion = _completion
        _completion = nil
        completion?()
    }

    /// Starts the transition out: whatever the presented controller presents goes first, at
    /// once; the presenter's views come back; appearance begins; the content slides down.
    func _dismiss(animated: Bool, interactive: Bool, completion: (() -> Void)?) {
        switch _phase {
        case .idle:
            return
        case .dismissing:
            // Observed: UIKit warns and ignores a dismissal while one is under way (PRES5 ❓).
            return
        case .presenting:
            _finishPresentation()
        case .presented, .dragging:
            break
        }
        let presented = presentedViewController
        if let above = presented._presentedViewController?._presentationController {
            above._dismiss(animated: false, interactive: false, completion: nil)
        }
        _phase = .dismissing
        _transitionNumber += 1
        _completion = completion
        _dismissalIsInteractive = interactive
        let window = containerView?.window
        let onScreen = UIWindow._isVisible(window)
        if onScreen {
            presented.beginAppearanceTransition(false, animated: animated)
            if _removedPresenterView != nil {
                presentingViewController?.beginAppearanceTransition(true, animated: animated)
            }
        }
        if let removed = _removedPresenterView {
            _removedPresenterView = nil
            removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
        }
        guard animated, onScreen, let container = containerView else {
            _finishDismissal()
            return
        }
        let moving: UIView = _dropShadowView ?? presented.view
        let end = frameOfPresentedViewInContainerView.offsetBy(
            dx: 0, dy: container.bounds.height - frameOfPresentedViewInContainerView.minY)
        // A sheet dragged part of the way down slides the rest of it in its share of the time.
        let left = max(end.minY - moving.frame.minY, 0) / max(end.minY - frameOfPresentedViewInContainerView.minY, 1)
        let number = _transitionNumber
        UIView.animate(
            withDuration: Self.transitionDuration * Double(min(left, 1)),
            animations: {
                moving.frame = end
                self._dimmingView?.alpha = 0
            },
            completion: { [weak self] _ in
                guard let self, self._transitionNumber == number, self._phase == .dismissing else { return }
                self._finishDismissal()
            })
    }

    /// The end of the transition out: the container leaves the window, appearance ends, the
    /// controllers are unlinked, then the delegate's `didDismiss` (a person's dismissal) and
    /// `completion`.
    func _finishDismissal() {
        guard _phase == .dismissing else { return }
        _phase = .idle
        _transitionNumber += 1
        _stopAnimations()
        let presented = presentedViewController
        let presenting = presentingViewController
        containerView?.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.endAppearanceTransition()
        presenting?.endAppearanceTransition()
        presenting?._presentedViewController = nil
        presented._presentingViewController = nil
        containerView = nil
        _dropShadowView = nil
        _dimmingView = nil
        // UIKit: PRES7
        if _dismissalIsInteractive { delegate?.presentationControllerDidDismiss(self) }
        _dismissalIsInteractive = false
        let completion = _completion
        _completion = nil
        completion?()
    }

    /// Ends the moving views' animations, so that a transition finished early leaves nothing that
    /// refuses touches (H10).
    func _stopAnimations() {
        _dropShadowView?._removeAllAnimations()
        _dimmingView?._removeAllAnimations()
        presentedViewController.viewIfLoaded?._removeAllAnimations()
    }
}
