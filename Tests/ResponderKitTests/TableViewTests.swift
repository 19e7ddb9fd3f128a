import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

/// A controller that is its table's data source and delegate, logging every delegate call it
/// gets with the index path, and answering as its properties say.
@MainActor
final class RecordingTableController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let log: EventLog
    var rows: [Int]
    var refuseHighlight: Set<IndexPath> = []
    var refuseSelection: Set<IndexPath> = []
    var refuseDeselection: Set<IndexPath> = []
    var logsQuestions = true
    private(set) var cellRequests: [IndexPath] = []
    private(set) var cellsMade: Set<ObjectIdentifier> = []

    init(log: EventLog, rows: [Int]) {
        self.log = log
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    private func note(_ text: String, _ indexPath: IndexPath) {
        log.append("\(text) \(indexPath.section).\(indexPath.row)")
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cellsMade.insert(ObjectIdentifier(cell))
        cell.textLabel?.text = "row \(indexPath.row)"
        cell.accessibilityIdentifier = "cell\(indexPath.section).\(indexPath.row)"
        cell.contentView.accessibilityIdentifier = "content\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        if logsQuestions { note("shouldHighlightRowAt", indexPath) }
        return !refuseHighlight.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        note("didHighlightRowAt", indexPath)
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        note("didUnhighlightRowAt", indexPath)
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if logsQuestions { note("willSelectRowAt", indexPath) }
        return refuseSelection.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        note("didSelectRowAt", indexPath)
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        if logsQuestions { note("willDeselectRowAt", indexPath) }
        return refuseDeselection.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        note("didDeselectRowAt", indexPath)
    }
}

@Suite("UITableView")
@MainActor
struct TableViewTests {
    /// A 375×440 table at the top of the root view, rows of 44 pt (10 visible), its controller
    /// logging delegate calls into the world's log (traces off unless `topics` says).
    func scene(rows: [Int] = [30], style: UITableView.Style = .plain, topics: TraceTopics = [])
        -> (World, UITableView, RecordingTableController)
    {
        let world = World(topics: topics)
        let table = world.add(UITableView(frame: r(0, 0, 375, 440), style: style), "table")
        let controller = RecordingTableController(log: world.log, rows: rows)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = controller
        table.delegate = controller
        table.rowHeight = 44
        table.layoutIfNeeded()
        return (world, table, controller)
    }

    @Test("TV1: only the rows in the visible rectangle have cells, in row order")
    func visibleCellsOnly() {
        let (_, table, controller) = scene()
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.map(\.accessibilityIdentifier) == (0..<10).map { "cell0.\($0)" })
        #expect(controller.cellRequests == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 10)
        #expect(table.contentSize == CGSize(width: 375, height: 30 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == r(0, 132, 375, 44))
    }

    @Test("TV1: scrolling makes cells for the rows coming into sight from the cells that left it")
    func scrollingReusesCells() {
        let (_, table, controller) = scene()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.contentOffset = p(0, 100)
        // Rows 0 and 1 (0–88) left; rows 10 and 11 came in (440–528 < 540).
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 12, section: 0))
        #expect(table.visibleCells.count == 11)
        #expect(controller.cellRequests.suffix(3) == (10...12).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.contains { $0 === first })
        #expect(first?.accessibilityIdentifier == "cell0.10" || first?.accessibilityIdentifier == "cell0.11")
    }

    @Test("indexPathForRow(at:) finds rows across sections and headers; nil between")
    func indexPathForRow() {
        let (_, table, controller) = scene(rows: [2, 3], style: .grouped)
        defer { withExtendedLifetime(controller) {} }
        // Grouped: an 18 pt header and footer around each section.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == r(0, 18, 375, 44))
        #expect(table.indexPathForRow(at: p(10, 10)) == nil)
        #expect(table.indexPathForRow(at: p(10, 18)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: p(10, 105)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: p(10, 106)) == nil)
        // Section 1 starts at 18 + 88 + 18 = 124; its rows at 142.
        #expect(table.indexPathForRow(at: p(10, 142)) == IndexPath(row: 0, section: 1))
        #expect(table.rect(forSection: 1) == r(0, 124, 375, 18 + 132 + 18))
        #expect(table.indexPathForRow(at: p(10, 1000)) == nil)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 3)
        #expect(table.numberOfRows(inSection: 7) == 0)
    }

    @Test("TV2 TV3: a quick tap highlights at the lift, then selects, with the delegate calls in order")
    func quickTapSelects() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        world.app.tap(at: p(100, 60))
        #expect(
            world.log.lines == [
                "shouldHighlightRowAt 0.1", "didHighlightRowAt 0.1", "willSelectRowAt 0.1", "didUnhighlightRowAt 0.1",
                "didSelectRowAt 0.1"
            ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
        #expect(table.lastRowTouchOutcome?.result == .selected(IndexPath(row: 1, section: 0)))
    }

    @Test("TV2: a held finger highlights the row once the content delay has passed")
    func heldFingerHighlights() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        world.app.touch(finger: 1, .began, at: p(100, 60))
        #expect(world.log.lines.isEmpty)
        world.app.advance(by: 0.2)
        #expect(world.log.lines == ["shouldHighlightRowAt 0.1", "didHighlightRowAt 0.1"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test(
        "TV3: selecting another row deselects the old: willSelect new, willDeselect old, didDeselect old, didSelect new"
    )
    func selectingAnotherRowDeselects() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        world.app.tap(at: p(100, 60))
        world.log.clear()
        world.app.advance(by: 1)
        world.app.tap(at: p(100, 150))
        #expect(
            world.log.lines == [
                "shouldHighlightRowAt 0.3", "didHighlightRowAt 0.3", "willSelectRowAt 0.3", "willDeselectRowAt 0.1",
                "didDeselectRowAt 0.1", "didUnhighlightRowAt 0.3", "didSelectRowAt 0.3"
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("TV9: selectRow and deselectRow call no delegate method")
    func programmaticSelectionIsSilent() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(world.log.lines.isEmpty)
    }

    @Test("TV4: shouldHighlightRowAt false leaves the row unhighlighted and unselected, and says why")
    func highlightRefused() {
        let (world, table, controller) = scene()
        controller.refuseHighlight = [IndexPath(row: 1, section: 0)]
        world.app.tap(at: p(100, 60))
        #expect(world.log.lines == ["shouldHighlightRowAt 0.1"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.lastRowTouchOutcome?.result == .notSelected(.highlightRefused))
        world.log.clear()
        #expect(table.selectionRefusal(forRowAt: IndexPath(row: 1, section: 0)) == .highlightRefused)
        #expect(world.log.lines == ["shouldHighlightRowAt 0.1"])
    }

    @Test("TV5 TV6: without allowsSelection, or editing without selection during editing, nothing is asked or selected")
    func selectionOff() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        table.allowsSelection = false
        world.app.tap(at: p(100, 60))
        #expect(world.log.lines.isEmpty)
        #expect(table.lastRowTouchOutcome?.result == .notSelected(.selectionNotAllowed))
        table.allowsSelection = true
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        table.setEditing(true, animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        world.app.advance(by: 1)
        world.app.tap(at: p(100, 60))
        #expect(world.log.lines.isEmpty)
        #expect(table.lastRowTouchOutcome?.result == .notSelected(.editingWithoutSelection))
        table.allowsSelectionDuringEditing = true
        world.app.advance(by: 1)
        world.app.tap(at: p(100, 60))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("TV7: willSelectRowAt returning nil selects nothing; returning another row selects that one")
    func willSelectRefusesOrRedirects() {
        final class Redirecting: UIResponder, UITableViewDelegate {
            func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                IndexPath(row: indexPath.row + 1, section: 0)
            }
        }
        let (world, table, controller) = scene()
        controller.refuseSelection = [IndexPath(row: 1, section: 0)]
        world.app.tap(at: p(100, 60))
        #expect(
            world.log.lines == [
                "shouldHighlightRowAt 0.1", "didHighlightRowAt 0.1", "willSelectRowAt 0.1", "didUnhighlightRowAt 0.1"
            ])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.lastRowTouchOutcome?.result == .notSelected(.willSelectReturnedNil))
        let redirecting = Redirecting()
        table.delegate = redirecting
        world.app.advance(by: 1)
        world.app.tap(at: p(100, 60))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.lastRowTouchOutcome?.result == .selected(IndexPath(row: 2, section: 0)))
    }

    @Test("TV8 TV14: with multiple selection a tap adds a row, a tap on a selected row deselects it unless refused")
    func multipleSelection() {
        let (world, table, controller) = scene()
        table.allowsMultipleSelection = true
        world.app.tap(at: p(100, 60))
        world.app.advance(by: 1)
        world.app.tap(at: p(100, 150))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        world.log.clear()
        world.app.advance(by: 1)
        world.app.tap(at: p(100, 60))
        #expect(
            world.log.lines == [
                "shouldHighlightRowAt 0.1", "didHighlightRowAt 0.1", "willDeselectRowAt 0.1", "didUnhighlightRowAt 0.1",
                "didDeselectRowAt 0.1"
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.lastRowTouchOutcome?.result == .deselected(IndexPath(row: 1, section: 0)))
        controller.refuseDeselection = [IndexPath(row: 3, section: 0)]
        world.app.advance(by: 1)
        world.app.tap(at: p(100, 150))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.lastRowTouchOutcome?.result == .notSelected(.willDeselectReturnedNil))
    }

    @Test("TV14: willDeselectRowAt returning nil keeps the old row selected beside the new one")
    func willDeselectKeepsOldRow() {
        let (world, table, controller) = scene()
        world.app.tap(at: p(100, 60))
        controller.refuseDeselection = [IndexPath(row: 1, section: 0)]
        world.app.advance(by: 1)
        world.app.tap(at: p(100, 150))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
    }

    @Test("TV10: a drag that scrolls unhighlights the row and selects nothing; the old selection stays")
    func dragSelectsNothing() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        world.app.touch(finger: 1, .began, at: p(100, 200))
        world.app.advance(by: 0.2)
        for y in stride(from: 190, through: 100, by: -10) {
            world.app.advance(by: 0.01)
            world.app.touch(finger: 1, .moved, at: p(100, CGFloat(y)))
        }
        world.app.touch(finger: 1, .ended, at: p(100, 100))
        #expect(world.log.lines == ["shouldHighlightRowAt 0.4", "didHighlightRowAt 0.4", "didUnhighlightRowAt 0.4"])
        #expect(table.contentOffset.y > 0)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(table.lastRowTouchOutcome?.result == .notSelected(.cancelledByScrolling))
    }

    @Test("TV10: a table whose rows fit still takes a vertical drag (it bounces)")
    func shortTableStillScrollsAway() {
        let (world, table, controller) = scene(rows: [3])
        defer { withExtendedLifetime(controller) {} }
        world.app.drag(from: p(100, 60), to: p(100, 160), duration: 0.1, steps: 5)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset == .zero)
    }

    @Test("TV11: an ancestor's tap recognizer with cancelsTouchesInView takes a held row's touch")
    func ancestorRecognizerCancels() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "dismissTap"
        world.root.addGestureRecognizer(tap)
        world.app.touch(finger: 1, .began, at: p(100, 60))
        world.app.advance(by: 0.2)
        world.app.touch(finger: 1, .ended, at: p(100, 60))
        #expect(world.log.lines == ["shouldHighlightRowAt 0.1", "didHighlightRowAt 0.1", "didUnhighlightRowAt 0.1"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.lastRowTouchOutcome?.result == .notSelected(.cancelledByRecognizer(tap)))
    }

    @Test(
        "TV11: a quick tap under the ancestor's recognizer never reaches the table; with cancelsTouchesInView false it selects"
    )
    func ancestorRecognizerQuickTap() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        world.root.addGestureRecognizer(tap)
        world.app.tap(at: p(100, 60))
        #expect(table.indexPathForSelectedRow == nil)
        tap.cancelsTouchesInView = false
        world.app.advance(by: 1)
        world.app.tap(at: p(100, 60))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("TV12: a button in a cell takes its touch; the row is neither highlighted nor selected")
    func controlInCell() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let button = UIButton(frame: r(300, 5, 60, 34))
        cell.contentView.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        world.app.tap(at: p(320, 60))
        #expect(taps == 1)
        #expect(world.log.lines.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(
            table.selectionRefusal(forRowAt: IndexPath(row: 1, section: 0), touching: button) == .controlInCell(button))
        button.isEnabled = false
        #expect(table.selectionRefusal(forRowAt: IndexPath(row: 1, section: 0), touching: button) == nil)
    }

    @Test("TV13: a finger held for two seconds and lifted still selects the row")
    func longHoldSelects() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        world.app.touch(finger: 1, .began, at: p(100, 60))
        world.app.advance(by: 2)
        world.app.touch(finger: 1, .ended, at: p(100, 60))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("TV15: reloadData clears the selection and asks for the cells again")
    func reloadClearsSelection() {
        let (_, table, controller) = scene()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        controller.rows = [5]
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.count == 5)
        #expect(controller.cellRequests.count == 15)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("TV16 ❓: a finger moved sideways off its row and lifted there selects nothing")
    func liftedOutsideRow() {
        let (world, table, controller) = scene()
        defer { withExtendedLifetime(controller) {} }
        table.frame = r(0, 0, 200, 440)
        table.layoutIfNeeded()
        world.app.touch(finger: 1, .began, at: p(100, 60))
        world.app.advance(by: 0.2)
        world.app.touch(finger: 1, .moved, at: p(300, 60))
        world.app.touch(finger: 1, .ended, at: p(300, 60))
        #expect(world.log.lines == ["shouldHighlightRowAt 0.1", "didHighlightRowAt 0.1", "didUnhighlightRowAt 0.1"])
        #expect(table.lastRowTouchOutcome?.result == .notSelected(.liftedOutsideRow))
    }

    @Test(
        "TV17 ❓: a button added to the cell before its contentView is made lies under it and gets no touch; in contentView, or added after, it works"
    )
    func contentViewMadeOnTop() {
        /// Adds a button to each cell as `placement` says, and logs its taps and the selections.
        final class ButtonRows: NSObject, UITableViewDataSource, UITableViewDelegate {
            enum Placement { case cellFirst, contentView, cellAfterContentView }
            let log: EventLog
            let placement: Placement
            init(log: EventLog, placement: Placement) {
                self.log = log
                self.placement = placement
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let button = UIButton(frame: CGRect(x: 10, y: 5, width: 100, height: 34))
                button.accessibilityIdentifier = "button\(indexPath.row)"
                let log = log
                button.addAction(UIAction { _ in log.append("button \(indexPath.row)") }, for: .touchUpInside)
                switch placement {
                case .cellFirst: cell.addSubview(button)
                case .contentView: cell.contentView.addSubview(button)
                case .cellAfterContentView:
                    cell.contentView.backgroundColor = .white
                    cell.addSubview(button)
                }
                return cell
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                log.append("didSelectRowAt \(indexPath.row)")
            }
        }
        var logs: [[String]] = []
        for placement in [ButtonRows.Placement.cellFirst, .contentView, .cellAfterContentView] {
            let world = World(topics: [])
            let table = world.add(UITableView(frame: r(0, 0, 375, 440), style: .plain), "table")
            let rows = ButtonRows(log: world.log, placement: placement)
            table.dataSource = rows
            table.delegate = rows
            table.rowHeight = 44
            table.layoutIfNeeded()
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            let onTop = cell.subviews.last === cell.contentView
            world.app.tap(at: p(50, 66))
            world.app.advance(by: 1)
            logs.append(["content view on top: \(onTop)"] + world.log.lines)
            withExtendedLifetime(rows) {}
        }
        #expect(
            logs == [
                ["content view on top: true", "didSelectRowAt 1"],
                ["content view on top: true", "button 1"],
                ["content view on top: false", "button 1"]
            ])
    }

    @Test("TV1: a table of 100,000 rows keeps only the visible cells as it scrolls")
    func hugeTable() {
        let (_, table, controller) = scene(rows: [100_000])
        #expect(table.contentSize.height == 4_400_000)
        for offset in stride(from: 0, through: 4_000_000, by: 400_000) {
            table.contentOffset = p(0, CGFloat(offset))
        }
        table.scrollToRow(at: IndexPath(row: 99_999, section: 0), at: .bottom, animated: false)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99_999, section: 0))
        #expect(table.visibleCells.count == 10)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 10)
        // Every cell ever made: the first screen's, plus one for a row straddling an edge.
        #expect(controller.cellsMade.count <= 11)
        #expect(controller.cellRequests.count > 100)
        #expect(table.indexPathForRow(at: p(10, 4_399_999)) == IndexPath(row: 99_999, section: 0))
    }

    @Test("headers and footers: titles give grouped sections room, plain ones none without a title")
    func sectionHeights() {
        let (_, plain, controller) = scene(rows: [1, 1])
        defer { withExtendedLifetime(controller) {} }
        #expect(plain.rectForHeader(inSection: 1).height == 0)
        #expect(plain.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 44)
        let (_, grouped, groupedController) = scene(rows: [1, 1], style: .grouped)
        defer { withExtendedLifetime(groupedController) {} }
        #expect(grouped.rectForFooter(inSection: 0) == r(0, 62, 375, 18))
    }

    @Test("a cell subclass registered by class is made through its init(style:reuseIdentifier:) override")
    func registeredSubclass() {
        final class Custom: UITableViewCell {
            let badge = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .value1, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(badge)
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let table = UITableView(frame: r(0, 0, 100, 100))
        table.register(Custom.self, forCellReuseIdentifier: "c")
        let cell = table.dequeueReusableCell(withIdentifier: "c", for: IndexPath(row: 0, section: 0))
        #expect(cell is Custom)
        #expect(cell.reuseIdentifier == "c")
        #expect(cell.detailTextLabel != nil)
        #expect((cell as? Custom)?.badge.superview === cell.contentView)
        #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
    }

    @Test("rows out of range: cellForRow is nil, selectRow stops the program naming the row")
    func outOfRange() async {
        let (_, table, controller) = scene(rows: [3])
        defer { withExtendedLifetime(controller) {} }
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 4)) == nil)
        table.deselectRow(at: IndexPath(row: 9, section: 0), animated: false)
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "selectRow(at:animated:scrollPosition:): invalid index path (section 0, row 2): the table has no sections"
            ))
    }

    @Test("dequeuing an identifier nobody registered stops the program with UIKit's message")
    func dequeueUnregistered() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                _ = table.dequeueReusableCell(withIdentifier: "Fruit", for: IndexPath(row: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("unable to dequeue a cell with identifier Fruit"))
    }

    @Test("a negative row height stops the program naming the row")
    func negativeHeight() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let world = World(topics: [])
                let table = world.add(UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), "table")
                let controller = RecordingTableController(log: world.log, rows: [3])
                table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                table.dataSource = controller
                table.rowHeight = -3
                withExtendedLifetime(controller) { table.layoutIfNeeded() }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("gave -3.0 for (section 0, row 0): a height is finite and at least 0"))
    }

    @Test("TV2 TV3: the whole log of a quick tap: the touch climbs from the content view to the table and no further")
    func quickTapWholeLog() {
        let (world, table, controller) = scene(topics: [.touches, .responders])
        defer { withExtendedLifetime(controller) {} }
        world.log.clear()
        world.app.tap(at: p(100, 60))
        #expect(
            world.log.lines == [
                "touch 1 began in window on content0.1", "touch 1 began delayed by ContentTouchDelayRecognizer",
                "touchesBegan content0.1 [1]", "touchesBegan content0.1 -> cell0.1", "touchesBegan cell0.1 -> table",
                "shouldHighlightRowAt 0.1", "didHighlightRowAt 0.1",
                "touchesEnded content0.1 [1]", "touchesEnded content0.1 -> cell0.1", "touchesEnded cell0.1 -> table",
                "willSelectRowAt 0.1", "didUnhighlightRowAt 0.1", "didSelectRowAt 0.1"
            ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }
}
