import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

@Suite("Importing recursiveDescription dumps")
@MainActor
struct ImportTests {
    nonisolated static let clean = """
        <UIWindow: 0x7f912540fff0; frame = (0 0; 414 896); gestureRecognizers = <NSArray: 0x6000002a3060>; layer = <UIWindowLayer: 0x600000c86320>>
           | <UIView: 0x7f9125414e10; frame = (0 0; 414 896); autoresize = W+H; backgroundColor = <UIDynamicSystemColor: 0x600001748a80; name = systemBackgroundColor>; layer = <CALayer: 0x600000c86380>>
           |    | <UIScrollView: 0x7f9126026400; frame = (0 88; 414 725); clipsToBounds = YES; layer = <CALayer: 0x600000c8f160>; contentOffset: {0, 120}; contentSize: {414, 2000}>
           |    |    | <UILabel: 0x7f9126830c00; frame = (20 150; 374 44); text = 'What's new; <b> = 1'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002a9c0a0>>
           |    |    |    | <_UILabelContentLayer: 0x600000602760> (layer)
           |    |    | <UIImageView: 0x7f9126830d00; frame = (20 200; 44 44); layer = <CALayer: 0x600002a9c0b0>> - (null)
           |    | <MyApp.FollowButton: 0x7f9125512340; baseClass = UIButton; frame = (300 40; 100 44); opaque = NO; layer = <CALayer: 0x600000c8ff60>>
           |    | <<_UITextContainerView: 0x7f9125513340; frame = (0 800; 414 96); layer = <CALayer: 0x600000c8ff80>> minSize = {0, 54.5}, maxSize = {315.5, 54.5}>
           |    | <UIView: 0x7f9125514340; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; layer = <CALayer: 0x600000c8ff90>>
        """

    /// The views of an imported dump, depth-first: `class frame` lines, and where points hit; the
    /// same whether the scene is built directly or loaded from the scene file `import` writes.
    func signature(_ dump: String) throws -> [String] {
        let importer = try DumpImporter(dump, file: "dump.txt")
        let direct = try signature(of: importer.build())
        let written = try signature(of: SceneLoader.load(importer.sceneFile(), file: "dump.txt"))
        #expect(direct == written, "the scene file differs from the scene built directly")
        return direct
    }

    func signature(of scene: Scene) throws -> [String] {
        let window = try #require(scene.windows.first)
        var lines: [String] = []
        var stack: [(UIView, Int)] = [(window, 0)]
        while let (view, depth) = stack.popLast() {
            let f = view.frame
            lines.append(
                String(repeating: " ", count: depth)
                    + "\(type(of: view)) \(Int(f.minX.rounded())) \(Int(f.minY.rounded())) \(Int(f.width.rounded())) \(Int(f.height.rounded()))"
            )
            stack += view.subviews.reversed().map { ($0, depth + 1) }
        }
        for point in [CGPoint(x: 30, y: 120), CGPoint(x: 350, y: 60), CGPoint(x: 50, y: 50), CGPoint(x: 30, y: 220)] {
            let hit = scene.application.hitTest(atScreen: point)?.view
            lines.append("hit \(TraceRecord.format(point)): \(hit.map { TraceRecord.name(of: $0) } ?? "none")")
        }
        return lines
    }

    @Test("a clean dump: frames, contentOffset as bounds origin, transforms, interaction, classes")
    func clean() throws {
        #expect(
            try signature(Self.clean) == [
                "UIWindow 0 0 414 896",
                " UIView 0 0 414 896",
                "  UIScrollView 0 88 414 725",
                "   UILabel 20 150 374 44",
                "   UIImageView 20 200 44 44",
                "  UIButton 300 40 100 44",
                "  UIView 0 800 414 96",
                "  UIView -15 -15 131 131",
                // Under the scroll view's offset of 120, the label sits at y 118…162 on screen.
                "hit (30, 120): 0x7f9126026400",
                "hit (350, 60): 0x7f9125512340",
                "hit (50, 50): 0x7f9125514340",
                "hit (30, 220): 0x7f9126026400"
            ])
        let scene = try DumpImporter(Self.clean, file: "d").build()
        let rotated = try #require(scene.view("0x7f9125514340"))
        #expect(abs(rotated.bounds.width - 100) < 0.01 && abs(rotated.bounds.height - 100) < 0.01)
        #expect((scene.view("0x7f9126830c00") as? UILabel)?.text == "What's new; <b> = 1")
    }

    /// Every damaged form of RECURSIVE_DESCRIPTION.md §6 reads back to the same views.
    nonisolated static let damage: [(String, @Sendable (String) -> String)] = [
        ("lldb prompts", { "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n" + $0 + "\n(lldb) " }),
        ("an NSLog prefix on the first line", { "2015-10-09 15:12:20.568 findAward[5625:756750] " + $0 }),
        ("comment markers", { $0.split(separator: "\n").map { "        // " + $0 }.joined(separator: "\n") }),
        ("a tab before every line", { $0.split(separator: "\n").map { "\t" + $0 }.joined(separator: "\n") }),
        ("Cycript backticks", { "cy# UIApp.keyWindow.recursiveDescription().toString()\n`" + $0 + "`" }),
        ("Frida quotes", { "\"" + $0 + "\"" }),
        (
            "purged pointers",
            { $0.replacingOccurrences(of: #":?\s*0x[0-9a-f]+"#, with: "", options: .regularExpression) }
        ),
        ("every line one level deeper", { $0.split(separator: "\n").map { "   | " + $0 }.joined(separator: "\n") }),
        (
            "Detox indentation",
            { "View Hierarchy:\n" + $0.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") }
        ),
        ("Markdown fences", { "```" + $0 + "```" }),
        (
            "a hard-wrapped line",
            { $0.replacingOccurrences(of: "frame = (300 40; 100 44);", with: "frame = (300 40; 100\n 44);") }
        ),
        ("indentation without the leading spaces", { $0.replacingOccurrences(of: "   |", with: "|") }),
        ("Windows line ends", { $0.replacingOccurrences(of: "\n", with: "\r\n") }),
        ("newlines collapsed by an HTML page", { $0.replacingOccurrences(of: "\n", with: " ") })
    ]

    @Test("damaged dumps import to the same views and the same hits", arguments: damage.indices)
    func damaged(index: Int) throws {
        let (name, damage) = Self.damage[index]
        let expected = try signature(Self.clean)
        let actual = try signature(damage(Self.clean))
        if name == "purged pointers" {
            // Ids become class names; geometry and classes stay.
            #expect(actual.prefix(8) == expected.prefix(8))
        } else {
            #expect(actual == expected, "\(name)")
        }
    }

    @Test("a view whose description is overridden is kept as an opaque view; no view at all is an error")
    func partial() throws {
        let dump =
            Self.clean
            + "\n   | garbage without a view\n   |    | <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>"
        let imported = try DumpImporter(dump, file: "d.txt")
        #expect(
            imported.warnings.map(\.description).contains(
                "d.txt:10: warning: `description-1` (UIView): its description is overridden (`garbage without a view`), so nothing about it is known; guessed: frame = (0 0; 0 0), so neither it nor its subviews take touches, no transform, alpha = 1, hidden = NO, userInteractionEnabled = YES"
            ))
        let scene = imported.build()
        #expect(scene.view("0x1")?.superview === scene.view("description-1"))
        #expect(imported.sceneFile().contains("id: \"0x1\""))
        #expect(throws: SceneError.self) { try DumpImporter("hello\nworld\n", file: "d.txt") }
        #expect(DumpImporter.looksLikeDump(Self.clean) && !DumpImporter.looksLikeDump("windows:\n  - id: w\n"))
    }

    /// The damaged dumps of the fuzz corpus (Fuzz/Corpus/dump-*.txt).
    nonisolated static let corpusDumps: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("dump-") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    @Test(
        "every damaged dump of the fuzz corpus imports to a scene that loads, or is one located error",
        arguments: corpusDumps)
    func corpusDump(path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: path))
        let text = String(decoding: data, as: UTF8.self)
        let imported: DumpImporter
        do {
            imported = try DumpImporter(text, file: "dump.txt")
        } catch let error as SceneError {
            #expect(error.hint != nil, "\(error)")
            return
        }
        let file = imported.sceneFile()
        #expect(throws: Never.self, "\(file)") { try SceneLoader.load(file, file: "dump.txt") }
    }

    @Test("a dump nested deeper than a scene can hold is one located error, not a crash")
    func tooDeep() throws {
        var lines = ["<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>"]
        for depth in 1...450 {
            lines.append(
                String(repeating: "   | ", count: depth)
                    + "<UIView: 0x\(String(depth + 16, radix: 16)); frame = (0 0; 10 10); layer = <CALayer: 0x5>>")
        }
        #expect {
            try DumpImporter(lines.joined(separator: "\n"), file: "deep.txt")
        } throws: { error in
            (error as? SceneError)?.description
                == "deep.txt:402:1: error: views are nested more than 400 deep here\n  hint: a scene holds at most 400 levels; import the subtree that matters (po its recursiveDescription)"
        }
    }
}

@Suite("Dump round trips")
@MainActor
struct DumpRoundTripTests {
    /// Each example scene, written as a dump and imported again, hits the same views on a 20 pt grid.
    /// (Scenes with custom hit-testing are left out: a dump cannot show overrides.)
    @Test(
        "a scene written as a dump re-imports to the same hit results",
        arguments: [
            "seed000-test1.yaml", "lint-gallery.yaml", "button-outside-superview.yaml", "dimming-overlay.yaml",
            "table-cell-swipe.yaml"
        ])
    func roundTrip(name: String) throws {
        let original = try SceneLoader.load(path: examples.appendingPathComponent(name).path)
        let window = try #require(original.windows.first)
        var addresses: [ObjectIdentifier: String] = [:]
        var ids: [String: String] = [:]
        var counter = 0
        let dump = DumpWriter.describe(window) { view in
            if let known = addresses[ObjectIdentifier(view)] { return known }
            counter += 1
            let address = "0x" + String(0x7f00_0000 + counter, radix: 16)
            addresses[ObjectIdentifier(view)] = address
            ids[address] = TraceRecord.name(of: view)
            return address
        }
        let imported = try DumpImporter(dump, file: "dump.txt").build()
        var mismatches: [String] = []
        for x in stride(from: 5.0, to: 375, by: 20) {
            for y in stride(from: 5.0, to: 667, by: 20) {
                let point = CGPoint(x: x, y: y)
                let before =
                    original.application.hitTest(atScreen: point).map { TraceRecord.name(of: $0.view) } ?? "none"
                let after =
                    imported.application.hitTest(atScreen: point).map { ids[TraceRecord.name(of: $0.view)] ?? "?" }
                    ?? "none"
                if before != after { mismatches.append("\(TraceRecord.format(point)): \(before) vs \(after)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
