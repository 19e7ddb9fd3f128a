import Foundation

/// Where every section, header, row and footer of a table lies in its content, in points from
/// the top: made from the data source's counts and the delegate's heights when the table loads,
/// and asked by position or index path without calling either again.
///
/// Rows are found by binary search over running totals, so a table of 100,000 rows answers
/// "which row is at y" in about 17 steps, and keeps one number per row.
struct TableLayout: Equatable {
    struct Section: Equatable {
        /// The top of the header, in content coordinates.
        var top: CGFloat
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        /// `rowTops[i]` is the top of row `i` relative to the end of the header; one extra entry,
        /// the rows' total height.
        var rowTops: [CGFloat]

        var rowCount: Int { rowTops.count - 1 }
        var rowsTop: CGFloat { top + headerHeight }
        var footerTop: CGFloat { rowsTop + rowTops[rowTops.count - 1] }
        var bottom: CGFloat { footerTop + footerHeight }
    }

    /// The table header view's height, above the first section.
    var tableHeaderHeight: CGFloat = 0
    var sections: [Section] = []
    /// The table footer view's height, below the last section.
    var tableFooterHeight: CGFloat = 0

    /// The bottom of the last section and the table footer: the content height.
    var height: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }
    var tableFooterTop: CGFloat { sections.last?.bottom ?? tableHeaderHeight }

    func contains(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return false }
        return indexPath[1] >= 0 && indexPath[1] < sections[indexPath[0]].rowCount
    }

    /// The rectangle of the row at `indexPath` (which must exist), `width` wide.
    func rect(forRowAt indexPath: IndexPath, width: CGFloat) -> CGRect {
        let section = sections[indexPath[0]]
        let top = section.rowsTop + section.rowTops[indexPath[1]]
        return CGRect(
            x: 0, y: top, width: width, height: section.rowTops[indexPath[1] + 1] - section.rowTops[indexPath[1]])
    }

    /// The section whose header, rows or footer cover `y`: the last whose top is at or above it.
    func section(at y: CGFloat) -> Int? {
        guard let first = sections.first, y >= first.top, y < tableFooterTop else { return nil }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row whose rectangle contains `y` (top edge in, bottom edge out), or nil for a header,
    /// a footer or space outside every section.
    func indexPath(at y: CGFloat) -> IndexPath? {
        guard let index = section(at: y) else { return nil }
        let section = sections[index]
        let offset = y - section.rowsTop
        guard offset >= 0, offset < section.rowTops[section.rowCount] else { return nil }
        var low = 0
        var high = section.rowCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if section.rowTops[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // A row of zero height shares its top with the next row, which is the one found.
        return IndexPath(row: low, section: index)
    }

    /// The rows whose rectangles meet the band from `minY` to `maxY` (exclusive), in order.
    func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY, let first = sections.first else { return [] }
        var result: [IndexPath] = []
        var index = section(at: max(minY, first.top)) ?? (minY < first.top ? 0 : sections.count)
        while index < sections.count, sections[index].top < maxY {
            let section = sections[index]
            let low = minY - section.rowsTop
            let high = maxY - section.rowsTop
            // The first row whose bottom is below `low`.
            var start = 0
            var end = section.rowCount
            while start < end {
                let middle = (start + end) / 2
                if section.rowTops[middle + 1] <= low { start = middle + 1 } else { end = middle }
            }
            var row = start
            while row < section.rowCount, section.rowTops[row] < high {
                if section.rowTops[row + 1] > section.rowTops[row] {
                    result.append(IndexPath(row: row, section: index))
                }
                row += 1
            }
            index += 1
        }
        return result
    }
}
