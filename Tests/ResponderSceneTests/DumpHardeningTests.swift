import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@testable import ResponderScene

/// Text that is not a dump: views mentioned in a log, a trace or another tool's format.
@Suite("Refusing what is not a dump: views quoted in other text, views not nested")
@MainActor
struct NotADumpTests {
    /// Pastes whose view lines are all quoted inside other text, and the line of the first.
    nonisolated static let quoted: [(String, String, Int)] = [
        (
            "a hit-test trace printed by a tool",
            """
            Hit-testing a touch at {120, 300}
              -> <UIWindow: 0x7fa1c0d04a10; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x6000017c8000>> pointInside: YES
              -> <UIView: 0x7fa1c0e05b20; frame = (0 0; 375 812); layer = <CALayer: 0x6000017c9000>> pointInside: YES
              -> <UIButton: 0x7fa1c0e06c30; frame = (100 280; 80 44); layer = <CALayer: 0x6000017ca000>> pointInside: YES
            The hit view is the button.
            """, 2
        ),
        (
            "EarlGrey's hierarchy, with its own `|--` marks",
            """
            |--<UIWindow:0x7fa1c0d04a10; AX=N; frame={{0, 0}, {375, 812}}; opaque; alpha=1>
            |  |--<UIView:0x7fa1c0e05b20; AX=N; frame={{0, 0}, {375, 812}}; opaque; alpha=1>
            |  |  |--<UIButton:0x7fa1c0e06c30; AX=Y; AX.label='OK'; frame={{100, 280}, {80, 44}}; alpha=1>
            """, 1
        ),
        (
            "a log of a hitTest override, among prose",
            """
            2024-03-02 10:11:12.123 Shop[812:4417] viewDidAppear
            2024-03-02 10:11:13.456 Shop[812:4417] -[UIView(Debug) hitTest:withEvent:] <UIView: 0x7fa1c0e05b20; frame = (0 0; 375 812); layer = <CALayer: 0x6000017c9000>> point {120, 300}
            2024-03-02 10:11:13.457 Shop[812:4417] tap ignored
            2024-03-02 10:11:13.458 Shop[812:4417] -[UIView(Debug) hitTest:withEvent:] <UIButton: 0x7fa1c0e06c30; frame = (100 280; 80 44); layer = <CALayer: 0x6000017ca000>> point {20, 20}
            """, 2
        ),
        (
            "Swift's `po UIApplication.shared.windows`",
            """
            ▿ 2 elements
              - 0 : <UIWindow: 0x7fa1c0d04a10; frame = (0 0; 375 812); gestureRecognizers = <NSArray: 0x600000a1c0f0>; layer = <UIWindowLayer: 0x6000017c8000>>
              - 1 : <UITextEffectsWindow: 0x7fa1c0f07d40; frame = (0 0; 375 812); opaque = NO; autoresize = W+H; layer = <UIWindowLayer: 0x6000017cb000>>
            """, 2
        )
    ]

    @Test(
        "views quoted inside other text (a trace, another tool's tree, a log, a list) are no dump: refused at the first",
        arguments: quoted)
    func quotedViews(_ name: String, _ text: String, _ line: Int) throws {
        #expect(DumpImporter.looksLikeDump(text), "\(name)")
        #expect {
            try DumpImporter(text, file: "paste.txt")
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            return error.line == line && error.column == 1
                && error.message.hasPrefix("not a dump: this line quotes a view inside other text, `")
                && error.hint?.contains("recursiveDescription") == true
        }
    }

    @Test(
        "view lines that none is nested under (a trace that prints each view it visits, `po view.subviews`) are no dump"
    )
    func flatViews() throws {
        let trace = """
            hitTest trace:
            <UIWindow: 0x7fa1c0d04a10; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x6000017c8000>> pointInside YES
            <UIView: 0x7fa1c0e05b20; frame = (0 0; 375 812); layer = <CALayer: 0x6000017c9000>> pointInside YES
            <UIButton: 0x7fa1c0e06c30; frame = (100 280; 80 44); layer = <CALayer: 0x6000017ca000>> pointInside YES
            """
        let subviews = """
            (lldb) po self.view.subviews
            <__NSArrayM 0x600000c8a1c0>(
            <UILabel: 0x7fa1c0e06d40; frame = (20 40; 200 21); text = 'Title'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000017cc000>>,
            <UIButton: 0x7fa1c0e06c30; frame = (100 280; 80 44); layer = <CALayer: 0x6000017ca000>>
            )
            """
        for (text, line, count) in [(trace, 2, 3), (subviews, 3, 2)] {
            #expect {
                try DumpImporter(text, file: "paste.txt")
            } throws: { error in
                guard let error = error as? SceneError else { return false }
                return error.line == line
                    && error.message.hasPrefix("not a dump: \(count) lines describe views (lines \(line), ")
                    && error.message.hasSuffix(
                        "but none is nested under another with `|` marks: a list or a trace of views, not a recursiveDescription tree"
                    )
            }
        }
    }

    @Test(
        "a view quoted on a dump's first line is its top when subviews follow with the dump's marks; a lone view line is a dump of one view, unless `po view` printed it"
    )
    func quotedTop() throws {
        let cell = """
            2014-05-02 10:11:12.131 Mail[811:22118] Cell: <UITableViewCell: 0x7fa1c0e07e50; frame = (0 132; 320 44); layer = <CALayer: 0x6000017cd000>>
               | <UITableViewCellContentView: 0x7fa1c0e08f60; frame = (0 0; 320 43.5); layer = <CALayer: 0x6000017ce000>>
               |    | <UIButton: 0x7fa1c0e09070; frame = (270 7; 44 30); layer = <CALayer: 0x6000017cf000>>
            """
        let (_, scene) = try imported(cell)
        #expect(hit(scene, 280, 20) == "0x7fa1c0e09070")
        let optional = """
            (lldb) po UIApplication.shared.keyWindow?.value(forKey: "recursiveDescription")
            ▿ Optional<Any>
              - some : <UIWindow: 0x7fa1c0d04a10; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x6000017c8000>>
               | <UIButton: 0x7fa1c0e06c30; frame = (100 280; 80 44); layer = <CALayer: 0x6000017ca000>>
            """
        let (_, windowScene) = try imported(optional)
        #expect(hit(windowScene, 120, 300) == "0x7fa1c0e06c30")
        let (importer, _) = try imported(
            "<UIView: 0x7fa1c0e05b20; frame = (0 0; 375 812); layer = <CALayer: 0x6000017c9000>>\n")
        #expect(importer.dumps.map(\.views) == [1])
        // After `po self.view`, which prints the description alone whatever subviews the view has,
        // the same line is no dump.
        #expect {
            try DumpImporter(
                "(lldb) po self.view\n<UIView: 0x7fa1c0e05b20; frame = (0 0; 375 812); layer = <CALayer: 0x6000017c9000>>\n",
                file: "paste.txt")
        } throws: { error in
            (error as? SceneError)?.message
                == "not a dump: the command before this line, `(lldb) po self.view`, prints one view's description without its subviews"
        }
    }

    @Test("a log with a trace's quoted views and a dump imports the dump, and says the quoted lines are left out")
    func traceAndDump() throws {
        let text = """
            -> <UIButton: 0x7f8a1c60c4d0; frame = (20 100; 120 44); layer = <CALayer: 0x6000031e1b20>> pointInside: NO
            (lldb) po [[UIWindow keyWindow] recursiveDescription]
            """ + "\n" + DumpDetectionTests.window + "\n"
        let (importer, scene) = try imported(text)
        #expect(hit(scene, 50, 120) == "0x7f8a1c60c4d0")
        #expect(importer.dumps.count == 1)
        #expect(
            importer.warnings.map(\.description).first
                == "paste.txt:1: warning: this line quotes a view inside other text (`-> <UIButton: 0x7f8a1c60c4d0; frame = (20 100; 120 44); layer = <CALayer…`), with no subview after it; left out"
        )
    }

    @Test(
        "text that is neither YAML nor a dump (`_printHierarchy`, another lldb command) is said to have no view, with how to print one"
    )
    func otherLLDBOutput() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vc-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        (lldb) expr -l objc -O -- [[[UIWindow keyWindow] rootViewController] _printHierarchy]
        <UINavigationController 0x7fa1c1008200>, state: appeared, view: <UILayoutContainerView 0x7fa1c0d05e10>
           | <Shop.HomeViewController 0x7fa1c0c0a9e0>, state: appeared, view: <UIView 0x7fa1c0e05b20>
        """.write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try SceneLoader.load(path: path)
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            return error.line == 1 && error.message == "no view found in the dump"
                && error.hint?.contains("recursiveDescription") == true
        }
    }
}

/// What a dump names goes into the scene file `responder import` writes, comments included.
@Suite("Writing odd names from a dump")
@MainActor
struct DumpOddNameTests {
    @Test("a class name holding a C1 control character is written so that the scene file loads (a fuzzer find)")
    func controlCharacterInAClassName() throws {
        let text = """
            <UI\u{8E}Odd: 0x104151d70; frame = (0 0; 100 100); layer = <CALayer: 0x600000cf0ab0>>
               | <UIButton: 0x104842200; frame = (20 20; 40 40); layer = <CALayer: 0x600000cf21f0>>
            """
        let importer = try DumpImporter(text, file: "odd.txt")
        let file = importer.sceneFile()
        #expect(file.contains("\\u008e"))
        let loaded = try SceneLoader.load(file, file: "odd.yaml")
        #expect(
            loaded.application.hitTest(atScreen: CGPoint(x: 30, y: 30)).map { TraceRecord.name(of: $0.view) }
                == "0x104842200")
    }
}

/// A hard wrap that broke a view line anywhere: inside its head, a frame, a nested `<…>`, `(layer)`.
@Suite("Rejoining a view line broken anywhere by a hard wrap")
@MainActor
struct WrappedLineTests {
    nonisolated static let lines = [
        "<UIWindow: 0x7f8a1c40a2b0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000031e0c40>>",
        "   | <UIView: 0x7f8a1c50b3c0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000031e1a00>>",
        "   |    | <UIButton: 0x7f8a1c60c4d0; frame = (40 21.5; 102 13.5); opaque = NO; layer = <CALayer: 0x6000031e1b20>>",
        "   |    |    | <UIButtonLabel: 0x7f8a1c70d5e0; frame = (1 2; 50 10); text = 'Go'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000031e1c30>>",
        "   |    |    |    | <_UILabelContentLayer: 0x608000034a60> (layer)",
        "   |    | <UIView: 0x7f8a1c80e6f0; frame = (0 100; 390 50); layer = <CALayer: 0x6000031e1d40>>"
    ]

    /// Every way to break line `index` of the dump: after each character from the node's `<` on,
    /// as a fold does (nothing lost), and at each blank, as a word wrap does (the blank lost).
    nonisolated static func breaks(of index: Int) -> [(String, String)] {
        let line = Array(lines[index])
        let start = line.firstIndex(of: "<")!
        var cases: [(String, String)] = []
        for position in (start + 1)..<line.count {
            let fold = String(line[..<position]) + "\n" + String(line[position...])
            cases.append(("fold after `\(String(line[start..<position]).suffix(12))`", fold))
            if line[position] == " " {
                let wrap = String(line[..<position]) + "\n" + String(line[(position + 1)...])
                cases.append(("wrap at the blank after `\(String(line[start..<position]).suffix(12))`", wrap))
            }
        }
        return cases.map { name, broken in
            var copy = lines
            copy[index] = broken
            return (name, copy.joined(separator: "\n") + "\n")
        }
    }

    /// The button's frame is read, the tree is whole, nothing is guessed, the label's sublayer is no view.
    func expectWhole(_ name: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (importer, scene) = try imported(text)
        #expect(importer.warnings.isEmpty, "\(name): \(importer.warnings)", sourceLocation: sourceLocation)
        #expect(
            scene.view("0x7f8a1c60c4d0")?.frame == CGRect(x: 40, y: 21.5, width: 102, height: 13.5), "\(name)",
            sourceLocation: sourceLocation)
        #expect(
            scene.view("0x7f8a1c70d5e0")?.superview === scene.view("0x7f8a1c60c4d0"), "\(name)",
            sourceLocation: sourceLocation)
        #expect(
            scene.view("0x7f8a1c80e6f0")?.superview === scene.view("0x7f8a1c50b3c0"), "\(name)",
            sourceLocation: sourceLocation)
        #expect(
            scene.view("0x608000034a60") == nil, "\(name): a sublayer became a view", sourceLocation: sourceLocation)
        #expect(hit(scene, 120, 30) == "0x7f8a1c60c4d0", "\(name)", sourceLocation: sourceLocation)
    }

    @Test("a break anywhere in a view line with a frame tuple, `(40 21.5; 102⏎13.5)` included, keeps its frame")
    func frameLine() throws {
        for (name, text) in Self.breaks(of: 2) { try expectWhole(name, text) }
    }

    @Test("a break anywhere in a line with text and nested `<_UILabelLayer: 0x…>` keeps the line whole")
    func nestedBrackets() throws {
        for (name, text) in Self.breaks(of: 3) { try expectWhole(name, text) }
    }

    @Test("a sublayer line broken anywhere, ` (lay⏎er)` and `>⏎(layer)` included, stays a sublayer")
    func layerLine() throws {
        for (name, text) in Self.breaks(of: 4) { try expectWhole(name, text) }
    }
}

/// UIKit's keyboard and text effects windows in a dump of every window.
@Suite("UIKit's private windows: the keyboard's windows let touches through outside the keyboard")
@MainActor
struct PrivateWindowTests {
    nonisolated static let windows = """
        (lldb) e for w in UIApplication.shared.windows { print(w.value(forKey: "recursiveDescription")!) }
        <UIWindow: 0x7fb4c5c0a010; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600001e4c0a0>>
           | <UIView: 0x7fb4c5c0b120; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600001e4c0b0>>
           |    | <UITextField: 0x7fb4c5c0c230; frame = (20 100; 350 34); text = ''; opaque = NO; layer = <CALayer: 0x600001e4c0c0>>
           |    | <UIButton: 0x7fb4c5c0d340; frame = (20 480; 350 44); opaque = NO; layer = <CALayer: 0x600001e4c0d0>>
        <UITextEffectsWindow: 0x7fb4c5d0e450; frame = (0 0; 390 844); opaque = NO; autoresize = W+H; layer = <UIWindowLayer: 0x600001e4c0e0>>
           | <UIInputSetContainerView: 0x7fb4c5d0f560; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600001e4c0f0>>
        <UIRemoteKeyboardWindow: 0x7fb4c5e10670; frame = (0 0; 390 844); opaque = NO; autoresize = W+H; layer = <UIWindowLayer: 0x600001e4c100>>
           | <UIInputSetContainerView: 0x7fb4c5e11780; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600001e4c110>>
           |    | <UIInputSetHostView: 0x7fb4c5e12890; frame = (0 508; 390 336); layer = <CALayer: 0x600001e4c120>>
           |    |    | <_UIRemoteKeyboardPlaceholderView: 0x7fb4c5e139a0; frame = (0 0; 390 336); layer = <CALayer: 0x600001e4c130>>
        """

    @Test("the keyboard's windows are in front, at UIKit's levels, and take no touch outside the keyboard's views")
    func keyboardWindows() throws {
        let (importer, scene) = try imported(Self.windows)
        #expect(importer.dumps.count == 1 && scene.windows.count == 3)
        #expect(scene.windows.map { Double($0.windowLevel.rawValue) } == [0, 1, 10_000_001])
        // Above the keyboard: through both full-screen windows to the application's views.
        #expect(hit(scene, 100, 117) == "0x7fb4c5c0c230")
        #expect(hit(scene, 100, 490) == "0x7fb4c5c0d340")
        #expect(hit(scene, 100, 300) == "0x7fb4c5c0b120")
        // On the keyboard, over the part of the button it covers: the keyboard.
        #expect(hit(scene, 100, 515) == "0x7fb4c5e139a0")
        #expect(scene.application.hitTest(atScreen: CGPoint(x: 100, y: 515))?.window === scene.view("0x7fb4c5e10670"))
    }

    @Test(
        "a keyboard window's printed windowLevel wins over UIKit's default, and its hit-test still lets touches through"
    )
    func printedLevel() throws {
        let text = Self.windows.replacingOccurrences(
            of: "<UIRemoteKeyboardWindow: 0x7fb4c5e10670; frame = (0 0; 390 844);",
            with: "<UIRemoteKeyboardWindow: 0x7fb4c5e10670; frame = (0 0; 390 844); windowLevel = 2100;")
        let (_, scene) = try imported(text)
        #expect(scene.windows.map { Double($0.windowLevel.rawValue) } == [0, 1, 2100])
        #expect(hit(scene, 100, 117) == "0x7fb4c5c0c230")
    }
}

/// A fragment placed in its window: given by the user, or stated by the paste.
@Suite("A fragment's origin in window coordinates")
@MainActor
struct FragmentOriginTests {
    nonisolated static let cell = """
        (lldb) po [cell recursiveDescription]
        <MessageCell: 0x7fa1c0e07e50; baseClass = UITableViewCell; frame = (0 132; 320 44); layer = <CALayer: 0x6000017cd000>>
           | <UITableViewCellContentView: 0x7fa1c0e08f60; frame = (0 0; 320 43.5); layer = <CALayer: 0x6000017ce000>>
           |    | <UIButton: 0x7fa1c0e09070; frame = (270 7; 44 30); layer = <CALayer: 0x6000017cf000>>
        """

    @Test("without an origin, a fragment's root is at 0,0; with one, at that point, and points are window coordinates")
    func given() throws {
        let (_, own) = try imported(Self.cell)
        #expect(hit(own, 280, 20) == "0x7fa1c0e09070")
        let importer = try DumpImporter(Self.cell, file: "paste.txt", originInWindow: CGPoint(x: 0, y: 132))
        let scene = importer.build()
        #expect(hit(scene, 280, 152) == "0x7fa1c0e09070")
        #expect(hit(scene, 280, 20) == "fragment")
        #expect(scene.view("0x7fa1c0e07e50")?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(
            importer.warnings.map(\.message).contains(
                "fragment: the dump starts at `0x7fa1c0e07e50` (MessageCell), not at a window; its top-left corner is at (0, 132) in window coordinates, as --origin-in-window says: coordinates are window coordinates"
            ))
        let written = try SceneLoader.load(importer.sceneFile(), file: "paste.txt")
        #expect(hit(written, 280, 152) == "0x7fa1c0e09070")
    }

    @Test(
        "the origin a paste states after a conversion to the window (lldb's CGRect or CGPoint, Swift's tuple) places the fragment",
        arguments: [
            "(lldb) p [cell convertRect:cell.bounds toView:nil]\n(CGRect) $1 = (origin = (x = 0, y = 132), size = (width = 320, height = 44))",
            "(lldb) p [cell convertPoint:CGPointZero toView:nil]\n(CGPoint) $2 = (x = 0, y = 132)",
            "(lldb) po cell.convert(cell.bounds, to: nil)\n▿ (0.0, 132.0, 320.0, 44.0)\n  ▿ origin : (0.0, 132.0)"
        ])
    func stated(_ conversion: String) throws {
        let (importer, scene) = try imported(Self.cell + "\n" + conversion + "\n")
        #expect(hit(scene, 280, 152) == "0x7fa1c0e09070")
        #expect(
            importer.warnings.contains {
                $0.message.contains("its top-left corner is at (0, 132) in window coordinates, as line 6 (`")
            })
    }

    @Test("a `frame` printed alone (not converted to the window) does not place the fragment")
    func notConverted() throws {
        let (_, scene) = try imported(
            Self.cell
                + "\n(lldb) p cell.frame\n(CGRect) $1 = (origin = (x = 0, y = 132), size = (width = 320, height = 44))\n"
        )
        #expect(hit(scene, 280, 20) == "0x7fa1c0e09070")
    }

    @Test("sibling roots are placed by their superview's origin")
    func siblings() throws {
        let text = """
            <UIView: 0x7fa1c0e05b20; frame = (0 0; 375 60); layer = <CALayer: 0x6000017c9000>>
               | <UIButton: 0x7fa1c0e06c30; frame = (300 10; 60 40); layer = <CALayer: 0x6000017ca000>>

            <UIView: 0x7fa1c0e0a180; frame = (0 60; 375 600); layer = <CALayer: 0x6000017d0000>>
               | <UIButton: 0x7fa1c0e0b290; frame = (20 20; 100 40); layer = <CALayer: 0x6000017d1000>>
            """
        let scene = try DumpImporter(text, file: "paste.txt", originInWindow: CGPoint(x: 0, y: 100)).build()
        #expect(hit(scene, 310, 120) == "0x7fa1c0e06c30")
        #expect(hit(scene, 30, 190) == "0x7fa1c0e0b290")
    }

    @Test("an origin for a dump that starts at a window, or for a scene file, is an error that says why")
    func notAFragment() throws {
        #expect {
            try DumpImporter(DumpDetectionTests.window, file: "paste.txt", originInWindow: .zero)
        } throws: { error in
            (error as? DumpOriginError)?.description
                == "--origin-in-window: the dump in paste.txt starts at a window (UIWindow 0x7f8a1c40a2b0), which its frame places; --origin-in-window places a dump that does not start at a window (a fragment)"
        }
    }
}

/// What a cut dump's answers rest on: a frame cut away, the views lost after the cut.
@Suite("A cut dump: what an answer depends on that the dump did not show")
@MainActor
struct CutDumpTests {
    nonisolated static let cutInFrame = """
        <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001e4c0a0>>
           | <UIView: 0x7ff3e1c0b120; frame = (0 0; 375 667); layer = <CALayer: 0x600001e4c0b0>>
           |    | <UIButton: 0x7ff3e1c0c230; frame = (20 600; 335 44); layer = <CALayer: 0x600001e4c0c0>>
           |    | <UIView: 0x7ff3e1c0d340; frame = (0 5
        """

    @Test(
        "a view whose frame was cut away would take the point if it covered it: the alternative is found by hit-testing"
    )
    func frameCut() throws {
        let (importer, scene) = try imported(Self.cutInFrame)
        let window = try #require(scene.windows.first)
        let button = try #require(scene.view("0x7ff3e1c0c230"))
        #expect(hit(scene, 100, 620) == "0x7ff3e1c0c230")
        let alternatives = scene.guessedFrameAlternatives(at: CGPoint(x: 100, y: 620), in: window, hit: button)
        #expect(alternatives.map { TraceRecord.name(of: $0.view) } == ["0x7ff3e1c0d340"])
        #expect(
            alternatives.map(\.sentence) == [
                "`0x7ff3e1c0d340` (UIView) has no frame (its line was cut; it has no frame), so it takes no touch here; if it covers the point, the touch goes to `0x7ff3e1c0d340` (UIView)."
            ])
        #expect(scene.view("0x7ff3e1c0d340")?.frame == .zero, "asking what if puts the frame back")
        #expect(hit(scene, 100, 620) == "0x7ff3e1c0c230")
        #expect(
            scene.lostSubviews(at: CGPoint(x: 100, y: 620), in: window)
                == "the dump ends in a line cut short (line 4): the views printed after it are missing; the point is inside `0x7ff3e1c0b120` (UIView), `0x7ff3e1c0a010` (UIWindow), where a missing view would be in front of every view printed."
        )
        #expect(
            importer.warnings.map(\.message).last
                == "the dump ends in a line cut short (line 4): the views printed after it are missing, read as none (explain says when an answer may depend on them)"
        )
    }

    @Test("an elision after the last line loses the views after it too; a whole dump loses none")
    func elision() throws {
        let elided = """
            <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001e4c0a0>>
               | <UIView: 0x7ff3e1c0b120; frame = (0 0; 375 667); layer = <CALayer: 0x600001e4c0b0>>
               |    | <UIButton: 0x7ff3e1c0c230; frame = (20 600; 335 44); layer = <CALayer: 0x600001e4c0c0>>
               |    ...
            """
        let (_, scene) = try imported(elided)
        let window = try #require(scene.windows.first)
        #expect(
            scene.lostSubviews(at: CGPoint(x: 100, y: 620), in: window)?.hasPrefix(
                "lines were left out after line 3 (the elision at line 4): the views printed after it are missing; the point is inside `0x7ff3e1c0c230` (UIButton), `0x7ff3e1c0b120` (UIView), `0x7ff3e1c0a010` (UIWindow)"
            ) == true)
        let (_, whole) = try imported(DumpDetectionTests.window)
        let wholeWindow = try #require(whole.windows.first)
        #expect(whole.lostSubviews(at: CGPoint(x: 50, y: 120), in: wholeWindow) == nil)
        #expect(whole.guessedFrameAlternatives(at: CGPoint(x: 50, y: 120), in: wholeWindow, hit: nil).isEmpty)
    }
}
