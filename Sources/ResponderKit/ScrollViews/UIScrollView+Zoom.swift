import Foundation

// Zooming set in code: the delegate's `viewForZooming(in:)` is scaled by a transform, the content
// is its scaled frame, and hit-testing follows, as in UIKit. There is no pinch: ResponderKit's
// scroll view has no `pinchGestureRecognizer` (DifferencesFromUIKit.md, "Scroll views").

extension UIScrollView {
    /// The scale of the view for zooming; 1 until set. Setting it is `setZoomScale(_:animated:)`
    /// without animation.
    public var zoomScale: CGFloat {
        get { _zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Scales the delegate's `viewForZooming(in:)` to `scale`, clamped to `minimumZoomScale`
    /// ... `maximumZoomScale`: its transform becomes that scale, its frame's origin zero and
    /// `contentSize` its frame's size; then the delegate's `scrollViewDidZoom(_:)`. Does nothing
    /// without a view for zooming, or for a scale that is not finite. Applied at once, `animated` or
    /// not.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        // UIKit: S6
        guard scale.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        view.frame.origin = .zero
        contentSize = view.frame.size
        _zoomScale = clamped
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect` (in the view for zooming's own coordinates) fills the bounds as far as
    /// the zoom limits allow, and scrolls to centre it, within the content and its insets. Does
    /// nothing without a view for zooming or for an empty or infinite `rect`. At once, `animated`
    /// or not.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard delegate?.viewForZooming(in: self) != nil, rect.width > 0, rect.height > 0,
            rect.width.isFinite, rect.height.isFinite
        else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        let scale = _zoomScale
        let insets = adjustedContentInset
        let maxX = max(-insets.left, contentSize.width - bounds.width + insets.right)
        let maxY = max(-insets.top, contentSize.height - bounds.height + insets.bottom)
        contentOffset = CGPoint(
            x: min(max(rect.midX * scale - bounds.width / 2, -insets.left), maxX),
            y: min(max(rect.midY * scale - bounds.height / 2, -insets.top), maxY))
    }
}
