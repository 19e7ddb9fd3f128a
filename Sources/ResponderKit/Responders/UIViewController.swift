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
    /// The controller this one presents, or, when it presents none, the one an ancestor presents
    /// (a child of a presenting navigation controller reads its sheet). Set from the call to
    /// `present(_:animated:completion:)` until the dismissal ends (PRES1).
    public var presentedViewController: UIViewController? {
        _presentedViewController ?? parent?.presentedViewController
    }
    /// The controller that presented this one, or, when it was not presented, the one that
    /// presented its nearest presented ancestor (PRES1).
    public var presentingViewController: UIViewController? {
        _presentingViewController ?? parent?.presentingViewController
    }
    var _presentedViewController: UIViewController?
    weak var _presentingViewController: UIViewController?
    /// How `present(_:animated:completion:)` shows the controller; `.automatic` by default, which
    /// UIKit resolves to a page sheet (PRES2).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether a sheet refuses the person's attempts to dismiss it (a tap on the dimming view, the
    /// pull-down pan) while it is on screen; false by default (PRES6).
    open var isModalInPresentation = false
    /// Whether an `.overCurrentContext` presentation from this controller or a descendant covers
    /// this controller's view (and nothing else); false by default (PRES3).
    open var definesPresentationContext = false
    /// The presentation controller, made on first access (or by `present`) for the style asked then.
    var _presentationController: UIPresentationController?
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
        if let presenting = _presentingViewController { return presenting }
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

    /// Presents `viewControllerToPresent` as its `modalPresentationStyle` says, from the
    /// controller that presents for the receiver: for `.overCurrentContext` the nearest ancestor
    /// (the receiver included) that `definesPresentationContext`, else the root of the
    /// receiver's parent chain (PRES1–PRES4). Animated, the presented view slides up on the
    /// application's clock (`UIPresentationController.transitionDuration`) and `completion` runs
    /// when it ends; otherwise `completion` runs before this returns.
    ///
    /// Nothing happens (and `completion` is not called) when the receiver's view is in no window
    /// or the receiver (or an ancestor) already presents a controller, as UIKit only logs a
    /// warning in both cases (PRES8). Presenting a controller that is already presented, that has
    /// a parent, or the receiver itself is a precondition failure, as UIKit raises an exception.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller the receiver (or an ancestor) presents, with whatever that one
    /// presents; or, when it presents none, asks the controller that presented it (PRES5).
    /// Animated, the presented view slides down on the application's clock and `completion` runs
    /// when it ends; otherwise at once. A dismissal in code tells the presentation controller's
    /// delegate nothing (PRES7).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }
}
