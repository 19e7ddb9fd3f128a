import Foundation

// How touches highlight and select rows (rules TV2–TV16). Touches on a cell climb the responder
// chain from the hit view through the cell to the table (T12), which follows the first one on a
// row from touch-down to lift and keeps it from going further up. A control in the cell tracks
// its touch itself and passes nothing up, so its row is not selected (TV12).

extension UITableView {
    // MARK: Selection, read and set by code (TV9)

    /// The selected row, or the first in order of the selected rows; nil if none.
    public var indexPathForSelectedRow: IndexPath? {
        _loadIfNeeded()
        return _selectedRows.min()
    }

    /// The selected rows in order; nil if none, as UIKit's.
    public var indexPathsForSelectedRows: [IndexPath]? {
        _loadIfNeeded()
        return _selectedRows.isEmpty ? nil : _selectedRows.sorted()
    }

    /// Selects the row at `indexPath` (nil deselects every row) without telling the delegate, and
    /// scrolls it to `scrollPosition` (`none`: no scrolling). Without `allowsMultipleSelection`
    /// the other rows are deselected. Precondition: the row exists.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        // UIKit: TV9
        _loadIfNeeded()
        guard let indexPath else {
            _deselectAll()
            return
        }
        _checkRowExists(indexPath, "selectRow(at:animated:scrollPosition:)")
        if !_allowsMultipleSelectionNow {
            for other in _selectedRows where other != indexPath { _setRow(other, selected: false) }
        }
        _setRow(indexPath, selected: true)
        if scrollPosition != .none {
            _scroll(toShow: _layout.rect(forRowAt: indexPath, width: bounds.width), at: scrollPosition)
        }
    }

    /// Deselects the row at `indexPath` without telling the delegate; a row that is not selected
    /// or does not exist is left alone.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        // UIKit: TV9
        _loadIfNeeded()
        _setRow(indexPath, selected: false)
    }

    // MARK: Diagnosis (our addition)

    /// What became of the last touch the table followed on a row: selected, deselected, or why
    /// not. A touch that never reached the table (a recognizer took it before the content delay
    /// ended, or a control in the cell tracked it) leaves it unchanged: ask
    /// `selectionRefusal(forRowAt:touching:)`.
    public var lastRowTouchOutcome: RowTouchOutcome? { _lastRowTouchOutcome }

    /// Why a tap on the row at `indexPath`, landing on `view`, would not select it, from the
    /// table's side: a control at or above `view` in the cell (TV12), `allowsSelection` (TV5),
    /// editing (TV6), then the delegate's answers to `tableView(_:shouldHighlightRowAt:)` (TV4)
    /// and `tableView(_:willSelectRowAt:)` (TV7), which this asks. Nil if the tap would select
    /// it. Recognizers are not considered: the application's recognizer queries say which would
    /// take the touch.
    public func selectionRefusal(forRowAt indexPath: IndexPath, touching view: UIView? = nil) -> RowSelectionRefusal? {
        _layOutIfNeeded()
        if let view, let cell = view._cell(in: self), let control = view._trackingControl(below: cell) {
            return .controlInCell(control)
        }
        if let refusal = _refusalBeforeHighlight() { return refusal }
        let delegate = _tableDelegate
        if let delegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) { return .highlightRefused }
        if _allowsMultipleSelectionNow, _selectedRows.contains(indexPath) {
            return delegate?.tableView(self, willDeselectRowAt: indexPath) == nil && delegate != nil
                ? .willDeselectReturnedNil : nil
        }
        if let delegate, delegate.tableView(self, willSelectRowAt: indexPath) == nil { return .willSelectReturnedNil }
        return nil
    }

    // MARK: Touches

    /// Follows the first touch that lands on a row while no other is followed: highlights the row
    /// unless selection is off or the delegate refuses (TV2, TV4–TV6). Other touches go up the
    /// responder chain.
    func _touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        var others = touches
        if _rowTouch == nil, let (touch, indexPath, cell) = _firstRowTouch(in: touches, event: event) {
            others.remove(touch)
            _beginRowTouch(touch, at: indexPath, cell: cell)
        }
        if !others.isEmpty { _forwardTouchesBegan(others, with: event) }
    }

    /// The followed touch's moves change nothing (the row stays highlighted while the finger
    /// moves without scrolling); other touches go up the chain.
    func _touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = _withoutRowTouch(touches)
        if !others.isEmpty { _forwardTouchesMoved(others, with: event) }
    }

    /// The followed touch lifting selects its row (TV3, TV7, TV8, TV13), or says why not; other
    /// touches go up the chain.
    func _touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = _withoutRowTouch(touches)
        if !others.isEmpty { _forwardTouchesEnded(others, with: event) }
        guard let rowTouch = _rowTouch, touches.contains(rowTouch.touch) else { return }
        _rowTouch = nil
        _finishRowTouch(rowTouch)
    }

    /// The followed touch being cancelled (the table's pan, another recognizer, the cell leaving
    /// the window) unhighlights its row and selects nothing (TV10, TV11); other touches go up the
    /// chain.
    func _touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = _withoutRowTouch(touches)
        if !others.isEmpty { _forwardTouchesCancelled(others, with: event) }
        guard let rowTouch = _rowTouch, touches.contains(rowTouch.touch) else { return }
        _rowTouch = nil
        let refusal = RowSelectionRefusal._cancellation(of: rowTouch.touch, listPan: panGestureRecognizer)
        if rowTouch.highlighted { _unhighlight(rowTouch) }
        _record(rowTouch, .notSelected(rowTouch.refusal ?? refusal))
    }

    // MARK: Internals

    /// Whether touches select several rows now (`allowsMultipleSelection`, or its editing form).
    var _allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The table's own refusal, before it asks the delegate (TV5, TV6).
    func _refusalBeforeHighlight() -> RowSelectionRefusal? {
        RowSelectionRefusal._beforeHighlight(
            editing: isEditing, allowsSelection: allowsSelection, allowsMultipleSelection: allowsMultipleSelection,
            allowsSelectionDuringEditing: allowsSelectionDuringEditing,
            allowsMultipleSelectionDuringEditing: allowsMultipleSelectionDuringEditing)
    }

    private func _firstRowTouch(in touches: Set<UITouch>, event: UIEvent?) -> (UITouch, IndexPath, UITableViewCell)? {
        // Of several fingers landing at once, the first in the update, as controls choose.
        let ordered = event?._touches.filter(touches.contains) ?? touches.sorted { $0.finger < $1.finger }
        for touch in ordered {
            guard let cell = touch.view?._cell(in: self) as? UITableViewCell,
                let indexPath = _visibleCells.first(where: { $0.value === cell })?.key
            else { continue }
            return (touch, indexPath, cell)
        }
        return nil
    }

    private func _withoutRowTouch(_ touches: Set<UITouch>) -> Set<UITouch> {
        guard let touch = _rowTouch?.touch, touches.contains(touch) else { return touches }
        return touches.subtracting([touch])
    }

    private func _beginRowTouch(_ touch: UITouch, at indexPath: IndexPath, cell: UITableViewCell) {
        // UIKit: TV2, TV4, TV5, TV6
        var rowTouch = _RowTouch(touch: touch, indexPath: indexPath, cell: cell)
        if let refusal = _refusalBeforeHighlight() {
            rowTouch.refusal = refusal
        } else if let delegate = _tableDelegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) {
            rowTouch.refusal = .highlightRefused
        } else {
            rowTouch.highlighted = true
            cell.setHighlighted(true, animated: false)
            _tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        }
        _rowTouch = rowTouch
    }

    /// The lift: selects, deselects or refuses, calling the delegate in UIKit's order (TV3).
    private func _finishRowTouch(_ rowTouch: _RowTouch) {
        let indexPath = rowTouch.indexPath
        if let refusal = rowTouch.refusal {
            if rowTouch.highlighted { _unhighlight(rowTouch) }
            _record(rowTouch, .notSelected(refusal))
            return
        }
        // Observed: TV16 ❓ — a finger lifted off its row selects nothing (pinned by the TV16 test).
        let cell = rowTouch.cell
        guard _visibleCells[indexPath] === cell, cell.bounds.contains(rowTouch.touch.location(in: cell)) else {
            if rowTouch.highlighted { _unhighlight(rowTouch) }
            _record(rowTouch, .notSelected(.liftedOutsideRow))
            return
        }
        let delegate = _tableDelegate
        // UIKit: TV8, TV14 — a tap on a selected row of a multiple selection deselects it.
        if _allowsMultipleSelectionNow, _selectedRows.contains(indexPath) {
            guard let target = delegate == nil ? indexPath : delegate!.tableView(self, willDeselectRowAt: indexPath)
            else {
                if rowTouch.highlighted { _unhighlight(rowTouch) }
                _record(rowTouch, .notSelected(.willDeselectReturnedNil))
                return
            }
            _setRow(target, selected: false)
            if rowTouch.highlighted { _unhighlight(rowTouch) }
            delegate?.tableView(self, didDeselectRowAt: target)
            _record(rowTouch, .deselected(target))
            return
        }
        // UIKit: TV3, TV7
        guard let target = delegate == nil ? indexPath : delegate!.tableView(self, willSelectRowAt: indexPath) else {
            if rowTouch.highlighted { _unhighlight(rowTouch) }
            _record(rowTouch, .notSelected(.willSelectReturnedNil))
            return
        }
        if !_allowsMultipleSelectionNow {
            for old in _selectedRows where old != target {
                // UIKit: TV14 — nil keeps the old row selected.
                guard let deselected = delegate == nil ? old : delegate!.tableView(self, willDeselectRowAt: old) else {
                    continue
                }
                _setRow(deselected, selected: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        if _layout.contains(target) { _setRow(target, selected: true) }
        if rowTouch.highlighted { _unhighlight(rowTouch) }
        delegate?.tableView(self, didSelectRowAt: target)
        _record(rowTouch, .selected(target))
    }

    private func _unhighlight(_ rowTouch: _RowTouch) {
        if let cell = rowTouch.cell as? UITableViewCell { cell.setHighlighted(false, animated: false) }
        _tableDelegate?.tableView(self, didUnhighlightRowAt: rowTouch.indexPath)
    }

    private func _record(_ rowTouch: _RowTouch, _ result: RowTouchOutcome.Result) {
        _lastRowTouchOutcome = RowTouchOutcome(
            indexPath: rowTouch.indexPath, finger: rowTouch.touch.finger, result: result)
    }

    /// Adds the row to the selection or takes it out, and tells its cell if one shows it.
    func _setRow(_ indexPath: IndexPath, selected: Bool) {
        if selected {
            if !_selectedRows.contains(indexPath) { _selectedRows.append(indexPath) }
        } else {
            guard let index = _selectedRows.firstIndex(of: indexPath) else { return }
            _selectedRows.remove(at: index)
        }
        _visibleCells[indexPath]?._setSelectedIfNeeded(selected)
    }

    func _deselectAll() {
        for indexPath in _selectedRows { _visibleCells[indexPath]?._setSelectedIfNeeded(false) }
        _selectedRows = []
    }
}
