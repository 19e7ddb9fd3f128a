import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@testable import ResponderScene

/// Pastes in the shapes people paste (RECURSIVE_DESCRIPTION.md §6), written for these tests.

/// Imports `text` (checking that the scene file it writes loads to the same views and hits) and
/// returns the importer and the scene built directly.
@MainActor
func imported(_ text: String, dump: Int? = nil, file: String = "paste.txt") throws -> (DumpImporter, Scene) {
    let importer = try DumpImporter(text, file: file, dump: dump)
    let scene = importer.build()
    let written = try SceneLoader.load(importer.sceneFile(), file: file)
    #expect(outline(scene) == outline(written), "the written scene file differs from the scene built directly")
    return (importer, scene)
}

/// Every window and view, depth-first: class as built, printed class, frame, bounds, interaction,
/// hidden, alpha, guessed attributes; then where a grid of points hits.
@MainActor
func outline(_ scene: Scene) -> [String] {
    var lines: [String] = []
    for window in scene.windows {
        var stack: [(UIView, Int)] = [(window, 0)]
        while let (view, depth) = stack.popLast() {
            let name = TraceRecord.name(of: view)
            lines.append(
                String(repeating: " ", count: depth)
                    + "\(name) \(type(of: view)) \(scene.declaredClasses[name] ?? "?") \(TraceRecord.format(view.frame)) "
                    + "\(TraceRecord.format(view.bounds)) \(view.isUserInteractionEnabled) \(view.isHidden) "
                    + "\(TraceRecord.format(view.alpha)) \(scene.guessedAttributes(of: view))")
            stack += view.subviews.reversed().map { ($0, depth + 1) }
        }
    }
    for x in stride(from: 5.0, to: 420, by: 30) {
        for y in stride(from: 5.0, to: 900, by: 30) {
            let hit = scene.application.hitTest(atScreen: CGPoint(x: x, y: y)).map { TraceRecord.name(of: $0.view) }
            lines.append("(\(Int(x)), \(Int(y))): \(hit ?? "none")")
        }
    }
    return lines
}

/// The view `scene` hits at (`x`, `y`), by id.
@MainActor
func hit(_ scene: Scene, _ x: Double, _ y: Double) -> String? {
    scene.application.hitTest(atScreen: CGPoint(x: x, y: y)).map { TraceRecord.name(of: $0.view) }
}

@Suite("Reading a paste: dump or scene, decided from the whole file")
@MainActor
struct DumpDetectionTests {
    nonisolated static let window = """
        <UIWindow: 0x7f8a1c40a2b0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600003e5c2a0>; layer = <UIWindowLayer: 0x6000031e0c40>>
           | <UIView: 0x7f8a1c50b3c0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000031e1a00>>
           |    | <UIButton: 0x7f8a1c60c4d0; frame = (20 100; 120 44); opaque = NO; layer = <CALayer: 0x6000031e1b20>>
        """

    /// What people put before the dump's first line.
    nonisolated static let openings = [
        "// -----------------------------------------------",
        "(",
        "#if 0",
        "Cell recursive description:",
        "(lldb) po [[UIWindow keyWindow] recursiveDescription]",
        "[the first part of the log was cut]",
        "2019-04-02 10:11:12.131 Demo[811:22118] Window hierarchy:\n \n"
    ]

    @Test("a dump is recognised whatever comes before its first view line", arguments: openings)
    func opening(_ opening: String) throws {
        let text = opening + "\n" + Self.window + "\n"
        #expect(DumpImporter.looksLikeDump(text))
        let (_, scene) = try imported(text)
        #expect(hit(scene, 50, 120) == "0x7f8a1c60c4d0")
    }

    @Test("a scene file is not a dump, even with a view description in a comment")
    func sceneFile() {
        #expect(!DumpImporter.looksLikeDump("# <UIView: 0x1; frame = (0 0; 1 1)>\nwindows:\n  - id: w\n"))
        #expect(!DumpImporter.looksLikeDump("{\"windows\": [{\"id\": \"<UIView: 0x1; frame = (0 0; 1 1)>\"}]}"))
        #expect(!DumpImporter.looksLikeDump("windows:\n  - id: main\n    frame: [0, 0, 375, 667]\n"))
    }

    @Test("loading a path reads a dump whose first line is prose, and keeps the import's warnings")
    func loadingAPath() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("paste-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ("Here is what lldb printed:\n\n" + Self.window + "\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        let scene = try SceneLoader.load(path: path)
        #expect(hit(scene, 50, 120) == "0x7f8a1c60c4d0")
        #expect(
            scene.importWarnings.map(\.description) == [
                "\(path):3: warning: `0x7f8a1c40a2b0` (UIWindow) has gesture recognizers; a dump does not say which, so none are imported"
            ])
        #expect(throws: DumpChoiceError.self) { try SceneLoader.load(path: path, dump: 2) }
    }

    @Test("plain text, neither a scene nor a dump, is said to have no view, at its first line")
    func plainText() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("text-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "\nthe button does not respond < when I tap it\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try SceneLoader.load(path: path)
        } throws: { error in
            (error as? SceneError).map { $0.line == 2 && $0.message == "no view found in the dump" } == true
        }
    }
}

@Suite("Repairs that are mechanically certain")
@MainActor
struct DumpRepairTests {
    @Test("a hard-wrapped line whose continuation starts with `<` is joined, not read as a new root")
    func wrappedAngle() throws {
        let text = """
            <UIWindow: 0x7f9b2d00a100; frame = (0 0; 320 568); gestureRecognizers =
            <NSArray: 0x600001c4e0f0>; layer = <UIWindowLayer: 0x600001c4e100>>
               | <UIButton: 0x7f9b2d00b200; frame = (10 10; 100 40); opaque = NO; layer =
            <CALayer: 0x600001c4e110>>
            """
        let (importer, scene) = try imported(text)
        #expect(importer.dumps.count == 1)
        #expect(scene.windows.count == 1 && scene.windows[0].subviews.count == 1)
        #expect(hit(scene, 50, 30) == "0x7f9b2d00b200")
        #expect(scene.guessedViews.isEmpty)
    }

    @Test("a wrap that broke a word is joined without a blank: `layer` / `= <CALayer`, `userInteraction` / `Enabled`")
    func wrappedWord() throws {
        let text = """
            <UIWindow: 0x7f9b2d00a100; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x600001c4e100>>
               | <UIView: 0x7f9b2d00c300; frame = (0 0; 320 568); layer
            = <CALayer: 0x600001c4e120>>
               |    | <UILabel: 0x7f9b2d00d400; frame = (10 10; 300 40); text = 'Hello'; userInteraction
            Enabled = NO; layer = <_UILabelLayer: 0x600001c4e130>>
            """
        let (_, scene) = try imported(text)
        #expect(scene.guessedViews.isEmpty)
        #expect(scene.view("0x7f9b2d00d400")?.isUserInteractionEnabled == false)
        #expect(hit(scene, 50, 30) == "0x7f9b2d00c300")
    }

    @Test(
        "prompts and log prefixes are taken off wherever they sit on the line",
        arguments: [
            "(gdb) po [webView recursiveDescription] ",
            "(lldb) po [[UIWindow keyWindow] recursiveDescription] ",
            "cy# ",
            "2016-03-01 09:00:01.250 Demo[4821:90231] ",
            "2021-11-05 17:42:09.118234+0100 Demo[1200:48811] "
        ])
    func prompts(prefix: String) throws {
        let text = """
            \(prefix)<UIWebView: 0x6a31f20; frame = (0 0; 320 460); layer = <CALayer: 0x6a31f80>>
               | <UIScrollView: 0x6a32010; frame = (0 0; 320 460); clipsToBounds = YES; layer = <CALayer: 0x6a32090>; contentOffset: {0, 0}>
            """
        let (importer, scene) = try imported(text)
        #expect(importer.dumps.count == 1 && importer.dumps[0].views == 2)
        #expect(hit(scene, 100, 100) == "0x6a32010")
    }

    @Test("a `(layer)` line and the comment after it stay out of the tree; the comment ends the dump")
    func layerThenComment() throws {
        let text = """
            <UIView: 0x7fa1d9c0e010; frame = (0 0; 375 667); layer = <CALayer: 0x600000a3c0e0>>
               | <UILabel: 0x7fa1d9c0f120; frame = (16 40; 200 21); text = 'Title'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002a8c000>>
               |    | <_UILabelContentLayer: 0x600000a3d1f0> (layer)
            this one is the label I tap, nothing happens
            """
        let (importer, scene) = try imported(text)
        #expect(importer.dumps.count == 1 && importer.dumps[0].views == 2)
        #expect(scene.view("0x7fa1d9c0f120")?.subviews.isEmpty == true)
        #expect(scene.objects.count == 3)
    }

    @Test("prose between two fragments separates them; they are not stitched into one tree")
    func proseBetween() throws {
        let text = """
            <UIView: 0x7fa1d9c0e010; frame = (0 0; 375 667); layer = <CALayer: 0x600000a3c0e0>>
               | <UIView: 0x7fa1d9c0f120; frame = (0 0; 375 100); layer = <CALayer: 0x600000a3c0f0>>
            and after scrolling down a bit:
               |    | <UIButton: 0x7fa1d9c10230; frame = (10 10; 50 50); layer = <CALayer: 0x600000a3c100>>
            """
        let (importer, scene) = try imported(text)
        #expect(importer.dumps.count == 2)
        #expect(importer.chosen == 1)
        #expect(scene.view("0x7fa1d9c10230") == nil)
    }

    @Test("a window printed below depth 0 (every line with an extra `|`) is read as the top, with a warning")
    func shiftedWindow() throws {
        let text = DumpDetectionTests.window.split(separator: "\n").map { "   | " + $0 }.joined(separator: "\n")
        let (importer, scene) = try imported(text)
        #expect(TraceRecord.name(of: scene.windows[0]) == "0x7f8a1c40a2b0")
        #expect(hit(scene, 50, 120) == "0x7f8a1c60c4d0")
        #expect(
            importer.warnings.first?.message
                == "`0x7f8a1c40a2b0` (UIWindow) is printed at depth 1, but a window has no superview: every line carries 1 extra `|`; read with the window on top"
        )
    }

    @Test("a jump of several levels is a boundary, reported, not hung under the last view")
    func depthJump() throws {
        let text = """
            <UIView: 0x7fa1d9c0e010; frame = (0 0; 375 667); layer = <CALayer: 0x600000a3c0e0>>
               | <UIView: 0x7fa1d9c0f120; frame = (0 0; 375 100); layer = <CALayer: 0x600000a3c0f0>>
               |    | <UIView: 0x7fa1d9c0f130; frame = (0 0; 375 100); layer = <CALayer: 0x600000a3c0f1>>
               |    |    |    |    |    | <UIButton: 0x7fa1d9c10230; frame = (10 10; 50 50); layer = <CALayer: 0x600000a3c100>>
            """
        let (importer, scene) = try imported(text)
        #expect(importer.dumps.map(\.views) == [3, 1])
        #expect(
            importer.warnings.map(\.description).contains(
                "paste.txt:4: warning: the depth jumps from 2 to 6 here (lines are missing above); a new fragment starts"
            ))
        #expect(scene.view("0x7fa1d9c10230") == nil)
    }

    @Test("a change of address family (`0x7fc8…` to `0x7f9c…`) is a boundary: another run starts")
    func addressFamily() throws {
        let text = """
            <UIWindow: 0x7fc89de01000; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x60800003e980>>
               | <UIView: 0x7fc89de02000; frame = (0 0; 375 667); layer = <CALayer: 0x60800003e990>>
               |    | <UIView: 0x7fc89de03000; frame = (0 0; 375 60); layer = <CALayer: 0x60800003e9a0>>
               |    | <MKScaleView: 0x7f9c7540b680; frame = (20 38; 170 20); layer = <CALayer: 0x6080002323a0>>
            """
        let (importer, _) = try imported(text)
        #expect(importer.dumps.map(\.views) == [3, 1])
        #expect(
            importer.warnings.map(\.description).contains(
                "paste.txt:4: warning: the addresses change from 0x7fc8… to 0x7f9c… here: a dump of another run starts")
        )
    }

    @Test("sublayers, nested ones included, are kept out of the view tree and of hit-testing")
    func sublayers() throws {
        let text = """
            <UIView: 0x10c2e0a10; frame = (0 0; 100 100); layer = <CALayer: 0x600000c1e0a0>>
               | <UIView: 0x10c2e1b20; frame = (0 0; 20 20); layer = <CALayer: 0x600000c1e0b0>>
               |    | <CAShapeLayer: 0x600000c1e0c0> (layer)
               |    |    | <CAShapeLayer: 0x600000c1e0d0> (layer)
               |    |    |    | <CAShapeLayer: 0x600000c1e0e0> (layer)
               |    | <CAShapeLayer: 0x600000c1e0f0> (layer)
               | <UILabel: 0x10c2e2c30; frame = (0 30; 100 20); text = 'x'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000c1e100>>
            """
        let (importer, scene) = try imported(text)
        #expect(importer.dumps[0].views == 3)
        #expect(scene.view("0x10c2e0a10")?.subviews.count == 2)
        #expect(scene.view("0x10c2e1b20")?.subviews.isEmpty == true)
    }

    @Test("`\\uXXXX` escapes (Cycript) are decoded in texts, surrogate pairs joined")
    func escapes() throws {
        let text = """
            cy# UIApp.keyWindow.recursiveDescription().toString()
            `<UIWindow: 0x15e5a0c0; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x15e5a1a0>>
               | <UILabel: 0x15e6b2d0; frame = (10 10; 200 20); text = '\\u5de5\\u4f5c \\ud83d\\udc8b\\xa0ok'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x15e6b3e0>>`
            """
        let (_, scene) = try imported(text)
        #expect((scene.view("0x15e6b2d0") as? UILabel)?.text == "工作 💋\u{a0}ok")
    }

    @Test("a view whose description is overridden is kept, opaque, with its subviews")
    func customDescription() throws {
        let text = """
            <UIView: 0x13e60b2a0; frame = (0 0; 100 100); layer = <CALayer: 0x600002d4c0a0>>
               | CustomDebugDescription
               | <UIButton: 0x13e60c3b0; frame = (10 10; 20 20); layer = <CALayer: 0x600002d4c0b0>>
            """
        let (importer, scene) = try imported(text)
        #expect(importer.dumps[0].views == 3)
        let opaque = try #require(scene.view("description-1"))
        #expect(opaque.frame == .zero && scene.guessedAttributes(of: opaque).first == "frame")
        #expect(hit(scene, 15, 15) == "0x13e60c3b0")
    }

    @Test("Markdown escapes, a TAB before every line and HTML entities are taken off")
    func markup() throws {
        let text = """
            \t&lt;UIWindow: 0x7f8a1c40a2b0; frame = (0 0; 390 844); layer = &lt;UIWindowLayer: 0x6000031e0c40&gt;&gt;<br>
            \t   | <\\_UIButtonBarButton: 0x7f8a1c60c4d0; frame = (20 100; 120 44); layer = <CALayer: 0x6000031e1b20>>
            """
        let (_, scene) = try imported(text)
        #expect(scene.view("0x7f8a1c60c4d0") is UIControl)
        #expect(scene.displayName(of: try #require(scene.view("0x7f8a1c60c4d0"))).hasSuffix("(_UIButtonBarButton)"))
    }
}

@Suite("Several roots: the windows of one paste, several dumps in one file")
@MainActor
struct DumpRootsTests {
    nonisolated static let windows = """
        (lldb) po [[UIApplication sharedApplication].windows[0] recursiveDescription]
        <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001e4c0a0>>
           | <UIButton: 0x7ff3e1c0b120; frame = (0 600; 375 67); layer = <CALayer: 0x600001e4c0b0>>
        (lldb) po [[UIApplication sharedApplication].windows[1] recursiveDescription]
        <UITextEffectsWindow: 0x7ff3e1d0c230; frame = (0 0; 375 667); hidden = YES; layer = <UIWindowLayer: 0x600001e4c0c0>>
        (lldb) po [[UIApplication sharedApplication].windows[2] recursiveDescription]
        <OverlayWindow: 0x7ff3e1d0d340; baseClass = UIWindow; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001e4c0d0>>
           | <UIView: 0x7ff3e1d0e450; frame = (0 550; 375 117); layer = <CALayer: 0x600001e4c0e0>>
        """

    @Test("the windows of one paste are the windows of one scene, in order; the front one is hit first")
    func windowsOfOnePaste() throws {
        let (importer, scene) = try imported(Self.windows)
        #expect(importer.dumps.count == 1)
        #expect(
            importer.dumps[0].description
                == "dump 1: lines 2–8, 5 views, 3 windows: UIWindow 0x7ff3e1c0a010, UITextEffectsWindow 0x7ff3e1d0c230, OverlayWindow 0x7ff3e1d0d340"
        )
        #expect(
            scene.windows.map { TraceRecord.name(of: $0) } == ["0x7ff3e1c0a010", "0x7ff3e1d0c230", "0x7ff3e1d0d340"])
        #expect(scene.windows[1].isHidden && !scene.windows[2].isHidden)
        #expect(scene.displayName(of: scene.windows[2]) == "`0x7ff3e1d0d340` (OverlayWindow)")
        // The overlay (last, in front) takes its part of the screen; the button is under it.
        #expect(hit(scene, 100, 620) == "0x7ff3e1d0e450")
        #expect(hit(scene, 100, 300) == "0x7ff3e1d0d340")
    }

    nonisolated static let beforeAfter = """
        Before the tap:
        <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001e4c0a0>>
           | <UIButton: 0x7ff3e1c0b120; frame = (0 600; 375 67); layer = <CALayer: 0x600001e4c0b0>>
        After the tap:
        <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001e4c0a0>>
           | <UIButton: 0x7ff3e1c0b120; frame = (0 600; 375 67); layer = <CALayer: 0x600001e4c0b0>>
           | <UIView: 0x7ff3e1c0c230; frame = (0 0; 375 667); alpha = 0.4; layer = <CALayer: 0x600001e4c0c0>>
        """

    @Test("a window's transform is not imported, and the warning says so")
    func turnedWindow() throws {
        let text = """
            <UITextEffectsWindow: 0x7fb1c2d0a010; frame = (0 0; 768 1024); transform = [0, 1, -1, 0, -128, 128]; layer = <UIWindowLayer: 0x600001e4c0a0>>
               | <UIView: 0x7fb1c2d0b120; frame = (0 0; 1024 768); layer = <CALayer: 0x600001e4c0b0>>
            """
        let (importer, scene) = try imported(text)
        #expect(scene.windows[0].frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(
            importer.warnings.map(\.description) == [
                "paste.txt:1: warning: `0x7fb1c2d0a010` (UITextEffectsWindow) has a transform; a window is imported without one, at its frame, so its views are placed as if it were not turned"
            ])
    }

    @Test("separate dumps are listed with their lines; the largest is imported, with a warning naming the others")
    func beforeAndAfter() throws {
        let (importer, scene) = try imported(Self.beforeAfter)
        #expect(importer.chosen == 2)
        #expect(
            importer.warnings.first?.description == """
                paste.txt:5: warning: the file holds 2 dumps; the largest, dump 2, is imported (pick another with --dump N):
                  dump 1: lines 2–3, 2 views, root UIWindow 0x7ff3e1c0a010
                  dump 2: lines 5–7, 3 views, root UIWindow 0x7ff3e1c0a010
                """)
        #expect(hit(scene, 100, 620) == "0x7ff3e1c0c230")
    }

    @Test("--dump picks a dump; a number past the last is an error that lists them")
    func pick() throws {
        let (importer, scene) = try imported(Self.beforeAfter, dump: 1)
        #expect(importer.chosen == 1)
        #expect(importer.warnings.first?.message.contains("dump 1 is imported, as --dump asked") == true)
        #expect(hit(scene, 100, 620) == "0x7ff3e1c0b120")
        #expect {
            try DumpImporter(Self.beforeAfter, file: "paste.txt", dump: 3)
        } throws: { error in
            (error as? DumpChoiceError)?.description
                == "--dump 3: paste.txt holds 2 dumps (dump 1: lines 2–3, 2 views, root UIWindow 0x7ff3e1c0a010; dump 2: lines 5–7, 3 views, root UIWindow 0x7ff3e1c0a010)"
        }
    }

    @Test("a one-line preview before the dump does not win over it")
    func preview() throws {
        let text = """
            (lldb) po self.view.window
            <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001e4c0a0>>
            (lldb) po [self.view.window recursiveDescription]
            <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001e4c0a0>>
               | <UIView: 0x7ff3e1c0d340; frame = (0 0; 375 667); layer = <CALayer: 0x600001e4c0d0>>
               |    | <UIButton: 0x7ff3e1c0b120; frame = (0 600; 375 67); layer = <CALayer: 0x600001e4c0b0>>
            """
        let (importer, scene) = try imported(text)
        #expect(importer.dumps.map(\.views) == [1, 3])
        #expect(importer.chosen == 2)
        #expect(hit(scene, 100, 620) == "0x7ff3e1c0b120")
    }

    @Test("a tiny fragment does not win over a full dump")
    func tinyFragment() throws {
        let text = """
            The button:
               |    |    | <UIButton: 0x7ff3e1c0b120; frame = (0 600; 375 67); layer = <CALayer: 0x600001e4c0b0>>
            The whole window:
            <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001e4c0a0>>
               | <UIView: 0x7ff3e1c0d340; frame = (0 0; 375 667); layer = <CALayer: 0x600001e4c0d0>>
               |    | <UIView: 0x7ff3e1c0e450; frame = (0 0; 375 667); layer = <CALayer: 0x600001e4c0e0>>
               |    |    | <UIButton: 0x7ff3e1c0b120; frame = (0 600; 375 67); layer = <CALayer: 0x600001e4c0b0>>
            """
        let (importer, _) = try imported(text)
        #expect(importer.chosen == 2)
        #expect(importer.dumps[0].root == "a fragment: root UIButton 0x7ff3e1c0b120 at depth 3")
    }
}

@Suite("Saying what is guessed")
@MainActor
struct DumpGuessTests {
    nonisolated static let cut = """
        <UIWindow: 0x7f912540fff0; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x600000c86320>>
           | <UIView: 0x7f9125441070; frame = (0 0; 414 896); layer = <CALayer: 0x600000c75540>>
           |    | <UIButton: 0x7f9125451180; frame = (300 5; 100 100); layer = <CALayer: 0x600000c75550>>
           |    |    | <UIImageView: 0x7f9127011d30; frame = (10 10; 50 50);
        .......
        """

    @Test("a cut image view is read as printed (interaction on); the guess is said, kept, and explained")
    func cutImageView() throws {
        let (importer, scene) = try imported(Self.cut)
        let image = try #require(scene.view("0x7f9127011d30"))
        #expect(image.isUserInteractionEnabled)
        #expect(scene.guessedAttributes(of: image) == ["transform", "alpha", "hidden", "userInteractionEnabled"])
        #expect(scene.guessedViews.map { TraceRecord.name(of: $0) } == ["0x7f9127011d30"])
        #expect(
            importer.warnings.map(\.description) == [
                "paste.txt:4: warning: `0x7f9127011d30` (UIImageView): its line was cut; guessed: no transform, alpha = 1, hidden = NO, userInteractionEnabled = YES (as printed; UIImageView's default is NO)",
                "paste.txt:4: warning: the dump ends in a line cut short (line 4): the views printed after it are missing, read as none (explain says when an answer may depend on them)"
            ])
        #expect(hit(scene, 320, 25) == "0x7f9127011d30")
        let window = try #require(scene.windows.first)
        #expect(
            scene.guessedAlternatives(at: CGPoint(x: 320, y: 25), in: window, hit: image) == [
                "`0x7f9127011d30` (UIImageView) takes the point, but its line was cut before `userInteractionEnabled`; if it was NO, the touch goes to `0x7f9125451180` (UIButton)."
            ])
        #expect(image.isUserInteractionEnabled, "asking what if puts the attribute back")
        #expect(scene.guessedAlternatives(at: CGPoint(x: 20, y: 25), in: window, hit: image).isEmpty == false)
        let button = try #require(scene.view("0x7f9125451180"))
        #expect(scene.guessedAlternatives(at: CGPoint(x: 390, y: 95), in: window, hit: button).isEmpty)
        #expect(importer.sceneFile().contains("guessed: [transform, alpha, hidden, userInteractionEnabled]"))
        let written = try SceneLoader.load(importer.sceneFile(), file: "scene.yaml")
        #expect(written.guessedAttributes(of: try #require(written.view("0x7f9127011d30"))).count == 4)
    }

    @Test("a label cut in the middle of `userInteractionEnabled` knows what came before it")
    func cutInsideKey() throws {
        let text = """
            <UIView: 0x7fc89dc09000; frame = (0 0; 375 667); layer = <CALayer: 0x600000224e00>>
               | <UILabel: 0x7fc89de063b0; frame = (0 0; 100 100); alpha = 0.5; opaque = NO; userInteraction
            """
        let (importer, scene) = try imported(text)
        let label = try #require(scene.view("0x7fc89de063b0"))
        #expect(scene.guessedAttributes(of: label) == ["userInteractionEnabled"])
        #expect(label.isUserInteractionEnabled && label.alpha == 0.5)
        #expect(
            importer.warnings.map(\.message).contains { $0.hasPrefix("`0x7fc89de063b0` (UILabel): its line was cut;") })
    }

    @Test("a plain view cut before its flags is interactive by default, and says so")
    func cutView() throws {
        let text = """
            <UIView: 0x7fc89dc09000; frame = (0 0; 375 667); layer = <CALayer: 0x600000224e00>>
               | <UITableViewCell: 0x7fc89f026400; frame = (0 459.5; 375 44); text = 'Maps'; clipsToBounds = YES; autoresize = W; lay
            """
        let (_, scene) = try imported(text)
        let cell = try #require(scene.view("0x7fc89f026400"))
        #expect(cell.isUserInteractionEnabled)
        #expect(scene.guessedAttributes(of: cell) == ["userInteractionEnabled"])
    }

    @Test("attributes trimmed by hand to `frame` (`; >`) are guessed, a complete line is not")
    func trimmed() throws {
        let text = """
            <UIWebView: 0x68220e0; frame = (0 0; 320 460); > | <UIScrollView: 0x4b2bee0; frame = (0 0; 320 460); > | | <UIImageView: 0x4b2dca0; frame = (0 0; 54 54); >
            """
        let (_, scene) = try imported(text)
        #expect(scene.guessedAttributes(of: try #require(scene.view("0x4b2bee0"))).last == "contentOffset")
        #expect(scene.guessedViews.count == 3)
        let complete = try imported(DumpGuessTests.complete).1
        #expect(complete.guessedViews.isEmpty)
        #expect(complete.view("0x7f9127043380")?.isUserInteractionEnabled == true)
    }

    nonisolated static let complete = """
        <UIView: 0x7f9125441070; frame = (0 0; 414 896); layer = <CALayer: 0x600000c75540>>
           | <UIImageView: 0x7f9127043380; frame = (10 10; 30 30); opaque = NO; layer = <CALayer: 0x6000006011a0>>
        """
}

@Suite("Fragments")
@MainActor
struct DumpFragmentTests {
    @Test("a fragment below depth 0 goes into a window that says so, sized to hold everything")
    func deepFragment() throws {
        let text = """
            [a later chunk of the dump]
                   |    |    |    | <RCTView: 0x7f9e91c30a30; reactTag: 195; frame = (0 0; 3 724); userInteractionEnabled = NO; layer = <CALayer: 0x600002bc39e0>>
                   |    |    |    | <RCTView: 0x7f9e9494bb10; reactTag: 513; frame = (0 0; 375 724); clipsToBounds = YES; layer = <CALayer: 0x600002bb2580>>
                   |    |    |    |    | <RCTView: 0x7f9e9494b870; reactTag: 509; frame = (0 700; 375 124); layer = <CALayer: 0x600002bb25e0>>
            """
        let (importer, scene) = try imported(text)
        let window = try #require(scene.windows.first)
        #expect(TraceRecord.name(of: window) == "fragment")
        #expect(window.frame == CGRect(x: 0, y: 0, width: 375, height: 824))
        #expect(window.subviews.count == 2)
        #expect(
            scene.fragmentNote(of: window)
                == "fragment: the dump starts at `0x7f9e91c30a30` (RCTView) and 1 sibling at depth 4, not at a window: coordinates are relative to their superview, not the screen"
        )
        #expect(importer.warnings.map(\.message).contains(scene.fragmentNote(of: window)!))
        #expect(importer.dumps[0].root == "a fragment: 2 top views at depth 4, the first RCTView 0x7f9e91c30a30")
    }

    @Test("a dump whose root is not a window is a fragment too, in the root's own coordinates")
    func cellFragment() throws {
        let text = """
            2014-02-01 09:56:15.587 Cells[4698:70b] Cell recursive description:
             \u{20}
            <UITableViewCell: 0x8e25350; frame = (0 396; 320 44); text = 'Item #10'; autoresize = W; layer = <CALayer: 0x8e254e0>>
               | <UITableViewCellContentView: 0x8e23aa0; frame = (0 0; 287 44); opaque = NO; layer = <CALayer: 0x8e62220>>
            """
        let (_, scene) = try imported(text)
        let window = try #require(scene.windows.first)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(hit(scene, 100, 10) == "0x8e23aa0")
        #expect(hit(scene, 300, 10) == "0x8e25350")
        #expect(
            scene.fragmentNote(of: window)
                == "fragment: the dump starts at `0x8e25350` (UITableViewCell), not at a window: coordinates are relative to `0x8e25350`, whose top-left corner is 0,0, not to the screen"
        )
    }

    @Test("views printed one after another at depth 0, not windows, are siblings in their superview's coordinates")
    func siblingRoots() throws {
        let text = """
            <UIView: 0x7fc2d9f0a880; frame = (0 0; 390 120); layer = <CALayer: 0x6000022d8e40>>
               | <UIButton: 0x7fc2d9f0c1a0; frame = (330 60; 44 44); layer = <CALayer: 0x6000022d9380>>
            <UIView: 0x7fc2d9f19f60; frame = (0 760; 390 84); layer = <CALayer: 0x6000022dc600>>
               | <UIButton: 0x7fc2d9f1a270; frame = (20 10; 350 50); layer = <CALayer: 0x6000022dc820>>

            A later paste, of the same views:
            <UIView: 0x7fc2d9f19f60; frame = (0 760; 390 84); layer = <CALayer: 0x6000022dc600>>
            """
        let (importer, scene) = try imported(text)
        #expect(
            importer.dumps.map(\.root) == [
                "a fragment: 2 top views, the first UIView 0x7fc2d9f0a880", "a fragment: root UIView 0x7fc2d9f19f60"
            ])
        #expect(hit(scene, 352, 82) == "0x7fc2d9f0c1a0")
        #expect(hit(scene, 100, 790) == "0x7fc2d9f1a270")
        let window = try #require(scene.windows.first)
        #expect(
            scene.fragmentNote(of: window)?.hasSuffix("coordinates are relative to their superview, not the screen")
                == true)
    }
}

@Suite("UIKit's own classes behave as the public class they are")
@MainActor
struct DumpClassTableTests {
    nonisolated static let cases: [(printed: String, base: String?, type: String)] = [
        ("UINavigationButton", nil, "UIButton"), ("UITabBarButton", nil, "UIControl"),
        ("_UIButtonBarButton", nil, "UIControl"), ("_UITableViewCellActionButton", nil, "UIButton"),
        ("UITableViewCellDeleteConfirmationButton", nil, "UIButton"), ("_UIModernBarButton", nil, "UIButton"),
        ("UIButtonLabel", nil, "UILabel"), ("UITableViewLabel", nil, "UILabel"),
        ("_UIBarButtonItemLabel", nil, "UILabel"),
        ("_UINavigationBarBackIndicatorView", nil, "UIImageView"), ("UITableViewWrapperView", nil, "UIScrollView"),
        ("UITableViewCellScrollView", nil, "UIScrollView"), ("_UIQueuingScrollView", nil, "UIScrollView"),
        ("UITableView", nil, "UIScrollView"), ("UISearchBarTextField", nil, "UITextField"),
        ("SettingCell", "UITableViewCell", "UIView"), ("PDFScrollView", "UIScrollView", "UIScrollView"),
        ("MyApp.FollowButton", "UIButton", "UIButton"), ("MyApp.Badge", "UIButtonLabel", "UILabel"),
        ("RCTView", nil, "UIView"), ("_TtC5Books13ShelfCellView", nil, "UIView")
    ]

    @Test(
        "each class is built as the class whose behaviour it has, and keeps its printed name", arguments: cases.indices)
    func entry(index: Int) throws {
        let (printed, base, type) = Self.cases[index]
        let text = """
            <UIWindow: 0x7fa0c0000010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001000010>>
               | <\(printed): 0x7fa0c0000020; \(base.map { "baseClass = \($0); " } ?? "")frame = (10 10; 100 40); layer = <CALayer: 0x600001000020>>
            """
        let (_, scene) = try imported(text)
        let view = try #require(scene.view("0x7fa0c0000020"))
        #expect(String(describing: Swift.type(of: view)) == type)
        #expect(scene.displayName(of: view) == "`0x7fa0c0000020` (\(printed))")
        // Labels and image views take touches when the dump does not print them off.
        #expect(view.isUserInteractionEnabled)
    }

    @Test("the table names the public class of UIKit's private classes, and knows no app class")
    func table() {
        #expect(UIKitClasses.publicClass(of: "UINavigationButton") == "UIButton")
        #expect(UIKitClasses.publicClass(of: "UITabBarButton") == "UIControl")
        #expect(UIKitClasses.publicClass(of: "UITableViewLabel") == "UILabel")
        #expect(UIKitClasses.publicClass(of: "UITableViewCellScrollView") == "UIScrollView")
        #expect(UIKitClasses.publicClass(of: "UITableViewCell") == "UIView")
        #expect(UIKitClasses.publicClass(of: "UITextEffectsWindow") == "UIWindow")
        #expect(UIKitClasses.publicClass(of: "UIButton") == "UIButton")
        #expect(UIKitClasses.publicClass(of: "RCTView") == nil)
        // Every public class the table maps to is one the engine builds, or a window.
        #expect(Set(UIKitClasses.table.values).isSubset(of: UIKitClasses.engineClasses.union(["UIWindow"])))
    }
}

@Suite("Refusing clearly")
@MainActor
struct DumpRefusalTests {
    @Test("no readable frame anywhere: refused at the first view line, naming the format")
    func noFrame() throws {
        let text = """
            cy# rootController.view.recursiveDescription().toString()
            `<UIView: 0x106c6fdd0>Frame: (0.000000, 0.000000, 320.000000, 568.000000)\\ttag:0
               | <UIButton: 0x11ab2c170>Frame: (26.000000, 261.000000, 120.500000, 40.500000)\\ttag:0`
            """
        #expect {
            try DumpImporter(text, file: "paste.txt")
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            return error.line == 2 && error.column == 1
                && error.message.hasPrefix(
                    "no view line has a readable frame, `frame = (x y; w h)`: the lines look like `<UIView: 0x106c6fdd0>Frame: (0.000000"
                )
        }
    }

    nonisolated static let presponder = """
        (lldb) presponder 0x13fae98a0
        <GridItemView: 0x13fae98a0; frame = (202.5 18; 56.5 56.5); layer = <CALayer: 0x13fb14360>>
           | <GridView: 0x13f8e2600; frame = (0 0; 375 187); layer = <CALayer: 0x13fbc4470>>
           |    | <PageCell: 0x13fd39720; baseClass = UICollectionViewCell; frame = (2250 0; 375 187); layer = <CALayer: 0x13faf4d20>>
           |    |    | <UICollectionView: 0x13e899a00; frame = (0 160; 375 187); layer = <CALayer: 0x13f9f2db0>; contentOffset: {2250, 0}; contentSize: {10875, 187}> collection view layout: <UICollectionViewFlowLayout: 0x13fc29b70>
           |    |    |    | <ChatViewController: 0x13e42be00>
        """

    @Test("Chisel's presponder output is refused with what it is and what to paste instead")
    func presponderOnly() throws {
        #expect {
            try DumpImporter(Self.presponder, file: "paste.txt")
        } throws: { error in
            (error as? SceneError)?.description
                == "paste.txt:2:1: error: this is a responder chain (Chisel's `presponder`: each line is the next responder of the line above, up to `ChatViewController`), not a view hierarchy\n  hint: paste what `po [[UIWindow keyWindow] recursiveDescription]` (or Chisel's `pviews`) prints; the chain can be followed in the scene with `explain`"
        }
    }

    @Test("a presponder chain after a real dump is left out, with a warning")
    func presponderAfterDump() throws {
        let text = DumpDetectionTests.window + "\n" + Self.presponder
        let (importer, scene) = try imported(text)
        #expect(importer.dumps.count == 1)
        #expect(
            importer.warnings.map(\.message).contains(
                "lines 5–9 are a responder chain (Chisel's `presponder`), not a view hierarchy; left out"))
        #expect(scene.view("0x13fae98a0") == nil)
    }

    @Test("an empty file, a web page and prose are refused, located where it matters (never 1:1 by default)")
    func nothing() throws {
        #expect {
            try DumpImporter("", file: "p.txt")
        } throws: { ($0 as? SceneError)?.description.hasPrefix("p.txt: error: the file is empty") == true }
        #expect {
            try DumpImporter("\n\n  \n", file: "p.txt")
        } throws: { ($0 as? SceneError)?.line == 0 }
        let page =
            "\n<!DOCTYPE html>\n<html><head><title>Thread</title></head>\n<body><p>It does not work</p></body></html>\n"
        #expect(DumpImporter.looksLikeDump(page))
        #expect {
            try DumpImporter(page, file: "p.html")
        } throws: { ($0 as? SceneError)?.description.hasPrefix("p.html:2:1: error: an HTML page, not a dump") == true }
        #expect {
            try DumpImporter("\n\nI pasted the wrong thing\n", file: "p.txt")
        } throws: { ($0 as? SceneError)?.description.hasPrefix("p.txt:3:1: error: no view found in the dump") == true }
    }

    @Test("frames printed in another format are refused with the frame as printed")
    func otherFrameFormat() throws {
        let text = "<UIView: 0x7fa0c0000010; frame = origin=(0,0) size=(320,480); layer = <CALayer: 0x600001000010>>"
        #expect {
            try DumpImporter(text, file: "p.txt")
        } throws: {
            ($0 as? SceneError)?.message
                == "no view line has a readable frame, `frame = (x y; w h)`: frames are printed as `origin=(0,0) size=(320,480)`, not in UIKit's format"
        }
    }
}

@Suite("Bad input: an error or a partial import, never a crash or a hang")
@MainActor
struct DumpBadInputTests {
    /// Either a located error, or a scene whose file loads back to it.
    func readsOrRefuses(_ text: String) {
        do {
            _ = try imported(text)
        } catch let error as SceneError {
            #expect(error.hint != nil && (error.line > 0 || error.message == "the file is empty"), "\(error)")
        } catch {
            Issue.record("an error without a location: \(error)")
        }
    }

    @Test("random bytes, seeded, as text")
    func randomBytes() {
        var random = SplitMix64(seed: 22)
        for _ in 0..<40 {
            let bytes = (0..<2000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            readsOrRefuses(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test("random damage to a real-shaped dump: cut, duplicated and swapped characters")
    func damagedDumps() {
        var random = SplitMix64(seed: 2200)
        let base = Array(ImportTests.clean.utf8)
        for _ in 0..<200 {
            var bytes = base
            for _ in 0..<8 {
                let index = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(bytes[index], at: index)
                case 2:
                    bytes[index] =
                        [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: ";"), 0x0A][
                            Int(random.next() % 5)]
                default: bytes.swapAt(index, Int(random.next() % UInt64(bytes.count)))
                }
            }
            readsOrRefuses(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test("100,000 `<` characters, alone and after a view")
    func angles() {
        let angles = String(repeating: "<", count: 100_000)
        readsOrRefuses(angles)
        readsOrRefuses("<UIView: 0x1; frame = (0 0; 10 10); x = " + angles)
        readsOrRefuses("<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>\n   | " + angles)
        readsOrRefuses(String(repeating: "<A: 0x1; ", count: 20_000))
    }

    @Test("a binary plist and an HTML page of a thread")
    func otherFiles() {
        let plist: [UInt8] = Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x61, 0x51, 0x62, 0x08, 0x0B, 0x0D]
        readsOrRefuses(String(decoding: plist, as: UTF8.self))
        readsOrRefuses(
            "<!DOCTYPE html><html><body><pre>&lt;UIView: 0x7fa0c0000010; frame = (0 0; 320 480); layer = &lt;CALayer: 0x600001000010&gt;&gt;</pre></body></html>"
        )
    }

    @Test("a paste of 50,000 lines of views under one window imports, and within the nesting limit")
    func large() throws {
        var lines = ["<UIWindow: 0x7fa000000000; frame = (0 0; 1000 1000); layer = <UIWindowLayer: 0x600000000000>>"]
        for index in 1...50_000 {
            let depth = 1 + (index - 1) % 3
            lines.append(
                String(repeating: "   | ", count: depth)
                    + "<UIView: 0x7fa0\(String(index, radix: 16)); frame = (\(index % 900) \(index % 800); 10 10); layer = <CALayer: 0x6\(index)>>"
            )
        }
        let importer = try DumpImporter(lines.joined(separator: "\n"), file: "big.txt")
        #expect(importer.dumps.count == 1 && importer.dumps[0].views == 50_001)
    }
}
