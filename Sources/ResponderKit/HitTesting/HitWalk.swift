import Foundation

/// The default hit-test below a view that takes the point, for as long as it meets only
/// subviews whose `hitTest` is certainly the default one: a loop instead of a recursion, flags
/// instead of calls, and no reference counting (nothing it does can run user code, so the
/// hierarchy cannot change under it).
enum _HitWalk {
    enum Outcome {
        /// The answer.
        case found(Unmanaged<UIView>)
        /// `parent.subviews[position]` must be asked through its own `hitTest`, with `point` in
        /// `parent`'s space; if it answers nil, the walk goes on below that position.
        case ask(parent: Unmanaged<UIView>, position: Int, point: CGPoint)
    }

    /// What one subview does with a point given in its superview's space.
    enum Probe {
        case miss
        case custom
        /// The subview takes the point, here in its own space; its subtree's answer is the answer.
        case takes(CGPoint)
    }

    /// H2.3 from `start` (which takes `point`), looking first at subviews below `below`.
    static func run(from start: UIView, _ point: CGPoint, below: Int) -> Outcome {
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
                // Containers of several subviews, and the tops of long runs of single subviews,
                // get an index, which their next queries build (`_SubviewIndex`).
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
                switch subview._withUnsafeGuaranteedRef({ probe($0, point) }) {
                case .miss:
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
                UnsafeRawPointer(buffer.baseAddress!).load(fromByteOffset: position &* MemoryLayout<UIView>.stride,
                                                           as: Unmanaged<UIView>.self)
            }
        }
    }

    /// H2.1 and H2.2 for a subview, read from its flags and geometry.
    @inline(__always)
    static func probe(_ subview: UIView, _ point: CGPoint) -> Probe {
        let flags = subview._hitFlags
        if !flags.isDisjoint(with: .custom) { return .custom }
        // UIKit: H2.1
        if !flags.isDisjoint(with: .ineligible) { return .miss }
        let local = flags.contains(.transformed)
            ? subview._pointFromTransformedSuperview(point)
            : subview._pointFromUntransformedSuperview(point)
        // UIKit: H2.2
        return subview._bounds._contains(local) ? .takes(local) : .miss
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
        CGPoint(x: _bounds.origin.x + _bounds.width / 2 + (p.x - _center.x),
                y: _bounds.origin.y + _bounds.height / 2 + (p.y - _center.y))
    }

    /// Called before `center`, `bounds.size` or `transform` change: the superview's index, if
    /// any, must look for the receiver anywhere from now on.
    func _geometryWillChange() {
        _SubviewIndex.hierarchyGeneration &+= 1
        guard let superview = _superview, let index = superview._subviewIndex else { return }
        index.subviewWillMove(self, in: superview)
    }
}
