import Foundation

/// A push button: a tap inside sends `touchUpInside` and then `primaryActionTriggered` (C8).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// UIKit's button styles; raw values are UIKit's.
    public enum ButtonType: Int, Sendable {
        /// The styles differ only in looks, which ResponderKit does not draw: every type tracks
        /// touches and sends events the same way.
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// Fixed at creation: `custom` unless made with `init(type:)`.
    public let buttonType: ButtonType

    /// A button of `buttonType` with a zero frame; set its frame before it can be touched.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A `custom` button.
    public override init(frame: CGRect = .zero) {
        self.buttonType = .custom
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads from `coder`.
    public required init?(coder: NSCoder) {
        self.buttonType = .custom
        super.init(coder: coder)
    }

    /// A `custom` button that runs `primaryAction` on each successful tap (iOS 14), titled with
    /// the action's title for `.normal` when it has one, as UIKit's.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        _setPrimaryAction(primaryAction)
    }

    /// A button of `buttonType` that runs `primaryAction` on each successful tap (iOS 14), titled
    /// with the action's title for `.normal` when it has one, as UIKit's.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        _setPrimaryAction(primaryAction)
    }

    /// The primary action's title for `.normal`, and the action for `.primaryActionTriggered`.
    private func _setPrimaryAction(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    // MARK: Titles and images (stored and read back; ResponderKit draws nothing)

    private var _images: [UInt: UIImage] = [:]

    /// Sets the image shown in `state` (nil removes it). Stored, no effect: the button takes
    /// touches in its bounds, not where the image would be drawn.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        _images[state.rawValue] = image
    }

    /// The image for `state`, or, when none was set for it, the `.normal` one (as UIKit).
    open func image(for state: UIControl.State) -> UIImage? {
        _images[state.rawValue] ?? _images[UIControl.State.normal.rawValue]
    }

    /// The image for the current `state`.
    open var currentImage: UIImage? { image(for: state) }

    private var _titles: [UInt: String] = [:]
    private var _titleColors: [UInt: UIColor] = [:]

    /// Sets the title shown in `state` (nil removes it), as UIKit's; `responder render` and the
    /// engine do not draw it.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        _titles[state.rawValue] = title
    }

    /// The title for `state`, or, when none was set for it, the `.normal` one (as UIKit).
    open func title(for state: UIControl.State) -> String? {
        _titles[state.rawValue] ?? _titles[UIControl.State.normal.rawValue]
    }

    /// The title for the current `state`.
    open var currentTitle: String? { title(for: state) }

    /// Sets the title colour for `state` (nil removes it).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        _titleColors[state.rawValue] = color
    }

    /// The title colour for `state`, or, when none was set for it, the `.normal` one.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        _titleColors[state.rawValue] ?? _titleColors[UIControl.State.normal.rawValue]
    }

    /// The title colour for the current `state`; with none set, the tint colour for a `system`
    /// button and white for the others, as UIKit's defaults.
    open var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
    }

    /// The label that shows the title, made on first access, so that code can set its `font`,
    /// `textAlignment` or `numberOfLines`. Stored, no effect: it is not one of the button's
    /// `subviews` (UIKit adds it at layout) and its `text` is not kept in step with the titles:
    /// read `currentTitle`.
    open var titleLabel: UILabel? {
        if let label = _titleLabel { return label }
        let label = UILabel()
        _titleLabel = label
        return label
    }
    private var _titleLabel: UILabel?

    // UIKit: C8 — recommended: the primary action follows a successful tap.
    override func _touchUp(_ touch: UITouch, inside: Bool) -> Event {
        inside ? .primaryActionTriggered : []
    }

    // UIKit: C9 — a single tap is a button's own gesture.
    override func _defaultActionBeats(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer._isSingleTap
    }
}
