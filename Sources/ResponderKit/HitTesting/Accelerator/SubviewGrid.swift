import Foundation

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
    /// How many removals the grid has followed.
    private var removalsFollowed = 0
    /// Following a removal costs a pass over the entries, as a rebuild costs a few: past this
    /// many, the grid goes, so that removing every subview one by one costs passes for the first
    /// few only, not one per subview (20,000 subviews: 2,500 passes over 180,000 entries).
    static let maximumRemovalsFollowed = 32

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

    /// Follows one subview leaving position `from` and one arriving at `to` (see
    /// `_SubviewIndex.subviewsMoved`), and says how many entries and loose positions it rewrote;
    /// nil if it cannot, and must go. The arriving subview goes on the loose list; the entries of
    /// the leaving one are vacated, and the positions between shift by one, which keeps every list
    /// in order. Adding on top touches the loose list only; any other change is one pass over the
    /// entries, and a removal past `maximumRemovalsFollowed` drops the grid instead.
    func follow(leaving from: Int?, arrivingAt to: Int?, count: Int) -> Int? {
        if from == to { return 0 }
        if from != nil, to == nil {
            removalsFollowed += 1
            if removalsFollowed > Self.maximumRemovalsFollowed { return nil }
        }
        var rewritten = 0
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
            rewritten = entries.count + loose.count
            if from != nil { vacatedSubviews += 1 }
            loose = loose.compactMap { position in
                let now = moved(position)
                return now == Self.vacated ? nil : now
            }
        }
        if to != nil {
            loose.insert(arrived, at: loose.firstIndex { $0 >= arrived } ?? loose.endIndex)
        }
        return isTooLoose(subviewCount: count) ? nil : rewritten
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
                cells.columns.count * cells.rows.count <= _SubviewIndex.maximumCellsPerSubview
            else {
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
        guard columns > 0, box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else {
            return nil
        }
        func line(_ value: CGFloat, _ origin: CGFloat, _ cell: CGFloat, _ lines: Int) -> Int {
            Int(min(max(((value - origin) / cell).rounded(.down), 0), CGFloat(lines - 1)))
        }
        return (
            line(box.minX, originX, cellWidth, columns)...line(box.maxX, originX, cellWidth, columns),
            line(box.minY, originY, cellHeight, rows)...line(box.maxY, originY, cellHeight, rows)
        )
    }
}
