import Foundation

/// What a navigation bar shows for one controller: a title and the bar button items at its two
/// ends, and the back button the next controller's bar shows.
///
/// Every change lays the bar out again when the item is the bar's top item.
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title shown in the middle of the bar; a controller's `navigationItem` follows the
    /// controller's `title` until it is set.
    open var title: String? {
        get { _title ?? _controller?.title }
        set {
            _title = newValue
            _itemDidChange()
        }
    }
    private var _title: String?
    /// A view shown in the middle in place of the title; it takes touches itself.
    open var titleView: UIView? {
        didSet { _itemDidChange() }
    }
    /// The items at the leading end, from the edge inward; replaces the back button unless
    /// `leftItemsSupplementBackButton`.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { _itemDidChange() }
    }
    /// The items at the trailing end, from the edge inward.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { _itemDidChange() }
    }
    /// The first of `leftBarButtonItems`; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `rightBarButtonItems`; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Whether the back button shows beside the left items instead of giving way to them. False
    /// by default.
    open var leftItemsSupplementBackButton = false {
        didSet { _itemDidChange() }
    }
    /// Hides the back button (and, as in UIKit, turns the back swipe off). False by default.
    open var hidesBackButton = false {
        didSet { _itemDidChange() }
    }
    /// The item the next controller's bar shows as its back button: its title (and image)
    /// count, its target and action do not (a back button pops). Nil by default.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { _itemDidChange() }
    }
    /// The back button's title when this item is under the top one (iOS 11); nil by default.
    open var backButtonTitle: String? {
        didSet { _itemDidChange() }
    }

    /// An item with no title.
    public init() {}

    /// An item titled `title`.
    public init(title: String) {
        _title = title
    }

    /// Sets the hidden state of the back button; nothing is animated.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets the leading items; nothing is animated.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items; nothing is animated.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading item; nothing is animated.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item; nothing is animated.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// The controller whose `navigationItem` this is.
    weak var _controller: UIViewController?
    /// The bar showing the item, while it is in one's stack.
    weak var _bar: UINavigationBar?

    /// The title of the back button that points back to this item (UIKit's order): the back bar
    /// button item's title, then `backButtonTitle`, then the title, then "Back".
    var _backTitle: String {
        // Observed: UIKit's back button shows the previous item's title, or "Back" when it has
        // none (and when the title is too long, which ResponderKit does not measure).
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }

    /// Whether the item hides the back button, by `hidesBackButton` or by left items that do not
    /// supplement it.
    var _replacesBackButton: Bool {
        hidesBackButton || (!(leftBarButtonItems ?? []).isEmpty && !leftItemsSupplementBackButton)
    }

    func _itemDidChange() {
        guard let bar = _bar, bar.topItem === self || bar.backItem === self else { return }
        bar._rebuildContent()
    }
}
