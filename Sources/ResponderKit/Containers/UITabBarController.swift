import Foundation

/// Tabs: one child controller's view shown at a time above a tab bar with a button per child
/// (TAB1–TAB5).
///
/// Its view is a `UILayoutContainerView` holding a `UITransitionView` (whose
/// `UIViewControllerWrapperView` holds the selected controller's view, full size, under the bar)
/// and the `UITabBar` at the bottom. The controllers are its children, so the selected one's
/// chain runs through the container views to this controller.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, _ContainerLayout {
    /// Asked and told about the user's taps on tabs. Not retained.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The bar; its items are the controllers' `tabBarItem`s.
    public let tabBar = UITabBar()

    let _transitionView = UITransitionView()
    let _wrapperView = UIViewControllerWrapperView()
    private var _controllers: [UIViewController] = []
    private var _selectedIndex: Int?

    /// No tabs.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar._controller = self
    }

    /// No tabs, as `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar._controller = self
    }

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        view = container
        container.addSubview(_transitionView)
        _transitionView.addSubview(_wrapperView)
        container.addSubview(tabBar)
        if let selected = selectedViewController { _wrapperView.addSubview(selected.view) }
        _layOutContainer()
    }

    // MARK: Tabs

    /// The tabs' controllers, leading first; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { _controllers.isEmpty ? nil : _controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected if it is still a tab, else the
    /// tab at the selected index (the last one if the index is past the end) is (TAB1). A
    /// controller twice in the list is a precondition failure.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let controllers = viewControllers ?? []
        for (index, controller) in controllers.enumerated() {
            precondition(
                !controllers[..<index].contains { $0 === controller },
                "setViewControllers(_:animated:): a view controller appears more than once in the tabs")
        }
        let previous = selectedViewController
        for old in _controllers where !controllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === previous, let view = old.viewIfLoaded, view._superview === _wrapperView {
                view.removeFromSuperview()
            }
            old.removeFromParent()
        }
        for new in controllers where !_controllers.contains(where: { $0 === new }) {
            addChild(new)
            new.didMove(toParent: self)
        }
        _controllers = controllers
        tabBar.setItems(controllers.map { $0.tabBarItem }, animated: false)
        let index: Int?
        if controllers.isEmpty {
            index = nil
        } else if let previous, let kept = controllers.firstIndex(where: { $0 === previous }) {
            index = kept
        } else {
            index = min(_selectedIndex ?? 0, controllers.count - 1)
        }
        _selectedIndex = nil
        _select(index, showing: previous)
    }

    /// The index of the selected tab; `NSNotFound` with no tabs. Setting it selects that tab, with
    /// no delegate call (TAB1); an index out of range is a precondition failure (TAB5).
    open var selectedIndex: Int {
        get { _selectedIndex ?? NSNotFound }
        set {
            // UIKit: TAB5
            precondition(
                _controllers.indices.contains(newValue),
                "selectedIndex: \(newValue) is out of range (the tab bar controller has \(_controllers.count) tabs)")
            _select(newValue, showing: selectedViewController)
        }
    }

    /// The selected tab's controller. Setting it selects that tab, with no delegate call (TAB1);
    /// a controller that is not one of the tabs is a precondition failure (TAB5).
    open var selectedViewController: UIViewController? {
        get { _selectedIndex.map { _controllers[$0] } }
        set {
            guard let newValue else { return }
            guard let index = _controllers.firstIndex(where: { $0 === newValue }) else {
                preconditionFailure("selectedViewController: the view controller is not one of the tabs")
            }
            _select(index, showing: selectedViewController)
        }
    }

    /// Shows tab `index` in place of `previous` (the controller shown until now).
    private func _select(_ index: Int?, showing previous: UIViewController?) {
        let next = index.map { _controllers[$0] }
        _selectedIndex = index
        tabBar.selectedItem = next?.tabBarItem
        guard next !== previous, isViewLoaded else { return }
        _ = next?.view
        let onScreen = _isOnScreen
        if onScreen {
            previous?.beginAppearanceTransition(false, animated: false)
            next?.beginAppearanceTransition(true, animated: false)
        }
        if let view = previous?.viewIfLoaded, view._superview === _wrapperView { view.removeFromSuperview() }
        if let next {
            next.view.frame = _wrapperView.bounds
            _wrapperView.addSubview(next.view)
        }
        previous?.endAppearanceTransition()
        next?.endAppearanceTransition()
    }

    /// The user tapped the tab of `item` (TAB2, TAB3).
    func _tabTapped(_ item: UITabBarItem) {
        guard let index = _controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = _controllers[index]
        // UIKit: TAB2
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        if index == _selectedIndex {
            // UIKit: TAB3
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            _select(index, showing: selectedViewController)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    func _itemsDidChange() {
        tabBar.setItems(_controllers.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    // MARK: Layout

    func _layOutContainer() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        _transitionView.frame = bounds
        _wrapperView.frame = _transitionView.bounds
        selectedViewController?.viewIfLoaded?.frame = _wrapperView.bounds
        let height = _BarMetrics.tabBarHeight + _BarMetrics.bottomInset(of: container)
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        tabBar._layOutParts()
    }
}
