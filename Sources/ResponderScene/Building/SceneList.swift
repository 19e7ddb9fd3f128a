import Foundation
import ResponderKit

/// A table's or collection view's data, written inline in a scene (`sections:`), and the object
/// that is its data source and delegate: it gives the rows, their heights and cells, answers the
/// highlight and selection calls as the scene says, and logs each of those calls with its index
/// path.
@MainActor
final class SceneListData: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    /// One row or item: its cell, built at load, its height, and the delegate's answers for it.
    struct Row {
        var cell: UIView
        var height: CGFloat?
        var shouldHighlight = true
        /// `willSelectRowAt`'s answer: `.some(nil)` is nil, `nil` the row itself.
        var willSelect: IndexPath??
        var willDeselect: IndexPath??
        var shouldSelect = true
        var shouldDeselect = true
    }

    struct Section {
        var header: CGFloat?
        var footer: CGFloat?
        var rows: [Row] = []
    }

    var sections: [Section] = []
    let name: String
    let log: SceneLog
    weak var application: UIApplication?

    init(name: String, log: SceneLog, application: UIApplication) {
        self.name = name
        self.log = log
        self.application = application
    }

    nonisolated static let sectionKeys = ["rows", "items", "header", "footer"]
    nonisolated static let rowKeys = [
        "id", "class", "cellSubviews", "height", "text", "subviews", "shouldHighlight", "willSelect", "willDeselect",
        "shouldSelect", "shouldDeselect"
    ]
    nonisolated static let answerKeys = [
        "row", "item", "shouldHighlight", "willSelect", "willDeselect", "shouldSelect", "shouldDeselect"
    ]

    func row(_ indexPath: IndexPath) -> Row? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }

    /// Whether the row or item at `indexPath` exists.
    func contains(_ indexPath: IndexPath) -> Bool { row(indexPath) != nil }

    // MARK: Logging

    private func logCall(_ call: String, _ indexPath: IndexPath, returned: LogEntry.DelegateAnswer? = nil) {
        let path = "[\(indexPath.section), \(indexPath.item)]"
        let answer = returned.map { " → \($0.text)" } ?? ""
        log.append(
            LogEntry(
                time: application?.clock.now ?? 0,
                event: .delegateCall(
                    list: name, call: call, indexPath: [indexPath.section, indexPath.item], returned: returned),
                text: "\(name).delegate \(call) \(path)\(answer)"))
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // Each row's cell is built once, from the scene; it is not dequeued.
        (row(indexPath)?.cell as? UITableViewCell) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        row(indexPath)?.height ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        (sections.indices.contains(section) ? sections[section].header : nil) ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        (sections.indices.contains(section) ? sections[section].footer : nil) ?? tableView.sectionFooterHeight
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        let answer = row(indexPath)?.shouldHighlight ?? true
        logCall("shouldHighlightRowAt", indexPath, returned: .bool(answer))
        return answer
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        logCall("didHighlightRowAt", indexPath)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        logCall("didUnhighlightRowAt", indexPath)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let answer = row(indexPath)?.willSelect ?? indexPath
        logCall("willSelectRowAt", indexPath, returned: .indexPath(answer))
        return answer
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        logCall("didSelectRowAt", indexPath)
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        let answer = row(indexPath)?.willDeselect ?? indexPath
        logCall("willDeselectRowAt", indexPath, returned: .indexPath(answer))
        return answer
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        logCall("didDeselectRowAt", indexPath)
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        (row(indexPath)?.cell as? UICollectionViewCell) ?? UICollectionViewCell(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        let answer = row(indexPath)?.shouldHighlight ?? true
        logCall("shouldHighlightItemAt", indexPath, returned: .bool(answer))
        return answer
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        logCall("didHighlightItemAt", indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        logCall("didUnhighlightItemAt", indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        let answer = row(indexPath)?.shouldSelect ?? true
        logCall("shouldSelectItemAt", indexPath, returned: .bool(answer))
        return answer
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        logCall("didSelectItemAt", indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        let answer = row(indexPath)?.shouldDeselect ?? true
        logCall("shouldDeselectItemAt", indexPath, returned: .bool(answer))
        return answer
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        logCall("didDeselectItemAt", indexPath)
    }
}

extension SceneBuilder {
    /// `sections:` of a table or collection view: each section's rows (or items), built with
    /// their cells, and the delegate's answers; then the list's `answers:`, which name rows by
    /// index path. The data object becomes the list's data source and delegate, held by the scene.
    mutating func buildSections(_ fields: Fields, of list: UIView, id: String) throws {
        let isTable = list is UITableView
        guard isTable || list is UICollectionView else {
            for key in ["sections", "answers"] where fields[key] != nil {
                throw fields.keyValue(key).error(
                    "'\(key)' does not apply to \(String(describing: type(of: list)))",
                    hint: "only a UITableView or UICollectionView has sections; give the view one of those classes")
            }
            return
        }
        let data = SceneListData(name: id, log: scene.log, application: scene.application)
        let rowsKey = isTable ? "rows" : "items"
        for (sectionIndex, sectionValue) in try (fields["sections"]?.sequence("sections") ?? []).enumerated() {
            let sectionFields = try sectionValue.fields("a section", keys: SceneListData.sectionKeys)
            let otherKey = isTable ? "items" : "rows"
            if sectionFields[otherKey] != nil {
                throw sectionFields.keyValue(otherKey).error(
                    "a \(isTable ? "table" : "collection view")'s section has \(rowsKey), not '\(otherKey)'",
                    hint: "write `\(rowsKey):`")
            }
            var section = SceneListData.Section()
            section.header = try Self.height(sectionFields["header"], "header")
            section.footer = try Self.height(sectionFields["footer"], "footer")
            let rowValues: [Value?]
            if let rows = sectionFields[rowsKey], !rows.isSequence {
                let count = try rows.int(rowsKey)
                guard count >= 0 else {
                    throw rows.error("\(rowsKey) must be 0 or more", hint: "a count of \(rowsKey), or a list of them")
                }
                rowValues = Array(repeating: nil, count: count)
            } else {
                rowValues = try sectionFields[rowsKey]?.sequence(rowsKey) ?? []
            }
            for (rowIndex, rowValue) in rowValues.enumerated() {
                section.rows.append(
                    try buildRow(rowValue, of: list, id: "\(id).\(sectionIndex).\(rowIndex)", isTable: isTable))
            }
            data.sections.append(section)
        }
        // Answers and redirections name rows that must exist.
        for answer in try fields["answers"]?.sequence("answers") ?? [] {
            let answerFields = try answer.fields("an answer", keys: SceneListData.answerKeys)
            let key = isTable ? "row" : "item"
            let pathValue = try answerFields.required(key)
            let indexPath = try Self.indexPath(pathValue, key)
            guard var row = data.row(indexPath) else {
                throw pathValue.error(
                    "the delegate answers for \(key) \(Self.describe(indexPath)) of '\(id)', which does not exist",
                    hint: Self.extent(of: data, rowsKey))
            }
            try Self.applyAnswers(answerFields, to: &row, data: data, list: id, isTable: isTable)
            data.sections[indexPath.section].rows[indexPath.item] = row
        }
        for (sectionIndex, section) in data.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                for case let .some(.some(target)) in [row.willSelect, row.willDeselect] where !data.contains(target) {
                    let place = scene.declarations[TraceRecord.name(of: row.cell)]
                    throw (place ?? fields.owner).error(
                        "row [\(sectionIndex), \(rowIndex)] of '\(id)' answers willSelect or willDeselect with \(Self.describe(target)), which does not exist",
                        hint: Self.extent(of: data, rowsKey))
                }
            }
        }
        scene.retained.append(data)
        if let table = list as? UITableView {
            table.dataSource = data
            table.delegate = data
        } else if let collection = list as? UICollectionView {
            collection.dataSource = data
            collection.delegate = data
        }
    }

    /// One row or item: its cell (a `UITableViewCell` or `UICollectionViewCell` named by `id`,
    /// its `cellSubviews` added to the cell itself first, as `cell.addSubview` does before
    /// anything asks for `contentView`, its `subviews` in its `contentView`), its height and the
    /// delegate's answers.
    private mutating func buildRow(_ value: Value?, of list: UIView, id defaultID: String, isTable: Bool) throws
        -> SceneListData.Row
    {
        let fields = try value?.fields(isTable ? "a row" : "an item", keys: SceneListData.rowKeys)
        let cell: UIView
        if isTable {
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        } else {
            if let text = fields?["text"] {
                throw text.error("an item has no text", hint: "add a UILabel to its `subviews`")
            }
            cell = UICollectionViewCell(frame: .zero)
        }
        // Before anything asks for a table cell's contentView, which then goes on top (TV17). A
        // dump's cell prints its own content view among them: that one stands for the cell's, and
        // the built-in one is hidden below.
        let cellSubviews = try (fields?["cellSubviews"]?.sequence("cellSubviews") ?? []).map { try buildView($0) }
        // A collection view cell's content view prints as a plain UIView: a dump's collection cell
        // (whose `cellSubviews:` the import writes) always stands for its own.
        let printsContentView =
            isTable
            ? cellSubviews.contains {
                scene.id(of: $0).flatMap { scene.declaredClasses[$0] } == "UITableViewCellContentView"
            }
            : fields?["cellSubviews"] != nil
        // The built-in one, hidden, then goes below them, as `responder import` builds it.
        if printsContentView { _ = (cell as? UITableViewCell)?.contentView }
        for view in cellSubviews { cell.addSubview(view) }
        if let text = fields?["text"] { (cell as? UITableViewCell)?.textLabel?.text = try text.string("text") }
        let id: String
        if let idValue = fields?["id"] {
            id = try register(cell, id: idValue)
        } else {
            id = defaultID
            guard scene.objects[id] == nil else {
                throw (value ?? fields?.owner ?? Value(node: "", file: scene.file)).error(
                    "duplicate id '\(id)'", hint: "a row's default id is taken; give the row an `id:`")
            }
            scene.objects[id] = cell
        }
        cell.accessibilityIdentifier = id
        scene.declaredClasses[id] = isTable ? "UITableViewCell" : "UICollectionViewCell"
        let contentView =
            (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView ?? cell
        contentView.accessibilityIdentifier = "\(id).contentView"
        for item in try fields?["subviews"]?.sequence("subviews") ?? [] {
            contentView.addSubview(try buildView(item))
        }
        // An imported dump names the cell's class.
        if let name = fields?["class"] { scene.declaredClasses[id] = try name.string("class") }
        if printsContentView { contentView.isHidden = true }
        var row = SceneListData.Row(cell: cell)
        if let fields {
            if let height = fields["height"] {
                guard isTable else {
                    throw height.error(
                        "an item's size comes from the layout's itemSize",
                        hint: "set `itemSize:` on the collection view")
                }
                row.height = try Self.height(height, "height")
            }
            try Self.applyAnswers(fields, to: &row, data: nil, list: "", isTable: isTable)
        }
        return row
    }

    /// The delegate's answers in `fields`, onto `row`.
    private static func applyAnswers(
        _ fields: Fields, to row: inout SceneListData.Row, data: SceneListData?, list: String, isTable: Bool
    ) throws {
        let tableOnly = ["willSelect", "willDeselect"]
        let collectionOnly = ["shouldSelect", "shouldDeselect"]
        for key in isTable ? collectionOnly : tableOnly {
            if fields[key] != nil {
                throw fields.keyValue(key).error(
                    "'\(key)' is a \(isTable ? "collection view" : "table view")'s delegate answer",
                    hint: isTable
                        ? "a table's delegate answers willSelect and willDeselect (`null` for nil)"
                        : "a collection view's delegate answers shouldSelect and shouldDeselect (true or false)")
            }
        }
        if let value = fields["shouldHighlight"] { row.shouldHighlight = try value.bool("shouldHighlight") }
        if let value = fields["shouldSelect"] { row.shouldSelect = try value.bool("shouldSelect") }
        if let value = fields["shouldDeselect"] { row.shouldDeselect = try value.bool("shouldDeselect") }
        if let value = fields["willSelect"] { row.willSelect = .some(try answerPath(value, "willSelect")) }
        if let value = fields["willDeselect"] { row.willDeselect = .some(try answerPath(value, "willDeselect")) }
    }

    /// `null` (nil) or `[section, row]`.
    private static func answerPath(_ value: Value, _ what: String) throws -> IndexPath? {
        if value.isNull { return nil }
        guard value.isSequence else {
            throw value.error(
                "\(what) must be null (nil) or [section, row]",
                hint: "write `\(what): null` to refuse, or the index path of another row")
        }
        return try indexPath(value, what)
    }

    /// `[section, row]`, each 0 or more.
    nonisolated static func indexPath(_ value: Value, _ what: String) throws -> IndexPath {
        let numbers = try value.numbers(what, count: 2, shape: "[section, \(what == "item" ? "item" : "row")]")
        guard numbers.allSatisfy({ $0 >= 0 && $0 == $0.rounded() && $0 < 1e9 }) else {
            throw value.error("\(what) must be two whole numbers, 0 or more", hint: "sections and rows count from 0")
        }
        return IndexPath(row: Int(numbers[1]), section: Int(numbers[0]))
    }

    /// A height: a finite number, 0 or more.
    private static func height(_ value: Value?, _ what: String) throws -> CGFloat? {
        guard let value else { return nil }
        let height = try value.number(what)
        guard height >= 0 else {
            throw value.error(
                "\(what) must be 0 or more, not \(TraceRecord.format(CGFloat(height)))", hint: "heights are in points")
        }
        return CGFloat(height)
    }

    static func describe(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.item)]" }

    /// What rows a list has, for hints.
    static func extent(of data: SceneListData, _ rowsKey: String) -> String {
        if data.sections.isEmpty { return "it has no sections" }
        let counts = data.sections.map { String($0.rows.count) }.joined(separator: ", ")
        return
            "it has \(data.sections.count) section\(data.sections.count == 1 ? "" : "s") of \(counts) \(rowsKey); they count from 0"
    }
}
