import Foundation

extension UIView {
    /// The smallest `alpha` at which a view still receives touches (H4: below 0.01 it does not).
    public static let minimumHitTestAlpha: CGFloat = 0.01

    /// H2, in its documented order: eligibility, then `point(inside:with:)`, then subviews from
    /// front-most to back-most, then the receiver.
    func _defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let tracing = event?._traceTopics.contains(.hitTesting) ?? false
        // UIKit: H2.1 — an ineligible view hides its whole subtree (H3).
        if isHidden {
            if tracing { event!._emitVisit(self, point, .hidden) }
            return nil
        }
        // UIKit: H4 — `!(alpha >= 0.01)` also skips a NaN alpha.
        if !(alpha >= UIView.minimumHitTestAlpha) {
            if tracing { event!._emitVisit(self, point, .transparent(alpha: alpha)) }
            return nil
        }
        if !isUserInteractionEnabled {
            if tracing { event!._emitVisit(self, point, .interactionDisabled) }
            return nil
        }
        // UIKit: H2.2 — subviews are not examined when the point is outside (H6).
        guard self.point(inside: point, with: event) else {
            if tracing { event!._emitVisit(self, point, .outside(bounds: _bounds)) }
            return nil
        }
        if tracing { event!._emitVisit(self, point, .inside) }
        // UIKit: H2.3 — last subview first (H8); the point is converted per level (H9).
        // Iterating a copy keeps a hierarchy mutated by an override from breaking the walk.
        let subviews = _subviews
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            if let hit = subview.hitTest(subview._pointFromSuperview(point), with: event) {
                return hit
            }
        }
        // UIKit: H2.4
        return self
    }
}

extension UIEvent {
    func _emitVisit(_ view: UIView, _ point: CGPoint, _ verdict: HitTestVerdict) {
        _application?._trace(.hitTesting, .hitTestVisit(view: view, point: point, verdict: verdict))
    }
}
