import Foundation

/// Asked before and told after the user selects a tab. Both methods are optional; neither is
/// called when code selects a tab (TAB1).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked when the user taps a tab, the selected one included; false leaves everything as it
    /// is (TAB2). True by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// Told after the user tapped a tab and it is selected, even when it already was (TAB2).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
