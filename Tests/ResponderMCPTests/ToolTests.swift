import Foundation
import MCP
import ResponderDiagnosis
import ResponderKit
import ResponderMCP
import ResponderScene
import Testing

/// The tools compared with what the CLI's code gives for the same input: the answer is the same
/// value, whichever client asks.
@MainActor
@Suite("The MCP tools: arguments in, the CLI's answers out")
struct ToolTests {
    @Test("every tool is listed with an object schema that refuses unknown arguments, and an output schema")
    func listing() throws {
        let tools = ToolCatalog.listing
        #expect(tools.map(\.name) == ["explain", "run", "lint", "import", "render"])
        for tool in tools {
            let schema = try #require(tool.inputSchema.objectValue, "\(tool.name)")
            #expect(schema["type"] == "object")
            #expect(schema["additionalProperties"] == false)
            let properties = try #require(schema["properties"]?.objectValue)
            #expect(properties["path"] != nil && properties["text"] != nil, "\(tool.name)")
            #expect(tool.outputSchema?.objectValue?["type"] == "object")
            #expect(tool.annotations.openWorldHint == false)
        }
    }

    @Test("explain answers with the document of `explain --format json` and the brief text as its summary")
    func explainMatchesTheCLI() throws {
        let path = example("button-outside-superview.yaml")
        let point = CGPoint(x: 240, y: 210)
        for brief in [false, true] {
            let result = try call(
                "explain", ["path": .string(path), "point": ["x": 240, "y": 210], "brief": .bool(brief)])
            #expect(result.isError == false)
            let scene = try SceneLoader.load(path: path)
            let explanation = Explanation(
                point: point, in: scene.application, window: nil, naming: scene.displayName, scene: scene)
            var expected = try JSONDecoder().decode(
                [String: Value].self,
                from: Data(
                    try AnswerJSON.line(AnswerJSON.ExplainDocument(explanation: explanation.answer, brief: brief)).utf8)
            )
            expected["warnings"] = []
            #expect(result.structuredContent == .object(expected), "brief: \(brief)")
            #expect(text(of: result) == explanation.answer.briefText)
        }
    }

    @Test(
        "explain after a step of the script, in a window by id; a step past the script and an unknown window are the CLI's errors"
    )
    func explainStepAndWindow() throws {
        let path = example("dimming-overlay.yaml")
        let result = try call("explain", ["path": .string(path), "point": ["x": 100, "y": 20], "step": 2])
        #expect(result.isError == false)
        #expect(field("step", of: result) == 2)
        let past = try call("explain", ["path": .string(path), "point": ["x": 100, "y": 20], "step": 99])
        #expect(past.isError == true)
        #expect(text(of: past).hasPrefix("\(path): error: `step` 99: the script has "))
        let window = try call("explain", ["path": .string(path), "point": ["x": 100, "y": 20], "window": "nope"])
        #expect(window.isError == true)
        #expect(text(of: window).hasPrefix("\(path): error: no window 'nope'\n  hint: its windows are "))
        let noPoint = try call("explain", ["path": .string(path)])
        #expect(
            text(of: noPoint)
                == "explain: error: no `point`: explain answers for a point\n  hint: for example \"point\": {\"x\": 100, \"y\": 120}"
        )
    }

    @Test("lint answers with the document of `lint --format json`; findings are no tool error")
    func lintMatchesTheCLI() throws {
        let path = example("lint-gallery.yaml")
        let result = try call("lint", ["path": .string(path)])
        #expect(result.isError == false)
        let findings = Lint.check(try SceneLoader.load(path: path))
        #expect(!findings.isEmpty)
        var expected = try JSONDecoder().decode(
            [String: Value].self,
            from: Data(try AnswerJSON.line(AnswerJSON.LintDocument(file: path, findings: findings)).utf8))
        expected["warnings"] = []
        #expect(result.structuredContent == .object(expected))
        let shown = ["\(path): \(findings.count) findings"] + findings.prefix(10).map(\.description)
        #expect(text(of: result).hasPrefix(shown.joined(separator: "\n")))
        #expect(findings.count <= 10 || text(of: result).hasSuffix("… \(findings.count - 10) more in `findings`"))
    }

    @Test("run answers with the JSON lines of `run --format json` and heads the summary with each step's answer")
    func runMatchesTheCLI() throws {
        let path = example("seed000-test1.yaml")
        let result = try call("run", ["path": .string(path)])
        #expect(result.isError == false)
        let scene = try SceneLoader.load(path: path)
        let results = try ScriptRunner.run(
            try #require(scene.script), in: scene,
            topics: [.touches, .gestures, .responders, .firstResponder, .actions, .events])
        #expect(field("log", of: result) == .array(try values(ofJSONLines: LogRenderer.jsonLines(results))))
        #expect(field("warnings", of: result) == [])
        #expect(field("failure", of: result) == nil)
        // The summary's step lines are the headers of the CLI's text log.
        let headers = LogRenderer.text(results).split(separator: "\n").filter { !$0.hasPrefix(" ") }
        let summary = text(of: result).split(separator: "\n")
        #expect(summary.first == "\(results.count) steps, \(results.reduce(0) { $0 + $1.entries.count }) log entries:")
        #expect(Array(summary.dropFirst()) == headers)
    }

    @Test("run plays `steps` given as a list instead of the scene's script, and `trace` picks the topics")
    func runSteps() throws {
        let path = example("seed001-chain.yaml")
        let result = try call(
            "run", ["path": .string(path), "steps": [["tap": [40, 140]], ["wait": 0.5]], "trace": ["hit-testing"]])
        #expect(result.isError == false)
        let scene = try SceneLoader.load(path: path)
        let script = try Script.load("- tap: [40, 140]\n- wait: 0.5\n", file: "steps")
        let results = try ScriptRunner.run(script, in: scene, topics: .hitTesting)
        #expect(field("log", of: result) == .array(try values(ofJSONLines: LogRenderer.jsonLines(results))))
    }

    @Test("a bad step in a `steps` list is located at its line: line N is the Nth step")
    func badStepIsLocated() throws {
        let result = try call(
            "run", ["path": .string(example("seed001-chain.yaml")), "steps": [["tap": [1, 2]], ["tapp": [1, 2]]]])
        #expect(result.isError == true)
        #expect(text(of: result).hasPrefix("steps:2:"))
        #expect(text(of: result).contains("did you mean 'tap'?"))
    }

    @Test("an `expect:` that does not hold is no tool error: the log up to it and the CLI's message in `failure`")
    func failedExpectation() throws {
        let result = try call(
            "run",
            ["path": .string(example("seed001-chain.yaml")), "steps": "- tap: [40, 140]\n- expect: {answer: leaf}\n"])
        #expect(result.isError == false)
        let failure = try #require(field("failure", of: result)?.stringValue)
        #expect(failure.hasPrefix("steps:2:"))
        #expect(text(of: result).hasSuffix(failure))
        let last = try #require(
            field("log", of: result)?.arrayValue?.last(where: { $0.objectValue?["kind"] == "step" }))
        #expect(last.objectValue?["failed"] != nil)
    }

    @Test("a scene without a script, run without steps, is the CLI's error")
    func noScript() throws {
        let result = try call("run", ["text": "windows:\n  - id: w\n"])
        #expect(result.isError == true)
        #expect(text(of: result).hasPrefix("text: error: the scene has no `script:`"))
    }

    @Test("import answers with the scene file and the warnings `responder import` gives, and lists the dumps")
    func importMatchesTheCLI() throws {
        let path = example("Dumps/before-after-two-dumps.txt")
        let result = try call("import", ["path": .string(path), "dump": 1])
        #expect(result.isError == false)
        let imported = try DumpImporter(try TextFile.read(path: path, hint: ""), file: path, dump: 1)
        #expect(field("scene", of: result) == .string(imported.sceneFile()))
        #expect(field("warnings", of: result) == .array(imported.warnings.map { .string($0.description) }))
        #expect(field("chosen", of: result) == 1)
        #expect(field("dumps", of: result)?.arrayValue?.count == imported.dumps.count)
        #expect(imported.dumps.count == 2)
    }

    @Test("render answers with the SVG of `responder render`, or writes it to `output`")
    func renderMatchesTheCLI() throws {
        let path = example("button-outside-superview.yaml")
        let result = try call("render", ["path": .string(path), "point": ["x": 240, "y": 210]])
        #expect(result.isError == false)
        let svg = SVGRenderer.render(try SceneLoader.load(path: path), at: CGPoint(x: 240, y: 210))
        #expect(field("svg", of: result) == .string(svg))
        #expect(text(of: result).hasPrefix("An SVG picture of "))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-render-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.svg").path
        let written = try call(
            "render", ["path": .string(path), "point": ["x": 240, "y": 210], "output": .string(output)])
        #expect(written.isError == false)
        #expect(field("svg", of: written) == nil)
        #expect(field("output", of: written) == .string(output))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == svg)
    }

    @Test("a dump given as text is read as the CLI reads the file, with the same warnings, named `text`")
    func dumpAsText() throws {
        let path = example("Dumps/lldb-window.txt")
        let dump = try TextFile.read(path: path, hint: "")
        let result = try call("render", ["text": .string(dump)])
        #expect(result.isError == false)
        let scene = try SceneLoader.load(sceneOrDump: dump, file: "text")
        #expect(field("svg", of: result) == .string(SVGRenderer.render(scene)))
        #expect(field("warnings", of: result) == .array(scene.importWarnings.map { .string($0.description) }))
        #expect(field("views", of: result) == .int(scene.objects.values.filter { $0 is UIView }.count))
    }

    @Test("a malformed scene gets the CLI's located error and hint, as a tool error")
    func malformedScene() throws {
        let scene =
            "windows:\n  - id: main\n    rootViewController:\n      id: vc\n      view: {id: root, frmae: [0, 0, 10, 10]}\n"
        let expected: String
        do {
            _ = try SceneLoader.load(sceneOrDump: scene, file: "text")
            Issue.record("the scene loaded")
            return
        } catch let error as SceneError {
            expected = error.description
        }
        for tool in ["run", "render"] {
            let result = try call(tool, ["text": .string(scene)])
            #expect(result.isError == true)
            #expect(text(of: result) == expected, "\(tool)")
            #expect(result.structuredContent == nil)
        }
        #expect(expected.hasPrefix("text:5:"))
        #expect(expected.contains("did you mean 'frame'?"))
    }

    @Test("a missing file and a dump number past the file's dumps are the CLI's errors")
    func badFiles() throws {
        let missing = try call("render", ["path": "no/such/scene.yaml"])
        #expect(missing.isError == true)
        #expect(text(of: missing).hasPrefix("no/such/scene.yaml: error: no such file"))
        let dump = try call("import", ["path": .string(example("Dumps/before-after-two-dumps.txt")), "dump": 5])
        #expect(dump.isError == true)
        #expect(text(of: dump).contains("5"))
    }

    @Test("missing, doubled, unknown and mistyped arguments are tool errors with the reason and a hint")
    func badArguments() throws {
        let path = Value.string(example("seed001-chain.yaml"))
        let cases: [(String, [String: Value], String, String)] = [
            ("render", [:], "render: error: no scene or dump: give `path` or `text`", "hint: for example"),
            ("render", ["path": path, "text": "x"], "render: error: both `path` and `text`", "hint: leave out"),
            (
                "render", ["path": path, "pont": ["x": 1, "y": 2]], "render: error: render takes no argument `pont`",
                "hint: did you mean 'point'?"
            ),
            (
                "render", ["path": path, "point": "1,2"],
                "render: error: `point` is a string (\"1,2\"); it takes a point",
                "hint: for example \"point\": {\"x\": 100, \"y\": 120}"
            ),
            ("render", ["path": path, "point": ["x": 1]], "render: error: `point` has no `y`", "hint: for example"),
            (
                "render", ["path": path, "point": ["x": 1, "y": 2, "z": 3]], "render: error: `point` has a key `z`",
                "hint: for example"
            ),
            ("render", ["path": 5], "render: error: `path` is a number (5); it takes a string", "hint: for example"),
            (
                "explain", ["path": path, "point": ["x": 1, "y": 2], "brief": "yes"],
                "explain: error: `brief` is a string (\"yes\"); it takes true or false",
                "hint: for example \"brief\": true"
            ),
            (
                "explain", ["path": path, "point": ["x": 1, "y": 2], "step": -1],
                "explain: error: `step` is -1; it takes an integer from 0", "hint: for example"
            ),
            (
                "import", ["path": path, "dump": 0], "import: error: `dump` is 0; it takes an integer from 1",
                "hint: for example \"dump\": 2"
            ),
            (
                "import", ["path": path, "dump": 1.5], "import: error: `dump` is a number (1.5); it takes an integer",
                "hint: for example"
            ),
            (
                "run", ["path": path, "trace": ["touchs"]], "run: error: `trace` has 'touchs', not one of its names",
                "hint: did you mean 'touches'?"
            ),
            ("run", ["path": path, "steps": []], "run: error: `steps` is an empty list", "hint: for example"),
            (
                "run", ["path": path, "steps": ["tap": [1, 2]]], "run: error: `steps` is an object",
                "hint: for example \"steps\": [{\"tap\": [60, 120]}]"
            ),
            (
                "run", ["path": path, "steps": "- wait: 1", "script": "s.yaml"],
                "run: error: both `script` and `steps`",
                "hint: leave out"
            )
        ]
        for (tool, arguments, reason, hint) in cases {
            let result = try call(tool, arguments)
            #expect(result.isError == true, "\(arguments)")
            let lines = text(of: result).split(separator: "\n").map(String.init)
            #expect(lines.count == 2, "\(arguments)")
            #expect(lines.first?.hasPrefix(reason) == true, "\(arguments): \(lines)")
            #expect(lines.last?.hasPrefix("  " + hint) == true, "\(arguments): \(lines)")
        }
    }

    @Test("an unknown tool is a JSON-RPC invalid-params error with a suggestion")
    func unknownTool() {
        #expect(throws: MCPError.invalidParams("unknown tool 'rendr'; did you mean 'render'?")) {
            try ToolCatalog.call("rendr", arguments: [:])
        }
    }

    @Test("an output file that cannot be written is the CLI's error, and nothing else is answered")
    func unwritableOutput() throws {
        let result = try call(
            "import", ["path": .string(example("Dumps/lldb-window.txt")), "output": "/no/such/directory/scene.yaml"])
        #expect(result.isError == true)
        #expect(text(of: result).hasPrefix("/no/such/directory/scene.yaml: error: cannot write the file"))
        #expect(text(of: result).hasSuffix("hint: check that the directory exists and can be written to"))
    }
}
