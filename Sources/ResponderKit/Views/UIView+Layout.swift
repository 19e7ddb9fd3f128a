import Foundation

// Layout, as UIKit runs it without Auto Layout or autoresizing: a view marked as needing layout
// (`setNeedsLayout()`, a change of its bounds size, a subview added or removed, its first move
// into a window) has `layoutSubviews()` called once, top-down, either at once by
// `layoutIfNeeded()` or by the application's layout pass at the end of each turn of its event
// loop, before the next input (UIApplication+Queue.swift).
//
// Each view keeps two bits: it needs layout itself, or a view below it does. Marking a view sets
// the second bit on its ancestors up to the first one that already has it, and a window reached
// that way puts itself in its application's list of windows needing layout; so a pass with nothing
// marked costs one look at an empty list, and a pass with marks walks only the marked paths.

/// Whether a view, or a view below it, waits for layout (`UIView._layoutFlags`).
struct _LayoutFlags: OptionSet {
    let rawValue: UInt8
    /// The view's own `layoutSubviews()` is due.
    static let needsLayout = _LayoutFlags(rawValue: 1 << 0)
    /// A descendant's is due.
    static let subtreeNeedsLayout = _LayoutFlags(rawValue: 1 << 1)
}

extension UIView {
    /// Marks the view as needing layout: its `layoutSubviews()` runs once in the next layout pass,
    /// however many times it was marked.
    public func setNeedsLayout() {
        guard !_layoutFlags.contains(.needsLayout) else { return }
        _layoutFlags = _layoutFlags.union(.needsLayout)
        _layoutNeedDidArise()
    }

    /// Lays out now, if the receiver or a view below it needs layout: from the top-most of the
    /// receiver and its ancestors that needs layout, down through every marked view under it,
    /// parents before their subviews.
    public func layoutIfNeeded() {
        // Observed: UIKit's layoutIfNeeded starts at the top-most ancestor that needs layout
        // (CALayer's layoutIfNeeded); pinned by "Observed: layoutIfNeeded lays out a marked
        // superview first".
        var root = self
        var view = self
        while let parent = view._superview {
            if parent._layoutFlags.contains(.needsLayout) { root = parent }
            view = parent
        }
        root._layOutMarkedSubtree(rounds: UIView.layoutRoundLimit)
    }

    /// Our addition: how many times one layout pass goes down a tree again while layout keeps marking views in
    /// it. A `layoutSubviews()` that marks its own view every time would otherwise never end; what
    /// is still marked after this many rounds waits for the next pass.
    // Deviation: UIKit's bound is undocumented; this one is ours (DifferencesFromUIKit.md, "Layout").
    public static let layoutRoundLimit = 16

    // MARK: Internals

    /// The receiver just gained a layout bit: its ancestors learn that a view below them needs
    /// layout, up to the first that knew, and a window reached that way asks its application for
    /// a pass.
    func _layoutNeedDidArise() {
        var view = self
        while let parent = view._superview {
            if parent._layoutFlags.contains(.subtreeNeedsLayout) { return }
            parent._layoutFlags = parent._layoutFlags.union(.subtreeNeedsLayout)
            view = parent
        }
        (view as? UIWindow)?._requestLayoutPass()
    }

    /// `bounds.size` changed (through `frame` or `bounds`): the view needs layout; a change of
    /// origin alone does not mark it.
    func _sizeDidChange() {
        // Observed: UIKit lays out a view whose frame or bounds size changed, not one that only
        // moved (stackoverflow.com/q/728372, "When is layoutSubviews called?"); pinned by
        // "Observed: a size change lays the view out, a move does not".
        setNeedsLayout()
        // UIKit: STK2 — the size stands in for the intrinsic content size of an arranged view.
        (_superview as? UIStackView)?._arrangedSubviewDidChange(self)
    }

    /// Calls `layoutSubviews()` on every marked view of the receiver's subtree, parents before
    /// subviews and subviews back to front, clearing the marks; views that layout marks on the
    /// way are laid out in the same walk when they are below the view being laid out, and by
    /// another round (up to `rounds`) otherwise.
    func _layOutMarkedSubtree(rounds limit: Int) {
        var rounds = 0
        while !_layoutFlags.isEmpty, rounds < limit {
            rounds += 1
            // Without recursion: hierarchies may be deeper than the stack.
            var stack: [UIView] = [self]
            while let view = stack.popLast() {
                if view._layoutFlags.contains(.needsLayout) {
                    view._layoutFlags = view._layoutFlags.subtracting(.needsLayout)
                    view._performLayout()
                }
                guard view._layoutFlags.contains(.subtreeNeedsLayout) else { continue }
                view._layoutFlags = view._layoutFlags.subtracting(.subtreeNeedsLayout)
                for subview in view._subviews.reversed() where !subview._layoutFlags.isEmpty {
                    stack.append(subview)
                }
            }
        }
    }

    /// `layoutSubviews()`, between the controller's callbacks for a controller's root view.
    private func _performLayout() {
        // UIKit: UIView's layoutSublayersOfLayer: calls the controller's viewWillLayoutSubviews,
        // the view's layoutSubviews, then viewDidLayoutSubviews (Apple's documentation of
        // viewWillLayoutSubviews: "called … before the view lays out its subviews").
        guard let controller = _viewController, controller.viewIfLoaded === self else {
            return layoutSubviews()
        }
        controller.viewWillLayoutSubviews()
        layoutSubviews()
        controller.viewDidLayoutSubviews()
    }
}

extension UIWindow {
    /// Puts the window in its application's list for the next layout pass, once.
    func _requestLayoutPass() {
        guard !_isAwaitingLayoutPass, let application = _application else { return }
        _isAwaitingLayoutPass = true
        // Taken and stored back, so that no access to the list stays open across the append
        // (Support/Collection+Take.swift): the check at every turn of the loop stays free.
        var windows = application._windowsAwaitingLayout._take()
        windows.append(_Weak(wrappedValue: self))
        application._windowsAwaitingLayout = windows
    }
}

extension UIApplication {
    /// The layout pass at the end of a turn of the event loop: lays out every window that has a
    /// marked view. Costs one look at an empty list when nothing is marked.
    @inline(__always)
    func _layOutIfNeeded() {
        guard !_windowsAwaitingLayout.isEmpty else { return }
        _layOutWindows()
    }

    private func _layOutWindows() {
        var rounds = 0
        while !_windowsAwaitingLayout.isEmpty, rounds < UIView.layoutRoundLimit {
            rounds += 1
            let windows = _windowsAwaitingLayout._take()
            for case let window? in windows.lazy.map(\.wrappedValue) {
                // A view that layout marks asks for this window again: another round, while the
                // rounds last; what is still marked after them waits for the next pass.
                window._isAwaitingLayoutPass = false
                window._layOutMarkedSubtree(rounds: 1)
            }
        }
    }
}
