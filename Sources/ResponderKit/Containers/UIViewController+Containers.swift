import Foundation

// What every controller knows about the containers around it, and the appearance transitions
// containers drive.

extension UIViewController {
    /// The nearest navigation controller among the receiver's ancestors (itself excluded, as
    /// UIKit's for a navigation controller's children; a navigation controller's own is the one
    /// above it).
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller among the receiver's ancestors.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// What a navigation bar shows for the receiver, made on first access; its title follows the
    /// controller's `title` until set.
    public var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem()
        item._controller = self
        _navigationItem = item
        return item
    }

    /// What a tab bar shows for the receiver, made on first access: titled with the controller's
    /// `title` until set, with no image.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem()
            item._controller = self
            _tabBarItem = item
            return item
        }
        set {
            _tabBarItem = newValue
            newValue?._controller = self
            (parent as? UITabBarController)?._itemsDidChange()
        }
    }

    /// Begins an appearance transition: calls `viewWillAppear(_:)` (or `viewWillDisappear(_:)`)
    /// now and the matching "did" method at `endAppearanceTransition()`, and keeps the
    /// hierarchy's own appearance calls from calling them again as the view moves meanwhile.
    /// Nothing happens when the controller already is (or is becoming) what is asked.
    /// A container's children whose views are in its view get the same calls, after it.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if let transition = _appearanceTransition {
            guard transition.appearing != isAppearing else { return }
        } else {
            guard _isAppeared != isAppearing else { return }
        }
        _appearanceTransition = (isAppearing, animated)
        _isAppeared = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        // UIKit: NAV5 — a container forwards the transition to the children it shows.
        for child in _shownChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` began: calls
    /// `viewDidAppear(_:)` (or `viewDidDisappear(_:)`). Does nothing without one.
    public func endAppearanceTransition() {
        guard let transition = _appearanceTransition else { return }
        _appearanceTransition = nil
        if transition.appearing { viewDidAppear(transition.animated) } else { viewDidDisappear(transition.animated) }
        for child in _shownChildren { child.endAppearanceTransition() }
    }

    /// The children whose views are in the receiver's view.
    private var _shownChildren: [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Whether the receiver's view is in a visible window (so that changes of what it shows make
    /// controllers appear and disappear).
    var _isOnScreen: Bool { UIWindow._isVisible(viewIfLoaded?._cachedWindow) && _isAppeared }
}
