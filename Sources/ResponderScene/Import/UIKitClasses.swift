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
            "UITextEffectsWindow", "UIRemoteKeyboardWindow", "UIStatusBarWindow",
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

    /// Whether a view printed as `className` (with `baseClass`) is a window.
    static func isWindow(_ className: String, baseClass: String?) -> Bool {
        table[className] == "UIWindow" || baseClass.map { table[$0] == "UIWindow" } == true
    }
}
