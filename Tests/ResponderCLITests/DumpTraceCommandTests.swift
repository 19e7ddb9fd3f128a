import Foundation
import Testing

@Suite("responder on traces and logs that print views with a dump's marks, and on dumps with tables")
struct DumpTraceCommandTests {
    /// Text that prints views nested with `|` marks without being a dump, the line of its error,
    /// and how the message starts.
    static let traces: [(String, String, String)] = [
        (
            "visits.txt",
            """
            <UIWindow: 0x7fa1c0d04a10; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x6000017c8000>> pointInside:withEvent: YES
               | <UIView: 0x7fa1c0e05b20; frame = (0 0; 375 812); layer = <CALayer: 0x6000017ca000>> pointInside:withEvent: YES
               |    | <UIButton: 0x7fa1c0e06c30; frame = (100 280; 80 44); layer = <CALayer: 0x6000017ca100>> pointInside:withEvent: YES -> hit
            """,
            ":1:1: error: not a dump: 3 of its 3 view lines have text after the view's description (`pointInside:withEvent: YES`), which recursiveDescription does not print"
        ),
        (
            "oslog.txt",
            """
            2024-03-01 10:00:00.123456+0100 Shop[1234:56789] hitTest <UIWindow: 0x7fa1c0d04a10; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x6000017c8000>>
            2024-03-01 10:00:00.123500+0100 Shop[1234:56789]    | <UIView: 0x7fa1c0e05b20; frame = (0 0; 375 812); layer = <CALayer: 0x6000017ca000>>
            2024-03-01 10:00:00.123600+0100 Shop[1234:56789]    |    | <UIButton: 0x7fa1c0e06c30; frame = (100 280; 80 44); layer = <CALayer: 0x6000017ca100>>
            """,
            ":2:1: error: not a dump: 3 of its 3 view lines start with a log's timestamp (lines 1 and 2), each logged on its own"
        ),
        (
            "po-view.txt",
            "(lldb) po self.view\n<UIView: 0x104e0c6b0; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x600002a8c0c0>>\n",
            ":2:1: error: not a dump: the command before this line, `(lldb) po self.view`, prints one view's description without its subviews"
        )
    ]

    @Test(
        "a trace or a log that prints the views it visits with a dump's marks, or `po view` alone, is refused by every command: exit code 2, the line, a hint how to print a dump",
        arguments: traces.indices)
    func trace(_ index: Int) throws {
        let (name, text, message) = Self.traces[index]
        let path = try temporaryFile(name, Data(text.utf8))
        for command in [["explain", path, "--at", "120,300"], ["lint", path], ["import", path]] {
            let result = try runResponder(command)
            #expect(result.status == 2 && result.stdout == "", "\(command): \(result.stdout)")
            #expect(result.stderr.hasPrefix(path + message), "\(command): \(result.stderr)")
            #expect(
                result.stderr.contains(
                    "\n  hint: a dump is what `expression -l objc -O -- [[UIWindow keyWindow] recursiveDescription]`"),
                "\(command): \(result.stderr)")
        }
    }

    @Test("a dump whose lines end in the suffixes UIKit prints (an image's name, a layout, a delegate) is still a dump")
    func suffixes() throws {
        let text = """
            <UIWindow: 0x7fa1c0d04a10; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x6000017c8000>>
               | <UIImageView: 0x7fa1c0e05b20; frame = (0 0; 375 100); userInteractionEnabled = NO; layer = <CALayer: 0x6000017ca000>> - (null)
               | <UINavigationBar: 0x7fa1c0e05c20; frame = (0 44; 375 44); layer = <CALayer: 0x6000017ca010>> delegate=0x7fa1c0e09000 no-scroll-edge-support
               | <UICollectionView: 0x7fa1c0e06c30; frame = (0 100; 375 400); layer = <CALayer: 0x6000017ca100>; contentOffset: {0, 0}; contentSize: {375, 400}> collection view layout: <UICollectionViewFlowLayout: 0x7fa1c0e07000>
            """
        let path = try temporaryFile("suffixes.txt", Data(text.utf8))
        let result = try runResponder(["explain", path, "--at", "100,300"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("A touch at (100, 300) goes to `0x7fa1c0e06c30` (UICollectionView)"))
    }

    @Test("import writes a dump's table as a table: its cells are rows with their subviews, and explain finds them")
    func table() throws {
        let text = """
            <UIWindow: 0x7f0000000001; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x600000000001>>
               | <UITableView: 0x7f0000000002; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x600000000002>; contentOffset: {0, 0}; contentSize: {320, 88}>
               |    | <UITableViewCell: 0x7f0000000004; frame = (0 44; 320 44); text = 'B'; layer = <CALayer: 0x600000000004>>
               |    |    | <UITableViewCellContentView: 0x7f0000000007; frame = (0 0; 320 43.5); layer = <CALayer: 0x600000000007>>
               |    |    |    | <UIButton: 0x7f0000000008; frame = (250 0; 60 43.5); layer = <CALayer: 0x600000000008>>
               |    | <UITableViewCell: 0x7f0000000003; frame = (0 0; 320 44); text = 'A'; layer = <CALayer: 0x600000000003>>
               |    |    | <UITableViewCellContentView: 0x7f0000000006; frame = (0 0; 320 43.5); layer = <CALayer: 0x600000000006>>
            """
        let path = try temporaryFile("table.txt", Data(text.utf8))
        let scene = try runResponder(["import", path])
        #expect(scene.status == 0, "\(scene.stderr)")
        #expect(
            scene.stdout.contains(
                "        sections:\n          - header: 0\n            footer: 0\n            rows:\n              - id: \"0x7f0000000003\"\n"
            ), "\(scene.stdout)")
        #expect(scene.stderr.contains("`0x7f0000000002` (UITableView) is imported as a table of 1 section and 2 rows"))
        let written = try temporaryFile("table.yaml", Data(scene.stdout.utf8))
        for file in [path, written] {
            let button = try runResponder(["explain", file, "--at", "280,60"])
            #expect(
                button.stdout.hasPrefix("A touch at (280, 60) goes to `0x7f0000000008` (UIButton)"), "\(button.stdout)")
            let row = try runResponder(["explain", file, "--at", "100,20"])
            #expect(
                row.stdout.hasPrefix("A touch at (100, 20) goes to `0x7f0000000006` (UITableViewCellContentView)"),
                "\(row.stdout)")
        }
    }
}
