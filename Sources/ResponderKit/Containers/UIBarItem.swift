import Foundation

/// What the items of navigation bars, toolbars and tab bars share: a title, an image, whether
/// the item can be tapped, and a tag.
@preconcurrency @MainActor
open class UIBarItem {
    /// The title shown; nil by default.
    open var title: String? {
        didSet { _itemDidChange() }
    }
    /// The image shown; nil by default.
    open var image: UIImage? {
        didSet { _itemDidChange() }
    }
    /// A disabled item's button takes touches but sends nothing (C2). True by default.
    open var isEnabled = true {
        didSet { _itemDidChange() }
    }
    /// An integer the app picks to tell items apart; 0 by default.
    open var tag = 0
    /// A name for tests and traces; the item's button in a bar carries it too, as UIKit's does.
    open var accessibilityIdentifier: String? {
        didSet { _itemDidChange() }
    }

    /// An item with no title and no image.
    public init() {}

    /// The bar that shows the item lays it out again.
    func _itemDidChange() {}
}
