import Foundation

/// What a scroll view tells its `delegate` as it scrolls, as UIKit's protocol of that name.
///
/// Every method has a default that does nothing (UIKit's are optional), so a delegate implements
/// only those it needs. As with any Swift protocol extension, a method is called only if the
/// class that declares the conformance (or a protocol extension) has it: a subclass adding one
/// later is not seen. Zooming is modelled in code only (`setZoomScale(_:animated:)`,
/// `zoom(to:animated:)`: no pinch), so its begin and end methods are absent; deceleration and
/// scrolling to the top are not modelled, so their methods (and
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, which takes a pointer) are
/// absent.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed: during a drag, and when code sets it.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The scroll view's pan began; called before the first `scrollViewDidScroll(_:)` of the drag.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted (or the pan was cancelled). `decelerate` is always false: the scroll
    /// stops where the finger left it.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The view that zooming scales; nil (the default) means the scroll view does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// `zoomScale` changed; called after the zoomed view's transform and `contentSize` changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nil: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
