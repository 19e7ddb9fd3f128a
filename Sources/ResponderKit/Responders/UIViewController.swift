import Foundation

/// Manages a view hierarchy and sits in the responder chain just above its root view (R2, R3).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?
    /// The child controllers, in the order `addChild(_:)` added them. Children are not in the
    /// responder chain through their parent: a child's `next` is its view's superview (R3).
    public private(set) var children: [UIViewController] = []
    /// The controller this one is a child of; set by `addChild(_:)`, cleared by
    /// `removeFromParent()`. Held weakly.
    public private(set) var parent: UIViewController? {
        get { _parent }
        set { _parent = newValue }
    }
    private weak var _parent: UIViewController?
    /// The controller this one presents, if any.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, if any.
    public private(set) var presentingViewController: UIViewController? {
        get { _presentingViewController }
        set { _presentingViewController = newValue }
    }
    private weak var _presentingViewController: UIViewController?
    /// Nil by default. Traces name a controller by its title (scenes set it to the id).
    open var title: String?

    /// The screen edges at which the app's gestures take precedence over the system's: a touch
    /// that begins at such an edge is not held back by the system's screen-edge gesture. Empty by
    /// default. The window reads it from its root controller (the topmost controller that root
    /// presents, then `childForScreenEdgesDeferringSystemGestures` down), when a touch first
    /// begins near a system edge and again after
    /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose `preferredScreenEdgesDeferringSystemGestures` counts instead of this
    /// controller's; nil by default.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    /// Tells the window to read `preferredScreenEdgesDeferringSystemGestures` again: until then
    /// it keeps the edges it read last.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        viewIfLoaded?.window?._deferredSystemEdges = nil
    }

    /// The nib name given to `init(nibName:bundle:)`. ResponderKit loads no nibs: `loadView()`
    /// makes a plain view whatever the name.
    public let nibName: String?
    /// The bundle given to `init(nibName:bundle:)`.
    public let nibBundle: Bundle?

    /// A controller whose view is not loaded yet; the designated initializer, as in UIKit. Both
    /// arguments default to nil (UIKit's have no default), so that `super.init()` in a subclass's
    /// designated initializer calls this one, as it reaches `NSObject`'s `init()` and then this
    /// in UIKit.
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller read from an archive (UIKit: a storyboard). ResponderKit loads no
    /// storyboards: with a keyed coder, the controller takes the title `encode(with:)` writes
    /// (`UITitle`); its view is loaded, as any controller's, by `loadView()`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        if coder.allowsKeyedCoding, coder.containsValue(forKey: "UITitle") {
            title = coder.decodeObject(forKey: "UITitle") as? String
        }
    }

    /// Writes the title under the key `init(coder:)` reads.
    open func encode(with coder: NSCoder) {
        if let title { coder.encode(title, forKey: "UITitle") }
    }

    /// A controller whose view is not loaded yet, through `init(nibName: nil, bundle: nil)` (a
    /// subclass's override of it included): `MyViewController()` for a subclass that overrides
    /// `init(nibName:bundle:)` runs that override. Disfavored, so that `super.init()` in a
    /// subclass's designated initializer resolves to `init(nibName:bundle:)`, a designated
    /// initializer: resolved to this convenience one, Swift would compile the call and the
    /// program would then fail to link.
    @_disfavoredOverload
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    /// The root view, loaded by `loadView()` and `viewDidLoad()` on first access.
    public var view: UIView! {
        get {
            if _view == nil { _loadView() }
            return _view
        }
        set {
            if let old = _view, old._viewController === self { old._viewController = nil }
            _view = newValue
            newValue?._viewController = self
        }
    }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { _view }
    /// Whether the root view exists, without loading it.
    public var isViewLoaded: Bool { _view != nil }

    /// Creates the root view: by default a plain `UIView` of the main screen's size
    /// (`UIScreen.main.bounds`), so that `viewDidLoad()` can lay out against `view.bounds`. The
    /// window or presentation that shows the view sets its frame afterwards. Overrides set `view`
    /// and do not call super.
    open func loadView() {
        // Observed: UIKit's default root view has the main screen's bounds as its frame in
        // viewDidLoad (UIKitCompatibilityTests "the default root view has the main screen's bounds …").
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the root view was loaded.
    open func viewDidLoad() {}

    /// Called just before the root view's `layoutSubviews()`, whenever the root view is laid out
    /// (see `UIView.layoutSubviews()`).
    open func viewWillLayoutSubviews() {}
    /// Called just after the root view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Called before the root view enters a visible window (the window is shown with it, the
    /// controller is presented, or its view is added to a shown hierarchy). `animated` is false:
    /// nothing is animated.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the root view entered a visible window, right after `viewWillAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the root view leaves its visible window (it is removed, the controller is
    /// dismissed, or the window is hidden).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the root view left its visible window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the last appearance callback was `viewDidAppear(_:)`.
    var _isAppeared = false
    /// The navigation and tab bar items, made on first access (Containers/UIViewController+Containers.swift).
    var _navigationItem: UINavigationItem?
    var _tabBarItem: UITabBarItem?
    /// An appearance transition begun by `beginAppearanceTransition(_:animated:)` and not ended yet.
    var _appearanceTransition: (appearing: Bool, animated: Bool)?

    private func _loadView() {
        loadView()
        if _view == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    // MARK: Responder chain

    /// The window if this is its root view controller, else the presenting view controller, else
    /// the root view's superview (R3).
    open override var next: UIResponder? {
        // UIKit: R3
        if let window = _view?._superview as? UIWindow, window.rootViewController === self { return window }
        if let presenting = presentingViewController { return presenting }
        return _view?._superview
    }

    override var _hostWindow: UIWindow? { _view?._cachedWindow }

    // MARK: Child view controllers

    /// Adds `child` (calling its `willMove(toParent:)`); putting its view in place and calling its
    /// `didMove(toParent:)` are the caller's job, as in UIKit.
    public func addChild(_ child: UIViewController) {
        precondition(child !== self, "addChild: a view controller cannot be its own child")
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the receiver from its parent (calling its `didMove(toParent: nil)`); calling
    /// `willMove(toParent: nil)` and removing its view are the caller's job, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called by `addChild(_:)` with the new parent before the child is added; call it yourself
    /// with nil before `removeFromParent()`. The default does nothing.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called by `removeFromParent()` with nil after the child is removed; call it yourself with
    /// the parent once the child's view is in place after `addChild(_:)`. The default does nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// Presents `viewControllerToPresent` over the receiver's window, full screen.
    ///
    /// Nothing happens (and `completion` is not called) when the receiver already presents a
    /// controller or its view is in no window, as UIKit only warns in both cases.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
            let window = _view?._cachedWindow
        else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let presentedView = viewControllerToPresent.view!
        presentedView.frame = window.bounds
        window.addSubview(presentedView)
        completion?()
    }

    /// Dismisses the controller the receiver presents (and whatever that one presents), or, if it
    /// presents nothing, the receiver itself.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if presentedViewController != nil {
            _dismissPresentedChain()
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: completion)
        }
    }

    private func _dismissPresentedChain() {
        guard let presented = presentedViewController else { return }
        presented._dismissPresentedChain()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presentingViewController = nil
        presentedViewController = nil
    }
}
