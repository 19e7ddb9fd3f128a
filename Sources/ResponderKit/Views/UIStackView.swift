import Foundation

/// A view that lays out its arranged subviews in a row or a column (STK1–STK9).
///
/// Without Auto Layout, each arranged view's own size stands in for its intrinsic content size:
/// its `intrinsicContentSize` where it declares one, otherwise its current `bounds` size
/// (`Documentation/DifferencesFromUIKit.md`, "Stack views"). The stack lays its arranged views
/// out in `layoutSubviews()`, that is in the layout pass after anything that changes the
/// arrangement (STK2), or at once under `layoutIfNeeded()`. It takes touches as any view does:
/// the gaps between arranged views are the stack view's own.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The views keep their own lengths; the first one takes what is left over, the last ones
        /// give up what does not fit (STK3).
        case fill = 0
        /// Every view gets the same length (STK4).
        case fillEqually = 1
        /// Lengths in proportion to the views' own lengths (STK5).
        case fillProportionally = 2
        /// The views keep their own lengths; the gaps between them are equal (STK6).
        case equalSpacing = 3
        /// The views keep their own lengths; their centres are equally far apart (STK7).
        case equalCentering = 4
    }

    /// How arranged views are placed across the axis (STK8).
    public enum Alignment: Int, Sendable, CaseIterable {
        /// As thick as the stack.
        case fill = 0
        /// At the top of a horizontal stack, the left of a vertical one.
        case leading = 1
        /// Bottom edges at one line in a horizontal stack (text is not measured: a view's
        /// baseline is its bottom edge).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// At the bottom of a horizontal stack, the right of a vertical one.
        case trailing = 4
        /// As `firstBaseline`.
        case lastBaseline = 5

        /// The same value as `leading`, for horizontal stacks.
        public static var top: Alignment { .leading }
        /// The same value as `trailing`, for horizontal stacks.
        public static var bottom: Alignment { .trailing }
    }

    /// The views the stack lays out, in order along the axis; always subviews of the stack, in
    /// an order of their own (`subviews` is the drawing order).
    open var arrangedSubviews: [UIView] { _arrangedSubviews }
    private var _arrangedSubviews: [UIView] = []

    /// Horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsLayout() } }
    }
    /// `fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsLayout() } }
    }
    /// `fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsLayout() } }
    }
    /// The gap between adjacent arranged views, 0 by default; for `equalSpacing` and
    /// `equalCentering`, the smallest gap. Negative values overlap the views.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsLayout() } }
    }
    /// Whether the arrangement keeps inside `layoutMargins` rather than the bounds; false by
    /// default (STK9).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsLayout() } }
    }
    /// The margins `isLayoutMarginsRelativeArrangement` keeps to; 8 pt on every side by default,
    /// as any view's. Only stack views have them in ResponderKit.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue, isLayoutMarginsRelativeArrangement { setNeedsLayout() } }
    }
    /// False by default. Stored, no effect: text is not measured, so there are no baselines to
    /// measure vertical gaps from (Documentation/DifferencesFromUIKit.md, "Stack views").
    open var isBaselineRelativeArrangement = false

    /// For each arranged view the stack resized: the size it gave the view, and the view's own
    /// size before that. While the view keeps the size the stack gave it (dimension by dimension),
    /// its own size is the one from before; a size set since is its own.
    private var _resized: [ObjectIdentifier: (given: CGSize, own: CGSize)] = [:]

    /// True while the stack sets its arranged views' frames: those changes are its own, not a
    /// change of the views' sizes that calls for another layout.
    private var _isArranging = false

    /// A stack with no arranged views.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// A stack with a zero frame arranging `views`, in order, which become its subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Arranges `view` last, adding it as a subview (on top) if it is not one; a view already
    /// arranged moves to the end (STK1).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: _arrangedSubviews.count)
    }

    /// Arranges `view` at `stackIndex` of `arrangedSubviews`, the views from there on moving one
    /// place along, and adds it as a subview (on top) if it is not one; a view already arranged
    /// moves to `stackIndex` (STK1). An index beyond the end is a programming error.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        // UIKit: STK1 — UIKit raises NSRangeException for an index beyond the end.
        precondition(
            (0..._arrangedSubviews.count).contains(stackIndex),
            "insertArrangedSubview(_:at:): index \(stackIndex) is beyond the end of arrangedSubviews (\(_arrangedSubviews.count) views)"
        )
        // UIKit: STK1 — addArrangedSubview adds the view as a subview when it is not one.
        if view._superview !== self { addSubview(view) }
        var arranged = _arrangedSubviews
        if let old = arranged.firstIndex(where: { $0 === view }) { arranged.remove(at: old) }
        arranged.insert(view, at: min(stackIndex, arranged.count))
        _arrangedSubviews = arranged
        _checkArrangedInvariants(view)
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview, where it is (STK1). Nothing happens for a view
    /// that is not arranged.
    open func removeArrangedSubview(_ view: UIView) {
        // UIKit: STK1 — the view is still a subview, and stays on screen.
        guard let index = _arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        _arrangedSubviews.remove(at: index)
        _resized[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// A subview leaving the stack (`removeFromSuperview()`, or added elsewhere) stops being
    /// arranged (STK1).
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // UIKit: STK1
        removeArrangedSubview(subview)
    }

    // MARK: Layout

    /// Sets the frames of the arranged views that are not hidden (STK2–STK9), then nothing else:
    /// other subviews keep their frames.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let visible = _arrangedSubviews.filter { !$0.isHidden }
        let slots = _arrangement(of: visible)
        _isArranging = true
        defer { _isArranging = false }
        for (view, slot) in zip(visible, slots) {
            let frame = slot.frame
            if view.bounds.size != frame.size {
                _resized[ObjectIdentifier(view)] = (given: frame.size, own: _ownSize(of: view))
                view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
            }
            let center = CGPoint(x: frame.midX, y: frame.midY)
            if view.center != center { view.center = center }
        }
    }

    /// How the stack sizes `view` now, as its next layout will (our addition, for diagnosis):
    /// nil when `view` is not an arranged view or is hidden.
    public func arrangedSizing(of view: UIView) -> ArrangedSizing? {
        let visible = _arrangedSubviews.filter { !$0.isHidden }
        guard let index = visible.firstIndex(where: { $0 === view }) else { return nil }
        let slot = _arrangement(of: visible)[index]
        return ArrangedSizing(
            frame: slot.frame, naturalSize: _naturalSize(of: view), keepsOwnLength: slot.keepsOwnLength,
            keepsOwnThickness: slot.keepsOwnThickness)
    }

    /// An arranged view's size, one view or its subtree changed (`UIView.isHidden`, a change of
    /// its size, `invalidateIntrinsicContentSize()`): the stack lays out again unless the change is
    /// its own doing.
    func _arrangedSubviewDidChange(_ view: UIView) {
        // UIKit: STK2
        guard !_isArranging, _arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsLayout()
    }

    /// Where the stack puts each of `visible` (its arranged views that are not hidden).
    private func _arrangement(of visible: [UIView]) -> [_StackArrangement.Slot] {
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        return _StackArrangement(
            axis: axis, distribution: distribution, alignment: alignment, spacing: spacing, area: area
        ).slots(naturalSizes: visible.map(_naturalSize(of:)))
    }

    /// What stands in for `view`'s intrinsic content size, dimension by dimension: its
    /// `intrinsicContentSize` where that has one, else its own size (`_ownSize(of:)`).
    // Deviation: UIKit uses the intrinsic content size and the view's constraints
    // (DifferencesFromUIKit.md, "Stack views").
    private func _naturalSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        let own = _ownSize(of: view)
        return CGSize(
            width: intrinsic.width >= 0 ? intrinsic.width : own.width,
            height: intrinsic.height >= 0 ? intrinsic.height : own.height)
    }

    /// `view`'s bounds size, except where it is still the size the stack gave it: there, the size
    /// it had before (so that a view the stack stretched once does not keep asking for more).
    private func _ownSize(of view: UIView) -> CGSize {
        let current = view.bounds.size
        guard let resized = _resized[ObjectIdentifier(view)] else { return current }
        return CGSize(
            width: current.width == resized.given.width ? resized.own.width : current.width,
            height: current.height == resized.given.height ? resized.own.height : current.height)
    }

    /// Under `RESPONDERKIT_INVARIANTS`: `view`, just arranged, is a subview of the stack, once.
    private func _checkArrangedInvariants(_ view: UIView) {
        #if RESPONDERKIT_INVARIANTS
        precondition(view._superview === self, "invariant: an arranged view is a subview of its stack view")
        precondition(
            _arrangedSubviews.lazy.filter { $0 === view }.count == 1, "invariant: a view is arranged once")
        #endif
    }
}

/// How a stack view sizes one of its arranged views (`UIStackView.arrangedSizing(of:)`), for
/// tools that explain a layout.
public struct ArrangedSizing: Sendable, Equatable {
    /// Where the stack puts the view, in the stack's coordinates.
    public var frame: CGRect
    /// What stands in for the view's intrinsic content size: its `intrinsicContentSize` where
    /// that has one, else its bounds size.
    public var naturalSize: CGSize
    /// Whether the view's own size decides its length along the stack's axis (`fill`'s views
    /// other than a stretched or shrunk one, `fillProportionally`, `equalSpacing`,
    /// `equalCentering`), rather than the stack alone (`fillEqually`, a single view).
    public var keepsOwnLength: Bool
    /// Whether the view's own size decides its thickness across the axis (every alignment but
    /// `fill`), rather than the stack's thickness.
    public var keepsOwnThickness: Bool
}
