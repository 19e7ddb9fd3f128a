import Foundation
import Testing

/// The repository's Examples folder.
let examplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

/// Scene files in `folder`, by name.
func sceneFiles(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
}

/// Compares `actual` with the snapshot at `url`; with RESPONDER_RECORD=1 in the environment the
/// snapshot is written instead (review the diff before committing it).
func expectSnapshot(_ actual: String, _ url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["RESPONDER_RECORD"] == "1" {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "\(url.lastPathComponent) differs", sourceLocation: sourceLocation)
}

@Suite("Examples: `responder run` on every example scene, against its snapshot")
struct ExampleTests {
    @Test(
        "each example replays to the log in its .out file (with the options in its .args file, if any)",
        arguments: sceneFiles(in: examplesFolder))
    func example(name: String) throws {
        let base = (name as NSString).deletingPathExtension
        let argsFile = examplesFolder.appendingPathComponent(base + ".args")
        let options = ((try? String(contentsOf: argsFile, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace)
            .map(String.init)
        let result = try runResponder(["run", examplesFolder.appendingPathComponent(name).path] + options)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        try expectSnapshot(result.stdout, examplesFolder.appendingPathComponent(base + ".out"))
    }

    @Test(
        "each classic experiment checks itself with expect steps (the test above runs it: exit code 0, they all hold)"
    )
    func classicExperimentsCheckThemselves() throws {
        let classics = sceneFiles(in: examplesFolder).filter { $0.hasPrefix("classic-") }
        #expect(classics.count >= 16)
        for name in classics {
            let text = try String(contentsOf: examplesFolder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("- expect: "), "\(name) has no expect step")
        }
    }

    @Test(
        "each malformed example fails with its one message on stderr, exit code 2, nothing on stdout",
        arguments: sceneFiles(in: examplesFolder.appendingPathComponent("Errors")))
    func malformed(name: String) throws {
        let folder = examplesFolder.appendingPathComponent("Errors")
        let result = try runResponder(
            ["run", "Examples/Errors/\(name)"], in: examplesFolder.deletingLastPathComponent())
        #expect(result.status == 2)
        #expect(result.stdout == "")
        let base = (name as NSString).deletingPathExtension
        try expectSnapshot(result.stderr, folder.appendingPathComponent(base + ".err"))
    }
}

@Suite("responder explain")
struct ExplainTests {
    static let cases: [(scene: String, point: String, snapshot: String)] = [
        ("seed000-test1.yaml", "275,300", "explain-seed000-point5.txt"),
        ("button-outside-superview.yaml", "240,210", "explain-button-outside-superview.txt"),
        ("dimming-overlay.yaml", "100,20", "explain-dimming-overlay.txt"),
        ("seed000-test1.yaml", "1000,1000", "explain-nothing-hit.txt"),
        ("Dumps/lldb-window.txt", "200,350", "explain-dump.txt")
    ]

    @Test(
        "explain prints the verdicts, the stack, the chain, the recognizers and the near miss", arguments: cases.indices
    )
    func explain(index: Int) throws {
        let (scene, point, name) = Self.cases[index]
        let result = try runResponder(
            ["explain", "Examples/\(scene)", "--at", point], in: examplesFolder.deletingLastPathComponent())
        #expect(result.status == 0)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Snapshots/\(name)")
        try expectSnapshot(result.stdout, url)
        // A dump's warnings, on stderr; a scene file has none.
        let warnings = url.deletingPathExtension().appendingPathExtension("stderr")
        if FileManager.default.fileExists(atPath: warnings.path) {
            try expectSnapshot(result.stderr, warnings)
        } else {
            #expect(result.stderr == "")
        }
    }

    @Test("a malformed point is a usage error (64), an unknown window bad input (2): one message, nothing on stdout")
    func badArguments() throws {
        let root = examplesFolder.deletingLastPathComponent()
        let point = try runResponder(["explain", "Examples/seed000-test1.yaml", "--at", "10"], in: root)
        #expect(point.status == 64 && point.stdout == "")
        #expect(point.stderr.contains("--at takes a point as x,y"))
        let window = try runResponder(
            ["explain", "Examples/seed000-test1.yaml", "--at", "1,1", "--window", "nope"], in: root)
        #expect(window.status == 2 && window.stdout == "")
        #expect(
            window.stderr == "Examples/seed000-test1.yaml: error: no window 'nope'\n  hint: its windows are window\n")
    }
}

@Suite("responder lint")
struct LintTests {
    @Test(
        "lint reports each example's findings with their fixes; exit code 1 with findings, 0 without",
        arguments: sceneFiles(in: examplesFolder))
    func lint(name: String) throws {
        let result = try runResponder(["lint", "Examples/\(name)"], in: examplesFolder.deletingLastPathComponent())
        #expect(result.stderr == "")
        #expect(result.status == (result.stdout.hasSuffix("no findings\n") ? 0 : 1))
        let base = (name as NSString).deletingPathExtension
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Snapshots/lint-\(base).txt")
        try expectSnapshot(result.stdout, url)
    }
}

@Suite("responder render")
struct RenderTests {
    @Test("render draws the hierarchy, the hit path and the pruned branches, written whole to the -o file")
    func render() throws {
        let root = examplesFolder.deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try runResponder(
            ["render", "Examples/seed000-test1.yaml", "--at", "275,300", "-o", output.path], in: root)
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
        let svg = try String(contentsOf: output, encoding: .utf8)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Snapshots/render-seed000-point5.svg")
        try expectSnapshot(svg, url)
        #expect(svg.contains("BBB (UILabel) — pruned: outside bounds (0, 0, 200, 200)"))
        #expect(svg.contains("BBBB (UILabel) — partly outside its ancestors"))
        #expect(svg.contains("touch (275, 300) → BB (UILabel)"))
    }

    @Test("a bad scene writes no file")
    func noPartialOutput() throws {
        let root = examplesFolder.deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).svg")
        let result = try runResponder(["render", "Examples/Errors/unknown-key.yaml", "-o", output.path], in: root)
        #expect(result.status == 2 && result.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}

@Suite("responder demo's bundled scenes")
struct BundledSceneTests {
    @Test("the scenes bundled with the demo are the seed 000 examples, byte for byte")
    func sameAsExamples() throws {
        let bundled = examplesFolder.deletingLastPathComponent().appendingPathComponent("Sources/responder/Scenes")
        let names = sceneFiles(in: bundled)
        #expect(names.count == 5)
        for name in names {
            let copy = try Data(contentsOf: bundled.appendingPathComponent(name))
            let original = try Data(contentsOf: examplesFolder.appendingPathComponent(name))
            #expect(copy == original, "\(name) differs from Examples/\(name)")
        }
    }
}

@Suite("Every subcommand on every malformed example")
struct MalformedInputTests {
    static let commands: [[String]] = [["run"], ["explain", "--at", "1,1"], ["lint"], ["render"]]

    @Test("one message with a location on stderr, exit code 2, nothing on stdout", arguments: commands.indices)
    func everyCommand(index: Int) throws {
        let root = examplesFolder.deletingLastPathComponent()
        for name in sceneFiles(in: examplesFolder.appendingPathComponent("Errors")) {
            let command = Self.commands[index]
            let result = try runResponder([command[0], "Examples/Errors/\(name)"] + command.dropFirst(), in: root)
            #expect(result.status == 2, "\(command[0]) \(name)")
            #expect(result.stdout == "", "\(command[0]) \(name)")
            #expect(result.stderr.hasPrefix("Examples/Errors/\(name):"), "\(command[0]) \(name): \(result.stderr)")
            #expect(
                result.stderr.contains(": error: ") && result.stderr.contains("\n  hint: "), "\(command[0]) \(name)")
        }
    }

    @Test(
        "an output file that cannot be written is one message with a hint, exit code 2, nothing on stdout",
        arguments: ["render", "import"])
    func unwritableOutput(command: String) throws {
        let root = examplesFolder.deletingLastPathComponent()
        let input = command == "render" ? "Examples/seed000-test1.yaml" : "Examples/Dumps/lldb-window.txt"
        let result = try runResponder([command, input, "-o", "/nonexistent-folder/out"], in: root)
        #expect(result.status == 2 && result.stdout == "")
        #expect(result.stderr.contains("/nonexistent-folder/out: error: cannot write the file: "))
        #expect(result.stderr.hasSuffix("\n  hint: check that the directory exists and can be written to\n"))
    }

    @Test("import of a file with no view in it fails the same way, and writes no output file")
    func importNothing() throws {
        let root = examplesFolder.deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).yaml")
        let result = try runResponder(["import", "Examples/Errors/unknown-key.yaml", "-o", output.path], in: root)
        #expect(result.status == 2 && result.stdout == "")
        #expect(
            result.stderr
                == "Examples/Errors/unknown-key.yaml:1:1: error: no view found in the dump\n  hint: a dump is what `expression -l objc -O -- [[UIWindow keyWindow] recursiveDescription]` (or, in Swift, `po view.value(forKey: \"recursiveDescription\")!`) prints: one view per line, `<UIWindow: 0x7f…; frame = (0 0; 390 844); …>`, each subview under its superview with one more `   | `; paste all of it\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}

/// The fuzz target's seed corpus: malformed scenes, scripts and dumps (Fuzz/Corpus).
let corpusFolder = examplesFolder.deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

@Suite("Every subcommand on every file of the fuzz corpus")
struct CorpusTests {
    static let commands: [[String]] = [
        ["run"], ["explain", "--at", "5,5"], ["lint"], ["render", "-o"], ["import", "-o"]
    ]
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)) ?? []).sorted()

    @Test(
        "a result (or lint's findings, exit code 1), or one located message with a hint, exit code 2 and no output; never a crash",
        arguments: commands.indices)
    func everyFile(index: Int) throws {
        #expect(Self.files.count >= 25)
        let root = examplesFolder.deletingLastPathComponent()
        for name in Self.files {
            let command = Self.commands[index]
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
            let arguments =
                [command[0], "Fuzz/Corpus/\(name)"] + command.dropFirst() + (command.last == "-o" ? [output.path] : [])
            let result = try runResponder(arguments, in: root)
            let written = FileManager.default.fileExists(atPath: output.path)
            try? FileManager.default.removeItem(at: output)
            let what = "\(command[0]) \(name): \(result.stderr)"
            #expect(result.status == 0 || result.status == 2 || (command[0] == "lint" && result.status == 1), "\(what)")
            if result.status == 1 {
                #expect(result.stderr.isEmpty && !result.stdout.isEmpty, "lint found something: \(what)")
                continue
            }
            if result.status == 0 {
                #expect(command.last != "-o" || written, "\(what)")
                continue
            }
            #expect(result.stdout == "" && !written, "no partial output: \(what)")
            let first = result.stderr.prefix { $0 != "\n" }
            #expect(first.hasPrefix("Fuzz/Corpus/\(name):") && first.contains(": error: "), "\(what)")
            #expect(result.stderr.contains("\n  hint: "), "\(what)")
        }
    }
}
