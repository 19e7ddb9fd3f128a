import Foundation

extension UIView {
    /// The smallest `alpha` at which a view still receives touches (H4: below 0.01 it does not).
    nonisolated public static let minimumHitTestAlpha: CGFloat = 0.01

    /// Whether the receiver's class may override `hitTest(_:with:)`, `point(inside:with:)` or the
    /// properties hit-testing reads: false for ResponderKit's own view classes, which do not, true
    /// for any other class (an app's subclass), whose code the engine cannot see (ours: UIKit
    /// would compare the class's method implementations with `UIView`'s). Run-time
    /// ``UIResponder/overrides`` are not counted here.
    public var classMayOverrideHitTesting: Bool { _hitFlags.contains(.customClass) }

    /// What the default `hitTest(_:with:)` decides about the receiver alone at `point`, in its
    /// own coordinates: whether it is eligible (H2.1, H4) and whether `point(inside:with:)` takes
    /// the point (H2.2), in that order. `.inside` means its subviews are asked next.
    ///
    /// This is the decision every hit-test makes at every view it visits, traced or not; `explain`
    /// asks it about views the hit-test did not visit. (Our addition: UIKit makes the decision
    /// without naming it.)
    public func hitTestVerdict(_ point: CGPoint, with event: UIEvent?) -> HitTestVerdict {
        if _hitFlags.isDisjoint(with: .custom) {
            // The properties are ResponderKit's own, so the flags say it all (`_HitWalk.probe`).
            return _verdict(_HitWalk.probe(self, atOwn: point))
        }
        // A class of the app's, or `overrides`: the properties and `point(inside:)` may be
        // overridden, so they are asked.
        if let ineligible = hitTestIneligibility { return ineligible }
        // UIKit: H2.2 — subviews are not examined when the point is outside (H6).
        return self.point(inside: point, with: event) ? .inside : .outside(bounds: _bounds)
    }

    /// Why hit-testing skips the receiver and its whole subtree wherever the point is, as
    /// ``hitTestVerdict(_:with:)`` would say it: `.hidden`, `.transparent` (alpha below
    /// ``minimumHitTestAlpha``), `.interactionDisabled` or `.animatingWithoutInteraction`, the
    /// first that holds in that order; nil when the receiver can take a touch (H2.1, H4, H10).
    ///
    /// Diagnosis (lint, `explain`, pictures) asks this rather than reading the properties itself.
    /// (Our addition: UIKit decides this without naming it.)
    public var hitTestIneligibility: HitTestVerdict? {
        if _hitFlags.isDisjoint(with: .custom) {
            let flags = _hitFlags.intersection(.ineligible)
            return flags.isEmpty ? nil : _verdict(.ineligible(flags))
        }
        return hitTestIneligibilities.first
    }

    /// Every reason hit-testing has to skip the receiver and its whole subtree, in the order of
    /// ``hitTestIneligibility`` (whose answer is the first): `.hidden`, `.transparent`,
    /// `.interactionDisabled`, `.animatingWithoutInteraction`; empty when it can take a touch. A
    /// picture or a check that names each property that stands in the way asks this. (Our
    /// addition.)
    public var hitTestIneligibilities: [HitTestVerdict] {
        var reasons: [HitTestVerdict] = []
        // UIKit: H2.1 — read through the properties, which the class may override.
        if isHidden { reasons.append(.hidden) }
        // UIKit: H4 — `!(alpha >= 0.01)` also skips a NaN alpha.
        if !(alpha >= UIView.minimumHitTestAlpha) { reasons.append(.transparent(alpha: alpha)) }
        if !isUserInteractionEnabled { reasons.append(.interactionDisabled) }
        // UIKit: H10 — set and cleared by the engine alone, so the flag is the truth.
        if _hitFlags.contains(.animatingWithoutInteraction) { reasons.append(.animatingWithoutInteraction) }
        return reasons
    }

    /// A probe's verdict, in the trace's terms.
    func _verdict(_ probe: _HitWalk.Probe) -> HitTestVerdict {
        switch probe {
        case .ineligible(let flags):
            if flags.contains(.hidden) { return .hidden }
            if flags.contains(.transparent) { return .transparent(alpha: _alpha) }
            if flags.contains(.interactionDisabled) { return .interactionDisabled }
            // UIKit: H10
            return .animatingWithoutInteraction
        case .outside:
            return .outside(bounds: _bounds)
        case .takes, .custom:
            return .inside
        }
    }

    /// H2, in its documented order: eligibility, then `point(inside:with:)`, then subviews from
    /// front-most to back-most, then the receiver.
    ///
    /// Subviews whose `hitTest` is certainly the default one (ResponderKit's own classes without
    /// `overrides`) are not called: the scan (`_HitWalk`) reads what the call would read, without
    /// recursion, and asks the accelerator which subviews can contain the point. Every other
    /// subview is asked through its own `hitTest(_:with:)`. With hit-test tracing on, the same
    /// scan runs over every subview, recording a visit per view.
    func _defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let event, event._traceTopics.contains(.hitTesting) {
            var visits = _HitVisits(event: event)
            let verdict = hitTestVerdict(point, with: event)
            event._emitVisit(self, point, verdict)
            guard verdict == .inside else { return nil }
            return _hitTestSubviews(point, with: event, visitor: &visits)
        }
        if _hitFlags.isDisjoint(with: .custom) {
            // The properties are ResponderKit's own, so the flags say it all.
            guard case .takes = _HitWalk.probe(self, atOwn: point) else { return nil }
        } else {
            guard hitTestVerdict(point, with: event) == .inside else { return nil }
        }
        var accelerated = _Accelerated()
        return _hitTestSubviews(point, with: event, visitor: &accelerated)
    }

    /// H2.3 and H2.4 below a view that takes the point: the front-most subview whose subtree
    /// takes it, else the receiver.
    @inline(__always)
    private func _hitTestSubviews<Visitor: _HitVisitor>(
        _ point: CGPoint, with event: UIEvent?,
        visitor: inout Visitor
    ) -> UIView {
        // The usual case, with no reference held but the answer's.
        let outcome = _HitWalk.step(from: self, point, below: .max, visitor: &visitor)
        if case .found(let view) = outcome {
            visitor.flush()
            return view.takeUnretainedValue()
        }
        return _hitTestAsking(outcome, with: event, visitor: &visitor)
    }

    /// The scan met a subview with its own `hitTest`: asks it, and scans on below it while it
    /// answers nil.
    @inline(never)
    private func _hitTestAsking<Visitor: _HitVisitor>(
        _ outcome: _HitWalk.Outcome, with event: UIEvent?,
        visitor: inout Visitor
    ) -> UIView {
        var outcome = outcome
        var container: UIView
        var point: CGPoint
        var below: Int
        while true {
            // The visits so far come before whatever the subview's own hit-test traces.
            visitor.flush()
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
            outcome = _HitWalk.step(from: container, point, below: below, visitor: &visitor)
        }
    }
}

// MARK: What the accelerator is told

extension UIView {
    /// Called before `center`, `bounds.size` or `transform` change: the superview's index, if
    /// any, must look for the receiver anywhere from now on.
    func _geometryWillChange() {
        _hitTestInputsDidChange()
        guard let superview = _superview, let index = superview._subviewIndex else { return }
        index.subviewWillMove(self, in: superview)
    }

    /// Something hit-testing reads of the receiver changed (its geometry, eligibility or
    /// subviews): the accelerator's chains in its window are no longer valid.
    func _hitTestInputsDidChange() {
        _cachedWindow?._hitTestGeneration.value &+= 1
    }
}

extension _HitWalk {
    /// H2.1 and H2.2 for a view with the point in its own space, read from its flags.
    @inline(__always)
    static func probe(_ view: UIView, atOwn point: CGPoint) -> Probe {
        let flags = view._hitFlags
        if !flags.isDisjoint(with: .custom) { return .custom }
        if !flags.isDisjoint(with: .ineligible) { return .ineligible(flags.intersection(.ineligible)) }
        return admission(of: view, at: point)
    }
}

/// The traced hit-test's visitor: the full scan, each probe recorded, then emitted as
/// `hitTestVisit` records when the scan stops (the trace's sink may run any code, which must not
/// happen while the scan holds unretained views).
struct _HitVisits: _HitVisitor {
    static var mayAccelerate: Bool { false }
    let event: UIEvent
    /// One probe: the view, held strongly (emitting runs the sink, which may change the
    /// hierarchy), the point in its superview's space, and what the probe said.
    private struct Probed {
        let view: UIView
        let point: CGPoint
        let probe: _HitWalk.Probe
    }
    private var probes: [Probed] = []

    init(event: UIEvent) { self.event = event }

    mutating func visit(_ view: Unmanaged<UIView>, _ point: CGPoint, _ probe: _HitWalk.Probe) {
        // A subview with its own `hitTest` records its own visit when asked.
        if case .custom = probe { return }
        // Room for a level's worth at once, rather than growing one element at a time.
        if probes.isEmpty { probes.reserveCapacity(16) }
        probes.append(Probed(view: view.takeUnretainedValue(), point: point, probe: probe))
    }

    /// Emits the recorded visits.
    mutating func flush() {
        guard !probes.isEmpty else { return }
        let recorded = probes
        probes = []
        guard let application = event._application else { return }
        // A loop, not `map`: a closure here would be checked for isolation on every call.
        for entry in recorded {
            let local: CGPoint
            switch entry.probe {
            case .outside(let p), .takes(let p): local = p
            case .ineligible, .custom: local = entry.view._pointFromSuperview(entry.point)
            }
            application._trace(
                .hitTesting, .hitTestVisit(view: entry.view, point: local, verdict: entry.view._verdict(entry.probe)))
        }
    }
}

extension Array {
    /// Whether both arrays share one buffer: neither was changed since one was copied from the other.
    func _sameStorage(as other: Array) -> Bool {
        count == other.count
            && withUnsafeBufferPointer { mine in
                other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
            }
    }
}

extension UIEvent {
    func _emitVisit(_ view: UIView, _ point: CGPoint, _ verdict: HitTestVerdict) {
        _application?._trace(.hitTesting, .hitTestVisit(view: view, point: point, verdict: verdict))
    }
}
