import Foundation
import ResponderKit
import ResponderScene

/// Finds each label of a picture a place where it covers no other label and nothing reserved.
///
/// A label goes to the first of its preferred places that is free; when none is, it goes straight
/// down from the first one to the first height where nothing is in the way, which always exists.
/// Placement depends only on the order of the calls, so a picture is the same on every run.
/// Label boxes have whole-point edges, so the SVG's rounding to 0.01 cannot make two of them meet.
struct LabelPlacer {
    /// A label's line: 9-point text with its descenders and a little air.
    static let lineHeight: CGFloat = 11
    /// Where the text's baseline sits below the top of its box.
    static let baseline: CGFloat = 8.5
    /// Labels stay within this distance of the origin, so that their arithmetic stays exact.
    private static let reach: CGFloat = 1e7
    private static let cellWidth: CGFloat = 64
    private static let cellHeight: CGFloat = 22

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    private struct Origin: Hashable {
        var x: CGFloat
        var y: CGFloat
    }

    /// Every box taken so far (labels and reserved areas), in the order they were taken.
    private(set) var taken: [CGRect] = []
    /// The indices in `taken` of the boxes that reach into each cell of a grid over the picture.
    private var grid: [Cell: [Int]] = [:]
    /// For each first-choice origin that was taken, how far down a box one point wide had to go.
    private var floors: [Origin: CGFloat] = [:]

    /// Keeps `box` free of labels (the touch marker, say).
    mutating func reserve(_ box: CGRect) {
        guard box.isArithmeticSafe else { return }
        insert(box.standardized)
    }

    /// Takes and returns a box `width` wide and one line high at the first of `origins` (top-left
    /// corners, nearest whole point) where it covers nothing taken, else straight below the first.
    /// `origins` must not be empty.
    mutating func place(width: CGFloat, preferring origins: [CGPoint]) -> CGRect {
        let size = CGSize(width: max(width.rounded(.up), 1), height: Self.lineHeight)
        let candidates = origins.map { CGRect(origin: Self.snapped($0), size: size) }
        if let free = candidates.first(where: { lowestBlocking($0) == nil }) {
            insert(free)
            return free
        }
        var box = candidates[0]
        // Whatever stops a box one point wide stops a wider one, and boxes are only ever added:
        // the heights where a thin box at this origin was stopped before are skipped at once, so
        // that a column of labels at one corner is not climbed again for every new label.
        let origin = Origin(x: box.minX, y: box.minY)
        let thin = CGRect(x: box.minX, y: floors[origin] ?? box.minY, width: 1, height: Self.lineHeight)
        floors[origin] = firstFree(thin)
        box.origin.y = floors[origin] ?? box.minY
        box.origin.y = firstFree(box)
        insert(box)
        return box
    }

    /// Whether two boxes share some area (touching edges do not count).
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The top of the first place at or below `box` where it covers nothing taken. Each step moves
    /// below every box in the way, which never jumps over a free place: any height above the
    /// lowest of them still meets that one.
    private func firstFree(_ box: CGRect) -> CGFloat {
        var box = box
        while let lowest = lowestBlocking(box) {
            box.origin.y = lowest.rounded(.up)
        }
        return box.minY
    }

    /// The lowest bottom edge among the taken boxes `box` overlaps; nil when it overlaps none.
    private func lowestBlocking(_ box: CGRect) -> CGFloat? {
        var lowest: CGFloat?
        for cell in Self.cells(of: box) {
            for index in grid[cell] ?? [] where Self.overlap(taken[index], box) {
                lowest = max(lowest ?? -.infinity, taken[index].maxY)
            }
        }
        return lowest
    }

    private mutating func insert(_ box: CGRect) {
        taken.append(box)
        for cell in Self.cells(of: box) {
            grid[cell, default: []].append(taken.count - 1)
        }
    }

    private static func cells(of box: CGRect) -> [Cell] {
        let clamped = { (value: CGFloat) in min(max(value, -reach), reach) }
        let first = Cell(
            column: Int((clamped(box.minX) / cellWidth).rounded(.down)),
            row: Int((clamped(box.minY) / cellHeight).rounded(.down)))
        let last = Cell(
            column: Int((clamped(box.maxX) / cellWidth).rounded(.down)),
            row: Int((clamped(box.maxY) / cellHeight).rounded(.down)))
        return (first.row...last.row).flatMap { row in
            (first.column...last.column).map { Cell(column: $0, row: row) }
        }
    }

    private static func snapped(_ point: CGPoint) -> CGPoint {
        let snap = { (value: CGFloat) in value.isFinite ? min(max(value, -reach), reach).rounded() : 0 }
        return CGPoint(x: snap(point.x), y: snap(point.y))
    }
}
