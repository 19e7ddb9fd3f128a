import Foundation

/// A view a collection view reuses, as UIKit's class of that name: the base of its cells.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with; nil for one made by hand.
    open var reuseIdentifier: String? { _reuseIdentifier }
    var _reuseIdentifier: String?

    /// Called by the collection view just before `dequeueReusableCell` hands the view out again.
    /// The default does nothing.
    open func prepareForReuse() {}
}

/// One item of a collection view: a view whose content goes in `contentView`, made by the data
/// source with `dequeueReusableCell(withReuseIdentifier:for:)` and reused as items scroll out of
/// sight.
///
/// The collection view decides highlight and selection and sets `isHighlighted` and `isSelected`;
/// override their `didSet`-like setters (call super) to react. The cell's touch methods keep the
/// default: they pass touches up to the collection view.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in; it fills the cell.
    public let contentView: UIView

    private var _highlighted = false
    private var _selected = false

    /// A cell of `frame` with an empty `contentView`.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// As `init(frame: .zero)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        addSubview(contentView)
    }

    /// How a collection view makes a registered cell class: `init(frame: .zero)`, through a
    /// subclass's override of it. (Swift can only call a required initializer on a class it knows
    /// at run time; every subclass that overrides `init(frame:)` and `init(coder:)`, as UIKit
    /// obliges, inherits this one.)
    public required convenience init(_reuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        _reuseIdentifier = reuseIdentifier
    }

    /// Whether the cell shows as highlighted: true while a finger is down on its item (the
    /// collection view sets it). Override to react, calling super.
    open var isHighlighted: Bool {
        get { _highlighted }
        set { _highlighted = newValue }
    }

    /// Whether the cell shows as selected (the collection view sets it). Override to react,
    /// calling super.
    open var isSelected: Bool {
        get { _selected }
        set { _selected = newValue }
    }

    /// Makes `contentView` fill the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
