import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@testable import ResponderScene

/// Dumps of tables imported as tables: the cells are rows, their index paths read from their
/// order and frames (issue 32).
@Suite("Importing a dump's table as a table whose rows are its cells")
@MainActor
struct ListImportTests {
    /// An iOS 13+ settings screen: a grouped table scrolled by its inset (-88), 35 pt above the
    /// first cell, two cells of one section, then a header view and a cell of the next.
    nonisolated static let settings = """
        <UIWindow: 0x7fd3a1d0ae10; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x600003fb0d20>>
           | <SettingsTable: 0x7fd3a2826000; baseClass = UITableView; frame = (0 0; 414 896); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6000039b2a90>; layer = <CALayer: 0x600003ff6d20>; contentOffset: {0, -88}; contentSize: {414, 400}; adjustedContentInset: {88, 0, 34, 0}>
           |    | <SettingCell: 0x7fd3a2838200; baseClass = UITableViewCell; frame = (0 35; 414 50); text = 'Notifications'; autoresize = W; layer = <CALayer: 0x600003fc8b60>>
           |    |    | <UITableViewCellContentView: 0x7fd3a1e31b40; frame = (0 0; 383 50); gestureRecognizers = <NSArray: 0x6000039a3ae0>; layer = <CALayer: 0x600003fc8da0>>
           |    |    |    | <UISwitch: 0x7fd3a1e32010; frame = (300 10; 51 31); layer = <CALayer: 0x600003fc8f80>>
           |    |    | <UIButton: 0x7fd3a1e35a20; frame = (383 18; 8 13); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x600003fc9140>>
           |    | <SettingCell: 0x7fd3a2838c00; baseClass = UITableViewCell; frame = (0 85; 414 50); text = 'Privacy'; autoresize = W; layer = <CALayer: 0x600003fc9de0>>
           |    |    | <UITableViewCellContentView: 0x7fd3a1e36e70; frame = (0 0; 383 50); layer = <CALayer: 0x600003fca020>>
           |    | <UITableViewHeaderFooterView: 0x7fd3a1e40000; frame = (0 135; 414 40); text = 'ACCOUNT'; layer = <CALayer: 0x600003fca100>>
           |    | <UITableViewCell: 0x7fd3a2839600; frame = (0 175; 414 44); text = 'Sign Out'; autoresize = W; layer = <CALayer: 0x600003fca200>>
           |    |    | <UITableViewCellContentView: 0x7fd3a1e37e70; frame = (0 0; 414 44); layer = <CALayer: 0x600003fca300>>
           |    |    |    | <UIButton: 0x7fd3a1e38e70; frame = (16 0; 120 44); opaque = NO; layer = <CALayer: 0x600003fca400>>
           |    | <_UIScrollViewScrollIndicator: 0x7fd3a1e39000; frame = (408 0; 3 200); alpha = 0; layer = <CALayer: 0x600003fca500>>
        """

    @Test(
        "a table's cells become its rows in sections read from a header view; each cell keeps its subviews and is found where the dump has it"
    )
    func settingsTable() throws {
        let (importer, scene) = try imported(Self.settings)
        let table = try #require(scene.view("0x7fd3a2826000") as? UITableView)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(scene.declaredClasses["0x7fd3a2838200"] == "SettingCell")
        let first = try #require(scene.view("0x7fd3a2838200") as? UITableViewCell)
        let signOut = try #require(scene.view("0x7fd3a2839600") as? UITableViewCell)
        table.layoutIfNeeded()
        #expect(table.indexPath(for: first) == IndexPath(row: 0, section: 0))
        #expect(table.indexPath(for: signOut) == IndexPath(row: 0, section: 1))
        #expect(first.frame == CGRect(x: 0, y: 35, width: 414, height: 50))
        #expect(signOut.frame == CGRect(x: 0, y: 175, width: 414, height: 44))
        // Screen y = content y + 88: the switch, the content view, right of it the cell itself
        // (the content view is 383 wide, as printed), the second section's button.
        #expect(hit(scene, 320, 88 + 35 + 20) == "0x7fd3a1e32010")
        #expect(hit(scene, 100, 88 + 35 + 20) == "0x7fd3a1e31b40")
        #expect(hit(scene, 400, 88 + 35 + 20) == "0x7fd3a2838200")
        #expect(hit(scene, 50, 88 + 175 + 20) == "0x7fd3a1e38e70")
        #expect(hit(scene, 50, 88 + 150) == "0x7fd3a1e40000")
        let warning = try #require(importer.warnings.first { $0.message.contains("is imported as a table") })
        #expect(
            warning.message
                == "`0x7fd3a2826000` (SettingsTable) is imported as a table of 2 sections and 3 rows, its 3 cells the rows printed; index paths are read from the cells' order and frames (guessed: the first section's header, 35 pt, from the space above the first cell); rows after the last cell printed are not in the dump"
        )
        #expect(importer.sceneFile().contains("cellSubviews:"))
    }

    @Test("a tap on a row of the scene file `import` writes selects it: the table's delegate is told its index path")
    func selection() throws {
        let importer = try DumpImporter(Self.settings, file: "settings.txt")
        let scene = try SceneLoader.load(importer.sceneFile() + "script:\n  - tap: [100, 193]\n", file: "s.yaml")
        let log = LogRenderer.text(try ScriptRunner.run(try #require(scene.script), in: scene, topics: []))
        #expect(log.contains("0x7fd3a2826000.delegate didSelectRowAt [0, 1]"), "\(log)")
    }

    @Test(
        "rows above the first cell that the dump did not print are inferred from its position when it is a whole number of rows down, and said to be a guess"
    )
    func unseenRows() throws {
        let text = """
            <UIWindow: 0x7f0000000001; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x600000000001>>
               | <UITableView: 0x7f0000000002; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x600000000002>; contentOffset: {0, 88}; contentSize: {320, 1000}>
               |    | <UITableViewWrapperView: 0x7f0000000003; frame = (0 0; 320 480); layer = <CALayer: 0x600000000003>; contentOffset: {0, 0}; contentSize: {320, 480}>
               |    |    | <UITableViewCell: 0x7f0000000005; frame = (0 132; 320 44); text = 'D'; layer = <CALayer: 0x600000000005>>
               |    |    |    | <UITableViewCellContentView: 0x7f0000000006; frame = (0 0; 320 43.5); layer = <CALayer: 0x600000000006>>
               |    |    | <UITableViewCell: 0x7f0000000004; frame = (0 88; 320 44); text = 'C'; layer = <CALayer: 0x600000000004>>
               |    |    |    | <UITableViewCellContentView: 0x7f0000000007; frame = (0 0; 320 43.5); layer = <CALayer: 0x600000000007>>
            """
        let (importer, scene) = try imported(text)
        let table = try #require(scene.view("0x7f0000000002") as? UITableView)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 4)
        let c = try #require(scene.view("0x7f0000000004") as? UITableViewCell)
        let d = try #require(scene.view("0x7f0000000005") as? UITableViewCell)
        #expect(table.indexPath(for: c) == IndexPath(row: 2, section: 0))
        #expect(table.indexPath(for: d) == IndexPath(row: 3, section: 0))
        // The wrapper is gone; the cells are in the table, at their places.
        #expect(scene.view("0x7f0000000003") == nil)
        #expect(hit(scene, 100, 20) == "0x7f0000000007")
        #expect(hit(scene, 100, 60) == "0x7f0000000006")
        #expect(
            importer.warnings.contains {
                $0.message.contains("(guessed: 2 rows above the first cell, not printed, from its position)")
            })
    }

    @Test(
        "a table whose cells the engine's rows cannot show at their frames stays a scroll view, and the warning says why"
    )
    func insetCells() throws {
        let text = """
            <UIWindow: 0x7f0000000001; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600000000001>>
               | <UITableView: 0x7f0000000002; frame = (0 0; 375 667); layer = <CALayer: 0x600000000002>; contentOffset: {0, 0}; contentSize: {375, 667}>
               |    | <UITableViewCell: 0x7f0000000004; frame = (20 0; 335 44); layer = <CALayer: 0x600000000004>>
               |    |    | <UITableViewCellContentView: 0x7f0000000005; frame = (0 0; 335 44); layer = <CALayer: 0x600000000005>>
            """
        let (importer, scene) = try imported(text)
        #expect(!(scene.view("0x7f0000000002") is UITableView))
        #expect(scene.view("0x7f0000000002") is UIScrollView)
        #expect(hit(scene, 100, 20) == "0x7f0000000005")
        #expect(
            importer.warnings.map(\.message).contains(
                "`0x7f0000000002` (UITableView) is imported as a scroll view with its cells as plain views, not as a table: its cell `0x7f0000000004` (UITableViewCell) is not as wide as the table (x 20, width 335 of 375), which the engine's rows are"
            ))
    }

    @Test("a cell dumped alone, with no table around it, stays a plain view")
    func cellAlone() throws {
        let text = """
            <UITableViewCell: 0x7f0000000004; frame = (0 132; 320 44); layer = <CALayer: 0x600000000004>>
               | <UITableViewCellContentView: 0x7f0000000005; frame = (0 0; 320 44); layer = <CALayer: 0x600000000005>>
            """
        let (importer, scene) = try imported(text)
        #expect(type(of: try #require(scene.view("0x7f0000000004"))) == UIView.self)
        #expect(!importer.warnings.contains { $0.kind == "list" })
    }

    @Test(
        "the real paste of a settings table imports its cells as rows (Examples/Dumps/table-basecell-contentoffset.txt)"
    )
    func realPaste() throws {
        let text = try String(
            contentsOf: examples.appendingPathComponent("Dumps/table-basecell-contentoffset.txt"), encoding: .utf8)
        let (_, scene) = try imported(text)
        let table = try #require(scene.view("0x7fd3a2826000") as? UITableView)
        table.layoutIfNeeded()
        let cell = try #require(scene.view("0x7fd3a2838200") as? UITableViewCell)
        #expect(table.indexPath(for: cell) == IndexPath(row: 0, section: 0))
        #expect(cell.frame.minY == 35.3333)
    }

    nonisolated static let grid = """
        <UIWindow: 0x7f0000000001; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x600000000001>>
           | <PhotoGrid: 0x7f0000000002; baseClass = UICollectionView; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x600000000002>; contentOffset: {0, 220}; contentSize: {320, 2000}> collection view layout: <UICollectionViewFlowLayout: 0x7f0000000099>
           |    | <UICollectionViewCell: 0x7f0000000010; frame = (0 220; 100 100); layer = <CALayer: 0x600000000010>>
           |    |    | <UIView: 0x7f0000000011; frame = (0 0; 100 100); layer = <CALayer: 0x600000000011>>
           |    | <PhotoCell: 0x7f0000000012; baseClass = UICollectionViewCell; frame = (110 220; 100 100); layer = <CALayer: 0x600000000012>>
           |    |    | <UIView: 0x7f0000000013; frame = (0 0; 100 100); layer = <CALayer: 0x600000000013>>
           |    |    |    | <UIButton: 0x7f0000000014; frame = (10 10; 40 40); layer = <CALayer: 0x600000000014>>
           |    | <UICollectionViewCell: 0x7f0000000015; frame = (220 220; 100 100); layer = <CALayer: 0x600000000015>>
           |    | <UICollectionViewCell: 0x7f0000000016; frame = (110 330; 100 100); layer = <CALayer: 0x600000000016>>
        """

    @Test(
        "a collection view's cells become its items, the flow layout read from their size and spacing, the items scrolled away inferred and said to be a guess"
    )
    func collectionView() throws {
        let (importer, scene) = try imported(Self.grid)
        let grid = try #require(scene.view("0x7f0000000002") as? UICollectionView)
        #expect(grid.numberOfItems(inSection: 0) == 10)
        let photo = try #require(scene.view("0x7f0000000012") as? UICollectionViewCell)
        #expect(grid.indexPath(for: photo) == IndexPath(item: 7, section: 0))
        #expect(photo.frame == CGRect(x: 110, y: 220, width: 100, height: 100))
        #expect(scene.declaredClasses["0x7f0000000012"] == "PhotoCell")
        #expect(hit(scene, 135, 20) == "0x7f0000000014")
        #expect(hit(scene, 30, 20) == "0x7f0000000011")
        #expect(hit(scene, 135, 120) == "0x7f0000000016")
        #expect(
            importer.warnings.contains {
                $0.message.hasPrefix(
                    "`0x7f0000000002` (PhotoGrid) is imported as a collection view of 1 section and 10 items, its 4 cells the items printed; index paths are read from the cells' order and frames, the flow layout from their size and spacing (itemSize 100×100, vertical) (guessed: 6 items before the first cell, not printed, from its position)"
                )
            })
    }

    @Test(
        "a collection view whose cells a flow layout would not put where the dump has them stays a scroll view, and the warning says where they would be"
    )
    func collectionViewNotFlow() throws {
        let text = Self.grid.replacingOccurrences(of: "frame = (110 330; 100 100)", with: "frame = (0 330; 100 100)")
        let (importer, scene) = try imported(text)
        #expect(!(scene.view("0x7f0000000002") is UICollectionView))
        #expect(hit(scene, 30, 120) == "0x7f0000000016")
        #expect(
            importer.warnings.map(\.message).contains(
                "`0x7f0000000002` (PhotoGrid) is imported as a scroll view with its cells as plain views, not as a collection view: a flow layout of its cells' size and spacing puts `0x7f0000000016` at (110, 330), not at (0, 330) as printed"
            ))
    }
}
