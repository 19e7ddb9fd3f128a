import Foundation

// The views UIKit's container controllers build around their children's views, under UIKit's
// (private) class names, so that a hierarchy built here reads as a device's `recursiveDescription`
// does (Documentation/SceneFormat.md, "Containers"):
//
//     UILayoutContainerView                  a navigation or tab bar controller's view
//       UINavigationTransitionView           (navigation) clips the pages as they slide
//         UIViewControllerWrapperView        holds the top controller's view
//       UINavigationBar
//       UITransitionView                     (tab bar) holds the selected tab
//         UIViewControllerWrapperView
//       UITabBar

/// The root view of a `UINavigationController` or a `UITabBarController`; it lays out the
/// controller's bar and content whenever it is laid out.
@preconcurrency @MainActor
public final class UILayoutContainerView: UIView {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        (_viewController as? _ContainerLayout)?._layOutContainer()
    }

    /// The bars clear the status bar and the home indicator of the window the view is now in.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        (_viewController as? _ContainerLayout)?._layOutContainer()
    }
}

/// A navigation controller's pages' view: it clips the pages as they slide in and out.
@preconcurrency @MainActor
public final class UINavigationTransitionView: UIView {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Holds a contained controller's view, filling its superview.
@preconcurrency @MainActor
public final class UIViewControllerWrapperView: UIView {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A bar's background, which extends under the status bar; it takes no touches.
@preconcurrency @MainActor
public final class _UIBarBackground: UIView {
    public override class var isUserInteractionEnabledByDefault: Bool { false }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A container controller that lays out its own views when its root view is laid out.
@MainActor
protocol _ContainerLayout: AnyObject {
    func _layOutContainer()
}

/// The sizes of the system's bars on an iPhone in portrait (our model of them).
enum _BarMetrics {
    // Observed: a navigation bar is 44 pt tall under a 20-pt status bar on an iPhone with a home
    // button (a 375 × 667 dump has the bar's shadow at y = 64) and a 44-pt one on an iPhone
    // with a notch (a 414 × 896 dump's table view is inset 88 pt at the top and 83 at the
    // bottom: a 49-pt tab bar over a 34-pt home indicator). Pinned by NavigationTests.
    static let navigationBarHeight: CGFloat = 44
    static let tabBarHeight: CGFloat = 49

    /// The status bar's height on a screen `height` points tall: 44 on the notched phones
    /// (812 pt and taller), 20 on the others.
    static func statusBarHeight(screenHeight height: CGFloat) -> CGFloat { height >= 812 ? 44 : 20 }
    /// The home indicator's inset at the bottom of a screen `height` points tall.
    static func homeIndicatorHeight(screenHeight height: CGFloat) -> CGFloat { height >= 812 ? 34 : 0 }

    /// How far a bar at the top of `view` must sit below its top to clear the status bar: the
    /// status bar's height less how far down the window the view starts (a view in no window is
    /// taken to be at the top of the main screen).
    @MainActor
    static func topInset(of view: UIView) -> CGFloat {
        guard let window = view.window else { return statusBarHeight(screenHeight: UIScreen.main.bounds.height) }
        let top = view.convert(CGPoint.zero, to: window).y
        return max(0, statusBarHeight(screenHeight: window.bounds.height) - top)
    }

    /// How far the bottom of `view` reaches into the home indicator's inset.
    @MainActor
    static func bottomInset(of view: UIView) -> CGFloat {
        guard let window = view.window else { return homeIndicatorHeight(screenHeight: UIScreen.main.bounds.height) }
        let bottom = view.convert(CGPoint(x: 0, y: view.bounds.height), to: window).y
        return max(0, homeIndicatorHeight(screenHeight: window.bounds.height) - (window.bounds.height - bottom))
    }
}
