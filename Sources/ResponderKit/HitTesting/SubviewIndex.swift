import Foundation

/// A uniform grid over the frames of a container's subviews, so that hit-testing a container
/// with thousands of subviews looks at the few whose frame can contain the point instead of all.
///
/// The index only ever *narrows* the reverse scan: it yields candidates in front-to-back order
/// and each is checked exactly as the scan checks it, so the answer is the scan's. A subview
/// the grid cannot vouch for (its class or `overrides` may change `hitTest`, its geometry is not
/// finite or its transform is nearly singular, it is very large, it moved or was added since the
/// grid was built) is on the `loose` list, which every query looks at.
///
/// Maintenance: adding a subview on top and moving a subview cost a few list operations; any
/// other change to the order of subviews drops the grid, which is rebuilt on the second query
/// after the change, so that a container that changes between every two queries is simply
/// scanned and never pays for a rebuild.
final class _SubviewIndex {
    /// Containers with fewer subviews are scanned.
    static let minimumCount = 48
    /// A subview whose frame covers more cells than this is kept on the loose list.
    static let maximumCellsPerSubview = 64

    enum Answer {
        /// No grid right now: scan.
        case scan
        /// No subview below the limit takes the point.
        case none
        /// The subview at this position must be asked through its own `hitTest`.
        case custom(Int)
        /// The subview at this position takes the point, given here in its own space.
        case takes(Int, CGPoint)
    }

    private var isBuilt = false
    /// Queries since the grid was dropped.
    private var queriesWhileDropped = 0
    private var originX: CGFloat = 0, originY: CGFloat = 0
    private var cellWidth: CGFloat = 1, cellHeight: CGFloat = 1
    private var columns = 0, rows = 0
    /// Cell `c` holds `entries[cellStart[c] ..< cellStart[c + 1]]`: subview positions, ascending.
    private var cellStart: [Int32] = []
    private var entries: [Int32] = []
    /// Positions looked at by every query, ascending.
    private var loose: [Int32] = []

    // MARK: Queries

    func find(_ point: CGPoint, below limit: Int, in container: UIView) -> Answer {
        if !isBuilt {
            queriesWhileDropped += 1
            guard queriesWhileDropped >= 2 else { return .scan }
            build(container)
        }
        guard point.x.isFinite, point.y.isFinite else { return .scan }
        var cellFirst = 0, cellNext = 0
        let column = ((point.x - originX) / cellWidth).rounded(.down)
        let row = ((point.y - originY) / cellHeight).rounded(.down)
        if column >= 0, column < CGFloat(columns), row >= 0, row < CGFloat(rows) {
            let cell = Int(row) * columns + Int(column)
            cellFirst = Int(cellStart[cell])
            cellNext = Int(cellStart[cell + 1])
        }
        let subviews = container._subviews
        let count = min(limit, subviews.count)
        // Merge the cell's entries and the loose list, front-most first.
        var e = cellNext - 1, l = loose.count - 1
        while e >= cellFirst || l >= 0 {
            let fromCell = e >= cellFirst ? Int(entries[e]) : -1
            let fromLoose = l >= 0 ? Int(loose[l]) : -1
            let position = max(fromCell, fromLoose)
            if fromCell == position { e -= 1 }
            if fromLoose == position { l -= 1 }
            guard position < count else { continue }
            switch _HitWalk.probe(subviews[position], point) {
            case .miss: continue
            case .custom: return .custom(position)
            case .takes(let local): return .takes(position, local)
            }
        }
        return .none
    }

    // MARK: Maintenance

    /// The order of subviews changed in a way positions cannot follow.
    func invalidate() {
        guard isBuilt else {
            queriesWhileDropped = 0
            return
        }
        isBuilt = false
        queriesWhileDropped = 0
        cellStart = []
        entries = []
        loose = []
    }

    /// `subview` was added on top of the container's subviews.
    func subviewAppended(at position: Int) {
        guard isBuilt else { return }
        loose.append(Int32(position))
        dropIfTooLoose(subviewCount: position + 1)
    }

    /// `subview`'s frame is about to change: from now on every query looks at it.
    func subviewWillMove(_ subview: UIView, in container: UIView) {
        guard isBuilt else { return }
        guard let position = position(of: subview, in: container) else { return invalidate() }
        let slot = loose.firstIndex { $0 >= position } ?? loose.endIndex
        if slot < loose.endIndex, loose[slot] == position { return }
        loose.insert(Int32(position), at: slot)
        dropIfTooLoose(subviewCount: container._subviews.count)
    }

    private func dropIfTooLoose(subviewCount: Int) {
        if loose.count > 32 + subviewCount / 8 { invalidate() }
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

    private func build(_ container: UIView) {
        let subviews = container._subviews
        var boxes: [(position: Int32, box: CGRect)] = []
        boxes.reserveCapacity(subviews.count)
        loose = []
        for (position, subview) in subviews.enumerated() {
            if let box = Self.gridBox(of: subview) {
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
                  cells.columns.count * cells.rows.count <= Self.maximumCellsPerSubview else {
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
        isBuilt = true
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

    /// A box, in the container's space, that surely holds every point the subview takes; nil
    /// when the grid cannot vouch for the subview.
    private static func gridBox(of subview: UIView) -> CGRect? {
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
        // Room for rounding: the scan converts the point into the subview's space, the grid
        // compares it with the frame.
        let margin = 1e-7 * (1 + magnitude)
        return frame.insetBy(dx: -margin, dy: -margin)
    }
}
