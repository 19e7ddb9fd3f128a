import Foundation

/// A button in a navigation bar (or a toolbar): a title, an image, a system item or a custom
/// view, that sends its action (or runs its `primaryAction`) when tapped.
///
/// A tap on the item's button, inside, sends `action` to `target` with the item as sender
/// through `UIApplication.sendAction(_:to:from:for:)` (A3); with a nil target the action goes up
/// the responder chain from the window's first responder, or, when there is none, from the
/// item's button in the bar (A4; see DifferencesFromUIKit.md, "Navigation"). A `primaryAction`
/// runs instead of the target–action pair. A `customView` is shown as it is and sends nothing
/// itself: its own controls do.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item is drawn; raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// The default.
        case plain = 0
        /// Bold: the confirming item.
        case done = 2
    }

    /// UIKit's system items; raw values are UIKit's. The ones with a word carry it as their title
    /// (`done` is "Done"); the others an image named after them.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// `plain` by default; `done` for the system items Done and Save.
    open var style: Style = .plain
    /// The width of the item's button; 0 (the default) lets the bar size it.
    open var width: CGFloat = 0 {
        didSet { _itemDidChange() }
    }
    /// A view shown in place of a button; it takes touches itself.
    open var customView: UIView? {
        didSet { _itemDidChange() }
    }
    /// The action sent when the item is tapped; nil sends nothing.
    open var action: Selector?
    /// Receives `action`; nil: the responder chain. Not retained.
    open weak var target: AnyObject?
    /// Runs when the item is tapped, in place of `target` and `action` (iOS 14).
    open var primaryAction: UIAction? {
        didSet {
            if let title = primaryAction?.title, !title.isEmpty { self.title = title }
        }
    }
    /// The system item it was made as, if any (our addition: UIKit keeps it private).
    public let systemItem: SystemItem?

    /// An item with no title, image or action.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// An item showing `title` that sends `action` to `target`.
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        super.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `image` that sends `action` to `target`.
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        super.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// The system item `systemItem` that sends `action` to `target`.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        super.init()
        _takeLooks(of: systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    /// The system item `systemItem` that runs `primaryAction` when tapped (iOS 14).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        super.init()
        _takeLooks(of: systemItem)
        self.primaryAction = primaryAction
        if title == nil, let actionTitle = primaryAction?.title, !actionTitle.isEmpty { title = actionTitle }
    }

    /// An item showing `title` and `image` that runs `primaryAction` when tapped (iOS 14); the
    /// action's title is the item's when `title` is nil.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        systemItem = nil
        super.init()
        self.primaryAction = primaryAction
        let actionTitle = primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
        self.title = title ?? actionTitle
        self.image = image
    }

    /// An item that shows `customView`.
    public init(customView: UIView) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    /// An item that sends `action` (a method of `target`, which is not retained) when tapped:
    /// `UIBarButtonItem(title: "Save", style: .done, target: self, action: EditorViewController.save)`.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> @MainActor () -> Void
    ) {
        self.init(title: title, style: style, target: nil, action: nil)
        _methodAction = _methodAction(target, action)
    }

    /// The system item `systemItem` that calls a method of `target`, which is not retained.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target,
        action: @escaping (Target) -> @MainActor () -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        _methodAction = _methodAction(target, action)
    }

    /// An item showing `image` that calls a method of `target`, which is not retained.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> @MainActor () -> Void
    ) {
        self.init(image: image, style: style, target: nil, action: nil)
        _methodAction = _methodAction(target, action)
    }

    /// An item showing `title` that calls a method of `target` taking the item as sender
    /// (`func save(_ sender: UIBarButtonItem)`); the target is not retained.
    public convenience init<Target: AnyObject, Sender: UIBarButtonItem>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void
    ) {
        self.init(title: title, style: style, target: nil, action: nil)
        _methodAction = _senderAction(target, action)
    }

    /// The system item `systemItem` that calls a method of `target` taking the item as sender.
    public convenience init<Target: AnyObject, Sender: UIBarButtonItem>(
        barButtonSystemItem systemItem: SystemItem, target: Target,
        action: @escaping (Target) -> @MainActor (Sender) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        _methodAction = _senderAction(target, action)
    }

    /// An item showing `image` that calls a method of `target` taking the item as sender.
    public convenience init<Target: AnyObject, Sender: UIBarButtonItem>(
        image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void
    ) {
        self.init(image: image, style: style, target: nil, action: nil)
        _methodAction = _senderAction(target, action)
    }

    /// A method of a target, given as a method reference (typed target–action, DESIGN decision 2).
    var _methodAction: (@MainActor () -> Bool)?

    private func _senderAction<Target: AnyObject, Sender: UIBarButtonItem>(
        _ target: Target, _ action: @escaping (Target) -> @MainActor (Sender) -> Void
    ) -> @MainActor () -> Bool {
        { [weak target, weak self] in
            guard let target, let self else { return false }
            guard let sender = self as? Sender else {
                preconditionFailure("a bar button item sent its action to a method that takes \(Sender.self)")
            }
            action(target)(sender)
            return true
        }
    }

    private func _methodAction<Target: AnyObject>(
        _ target: Target, _ action: @escaping (Target) -> @MainActor () -> Void
    ) -> @MainActor () -> Bool {
        { [weak target] in
            guard let target else { return false }
            action(target)()
            return true
        }
    }

    /// The title (or image) a system item shows, and its style.
    private func _takeLooks(of systemItem: SystemItem) {
        switch systemItem {
        case .done: (title, style) = ("Done", .done)
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: (title, style) = ("Save", .done)
        case .undo: title = "Undo"
        case .redo: title = "Redo"
        case .flexibleSpace, .fixedSpace: break
        default: image = UIImage(systemName: "\(systemItem)")
        }
    }

    /// Whether the item is a space between items rather than a button.
    var _isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The button (or custom view) that shows the item in a bar, while it is in one.
    weak var _view: UIView?

    override func _itemDidChange() {
        _view?._superview?.setNeedsLayout()
        (_view as? _UIButtonBarButton)?._itemDidChange()
    }

    /// Sends the item's action as its button does on a tap: the primary action, else the method
    /// of a typed target, else `action` to `target` (nil: up the responder chain). Returns whether
    /// something handled it.
    @discardableResult
    func _sendAction(from button: UIView?, for event: UIEvent?) -> Bool {
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
            return true
        }
        if let method = _methodAction { return method() }
        guard let action else { return false }
        let application = button?._cachedWindow?._application ?? .shared
        return application.sendAction(action, to: target, from: self, for: event)
    }
}
