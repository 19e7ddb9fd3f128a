import Foundation

/// A scroll view that shows items laid out by a `UICollectionViewFlowLayout`, asks a data source
/// for them, and lets the user highlight and select them, as UIKit's class of that name.
///
/// As a table view, it makes cells only for the items in its visible rectangle (when it lays out
/// and as the content offset moves) and reuses those that leave it; touches highlight and select
/// items in the order Apple's collection view guide documents (UICollectionView+Selection.swift,
/// rules CV*).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the
    /// item; UIKit's options. An empty set scrolls as little as shows the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout; setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            _setNeedsReload(keepingSelection: true)
        }
    }

    /// Gives the sections, items and cells. Not retained. Setting it reloads at the next layout.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { _setNeedsReload(keepingSelection: false) }
    }

    /// Whether touches select items; true by default (CV5).
    open var allowsSelection = true
    /// Whether a tap adds an item to the selection (and a tap on a selected item deselects it)
    /// instead of replacing it; false by default (CV4).
    open var allowsMultipleSelection = false
    /// Whether the collection view is editing (iOS 14); false by default. It changes only which
    /// selection properties apply.
    open var isEditing = false
    /// Whether touches select items while `isEditing`; false by default.
    open var allowsSelectionDuringEditing = false
    /// Whether touches select several items while `isEditing`; false by default.
    open var allowsMultipleSelectionDuringEditing = false

    var _geometry = FlowGeometry()
    var _needsReload = true
    var _hasPlacedContent = false
    var _isUpdatingContent = false
    var _visibleCells: [IndexPath: UICollectionViewCell] = [:]
    var _registeredClasses: [String: UICollectionViewCell.Type] = [:]
    var _reusableCells: [String: [UICollectionViewCell]] = [:]
    var _selectedItems: [IndexPath] = []
    var _itemTouch: _RowTouch?
    var _lastItemTouchOutcome: RowTouchOutcome?

    /// A collection view laid out by `layout`, with no data source.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view with a vertical flow layout, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // MARK: Cells

    /// Makes `dequeueReusableCell(withReuseIdentifier:for:)` create cells of `cellClass` (a
    /// `UICollectionViewCell` subclass, made with `init(frame:)`) when none waits for reuse under
    /// `identifier`. Nil removes the registration. Precondition: a `UICollectionViewCell` class.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            _registeredClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure(
                "register(_:forCellWithReuseIdentifier:): \(cellClass) is not a UICollectionViewCell class")
        }
        _registeredClasses[identifier] = type
    }

    /// A cell for the item at `indexPath`: one that left the screen under `identifier`, else a new
    /// one of the registered class. Precondition: a class is registered for `identifier` (UIKit
    /// raises "could not dequeue a view of kind: UICollectionElementKindCell").
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = _reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let type = _registeredClasses[identifier] else {
            preconditionFailure(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier (register(_:forCellWithReuseIdentifier:))"
            )
        }
        return type.init(_reuseIdentifier: identifier)
    }

    // MARK: Loading

    /// Reads the sections and items again and replaces every cell at the next layout (or query);
    /// the selection is cleared (CV6).
    open func reloadData() {
        _setNeedsReload(keepingSelection: false)
    }

    /// The number of sections, as last read from the data source.
    public var numberOfSections: Int {
        _loadIfNeeded()
        return _geometry.sections.count
    }

    /// The number of items in `section`; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        _loadIfNeeded()
        return _geometry.sections.indices.contains(section) ? _geometry.sections[section].itemFrames.count : 0
    }

    // MARK: Finding items

    /// The item at `point`, in the collection view's coordinates; nil between items.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        _loadIfNeeded()
        return _geometry.indexPath(at: point)
    }

    /// The item `cell` shows, if it is one of the visible cells.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        _layOutIfNeeded()
        return _visibleCells.first { $0.value === cell }?.key
    }

    /// The cell showing the item at `indexPath`, or nil if it is not visible or does not exist.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        _layOutIfNeeded()
        return _visibleCells[indexPath]
    }

    /// The cells on screen, in item order (UIKit documents no order).
    public var visibleCells: [UICollectionViewCell] {
        _layOutIfNeeded()
        return _visibleCells.keys.sorted().compactMap { _visibleCells[$0] }
    }

    /// The items on screen, in order (UIKit documents no order).
    public var indexPathsForVisibleItems: [IndexPath] {
        _layOutIfNeeded()
        return _visibleCells.keys.sorted()
    }

    /// Where the item at `indexPath` lies in the content, or nil if it does not exist.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _loadIfNeeded()
        guard _geometry.contains(indexPath) else { return nil }
        return UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: _geometry.frame(of: indexPath))
    }

    /// Scrolls so that the item shows at `scrollPosition` (an empty set: as little as shows it),
    /// within the content and its insets. Precondition: the item exists (UIKit raises "attempt to
    /// scroll to invalid index path").
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _loadIfNeeded()
        _checkItemExists(indexPath, "scrollToItem(at:at:animated:)")
        _scroll(toShow: _geometry.frame(of: indexPath), at: scrollPosition)
    }

    func _scroll(toShow rect: CGRect, at position: ScrollPosition) {
        func place(
            _ offset: CGFloat, _ min: CGFloat, _ max: CGFloat, _ length: CGFloat, start: Bool, center: Bool, end: Bool
        )
            -> CGFloat
        {
            if start { return min }
            if center { return (min + max) / 2 - length / 2 }
            if end { return max - length }
            if min < offset { return min }
            if max > offset + length { return max - length }
            return offset
        }
        var x = place(
            contentOffset.x, rect.minX, rect.maxX, bounds.width, start: position.contains(.left),
            center: position.contains(.centeredHorizontally), end: position.contains(.right))
        var y = place(
            contentOffset.y, rect.minY, rect.maxY, bounds.height, start: position.contains(.top),
            center: position.contains(.centeredVertically), end: position.contains(.bottom))
        let inset = adjustedContentInset
        x = min(max(x, -inset.left), max(contentSize.width - bounds.width + inset.right, -inset.left))
        y = min(max(y, -inset.top), max(contentSize.height - bounds.height + inset.bottom, -inset.top))
        contentOffset = CGPoint(x: x, y: y)
    }

    // MARK: Layout

    /// Loads the data if needed, sets `contentSize`, and shows cells for exactly the items in the
    /// visible rectangle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layOutContent()
    }

    /// A change of the content offset shows the items that come into sight at once; a change of
    /// size lays the items out again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            guard !_needsReload, !_isUpdatingContent else { return }
            if newValue.size != old.size {
                _setNeedsReload(keepingSelection: true)
                _layOutContent()
            } else if newValue.origin != old.origin {
                _layOutContent()
            }
        }
    }

    // MARK: Touches (the rules are in UICollectionView+Selection.swift)

    /// Follows the first touch that lands on an item while no other is followed (CV2). Other
    /// touches go up the responder chain; the followed one does not.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _itemTouchesBegan(touches, with: event)
    }

    /// The followed touch's moves change nothing; other touches go up the chain.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        _itemTouchesMoved(touches, with: event)
    }

    /// The followed touch lifting selects its item (CV2), or records why not.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _itemTouchesEnded(touches, with: event)
    }

    /// The followed touch being cancelled unhighlights its item and selects nothing (CV7).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _itemTouchesCancelled(touches, with: event)
    }

    func _forwardTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
    }
    func _forwardTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
    }
    func _forwardTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
    }
    func _forwardTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Internals

    func _setNeedsReload(keepingSelection: Bool) {
        // Observed: UIKit forgets the selection on reloadData (CV6).
        if !keepingSelection { _selectedItems = [] }
        _needsReload = true
        setNeedsLayout()
    }

    func _loadIfNeeded() {
        guard _needsReload, !_isUpdatingContent else { return }
        _isUpdatingContent = true
        defer { _isUpdatingContent = false }
        _needsReload = false
        for cell in _visibleCells.values { _enqueue(cell) }
        _visibleCells = [:]
        _hasPlacedContent = false
        _itemTouch = nil
        _geometry = collectionViewLayout._geometry(for: self)
        contentSize = _geometry.contentSize
        _selectedItems = _selectedItems.filter(_geometry.contains)
    }

    func _layOutIfNeeded() {
        guard !_isUpdatingContent else { return }
        if _needsReload || !_hasPlacedContent { _layOutContent() }
    }

    func _layOutContent() {
        guard !_isUpdatingContent else { return }
        _loadIfNeeded()
        _isUpdatingContent = true
        defer { _isUpdatingContent = false }
        let visible = _geometry.indexPaths(in: bounds)
        let keep = Set(visible)
        for (indexPath, cell) in _visibleCells where !keep.contains(indexPath) {
            _visibleCells[indexPath] = nil
            _enqueue(cell)
        }
        let selected = Set(_selectedItems)
        for indexPath in visible {
            let frame = _geometry.frame(of: indexPath)
            if let cell = _visibleCells[indexPath] {
                cell.frame = frame
                continue
            }
            guard let dataSource else { continue }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.frame = frame
            if cell.isHighlighted { cell.isHighlighted = false }
            if cell.isSelected != selected.contains(indexPath) { cell.isSelected = selected.contains(indexPath) }
            insertSubview(cell, at: 0)
            _visibleCells[indexPath] = cell
        }
        _hasPlacedContent = true
    }

    func _enqueue(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        if cell.isHighlighted { cell.isHighlighted = false }
        guard let identifier = cell.reuseIdentifier else { return }
        _reusableCells[identifier, default: []].append(cell)
    }

    var _collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    func _checkItemExists(_ indexPath: IndexPath, _ caller: String) {
        guard !_geometry.contains(indexPath) else { return }
        let path =
            indexPath.count == 2 ? "(section \(indexPath[0]), item \(indexPath[1]))" : "\(Array(indexPath))"
        let counts = _geometry.sections.map { String($0.itemFrames.count) }
        let has =
            counts.isEmpty
            ? "the collection view has no sections"
            : "the collection view has \(counts.count) section(s) of \(counts.joined(separator: ", ")) item(s)"
        preconditionFailure("\(caller): invalid index path \(path): \(has)")
    }
}
