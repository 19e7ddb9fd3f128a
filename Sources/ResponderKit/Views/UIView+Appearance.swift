import Foundation

// What UIKit code sets on a view for drawing and for assistive technologies: stored in the view's
// layer and read back, with no effect on events (ResponderKit draws nothing and has no
// accessibility tree); `setNeedsDisplay()` marks the layer for `draw(_:)`.

extension UIView {
    /// How a view lays out its content when its bounds change; raw values are UIKit's. Stored.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// How the tint colour is shown; raw values are UIKit's.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`normal` for a view with no superview).
        case automatic
        /// The tint colour as set.
        case normal
        /// Dimmed, as UIKit dims the views behind a presented alert or sheet.
        case dimmed
    }

    /// `scaleToFill` by default. Stored, no effect: ResponderKit draws no content.
    public var contentMode: ContentMode {
        get { _layer?._viewAttributes.contentMode ?? .scaleToFill }
        set { layer._viewAttributes.contentMode = newValue }
    }

    /// The mode in effect: the view's own, or, when it is `automatic`, its nearest ancestor's
    /// that is not, else `normal`; never `automatic` when read, as UIKit's. Setting it calls
    /// `tintColorDidChange()` on the view and on the subviews that inherit the mode, when the mode
    /// in effect changes. ResponderKit never dims by itself (a presented controller does not), and
    /// a dimmed view's `tintColor` is the colour as set, not UIKit's grey.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var view: UIView? = self
            while let current = view {
                let mode = current._layer?._viewAttributes.tintAdjustmentMode ?? .automatic
                if mode != .automatic { return mode }
                view = current._superview
            }
            return .normal
        }
        set {
            let old = tintAdjustmentMode
            layer._viewAttributes.tintAdjustmentMode = newValue
            guard tintAdjustmentMode != old else { return }
            var pending: [UIView] = [self]
            while let view = pending.popLast() {
                view.tintColorDidChange()
                for subview in view._subviews.reversed()
                where (subview._layer?._viewAttributes.tintAdjustmentMode ?? .automatic) == .automatic {
                    pending.append(subview)
                }
            }
        }
    }

    /// The label VoiceOver reads; nil by default. Stored, no effect (no accessibility tree).
    public var accessibilityLabel: String? {
        get { _layer?._viewAttributes.accessibilityLabel }
        set { layer._viewAttributes.accessibilityLabel = newValue }
    }

    /// What VoiceOver says the view does; nil by default. Stored, no effect.
    public var accessibilityHint: String? {
        get { _layer?._viewAttributes.accessibilityHint }
        set { layer._viewAttributes.accessibilityHint = newValue }
    }

    /// Marks the view's content as needing to be drawn again (`layer.needsDisplay()`); the
    /// view's `draw(_:)` runs at the layer's next `displayIfNeeded()`, once however many times it
    /// was marked. ResponderKit has no display pass: nothing calls `displayIfNeeded()` by itself.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// `setNeedsDisplay()`: the whole view is drawn again, not only `rect`.
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }
}
