import Foundation
import ResponderKit
import Testing

@Suite("UIKit list snippets behave")
@MainActor
struct ListSnippetScenarios {
    @Test("S61 TV1 TV3: a tapped row reaches didSelectRowAt, which deselects it; scrolling reuses the cells")
    func tableController() {
        let controller = FruitListViewController()
        let stage = Stage(controller)
        let table = controller.tableView!
        table.layoutIfNeeded()
        // 667 / 60: rows 0 to 11 are visible.
        #expect(table.visibleCells.count == 12)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Fruit 3")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.detailTextLabel?.text == "row 2")
        stage.tap(100, 150)
        #expect(controller.chosen == ["Fruit 3"])
        #expect(table.indexPathForSelectedRow == nil)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? FruitCell
        #expect(cell?.timesHighlighted == 1)
        #expect(cell?.isSelected == false && cell?.isHighlighted == false)
        // A drag scrolls by 300 and selects nothing; the cells of rows 0–4 serve rows 12–16.
        let before = Set(table.visibleCells.map(ObjectIdentifier.init))
        stage.drag(100, 500, to: 100, 200)
        #expect(table.contentOffset.y > 250)
        #expect(controller.chosen == ["Fruit 3"])
        let after = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(after.subtracting(before).count <= 1)
        stage.app.advance(by: 1)
        stage.tap(100, 150)
        #expect(controller.chosen.count == 2)
        #expect(
            controller.chosen.last
                == table.indexPathForRow(at: CGPoint(x: 100, y: table.contentOffset.y + 150))
                .map { controller.fruits[$0.row] })
    }

    @Test("S61 TV11: under a dismiss-keyboard tap no row is selected, until cancelsTouchesInView is false")
    func tableUnderDismissTap() {
        let controller = FruitListViewController()
        let stage = Stage(controller)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        controller.view.addGestureRecognizer(tap)
        controller.tableView.layoutIfNeeded()
        stage.tap(100, 150)
        #expect(controller.chosen.isEmpty)
        tap.cancelsTouchesInView = false
        stage.app.advance(by: 1)
        stage.tap(100, 150)
        #expect(controller.chosen == ["Fruit 3"])
    }

    @Test("S62 CV1 CV2: a grid of three columns; a tapped item reaches didSelectItemAt")
    func collectionController() {
        let controller = PhotoGridViewController()
        let stage = Stage(controller)
        let grid = controller.collectionView!
        grid.layoutIfNeeded()
        // Items of (375 - 40) / 3 ≈ 111.7 pt, 10 pt apart, from x = 10 and y = 10.
        let size = (375 - 40) / CGFloat(3)
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 10 + size + 10, y: 10 + size + 10, width: size, height: size))
        #expect(grid.indexPathsForVisibleItems.count == 18)
        stage.tap(10 + size + 20, 10 + size + 20)
        #expect(controller.opened == [4])
        #expect(grid.indexPathsForSelectedItems == nil)
        #expect((grid.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)?.label.text == "4")
    }
}
