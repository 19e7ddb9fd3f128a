import Foundation

/// What a tab bar shows for one tab: a title and images, and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's system tab items; raw values are UIKit's. Each carries its name as its title.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    /// The image shown while the tab is selected; the `image` when nil.
    open var selectedImage: UIImage?
    /// Text in the badge; nil (the default) shows none. Stored, no effect.
    open var badgeValue: String?

    /// The title: the one set, else the title of the controller whose `tabBarItem` this is.
    open override var title: String? {
        get { super.title ?? _controller?.title }
        set { super.title = newValue }
    }

    /// An item with no title or image.
    public override init() {
        super.init()
    }

    /// An item showing `title` and `image`, tagged `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item showing `title`, `image`, and `selectedImage` while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The system item `systemItem`, tagged `tag`.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        let name = "\(systemItem)"
        self.title = name.prefix(1).uppercased() + name.dropFirst()
        self.image = UIImage(systemName: name)
        self.tag = tag
    }

    /// The controller whose `tabBarItem` this is.
    weak var _controller: UIViewController?
    /// The bar showing the item.
    weak var _bar: UITabBar?

    override func _itemDidChange() {
        _bar?._itemsDidChange()
    }
}
