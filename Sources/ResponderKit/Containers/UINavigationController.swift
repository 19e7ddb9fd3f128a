import Foundation

/// A stack of controllers, the top one's view shown under a navigation bar (NAV1–NAV12).
///
/// Its view is a `UILayoutContainerView` holding a `UINavigationTransitionView` (whose
/// `UIViewControllerWrapperView` holds the top controller's view, full size, under the bar) and
/// the `UINavigationBar`, 44 pt tall below the status bar. The controllers are its children, so
/// the top controller's `next` is the wrapper view, and the chain runs on through the container
/// views to this controller (NAV9).
///
/// `viewControllers` changes at once, animated or not (NAV1). An animated change slides the pages
/// for `transitionDuration` seconds of the application's clock; meanwhile the pages and the bar's
/// items take no touches and the back swipe refuses (NAV3). The left-edge swipe
/// (`interactivePopGestureRecognizer`) pops interactively (NAV10–NAV12).
@preconcurrency @MainActor
open class UINavigationController: UIViewController, _ContainerLayout {
    /// Told before and after the top controller changes. Not retained.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The bar; its items are the controllers' `navigationItem`s.
    public let navigationBar = UINavigationBar()

    /// The left-edge swipe that pops the top controller (NAV10); attached to the controller's
    /// view. Its delegate refuses it at the root of the stack and during a transition; replace
    /// the delegate and it no longer does.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { _popGesture }

    /// How long an animated push or pop lasts, in seconds of the application's clock (our
    /// addition; 0.35, NAV3 ❓).
    public var transitionDuration: TimeInterval = 0.35

    let _popGesture = UIScreenEdgePanGestureRecognizer()
    let _popGestureDelegate = _UINavigationInteractiveTransition()
    let _transitionView = UINavigationTransitionView()
    let _wrapperView = UIViewControllerWrapperView()
    var _stack: [UIViewController] = []
    /// The controller whose view the wrapper shows (the top one once no transition runs).
    weak var _shown: UIViewController?
    /// The transition under way, if any.
    var _transition: _NavigationTransition?
    /// Counts transitions, so that a finished one's animation end does nothing.
    var _transitionCount = 0

    /// A stack holding `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        _configure()
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty stack.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _configure()
    }

    /// An empty stack, as `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configure()
    }

    private func _configure() {
        navigationBar._controller = self
        _popGesture.edges = .left
        _popGesture.name = "interactivePopGestureRecognizer"
        _popGestureDelegate.controller = self
        _popGesture.delegate = _popGestureDelegate
        _popGesture.addTarget(self, action: UINavigationController._popGestureChanged)
    }

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.clipsToBounds = true
        view = container
        container.addSubview(_transitionView)
        _transitionView.addSubview(_wrapperView)
        container.addSubview(navigationBar)
        container.addGestureRecognizer(_popGesture)
        if let top = _stack.last {
            _wrapperView.addSubview(top.view)
            _shown = top
        }
        _layOutContainer()
    }

    // MARK: The stack

    /// The controllers, root first; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The last controller of the stack.
    open var topViewController: UIViewController? { _stack.last }

    /// The top controller, or the controller it presents.
    open var visibleViewController: UIViewController? {
        var controller = _stack.last
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }

    /// Puts `viewController` on top of the stack and shows it (NAV1). Pushing a controller that
    /// is already in the stack, or a navigation controller, is a precondition failure, as UIKit
    /// raises an exception for both (NAV2).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // UIKit: NAV2
        precondition(
            !_stack.contains { $0 === viewController },
            "pushViewController(_:animated:): pushing the same view controller instance more than once is not supported"
        )
        precondition(
            !(viewController is UINavigationController),
            "pushViewController(_:animated:): pushing a navigation controller is not supported")
        _change(to: _stack + [viewController], animated: animated)
    }

    /// Removes the top controller and returns it; nil (and nothing happens) at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard _stack.count > 1, let top = _stack.last else { return nil }
        _change(to: Array(_stack.dropLast()), animated: animated)
        return top
    }

    /// Removes every controller above the root and returns them, bottom first; nil at the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard _stack.count > 1 else { return nil }
        let popped = Array(_stack.dropFirst())
        _change(to: [_stack[0]], animated: animated)
        return popped
    }

    /// Removes the controllers above `viewController` and returns them, bottom first. A
    /// controller not in the stack is a precondition failure, as UIKit raises an exception (NAV2).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = _stack.firstIndex(where: { $0 === viewController }) else {
            preconditionFailure("popToViewController(_:animated:): the view controller is not in the stack")
        }
        let popped = Array(_stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        _change(to: Array(_stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack; animated, the change looks like a push when the new top was not in the
    /// stack and like a pop when it was. A controller twice in `viewControllers`, or a navigation
    /// controller in it, is a precondition failure (NAV2).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated() {
            precondition(
                !viewControllers[..<index].contains { $0 === controller },
                "setViewControllers(_:animated:): a view controller appears more than once in the stack")
            precondition(
                !(controller is UINavigationController),
                "setViewControllers(_:animated:): a navigation controller cannot be in a navigation stack")
        }
        _change(to: viewControllers, animated: animated)
    }

    // MARK: The bar

    /// Whether the bar is hidden; false by default. A hidden bar turns the back swipe off (NAV10).
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; nothing is animated.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    // MARK: Layout

    func _layOutContainer() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        _transitionView.frame = bounds
        _wrapperView.frame = _transitionView.bounds
        if _transition == nil, let shown = _shown?.viewIfLoaded { shown.frame = _wrapperView.bounds }
        let top = _BarMetrics.topInset(of: container)
        navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: _BarMetrics.navigationBarHeight)
        navigationBar._layOutParts()
    }
}

/// The pop gesture's delegate (UIKit's private class of the same name): it refuses the gesture
/// whenever the controller gives a reason (NAV10).
@preconcurrency @MainActor
final class _UINavigationInteractiveTransition: UIGestureRecognizerDelegate {
    weak var controller: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // UIKit: NAV10
        controller?.interactivePopGestureRefusal == nil
    }
}
