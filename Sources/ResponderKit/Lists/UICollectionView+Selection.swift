import Foundation

// How touches highlight and select items (rules CV2–CV7), as the table's rows (TV*) with the
// collection view's delegate: `shouldSelectItemAt` answers yes or no instead of redirecting, and
// the order at the lift is Apple's collection view guide's.

extension UICollectionView {
    // MARK: Selection, read and set by code

    /// The selected items, in order; nil if none, as UIKit's.
    public var indexPathsForSelectedItems: [IndexPath]? {
        _loadIfNeeded()
        return _selectedItems.isEmpty ? nil : _selectedItems.sorted()
    }

    /// Selects the item at `indexPath` (nil deselects every item) without telling the delegate,
    /// and scrolls it to `scrollPosition` (an empty set: no scrolling). Without
    /// `allowsMultipleSelection` the other items are deselected. Precondition: the item exists.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        // UIKit: CV8
        _loadIfNeeded()
        guard let indexPath else {
            for item in _selectedItems { _setItem(item, selected: false) }
            return
        }
        _checkItemExists(indexPath, "selectItem(at:animated:scrollPosition:)")
        if !_allowsMultipleSelectionNow {
            for other in _selectedItems where other != indexPath { _setItem(other, selected: false) }
        }
        _setItem(indexPath, selected: true)
        if !scrollPosition.isEmpty { _scroll(toShow: _geometry.frame(of: indexPath), at: scrollPosition) }
    }

    /// Deselects the item at `indexPath` without telling the delegate; an item that is not
    /// selected or does not exist is left alone.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        // UIKit: CV8
        _loadIfNeeded()
        _setItem(indexPath, selected: false)
    }

    // MARK: Diagnosis (our addition)

    /// What became of the last touch the collection view followed on an item: selected,
    /// deselected, or why not (`RowSelectionRefusal`). Touches that never reached it leave it
    /// unchanged.
    public var lastItemTouchOutcome: RowTouchOutcome? { _lastItemTouchOutcome }

    /// Why a tap on the item at `indexPath`, landing on `view`, would not select it: a control in
    /// the cell, `allowsSelection`, editing, then the delegate's `shouldHighlightItemAt` and
    /// `shouldSelectItemAt` (or `shouldDeselectItemAt` for a selected item of a multiple
    /// selection), which this asks. Nil if the tap would select it.
    public func selectionRefusal(forItemAt indexPath: IndexPath, touching view: UIView? = nil) -> RowSelectionRefusal? {
        _layOutIfNeeded()
        if let view, let cell = view._cell(in: self), let control = view._trackingControl(below: cell) {
            return .controlInCell(control)
        }
        if let refusal = _refusalBeforeHighlight() { return refusal }
        let delegate = _collectionDelegate
        if let delegate, !delegate.collectionView(self, shouldHighlightItemAt: indexPath) { return .highlightRefused }
        if _allowsMultipleSelectionNow, _selectedItems.contains(indexPath) {
            return delegate.map { $0.collectionView(self, shouldDeselectItemAt: indexPath) } == false
                ? .willDeselectReturnedNil : nil
        }
        if let delegate, !delegate.collectionView(self, shouldSelectItemAt: indexPath) { return .willSelectReturnedNil }
        return nil
    }

    // MARK: Touches

    func _itemTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        var others = touches
        if _itemTouch == nil, let (touch, indexPath, cell) = _firstItemTouch(in: touches, event: event) {
            others.remove(touch)
            // UIKit: CV2, CV3, CV5
            var itemTouch = _RowTouch(touch: touch, indexPath: indexPath, cell: cell)
            if let refusal = _refusalBeforeHighlight() {
                itemTouch.refusal = refusal
            } else if let delegate = _collectionDelegate,
                !delegate.collectionView(self, shouldHighlightItemAt: indexPath)
            {
                itemTouch.refusal = .highlightRefused
            } else {
                itemTouch.highlighted = true
                cell.isHighlighted = true
                _collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
            }
            _itemTouch = itemTouch
        }
        if !others.isEmpty { _forwardTouchesBegan(others, with: event) }
    }

    func _itemTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = _withoutItemTouch(touches)
        if !others.isEmpty { _forwardTouchesMoved(others, with: event) }
    }

    func _itemTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = _withoutItemTouch(touches)
        if !others.isEmpty { _forwardTouchesEnded(others, with: event) }
        guard let itemTouch = _itemTouch, touches.contains(itemTouch.touch) else { return }
        _itemTouch = nil
        _finishItemTouch(itemTouch)
    }

    func _itemTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = _withoutItemTouch(touches)
        if !others.isEmpty { _forwardTouchesCancelled(others, with: event) }
        guard let itemTouch = _itemTouch, touches.contains(itemTouch.touch) else { return }
        _itemTouch = nil
        let refusal = RowSelectionRefusal._cancellation(of: itemTouch.touch, listPan: panGestureRecognizer)
        if itemTouch.highlighted { _unhighlight(itemTouch) }
        _record(itemTouch, .notSelected(itemTouch.refusal ?? refusal))
    }

    // MARK: Internals

    var _allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func _refusalBeforeHighlight() -> RowSelectionRefusal? {
        RowSelectionRefusal._beforeHighlight(
            editing: isEditing, allowsSelection: allowsSelection, allowsMultipleSelection: allowsMultipleSelection,
            allowsSelectionDuringEditing: allowsSelectionDuringEditing,
            allowsMultipleSelectionDuringEditing: allowsMultipleSelectionDuringEditing)
    }

    private func _firstItemTouch(in touches: Set<UITouch>, event: UIEvent?) -> (
        UITouch, IndexPath, UICollectionViewCell
    )? {
        let ordered = event?._touches.filter(touches.contains) ?? touches.sorted { $0.finger < $1.finger }
        for touch in ordered {
            guard let cell = touch.view?._cell(in: self) as? UICollectionViewCell,
                let indexPath = _visibleCells.first(where: { $0.value === cell })?.key
            else { continue }
            return (touch, indexPath, cell)
        }
        return nil
    }

    private func _withoutItemTouch(_ touches: Set<UITouch>) -> Set<UITouch> {
        guard let touch = _itemTouch?.touch, touches.contains(touch) else { return touches }
        return touches.subtracting([touch])
    }

    /// The lift, in the guide's order: `shouldSelectItemAt`, `didUnhighlightItemAt`, the old
    /// item's `didDeselectItemAt`, `didSelectItemAt` (CV2).
    private func _finishItemTouch(_ itemTouch: _RowTouch) {
        let indexPath = itemTouch.indexPath
        if let refusal = itemTouch.refusal {
            if itemTouch.highlighted { _unhighlight(itemTouch) }
            _record(itemTouch, .notSelected(refusal))
            return
        }
        let cell = itemTouch.cell
        guard _visibleCells[indexPath] === cell, cell.bounds.contains(itemTouch.touch.location(in: cell)) else {
            if itemTouch.highlighted { _unhighlight(itemTouch) }
            _record(itemTouch, .notSelected(.liftedOutsideRow))
            return
        }
        let delegate = _collectionDelegate
        if _allowsMultipleSelectionNow, _selectedItems.contains(indexPath) {
            // UIKit: CV4
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else {
                if itemTouch.highlighted { _unhighlight(itemTouch) }
                _record(itemTouch, .notSelected(.willDeselectReturnedNil))
                return
            }
            if itemTouch.highlighted { _unhighlight(itemTouch) }
            _setItem(indexPath, selected: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            _record(itemTouch, .deselected(indexPath))
            return
        }
        // UIKit: CV2, CV3
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else {
            if itemTouch.highlighted { _unhighlight(itemTouch) }
            _record(itemTouch, .notSelected(.willSelectReturnedNil))
            return
        }
        if itemTouch.highlighted { _unhighlight(itemTouch) }
        if !_allowsMultipleSelectionNow {
            for old in _selectedItems where old != indexPath {
                _setItem(old, selected: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        _setItem(indexPath, selected: true)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        _record(itemTouch, .selected(indexPath))
    }

    private func _unhighlight(_ itemTouch: _RowTouch) {
        if let cell = itemTouch.cell as? UICollectionViewCell { cell.isHighlighted = false }
        _collectionDelegate?.collectionView(self, didUnhighlightItemAt: itemTouch.indexPath)
    }

    private func _record(_ itemTouch: _RowTouch, _ result: RowTouchOutcome.Result) {
        _lastItemTouchOutcome = RowTouchOutcome(
            indexPath: itemTouch.indexPath, finger: itemTouch.touch.finger, result: result)
    }

    func _setItem(_ indexPath: IndexPath, selected: Bool) {
        if selected {
            if !_selectedItems.contains(indexPath) { _selectedItems.append(indexPath) }
        } else {
            guard let index = _selectedItems.firstIndex(of: indexPath) else { return }
            _selectedItems.remove(at: index)
        }
        if let cell = _visibleCells[indexPath], cell.isSelected != selected { cell.isSelected = selected }
    }
}
