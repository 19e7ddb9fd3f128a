import Foundation

/// A rectangular region of the screen that takes part in hit-testing and the responder chain.
///
/// Geometry is `bounds`, `center` and `transform` (G1); `frame` is derived from them.
/// Hierarchy changes call `willMove`/`didMove` hooks in UIKit's order (see UIView+Hierarchy.swift).
@preconcurrency @MainActor
open class UIView: UIResponder {
    // What hit-testing reads for every view it visits, first, to share cache lines: subviews,
    // flags and the stored geometry (G1; the anchor point is always (0.5, 0.5)). The hit-test
    // walk (`_HitWalk`, the accelerator) is nonisolated so that it can work on unretained
    // references; it only ever runs on the main actor, from `hitTest(_:with:)`, so it may read
    // these. Each of the six is read by the walk at every level of every query, so each stands on
    // the rows "hitTest wide/deep/balanced/random …" of the suite and hitbench's four shapes
    // (Benchmarks/README.md): an isolated walk would hand main-actor closures to the standard
    // library's `_withUnsafeGuaranteedRef`, which Swift checks at run time (about 220
    // instructions each, "Without unsafe build flags"). Issue 37 asks for them behind a handle in
    // `HitTesting/Accelerator/`; not done yet (Benchmarks/README.md, "where the targets stand").
    nonisolated(unsafe) var _subviews: [UIView] = []
    /// What the fast hit-test walk needs to know without a call (see `_HitFlags`).
    nonisolated(unsafe) var _hitFlags: _HitFlags
    nonisolated(unsafe) var _center: CGPoint
    nonisolated(unsafe) var _bounds: CGRect
    /// The transform, for views that have one other than the identity: most views do not, and
    /// leaving its 48 bytes out of every view keeps views small (benchmark row "memory per view")
    /// and hit-testing in fewer cache lines.
    nonisolated(unsafe) var _transformBox: _TransformBox?
    nonisolated var _transform: CGAffineTransform {
        get { _transformBox?.value ?? .identity }
        set {
            if newValue.isIdentity {
                _transformBox = nil
            } else if let box = _transformBox {
                box.value = newValue
            } else {
                _transformBox = _TransformBox(newValue)
            }
        }
    }
    /// What hit-testing keeps about the subviews (`_SubviewIndex`): made when the container
    /// reaches `_SubviewIndex.minimumCount` subviews or when the walk passes through it (a
    /// container of several subviews, or the top of a long run of single ones), built when
    /// hit-testing needs it.
    nonisolated(unsafe) var _subviewIndex: _SubviewIndex?
    var _alpha: CGFloat = 1
    /// Not retained, like UIKit's: a superview that goes away clears it in its subviews (see
    /// `deinit`). Not `weak`, which would give every container a side table and slow every
    /// retain of it (a tap of the realistic scene's button +12 %, traced +42 %).
    nonisolated var _superview: UIView? {
        get { _superviewReference.view }
        // Swapped in whole, so that the old reference is released after the store: a checked
        // `unowned` store releases it inside its access, and Swift then checks every access.
        set {
            var new = _UnownedView(newValue)
            swap(&_superviewReference, &new)
        }
    }
    /// `nonisolated(unsafe)` for `deinit`, as `_handleStorage`.
    private nonisolated(unsafe) var _superviewReference = _UnownedView(nil)
    /// The window this view is in, kept current by the hierarchy operations; a window's is itself.
    var _cachedWindow: UIWindow? {
        get { _cachedWindowReference.wrappedValue }
        set { _cachedWindowReference = _Weak(wrappedValue: newValue) }  // set whole (see `_Weak`)
    }
    private var _cachedWindowReference = _Weak<UIWindow>(wrappedValue: nil)
    /// The view controller whose root view this is (R2).
    weak var _viewController: UIViewController?
    var _gestureRecognizers: [UIGestureRecognizer] = []
    /// The layer, made on first access to `layer` (or to what it stores: `clipsToBounds`, a
    /// `tintColor` of the view's own), so that a view that uses none of it pays one reference.
    var _layer: CALayer?
    /// Where the subviews are, once a removal had to look far for one (`_SubviewPositions`).
    var _subviewPositions: _SubviewPositions?
    #if RESPONDERKIT_INVARIANTS
    /// How many subviews and index entries changes to the receiver's subviews have looked at
    /// (debug builds): tests pin that removing subviews one by one costs O(1) each.
    package var _subviewWork = 0
    #endif

    /// Whether instances start with `isUserInteractionEnabled` true; `UILabel` and
    /// `UIImageView` say false (H10).
    open class var isUserInteractionEnabledByDefault: Bool { true }

    /// Releases the subtree without recursing: subviews that nothing else holds hand their own
    /// subviews to this loop before they go, so a chain of any depth cannot overflow the stack.
    deinit {
        _handleStorage?.object = nil
        var orphans = _subviews
        _subviews = []
        while var view = orphans.popLast() {
            // Its superview is the receiver or a view this loop is releasing.
            view._superview = nil
            if isKnownUniquelyReferenced(&view) {
                orphans.append(contentsOf: view._subviews)
                view._subviews = []
            }
        }
    }

    // MARK: Creating

    /// A view whose `center` is the frame's midpoint and whose `bounds` is the frame's size at
    /// origin zero (G5), with the identity transform, visible, opaque (`alpha` 1), and
    /// interaction on unless the class's `isUserInteractionEnabledByDefault` says otherwise.
    ///
    /// The frame defaults to `.zero` (UIKit's has no default), so that `super.init()` in a
    /// subclass's designated initializer calls this one, as it reaches `NSObject`'s `init()` and
    /// then this in UIKit; the controls' overrides default to `.zero` too.
    public init(frame: CGRect = .zero) {
        _center = frame._midpoint
        _bounds = CGRect(origin: .zero, size: frame.size)
        _hitFlags = _HitFlags(forInstanceOf: Self.self)
        super.init()
    }

    /// A view read from an archive, as UIKit's `init(coder:)` (every storyboard-era subclass
    /// declares it). ResponderKit loads no nibs or storyboards: with a keyed coder, the view
    /// takes the values `encode(with:)` writes (`UIBounds`, `UICenter`, `UITag`, `UIHidden`,
    /// `UIAlpha`, `UIUserInteractionDisabled`, `UIMultipleTouchEnabled`, `UIClipsToBounds`),
    /// and is otherwise as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        _center = .zero
        _bounds = .zero
        _hitFlags = _HitFlags(forInstanceOf: Self.self)
        super.init()
        guard coder.allowsKeyedCoding else { return }
        if coder.containsValue(forKey: "UIBounds") { _bounds = coder.decodeRect(forKey: "UIBounds") }
        if coder.containsValue(forKey: "UICenter") { _center = coder.decodePoint(forKey: "UICenter") }
        if coder.containsValue(forKey: "UITag") { tag = coder.decodeInteger(forKey: "UITag") }
        if coder.containsValue(forKey: "UIHidden") { isHidden = coder.decodeBool(forKey: "UIHidden") }
        if coder.containsValue(forKey: "UIAlpha") { alpha = CGFloat(coder.decodeDouble(forKey: "UIAlpha")) }
        if coder.containsValue(forKey: "UIUserInteractionDisabled") {
            isUserInteractionEnabled = !coder.decodeBool(forKey: "UIUserInteractionDisabled")
        }
        if coder.containsValue(forKey: "UIMultipleTouchEnabled") {
            isMultipleTouchEnabled = coder.decodeBool(forKey: "UIMultipleTouchEnabled")
        }
        if coder.containsValue(forKey: "UIClipsToBounds") {
            clipsToBounds = coder.decodeBool(forKey: "UIClipsToBounds")
        }
    }

    /// Writes the view's geometry and hit-testing flags under the keys `init(coder:)` reads
    /// (not its subviews, recognizers or transform).
    open func encode(with coder: NSCoder) {
        coder.encode(_bounds, forKey: "UIBounds")
        coder.encode(_center, forKey: "UICenter")
        coder.encode(tag, forKey: "UITag")
        coder.encode(isHidden, forKey: "UIHidden")
        coder.encode(Double(alpha), forKey: "UIAlpha")
        coder.encode(!isUserInteractionEnabled, forKey: "UIUserInteractionDisabled")
        coder.encode(isMultipleTouchEnabled, forKey: "UIMultipleTouchEnabled")
        coder.encode(clipsToBounds, forKey: "UIClipsToBounds")
    }

    /// A view with a zero frame, through `init(frame: .zero)` (a subclass's override of it
    /// included): `MyView()` for a subclass that overrides `init(frame:)` runs that override.
    /// Disfavored, so that `super.init()` in a subclass's designated initializer resolves to
    /// `init(frame:)`, a designated initializer: resolved to this convenience one, Swift would
    /// compile the call and the program would then fail to link.
    @_disfavoredOverload
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry (G1–G9); conversions live in UIView+Geometry.swift

    /// The bounding box of the transformed bounds, in the superview's space (G4).
    ///
    /// Setting it moves `center` to the frame's midpoint and sets `bounds.size`, keeping
    /// `bounds.origin` (G5). Under a non-identity transform, `bounds.size` is the frame's size
    /// mapped back through the inverse of the transform's linear part (G4b): with
    /// `transform = scale(0.5, 0.5)`, `frame = (0,0,100,100)` gives bounds 200×200 and center
    /// (50,50). A transform that cannot be inverted leaves the size as given.
    open var frame: CGRect {
        get { _frame }
        set {
            // UIKit: G5, G4b
            _animatableValueWillChange()
            _geometryWillChange()
            _center = newValue._midpoint
            let size = _transform.isIdentity ? newValue.size : _transform._untransformedSize(of: newValue.size)
            if size != _bounds.size {
                _bounds.size = size
                _sizeDidChange()
            }
        }
    }

    /// The view's own coordinate space. Changing the size keeps `center` (G6); changing the origin
    /// moves what subviews show, not the view (G9).
    open var bounds: CGRect {
        get { _bounds }
        set {
            // UIKit: G6
            _animatableValueWillChange()
            if newValue.size != _bounds.size {
                _geometryWillChange()
                _bounds = newValue
                _sizeDidChange()
            } else {
                // Only the subviews move; chains below the receiver notice.
                _hitTestInputsDidChange()
                _bounds = newValue
            }
        }
    }

    /// The centre of the view in the superview's space; unaffected by `transform` (G7, G8).
    open var center: CGPoint {
        get { _center }
        set {
            // UIKit: G7
            _animatableValueWillChange()
            _geometryWillChange()
            _center = newValue
        }
    }

    /// Applied about the bounds' centre; changes neither `center` nor `bounds` (G8).
    open var transform: CGAffineTransform {
        get { _transform }
        set {
            // UIKit: G8
            _animatableValueWillChange()
            _geometryWillChange()
            _transform = newValue
            _setHitFlag(.transformed, !newValue.isIdentity)
        }
    }

    // MARK: Visibility and interaction

    /// A hidden view and its whole subtree receive no touches (H2.1, H3, H11).
    open var isHidden: Bool {
        get { _hitFlags.contains(.hidden) }
        set {
            let changed = newValue != _hitFlags.contains(.hidden)
            _setHitFlag(.hidden, newValue)
            // UIKit: STK2 — a stack view lays out again when an arranged view hides or shows.
            if changed, let stack = _superview as? UIStackView { stack._arrangedSubviewDidChange(self) }
        }
    }
    /// Below 0.01 the view and its subtree receive no touches (H4).
    open var alpha: CGFloat {
        get { _alpha }
        set {
            _animatableValueWillChange()
            _alpha = newValue
            // `!(alpha >= 0.01)` also counts a NaN alpha as transparent.
            _setHitFlag(.transparent, !(newValue >= UIView.minimumHitTestAlpha))
        }
    }
    /// Default true; false for `UILabel` and `UIImageView` (H10).
    open var isUserInteractionEnabled: Bool {
        get { !_hitFlags.contains(.interactionDisabled) }
        set { _setHitFlag(.interactionDisabled, !newValue) }
    }
    /// Drawing only: a point outside the bounds never reaches subviews either way (H6). The same
    /// value as `layer.masksToBounds`: setting either sets both.
    open var clipsToBounds: Bool {
        get { _layer?.masksToBounds ?? false }
        set {
            if newValue || _layer != nil { layer.masksToBounds = newValue }
        }
    }
    /// The view's layer: its corner radius, border, shadow and `zPosition`, stored with no effect
    /// (ResponderKit draws nothing; none of them changes hit-testing), and `masksToBounds`, which
    /// is `clipsToBounds`. Made on first access; the same object for the view's life.
    public var layer: CALayer {
        if let layer = _layer { return layer }
        let layer = CALayer()
        layer._view = self
        _layer = layer
        return layer
    }
    /// The tint colour: the view's own if set, else its superview's, else `UIColor.systemBlue`,
    /// as UIKit's (a dimmed `tintAdjustmentMode` does not grey it). Setting nil goes back
    /// to inheriting. Stored, no effect on events; a change of the colour a view shows calls
    /// `tintColorDidChange()` on it and on the subviews that inherit it.
    open var tintColor: UIColor! {
        get {
            var view: UIView? = self
            while let current = view {
                if let color = current._layer?._viewTintColor { return color }
                view = current._superview
            }
            return .systemBlue
        }
        set {
            guard newValue != nil || _layer?._viewTintColor != nil else { return }
            let old = tintColor
            layer._viewTintColor = newValue
            if tintColor != old { _tintDidChange() }
        }
    }
    /// Called when the tint colour the view shows changes because its own or an ancestor's
    /// `tintColor` was set (not when the view moves under another tint). The default does nothing.
    open func tintColorDidChange() {}

    /// Draws the view's content in `rect`. ResponderKit has no graphics context and no display
    /// pass: it is called only by the view's `layer.displayIfNeeded()` after `setNeedsDisplay()`
    /// (UIView+Display.swift). The default does nothing, as UIKit's.
    open func draw(_ rect: CGRect) {}

    /// Tells the receiver, then the subviews that inherit its tint, depth first in `subviews`
    /// order, that it changed; without recursion, so that a chain of any depth is safe.
    private func _tintDidChange() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.tintColorDidChange()
            for subview in view._subviews.reversed() where subview._layer?._viewTintColor == nil {
                pending.append(subview)
            }
        }
    }
    /// Default false: the view receives only the first of simultaneous touches (M1).
    open var isMultipleTouchEnabled: Bool {
        get { _isMultipleTouchEnabled }
        set { _isMultipleTouchEnabled = newValue }
    }
    /// Default false (M4).
    open var isExclusiveTouch: Bool {
        get { _isExclusiveTouch }
        set { _isExclusiveTouch = newValue }
    }
    /// An integer for the app's own use; 0 by default. `viewWithTag(_:)` finds views by it.
    open var tag: Int {
        get { _tag }
        set { _tag = newValue }
    }
    // Kept apart from the open properties, which a subclass may override, so that reading them
    // costs no run-time exclusivity check (hitbench reads the answer's tag per query; every new
    // touch reads its view's touch flags).
    private var _isMultipleTouchEnabled = false
    private var _isExclusiveTouch = false
    /// Whether the view, or a view below it, waits for layout (UIView+Layout.swift). Declared
    /// here, beside the two flags above, so that it takes their padding rather than more memory
    /// per view. A new view needs layout: it is laid out on its first move into a window.
    var _layoutFlags: _LayoutFlags = .needsLayout
    /// The view's slot in its superview's `_SubviewPositions`, when the superview keeps one; in
    /// the padding after the flags above, as they are.
    var _subviewSlot: Int32 = 0
    private var _tag = 0
    /// A name for the view; traces and logs use it (`TraceRecord.name(of:)`).
    open var accessibilityIdentifier: String?
    /// Nil (transparent) by default. ResponderKit draws nothing; `responder render` fills the
    /// view with it.
    open var backgroundColor: UIColor? {
        willSet { _animatableValueWillChange() }
    }

    // MARK: Hierarchy; operations live in UIView+Hierarchy.swift

    /// The view this one is a subview of; nil for a window or a detached view. Set by adding the
    /// view as a subview, cleared by `removeFromSuperview()`.
    public var superview: UIView? { _superview }
    /// The subviews back to front: the last is drawn on top and hit-tested first (H2.3, H8).
    /// A copy; change the hierarchy through the view's methods.
    public var subviews: [UIView] { _subviews }
    /// The window the view is in, or nil.
    public var window: UIWindow? { _cachedWindow }

    /// Called before the superview changes (nil: removal).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called, for every view of a moving subtree, before its window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called, for every view of a moving subtree, after its window changed.
    open func didMoveToWindow() {}
    /// Called on the superview after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called on the superview before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout; marking and the layout pass live in UIView+Layout.swift

    /// Lays out the subviews. The default does nothing: ResponderKit has neither Auto Layout nor
    /// autoresizing, which UIKit's default applies. Override it to set the frames of subviews;
    /// calling `super.layoutSubviews()` is harmless. Do not call it directly: call
    /// `setNeedsLayout()`, and `layoutIfNeeded()` if the layout is wanted at once.
    ///
    /// It runs at the end of the event loop's turn in which the view was marked (after the input or
    /// timer being handled, before the next input is hit-tested), and at once under
    /// `layoutIfNeeded()`; the root view of a view controller runs it between the controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
    open func layoutSubviews() {}

    /// The size the view's content asks for, dimension by dimension; `UIView.noIntrinsicMetric`
    /// where it asks for none, as UIView's default says for both. ResponderKit measures no text
    /// or images, so its labels, buttons and image views have none either: override it to give
    /// one. A stack view reads it (STK2); nothing else does.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Says that `intrinsicContentSize` changed: a stack view arranging the view lays out again.
    open func invalidateIntrinsicContentSize() {
        // UIKit: STK2
        (_superview as? UIStackView)?._arrangedSubviewDidChange(self)
    }

    /// The value of a dimension of `intrinsicContentSize` that asks for no size.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Hit-testing (H1–H13); the default algorithm lives in UIView+HitTesting.swift

    /// The farthest descendant of the receiver (possibly itself) that contains `point`, given in
    /// the receiver's coordinates, or nil (H1). Overrides must be free of side effects (H13).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The flag says whether there are `overrides`, without reading them.
        guard _hitFlags.contains(.overridden), let override = overrides?.hitTest else {
            return _defaultHitTest(point, with: event)
        }
        return override(self, point, event) { self._defaultHitTest(point, with: event) }
    }

    /// Whether `point`, in the receiver's coordinates, is inside it: `bounds` contains it (H5).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // UIKit: H5
        guard let override = overrides?.pointInside else { return _bounds._contains(point) }
        return override(self, point, event) { self._bounds._contains(point) }
    }

    /// Asked, for a recognizer whose touches hit-tested into this view, when it tries to leave
    /// possible; false makes it fail (GV9). Controls use it to keep their default action (C9).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// `gestureRecognizerShouldBegin(_:)` as the engine asks it: through the run-time
    /// `overrides`, when they override it.
    func _askGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let override = overrides?.gestureRecognizerShouldBegin else {
            return gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return override(self, gestureRecognizer) { self.gestureRecognizerShouldBegin(gestureRecognizer) }
    }

    // MARK: Responder chain

    /// The view controller whose root view this is, else the superview (R2).
    open override var next: UIResponder? {
        // UIKit: R2
        if let controller = _viewController, controller.viewIfLoaded === self { return controller }
        return _superview
    }

    override var _hostWindow: UIWindow? { _cachedWindow }

    /// Every change to what hit-testing reads of a view goes through here or through
    /// `_geometryWillChange`, so that indexes reaching the view notice.
    func _setHitFlag(_ flag: _HitFlags, _ on: Bool) {
        _hitTestInputsDidChange()
        _hitFlags.set(flag, on)
    }

    override func _overridesDidChange() {
        let overridden = overrides != nil
        guard overridden != _hitFlags.contains(.overridden) else { return }
        _setHitFlag(.overridden, overridden)
        _superview?._subviewIndex?.invalidate()
    }
}

/// A view's transform when it is not the identity (see `UIView._transformBox`).
final class _TransformBox {
    var value: CGAffineTransform

    init(_ value: CGAffineTransform) { self.value = value }
}

/// A checked `unowned` reference to a view, as a value that can be swapped whole.
struct _UnownedView {
    unowned var view: UIView?
    init(_ view: UIView?) { self.view = view }
}
