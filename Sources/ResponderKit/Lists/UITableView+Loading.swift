import Foundation

extension UITableView {
    /// Asks the data source and delegate for the sections, rows and heights, in UIKit's order:
    /// `numberOfSections(in:)`, then for each section its header and footer heights, its row
    /// count and each row's height (and titles, and a header or footer view when its height is
    /// automatic).
    ///
    /// Preconditions, each naming the method and the section or row: counts are at least 0, and
    /// heights are finite and at least 0 (or `automaticDimension`).
    func _measure() -> TableLayout {
        var layout = TableLayout()
        _headerTitles = [:]
        _footerTitles = [:]
        _pendingHeaderViews = [:]
        _pendingFooterViews = [:]
        layout.tableHeaderHeight = tableHeaderView?.bounds.height ?? 0
        layout.tableFooterHeight = tableFooterView?.bounds.height ?? 0
        guard let dataSource else { return layout }
        let delegate = _tableDelegate
        let sectionCount = dataSource.numberOfSections(in: self)
        precondition(sectionCount >= 0, "numberOfSections(in:) returned \(sectionCount): a count is at least 0")
        layout.sections.reserveCapacity(sectionCount)
        var top = layout.tableHeaderHeight
        for index in 0..<sectionCount {
            let headerHeight = delegate?.tableView(self, heightForHeaderInSection: index) ?? sectionHeaderHeight
            let footerHeight = delegate?.tableView(self, heightForFooterInSection: index) ?? sectionFooterHeight
            let rowCount = dataSource.tableView(self, numberOfRowsInSection: index)
            precondition(
                rowCount >= 0,
                "tableView(_:numberOfRowsInSection:) returned \(rowCount) for section \(index): a count is at least 0")
            _headerTitles[index] = dataSource.tableView(self, titleForHeaderInSection: index)
            _footerTitles[index] = dataSource.tableView(self, titleForFooterInSection: index)
            var section = TableLayout.Section(
                top: top,
                headerHeight: _sectionHeight(headerHeight, section: index, header: true),
                footerHeight: _sectionHeight(footerHeight, section: index, header: false),
                rowTops: [])
            section.rowTops.reserveCapacity(rowCount + 1)
            var y: CGFloat = 0
            section.rowTops.append(0)
            for row in 0..<rowCount {
                let indexPath = IndexPath(row: row, section: index)
                let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                y += _rowHeight(height, at: indexPath)
                section.rowTops.append(y)
            }
            top = section.bottom
            layout.sections.append(section)
        }
        return layout
    }

    /// A row's height: `automaticDimension` is 44 pt (rows do not size themselves).
    private func _rowHeight(_ height: CGFloat, at indexPath: IndexPath) -> CGFloat {
        // Deviation: no self-sizing rows; an automatic row is UIKit's default row height, 44 pt.
        if height == UITableView.automaticDimension { return 44 }
        precondition(
            height.isFinite && height >= 0,
            "tableView(_:heightForRowAt:) or rowHeight gave \(height) for \(_describe(indexPath)): a height is finite and at least 0"
        )
        return height
    }

    /// A header's or footer's height: automatic is 28 pt with a title or a view (38 pt grouped),
    /// else 0 (18 pt grouped). Measuring an automatic one asks for its view, kept for display.
    private func _sectionHeight(_ height: CGFloat, section: Int, header: Bool) -> CGFloat {
        if height == UITableView.automaticDimension {
            // Deviation: no self-sizing headers; fixed heights (DifferencesFromUIKit.md, "Table and collection views").
            var hasContent = (header ? _headerTitles[section] : _footerTitles[section]) != nil
            if !hasContent, let delegate = _tableDelegate {
                if header, let view = delegate.tableView(self, viewForHeaderInSection: section) {
                    _pendingHeaderViews[section] = view
                    hasContent = true
                } else if !header, let view = delegate.tableView(self, viewForFooterInSection: section) {
                    _pendingFooterViews[section] = view
                    hasContent = true
                }
            }
            switch style {
            case .plain: return hasContent ? 28 : 0
            case .grouped, .insetGrouped: return hasContent ? 38 : 18
            }
        }
        precondition(
            height.isFinite && height >= 0,
            "the \(header ? "header" : "footer") height of section \(section) is \(height): a height is finite and at least 0"
        )
        return height
    }
}
