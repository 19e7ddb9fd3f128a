import Foundation

/// A scroll view that shows rows in sections, asks a data source for them, and lets the user
/// highlight and select them, as UIKit's class of that name.
///
/// Rows have fixed heights (`rowHeight` or the delegate's `tableView(_:heightForRowAt:)`); the
/// table makes cells only for the rows in its visible rectangle, when it lays out and as the
/// content offset moves, and puts the cells that leave it in a queue for
/// `dequeueReusableCell(withIdentifier:for:)`. The data is read when the table first lays out
/// (or a query needs it) and again after `reloadData()`.
///
/// Selection follows touches as UIKit's does (UITableView+Selection.swift, rules TV*): a row is
/// highlighted while a finger is down on it and selected when the finger lifts, unless its
/// touch is taken by a recognizer, by the table's own pan, or by a control in the cell.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look; raw values are UIKit's. `grouped` and `insetGrouped` give sections a
    /// header and a footer even without titles (18 pt each by default).
    public enum Style: Int, Sendable {
        /// `plain`: rows edge to edge; `grouped`: sections set apart; `insetGrouped`: grouped,
        /// with rounded sections inset from the edges (drawn as `grouped`).
        case plain, grouped, insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put the
    /// row; raw values are UIKit's.
    public enum ScrollPosition: Int, Sendable {
        /// `none`: scroll as little as shows the row; `top`, `middle`, `bottom`: that edge of
        /// the visible rectangle.
        case none, top, middle, bottom
    }

    /// The value that asks a height to follow the content: UIKit's is -1. ResponderKit does not
    /// size rows to their content (DifferencesFromUIKit.md): an automatic row is 44 pt, and an
    /// automatic header or footer is 28 pt with a title or view (38 pt grouped), else 0 (18 pt
    /// grouped).
    public static let automaticDimension: CGFloat = -1

    /// The style the table was made with.
    public let style: Style

    /// Gives the sections, rows and cells. Not retained. Setting it reloads the data at the next
    /// layout.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { _setNeedsReload() }
    }

    /// The height of every row whose delegate gives none; `automaticDimension` (44 pt) by
    /// default. Changing it reloads the heights at the next layout.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { _setNeedsReload() }
    }
    /// The height of every section header whose delegate gives none; `automaticDimension`.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { _setNeedsReload() }
    }
    /// The height of every section footer whose delegate gives none; `automaticDimension`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { _setNeedsReload() }
    }

    /// A view above the first section, as wide as the table, at its own height; nil by default.
    open var tableHeaderView: UIView? {
        didSet { _replaceTableView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as wide as the table, at its own height; nil by default.
    open var tableFooterView: UIView? {
        didSet { _replaceTableView(oldValue, with: tableFooterView) }
    }

    /// Whether touches select rows; true by default. False: no row is highlighted or selected
    /// by a touch (TV5). `selectRow` still selects.
    open var allowsSelection = true
    /// Whether a tap on a row adds it to the selection (and a tap on a selected row deselects
    /// it) instead of replacing the selection; false by default (TV8).
    open var allowsMultipleSelection = false
    /// Whether touches select rows while `isEditing`; false by default (TV6).
    open var allowsSelectionDuringEditing = false
    /// Whether touches select several rows while `isEditing`; false by default.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode; false by default. Editing shows no controls here
    /// (no delete or reorder controls are modelled); it changes which selection properties apply.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var _isEditing = false

    /// Enters or leaves editing mode. Leaving it keeps the selection; entering it with
    /// `allowsSelectionDuringEditing` false clears the selection, as UIKit does.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _isEditing = editing
        // Observed: UIKit deselects every row when editing begins without selection during
        // editing (pinned by "TV5 TV6: without allowsSelection, or editing without …").
        if editing && !allowsSelectionDuringEditing && !allowsMultipleSelectionDuringEditing { _deselectAll() }
    }

    // MARK: State

    /// Where every row lies; valid when `_needsReload` is false.
    var _layout = TableLayout()
    var _needsReload = true
    /// The cells on screen, by row.
    var _visibleCells: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views on screen, by section, with the views the delegate gave before
    /// they were needed (while measuring an automatic height).
    var _headerViews: [Int: UIView] = [:]
    var _footerViews: [Int: UIView] = [:]
    var _pendingHeaderViews: [Int: UIView] = [:]
    var _pendingFooterViews: [Int: UIView] = [:]
    var _headerTitles: [Int: String] = [:]
    var _footerTitles: [Int: String] = [:]
    /// Registered cell classes and the cells waiting for reuse, by identifier.
    var _registeredClasses: [String: UITableViewCell.Type] = [:]
    var _reusableCells: [String: [UITableViewCell]] = [:]
    /// The selected rows, in the order they were selected.
    var _selectedRows: [IndexPath] = []
    /// The touch following a row, from touch-down to lift (UITableView+Selection.swift).
    var _rowTouch: _RowTouch?
    /// The outcome of the last touch the table followed on a row.
    var _lastRowTouchOutcome: RowTouchOutcome?
    /// Set while the table asks its data source and delegate, so that a query they make does not
    /// start another load.
    var _isUpdatingContent = false

    // MARK: Creating

    /// A table of `style`, with no data source: it shows no rows until given one.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        // Observed: a table bounces vertically even when its rows fit (UIKit sets
        // alwaysBounceVertical on tables), so a vertical drag on a row is a pan (TV10).
        alwaysBounceVertical = true
    }

    /// A `plain` table.
    public override convenience init(frame: CGRect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    /// A `plain` table, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    // MARK: Cells

    /// Makes `dequeueReusableCell(withIdentifier:for:)` create cells of `cellClass` (a
    /// `UITableViewCell` subclass, made with `init(style: .default, reuseIdentifier:)`) when none
    /// waits for reuse under `identifier`. Nil removes the registration.
    /// Precondition: `cellClass` is nil or a `UITableViewCell` class.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            _registeredClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            preconditionFailure("register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell class")
        }
        _registeredClasses[identifier] = type
    }

    /// A cell for the row at `indexPath`: one that left the screen under `identifier`, else a new
    /// one of the registered class. Call it from `tableView(_:cellForRowAt:)`.
    /// Precondition: a class is registered for `identifier` (UIKit raises "unable to dequeue a
    /// cell with identifier").
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = _dequeueWaitingCell(withIdentifier: identifier) { return cell }
        guard let type = _registeredClasses[identifier] else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier (register(_:forCellReuseIdentifier:))"
            )
        }
        return type.init(_reuseIdentifier: identifier)
    }

    /// A cell that left the screen under `identifier`, else a new one of the registered class,
    /// else nil (the data source then makes one).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = _dequeueWaitingCell(withIdentifier: identifier) { return cell }
        return _registeredClasses[identifier].map { $0.init(_reuseIdentifier: identifier) }
    }

    private func _dequeueWaitingCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = _reusableCells[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    // MARK: Loading

    /// Reads the sections, rows and heights again and replaces every cell, header and footer at
    /// the next layout (or query). The selection is cleared, as UIKit's reload clears it.
    open func reloadData() {
        // Observed: UIKit forgets the selection on reloadData (pinned by "reloadData clears the
        // selection and asks for the cells again").
        _selectedRows = []
        _setNeedsReload()
    }

    /// The number of sections, as last read from the data source.
    public var numberOfSections: Int {
        _loadIfNeeded()
        return _layout.sections.count
    }

    /// The number of rows in `section`, as last read; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        _loadIfNeeded()
        return _layout.sections.indices.contains(section) ? _layout.sections[section].rowCount : 0
    }

    // MARK: Geometry

    /// The rectangle of the row at `indexPath`, in the table's coordinates (its content).
    /// Precondition: the row exists (UIKit raises "request for rect at invalid index path").
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        _loadIfNeeded()
        _checkRowExists(indexPath, "rectForRow(at:)")
        return _layout.rect(forRowAt: indexPath, width: bounds.width)
    }

    /// The rectangle of `section`: its header, rows and footer. Precondition: the section exists.
    public func rect(forSection section: Int) -> CGRect {
        let part = _section(section, "rect(forSection:)")
        return CGRect(x: 0, y: part.top, width: bounds.width, height: part.bottom - part.top)
    }

    /// The rectangle of `section`'s header. Precondition: the section exists.
    public func rectForHeader(inSection section: Int) -> CGRect {
        let part = _section(section, "rectForHeader(inSection:)")
        return CGRect(x: 0, y: part.top, width: bounds.width, height: part.headerHeight)
    }

    /// The rectangle of `section`'s footer. Precondition: the section exists.
    public func rectForFooter(inSection section: Int) -> CGRect {
        let part = _section(section, "rectForFooter(inSection:)")
        return CGRect(x: 0, y: part.footerTop, width: bounds.width, height: part.footerHeight)
    }

    /// The row at `point`, in the table's coordinates; nil over a header, a footer, or space
    /// outside every row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        _loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return _layout.indexPath(at: point.y)
    }

    /// The rows that meet `rect`, in order; nil if there are none, as UIKit's.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        _loadIfNeeded()
        guard rect.maxX > 0, rect.minX < bounds.width else { return nil }
        let rows = _layout.indexPaths(from: rect.minY, to: rect.maxY)
        return rows.isEmpty ? nil : rows
    }

    /// The row `cell` shows, if it is one of the visible cells.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        _layOutIfNeeded()
        return _visibleCells.first { $0.value === cell }?.key
    }

    /// The cell showing the row at `indexPath`, or nil if the row is not visible or does not
    /// exist (UIKit's answer for both).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        _layOutIfNeeded()
        return _visibleCells[indexPath]
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        _layOutIfNeeded()
        return _visibleCells.keys.sorted().compactMap { _visibleCells[$0] }
    }

    /// The rows on screen, in order (an empty array when there are none; optional as UIKit's).
    public var indexPathsForVisibleRows: [IndexPath]? {
        _layOutIfNeeded()
        return _visibleCells.keys.sorted()
    }

    /// Scrolls so that the row at `indexPath` shows at `scrollPosition` (with `none`, as little
    /// as shows it whole), within the content and its insets. There is no animation.
    /// Precondition: the row exists (UIKit raises "attempt to scroll to invalid index path").
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _loadIfNeeded()
        _checkRowExists(indexPath, "scrollToRow(at:at:animated:)")
        _scroll(toShow: _layout.rect(forRowAt: indexPath, width: bounds.width), at: scrollPosition)
    }

    func _scroll(toShow rect: CGRect, at position: ScrollPosition) {
        let height = bounds.height
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height
        case .none:
            if rect.minY < y {
                y = rect.minY
            } else if rect.maxY > y + height {
                y = rect.maxY - height
            }
        }
        let inset = adjustedContentInset
        let maxY = max(contentSize.height - height + inset.bottom, -inset.top)
        contentOffset = CGPoint(x: contentOffset.x, y: min(max(y, -inset.top), maxY))
    }

    // MARK: Layout

    /// Loads the data if needed, sets `contentSize`, and shows cells, headers and footers for
    /// exactly the rows and sections in the visible rectangle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layOutContent()
    }

    /// A change of the content offset (a scroll) shows the rows that come into sight at once;
    /// a change of width lays the cells out again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if !_needsReload && !_isUpdatingContent && (newValue.origin != old.origin || newValue.width != old.width) {
                _layOutContent()
            }
        }
    }

    // MARK: Touches (the rules are in UITableView+Selection.swift)

    /// Follows the first touch that lands on a row while no other is followed: highlights the row
    /// unless selection is off or the delegate refuses (TV2, TV4–TV6). Other touches go up the
    /// responder chain; the followed one does not.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesBegan(touches, with: event)
    }

    /// The followed touch's moves change nothing (its row stays highlighted while the finger
    /// moves without scrolling); other touches go up the chain.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesMoved(touches, with: event)
    }

    /// The followed touch lifting selects its row (TV3, TV7, TV8, TV13), or records why not;
    /// other touches go up the chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesEnded(touches, with: event)
    }

    /// The followed touch being cancelled (the table's pan, another recognizer, the cell leaving
    /// the window) unhighlights its row and selects nothing (TV10, TV11); other touches go up
    /// the chain.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesCancelled(touches, with: event)
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

    func _setNeedsReload() {
        _needsReload = true
        _pendingHeaderViews = [:]
        _pendingFooterViews = [:]
        setNeedsLayout()
    }

    /// Reads counts, titles and heights from the data source and delegate, unless they are
    /// current.
    func _loadIfNeeded() {
        guard _needsReload, !_isUpdatingContent else { return }
        _isUpdatingContent = true
        defer { _isUpdatingContent = false }
        _needsReload = false
        _recycleEverything()
        _layout = _measure()
        contentSize = CGSize(width: bounds.width, height: _layout.height)
        _selectedRows = _selectedRows.filter(_layout.contains)
    }

    /// Loads if needed and updates the visible cells, unless a layout is already under way.
    func _layOutIfNeeded() {
        guard !_isUpdatingContent else { return }
        if _needsReload || _needsCellsLayout { _layOutContent() }
    }

    /// Whether the visible cells were never placed since the last load.
    var _needsCellsLayout: Bool { !_hasPlacedContent }
    var _hasPlacedContent = false

    func _layOutContent() {
        guard !_isUpdatingContent else { return }
        _loadIfNeeded()
        _isUpdatingContent = true
        defer { _isUpdatingContent = false }
        if contentSize.width != bounds.width {
            contentSize = CGSize(width: bounds.width, height: _layout.height)
        }
        _placeTableViews()
        _placeSectionViews()
        _placeCells()
        _hasPlacedContent = true
    }

    /// Every cell goes to its reuse queue, every header and footer away (a reload).
    private func _recycleEverything() {
        for cell in _visibleCells.values { _enqueue(cell) }
        _visibleCells = [:]
        for view in _headerViews.values { view.removeFromSuperview() }
        for view in _footerViews.values { view.removeFromSuperview() }
        _headerViews = [:]
        _footerViews = [:]
        _hasPlacedContent = false
        _rowTouch = nil
    }

    func _enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell._setHighlightedIfNeeded(false)
        guard let identifier = cell.reuseIdentifier else { return }
        _reusableCells[identifier, default: []].append(cell)
    }

    /// The rows in sight get cells (asking the data source for the new ones, after the cells
    /// that left went to the reuse queue), placed at their rows' rectangles.
    private func _placeCells() {
        let visible = _layout.indexPaths(from: bounds.minY, to: bounds.maxY)
        let keep = Set(visible)
        for (indexPath, cell) in _visibleCells where !keep.contains(indexPath) {
            _visibleCells[indexPath] = nil
            _enqueue(cell)
        }
        let selected = Set(_selectedRows)
        for indexPath in visible {
            let frame = _layout.rect(forRowAt: indexPath, width: bounds.width)
            if let cell = _visibleCells[indexPath] {
                cell.frame = frame
                continue
            }
            guard let dataSource else { continue }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            // Observed: configuring the cell for display makes its content view (TV17).
            _ = cell.contentView
            cell.frame = frame
            cell._setHighlightedIfNeeded(false)
            cell._setSelectedIfNeeded(selected.contains(indexPath))
            insertSubview(cell, at: 0)
            _visibleCells[indexPath] = cell
        }
    }

    /// Headers and footers of the sections in sight, made when they come into sight and removed
    /// when they leave it (they are not reused).
    private func _placeSectionViews() {
        var headers: [Int: UIView] = [:]
        var footers: [Int: UIView] = [:]
        let minY = bounds.minY
        let maxY = bounds.maxY
        if let first = _layout.section(at: max(minY, _layout.sections.first?.top ?? 0)) {
            var index = first
            while index < _layout.sections.count, _layout.sections[index].top < maxY {
                let section = _layout.sections[index]
                let width = bounds.width
                if section.headerHeight > 0, section.top + section.headerHeight > minY {
                    let view = _headerViews[index] ?? _makeSectionView(index, header: true)
                    if let view {
                        view.frame = CGRect(x: 0, y: section.top, width: width, height: section.headerHeight)
                        headers[index] = view
                    }
                }
                if section.footerHeight > 0, section.footerTop < maxY, section.bottom > minY {
                    let view = _footerViews[index] ?? _makeSectionView(index, header: false)
                    if let view {
                        view.frame = CGRect(x: 0, y: section.footerTop, width: width, height: section.footerHeight)
                        footers[index] = view
                    }
                }
                index += 1
            }
        }
        for (index, view) in _headerViews where headers[index] !== view { view.removeFromSuperview() }
        for (index, view) in _footerViews where footers[index] !== view { view.removeFromSuperview() }
        for view in headers.values where view.superview !== self { addSubview(view) }
        for view in footers.values where view.superview !== self { addSubview(view) }
        _headerViews = headers
        _footerViews = footers
    }

    /// The delegate's view for a header or footer, else one with a label showing its title,
    /// else nil.
    private func _makeSectionView(_ section: Int, header: Bool) -> UIView? {
        let delegate = _tableDelegate
        let view: UIView?
        if header {
            view =
                _pendingHeaderViews.removeValue(forKey: section)
                ?? delegate?.tableView(self, viewForHeaderInSection: section)
        } else {
            view =
                _pendingFooterViews.removeValue(forKey: section)
                ?? delegate?.tableView(self, viewForFooterInSection: section)
        }
        if let view { return view }
        guard let title = header ? _headerTitles[section] : _footerTitles[section] else { return nil }
        let container = UIView()
        let label = UILabel()
        label.text = title
        container.addSubview(label)
        label.frame = CGRect(x: 16, y: 0, width: max(bounds.width - 32, 0), height: 28)
        return container
    }

    private func _placeTableViews() {
        let width = bounds.width
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.bounds.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: _layout.tableFooterTop, width: width, height: footer.bounds.height)
        }
    }

    private func _replaceTableView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        _setNeedsReload()
    }

    /// The delegate, if it is a table view delegate (`delegate` is typed as the scroll view's).
    var _tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    private func _section(_ section: Int, _ caller: String) -> TableLayout.Section {
        _loadIfNeeded()
        precondition(
            _layout.sections.indices.contains(section),
            "\(caller): section \(section) does not exist (the table has \(_layout.sections.count))")
        return _layout.sections[section]
    }

    func _checkRowExists(_ indexPath: IndexPath, _ caller: String) {
        precondition(
            _layout.contains(indexPath),
            "\(caller): invalid index path \(_describe(indexPath)): \(_describeRows())")
    }

    func _describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "(section \(indexPath[0]), row \(indexPath[1]))" : "\(Array(indexPath))"
    }

    private func _describeRows() -> String {
        let counts = _layout.sections.map(\.rowCount)
        return counts.isEmpty
            ? "the table has no sections"
            : "the table has \(counts.count) section(s) of \(counts.map(String.init).joined(separator: ", ")) row(s)"
    }
}
