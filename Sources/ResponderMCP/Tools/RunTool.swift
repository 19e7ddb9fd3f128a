import Foundation
import MCP
import ResponderKit
import ResponderScene

/// `run`: plays a script on a scene and answers with the event log, the JSON lines of
/// `responder run --format json` as a list.
package enum RunTool: ResponderTool {
    package static let name = "run"
    package static let description = """
        Replays a script (taps, drags, waits, set/add/remove steps, expects) on a scene or a \
        recursiveDescription dump through UIKit's event-delivery rules, and returns the event log: \
        for each step, who answered it, then every decision the engine made (hit-tests, touches \
        delivered or cancelled, gesture recognizer state changes, actions sent, first-responder \
        changes) with virtual times. `log` holds the objects `responder run --format json` prints, \
        one per line (Documentation/event-log.schema.json). The script is the scene's own \
        `script:`, a script file (`script`) or `steps`.
        """
    package static let argumentNames = SceneInput.argumentNames + ["script", "steps", "trace"]
    package static let writesFiles = false

    /// The trace topics by the CLI's names (`--trace`), and those traced when `trace` is not given.
    static let topics: KeyValuePairs<String, TraceTopics> = [
        "hit-testing": .hitTesting, "touches": .touches, "gestures": .gestures, "responders": .responders,
        "first-responder": .firstResponder, "actions": .actions, "events": .events, "all": .all, "none": []
    ]
    static let defaultTopics = ["touches", "gestures", "responders", "first-responder", "actions", "events"]

    package static var inputSchema: Value {
        var properties = SceneInput.schemaProperties(what: "scene or dump")
        properties["script"] = [
            "type": "string",
            "description":
                "A script file (YAML or JSON: a list of steps, or a mapping with `script:`) to play instead of the scene's own `script:`."
        ]
        properties["steps"] = [
            "description":
                "The steps to play instead of the scene's own `script:`: a list of step objects as a scene's `script:` takes them (`[{\"tap\": [60, 120]}, {\"wait\": 0.5}]`; in errors the list is `steps`, line N its Nth step), or the script as YAML text.",
            "anyOf": [["type": "array", "items": ["type": "object"]], ["type": "string"]]
        ]
        properties["trace"] = [
            "type": "array",
            "items": ["type": "string", "enum": .array(topics.map { .string($0.key) })],
            "description": .string(
                "What to log (default: \(defaultTopics.joined(separator: ", "))); `hit-testing` adds every view hit-testing visits."
            )
        ]
        return Schema.object(properties)
    }

    package static let outputSchema = Schema.object(
        [
            "log": [
                "type": "array",
                "description":
                    "The event log: first {\"kind\": \"log\", \"version\": 2}, then for each step its record (`kind` `step`: `does`, `answer`) followed by its entries, each with `step`, `t` and `kind` (Documentation/event-log.schema.json).",
                "items": ["type": "object", "required": ["step", "t", "kind"]]
            ],
            "failure": [
                "type": "string",
                "description":
                    "When an `expect:` step did not hold: the message the CLI prints on stderr; the log stops at that step."
            ],
            "warnings": Schema.warnings
        ],
        required: ["log", "warnings"])

    @MainActor
    package static func answer(_ arguments: ToolArguments) throws -> ToolAnswer {
        let input = try SceneInput(arguments, what: "scene or dump")
        let scriptPath = try arguments.string("script", example: "\"script\": \"taps.yaml\"")
        let steps = try stepsText(arguments)
        if scriptPath != nil && steps != nil {
            throw ToolFailure.arguments(
                name, "both `script` and `steps`: give one script",
                hint: "leave out `steps` to play the file, or `script` to play the steps")
        }
        let names =
            try arguments.choices(
                "trace", among: topics.map(\.key), example: "\"trace\": [\"touches\", \"gestures\"]")
            ?? defaultTopics
        let traced = names.reduce(into: TraceTopics()) { union, name in
            union.formUnion(topics.first { $0.key == name }?.value ?? [])
        }

        let scene = try input.load()
        let script: Script
        if let scriptPath {
            script = try Script.load(path: scriptPath)
        } else if let steps {
            script = try Script.load(steps, file: "steps")
        } else if let own = scene.script {
            script = own
        } else {
            throw SceneError(
                file: input.name, line: 0, column: 0, message: "the scene has no `script:`",
                hint: "add `script:` with steps such as `- tap: [10, 20]`, or give `steps` or a `script` file")
        }
        let results: [ScriptRunner.StepResult]
        var failure: String?
        do {
            results = try ScriptRunner.run(script, in: scene, topics: traced)
        } catch let expectation as ExpectationFailure {
            results = expectation.results
            failure = expectation.description
        }

        var structured: [String: Value] = [
            "log": try JSONLines.values(LogRenderer.jsonLines(results)), "warnings": scene.warningValues
        ]
        if let failure { structured["failure"] = .string(failure) }
        return ToolAnswer(structured: structured, summary: summary(results, failure: failure))
    }

    /// `steps` as script text: the text given, or a list written one step a line (`- {…}`), so
    /// that line N of `steps` in an error is the Nth step.
    static func stepsText(_ arguments: ToolArguments) throws(ToolFailure) -> String? {
        guard let value = arguments.value("steps") else { return nil }
        let example = "\"steps\": [{\"tap\": [60, 120]}]"
        switch value {
        case .string(let text):
            return text
        case .array(let items):
            guard !items.isEmpty else {
                throw ToolFailure.arguments(name, "`steps` is an empty list", hint: "for example \(example)")
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return items.map { item in
                let json = (try? encoder.encode(item)).flatMap { String(data: $0, encoding: .utf8) } ?? "null"
                return "- " + json + "\n"
            }.joined()
        default:
            throw arguments.wrongType("steps", value, "a list of steps or a script's text", example: example)
        }
    }

    /// One line per step, as the CLI's text log heads each step (`1 tap (60, 120) ---> AAA`), at
    /// most the first 20; then the failed `expect:`, if one did not hold.
    static func summary(_ results: [ScriptRunner.StepResult], failure: String?) -> String {
        let entries = results.reduce(0) { $0 + $1.entries.count }
        var lines = [
            "\(results.count) step\(results.count == 1 ? "" : "s"), \(entries) log entr\(entries == 1 ? "y" : "ies")"
                + (failure == nil ? "" : "; an `expect:` did not hold") + ":"
        ]
        for result in results.prefix(20) {
            let arrow = result.isInput || !result.answerNames.isEmpty ? " ---> \(result.answer)" : ""
            lines.append("\(result.number) \(result.text)\(arrow)")
        }
        if results.count > 20 { lines.append("… \(results.count - 20) more steps in `log`") }
        if let failure { lines.append(failure) }
        return lines.joined(separator: "\n")
    }
}

/// JSON lines (`run --format json`, and the one-line documents of `explain` and `lint`) as values.
enum JSONLines {
    /// The one JSON object `line` holds.
    static func object(_ line: String) throws -> [String: Value] {
        try JSONDecoder().decode([String: Value].self, from: Data(line.utf8))
    }

    static func values(_ lines: String) throws -> Value {
        let decoder = JSONDecoder()
        return .array(
            try lines.split(separator: "\n").map { line in
                try decoder.decode(Value.self, from: Data(line.utf8))
            })
    }
}
