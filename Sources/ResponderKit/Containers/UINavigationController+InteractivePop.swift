import Foundation

// The back swipe: `interactivePopGestureRecognizer`, a left-edge screen-edge pan on the
// controller's view (NAV10–NAV12).

/// Why a navigation controller's back swipe would not begin now (our addition: UIKit's private
/// delegate refuses silently).
public enum InteractivePopRefusal: String, Sendable, Hashable, CaseIterable {
    /// The stack holds one controller (or none): there is nothing to go back to.
    case rootOfStack
    /// A push or pop is under way.
    case transitionInProgress
    /// The top item hides its back button (`hidesBackButton`).
    case backButtonHidden
    /// The top item's left bar button items replace the back button.
    case leftItemsReplaceBackButton
    /// The navigation bar is hidden.
    case navigationBarHidden
}

extension UINavigationController {
    // Observed: the swipe refuses at the root, during a transition, and, as developers widely
    // report, once the back button is hidden or replaced by left items, or the bar is hidden
    // (pinned by NavigationTests "NAV10 …").
    /// Why the back swipe would refuse to begin now, or nil when it may begin (NAV10).
    public var interactivePopGestureRefusal: InteractivePopRefusal? {
        if _stack.count < 2 { return .rootOfStack }
        if _transition != nil { return .transitionInProgress }
        if let top = _stack.last?.navigationItem {
            if top.hidesBackButton { return .backButtonHidden }
            if top._replacesBackButton { return .leftItemsReplaceBackButton }
        }
        if navigationBar.isHidden { return .navigationBarHidden }
        return nil
    }

    /// How far across the page must be dragged for the swipe to complete (our addition; half the
    /// width, NAV11 ❓).
    public static let interactivePopCompletionFraction: CGFloat = 0.5
    /// How fast the finger must be moving right as it lifts for the swipe to complete however
    /// far it went (our addition; 300 pt/s, NAV11 ❓).
    public static let interactivePopCompletionVelocity: CGFloat = 300

    func _popGestureChanged(_ gesture: UIScreenEdgePanGestureRecognizer) {
        switch gesture.state {
        case .began:
            _beginInteractivePop()
            _followFinger(gesture)
        case .changed:
            _followFinger(gesture)
        case .ended:
            // UIKit: NAV11
            let width = max(_wrapperView.bounds.width, 1)
            let progress = _interactiveProgress(gesture)
            let velocity = gesture.velocity(in: view).x
            let completes =
                velocity > UINavigationController.interactivePopCompletionVelocity
                || (progress > UINavigationController.interactivePopCompletionFraction && velocity >= 0)
            _endInteractivePop(completing: completes, width: width, progress: progress)
        case .cancelled:
            _endInteractivePop(
                completing: false, width: max(_wrapperView.bounds.width, 1), progress: _interactiveProgress(gesture))
        default:
            break
        }
    }

    private func _interactiveProgress(_ gesture: UIScreenEdgePanGestureRecognizer) -> CGFloat {
        let width = max(_wrapperView.bounds.width, 1)
        return min(max(gesture.translation(in: view).x / width, 0), 1)
    }

    /// The swipe began: the top controller leaves the stack at once, as in a pop (NAV1), and the
    /// pages follow the finger from now on.
    private func _beginInteractivePop() {
        // A delegate that no longer refuses may let the swipe begin at the root or mid-transition:
        // then it moves nothing.
        guard _stack.count > 1, _transition == nil, isViewLoaded, let from = _shown else { return }
        let to = _stack[_stack.count - 2]
        from.willMove(toParent: nil)
        _stack.removeLast()
        navigationBar.setItems(_stack.map(\.navigationItem), animated: false)
        _transitionCount += 1
        _transition = _NavigationTransition(
            removed: [from], added: [], from: from, to: to, animated: true, isPop: true, isInteractive: true,
            number: _transitionCount)
        _beginTransition()
    }

    private func _followFinger(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let transition = _transition, transition.isInteractive else { return }
        let width = _wrapperView.bounds.width
        let progress = _interactiveProgress(gesture)
        transition.from?.viewIfLoaded?.frame = _wrapperView.bounds.offsetBy(dx: width * progress, dy: 0)
        transition.to?.viewIfLoaded?.frame = _wrapperView.bounds.offsetBy(dx: -width * 0.3 * (1 - progress), dy: 0)
    }

    /// The finger lifted (or the touch was cancelled): the pages slide the rest of the way, over
    /// the part of `transitionDuration` left, and the pop completes or is undone.
    private func _endInteractivePop(completing: Bool, width: CGFloat, progress: CGFloat) {
        guard let transition = _transition, transition.isInteractive else { return }
        let number = transition.number
        let duration = transitionDuration * Double(completing ? 1 - progress : progress)
        let bounds = _wrapperView.bounds
        UIView.animate(
            withDuration: duration,
            animations: {
                transition.from?.viewIfLoaded?.frame = completing ? bounds.offsetBy(dx: width, dy: 0) : bounds
                transition.to?.viewIfLoaded?.frame = completing ? bounds : bounds.offsetBy(dx: -width * 0.3, dy: 0)
            },
            completion: { [weak self] _ in
                guard let self, self._transition?.number == number else { return }
                if completing { self._finishTransition() } else { self._cancelInteractivePop() }
            })
    }

    /// Undoes a swipe that did not go far or fast enough: the top controller is back on the stack
    /// and stays shown; the one under it appears and disappears again (NAV5, NAV11).
    func _cancelInteractivePop() {
        guard let transition = _transition, let from = transition.from else { return }
        _transition = nil
        _stack.append(from)
        navigationBar.setItems(_stack.map(\.navigationItem), animated: false)
        let onScreen = UIWindow._isVisible(viewIfLoaded?._cachedWindow) && _isAppeared
        if onScreen {
            transition.to?.beginAppearanceTransition(false, animated: true)
            from.beginAppearanceTransition(true, animated: true)
        }
        transition.to?.viewIfLoaded?.removeFromSuperview()
        transition.to?.viewIfLoaded?.frame = _wrapperView.bounds
        from.viewIfLoaded?.frame = _wrapperView.bounds
        _shown = from
        _transitionView.isUserInteractionEnabled = true
        navigationBar._contentView.isUserInteractionEnabled = true
        transition.to?.endAppearanceTransition()
        from.endAppearanceTransition()
        from.didMove(toParent: self)
    }
}
