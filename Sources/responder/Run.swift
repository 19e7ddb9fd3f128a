import ArgumentParser
import Foundation
import ResponderKit
import ResponderScene

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replays a scene's script and prints the event log.",
        discussion: """
        Each step prints `N ---> who answered` (the views whose recognizers or controls sent an \
        action the scene performs, else the responders that handled the touches), followed by what \
        the engine decided, one line each, with virtual times. `--format json` prints the same log \
        as JSON lines instead.

        Examples:
          swift run responder run Examples/seed000-test1.yaml
          swift run responder run Examples/seed000-test1.yaml --trace none
          swift run responder run scene.yaml --script taps.yaml --format json --trace gestures,actions

        """ + ExitCode.helpSection(
            success: "the log was printed",
            badInput: """
            a scene or script that is missing, not UTF-8 text or malformed, a
            scene without `script:` and no --script, a step naming an unknown id
            """)
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The scene file (YAML or JSON) or a recursiveDescription dump.", completion: sceneFileCompletion)
    var scene: String

    @Option(help: "A script file to play instead of the scene's own `script:`.",
            completion: .file(extensions: ["yaml", "yml", "json"]))
    var script: String?

    @Option(help: "text (for people) or json (one object per line).")
    var format: Format = .text

    @Option(help: "What to trace, comma-separated: \(TraceOption.names.joined(separator: ", ")).",
            completion: .custom(TraceOption.complete))
    var trace: String = TraceOption.defaultValue

    func validate() throws {
        _ = try TraceOption.parse(trace)
    }

    func run() throws {
        let topics = try TraceOption.parse(trace)
        let output = try withScene(scene) { loaded in
            let steps: Script
            if let script {
                steps = try Script.load(path: script)
            } else if let own = loaded.script {
                steps = own
            } else {
                throw SceneError(file: scene, line: 0, column: 0, message: "the scene has no `script:`",
                                 hint: "add `script:` with steps such as `- tap: [10, 20]`, or give a script file with --script FILE")
            }
            let results = try ScriptRunner.run(steps, in: loaded, topics: topics)
            return format == .json ? LogRenderer.jsonLines(results) : LogRenderer.text(results)
        }
        print(output, terminator: "")
    }
}

/// Trace topics by their command-line names.
enum TraceOption {
    static let topics: KeyValuePairs<String, TraceTopics> = [
        "hit-testing": .hitTesting, "touches": .touches, "gestures": .gestures, "responders": .responders,
        "first-responder": .firstResponder, "actions": .actions, "events": .events, "all": .all, "none": [],
    ]
    static var names: [String] { topics.map(\.key) }
    static let defaultValue = "touches,gestures,responders,first-responder,actions,events"

    /// Shell completion of `--trace`: the topics that can follow what is typed, each after the
    /// topics already listed before the last comma (`touches,ge` → `touches,gestures`).
    @Sendable static func complete(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let listed = prefix.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let typed = listed.last ?? ""
        let head = listed.dropLast().map { $0 + "," }.joined()
        return names.filter { $0.hasPrefix(typed) && !listed.dropLast().contains($0) }.map { head + $0 }
    }

    static func parse(_ text: String) throws -> TraceTopics {
        var result: TraceTopics = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let topic = topics.first(where: { $0.key == name })?.value else {
                let close = names.min { editDistance($0, name) < editDistance($1, name) }
                throw ValidationError("unknown trace topic '\(name)'" + (close.map { "; did you mean '\($0)'?" } ?? ""))
            }
            result.formUnion(topic)
        }
        return result
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return row[b.count]
    }
}
