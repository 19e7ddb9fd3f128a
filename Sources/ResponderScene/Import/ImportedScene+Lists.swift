import Foundation

extension ImportedScene {
    /// A table imported as one: its sections, each with its header's and footer's heights and its
    /// rows, in the order of their index paths.
    struct List {
        struct Row {
            /// The index in `views` of the row's cell, or nil for a row the dump did not print
            /// (inferred from where the first cell is).
            var cell: Int?
            var height: Double
        }

        struct Section {
            var header: Double = 0
            var footer: Double = 0
            var rows: [Row] = []
        }

        /// A collection view's flow layout: one item size, the spacing between items and between
        /// lines, and the scrolling direction; nil for a table.
        struct Flow {
            var itemSize: CGSize
            var spacing: Double
            var lineSpacing: Double
            var horizontal: Bool
        }

        var sections: [Section] = []
        var flow: Flow?
        /// What was guessed about its index paths, for the scene file's comment.
        var guesses: [String] = []

        /// The indices in `views` of the cells that are rows.
        var cells: [Int] { sections.flatMap { $0.rows.compactMap(\.cell) } }
    }
}

extension ModelBuilder {
    /// Turns each table among the views from `start` on into a table whose rows are its cells
    /// (issue 32), where the dump's structure can be read as one; a table that cannot stays the
    /// scroll view it was, its cells plain views, and a warning says why.
    mutating func lists(from start: Int) {
        var index = start
        while index < model.views.count {
            let view = model.views[index]
            let isTable = UIKitClasses.isTableView(view.printedClass, baseClass: view.baseClass)
            let isCollection = UIKitClasses.isCollectionView(view.printedClass, baseClass: view.baseClass)
            if view.list == nil, isTable || isCollection {
                switch isTable ? tableLayout(at: index) : collectionLayout(at: index) {
                case .success(let (views, relative, notes)):
                    let end = subtreeEnd(index)
                    model.views.replaceSubrange((index + 1)..<end, with: views)
                    // The rows' cells, by their index in `model.views`.
                    var list = relative
                    for section in list.sections.indices {
                        for row in list.sections[section].rows.indices {
                            list.sections[section].rows[row].cell? += index + 1
                        }
                    }
                    model.views[index].engineClass = isTable ? "UITableView" : "UICollectionView"
                    list.guesses = notes
                    model.views[index].list = list
                    let name = "`\(view.id)` (\(view.printedClass))"
                    let rows = list.sections.reduce(0) { $0 + $1.rows.count }
                    let cells = list.cells.count
                    let (kind, row) = isTable ? ("table", "row") : ("collection view", "item")
                    var message =
                        "is imported as a \(kind) of \(list.sections.count) section\(list.sections.count == 1 ? "" : "s") and \(rows) \(row)\(rows == 1 ? "" : "s"), its \(cells) cell\(cells == 1 ? "" : "s") the \(row)s printed; index paths are read from the cells' order and frames"
                    if let flow = list.flow {
                        message +=
                            ", the flow layout from their size and spacing (itemSize \(SceneFileWriter.number(flow.itemSize.width))×\(SceneFileWriter.number(flow.itemSize.height)), \(flow.horizontal ? "horizontal" : "vertical"))"
                    }
                    if !notes.isEmpty { message += " (guessed: \(notes.joined(separator: "; ")))" }
                    message += "; \(row)s after the last cell printed are not in the dump"
                    warnings.append(
                        DumpWarning(file: file, line: view.line, message: name + " " + message, kind: "list"))
                case .failure(let reason):
                    if reason.said {
                        warnings.append(
                            DumpWarning(
                                file: file, line: view.line,
                                message:
                                    "`\(view.id)` (\(view.printedClass)) is imported as a scroll view with its cells as plain views, not as a \(isTable ? "table" : "collection view"): \(reason.text)",
                                kind: "list"))
                    }
                }
            }
            index += 1
        }
    }

    /// Why a cell cannot be a row or an item as printed, or nil: a row carries no attributes of
    /// its own.
    func rowTrouble(_ cell: ImportedScene.View) -> String? {
        if !cell.guessed.isEmpty {
            return "its line was cut, so its \(cell.guessed.joined(separator: ", ")) are guessed"
        }
        if cell.interaction == false { return "it has userInteractionEnabled = NO" }
        if let alpha = cell.alpha, alpha < 1 { return "it has alpha = \(SceneFileWriter.number(alpha))" }
        if cell.animating { return "it was animating" }
        return nil
    }

    /// Why a table is not imported as one; `said` is false for a table with no cell printed.
    struct ListRefusal: Error {
        let text: String
        var said = true
    }

    /// The index after the subtree of the view at `index`.
    func subtreeEnd(_ index: Int) -> Int {
        let depth = model.views[index].depth
        var end = index + 1
        while end < model.views.count && model.views[end].depth > depth { end += 1 }
        return end
    }

    /// The table at `index` read as one (the rows' cells by their index in the subtree): its subtree rewritten (a `UITableViewWrapperView`'s
    /// subviews moved up into the table, where the engine's table puts its cells), its sections
    /// and rows, and what was guessed.
    private func tableLayout(at index: Int) -> Result<([ImportedScene.View], ImportedScene.List, [String]), ListRefusal>
    {
        let table = model.views[index]
        guard case .frame(let tableFrame, _) = table.geometry else {
            return .failure(ListRefusal(text: "it has a transform"))
        }
        let depth = table.depth
        var subtree = Array(model.views[(index + 1)..<subtreeEnd(index)])
        // Observed: a UITableViewWrapperView (iOS 7–10) only holds the table's cells and views;
        // its subviews are moved up into the table, where the engine's table puts its cells.
        var position = 0
        while position < subtree.count {
            let child = subtree[position]
            guard child.depth == depth + 1, child.printedClass == "UITableViewWrapperView" else {
                position += 1
                continue
            }
            guard case .frame(let frame, let boundsOrigin) = child.geometry, !child.hidden,
                child.alpha.map({ $0 >= 0.01 }) ?? true, child.interaction ?? true, child.guessed.isEmpty
            else {
                return .failure(
                    ListRefusal(text: "its `UITableViewWrapperView` is transformed, hidden, untouchable or cut"))
            }
            let shift = CGPoint(
                x: frame.minX - (boundsOrigin?.x ?? 0), y: frame.minY - (boundsOrigin?.y ?? 0))
            var end = position + 1
            while end < subtree.count && subtree[end].depth > child.depth {
                subtree[end].depth -= 1
                if subtree[end].depth == depth + 1 { subtree[end].geometry = subtree[end].geometry.moved(by: shift) }
                end += 1
            }
            subtree.remove(at: position)
        }
        // The table's children: cells (shown, so not in the reuse pool), section headers and
        // footers, and other views.
        struct Child {
            let start: Int
            let end: Int
            var isCell = false
            var isHeader = false
        }
        var children: [Child] = []
        position = 0
        while position < subtree.count {
            var end = position + 1
            while end < subtree.count && subtree[end].depth > depth + 1 { end += 1 }
            let view = subtree[position]
            children.append(
                Child(
                    start: position, end: end,
                    isCell: !view.hidden && UIKitClasses.isTableCell(view.printedClass, baseClass: view.baseClass),
                    isHeader: !view.hidden
                        && UIKitClasses.isTableHeaderFooter(view.printedClass, baseClass: view.baseClass)))
            position = end
        }
        guard children.contains(where: \.isCell) else { return .failure(ListRefusal(text: "", said: false)) }
        // Each cell must be one the engine's table can show at its frame: as wide as the table,
        // and nothing about it that a row cannot carry.
        var rewritten: [ImportedScene.View] = []
        var cellIndex: [Int: Int] = [:]  // child start → index in `rewritten`
        for child in children {
            guard child.isCell else {
                rewritten += subtree[child.start..<child.end]
                continue
            }
            var cell = subtree[child.start]
            let name = "`\(cell.id)` (\(cell.printedClass))"
            guard case .frame(let frame, nil) = cell.geometry else {
                return .failure(ListRefusal(text: "its cell \(name) is transformed or scrolled"))
            }
            if let trouble = rowTrouble(cell) {
                return .failure(ListRefusal(text: "its cell \(name) cannot be a row as printed: \(trouble)"))
            }
            guard abs(frame.minX) <= 0.5, abs(frame.width - tableFrame.width) <= 0.5 else {
                return .failure(
                    ListRefusal(
                        text:
                            "its cell \(name) is not as wide as the table (x \(SceneFileWriter.number(frame.minX)), width \(SceneFileWriter.number(frame.width)) of \(SceneFileWriter.number(tableFrame.width))), which the engine's rows are"
                    ))
            }
            // Observed: the cell keeps its subviews as printed, its content view among them, in
            // front of the engine's own content view, which is hidden (DifferencesFromUIKit.md).
            cell.isRow = true
            cell.engineClass = "UITableViewCell"
            cellIndex[child.start] = rewritten.count
            rewritten += [cell] + subtree[(child.start + 1)..<child.end]
        }
        // Sections and rows, from the cells and headers in the order of their frames.
        struct Item {
            let child: Int
            let frame: CGRect
            let isCell: Bool
        }
        var items: [Item] = []
        for (number, child) in children.enumerated() where child.isCell || child.isHeader {
            guard case .frame(let frame, _) = subtree[child.start].geometry else { continue }
            items.append(Item(child: number, frame: frame, isCell: child.isCell))
        }
        items.sort { ($0.frame.minY, $0.frame.maxY) < ($1.frame.minY, $1.frame.maxY) }
        var list = ImportedScene.List()
        var notes: [String] = []
        var current: ImportedScene.List.Section?
        var cursor = 0.0
        for item in items {
            let gap = item.frame.minY - cursor
            let name = "`\(subtree[children[item.child].start].id)`"
            if gap < -0.5 {
                return .failure(
                    ListRefusal(
                        text:
                            "\(name) overlaps the cell or header above it, which the engine's rows never do (a floating section header, an animation?)"
                    ))
            }
            if item.isCell {
                let cell = children[item.child].start
                if current == nil {
                    var section = ImportedScene.List.Section()
                    let height = item.frame.height
                    let unseen = height > 0 ? (gap / height).rounded() : 0
                    if gap > 0.5, unseen >= 1, abs(unseen * height - gap) <= 0.5, unseen <= 10_000,
                        !covers(subtree, from: 0, to: gap, width: tableFrame.width)
                    {
                        section.rows = Array(
                            repeating: ImportedScene.List.Row(cell: nil, height: height), count: Int(unseen))
                        notes.append(
                            "\(Int(unseen)) row\(unseen == 1 ? "" : "s") above the first cell, not printed, from its position"
                        )
                    } else if gap > 0.5 {
                        section.header = gap
                        notes.append(
                            "the first section's header, \(SceneFileWriter.number(gap)) pt, from the space above the first cell"
                        )
                    }
                    current = section
                } else if gap > 0.5 {
                    list.sections.append(current!)
                    current = ImportedScene.List.Section(header: gap)
                    notes.append(
                        "a new section where a gap of \(SceneFileWriter.number(gap)) pt stands before \(name)")
                }
                current!.rows.append(.init(cell: cellIndex[cell], height: item.frame.height))
            } else {
                if var section = current {
                    section.footer = max(gap, 0)
                    list.sections.append(section)
                } else if gap > 0.5 {
                    list.sections.append(ImportedScene.List.Section(header: gap))
                    notes.append(
                        "an empty first section, \(SceneFileWriter.number(gap)) pt tall, above the first header")
                }
                current = ImportedScene.List.Section(header: item.frame.height)
            }
            cursor = item.frame.maxY
        }
        if let current { list.sections.append(current) }
        return .success((rewritten, list, notes))
    }

    /// Whether a view of the table that is no cell, at least half as wide as the table, covers
    /// its content from `top` to `bottom` (a table header view), so that the space above the
    /// first cell is not rows.
    private func covers(_ subtree: [ImportedScene.View], from top: Double, to bottom: Double, width: Double) -> Bool {
        let depth = subtree.first?.depth ?? 0
        return subtree.contains { view in
            guard view.depth == depth, !UIKitClasses.isTableCell(view.printedClass, baseClass: view.baseClass),
                case .frame(let frame, _) = view.geometry
            else { return false }
            return frame.minY <= top + 0.5 && frame.maxY >= bottom - 0.5 && frame.width >= width / 2
        }
    }
}

extension ModelBuilder {
    /// The collection view at `index` read as one with a flow layout (the items' cells by their
    /// index in the subtree): the item size, spacings and direction its cells show, the items
    /// before the first cell printed that their place implies, checked by laying the items out as
    /// the engine's flow layout does and finding every cell printed where the dump has it.
    func collectionLayout(at index: Int) -> Result<([ImportedScene.View], ImportedScene.List, [String]), ListRefusal> {
        let collection = model.views[index]
        guard case .frame(let frame, _) = collection.geometry else {
            return .failure(ListRefusal(text: "it has a transform"))
        }
        let depth = collection.depth
        let subtree = Array(model.views[(index + 1)..<subtreeEnd(index)])
        var cells: [(start: Int, frame: CGRect)] = []
        var position = 0
        while position < subtree.count {
            let view = subtree[position]
            if !view.hidden, UIKitClasses.isCollectionCell(view.printedClass, baseClass: view.baseClass) {
                let name = "`\(view.id)` (\(view.printedClass))"
                guard case .frame(let cellFrame, nil) = view.geometry else {
                    return .failure(ListRefusal(text: "its cell \(name) is transformed or scrolled"))
                }
                if let trouble = rowTrouble(view) {
                    return .failure(ListRefusal(text: "its cell \(name) cannot be an item as printed: \(trouble)"))
                }
                cells.append((position, cellFrame))
            } else if !view.hidden,
                view.printedClass == "UICollectionReusableView" || view.baseClass == "UICollectionReusableView"
            {
                return .failure(
                    ListRefusal(
                        text:
                            "it shows a supplementary view, `\(view.id)` (\(view.printedClass)), which a scene's collection view does not have"
                    ))
            }
            position += 1
            while position < subtree.count && subtree[position].depth > depth + 1 { position += 1 }
        }
        guard let first = cells.first else { return .failure(ListRefusal(text: "", said: false)) }
        let size = first.frame.size
        if let odd = cells.first(where: {
            abs($0.frame.width - size.width) > 0.5 || abs($0.frame.height - size.height) > 0.5
        }) {
            return .failure(
                ListRefusal(
                    text:
                        "its cells are not all of one size (`\(subtree[odd.start].id)` is \(SceneFileWriter.number(odd.frame.width))×\(SceneFileWriter.number(odd.frame.height)), `\(subtree[first.start].id)` \(SceneFileWriter.number(size.width))×\(SceneFileWriter.number(size.height))), which a flow layout with one item size needs"
                ))
        }
        // The direction: across, when the content is wider than the view and no taller.
        var horizontal = false
        if let content = collection.contentSize {
            horizontal = content.width > frame.width + 0.5 && content.height <= frame.height + 0.5
        }
        func main(_ rect: CGRect) -> Double { horizontal ? rect.minX : rect.minY }
        func cross(_ rect: CGRect) -> Double { horizontal ? rect.minY : rect.minX }
        let thickness = horizontal ? size.width : size.height
        let length = horizontal ? size.height : size.width
        let available = horizontal ? frame.height : frame.width
        cells.sort { (main($0.frame), cross($0.frame)) < (main($1.frame), cross($1.frame)) }
        // Lines, by their place along the scrolling axis.
        var lines: [[CGRect]] = []
        for cell in cells {
            if let last = lines.last?.first, abs(main(last) - main(cell.frame)) <= 0.5 {
                lines[lines.count - 1].append(cell.frame)
            } else {
                lines.append([cell.frame])
            }
        }
        let widest = lines.max { $0.count < $1.count }!
        var spacing: Double
        if widest.count >= 2 {
            // A hair under the spacing printed, so that as many items fit as the dump shows.
            spacing = max(cross(widest[1]) - cross(widest[0]) - length - 0.01, 0)
        } else {
            spacing = 2 * length + 10 > available ? 10 : available
        }
        var lineSpacing = 10.0
        if lines.count >= 2 {
            lineSpacing = max(main(lines[1][0]) - main(lines[0][0]) - thickness, 0)
        } else if thickness > 0,
            abs(main(lines[0][0]) / thickness - (main(lines[0][0]) / thickness).rounded()) * thickness <= 0.5
        {
            lineSpacing = 0
        }
        var notes: [String] = []
        let step = thickness + lineSpacing
        let before = step > 0 ? (main(lines[0][0]) / step).rounded() : 0
        guard before >= 0, before <= 10_000, abs(before * step - main(lines[0][0])) <= 0.5 else {
            return .failure(
                ListRefusal(
                    text:
                        "its first cell is \(SceneFileWriter.number(main(lines[0][0]))) pt along, not a whole number of lines of \(SceneFileWriter.number(step)) pt: it has insets or headers a scene's flow layout does not have"
                ))
        }
        let unseen = Int(before) * widest.count
        guard unseen <= 10_000 else {
            return .failure(
                ListRefusal(text: "its first cell is \(unseen) items along, more than an import infers (10,000)"))
        }
        if unseen > 0 {
            notes.append(
                "\(unseen) item\(unseen == 1 ? "" : "s") before the first cell, not printed, from its position")
        }
        let flow = ImportedScene.List.Flow(
            itemSize: size, spacing: spacing, lineSpacing: lineSpacing, horizontal: horizontal)
        let expected = Self.flowFrames(count: unseen + cells.count, flow: flow, available: available)
        for (offset, cell) in cells.enumerated() {
            let place = expected[unseen + offset]
            guard abs(place.minX - cell.frame.minX) <= 0.5, abs(place.minY - cell.frame.minY) <= 0.5 else {
                return .failure(
                    ListRefusal(
                        text:
                            "a flow layout of its cells' size and spacing puts `\(subtree[cell.start].id)` at (\(SceneFileWriter.number(place.minX)), \(SceneFileWriter.number(place.minY))), not at (\(SceneFileWriter.number(cell.frame.minX)), \(SceneFileWriter.number(cell.frame.minY))) as printed"
                    ))
            }
        }
        var rewritten: [ImportedScene.View] = []
        var list = ImportedScene.List()
        list.flow = flow
        var section = ImportedScene.List.Section()
        section.rows = Array(repeating: ImportedScene.List.Row(cell: nil, height: thickness), count: unseen)
        var placed: [Int: Int] = [:]  // start in `subtree` → index in `rewritten`
        let cellStarts = Set(cells.map(\.start))
        position = 0
        while position < subtree.count {
            var end = position + 1
            while end < subtree.count && subtree[end].depth > depth + 1 { end += 1 }
            if cellStarts.contains(position) {
                var cell = subtree[position]
                cell.isRow = true
                cell.engineClass = "UICollectionViewCell"
                placed[position] = rewritten.count
                rewritten.append(cell)
                rewritten += subtree[(position + 1)..<end]
            } else {
                rewritten += subtree[position..<end]
            }
            position = end
        }
        for cell in cells { section.rows.append(.init(cell: placed[cell.start], height: thickness)) }
        list.sections = [section]
        return .success((rewritten, list, notes))
    }

    /// Where the engine's flow layout puts `count` items of one size, in one section without
    /// insets or headers (FlowGeometry in ResponderKit): full lines spread over the width, a lone
    /// item centred, the last line packed.
    static func flowFrames(count: Int, flow: ImportedScene.List.Flow, available: Double) -> [CGRect] {
        let horizontal = flow.horizontal
        let length = horizontal ? flow.itemSize.height : flow.itemSize.width
        let thickness = horizontal ? flow.itemSize.width : flow.itemSize.height
        var frames: [CGRect] = []
        var position = 0.0
        var start = 0
        while start < count {
            var end = start + 1
            var used = length
            while end < count, used + flow.spacing + length <= available {
                used += flow.spacing + length
                end += 1
            }
            if start > 0 { position += flow.lineSpacing }
            let items = end - start
            var spacing = flow.spacing
            var offset = 0.0
            if items == 1 {
                offset = (available - length) / 2
            } else if end < count {
                spacing = (available - Double(items) * length) / Double(items - 1)
            }
            for _ in start..<end {
                frames.append(
                    horizontal
                        ? CGRect(x: position, y: offset, width: thickness, height: length)
                        : CGRect(x: offset, y: position, width: length, height: thickness))
                offset += length + spacing
            }
            position += thickness
            start = end
        }
        return frames
    }
}
