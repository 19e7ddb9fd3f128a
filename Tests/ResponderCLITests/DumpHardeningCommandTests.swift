import Foundation
import Testing

@Suite("responder on text that is not a dump, and on dumps broken by a wrap")
struct DumpHardeningCommandTests {
    /// Text that mentions views without being a dump, the line of its error, and how the message starts.
    static let notDumps: [(String, String, String)] = [
        (
            "trace.txt",
            """
            Hit-testing a touch at {120, 300}
              -> <UIWindow: 0x7fa1c0d04a10; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x6000017c8000>> pointInside: YES
              -> <UIButton: 0x7fa1c0e06c30; frame = (100 280; 80 44); layer = <CALayer: 0x6000017ca000>> pointInside: YES
            """,
            ":2:1: error: not a dump: this line quotes a view inside other text, `-> <UIWindow: 0x7fa1c0d04a10;"
        ),
        (
            "earlgrey.txt",
            """
            |--<UIWindow:0x7fa1c0d04a10; AX=N; frame={{0, 0}, {375, 812}}; opaque; alpha=1>
            |  |--<UIButton:0x7fa1c0e06c30; AX=Y; frame={{100, 280}, {80, 44}}; alpha=1>
            """,
            ":1:1: error: not a dump: this line quotes a view inside other text, `|--<UIWindow:0x7fa1c0d04a10;"
        ),
        (
            "visited.txt",
            """
            <UIWindow: 0x7fa1c0d04a10; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x6000017c8000>> pointInside YES
            <UIButton: 0x7fa1c0e06c30; frame = (100 280; 80 44); layer = <CALayer: 0x6000017ca000>> pointInside YES
            """,
            ":1:1: error: not a dump: 2 lines describe views (lines 1, 2), but none is nested under another"
        ),
        (
            "print-hierarchy.txt",
            """
            <UINavigationController 0x7fa1c1008200>, state: appeared, view: <UILayoutContainerView 0x7fa1c0d05e10>
               | <Shop.HomeViewController 0x7fa1c0c0a9e0>, state: appeared, view: <UIView 0x7fa1c0e05b20>
            """,
            ":1:1: error: no view found in the dump"
        )
    ]

    @Test(
        "text that is not a dump (a trace, another tool's tree, views not nested, _printHierarchy) is refused by every command: exit code 2, the line, a hint how to print a dump",
        arguments: notDumps.indices)
    func notADump(_ index: Int) throws {
        let (name, text, message) = Self.notDumps[index]
        let path = try temporaryFile(name, Data(text.utf8))
        for command in [["explain", path, "--at", "120,300"], ["lint", path], ["render", path], ["import", path]] {
            let result = try runResponder(command)
            #expect(result.status == 2 && result.stdout == "", "\(command): \(result.stdout)")
            #expect(result.stderr.hasPrefix(path + message), "\(command): \(result.stderr)")
            #expect(
                result.stderr.contains(
                    "\n  hint: a dump is what `expression -l objc -O -- [[UIWindow keyWindow] recursiveDescription]`"),
                "\(command): \(result.stderr)")
        }
    }

    @Test("a frame broken by a wrap, `frame = (40 21.5; 102⏎13.5)`, keeps its size: explain finds the button there")
    func brokenFrame() throws {
        let text = """
            <UIWindow: 0x7f8a1c40a2b0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000031e0c40>>
               | <UIButton: 0x7f8a1c60c4d0; frame = (40 21.5; 102
            13.5); opaque = NO; layer = <CALayer: 0x6000031e1b20>>
            """
        let path = try temporaryFile("wrapped.txt", Data(text.utf8))
        let result = try runResponder(["explain", path, "--at", "130,30"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        #expect(result.stdout.hasPrefix("A touch at (130, 30) goes to `0x7f8a1c60c4d0` (UIButton)"), "\(result.stdout)")
    }
}

@Suite("responder explain across UIKit's private windows")
struct PrivateWindowCommandTests {
    @Test("explain sends a touch above the keyboard through the keyboard's windows, and one on the keyboard to it")
    func keyboard() throws {
        let text = """
            <UIWindow: 0x7fb4c5c0a010; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600001e4c0a0>>
               | <UIButton: 0x7fb4c5c0d340; frame = (20 480; 350 44); opaque = NO; layer = <CALayer: 0x600001e4c0d0>>
            <UIRemoteKeyboardWindow: 0x7fb4c5e10670; frame = (0 0; 390 844); opaque = NO; autoresize = W+H; layer = <UIWindowLayer: 0x600001e4c100>>
               | <UIInputSetContainerView: 0x7fb4c5e11780; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600001e4c110>>
               |    | <UIInputSetHostView: 0x7fb4c5e12890; frame = (0 508; 390 336); layer = <CALayer: 0x600001e4c120>>
               |    |    | <_UIRemoteKeyboardPlaceholderView: 0x7fb4c5e139a0; frame = (0 0; 390 336); layer = <CALayer: 0x600001e4c130>>
            """
        let path = try temporaryFile("keyboard.txt", Data(text.utf8))
        let above = try runResponder(["explain", path, "--at", "100,490"])
        #expect(above.status == 0, "\(above.stderr)")
        #expect(
            above.stdout.hasPrefix(
                "A touch at (100, 490) goes to `0x7fb4c5c0d340` (UIButton) in window `0x7fb4c5c0a010`"),
            "\(above.stdout)")
        let on = try runResponder(["explain", path, "--at", "100,515"])
        #expect(
            on.stdout.hasPrefix(
                "A touch at (100, 515) goes to `0x7fb4c5e139a0` (_UIRemoteKeyboardPlaceholderView) in window `0x7fb4c5e10670`"
            ), "\(on.stdout)")
    }
}

@Suite("responder explain and import --origin-in-window")
struct FragmentOriginCommandTests {
    @Test("--origin-in-window places a fragment: explain answers in window coordinates, import writes it there")
    func placed() throws {
        let path = "Examples/Dumps/cell-recursive-description-header.txt"
        let own = try runResponder(["explain", path, "--at", "280,20"], in: repositoryRoot)
        let placed = try runResponder(
            ["explain", path, "--at", "280,152", "--origin-in-window", "0,132"], in: repositoryRoot)
        #expect(placed.status == 0, "\(placed.stderr)")
        #expect(
            placed.stdout.prefix { $0 != "\n" }
                == own.stdout.prefix { $0 != "\n" }.replacingOccurrences(of: "(280, 20)", with: "(280, 152)"))
        #expect(
            placed.stdout.contains(
                "Fragment: the dump starts at `0xc46b0a0` (MessageCell), not at a window; its top-left corner is at (0, 132) in window coordinates, as --origin-in-window says: coordinates are window coordinates.\n"
            ))
        let scene = try runResponder(["import", path, "--origin-in-window", "0,132"], in: repositoryRoot)
        #expect(scene.status == 0 && scene.stdout.contains("frame: [0, 132, "), "\(scene.stdout)")
    }

    @Test(
        "--origin-in-window on a dump of windows, on a scene file or malformed is a usage error (64)",
        arguments: [
            (
                ["explain", "Examples/Dumps/lldb-window.txt", "--at", "1,1", "--origin-in-window", "0,20"],
                "Error: --origin-in-window: the dump in Examples/Dumps/lldb-window.txt starts at a window"
            ),
            (
                ["import", "Examples/Dumps/lldb-window.txt", "--origin-in-window", "0,20"],
                "Error: --origin-in-window: the dump in Examples/Dumps/lldb-window.txt starts at a window"
            ),
            (
                ["explain", "Examples/seed001-chain.yaml", "--at", "1,1", "--origin-in-window", "0,20"],
                "Error: --origin-in-window: Examples/seed001-chain.yaml is a scene file, not a dump"
            ),
            (
                ["import", "Examples/Dumps/tab-bar-buttons.txt", "--origin-in-window", "0;813"],
                "Error: --origin-in-window takes a point as x,y (for example --origin-in-window 0,132), not '0;813'"
            )
        ])
    func refused(_ arguments: [String], _ message: String) throws {
        let result = try runResponder(arguments, in: repositoryRoot)
        #expect(result.status == 64 && result.stdout == "", "\(result.stderr)")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }
}

@Suite("responder explain on a cut dump: the answer says what it rests on")
struct CutDumpCommandTests {
    @Test(
        "explain's second line says the answer depends on a guess and names it; the end says where the touch would go; a whole dump says nothing"
    )
    func cut() throws {
        let text = """
            <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001e4c0a0>>
               | <UIView: 0x7ff3e1c0b120; frame = (0 0; 375 667); layer = <CALayer: 0x600001e4c0b0>>
               |    | <UIButton: 0x7ff3e1c0c230; frame = (20 600; 335 44); layer = <CALayer: 0x600001e4c0c0>>
               |    | <UIView: 0x7ff3e1c0d340; frame = (0 5
            """
        let path = try temporaryFile("cut.txt", Data(text.utf8))
        let result = try runResponder(["explain", path, "--at", "100,620"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[0]
                == "A touch at (100, 620) goes to `0x7ff3e1c0c230` (UIButton) in window `0x7ff3e1c0a010` (UIWindow).")
        #expect(
            lines[1]
                == "This answer depends on a guess about what the dump did not show: the frame of `0x7ff3e1c0d340` (UIView); the views lost where the dump was cut (see the end)."
        )
        #expect(
            result.stdout.contains(
                "Depends on a guess: `0x7ff3e1c0d340` (UIView) has no frame (its line was cut; it has no frame), so it takes no touch here; if it covers the point, the touch goes to `0x7ff3e1c0d340` (UIView).\n"
            ))
        let whole = try runResponder(
            ["explain", "Examples/Dumps/lldb-window.txt", "--at", "200,350"], in: repositoryRoot)
        #expect(
            whole.status == 0 && !whole.stdout.contains("depends on a guess")
                && !whole.stdout.contains("Depends on a guess"))
    }
}
