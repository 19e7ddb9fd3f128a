import Foundation

extension UIView {
    /// The smallest `alpha` at which a view still receives touches (H4: below 0.01 it does not).
    public static let minimumHitTestAlpha: CGFloat = 0.01

    /// H2, in its documented order: eligibility, then `point(inside:with:)`, then subviews from
    /// front-most to back-most, then the receiver.
    ///
    /// Subviews whose `hitTest` is certainly the default one (ResponderKit's own classes without
    /// `overrides`) are not called: the walk reads what the call would read, without recursion,
    /// and a container with many subviews asks its spatial index which of them can contain the
    /// point. Every other subview is asked through its own `hitTest(_:with:)`. The answer is
    /// always the one the plain recursive scan gives; with hit-test tracing on, that scan runs
    /// as written, so that the trace shows every view it visits.
    func _defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let event, event._traceTopics.contains(.hitTesting) { return _tracedHitTest(point, with: event) }
        if _hitFlags.isDisjoint(with: .custom) {
            // UIKit: H2.1 — the properties are ResponderKit's own, so the flags say it all.
            guard _hitFlags.isDisjoint(with: .ineligible), _bounds._contains(point) else { return nil }
        } else {
            guard isHidden == false, alpha >= UIView.minimumHitTestAlpha, isUserInteractionEnabled,
                  self.point(inside: point, with: event) else { return nil }
        }
        return _hitTestSubviews(point, with: event)
    }

    /// H2.3 and H2.4 below a view that takes the point: the front-most subview whose subtree
    /// takes it, else the receiver.
    @inline(__always)
    private func _hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView {
        // The usual case, with no reference held but the answer's.
        let outcome = _HitWalk.run(from: self, point, below: .max)
        if case .found(let view) = outcome { return view.takeUnretainedValue() }
        return _hitTestAsking(outcome, with: event)
    }

    /// The walk met a subview with its own `hitTest`: asks it, and walks on below it while it
    /// answers nil.
    @inline(never)
    private func _hitTestAsking(_ outcome: _HitWalk.Outcome, with event: UIEvent?) -> UIView {
        var outcome = outcome
        var container: UIView
        var point: CGPoint
        var below: Int
        while true {
            switch outcome {
            case .found(let view):
                return view.takeUnretainedValue()
            case let .ask(parent, position, local):
                // A subview with its own `hitTest`: from here on, handlers run, so everything the
                // walk holds is held strongly, and the subviews are a snapshot (H13 asks handlers
                // not to change the hierarchy; if one does, this level finishes as it began).
                container = parent.takeUnretainedValue()
                let subviews = container._subviews
                let subview = subviews[position]
                if let hit = subview.hitTest(subview._pointFromSuperview(local), with: event) { return hit }
                guard container._subviews._sameStorage(as: subviews) else {
                    for index in stride(from: position - 1, through: 0, by: -1) {
                        let subview = subviews[index]
                        if let hit = subview.hitTest(subview._pointFromSuperview(local), with: event) { return hit }
                    }
                    return container
                }
                point = local
                below = position
            }
            outcome = _HitWalk.run(from: container, point, below: below)
        }
    }

    /// The scan of H2 as written, emitting a visit for every view it looks at. Levels of
    /// ResponderKit's own views are kept on a stack rather than the call stack, so a deep
    /// hierarchy cannot overflow it; other views are asked through their own `hitTest`.
    private func _tracedHitTest(_ point: CGPoint, with event: UIEvent) -> UIView? {
        guard _tracedAdmits(point, with: event) else { return nil }
        // UIKit: H2.3 — last subview first (H8); the point is converted per level (H9).
        // Each level iterates a copy, so an override that mutates the hierarchy cannot break it.
        var levels = [(view: self, subviews: _subviews, next: _subviews.count, point: point)]
        while let top = levels.indices.last {
            // The level's fields are read one by one: copying the whole level would retain its
            // view and its subviews at every visit.
            let next = levels[top].next
            // UIKit: H2.4 — no subview took the point.
            if next == 0 { return levels[top].view }
            levels[top].next = next - 1
            let subview = levels[top].subviews[next - 1]
            let local = subview._pointFromSuperview(levels[top].point)
            if !subview._hitFlags.isDisjoint(with: .custom) {
                if let hit = subview.hitTest(local, with: event) { return hit }
            } else if subview._tracedAdmits(local, with: event) {
                levels.append((subview, subview._subviews, subview._subviews.count, local))
            }
        }
        return nil
    }

    /// H2.1 and H2.2 for one view, with the visit that says why it is or is not entered.
    private func _tracedAdmits(_ point: CGPoint, with event: UIEvent) -> Bool {
        // UIKit: H2.1 — an ineligible view hides its whole subtree (H3).
        if isHidden {
            event._emitVisit(self, point, .hidden)
            return false
        }
        // UIKit: H4 — `!(alpha >= 0.01)` also skips a NaN alpha.
        if !(alpha >= UIView.minimumHitTestAlpha) {
            event._emitVisit(self, point, .transparent(alpha: alpha))
            return false
        }
        if !isUserInteractionEnabled {
            event._emitVisit(self, point, .interactionDisabled)
            return false
        }
        // UIKit: H2.2 — subviews are not examined when the point is outside (H6).
        guard self.point(inside: point, with: event) else {
            event._emitVisit(self, point, .outside(bounds: _bounds))
            return false
        }
        event._emitVisit(self, point, .inside)
        return true
    }
}

extension Array {
    /// Whether both arrays share one buffer: neither was changed since one was copied from the other.
    func _sameStorage(as other: Array) -> Bool {
        count == other.count && withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }
}

extension UIEvent {
    func _emitVisit(_ view: UIView, _ point: CGPoint, _ verdict: HitTestVerdict) {
        _application?._trace(.hitTesting, .hitTestVisit(view: view, point: point, verdict: verdict))
    }
}
