import Foundation

/// Told when a navigation controller shows another controller. Both methods are optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called when the stack's top changes, before the transition: after the controllers'
    /// `viewWillDisappear(_:)` and `viewWillAppear(_:)` (NAV4). An interactive pop calls it as
    /// the swipe begins, even if the swipe is then cancelled.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called when the transition is over, after `viewDidAppear(_:)` (NAV4); not for a cancelled
    /// interactive pop.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
