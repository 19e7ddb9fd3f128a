import Foundation

/// The drawing attributes of a view, with Core Animation's names, as `UIView.layer` returns them.
///
/// ResponderKit draws nothing, so every attribute here is stored and read back with no effect,
/// except `masksToBounds`, which is the view's `clipsToBounds` (one value: setting either sets
/// both). None of them changes hit-testing, as in UIKit: rounded corners, borders and shadows do
/// not change where a view takes touches, and `zPosition` does not change the order in which
/// siblings are hit-tested, which follows `subviews` (H8). A layer made on its own (`CALayer()`)
/// keeps its values and belongs to no view; sublayers, geometry and animations are absent.
open class CALayer {
    /// The radius of the rounded corners; 0 by default. Stored, no effect: the view still takes
    /// touches in its square corners (H5).
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds; all four by default. Stored, no effect.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner
    ]
    /// Whether drawing is clipped to the bounds: for a view's layer, the view's `clipsToBounds`.
    /// False by default. It does not change hit-testing (H6).
    open var masksToBounds = false
    /// The border's width; 0 by default. Stored, no effect.
    open var borderWidth: CGFloat = 0
    /// The border's colour; opaque black by default, as Core Animation's. Stored, no effect.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's colour; opaque black by default. Stored, no effect.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's opacity, 0 (no shadow, the default) to 1. Stored, no effect.
    open var shadowOpacity: Float = 0
    /// The shadow's offset; (0, -3) by default, as Core Animation's. Stored, no effect.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius; 3 by default. Stored, no effect.
    open var shadowRadius: CGFloat = 3
    // UIKit: H8 — never read by hit-testing (AppearanceTests, snippet S52).
    /// The position along the z axis among sibling layers; 0 by default. Stored: ResponderKit draws
    /// nothing, and hit-testing follows `subviews` order whatever it is, as UIKit's does (H8).
    open var zPosition: CGFloat = 0
    /// A layer of its own, in no view.
    public init() {}

    /// The view's tint colour when set on the view itself (nil: inherited); kept here so that a
    /// view that never sets one stores nothing for it (see `UIView.tintColor`).
    var _viewTintColor: UIColor?
    /// The view whose layer this is (its delegate, in Core Animation's terms); nil for a layer of
    /// its own.
    weak var _view: UIView?
    /// What the view stores without using (UIView+Appearance.swift), kept here for the same reason.
    var _viewAttributes = _ViewAttributes()
    /// Set by `setNeedsDisplay()`, cleared by `displayIfNeeded()`.
    var _needsDisplay = false

    /// Marks the layer's content as needing to be drawn again: `needsDisplay()` is true until
    /// `displayIfNeeded()`. ResponderKit has no display pass, so nothing else clears it.
    open func setNeedsDisplay() { _needsDisplay = true }

    /// Whether `setNeedsDisplay()` was called since the last `displayIfNeeded()`.
    open func needsDisplay() -> Bool { _needsDisplay }

    /// If the layer needs display, clears the mark and, for a view's layer, calls the view's
    /// `draw(_:)` with its bounds, once, as UIKit's display pass would.
    @MainActor open func displayIfNeeded() {
        guard _needsDisplay else { return }
        _needsDisplay = false
        if let view = _view { view.draw(view.bounds) }
    }
}

/// A view's attributes that only store a value (UIView+Appearance.swift), in its layer so that a
/// view that never sets one pays nothing for them.
struct _ViewAttributes {
    var contentMode = UIView.ContentMode.scaleToFill
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    var accessibilityLabel: String?
    var accessibilityHint: String?
}

/// The corners `CALayer.maskedCorners` rounds; raw values are Core Animation's.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left in UIKit's coordinates (y grows downwards).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// Top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
