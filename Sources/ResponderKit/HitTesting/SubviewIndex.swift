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
/// become too loose, or whose container's subviews changed their `overrides`; a dropped index is
/// rebuilt on the second query after the change, so that a container that changes between every
/// two queries is simply scanned and never pays for a rebuild. A chain reaches many views, so it
/// records its window's `_hitTestGeneration`, which every change to a view's geometry, eligibility
/// or subviews in that window advances, and is rebuilt only after two queries with no change in
/// between; a container outside any window gets no chain, and one that changes windows drops it.
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
        return unsafeDowncast(create(minimumCapacity: room) { _ in _SubviewIndexHeader(room: room) },
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
    static func find(_ point: CGPoint, below limit: Int, in container: Unmanaged<UIView>,
                     index: Unmanaged<_SubviewIndex>) -> Answer {
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
                let holds = (xs .>= lanes[group]) .& (ys .>= lanes[group + 1])
                    .& (xs .<= lanes[group + 2]) .& (ys .<= lanes[group + 3])
                candidates |= Self.bits(of: holds) &<< shift
                group += 4
                shift += 4
            }
            // Padding lanes, and subviews at or above the limit, are not candidates.
            return (candidates & ((1 &<< UInt64(truncatingIfNeeded: min(limit, memberCount))) &- 1),
                    UnsafeRawPointer(members))
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
    /// the subviews between shifting by one: an addition, a removal or a reordering.
    func subviewsMoved(leaving from: Int?, arrivingAt to: Int?, count: Int) {
        guard header.layout == .grid, let grid = header.grid, grid.follow(leaving: from, arrivingAt: to, count: count) else {
            return invalidate()
        }
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
                members.storeBytes(of: .passUnretained(subview),
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
            guard determinant.isFinite, abs(determinant) > 1e-9 * (t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d) else { return nil }
        }
        let frame = subview._frame.standardized
        let c = subview._center, b = subview._bounds
        var magnitude: CGFloat = 0
        for value in [frame.minX, frame.maxX, frame.minY, frame.maxY, c.x, c.y,
                      b.minX, b.maxX, b.minY, b.maxY, t.tx, t.ty] {
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

/// The grid layout: cells over the subviews' frames, each listing the subviews whose frame meets
/// it, and the loose list of subviews that every query looks at.
final class _SubviewGrid {
    private var originX: CGFloat = 0, originY: CGFloat = 0
    private var cellWidth: CGFloat = 1, cellHeight: CGFloat = 1
    private var columns = 0, rows = 0
    // The three lists are read by every query and rewritten in place by `follow`; checking
    // exclusive access to them at run time costs each query two checks (benchmark rows "hitTest
    // wide 1000" and "hitTest wide 100000"). Only this class reaches them, on the main actor,
    // never while another of its methods runs.
    /// Cell `c` holds `entries[cellStart[c] ..< cellStart[c + 1]]`: subview positions, ascending.
    @exclusivity(unchecked) private var cellStart: [Int32] = []
    @exclusivity(unchecked) private var entries: [Int32] = []
    /// Positions looked at by every query, ascending.
    @exclusivity(unchecked) private var loose: [Int32] = []
    /// An entry whose subview has left its position. It is larger than any subview count, so a
    /// query passes over it wherever it stands in its cell's list.
    private static let vacated = Int32.max
    /// How many subviews have left the positions their entries name.
    private var vacatedSubviews = 0

    // MARK: Queries

    /// The candidates of the point's cell and the loose list, front-most first, each checked as
    /// the scan checks it.
    func find(_ point: CGPoint, below limit: Int, in container: UIView) -> _SubviewIndex.Answer {
        var cellFirst = 0, cellNext = 0
        let column = ((point.x - originX) / cellWidth).rounded(.down)
        let row = ((point.y - originY) / cellHeight).rounded(.down)
        if column >= 0, column < CGFloat(columns), row >= 0, row < CGFloat(rows) {
            let cell = Int(row) * columns + Int(column)
            cellFirst = Int(cellStart[cell])
            cellNext = Int(cellStart[cell + 1])
        }
        let count = min(limit, container._subviews.count)
        // Merge the cell's entries and the loose list, front-most first.
        var e = cellNext - 1, l = loose.count - 1
        while e >= cellFirst || l >= 0 {
            let fromCell = e >= cellFirst ? Int(entries[e]) : -1
            let fromLoose = l >= 0 ? Int(loose[l]) : -1
            let position = max(fromCell, fromLoose)
            if fromCell == position { e -= 1 }
            if fromLoose == position { l -= 1 }
            guard position < count else { continue }
            let member = _HitWalk.subview(of: .passUnretained(container), at: position)
            switch member._withUnsafeGuaranteedRef({ _HitWalk.probe($0, point) }) {
            case .ineligible, .outside: continue
            case .custom: return .custom(position)
            case .takes(let local): return .enters(member, local)
            }
        }
        return .none
    }

    // MARK: Maintenance

    /// Whether the grid can follow one subview leaving position `from` and one arriving at `to`
    /// (see `_SubviewIndex.subviewsMoved`); if not, it must go. The arriving subview goes on the
    /// loose list; the entries of the leaving one are vacated, and the positions between shift
    /// by one, which keeps every list in order. Adding on top touches the loose list only; any
    /// other change is one pass over the entries.
    func follow(leaving from: Int?, arrivingAt to: Int?, count: Int) -> Bool {
        if from == to { return true }
        // A position before the change → after it; `from` itself, and vacated entries → vacated.
        // Without branches, so that the pass over the entries is vectorized.
        let gone = from.map(Int32.init) ?? .max, arrived = to.map(Int32.init) ?? .max
        @inline(__always) func moved(_ position: Int32) -> Int32 {
            var now = position > gone ? position &- 1 : position
            now = now >= arrived ? now &+ 1 : now
            return position == gone || position == Self.vacated ? Self.vacated : now
        }
        if from != nil || arrived < Int32(count - 1) {
            entries.withUnsafeMutableBufferPointer { entries in
                for index in entries.indices { entries[index] = moved(entries[index]) }
            }
            if from != nil { vacatedSubviews += 1 }
            loose = loose.compactMap { position in
                let now = moved(position)
                return now == Self.vacated ? nil : now
            }
        }
        if to != nil {
            loose.insert(arrived, at: loose.firstIndex { $0 >= arrived } ?? loose.endIndex)
        }
        return !isTooLoose(subviewCount: count)
    }

    /// Whether the grid can follow `subview`'s frame about to change (from now on every query
    /// looks at it); if not, it must go.
    func follow(moving subview: UIView, in container: UIView) -> Bool {
        guard let position = position(of: subview, in: container) else { return false }
        let slot = loose.firstIndex { $0 >= position } ?? loose.endIndex
        if slot < loose.endIndex, loose[slot] == position { return true }
        loose.insert(Int32(position), at: slot)
        return !isTooLoose(subviewCount: container._subviews.count)
    }

    private func isTooLoose(subviewCount: Int) -> Bool {
        loose.count + vacatedSubviews > 32 + subviewCount / 8
    }

    /// Where `subview` is, found through the cells its frame covers, else by a scan.
    private func position(of subview: UIView, in container: UIView) -> Int? {
        let subviews = container._subviews
        if let cells = cellRange(of: subview._frame) {
            for row in cells.rows {
                for column in cells.columns {
                    let cell = row * columns + column
                    for entry in entries[Int(cellStart[cell])..<Int(cellStart[cell + 1])]
                    where Int(entry) < subviews.count && subviews[Int(entry)] === subview {
                        return Int(entry)
                    }
                }
            }
        }
        for entry in loose where Int(entry) < subviews.count && subviews[Int(entry)] === subview {
            return Int(entry)
        }
        return subviews.lastIndex { $0 === subview }
    }

    // MARK: Building

    /// Lays the grid out over `subviews`.
    init(_ subviews: [UIView]) {
        var boxes: [(position: Int32, box: CGRect)] = []
        boxes.reserveCapacity(subviews.count)
        for (position, subview) in subviews.enumerated() {
            if let box = _SubviewIndex.vouchedBox(of: subview) {
                boxes.append((Int32(position), box))
            } else {
                loose.append(Int32(position))
            }
        }
        layOutGrid(over: boxes.map(\.box))

        // Count, then fill: positions go in ascending order, so every cell's list is sorted.
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var spans: [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)?] = []
        spans.reserveCapacity(boxes.count)
        for item in boxes {
            guard let cells = cellRange(of: item.box),
                  cells.columns.count * cells.rows.count <= _SubviewIndex.maximumCellsPerSubview else {
                spans.append(nil)
                continue
            }
            spans.append(cells)
            for row in cells.rows { for column in cells.columns { counts[row * columns + column + 1] += 1 } }
        }
        for cell in 0..<columns * rows { counts[cell + 1] += counts[cell] }
        cellStart = counts
        var fill = Array(counts.dropLast())
        entries = [Int32](repeating: 0, count: Int(counts.last ?? 0))
        var tooLarge: [Int32] = []
        for (item, span) in zip(boxes, spans) {
            guard let span else {
                tooLarge.append(item.position)
                continue
            }
            for row in span.rows {
                for column in span.columns {
                    let cell = row * columns + column
                    entries[Int(fill[cell])] = item.position
                    fill[cell] += 1
                }
            }
        }
        if !tooLarge.isEmpty { loose = (loose + tooLarge).sorted() }
    }

    /// Cells about half the mean subview size, at most about two per subview.
    private func layOutGrid(over boxes: [CGRect]) {
        guard !boxes.isEmpty else {
            (originX, originY, cellWidth, cellHeight, columns, rows) = (0, 0, 1, 1, 0, 0)
            return
        }
        var extent = boxes[0]
        var totalWidth: CGFloat = 0, totalHeight: CGFloat = 0
        for box in boxes {
            extent = extent.union(box)
            totalWidth += box.width
            totalHeight += box.height
        }
        let count = CGFloat(boxes.count)
        let maximumCells = 2 * boxes.count + 16
        var width = max(totalWidth / count / 2, extent.width / 1024, .leastNormalMagnitude)
        var height = max(totalHeight / count / 2, extent.height / 1024, .leastNormalMagnitude)
        func lines(_ length: CGFloat, _ cell: CGFloat) -> Int { max(1, Int(min((length / cell).rounded(.up), 1024))) }
        while lines(extent.width, width) * lines(extent.height, height) > maximumCells {
            width *= 1.5
            height *= 1.5
        }
        (originX, originY, cellWidth, cellHeight) = (extent.minX, extent.minY, width, height)
        (columns, rows) = (lines(extent.width, width), lines(extent.height, height))
    }

    private func cellRange(of box: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard columns > 0, box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return nil }
        func line(_ value: CGFloat, _ origin: CGFloat, _ cell: CGFloat, _ lines: Int) -> Int {
            Int(min(max(((value - origin) / cell).rounded(.down), 0), CGFloat(lines - 1)))
        }
        return (line(box.minX, originX, cellWidth, columns)...line(box.maxX, originX, cellWidth, columns),
                line(box.minY, originY, cellHeight, rows)...line(box.maxY, originY, cellHeight, rows))
    }
}

/// The chain layout: per level of a run of single subviews, the region of the container's space
/// that reaches it.
final class _SubviewChain {
    /// The levels, top first. Unretained: subviews keep them.
    private let members: [Unmanaged<UIView>]
    /// Per level, the points of the container's space it takes if the levels above take them
    /// too, as (minX, minY, maxX, maxY); nested, so the deepest level taking a point is found by
    /// bisection. An ineligible level ends the chain with an empty region.
    private let regions: [SIMD4<Double>]
    /// How far rounding can move an edge, per unit of magnitude of the point.
    private let roundingPerMagnitude: Double
    /// The largest magnitude the levels' geometry and offsets add to the point's.
    private let chainMagnitude: Double
    /// The window's generation, and its value when the chain was built.
    private let generation: _HitTestGeneration
    private let builtAt: UInt

    /// Whether nothing hit-testing reads changed in the window since the chain was built.
    var isCurrent: Bool { generation.value == builtAt }

    /// The chain of single subviews below `container`, in the window that `generation` is of.
    init(below container: UIView, generation: _HitTestGeneration) {
        self.generation = generation
        builtAt = generation.value
        var region = SIMD4<Double>(-.infinity, -.infinity, .infinity, .infinity)
        // The container's space is the level's own minus `offset` (G3 inverted, level by level).
        var offsetX = 0.0, offsetY = 0.0
        var magnitude = 0.0
        var members: [Unmanaged<UIView>] = [], regions: [SIMD4<Double>] = []
        var next = container._subviews.first
        while let view = next, Self.canChain(view) {
            let centreX = view._bounds.origin.x + view._bounds.width / 2
            let centreY = view._bounds.origin.y + view._bounds.height / 2
            offsetX += centreX - view._center.x
            offsetY += centreY - view._center.y
            let b = view._bounds.standardized
            // Every value the scan and the offsets go through at this level is at most this
            // large (plus the point's own magnitude).
            magnitude = max(magnitude, abs(centreX) + abs(centreY) + abs(view._center.x) + abs(view._center.y)
                + abs(b.minX) + abs(b.maxX) + abs(b.minY) + abs(b.maxY) + abs(offsetX) + abs(offsetY))
            if view._hitFlags.isDisjoint(with: .ineligible) {
                region = SIMD4(max(region.x, b.minX - offsetX), max(region.y, b.minY - offsetY),
                               min(region.z, b.maxX - offsetX), min(region.w, b.maxY - offsetY))
            } else {
                // UIKit: H2.1 — an ineligible level hides everything below it (H3).
                region = SIMD4(.infinity, .infinity, -.infinity, -.infinity)
            }
            members.append(.passUnretained(view))
            regions.append(region)
            guard region.x <= region.z, region.y <= region.w, view._subviews.count == 1 else { break }
            next = view._subviews.first
        }
        // Each level adds a few roundings to the scan's conversion and to the offsets; a generous
        // bound keeps every answer the chain gives one that the scan gives too.
        self.members = members
        self.regions = regions
        chainMagnitude = magnitude
        roundingPerMagnitude = Double(8 * (members.count + 2)) * Double.ulpOfOne
    }

    /// Whether a level of a chain behaves exactly as the chain models it: the default hit-test, no
    /// transform, finite geometry of a sane size.
    private static func canChain(_ view: UIView) -> Bool {
        guard view._hitFlags.isDisjoint(with: [.custom, .transformed]) else { return false }
        let c = view._center, b = view._bounds
        return [c.x, c.y, b.origin.x, b.origin.y, b.width, b.height].allSatisfy { $0.isFinite && abs($0) < 1e12 }
    }

    // MARK: Queries

    /// The deepest level taking the point, when rounding cannot change which one it is.
    func find(_ point: CGPoint, below limit: Int) -> _SubviewIndex.Answer {
        guard limit > 0, !members.isEmpty else { return .scan }
        // The deepest level that surely takes the point, and the deepest that may: when they
        // differ, the point is too close to an edge to tell without the scan's own arithmetic.
        // The absolute term keeps the slack from underflowing to zero when the geometry is
        // subnormal: `deepestLevel` treats edges as closed, the scan does not (H5), so a zero
        // slack would take a point on a maximum edge.
        let slack = (abs(point.x) + abs(point.y) + chainMagnitude) * roundingPerMagnitude + Double.leastNormalMagnitude
        let level = deepestLevel(taking: point, grownBy: -slack)
        guard level == deepestLevel(taking: point, grownBy: slack) else { return .scan }
        // UIKit: H2.4 — the level below does not take the point, so this level is the answer.
        if level < 0 { return .none }
        let view = members[level]
        if level < members.count - 1 || view._withUnsafeGuaranteedRef({ $0._subviews.isEmpty }) {
            return .found(view)
        }
        // The walk goes on below the chain, with the point converted level by level as the
        // scan converts it (H9).
        var local = point
        for member in members {
            local = member._withUnsafeGuaranteedRef { $0._pointFromUntransformedSuperview(local) }
        }
        return .enters(view, local)
    }

    /// The deepest level whose region, grown by `slack` on every side, holds `point`; −1 if none.
    @inline(__always)
    private func deepestLevel(taking point: CGPoint, grownBy slack: Double) -> Int {
        regions.withUnsafeBufferPointer { regions in
            var taking = -1, notTaking = regions.count
            while notTaking - taking > 1 {
                let middle = (taking + notTaking) / 2
                let r = regions[middle]
                if point.x >= r.x - slack, point.y >= r.y - slack, point.x <= r.z + slack, point.y <= r.w + slack {
                    taking = middle
                } else {
                    notTaking = middle
                }
            }
            return taking
        }
    }
}
