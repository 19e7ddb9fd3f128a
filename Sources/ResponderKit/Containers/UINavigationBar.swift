import Foundation

/// The bar at the top of a navigation controller (or on its own): the top item's title in the
/// middle, its bar button items at the ends, and a back button at the leading end when an item
/// lies under the top one.
///
/// Layout (our model of UIKit's, on an iPhone in portrait; DifferencesFromUIKit.md,
/// "Navigation"): the bar is 44 pt tall; its content view (`_UINavigationBarContentView`) fills
/// it and holds one `_UIButtonBarButton` per item, 44 pt tall, the leading ones from x = 8
/// inward (the back button first), the trailing ones from 8 pt before the trailing edge inward
/// (`rightBarButtonItems[0]` outermost), 8 pt apart. A button is as wide as the item's `width`,
/// else its title (8.5 pt a character) plus 16 pt, its image plus 22 pt, or, for the back button,
/// the title plus 36 pt; never narrower than 44 pt. A custom view keeps its size and is centred
/// vertically. The title is a label centred in the bar that takes no touches; a `titleView` is
/// centred at its own size. Buttons take touches in their frames; nothing else in the bar
/// handles a touch, so a touch between them goes up the responder chain from the bar.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The items, bottom to top; nil until items are set.
    open var items: [UINavigationItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }
    private var _items: [UINavigationItem] = []

    /// The last item: the one the bar shows.
    open var topItem: UINavigationItem? { _items.last }
    /// The item under the top one: its title is the back button's.
    open var backItem: UINavigationItem? { _items.count > 1 ? _items[_items.count - 2] : nil }

    /// Whether the bar is translucent; stored, no effect (the pages always extend under the bar).
    open var isTranslucent = true

    /// The view that holds the buttons and the title.
    let _contentView = _UINavigationBarContentView()
    let _background = _UIBarBackground()
    /// The navigation controller that owns the bar, if one does: its back button pops it.
    weak var _controller: UINavigationController?

    /// An empty bar.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        _addParts()
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _addParts()
    }

    private func _addParts() {
        addSubview(_background)
        addSubview(_contentView)
        _contentView._bar = self
    }

    /// Replaces the items; nothing is animated.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in _items where item._bar === self { item._bar = nil }
        _items = items ?? []
        for item in _items { item._bar = self }
        _rebuildContent()
    }

    /// Puts `item` on top; nothing is animated. An item already in the bar's stack is a
    /// precondition failure, as UIKit raises an exception.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        precondition(
            !_items.contains { $0 === item }, "pushItem(_:animated:): the item is already in the navigation bar's stack"
        )
        setItems(_items + [item], animated: animated)
    }

    /// Removes the top item and returns it; nil when the bar holds none.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = _items.last else { return nil }
        setItems(Array(_items.dropLast()), animated: animated)
        return top
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layOutParts()
    }

    /// Lays out the background, the content view and the items for the bar's size now.
    func _layOutParts() {
        let statusBar = frame.minY > 0 ? frame.minY : 0
        _background.frame = CGRect(x: 0, y: -statusBar, width: bounds.width, height: bounds.height + statusBar)
        _contentView.frame = bounds
        _contentView._layOutItems()
    }

    /// The back button was tapped: the controller pops, or a bar on its own pops its top item.
    func _backButtonTapped() {
        if let controller = _controller {
            controller.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    /// Makes the content view's buttons and title anew for the top item, and lays them out.
    func _rebuildContent() {
        _contentView._rebuild(top: topItem, back: backItem)
        _contentView.frame = bounds
        _contentView._layOutItems()
    }

    /// The bar's buttons, leading ones first (the back button first of all), then trailing ones
    /// from the edge inward (our addition, for tools and tests).
    public var buttons: [UIView] { _contentView._leading + _contentView._trailing }
}

/// The navigation bar's content: its buttons and its title.
@preconcurrency @MainActor
public final class _UINavigationBarContentView: UIView {
    weak var _bar: UINavigationBar?
    /// The back button, then the left items' views, from the leading edge inward.
    var _leading: [UIView] = []
    /// The right items' views, from the trailing edge inward.
    var _trailing: [UIView] = []
    /// The title label or the title view.
    var _title: UIView?
    /// The gap a fixed space leaves, by view (spaces have no view).
    private var _gaps: [(after: Int, width: CGFloat, trailing: Bool)] = []

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func _rebuild(top: UINavigationItem?, back: UINavigationItem?) {
        for view in _leading + _trailing + [_title].compactMap({ $0 }) { view.removeFromSuperview() }
        _leading = []
        _trailing = []
        _title = nil
        _gaps = []
        guard let top else { return }
        if let back, !top._replacesBackButton {
            let button = _UIButtonBarButton(item: nil, backTitle: back._backTitle)
            button._bar = _bar
            _leading.append(button)
        }
        for item in top.leftBarButtonItems ?? [] { _append(item, trailing: false) }
        for item in top.rightBarButtonItems ?? [] { _append(item, trailing: true) }
        if let titleView = top.titleView {
            _title = titleView
        } else if let text = top.title {
            let label = UILabel()
            label.text = text
            label.font = .boldSystemFont(ofSize: 17)
            _title = label
        }
        if let title = _title { addSubview(title) }
        for view in _leading + _trailing { addSubview(view) }
    }

    private func _append(_ item: UIBarButtonItem, trailing: Bool) {
        if item._isSpace {
            let count = trailing ? _trailing.count : _leading.count
            _gaps.append((count, item.systemItem == .fixedSpace ? item.width : 0, trailing))
            return
        }
        let view: UIView
        if let custom = item.customView {
            view = custom
        } else {
            let button = _UIButtonBarButton(item: item, backTitle: nil)
            button._bar = _bar
            view = button
        }
        item._view = view
        if trailing { _trailing.append(view) } else { _leading.append(view) }
    }

    /// The extra gap before the view at `index` of one end.
    private func _gap(before index: Int, trailing: Bool) -> CGFloat {
        _gaps.filter { $0.after == index && $0.trailing == trailing }.reduce(0) { $0 + $1.width }
    }

    func _layOutItems() {
        let height = bounds.height
        var x: CGFloat = 8
        for (index, view) in _leading.enumerated() {
            x += _gap(before: index, trailing: false)
            let size = _UIButtonBarButton._size(of: view, height: height)
            view.frame = CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + 8
        }
        var maxX = bounds.width - 8
        for (index, view) in _trailing.enumerated() {
            maxX -= _gap(before: index, trailing: true)
            let size = _UIButtonBarButton._size(of: view, height: height)
            view.frame = CGRect(
                x: maxX - size.width, y: (height - size.height) / 2, width: size.width, height: size.height)
            maxX -= size.width + 8
        }
        if let title = _title {
            let size: CGSize
            if let label = title as? UILabel {
                size = CGSize(width: _UIButtonBarButton._textWidth(label.text ?? ""), height: 22)
            } else {
                size = title.bounds.size
            }
            title.frame = CGRect(
                x: (bounds.width - size.width) / 2, y: (height - size.height) / 2, width: size.width,
                height: size.height)
        }
    }
}

/// A bar button item's button (or the back button) in a navigation bar.
@preconcurrency @MainActor
public final class _UIButtonBarButton: UIControl {
    /// The item it shows; nil for the back button.
    public private(set) weak var item: UIBarButtonItem?
    /// The back button's title; nil for an item's button.
    public let backTitle: String?
    /// Whether this is the bar's back button.
    public var isBackButton: Bool { backTitle != nil }
    weak var _bar: UINavigationBar?

    init(item: UIBarButtonItem?, backTitle: String?) {
        self.item = item
        self.backTitle = backTitle
        super.init(frame: .zero)
        _itemDidChange()
        addTarget(self, action: _UIButtonBarButton._tapped, for: .touchUpInside)
    }

    /// As `init(item: nil, backTitle: nil)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        item = nil
        backTitle = nil
        super.init(coder: coder)
    }

    /// The title the button shows.
    public var title: String? { backTitle ?? item?.title }

    func _itemDidChange() {
        isEnabled = item?.isEnabled ?? true
        if let item { accessibilityIdentifier = item.accessibilityIdentifier }
    }

    private func _tapped(_ sender: _UIButtonBarButton, _ event: UIEvent?) {
        if isBackButton {
            _bar?._backButtonTapped()
        } else {
            item?._sendAction(from: self, for: event)
        }
    }

    // Observed: UIKit does not document its bar metrics; see UINavigationBar's comment and
    // DifferencesFromUIKit.md, "Navigation".
    /// The width the text takes at 17 pt: 8.5 pt a character.
    static func _textWidth(_ text: String) -> CGFloat { (CGFloat(text.count) * 8.5).rounded(.up) }

    /// The size of an item's view in a bar `height` tall.
    static func _size(of view: UIView, height: CGFloat) -> CGSize {
        guard let button = view as? _UIButtonBarButton else { return view.bounds.size }
        if let back = button.backTitle { return CGSize(width: max(44, _textWidth(back) + 36), height: height) }
        guard let item = button.item else { return CGSize(width: 44, height: height) }
        if item.width > 0 { return CGSize(width: item.width, height: height) }
        var width: CGFloat = 0
        if let title = item.title, !title.isEmpty {
            width = _textWidth(title) + 16
        } else if let image = item.image {
            width = image.size.width + 22
        }
        return CGSize(width: max(44, width), height: height)
    }
}
