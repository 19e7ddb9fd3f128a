import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

/// A collection view's data source and delegate that logs every selection-family call with its
/// index path, answering as its properties say.
@MainActor
final class RecordingGridController: UIResponder, UICollectionViewDataSource, UICollectionViewDelegate {
    let log: EventLog
    var items: [Int]
    var refuseHighlight: Set<IndexPath> = []
    var refuseSelection: Set<IndexPath> = []
    var refuseDeselection: Set<IndexPath> = []

    init(log: EventLog, items: [Int]) {
        self.log = log
        self.items = items
    }

    private func note(_ text: String, _ indexPath: IndexPath) {
        log.append("\(text) \(indexPath.section).\(indexPath.item)")
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityIdentifier = "item\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        note("shouldHighlightItemAt", indexPath)
        return !refuseHighlight.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        note("didHighlightItemAt", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        note("didUnhighlightItemAt", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        note("shouldSelectItemAt", indexPath)
        return !refuseSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        note("didSelectItemAt", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        note("shouldDeselectItemAt", indexPath)
        return !refuseDeselection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        note("didDeselectItemAt", indexPath)
    }
}

@Suite("UICollectionView")
@MainActor
struct CollectionViewTests {
    /// A 375×400 collection view of 100×100 items, 10 pt apart, inset 10, its delegate logging.
    func scene(items: [Int] = [40], direction: UICollectionView.ScrollDirection = .vertical)
        -> (World, UICollectionView, RecordingGridController, UICollectionViewFlowLayout)
    {
        let world = World(topics: [])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.scrollDirection = direction
        let grid = world.add(UICollectionView(frame: r(0, 0, 375, 400), collectionViewLayout: layout), "grid")
        let controller = RecordingGridController(log: world.log, items: items)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = controller
        grid.delegate = controller
        grid.layoutIfNeeded()
        return (world, grid, controller, layout)
    }

    @Test("CV1 ❓: full lines spread their items, the last line packs them, a lone item is centred")
    func flowLines() {
        let (_, grid, controller, layout) = scene(items: [7, 1])
        defer { withExtendedLifetime(controller) {} }
        func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
            grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        // 355 pt across: three items fit (320 with spacing), the spare 35 pt spreads them 27.5 apart.
        #expect(frame(0) == r(10, 10, 100, 100))
        #expect(frame(1) == r(137.5, 10, 100, 100))
        #expect(frame(2) == r(265, 10, 100, 100))
        #expect(frame(3) == r(10, 120, 100, 100))
        // The last line (item 6 alone) is centred; so is section 1's lone item.
        #expect(frame(6) == r(137.5, 230, 100, 100))
        #expect(frame(0, 1) == r(137.5, 350, 100, 100))
        #expect(grid.contentSize == CGSize(width: 375, height: 460))
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        #expect(frame(0) == r(10, 40, 100, 100))
        #expect(grid.indexPathForItem(at: p(20, 45)) == IndexPath(item: 0, section: 0))
        #expect(grid.indexPathForItem(at: p(115, 45)) == nil)
    }

    @Test("CV1: the last line of several items keeps the minimum spacing from the leading inset")
    func lastLinePacked() {
        let (_, grid, controller, _) = scene(items: [5])
        defer { withExtendedLifetime(controller) {} }
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == r(120, 120, 100, 100))
    }

    @Test("CV1: a horizontal flow fills columns top to bottom")
    func horizontalFlow() {
        let (_, grid, controller, _) = scene(items: [7], direction: .horizontal)
        defer { withExtendedLifetime(controller) {} }
        // 380 pt down: three items (320) spread 40 apart.
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == r(10, 150, 100, 100))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == r(120, 10, 100, 100))
        #expect(grid.contentSize.height == 400)
    }

    @Test("CV1: only visible items have cells, and scrolling reuses them")
    func visibleItems() {
        let (_, grid, controller, _) = scene(items: [300])
        defer { withExtendedLifetime(controller) {} }
        // Lines at 10, 120, 230, 340: four lines of three meet 0–400.
        #expect(grid.indexPathsForVisibleItems.count == 12)
        #expect(grid.subviews.filter { $0 is UICollectionViewCell }.count == 12)
        let before = Set(grid.visibleCells.map(ObjectIdentifier.init))
        grid.contentOffset = p(0, 1100)
        #expect(grid.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))
        #expect(Set(grid.visibleCells.map(ObjectIdentifier.init)).isSubset(of: before))
    }

    @Test("CV2: a quick tap calls shouldHighlight, didHighlight, shouldSelect, didUnhighlight, didSelect")
    func tapOrder() {
        let (world, grid, controller, _) = scene()
        defer { withExtendedLifetime(controller) {} }
        world.app.tap(at: p(150, 50))
        #expect(
            world.log.lines == [
                "shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1", "shouldSelectItemAt 0.1",
                "didUnhighlightItemAt 0.1",
                "didSelectItemAt 0.1"
            ])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        world.log.clear()
        world.app.advance(by: 1)
        world.app.tap(at: p(50, 150))
        #expect(
            world.log.lines == [
                "shouldHighlightItemAt 0.3", "didHighlightItemAt 0.3", "shouldSelectItemAt 0.3",
                "didUnhighlightItemAt 0.3",
                "didDeselectItemAt 0.1", "didSelectItemAt 0.3"
            ])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("CV3: shouldHighlightItemAt false bypasses the whole selection; shouldSelectItemAt false selects nothing")
    func refusals() {
        let (world, grid, controller, _) = scene()
        controller.refuseHighlight = [IndexPath(item: 1, section: 0)]
        world.app.tap(at: p(150, 50))
        #expect(world.log.lines == ["shouldHighlightItemAt 0.1"])
        #expect(grid.lastItemTouchOutcome?.result == .notSelected(.highlightRefused))
        world.log.clear()
        controller.refuseSelection = [IndexPath(item: 2, section: 0)]
        world.app.advance(by: 1)
        world.app.tap(at: p(300, 50))
        #expect(
            world.log.lines == [
                "shouldHighlightItemAt 0.2", "didHighlightItemAt 0.2", "shouldSelectItemAt 0.2",
                "didUnhighlightItemAt 0.2"
            ])
        #expect(grid.indexPathsForSelectedItems == nil)
        #expect(grid.lastItemTouchOutcome?.result == .notSelected(.willSelectReturnedNil))
    }

    @Test("CV4: with multiple selection a tap on a selected item asks shouldDeselect, then deselects it")
    func multipleSelection() {
        let (world, grid, controller, _) = scene()
        grid.allowsMultipleSelection = true
        world.app.tap(at: p(150, 50))
        world.app.advance(by: 1)
        world.app.tap(at: p(50, 150))
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        world.log.clear()
        world.app.advance(by: 1)
        world.app.tap(at: p(150, 50))
        #expect(
            world.log.lines == [
                "shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1", "shouldDeselectItemAt 0.1",
                "didUnhighlightItemAt 0.1", "didDeselectItemAt 0.1"
            ])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        controller.refuseDeselection = [IndexPath(item: 3, section: 0)]
        world.app.advance(by: 1)
        world.app.tap(at: p(50, 150))
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("CV5 CV8: allowsSelection false selects nothing by touch; selectItem and deselectItem are silent")
    func selectionOffAndProgrammatic() {
        let (world, grid, controller, _) = scene()
        defer { withExtendedLifetime(controller) {} }
        grid.allowsSelection = false
        world.app.tap(at: p(150, 50))
        #expect(world.log.lines.isEmpty)
        #expect(grid.lastItemTouchOutcome?.result == .notSelected(.selectionNotAllowed))
        grid.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        #expect(grid.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
        grid.deselectItem(at: IndexPath(item: 5, section: 0), animated: false)
        #expect(grid.indexPathsForSelectedItems == nil)
        #expect(world.log.lines.isEmpty)
    }

    @Test("CV7: a drag that scrolls unhighlights the item and selects nothing")
    func dragSelectsNothing() {
        let (world, grid, controller, _) = scene(items: [100])
        defer { withExtendedLifetime(controller) {} }
        world.app.touch(finger: 1, .began, at: p(150, 300))
        world.app.advance(by: 0.2)
        for y in stride(from: 290, through: 150, by: -10) {
            world.app.advance(by: 0.01)
            world.app.touch(finger: 1, .moved, at: p(150, CGFloat(y)))
        }
        world.app.touch(finger: 1, .ended, at: p(150, 150))
        #expect(world.log.lines == ["shouldHighlightItemAt 0.7", "didHighlightItemAt 0.7", "didUnhighlightItemAt 0.7"])
        #expect(grid.indexPathsForSelectedItems == nil)
        #expect(grid.lastItemTouchOutcome?.result == .notSelected(.cancelledByScrolling))
    }

    @Test("a cell subclass registered by class is made through its init(frame:) override")
    func registeredSubclass() {
        final class Tile: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(label)
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let grid = UICollectionView(frame: r(0, 0, 100, 100), collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(Tile.self, forCellWithReuseIdentifier: "t")
        let cell = grid.dequeueReusableCell(withReuseIdentifier: "t", for: IndexPath(item: 0, section: 0))
        #expect((cell as? Tile)?.label.superview === cell.contentView)
        #expect(cell.reuseIdentifier == "t")
    }

    @Test("selecting an item that does not exist stops the program naming it")
    func selectOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let grid = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                    collectionViewLayout: UICollectionViewFlowLayout())
                grid.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("selectItem(at:animated:scrollPosition:): invalid index path (section 0, item 3)"))
    }
}
