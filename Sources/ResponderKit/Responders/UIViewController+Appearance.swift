import Foundation

// The appearance callbacks (`viewWillAppear(_:)` … `viewDidDisappear(_:)`): a controller appears
// when its root view enters a visible window (the window's root view controller when the window is
// shown, a presented controller when it is presented, a child whose view is added to a visible
// hierarchy) and disappears when the view leaves it or the window is hidden. Nothing is animated,
// so `animated` is always false and the "did" callback follows the "will" one within the same call.

extension UIViewController {
    /// Calls `viewWillAppear(_:)` (or `viewWillDisappear(_:)`) on each controller whose state changes.
    static func _appearanceWillChange(_ controllers: [UIViewController], appearing: Bool) {
        for controller in controllers where controller._isAppeared != appearing {
            if appearing { controller.viewWillAppear(false) } else { controller.viewWillDisappear(false) }
        }
    }

    /// Calls `viewDidAppear(_:)` (or `viewDidDisappear(_:)`) on each controller whose state
    /// changes, and records the new state.
    static func _appearanceDidChange(_ controllers: [UIViewController], appearing: Bool) {
        for controller in controllers where controller._isAppeared != appearing {
            controller._isAppeared = appearing
            if appearing { controller.viewDidAppear(false) } else { controller.viewDidDisappear(false) }
        }
    }
}

extension UIView {
    /// The controllers whose root views are in the receiver's subtree, parents before children.
    func _controllersInSubtree() -> [UIViewController] {
        var controllers: [UIViewController] = []
        _forEachInSubtree { view in
            if let controller = view._viewController, controller.viewIfLoaded === view {
                controllers.append(controller)
            }
        }
        return controllers
    }
}

extension UIWindow {
    /// Whether views in `window` are on screen: it exists and is not hidden.
    static func _isVisible(_ window: UIWindow?) -> Bool { window.map { !$0.isHidden } ?? false }
}
