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
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @Option(help: "A script file to play instead of the scene's own `script:`.")
    var script: String?

    @Option(help: "text (for people) or json (one object per line).")
    var format: Format = .text

    @Option(help: "What to trace, comma-separated: \(TraceOption.names.joined(separator: ", ")).")
    var trace: String = TraceOption.defaultValue

    func validate() throws {
        _ = try TraceOption.parse(trace)
    }

    func run() throws {
        let output = try MainActor.assumeIsolated { () throws -> String in
            do {
                let loaded = try SceneLoader.load(path: scene)
                let steps: Script
                if let script {
                    steps = try Script.load(path: script)
                } else if let own = loaded.script {
                    steps = own
                } else {
                    throw SceneError(file: scene, line: 1, column: 1, message: "the scene has no `script:`",
                                     hint: "add `script:` with steps such as `- tap: [10, 20]`, or give a script file with --script FILE")
                }
                let results = try ScriptRunner.run(steps, in: loaded, topics: try TraceOption.parse(trace))
                return format == .json ? LogRenderer.jsonLines(results) : LogRenderer.text(results)
            } catch let error as SceneError {
                throw CommandFailure(message: error.description)
            }
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

/// A failure already explained in `message`: printed on stderr as it is, exit code 1.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Prints `text`, or writes it whole to `output` (never a partial file).
func emit(_ text: String, to output: String?) throws {
    guard let output else {
        print(text, terminator: "")
        return
    }
    do {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        throw CommandFailure(message: "error: cannot write \(output): \(error.localizedDescription)\n  hint: check that the folder exists and can be written to")
    }
}
