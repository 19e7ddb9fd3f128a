import Foundation

/// The bar at the bottom of a tab bar controller (or on its own): one `UITabBarButton` per item.
///
/// Layout (our model of UIKit's on an iPhone in portrait; DifferencesFromUIKit.md, "Tab bars"):
/// the bar is 49 pt tall, over the home indicator's 34 pt on a notched iPhone (83 pt in all);
/// the items share the width equally, and each button is its share less 2 pt on either side,
/// 48 pt tall, 1 pt below the bar's top (TAB4).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The items, leading first; nil until set.
    open var items: [UITabBarItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }
    private var _items: [UITabBarItem] = []
    /// The selected item; nil for none. Setting an item not in `items` selects none.
    open var selectedItem: UITabBarItem? {
        didSet {
            if let item = selectedItem, !_items.contains(where: { $0 === item }) { selectedItem = nil }
            _updateSelection()
        }
    }
    /// Told when a tab is tapped, when the bar is on its own. Not retained.
    open weak var delegate: (any UITabBarDelegate)?

    /// The buttons, one per item, leading first (our addition, for tools and tests).
    public private(set) var buttons: [UITabBarButton] = []
    let _background = _UIBarBackground()
    /// The tab bar controller that owns the bar, if one does.
    weak var _controller: UITabBarController?

    /// An empty bar.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(_background)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(_background)
    }

    /// Replaces the items, one button each; nothing is animated.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in _items where item._bar === self { item._bar = nil }
        _items = items ?? []
        for item in _items { item._bar = self }
        for button in buttons { button.removeFromSuperview() }
        buttons = _items.map { item in
            let button = UITabBarButton(item: item)
            button._bar = self
            return button
        }
        for button in buttons { addSubview(button) }
        if let item = selectedItem, !_items.contains(where: { $0 === item }) { selectedItem = nil }
        _layOutButtons()
        _updateSelection()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layOutParts()
    }

    /// Lays out the background and the buttons for the bar's size now.
    func _layOutParts() {
        _background.frame = bounds
        _layOutButtons()
    }

    // UIKit: TAB4
    func _layOutButtons() {
        guard !buttons.isEmpty else { return }
        let share = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: share * CGFloat(index) + 2, y: 1, width: max(0, share - 4), height: 48)
        }
    }

    func _itemsDidChange() {
        for button in buttons { button._itemDidChange() }
    }

    private func _updateSelection() {
        for button in buttons { button.isSelected = button.item === selectedItem }
    }

    /// A button was tapped: the controller decides; a bar on its own selects the item and tells
    /// its delegate.
    func _buttonTapped(_ button: UITabBarButton) {
        guard let item = button.item else { return }
        if let controller = _controller {
            controller._tabTapped(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }
}

/// Told when a tab of a tab bar on its own is tapped.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item`; it is now the selected item.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

/// One tab's button in a tab bar.
@preconcurrency @MainActor
public final class UITabBarButton: UIControl {
    /// The item it shows.
    public private(set) weak var item: UITabBarItem?
    weak var _bar: UITabBar?

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        _itemDidChange()
        addTarget(self, action: UITabBarButton._tapped, for: .touchUpInside)
    }

    /// A button with no item, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        item = nil
        super.init(coder: coder)
    }

    /// The title the button shows.
    public var title: String? { item?.title }

    func _itemDidChange() {
        isEnabled = item?.isEnabled ?? true
        if let item { accessibilityIdentifier = item.accessibilityIdentifier }
    }

    private func _tapped() {
        _bar?._buttonTapped(self)
    }
}
