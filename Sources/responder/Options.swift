import ArgumentParser
import Foundation
import ResponderKit
import ResponderScene

// What the commands take from the command line, and how the values are read. Each command
// declares its own options; what two commands share is here.

/// The files the commands read, for shell completion: scenes (YAML or JSON) and dumps (text).
let sceneFileCompletion = CompletionKind.file(extensions: ["yaml", "yml", "json", "txt"])

/// The scene argument of `run`, `explain`, `lint` and `render`, and `--dump`, which picks one of
/// the dumps of a text file that holds several.
struct SceneArgument: ParsableArguments {
    @Argument(help: "The scene file (YAML or JSON) or a recursiveDescription dump.", completion: sceneFileCompletion)
    var scene: String

    @Option(help: ArgumentHelp(DumpOption.help, valueName: "n"))
    var dump: Int?

    func validate() throws {
        try DumpOption.validate(dump)
    }
}

/// `--dump N` of the commands that read a scene or a dump, and of `import`.
enum DumpOption {
    static let help =
        "Which dump to read, from 1, when the file holds several (default: the largest; the list is in the warning)."

    /// A number below 1 is a usage error; one past the file's dumps is found when it is read.
    static func validate(_ dump: Int?) throws {
        if let dump, dump < 1 {
            throw ValidationError("--dump takes a dump's number, from 1, not \(dump)")
        }
    }
}

/// A point given as `x,y` (`--at` of `explain` and `render`, `--origin-in-window`).
enum PointOption {
    /// The point `text` names; spaces around either number are allowed, and both must be finite.
    /// Anything else is a `ValidationError` (a usage error, exit code 64) naming `option`.
    static func parse(_ text: String) throws -> CGPoint { try parse(text, option: "--at") }

    static func parse(_ text: String, option: String) throws -> CGPoint {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw ValidationError(
                "\(option) takes a point as x,y (for example \(option) \(option == "--at" ? "100,120" : "0,132")), not '\(text)'"
            )
        }
        return CGPoint(x: x, y: y)
    }
}

/// `--origin-in-window` of `explain` and `import`: where a fragment (a dump that does not start
/// at a window) is in its window.
enum OriginOption {
    static let help = ArgumentHelp(
        "For a dump that does not start at a window: the window coordinates of its root's top-left corner (what `p [view convertPoint:CGPointZero toView:nil]` prints), so that points are window coordinates. Default: what the paste states after a `convertRect:…toView:nil`, else 0,0.",
        valueName: "x,y")

    static func parse(_ text: String?) throws -> CGPoint? {
        try text.map { try PointOption.parse($0, option: "--origin-in-window") }
    }
}

/// Trace topics by their command-line names (`--trace` of `run`).
enum TraceOption {
    static let topics: KeyValuePairs<String, TraceTopics> = [
        "hit-testing": .hitTesting, "touches": .touches, "gestures": .gestures, "responders": .responders,
        "first-responder": .firstResponder, "actions": .actions, "events": .events, "all": .all, "none": []
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

    /// Whether the comma-separated list `text` names `topic` itself, or `all`.
    static func namesTopic(_ text: String, _ topic: String) -> Bool {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.contains {
            $0 == topic || $0 == "all"
        }
    }

    /// The union of the comma-separated topics in `text`. An unknown topic is a `ValidationError`
    /// (a usage error, exit code 64) with the scene reader's "did you mean", or the list of topics.
    static func parse(_ text: String) throws -> TraceTopics {
        var result: TraceTopics = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let topic = topics.first(where: { $0.key == name })?.value else {
                throw ValidationError("unknown trace topic '\(name)'; \(hint(for: name, among: names))")
            }
            result.formUnion(topic)
        }
        return result
    }
}

/// `--format` of `explain` and `lint`: the text for people, or the answer as one JSON document.
enum AnswerFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
