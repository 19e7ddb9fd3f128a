import Foundation
import ResponderKit
import ResponderScene

/// The views of a scene that take touches where they are, with their frames on screen, indexed so
/// that `covered` asks about the views near a target instead of every later view: a target of a
/// 100,000-view dump is checked against a handful of candidates, not half the dump.
///
/// Views are numbered in pre-order (a view, then its subviews in order), per window. The views a
/// touch on a target meets first — the later siblings of the target and of each of its ancestors,
/// with their subviews — are exactly those numbered after the target's own subviews.
@MainActor
struct OverlayIndex: Sendable {
    /// A view (or window) that takes touches over its whole frame: shown, opaque enough,
    /// interaction on, with every ancestor so, and no `hitTest` or `pointInside` override (which
    /// may let touches through).
    struct Candidate: Sendable {
        let view: UIView
        /// Its pre-order number in its window.
        let number: Int
        /// Its bounds on screen (the bounding box, under transforms).
        let frame: CGRect
    }

    struct Window: Sendable {
        let window: UIWindow
        /// Candidates in pre-order.
        let candidates: [Candidate]
        /// For each cell of a grid over the screen, the candidates (indices in `candidates`) whose
        /// frame reaches into it, in pre-order; candidates spanning many cells are in `large`.
        let grid: [Cell: [Int]]
        let large: [Int]
    }

    struct Cell: Hashable, Sendable {
        let column: Int
        let row: Int
    }

    /// The grid's cell size, and how many cells a candidate may span before it goes to `large`.
    private static let cellSize: CGFloat = 64
    private static let maximumCells = 64
    /// Coordinates beyond this are never put in the grid (their cell numbers would not fit).
    private static let reach: CGFloat = 1e12

    /// The scene's windows in the application's order (back to front).
    let windows: [Window]
    /// For every view: its window's index in `windows`, its number and the number after its last
    /// subview.
    let places: [ObjectIdentifier: (window: Int, number: Int, end: Int)]

    init(_ scene: Scene) {
        var windows: [Window] = []
        var places: [ObjectIdentifier: (window: Int, number: Int, end: Int)] = [:]
        for window in scene.application.windows {
            let windowIndex = windows.count
            var candidates: [Candidate] = []
            var number = 0
            // Depth-first, with a marker entry closing each view's subtree to record its end.
            var stack: [(view: UIView, open: Bool, touchable: Bool)] = [(window, true, true)]
            var starts: [ObjectIdentifier: Int] = [:]
            while let (view, open, parentTouchable) = stack.popLast() {
                let id = ObjectIdentifier(view)
                guard open else {
                    places[id] = (windowIndex, starts[id]!, number)
                    continue
                }
                starts[id] = number
                // UIKit: H2.1 H4 — as hit-testing decides it, once animations are over.
                let touchable = parentTouchable && Lint.lastingIneligibility(of: view) == nil
                // A view whose hitTest or point(inside:) is overridden may take less than its frame
                // (a window whose pointInside leaves the rest of the screen to the windows behind).
                if touchable, view.overrides?.hitTest == nil, view.overrides?.pointInside == nil {
                    let frame = window.convert(view.convert(view.bounds, to: window), to: nil as UIWindow?)
                    if frame.isArithmeticSafe { candidates.append(Candidate(view: view, number: number, frame: frame)) }
                }
                number += 1
                stack.append((view, false, parentTouchable))
                for subview in view.subviews.reversed() { stack.append((subview, true, touchable)) }
            }
            var grid: [Cell: [Int]] = [:]
            var large: [Int] = []
            for (index, candidate) in candidates.enumerated() {
                if let cells = Self.cells(of: candidate.frame) {
                    for cell in cells { grid[cell, default: []].append(index) }
                } else {
                    large.append(index)
                }
            }
            windows.append(Window(window: window, candidates: candidates, grid: grid, large: large))
        }
        self.windows = windows
        self.places = places
    }

    /// The candidates of `window` (an index in `windows`) whose frame overlaps `frame`, numbered
    /// from `first` on, in pre-order.
    func candidates(in window: Int, overlapping frame: CGRect, from first: Int) -> [Candidate] {
        let entry = windows[window]
        var indices = entry.large
        if let cells = Self.cells(of: frame) {
            for cell in cells { indices += entry.grid[cell] ?? [] }
        } else {
            indices = Array(entry.candidates.indices)
        }
        var seen: Set<Int> = []
        var found: [Candidate] = []
        for index in indices.sorted() where seen.insert(index).inserted {
            let candidate = entry.candidates[index]
            guard candidate.number >= first else { continue }
            let overlap = candidate.frame.safeIntersection(frame)
            if !overlap.isNull, !overlap.isEmpty { found.append(candidate) }
        }
        return found
    }

    /// The grid cells `rect` reaches into; nil when they are more than ``maximumCells`` (or
    /// cannot be counted).
    private static func cells(of rect: CGRect) -> [Cell]? {
        // Cell numbers are Ints: a rectangle far out (a frame of 1e33 in a damaged dump) or one
        // spanning more than the limit is counted as large, before any conversion can overflow.
        guard rect.isArithmeticSafe, !rect.isNull,
            [rect.minX, rect.maxX, rect.minY, rect.maxY].allSatisfy({ abs($0) < reach })
        else { return nil }
        let span =
            ((rect.maxX / cellSize).rounded(.down) - (rect.minX / cellSize).rounded(.down) + 1)
            * ((rect.maxY / cellSize).rounded(.down) - (rect.minY / cellSize).rounded(.down) + 1)
        guard span <= CGFloat(maximumCells) else { return nil }
        let columns = (Int((rect.minX / cellSize).rounded(.down)), Int((rect.maxX / cellSize).rounded(.down)))
        let rows = (Int((rect.minY / cellSize).rounded(.down)), Int((rect.maxY / cellSize).rounded(.down)))
        var cells: [Cell] = []
        for row in rows.0...rows.1 {
            for column in columns.0...columns.1 { cells.append(Cell(column: column, row: row)) }
        }
        return cells
    }
}
