import Foundation

// Changing the stack: children, the bar's items, appearance, the delegate and, when animated, the
// slide on the application's clock (NAV1, NAV3–NAV5).

/// A change of the shown controller under way.
@MainActor
struct _NavigationTransition {
    /// Controllers leaving the stack and entering it; their parent changes at the end.
    var removed: [UIViewController]
    var added: [UIViewController]
    weak var from: UIViewController?
    weak var to: UIViewController?
    var animated: Bool
    /// A pop: the leaving page slides to the trailing edge, uncovering the one under it.
    var isPop: Bool
    /// An interactive pop: the finger moves the pages until it lifts.
    var isInteractive: Bool
    /// The transition's number (`UINavigationController._transitionCount`).
    var number: Int
}

extension UINavigationController {
    /// Whether a push or pop is under way (our addition): the back swipe refuses meanwhile
    /// (NAV3, NAV10).
    public var isTransitioning: Bool { _transition != nil }

    /// Makes `newStack` the stack and shows its top.
    func _change(to newStack: [UIViewController], animated: Bool) {
        if _transition != nil { _finishTransition() }
        let oldStack = _stack
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        for controller in added {
            // A controller in another container leaves it first, as UIKit moves it.
            if let other = controller.parent as? UINavigationController, other !== self {
                other._stack.removeAll { $0 === controller }
                other.navigationBar.setItems(other._stack.map(\.navigationItem), animated: false)
            }
            addChild(controller)
        }
        for controller in removed { controller.willMove(toParent: nil) }
        // UIKit: NAV1
        _stack = newStack
        navigationBar.setItems(newStack.map(\.navigationItem), animated: false)
        let from = _shown
        let to = newStack.last
        guard isViewLoaded, from !== to else {
            _settleChildren(removed: removed, added: added)
            return
        }
        let isPop = to.map { new in oldStack.contains { $0 === new } } ?? true
        _transitionCount += 1
        _transition = _NavigationTransition(
            removed: removed, added: added, from: from, to: to, animated: animated, isPop: isPop,
            isInteractive: false, number: _transitionCount)
        _beginTransition()
        let onScreen = _isOnScreen
        guard animated, onScreen, let from, let to else {
            _finishTransition()
            return
        }
        // UIKit: NAV3 — the pages slide; meanwhile they and the bar's items take no touches.
        let width = _wrapperView.bounds.width
        to.view.frame = _wrapperView.bounds.offsetBy(dx: isPop ? -width * 0.3 : width, dy: 0)
        let number = _transitionCount
        UIView.animate(
            withDuration: transitionDuration,
            animations: {
                to.view.frame = self._wrapperView.bounds
                from.view.frame = self._wrapperView.bounds.offsetBy(dx: isPop ? width : -width * 0.3, dy: 0)
            },
            completion: { [weak self] _ in
                guard let self, self._transition?.number == number else { return }
                self._finishTransition()
            })
    }

    /// The start of a transition: appearance and the delegate's `willShow`, the new page in the
    /// wrapper, touches off.
    func _beginTransition() {
        guard let transition = _transition else { return }
        // The incoming view loads first: viewDidLoad comes before the appearance callbacks.
        _ = transition.to?.view
        let onScreen = _isOnScreen
        if onScreen {
            // UIKit: NAV5
            transition.from?.beginAppearanceTransition(false, animated: transition.animated)
            transition.to?.beginAppearanceTransition(true, animated: transition.animated)
        }
        if let to = transition.to {
            // Observed: the delegate hears willShow after the appearance callbacks begin (NAV4).
            delegate?.navigationController(self, willShow: to, animated: transition.animated)
            let view = to.view!
            view.frame = _wrapperView.bounds
            if let fromView = transition.from?.viewIfLoaded, fromView._superview === _wrapperView {
                if transition.isPop {
                    _wrapperView.insertSubview(view, belowSubview: fromView)
                } else {
                    _wrapperView.insertSubview(view, aboveSubview: fromView)
                }
            } else {
                _wrapperView.addSubview(view)
            }
        }
        _transitionView.isUserInteractionEnabled = false
        navigationBar._contentView.isUserInteractionEnabled = false
    }

    /// The end of the transition under way (at once if it is still animating): the old page
    /// leaves, appearance ends, children settle, touches come back, and the delegate's
    /// `didShow`.
    func _finishTransition() {
        guard let transition = _transition else { return }
        _transition = nil
        // A transition ended early (a new push or pop) stops its slide, so that the pages take
        // touches at once rather than when the slide would have ended (NAV3).
        transition.from?.viewIfLoaded?._removeAllAnimations()
        transition.to?.viewIfLoaded?._removeAllAnimations()
        if let fromView = transition.from?.viewIfLoaded, transition.from !== transition.to {
            fromView.removeFromSuperview()
            fromView.frame = _wrapperView.bounds
        }
        transition.to?.viewIfLoaded?.frame = _wrapperView.bounds
        _shown = transition.to
        _transitionView.isUserInteractionEnabled = true
        navigationBar._contentView.isUserInteractionEnabled = true
        transition.from?.endAppearanceTransition()
        transition.to?.endAppearanceTransition()
        _settleChildren(removed: transition.removed, added: transition.added)
        if let to = transition.to {
            delegate?.navigationController(self, didShow: to, animated: transition.animated)
        }
    }

    /// Ends the children's moves: `removeFromParent()` for the ones that left (still out of the
    /// stack), `didMove(toParent:)` for the ones that came (still in it).
    func _settleChildren(removed: [UIViewController], added: [UIViewController]) {
        for controller in removed where !_stack.contains(where: { $0 === controller }) {
            if controller.parent === self { controller.removeFromParent() }
        }
        for controller in added where _stack.contains(where: { $0 === controller }) {
            controller.didMove(toParent: self)
        }
    }
}
