import Foundation
import Testing

/// A paste with prose before it and two dumps: a one-window dump before a tap, and after it the
/// same window with a dimming view and a button whose line was cut.
let twoDumps = """
    Before the tap:
    (lldb) po [[UIWindow keyWindow] recursiveDescription]
    <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000a1c0f0>; layer = <UIWindowLayer: 0x600001e4c0a0>>
       | <UIButton: 0x7ff3e1c0b120; frame = (0 600; 375 67); layer = <CALayer: 0x600001e4c0b0>>
    After the tap:
    (lldb) po [[UIWindow keyWindow] recursiveDescription]
    <UIWindow: 0x7ff3e1c0a010; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000a1c0f0>; layer = <UIWindowLayer: 0x600001e4c0a0>>
       | <UIButton: 0x7ff3e1c0b120; frame = (0 600; 375 67); layer = <CALayer: 0x600001e4c0b0>>
       | <UIView: 0x7ff3e1c0c230; frame = (0 0; 375 667); alpha = 0.4; layer = <CALayer: 0x600001e4c0c0>>
       |    | <UIImageView: 0x7ff3e1c0d340; frame = (10 600; 40 40);

    """

/// Writes `text` to a new temporary file named `name` and returns its path.
func temporaryFile(_ name: String, _ contents: Data) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dumps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try contents.write(to: url)
    return url.path
}

@Suite("responder on dumps: every command reads them, with warnings, and --dump")
struct DumpCommandTests {
    static let expectedWarnings = """
        PATH:7: warning: the file holds 2 dumps; the largest, dump 2, is imported (pick another with --dump N):
          dump 1: lines 3–4, 2 views, root UIWindow 0x7ff3e1c0a010
          dump 2: lines 7–10, 4 views, root UIWindow 0x7ff3e1c0a010
        PATH:7: warning: `0x7ff3e1c0a010` (UIWindow) has gesture recognizers; a dump does not say which, so none are imported
        PATH:10: warning: `0x7ff3e1c0d340` (UIImageView): its line was cut; guessed: no transform, alpha = 1, hidden = NO, userInteractionEnabled = YES (as printed; UIImageView's default is NO)
        PATH:10: warning: the dump ends in a line cut short (line 10): the views printed after it are missing, read as none (explain says when an answer may depend on them)

        """

    @Test(
        "explain, lint and render read a dump whose first line is prose, and print its warnings located on stderr",
        arguments: [["explain", "--at", "20,620"], ["lint"], ["render"]])
    func everyCommand(_ command: [String]) throws {
        let path = try temporaryFile("paste.txt", Data(twoDumps.utf8))
        let result = try runResponder([command[0], path] + command.dropFirst())
        #expect(result.status == 0 || (command[0] == "lint" && result.status == 1), "\(result.stderr)")
        #expect(result.stderr == Self.expectedWarnings.replacingOccurrences(of: "PATH", with: path))
        #expect(!result.stdout.isEmpty)
    }

    @Test("explain answers on the dump imported, and says which attributes of views under the point were guessed")
    func explainGuess() throws {
        let path = try temporaryFile("paste.txt", Data(twoDumps.utf8))
        let after = try runResponder(["explain", path, "--at", "20,620"])
        #expect(after.stdout.hasPrefix("A touch at (20, 620) goes to `0x7ff3e1c0d340` (UIImageView)"))
        // The answer's second line says it rests on guesses, naming them; the end says more.
        #expect(
            after.stdout.split(separator: "\n")[1]
                == "This answer depends on a guess about what the dump did not show: transform, alpha, hidden, userInteractionEnabled of `0x7ff3e1c0d340` (UIImageView); the views lost where the dump was cut (see the end)."
        )
        #expect(
            after.stdout.hasSuffix(
                """
                Depends on a guess: `0x7ff3e1c0d340` (UIImageView) takes the point, but its line was cut before `userInteractionEnabled`; if it was NO, the touch goes to `0x7ff3e1c0c230` (UIView).
                Depends on a guess: the dump ends in a line cut short (line 10): the views printed after it are missing; the point is inside `0x7ff3e1c0d340` (UIImageView), `0x7ff3e1c0c230` (UIView), `0x7ff3e1c0a010` (UIWindow), where a missing view would be in front of every view printed.
                Guessed: the dump did not show transform, alpha, hidden, userInteractionEnabled of `0x7ff3e1c0d340` (UIImageView); the answer reads those lines as printed (interaction on unless `userInteractionEnabled = NO` is printed, not hidden, alpha 1, no transform).

                """
            ))
        let before = try runResponder(["explain", path, "--at", "20,620", "--dump", "1"])
        #expect(before.status == 0)
        #expect(before.stdout.hasPrefix("A touch at (20, 620) goes to `0x7ff3e1c0b120` (UIButton)"))
        #expect(!before.stdout.contains("Guessed:") && !before.stdout.contains("depends on a guess"))
        #expect(before.stderr.contains("dump 1 is imported, as --dump asked:"))
    }

    @Test("run on a dump, which has no script, is one message and no warnings")
    func runWithoutScript() throws {
        let path = try temporaryFile("paste.txt", Data(twoDumps.utf8))
        let result = try runResponder(["run", path])
        #expect(result.status == 2 && result.stdout == "")
        #expect(result.stderr.hasPrefix("\(path): error: the scene has no `script:`"))
        #expect(!result.stderr.contains("warning"))
    }

    @Test(
        "--dump past the file's dumps, below 1, or on a scene file is a usage error (64)",
        arguments: [
            (["--dump", "3"], "Error: --dump 3: PATH holds 2 dumps (dump 1: lines 3–4"),
            (["--dump", "0"], "Error: --dump takes a dump's number, from 1, not 0"),
            (["--dump", "x"], "Error: The value 'x' is invalid for '--dump <n>'")
        ])
    func badChoice(_ options: [String], _ message: String) throws {
        let path = try temporaryFile("paste.txt", Data(twoDumps.utf8))
        for command in [["explain", path, "--at", "1,1"], ["lint", path], ["render", path], ["import", path]] {
            let result = try runResponder(command + options)
            #expect(result.status == 64, "\(command)")
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix(message.replacingOccurrences(of: "PATH", with: path)), "\(result.stderr)")
            #expect(result.stderr.contains("\nUsage: responder "))
        }
        let scene = try runResponder(["lint", "Examples/seed001-chain.yaml", "--dump", "1"], in: repositoryRoot)
        #expect(scene.status == 64)
        #expect(
            scene.stderr.hasPrefix(
                "Error: --dump 1: Examples/seed001-chain.yaml is a scene file, not a dump; --dump picks one of the dumps in a text file"
            ))
    }

    @Test("import writes the dump picked as a scene file, the warnings on stderr; the file reads back the same")
    func importCommand() throws {
        let path = try temporaryFile("paste.txt", Data(twoDumps.utf8))
        let output = (path as NSString).deletingLastPathComponent + "/scene.yaml"
        let result = try runResponder(["import", path, "-o", output, "--dump", "2"])
        #expect(result.status == 0 && result.stdout == "")
        #expect(result.stderr.contains("dump 2 is imported, as --dump asked:"))
        let scene = try String(contentsOfFile: output, encoding: .utf8)
        #expect(scene.hasPrefix("# Imported from \(path) by `responder import` (dump 2 of 2: lines 7–10).\n"))
        #expect(scene.contains("guessed: [transform, alpha, hidden, userInteractionEnabled]"))
        let fromFile = try runResponder(["explain", output, "--at", "20,620"])
        let fromDump = try runResponder(["explain", path, "--at", "20,620"])
        #expect(fromFile.status == 0 && fromFile.stderr == "")
        // The same verdicts; a scene file names its views by id and the class it names (not a
        // plain UIView or UIWindow), and does not keep why a guess was made (the line was cut),
        // only what was guessed, nor that the dump was cut (a comment says it).
        #expect(
            scene.contains("  # the dump ends in a line cut short (line 10): the views printed after it are missing;"))
        #expect(fromFile.stdout.contains("goes to `0x7ff3e1c0d340` (UIImageView) in window `0x7ff3e1c0a010`."))
        #expect(
            fromFile.stdout
                == fromDump.stdout.replacingOccurrences(
                    of: #" \(UI(View|Window)\)"#, with: "", options: .regularExpression
                )
                .replacingOccurrences(
                    of: "its line was cut before `userInteractionEnabled`",
                    with: "its dump line does not show `userInteractionEnabled`"
                )
                .replacingOccurrences(of: "; the views lost where the dump was cut", with: "")
                .replacingOccurrences(
                    of: #"Depends on a guess: the dump ends in a line cut short[^\n]*\n"#, with: "",
                    options: .regularExpression))
    }

    @Test("what cannot be imported is one located message, exit code 2, for every command")
    func refusals() throws {
        let files: [(String, Data, String)] = [
            (
                "presponder.txt",
                Data(
                    """
                    (lldb) presponder 0x13fae98a0
                    <GridItemView: 0x13fae98a0; frame = (202.5 18; 56.5 56.5); layer = <CALayer: 0x13fb14360>>
                       | <GridView: 0x13f8e2600; frame = (0 0; 375 187); layer = <CALayer: 0x13fbc4470>>
                       |    | <ChatViewController: 0x13e42be00>

                    """.utf8),
                ":2:1: error: this is a responder chain (Chisel's `presponder`"
            ),
            (
                "replaced.txt",
                Data("<UIView: 0x106c6fdd0>Frame: (0.000000, 0.000000, 320.000000, 568.000000)\ttag:0\n".utf8),
                ":1:1: error: no view line has a readable frame"
            ),
            (
                "page.html", Data("<!DOCTYPE html>\n<html><body>nothing here</body></html>\n".utf8),
                ":1:1: error: an HTML page, not a dump"
            ),
            (
                "plist.txt", Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xD1, 0x01, 0x02, 0x00, 0x51]),
                ":1:9: error: not UTF-8 text"
            )
        ]
        for (name, contents, message) in files {
            let path = try temporaryFile(name, contents)
            for command in [["explain", path, "--at", "1,1"], ["lint", path], ["render", path], ["import", path]] {
                let result = try runResponder(command)
                #expect(result.status == 2 && result.stdout == "", "\(command)")
                #expect(result.stderr.hasPrefix(path + message), "\(command): \(result.stderr)")
                #expect(result.stderr.contains("\n  hint: "))
            }
        }
    }

    @Test("random bytes and 100,000 `<` never crash a command: a result or one located message")
    func garbage() throws {
        var state: UInt64 = 22
        var bytes: [UInt8] = []
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 33))
        }
        let printable = bytes.map { $0 % 95 + 32 }
        for contents in [Data(bytes), Data(printable), Data(String(repeating: "<", count: 100_000).utf8)] {
            let path = try temporaryFile("garbage.txt", contents)
            for command in [["explain", path, "--at", "1,1"], ["lint", path], ["render", path], ["import", path]] {
                let result = try runResponder(command)
                #expect([0, 1, 2].contains(result.status), "\(command): \(result.stderr)")
                if result.status == 2 {
                    #expect(result.stdout == "" && result.stderr.hasPrefix(path + ":"), "\(result.stderr)")
                }
            }
        }
    }
}
