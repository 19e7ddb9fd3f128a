import Foundation

/// One row of a table view: a view whose content goes in `contentView`, made by the table's data
/// source (usually with `dequeueReusableCell(withIdentifier:for:)`) and reused as rows scroll out
/// of sight.
///
/// The table, not the cell, decides highlight and selection: it calls `setHighlighted(_:animated:)`
/// while a finger is down on the row and `setSelected(_:animated:)` when the row is selected or
/// deselected. Override those two to react (call super, or `isHighlighted`/`isSelected` keep their
/// old values). The cell's own touch methods keep the default: they pass touches up to the table.
///
/// Subviews belong in `contentView`; the accessory view sits to its right, outside it.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The layouts of UIKit's built-in cells; raw values are UIKit's.
    public enum CellStyle: Int, Sendable {
        /// `default`: an image view and a text label; `value1`: a text label and a detail label at
        /// the right; `value2`: a detail label after a text label, no image; `subtitle`: a detail
        /// label under the text label.
        case `default`, value1, value2, subtitle
    }

    /// How a selected or highlighted cell looks; raw values are UIKit's. Stored, not drawn.
    public enum SelectionStyle: Int, Sendable {
        /// `none` draws nothing; the others draw UIKit's selection background.
        case none, blue, gray, `default`
    }

    /// UIKit's standard accessories; raw values are UIKit's. Stored, not drawn: only an
    /// `accessoryView` takes room and touches.
    public enum AccessoryType: Int, Sendable {
        /// No accessory, a chevron, an info button and chevron, a checkmark, an info button.
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The style the cell was made with; it decides which of the built-in labels exist.
    let _style: CellStyle
    /// The identifier the cell was registered or made with; nil for a cell made for one use.
    public let reuseIdentifier: String?
    /// The view the cell's content goes in: it fills the cell but for the accessory view.
    ///
    /// Made the first time it is asked for, and then added above the cell's subviews; the table
    /// asks for it when it configures a cell from `tableView(_:cellForRowAt:)` for display. A view
    /// added to the cell itself before that lies under `contentView`, which takes its touches:
    /// add subviews to `contentView` (TV17).
    public var contentView: UIView {
        if let view = _contentView { return view }
        // Observed: UIKit (iOS 14 and later) makes the content view lazily, on top (TV17).
        let view = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        _contentView = view
        addSubview(view)
        return view
    }
    private var _contentView: UIView?

    /// `default` by default. Stored, not drawn.
    open var selectionStyle: SelectionStyle = .default
    /// `none` by default. Stored, not drawn.
    open var accessoryType: AccessoryType = .none
    /// A view shown at the cell's right edge, outside `contentView`, at its own size and
    /// vertically centred; nil by default. A control put here takes its own touches.
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    private var _highlighted = false
    private var _selected = false
    private var _textLabel: UILabel?
    private var _detailTextLabel: UILabel?
    private var _imageView: UIImageView?

    /// A cell of `style`, reusable under `reuseIdentifier`; its empty `contentView` is made when
    /// first asked for.
    public init(style: CellStyle, reuseIdentifier: String?) {
        _style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    /// A `default` cell with no reuse identifier, given `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// As `init(style: .default, reuseIdentifier: nil)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        _style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    /// How a table makes a registered cell class: `init(style: .default, reuseIdentifier:)`,
    /// through a subclass's override of it. (Swift can only call a required initializer on a
    /// class it knows at run time; every subclass that overrides `init(style:reuseIdentifier:)`
    /// and `init(coder:)`, as UIKit obliges, inherits this one.)
    public required convenience init(_reuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    // MARK: The built-in content

    /// The main label, made on first use in `contentView`: nil for no style; every style has one.
    open var textLabel: UILabel? {
        if let label = _textLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        _textLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label, made on first use in `contentView`; nil in the `default` style.
    open var detailTextLabel: UILabel? {
        guard _style != .default else { return nil }
        if let label = _detailTextLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        _detailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image view at the leading edge, made on first use in `contentView`; nil in the
    /// `value2` style.
    open var imageView: UIImageView? {
        guard _style != .value2 else { return nil }
        if let view = _imageView { return view }
        let view = UIImageView()
        contentView.insertSubview(view, at: 0)
        _imageView = view
        setNeedsLayout()
        return view
    }

    // MARK: Highlight and selection

    /// Whether the cell shows as highlighted: true while a finger is down on its row (the table
    /// sets it). Setting it calls `setHighlighted(_:animated:)` with `animated` false.
    open var isHighlighted: Bool {
        get { _highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell shows as selected: its row is among the table's selected rows (the table
    /// sets it). Setting it calls `setSelected(_:animated:)` with `animated` false.
    open var isSelected: Bool {
        get { _selected }
        set { setSelected(newValue, animated: false) }
    }

    /// Sets `isHighlighted`. The table calls it when a finger comes down on the row (after the
    /// scroll view's content delay) and when the row is unhighlighted; an override that does not
    /// call super leaves `isHighlighted` unchanged.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        _highlighted = highlighted
    }

    /// Sets `isSelected`. The table calls it when the row is selected or deselected, by a touch
    /// or by `selectRow`/`deselectRow`, and when it shows the cell for a selected row; an override
    /// that does not call super leaves `isSelected` unchanged.
    open func setSelected(_ selected: Bool, animated: Bool) {
        _selected = selected
    }

    /// Called by the table just before `dequeueReusableCell` hands this cell out again. The
    /// default does nothing (UIKit's resets state such as alpha and editing); the table has
    /// already cleared the highlight and set the selection for its new row.
    open func prepareForReuse() {}

    // MARK: Layout

    /// Places the accessory view at the right edge (at its own size, vertically centred), makes
    /// `contentView` fill the rest, and lays out the built-in labels and image view inside it:
    /// an image 16 pt from the leading edge as tall as the cell minus 8 pt, the labels 16 pt from
    /// the edges (side by side for `value1` and `value2`, stacked for `subtitle`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        var contentWidth = bounds.width
        if let accessoryView {
            let size = accessoryView.bounds.size
            let x = bounds.width - 16 - size.width
            accessoryView.frame = CGRect(
                x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            contentWidth = max(x - 8, 0)
        }
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height)
        let area = contentView.bounds
        var leading: CGFloat = 16
        if let image = _imageView {
            let side = max(area.height - 8, 0)
            image.frame = CGRect(x: 16, y: 4, width: side, height: side)
            leading = side > 0 ? 16 + side + 16 : 16
        }
        let width = max(area.width - leading - 16, 0)
        switch _style {
        case .default:
            _textLabel?.frame = CGRect(x: leading, y: 0, width: width, height: area.height)
        case .value1, .value2:
            _textLabel?.frame = CGRect(x: leading, y: 0, width: width / 2, height: area.height)
            _detailTextLabel?.frame = CGRect(x: leading + width / 2, y: 0, width: width / 2, height: area.height)
        case .subtitle:
            _textLabel?.frame = CGRect(x: leading, y: 0, width: width, height: area.height * 0.55)
            _detailTextLabel?.frame = CGRect(
                x: leading, y: area.height * 0.55, width: width, height: area.height * 0.45)
        }
    }

    // MARK: Internals

    /// The table's selection state for the row the cell now shows, without calling the
    /// overridable setters when nothing changes.
    func _setHighlightedIfNeeded(_ highlighted: Bool) {
        if isHighlighted != highlighted { setHighlighted(highlighted, animated: false) }
    }

    func _setSelectedIfNeeded(_ selected: Bool) {
        if isSelected != selected { setSelected(selected, animated: false) }
    }
}
