import Foundation

/// UIKit's view classes, public and private, with the public class whose behaviour each has:
/// what a dump's class means for hit-testing, lint and explain. A dump prints the class a view
/// really has (`UINavigationButton`, `UITableViewLabel`); only classes outside UIKit print a
/// `baseClass` (RECURSIVE_DESCRIPTION.md §3.1), so UIKit's own private classes must be known by
/// name.
public enum UIKitClasses {
    /// Each UIKit class by name, with the public class it is (itself, for public classes) or
    /// behaves as.
    public static let table: [String: String] = {
        var table: [String: String] = [:]
        for (publicClass, names) in families {
            table[publicClass] = publicClass
            for name in names { table[name] = publicClass }
        }
        return table
    }()

    /// Public classes and the private (or less common public) classes that are, or behave as,
    /// them. Superclasses as class dumps of UIKit show them.
    static let families: KeyValuePairs<String, [String]> = [
        "UIButton": [
            "UINavigationButton", "_UIModernBarButton", "_UITableViewCellActionButton",
            "UITableViewCellDeleteConfirmationButton", "UISwipeActionStandardButton", "UIRoundedRectButton",
            "UICalloutBarButton"
        ],
        "UIControl": [
            "UITabBarButton", "_UIButtonBarButton", "UIToolbarButton", "UITableViewCellEditControl",
            "UITableViewCellReorderControl", "UIDatePicker", "UIRefreshControl", "UIColorWell"
        ],
        "UILabel": [
            "UIButtonLabel", "UITableViewLabel", "_UIBarButtonItemLabel", "UITabBarButtonLabel", "UISegmentLabel",
            "UITableViewHeaderFooterViewLabel", "_UITableViewHeaderFooterViewLabel", "UIDateLabel", "UITextFieldLabel",
            "UISearchBarTextFieldLabel"
        ],
        "UIImageView": ["_UINavigationBarBackIndicatorView", "UITabBarSwappableImageView", "UISegment"],
        "UIScrollView": [
            "UITableView", "UICollectionView", "UITableViewWrapperView", "UITableViewCellScrollView",
            "_UIQueuingScrollView", "UIWebScrollView", "_UIWebViewScrollView", "WKScrollView", "UIFieldEditor",
            "UIPickerTableView", "PDFScrollView"
        ],
        "UITextView": [],
        "UITextField": ["UISearchBarTextField", "UISearchTextField"],
        "UISwitch": [],
        "UISlider": [],
        "UISegmentedControl": [],
        "UIStepper": [],
        "UIPageControl": [],
        "UIWindow": [
            "UITextEffectsWindow", "UITextEffectsWindowHosted", "UIRemoteKeyboardWindow",
            "UIRemoteKeyboardWindowHosted", "UIStatusBarWindow",
            "_UIAlertControllerShimPresenterWindow",
            "UIAutoRotatingWindow", "_UIInteractiveHighlightEffectWindow", "UIApplicationRotationFollowingWindow",
            "_UIHostedWindow"
        ],
        // Classes the engine has no behaviour of its own for: they route touches as any view
        // does (a cell, a bar, a container).
        "UIView": [
            "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
            "UITableViewCellContentView", "_UITableViewCellSeparatorView", "UITableViewCellDeleteConfirmationView",
            "_UITableViewCellSwipeContainerView", "UIStackView", "UINavigationBar", "UIToolbar", "UITabBar",
            "UISearchBar", "UIVisualEffectView", "UITransitionView", "UIDropShadowView", "UILayoutContainerView",
            "UINavigationTransitionView", "UIViewControllerWrapperView", "_UIBarBackground",
            "_UINavigationBarContentView", "_UIButtonBarStackView", "_UILayoutGuide", "UIInputSetContainerView",
            "UIInputSetHostView", "_UIScrollViewScrollIndicator", "UIActivityIndicatorView", "UIProgressView",
            "UIPickerView", "UIWebView", "WKWebView", "WKContentView", "UIWebBrowserView",
            "_UIVisualEffectBackdropView",
            "_UIVisualEffectFilterView", "_UIVisualEffectContentView", "UINavigationItemView", "_UITextContainerView",
            "_UITextLayoutView", "_UITextLayoutCanvasView", "_UITextLayoutFragmentView"
        ]
    ]

    /// The classes the engine builds, each the behaviour of every class that maps to it.
    static let engineClasses: Set<String> = [
        "UIView", "UILabel", "UIImageView", "UIControl", "UIButton", "UITextField", "UITextView", "UIScrollView",
        "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl"
    ]

    /// The public class `name` is or behaves as, if UIKit has a class of that name.
    public static func publicClass(of name: String) -> String? { table[name] }

    /// The engine class a view printed as `className` (with `baseClass`, when printed) is built
    /// as: its own class or its `baseClass` looked up in the table, else `UIView`. A window
    /// class is a view here; windows are only ever the top of a dump.
    static func engineClass(of className: String, baseClass: String?) -> String {
        for name in [className, baseClass].compactMap({ $0 }) {
            if let known = table[name] { return known == "UIWindow" ? "UIView" : known }
        }
        return "UIView"
    }

    /// UIKit's private windows that take no touch of their own: `UIAutoRotatingWindow` and its
    /// subclasses, the keyboard's and text effects' windows, return nil from `hitTest(_:with:)`
    /// where UIKit's would return the window itself, so a touch where none of their views is
    /// goes to the windows behind (Documentation/DifferencesFromUIKit.md cites the sources).
    static let passThroughWindows: Set<String> = [
        "UIAutoRotatingWindow", "UITextEffectsWindow", "UITextEffectsWindowHosted", "UIRemoteKeyboardWindow",
        "UIRemoteKeyboardWindowHosted"
    ]

    /// The level UIKit gives a private window, used when the dump does not print one: the
    /// remote keyboard's window sits at 10,000,001, above alerts; the text effects window, which
    /// held the keyboard before iOS 9 and holds its callouts since, at 1, just above the
    /// application's windows.
    static let defaultLevels: [String: Double] = [
        "UIRemoteKeyboardWindow": 10_000_001, "UIRemoteKeyboardWindowHosted": 10_000_001,
        "UITextEffectsWindow": 1, "UITextEffectsWindowHosted": 1
    ]

    /// The keyboard's containers, which fill their window: inside only where an interactive
    /// subview is, and never the hit view themselves, so the keyboard's window lets through every
    /// touch outside the keyboard.
    static let passThroughViews: Set<String> = ["UIInputSetContainerView", "UIInputSetHostView"]

    /// Whether a view printed as `className` (with `baseClass`) is a table view.
    static func isTableView(_ className: String, baseClass: String?) -> Bool {
        className == "UITableView" || baseClass == "UITableView"
    }

    /// Whether a view printed as `className` (with `baseClass`) is a table's cell.
    static func isTableCell(_ className: String, baseClass: String?) -> Bool {
        className == "UITableViewCell" || baseClass == "UITableViewCell"
    }

    /// Whether a view printed as `className` (with `baseClass`) is a collection view.
    static func isCollectionView(_ className: String, baseClass: String?) -> Bool {
        className == "UICollectionView" || baseClass == "UICollectionView"
    }

    /// Whether a view printed as `className` (with `baseClass`) is a collection view's cell.
    static func isCollectionCell(_ className: String, baseClass: String?) -> Bool {
        className == "UICollectionViewCell" || baseClass == "UICollectionViewCell"
    }

    /// Whether a view printed as `className` (with `baseClass`) is a table's section header or
    /// footer.
    static func isTableHeaderFooter(_ className: String, baseClass: String?) -> Bool {
        className == "UITableViewHeaderFooterView" || baseClass == "UITableViewHeaderFooterView"
    }

    /// Whether a view printed as `className` (with `baseClass`) is a window.
    static func isWindow(_ className: String, baseClass: String?) -> Bool {
        table[className] == "UIWindow" || baseClass.map { table[$0] == "UIWindow" } == true
    }
}
