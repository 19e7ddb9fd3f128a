import Foundation

// Hierarchy changes call the hooks in UIKit's order:
//   willRemoveSubview (old superview) → willMove(toSuperview:) → willMove(toWindow:) (every view
//   of the subtree, when the window changes) → the change → didMoveToWindow (every view) →
//   didMoveToSuperview → didAddSubview (new superview).
// Before a subtree leaves a window, its active touches are cancelled (T13) and its first
// responder, if any, is resigned.

extension UIView {
    /// Adds `view` on top of the receiver's subviews; a view that is already a subview moves to
    /// the top. Adding a view to itself or to one of its descendants is a programming error.
    public func addSubview(_ view: UIView) {
        _insertSubview(view, at: _subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to `0...subviews.count`).
    public func insertSubview(_ view: UIView, at index: Int) {
        _insertSubview(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`; on top if `siblingSubview` is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        if siblingSubview === view { return }
        guard let index = _subviews.firstIndex(where: { $0 === siblingSubview }) else {
            return _insertSubview(view, at: _subviews.count)
        }
        let offset = (view._superview === self && _subviews.firstIndex(where: { $0 === view })! < index) ? 0 : 1
        _insertSubview(view, at: index + offset)
    }

    /// Inserts `view` just below `siblingSubview`; on top if `siblingSubview` is not a subview.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        if siblingSubview === view { return }
        guard let index = _subviews.firstIndex(where: { $0 === siblingSubview }) else {
            return _insertSubview(view, at: _subviews.count)
        }
        let offset = (view._superview === self && _subviews.firstIndex(where: { $0 === view })! < index) ? -1 : 0
        _insertSubview(view, at: index + offset)
    }

    /// Detaches the receiver from its superview (and so from its window).
    public func removeFromSuperview() {
        guard let superview = _superview else { return }
        if let window = _cachedWindow, !(self is UIWindow) {
            window._subtreeWillLeave(self)
            // Handlers called above may already have moved the receiver.
            guard _superview === superview else { return }
        }
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let windowChanges = _cachedWindow != nil
        let disappearing = UIWindow._isVisible(_cachedWindow) ? _controllersInSubtree() : []
        UIViewController._appearanceWillChange(disappearing, appearing: false)
        if windowChanges { _forEachInSubtree { $0.willMove(toWindow: nil) } }
        if let index = superview._position(ofSubview: self) {
            superview._changeSubviews { $0.remove(at: index) }
            superview._subviewsDidChange(self, leaving: index, arrivingAt: nil)
        }
        _superview = nil
        _checkInvariantsAfterUnlinking()
        superview._subviewsDidChangeLayout(added: nil)
        if windowChanges { _setWindowInSubtree(nil) }
        UIViewController._appearanceDidChange(disappearing, appearing: false)
        didMoveToSuperview()
    }

    /// Moves `view` to the top of the receiver's subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = _position(ofSubview: view) else { return }
        _changeSubviews { $0.append($0.remove(at: index)) }
        _subviewsDidChange(view, leaving: index, arrivingAt: _subviews.count - 1)
    }

    /// Moves `view` to the bottom of the receiver's subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = _position(ofSubview: view) else { return }
        _changeSubviews { $0.insert($0.remove(at: index), at: 0) }
        _subviewsDidChange(view, leaving: index, arrivingAt: 0)
    }

    /// Swaps two subviews in the front-to-back order.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(
            _subviews.indices.contains(index1) && _subviews.indices.contains(index2),
            "exchangeSubview(at:withSubviewAt:): index out of range (the view has \(_subviews.count) subviews)")
        guard index1 != index2 else { return }
        _changeSubviews { $0.swapAt(index1, index2) }
        // As two moves: the upper subview down to the lower place, then the lower one (pushed
        // up by one) to the upper place.
        let (low, high) = (min(index1, index2), max(index1, index2))
        _subviewsDidChange(_subviews[low], leaving: high, arrivingAt: low)
        _subviewsDidChange(_subviews[high], leaving: low + 1, arrivingAt: high)
    }

    /// True if the receiver is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v._superview
        }
        return false
    }

    /// The receiver or the first descendant, depth first, whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view._subviews.reversed())
        }
        return nil
    }

    // MARK: Internals

    func _insertSubview(_ view: UIView, at requestedIndex: Int) {
        // A view without subviews can only be an ancestor of the receiver by being it.
        precondition(
            view !== self && (view._subviews.isEmpty || !isDescendant(of: view)),
            "addSubview: cannot add a view to itself or to one of its own descendants (\(_debugName(view)) is an ancestor of, or is, \(_debugName(self)))"
        )
        precondition(!(view is UIWindow), "addSubview: a UIWindow cannot be added as a subview")
        if view._superview === self {
            // Reordering only: no hooks, the window does not change.
            let from = _position(ofSubview: view)!
            let to = min(max(requestedIndex, 0), _subviews.count - 1)
            _changeSubviews {
                $0.remove(at: from)
                $0.insert(view, at: to)
            }
            _subviewsDidChange(view, leaving: from, arrivingAt: to)
            return
        }
        let oldWindow = view._cachedWindow
        let newWindow = _cachedWindow
        let windowChanges = oldWindow !== newWindow
        if windowChanges, let oldWindow {
            oldWindow._subtreeWillLeave(view)
        }
        if let oldSuperview = view._superview { oldSuperview.willRemoveSubview(view) }
        view.willMove(toSuperview: self)
        // The controllers of the subtree appear or disappear when it changes window visibility.
        let visibilityChanges = windowChanges && UIWindow._isVisible(oldWindow) != UIWindow._isVisible(newWindow)
        let controllers = visibilityChanges ? view._controllersInSubtree() : []
        UIViewController._appearanceWillChange(controllers, appearing: UIWindow._isVisible(newWindow))
        if windowChanges { view._forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        if let oldSuperview = view._superview, let index = oldSuperview._position(ofSubview: view) {
            oldSuperview._changeSubviews { $0.remove(at: index) }
            oldSuperview._subviewsDidChange(view, leaving: index, arrivingAt: nil)
            oldSuperview._subviewsDidChangeLayout(added: nil)
        }
        // Hooks may have changed the receiver's subviews; clamp the index now.
        let position = min(max(requestedIndex, 0), _subviews.count)
        _changeSubviews { $0.insert(view, at: position) }
        _subviewsDidChange(view, leaving: nil, arrivingAt: position)
        if _subviewIndex == nil, _subviews.count >= _SubviewIndex.minimumCount {
            _subviewIndex = _SubviewIndex.make(forSubviews: _subviews.count)
        }
        view._superview = self
        _checkInvariants(linked: view, at: position)
        _subviewsDidChangeLayout(added: view)
        if windowChanges { view._setWindowInSubtree(_cachedWindow) }
        UIViewController._appearanceDidChange(controllers, appearing: UIWindow._isVisible(newWindow))
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// The subviews changed by one leaving position `from` and one arriving at `to` (positions in
    /// `_subviews` as it is now), those between shifting by one; `subview` is the one that moved.
    func _subviewsDidChange(_ subview: UIView, leaving from: Int?, arrivingAt to: Int?) {
        _hitTestInputsDidChange()
        let count = _subviews.count
        #if RESPONDERKIT_INVARIANTS
        _subviewWork += _subviewIndex?.subviewsMoved(leaving: from, arrivingAt: to, count: count) ?? 0
        #else
        _subviewIndex?.subviewsMoved(leaving: from, arrivingAt: to, count: count)
        #endif
        if let positions = _subviewPositions, !positions.follow(subview, leaving: from, arrivingAt: to, count: count) {
            _subviewPositions = nil
        }
    }

    /// Where `subview` is among the receiver's subviews; nil if it is not one of them. The top
    /// subview is found at once, others through the table of positions if there is one, else by
    /// a scan from the bottom, which makes the table when it went far: removing many subviews one
    /// by one, in any order, then costs O(log n) each to find (`_SubviewPositions`).
    func _position(ofSubview subview: UIView) -> Int? {
        let subviews = _subviews
        if subviews.last === subview { return subviews.count - 1 }
        if let position = _subviewPositions?.position(of: subview, in: subviews) { return position }
        let position = subviews.firstIndex { $0 === subview }
        #if RESPONDERKIT_INVARIANTS
        _subviewWork += position.map { $0 + 1 } ?? subviews.count
        #endif
        guard let position else { return nil }
        if position >= _SubviewPositions.scanLimit {
            _subviewPositions = _SubviewPositions(subviews)
            #if RESPONDERKIT_INVARIANTS
            _subviewWork += subviews.count
            #endif
        }
        return position
    }

    /// A subview was added (`added`) or removed: the receiver needs layout, and so does an added
    /// view; marks the added view's subtree carries are made known above it.
    func _subviewsDidChangeLayout(added view: UIView?) {
        // Observed: adding a subview lays out the view added and its new superview, removing one
        // lays out the old superview (stackoverflow.com/q/728372, "When is layoutSubviews
        // called?"); pinned by "Observed: adding or removing a subview lays out the superview".
        if let view {
            if view._layoutFlags.contains(.needsLayout) {
                view._layoutNeedDidArise()
            } else {
                view.setNeedsLayout()
            }
        }
        setNeedsLayout()
    }

    /// Changes `_subviews` without holding an access to it open across the change, so that the
    /// many reads of it (every hit-test level) cost no run-time exclusivity check
    /// (Support/Collection+Take.swift). `change` must not read the receiver's subviews.
    func _changeSubviews(_ change: (inout [UIView]) -> Void) {
        var subviews = _subviews._take()
        change(&subviews)
        _subviews = subviews
    }

    /// Visits the receiver and its descendants, parents before children, without recursion.
    func _forEachInSubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view._subviews.reversed())
        }
    }

    /// Records `window` on every view of the subtree, then calls `didMoveToWindow` on each.
    func _setWindowInSubtree(_ window: UIWindow?) {
        var visited: [UIView] = []
        _forEachInSubtree { view in
            view._cachedWindow = window
            view._subviewIndex?.containerDidChangeWindow()
            visited.append(view)
        }
        _checkWindowInvariant()
        for view in visited { view.didMoveToWindow() }
    }
}

/// A short name for messages: the accessibility identifier, else the class name.
@MainActor
func _debugName(_ object: AnyObject?) -> String {
    guard let object else { return "nil" }
    if let view = object as? UIView, let id = view.accessibilityIdentifier { return "'\(id)'" }
    if let controller = object as? UIViewController, let title = controller.title { return "'\(title)'" }
    return String(describing: type(of: object))
}
