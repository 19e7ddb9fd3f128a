import Foundation
#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// What a container keeps so that hit-testing below it reads less than the reverse scan would,
/// laid out by the shape of its subviews when it is built:
///
/// - **boxes** (2 to 47 subviews): every subview's frame as four `Float`s, side by side, so that
///   one pass over a few cache lines says which subviews can contain the point;
/// - **grid** (48 or more): a uniform grid over the frames, so that a container with thousands
///   of subviews looks at the few whose frame can contain the point;
/// - **chain** (one subview, whose only subview has one subview, and so on, for at least
///   `minimumChainLength` levels): the region each level can take, cut by the levels above it,
///   so that a binary search finds how deep the point goes.
///
/// The index only ever *narrows* the reverse scan: boxes and grid yield candidates in
/// front-to-back order and each is checked exactly as the scan checks it; the chain answers only
/// when rounding cannot change the answer and says `scan` otherwise. So the answer is always
/// the scan's. A subview the boxes or the grid cannot vouch for (its class or `overrides` may
/// change `hitTest`, its geometry is not finite or its transform is nearly singular, it is very
/// large, it moved or was added since the grid was built) is a candidate for every query.
///
/// Maintenance: the grid follows subviews being added, removed, reordered and moved. Adding one on
/// top and moving one cost a few list operations; removing one, inserting one below the top and
/// reordering cost one pass over the grid's entries, which are small numbers. The boxes, cheap to
/// build, are dropped by any change, as is a grid that has followed so many changes that it has
/// become too loose, or 32 removals (so that removing many subviews one by one costs a few passes,
/// not one each), or whose container's subviews changed their `overrides`; a dropped index is
/// rebuilt on the second query after the change, so that a container that changes between every
/// two queries is simply scanned and never pays for a rebuild. A chain reaches many views, so it
/// records its window's `_hitTestGeneration`, which every change to a view's geometry, eligibility
/// or subviews in that window advances, and is rebuilt only after two queries with no change in
/// between; a container outside any window gets no chain, and one that changes windows drops it.
///
/// The seam: this folder is the accelerator, and the rest of the engine reaches it through this
/// type only. The scan (`_HitWalk`) asks a container's index which subviews can take a point
/// (`boxCandidates` and `boxMember` for boxes, `find` for the rest, which may answer `scan`), and
/// makes an index where one would pay (`make`). The hierarchy feeds it every change: subviews
/// moving (`subviewsMoved`), a subview's geometry about to change (`subviewWillMove`), the
/// container changing windows (`containerDidChangeWindow`), anything else (`invalidate`); a
/// window's `_hitTestGeneration` counts the changes its chains depend on.
///
/// Storage: the boxes live in the index object itself, after its header, so that a level of the
/// walk reads the container, its index and the subview that takes the point, and nothing in
/// between; an index made for fewer subviews than the boxes need is replaced when it is built.
/// The grid and the chain, bigger and rarer, are objects of their own.
final class _SubviewIndex: ManagedBuffer<_SubviewIndexHeader, SIMD4<Float>> {
    /// Containers with fewer subviews use boxes; from this many on, the grid.
    static let minimumCount = 48
    /// A subview whose frame covers more cells than this is kept on the loose list.
    static let maximumCellsPerSubview = 64
    /// Runs of single subviews at least this long get a chain index at their top.
    static let minimumChainLength = 32

    enum Answer {
        /// No index right now, or it cannot be sure: scan.
        case scan
        /// No subview below the limit takes the point.
        case none
        /// The subview at this position must be asked through its own `hitTest`.
        case custom(Int)
        /// The answer is this descendant.
        case found(Unmanaged<UIView>)
        /// This descendant takes the point, given here in its own space; its answer is the answer.
        case enters(Unmanaged<UIView>, CGPoint)
    }

    /// A new index, not built yet, with room for the boxes of `subviewCount` subviews when
    /// that many take boxes.
    static func make(forSubviews subviewCount: Int) -> _SubviewIndex {
        let room = (2..<minimumCount).contains(subviewCount) ? tailElements(forBoxesOf: subviewCount) : 0
        return unsafeDowncast(
            create(minimumCapacity: room) { _ in _SubviewIndexHeader(room: room) },
            to: _SubviewIndex.self)
    }

    /// The tail holds the boxes' lanes, then the subviews, two to an element (see `withTail`).
    private static func tailElements(forBoxesOf count: Int) -> Int { lanes(forBoxesOf: count) + (count + 1) / 2 }

    private static func lanes(forBoxesOf count: Int) -> Int { (count &+ 3) & ~3 }

    /// Boxes: the lanes, then the subviews, in one run of memory after the header, so that a
    /// query reads one object.
    @inline(__always)
    private func withTail<R>(_ body: (UnsafeMutablePointer<SIMD4<Float>>, UnsafeMutableRawPointer) -> R) -> R {
        withUnsafeMutablePointerToElements { lanes in
            body(lanes, UnsafeMutableRawPointer(lanes + Self.lanes(forBoxesOf: memberCount)))
        }
    }

    // MARK: Queries

    /// What `index`, `container`'s, says about `point`; builds the index when it is due.
    @inline(__always)
    static func find(
        _ point: CGPoint, below limit: Int, in container: Unmanaged<UIView>,
        index: Unmanaged<_SubviewIndex>
    ) -> Answer {
        index._withUnsafeGuaranteedRef { index in
            switch index.layout {
            case .boxes:
                // The walk reads boxes itself (`boxCandidates`), and comes here only with a NaN,
                // which fails every comparison, even with the boxes of subviews that must always
                // be asked: it is scanned.
                return .scan
            case .grid, .chain:
                return container._withUnsafeGuaranteedRef { index.findBuilt(point, below: limit, in: $0) }
            case .dropped:
                return container._withUnsafeGuaranteedRef { buildIfDue(point, below: limit, in: $0) }
            }
        }
    }

    /// The layout, read through the header's address. `ManagedBuffer.header` is a public stored
    /// property of the standard library, so every read of it through `header` is checked for
    /// exclusive access at run time, once per level of every hit-test (benchmark rows "hitTest
    /// balanced 100000" and "hitTest wide 1000").
    var layout: _SubviewIndexHeader.Layout {
        withUnsafeMutablePointerToHeader { $0.pointee.layout }
    }

    /// Boxes: how many subviews the tail holds, read as `layout` is.
    private var memberCount: Int {
        withUnsafeMutablePointerToHeader { $0.pointee.memberCount }
    }

    @inline(never)
    private func findBuilt(_ point: CGPoint, below limit: Int, in container: UIView) -> Answer {
        guard point.x.isFinite, point.y.isFinite else { return .scan }
        // The header read through its address, as `layout` explains.
        let (layout, grid, chain) = withUnsafeMutablePointerToHeader {
            ($0.pointee.layout, $0.pointee.grid, $0.pointee.chain)
        }
        switch layout {
        case .boxes:
            // Just built: the walk reads them from the next query on.
            return .scan
        case .grid:
            return grid?.find(point, below: limit, in: container) ?? .scan
        case .chain:
            guard let chain, chain.isCurrent else {
                invalidate()
                return .scan
            }
            return chain.find(point, below: limit)
        case .dropped:
            return .scan
        }
    }

    /// Counts a query while dropped, and builds the index on the second query after a change
    /// (a chain: the second with no change in between), replacing it when the boxes need more
    /// room than it has.
    @inline(never)
    private static func buildIfDue(_ point: CGPoint, below limit: Int, in container: UIView) -> Answer {
        guard var index = container._subviewIndex else { return .scan }
        index.header.queriesWhileDropped &+= 1
        var generation: _HitTestGeneration?
        if container._subviews.count == 1 {
            // A chain needs its window's generation to know that it is still valid. It is read
            // here, while an index is due, rather than passed down by every hit-test: reading it
            // per query costs 11 % (benchmark row "hitTest wide 1000"). Hit-tests run on the main
            // actor; the generation, not Sendable, is handed out of the check by an unchecked local.
            nonisolated(unsafe) var window: _HitTestGeneration?
            MainActor.assumeIsolated { window = container._cachedWindow?._hitTestGeneration }
            generation = window
            guard let generation else { return .scan }
            let changing = index.header.generation != generation.value
            index.header.generation = generation.value
            if changing { return .scan }
        }
        guard index.header.queriesWhileDropped >= 2 else { return .scan }
        let count = container._subviews.count
        if count != 1, count < minimumCount, index.header.room < tailElements(forBoxesOf: count) {
            index = make(forSubviews: count)
            container._subviewIndex = index
        }
        index.build(container, generation: generation)
        return index.findBuilt(point, below: limit, in: container)
    }

    /// Boxes: every subview below `limit` whose (rounded-out) frame holds the point, as bit
    /// `position`, and where the subviews are (`boxMember`), valid while the index is. The
    /// point must not be NaN.
    @inline(__always)
    func boxCandidates(_ point: CGPoint, below limit: Int) -> (UInt64, members: UnsafeRawPointer) {
        withTail { lanes, members in
            // Four subviews per step, without branches.
            let x = Float(point.x), y = Float(point.y)
            let xs = SIMD4<Float>(repeating: x), ys = SIMD4<Float>(repeating: y)
            let laneCount = Self.lanes(forBoxesOf: memberCount)
            var candidates: UInt64 = 0
            var group = 0, shift: UInt64 = 0
            while group < laneCount {
                let holds =
                    (xs .>= lanes[group]) .& (ys .>= lanes[group + 1])
                    .& (xs .<= lanes[group + 2]) .& (ys .<= lanes[group + 3])
                candidates |= Self.bits(of: holds) &<< shift
                group += 4
                shift += 4
            }
            // Padding lanes, and subviews at or above the limit, are not candidates.
            return (
                candidates & ((1 &<< UInt64(truncatingIfNeeded: min(limit, memberCount))) &- 1),
                UnsafeRawPointer(members)
            )
        }
    }

    /// Boxes: the subview at `position`, from the `members` of `boxCandidates`.
    @inline(__always)
    static func boxMember(_ members: UnsafeRawPointer, at position: Int) -> Unmanaged<UIView> {
        members.load(fromByteOffset: position &* MemoryLayout<Unmanaged<UIView>>.stride, as: Unmanaged<UIView>.self)
    }

    /// Lane `i` of `holds` as bit `i`.
    @inline(__always)
    private static func bits(of holds: SIMDMask<SIMD4<Int32>>) -> UInt64 {
        #if arch(x86_64)
        // One instruction (SSE's `movmskps`), which the standard library has no way to ask for.
        // Lane by lane in safe Swift costs 12.5 %, the bit cast below 5 % (benchmark row
        // "hitTest balanced 100000", instructions per query 630, 709, 663).
        UInt64(UInt32(bitPattern: _mm_movemask_ps(unsafeBitCast(holds, to: __m128.self))))
        #else
        // A lane that holds is all ones.
        let bits = unsafeBitCast(holds, to: SIMD4<Int32>.self) & SIMD4(1, 2, 4, 8)
        let pairs = bits.lowHalf | bits.highHalf
        return UInt64(UInt32(bitPattern: pairs.x | pairs.y))
        #endif
    }

    // MARK: Maintenance

    /// The subviews changed in a way the index cannot follow.
    func invalidate() {
        header.queriesWhileDropped = 0
        guard header.layout != .dropped else { return }
        header.layout = .dropped
        header.memberCount = 0
        header.grid = nil
        header.chain = nil
    }

    /// The container moved to another window, or out of one: a chain, valid only as long as its
    /// window's generation says nothing changed, goes.
    func containerDidChangeWindow() {
        if header.layout == .chain { invalidate() }
    }

    /// The container's subviews changed by one subview leaving position `from` (nil: none left)
    /// and one arriving at `to` (nil: none arrived; positions of the subviews as they are now),
    /// the subviews between shifting by one: an addition, a removal or a reordering. Returns how
    /// many entries the grid rewrote to follow it (debug builds count them).
    @discardableResult
    func subviewsMoved(leaving from: Int?, arrivingAt to: Int?, count: Int) -> Int {
        guard header.layout == .grid, let grid = header.grid,
            let rewritten = grid.follow(leaving: from, arrivingAt: to, count: count)
        else {
            invalidate()
            return 0
        }
        return rewritten
    }

    /// `subview`'s frame is about to change: from now on every query looks at it.
    func subviewWillMove(_ subview: UIView, in container: UIView) {
        guard header.layout == .grid, let grid = header.grid, grid.follow(moving: subview, in: container) else {
            return invalidate()
        }
    }

    // MARK: Building

    private func build(_ container: UIView, generation: _HitTestGeneration?) {
        let subviews = container._subviews
        switch subviews.count {
        case 1:
            guard let generation else { return }
            header.chain = _SubviewChain(below: container, generation: generation)
            header.layout = .chain
        case ..<Self.minimumCount:
            buildBoxes(subviews)
        default:
            header.grid = _SubviewGrid(subviews)
            header.layout = .grid
        }
    }

    private func buildBoxes(_ subviews: [UIView]) {
        precondition(header.room >= Self.tailElements(forBoxesOf: subviews.count))
        header.memberCount = subviews.count
        withTail { lanes, members in
            // Four subviews per group of four lanes: their minX, minY, maxX and maxY, rounded
            // outwards. Lanes past the last subview hold no point.
            for group in stride(from: 0, to: Self.lanes(forBoxesOf: subviews.count), by: 4) {
                (lanes + group).initialize(repeating: SIMD4(repeating: .infinity), count: 2)
                (lanes + group + 2).initialize(repeating: SIMD4(repeating: -.infinity), count: 2)
            }
            for (position, subview) in subviews.enumerated() {
                members.storeBytes(
                    of: .passUnretained(subview),
                    toByteOffset: position * MemoryLayout<Unmanaged<UIView>>.stride,
                    as: Unmanaged<UIView>.self)
                let group = position / 4 * 4, lane = position % 4
                // A subview the boxes cannot vouch for is a candidate everywhere.
                guard let box = Self.vouchedBox(of: subview) else {
                    for row in 0..<4 { lanes[group + row][lane] = row < 2 ? -.infinity : .infinity }
                    continue
                }
                lanes[group][lane] = Float(box.minX).nextDown
                lanes[group + 1][lane] = Float(box.minY).nextDown
                lanes[group + 2][lane] = Float(box.maxX).nextUp
                lanes[group + 3][lane] = Float(box.maxY).nextUp
            }
        }
        header.layout = .boxes
    }

    /// A box, in the container's space, that surely holds every point the subview takes; nil
    /// when the index cannot vouch for the subview.
    static func vouchedBox(of subview: UIView) -> CGRect? {
        guard subview._hitFlags.isDisjoint(with: .custom) else { return nil }
        let t = subview._transform
        if subview._hitFlags.contains(.transformed) {
            // A nearly singular transform maps points back imprecisely.
            let determinant = t.a * t.d - t.b * t.c
            guard determinant.isFinite, abs(determinant) > 1e-9 * (t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d) else {
                return nil
            }
        }
        let frame = subview._frame.standardized
        let c = subview._center, b = subview._bounds
        var magnitude: CGFloat = 0
        for value in [
            frame.minX, frame.maxX, frame.minY, frame.maxY, c.x, c.y,
            b.minX, b.maxX, b.minY, b.maxY, t.tx, t.ty
        ] {
            guard value.isFinite else { return nil }
            magnitude = max(magnitude, abs(value))
        }
        guard magnitude < 1e12 else { return nil }
        // Room for rounding: the scan converts the point into the subview's space, the index
        // compares it with the frame.
        let margin = 1e-7 * (1 + magnitude)
        return frame.insetBy(dx: -margin, dy: -margin)
    }
}

/// A window's count of changes to what hit-testing reads of its views (`UIWindow._hitTestGeneration`):
/// geometry, eligibility, subviews. A chain is valid while it stays as it was at the build.
final class _HitTestGeneration {
    var value: UInt = 0
}

/// What a `_SubviewIndex` keeps ahead of its tail.
struct _SubviewIndexHeader {
    enum Layout: UInt8 { case dropped, boxes, grid, chain }

    var layout = Layout.dropped
    /// Queries since the index was dropped.
    var queriesWhileDropped: Int32 = 0
    /// A container of one subview: its window's `_hitTestGeneration` at the last query while
    /// dropped.
    var generation: UInt = .max
    /// Boxes: how many subviews the tail holds.
    var memberCount = 0
    /// How many elements the tail has.
    let room: Int
    /// The layouts that need more than the tail, kept apart so that the boxes start early in
    /// the object.
    var grid: _SubviewGrid?
    var chain: _SubviewChain?

    init(room: Int) { self.room = room }
}
