import Foundation

/// H2's reverse scan below a view that takes the point: the one statement of the rule that every
/// hit-test runs, traced or not, for as long as it meets subviews whose `hitTest` is certainly the
/// default one. A loop instead of a recursion, flags instead of calls, and no reference counting:
/// nothing it does runs code outside the engine (visits are only recorded, see `_HitVisitor`), so
/// the hierarchy cannot change under it (benchmark rows "hitTest wide/deep/balanced …").
///
/// The accelerator (`_SubviewIndex`) only ever narrows which subviews a level probes; whether it
/// may is the visitor's choice, and with `RESPONDERKIT_INVARIANTS` every answer it narrowed is
/// compared with the full scan's (`step`).
enum _HitWalk {
    enum Outcome: Equatable {
        /// The answer.
        case found(Unmanaged<UIView>)
        /// `parent.subviews[position]` must be asked through its own `hitTest`, with `point` in
        /// `parent`'s space; if it answers nil, the walk goes on below that position.
        case ask(parent: Unmanaged<UIView>, position: Int, point: CGPoint)

        static func == (a: Outcome, b: Outcome) -> Bool {
            switch (a, b) {
            case let (.found(x), .found(y)):
                x.toOpaque() == y.toOpaque()
            case let (.ask(p, i, u), .ask(q, j, v)):
                // Bit for bit: both come from the same arithmetic, NaN included.
                p.toOpaque() == q.toOpaque() && i == j && u.x.bitPattern == v.x.bitPattern
                    && u.y.bitPattern == v.y.bitPattern
            default:
                false
            }
        }
    }

    /// What H2.1 and H2.2 say about one view whose `hitTest` is the default one, read from its
    /// flags and bounds.
    enum Probe {
        /// The view's class or `overrides` may change `hitTest`: it must be asked.
        case custom
        /// UIKit: H2.1 — hidden, transparent or not interactive: these flags say which.
        case ineligible(_HitFlags)
        /// UIKit: H2.2 — eligible, but its bounds do not contain the point, here in its own space.
        case outside(CGPoint)
        /// The view takes the point, here in its own space; its subtree's answer is the answer.
        case takes(CGPoint)
    }

    /// The scan from `start` (which takes `point`), looking first at subviews below `below`;
    /// with the invariants on, an accelerated outcome is checked against the full scan.
    static func step<Visitor: _HitVisitor>(
        from start: UIView, _ point: CGPoint, below: Int,
        visitor: inout Visitor
    ) -> Outcome {
        let outcome = run(from: start, point, below: below, visitor: &visitor)
        #if RESPONDERKIT_INVARIANTS
        if Visitor.mayAccelerate {
            var scan = _Unaccelerated()
            let expected = run(from: start, point, below: below, visitor: &scan)
            precondition(
                outcome == expected,
                "invariant: the hit-test accelerator answered \(outcome) where the scan answers \(expected) at \(point)"
            )
        }
        #endif
        return outcome
    }

    /// UIKit: H2.3 — from `start` (which takes `point`), the front-most subview whose subtree
    /// takes the point, level by level, else the view at which no subview takes it (H2.4).
    static func run<Visitor: _HitVisitor>(
        from start: UIView, _ point: CGPoint, below: Int,
        visitor: inout Visitor
    ) -> Outcome {
        var view = Unmanaged.passUnretained(start)
        var point = point
        var limit = below
        // The top of the current run of views with one subview each, and its length so far.
        var runTop = view, runLength = 0
        // Not below an index that could not answer: a chain that leaves a point to the scan
        // must not get a new chain one level down on every such query.
        var findsRuns = true
        descending: while true {
            // UIKit: H2.4 — a view without subviews is the answer; most answers are leaves, and
            // this is read before their index.
            if view._withUnsafeGuaranteedRef({ $0._subviews.isEmpty }) { return .found(view) }
            // The subviews to probe at this level, front-most first: the candidates of the
            // boxes (the usual index, read here rather than through `find`), else every subview
            // below the limit.
            var boxes: UnsafeRawPointer?
            var candidates: UInt64 = 0
            if Visitor.mayAccelerate {
                if let index = view._withUnsafeGuaranteedRef({ $0._subviewIndex.map(Unmanaged.passUnretained) }) {
                    // Boxes compare infinities correctly; a NaN fails every comparison, so `find`
                    // leaves it to the scan.
                    if index._withUnsafeGuaranteedRef({ $0.layout == .boxes }), !point.x.isNaN, !point.y.isNaN {
                        (candidates, boxes) = index._withUnsafeGuaranteedRef { $0.boxCandidates(point, below: limit) }
                    } else {
                        switch _SubviewIndex.find(point, below: limit, in: view, index: index) {
                        case .scan:
                            findsRuns = false
                        case .none:
                            return .found(view)
                        case .custom(let position):
                            return .ask(parent: view, position: position, point: point)
                        case .found(let answer):
                            return .found(answer)
                        case let .enters(descendant, local):
                            view = descendant
                            point = local
                            limit = .max
                            runLength = 0
                            continue descending
                        }
                    }
                    runLength = 0
                } else {
                    // Containers of several subviews, and the tops of long runs of single
                    // subviews, get an index, which their next queries build (`_SubviewIndex`).
                    switch view._withUnsafeGuaranteedRef({ $0._subviews.count }) {
                    case 1 where findsRuns:
                        if runLength == 0 { runTop = view }
                        runLength += 1
                        if runLength == _SubviewIndex.minimumChainLength { makeIndex(runTop) }
                    case 0, 1:
                        break
                    default:
                        makeIndex(view)
                        runLength = 0
                    }
                }
            }
            // UIKit: H2.3 — last subview first (H8); the point is converted per level (H9).
            var position = boxes == nil ? min(limit, view._withUnsafeGuaranteedRef { $0._subviews.count }) : 0
            while true {
                let subview: Unmanaged<UIView>
                if let boxes {
                    guard candidates != 0 else { break }
                    position = 63 - candidates.leadingZeroBitCount
                    candidates ^= 1 &<< UInt64(position)
                    subview = _SubviewIndex.boxMember(boxes, at: position)
                } else {
                    guard position > 0 else { break }
                    position -= 1
                    subview = Self.subview(of: view, at: position)
                }
                let probe = subview._withUnsafeGuaranteedRef { Self.probe($0, point) }
                visitor.visit(subview, point, probe)
                switch probe {
                case .ineligible, .outside:
                    continue
                case .custom:
                    return .ask(parent: view, position: position, point: point)
                case .takes(let local):
                    view = subview
                    point = local
                    limit = .max
                    continue descending
                }
            }
            // UIKit: H2.4
            return .found(view)
        }
    }

    @inline(never)
    static func makeIndex(_ view: Unmanaged<UIView>) {
        view._withUnsafeGuaranteedRef {
            $0._subviewIndex = _SubviewIndex.make(forSubviews: $0._subviews.count)
        }
    }

    /// `view.subviews[position]`, without touching reference counts.
    @inline(__always)
    static func subview(of view: Unmanaged<UIView>, at position: Int) -> Unmanaged<UIView> {
        view._withUnsafeGuaranteedRef { view in
            view._subviews.withUnsafeBufferPointer { buffer in
                UnsafeRawPointer(buffer.baseAddress!).load(
                    fromByteOffset: position &* MemoryLayout<UIView>.stride,
                    as: Unmanaged<UIView>.self)
            }
        }
    }

    /// H2.1 and H2.2 for a subview, read from its flags and geometry, with the point in its
    /// superview's space.
    @inline(__always)
    static func probe(_ subview: UIView, _ point: CGPoint) -> Probe {
        let flags = subview._hitFlags
        if !flags.isDisjoint(with: .custom) { return .custom }
        // UIKit: H2.1
        if !flags.isDisjoint(with: .ineligible) { return .ineligible(flags.intersection(.ineligible)) }
        let local =
            flags.contains(.transformed)
            ? subview._pointFromTransformedSuperview(point)
            : subview._pointFromUntransformedSuperview(point)
        return admission(of: subview, at: local)
    }

    /// UIKit: H2.2 — for an eligible view whose `point(inside:)` is the default one (H5), with
    /// the point in its own space.
    @inline(__always)
    static func admission(of view: UIView, at local: CGPoint) -> Probe {
        view._bounds._contains(local) ? .takes(local) : .outside(local)
    }
}

/// Who watches the scan: nobody (the accelerator may narrow it), a check (the full scan, to
/// compare with), or a trace (the full scan, every probe recorded). Generic, so that the
/// unwatched walk is compiled without a trace of the others.
protocol _HitVisitor {
    /// Whether the accelerator may narrow the scan (and build its indexes).
    static var mayAccelerate: Bool { get }
    /// `view` was probed with `point`, given in its superview's space.
    mutating func visit(_ view: Unmanaged<UIView>, _ point: CGPoint, _ probe: _HitWalk.Probe)
    /// Hands what was recorded to whoever listens; the hit-test calls it before anything outside
    /// the engine can run, and before it answers.
    @MainActor mutating func flush()
}

/// The untraced hit-test: the accelerator narrows the scan, and probes are not recorded.
struct _Accelerated: _HitVisitor {
    static var mayAccelerate: Bool { true }
    @inline(__always)
    func visit(_ view: Unmanaged<UIView>, _ point: CGPoint, _ probe: _HitWalk.Probe) {
        // Nobody watches: the probe decides the walk and is forgotten.
    }
    @inline(__always)
    func flush() {
        // Nothing was recorded.
    }
}

/// The full scan, unrecorded: what an accelerated answer must equal.
struct _Unaccelerated: _HitVisitor {
    static var mayAccelerate: Bool { false }
    @inline(__always)
    func visit(_ view: Unmanaged<UIView>, _ point: CGPoint, _ probe: _HitWalk.Probe) {
        // Only the outcome is compared.
    }
    func flush() {
        // Nothing was recorded.
    }
}

extension UIView {
    /// G3 inverted for a view with a transform: the walk's rare case, kept out of its loop.
    @inline(never)
    nonisolated func _pointFromTransformedSuperview(_ p: CGPoint) -> CGPoint {
        _pointFromSuperview(p)
    }

    /// G3 inverted for a view whose transform is the identity.
    @inline(__always)
    nonisolated func _pointFromUntransformedSuperview(_ p: CGPoint) -> CGPoint {
        CGPoint(
            x: _bounds.origin.x + _bounds.width / 2 + (p.x - _center.x),
            y: _bounds.origin.y + _bounds.height / 2 + (p.y - _center.y))
    }
}
