import Foundation
import MCP
import ResponderKit
import ResponderScene

/// The scene or dump a call works on: a file by `path`, or the text itself in `text` (named
/// `text` in errors and warnings, so that `text:3:5: error: …` points into what the call sent).
/// Exactly one of the two; `dump` picks one of several dumps, as the CLI's `--dump` does.
package struct SceneInput {
    /// Where the scene or dump is.
    package enum Source: Equatable {
        case path(String)
        case text(String)
    }

    package let source: Source
    package let dump: Int?

    /// The argument names this reads.
    package static let argumentNames = ["path", "text", "dump"]

    /// The input schema's properties for these arguments.
    package static func schemaProperties(what: String) -> [String: Value] {
        [
            "path": [
                "type": "string",
                "description":
                    "The \(what) as a file: its path (a relative path starts from the server's working directory). Give `path` or `text`."
            ],
            "text": [
                "type": "string",
                "description": "The \(what) itself, as text (named `text` in errors). Give `path` or `text`."
            ],
            "dump": [
                "type": "integer", "minimum": 1,
                "description":
                    "Which dump to read, from 1, when the text holds several (default: the largest; the others are listed in `warnings`)."
            ]
        ]
    }

    /// The input the call names; neither or both of `path` and `text` is a failure.
    package init(_ arguments: ToolArguments, what: String) throws(ToolFailure) {
        let path = try arguments.string("path", example: "\"path\": \"Examples/seed000-test1.yaml\"")
        let text = try arguments.string("text", example: "\"text\": \"windows: …\"")
        switch (path, text) {
        case (let path?, nil): source = .path(path)
        case (nil, let text?): source = .text(text)
        case (nil, nil):
            throw .arguments(
                arguments.tool, "no \(what): give `path` or `text`",
                hint: "for example \"path\": \"Examples/seed000-test1.yaml\", or the \(what) itself in \"text\"")
        case (.some, .some):
            throw .arguments(
                arguments.tool, "both `path` and `text`: give one \(what)",
                hint: "leave out `text` to read the file, or `path` to read the text")
        }
        dump = try arguments.integer("dump", minimum: 1, example: "\"dump\": 2")
    }

    /// The name errors and warnings cite.
    package var name: String {
        switch source {
        case .path(let path): path
        case .text: "text"
        }
    }

    /// The text of the input: the file read as the CLI reads it (a missing or non-UTF-8 file is
    /// its located ``SceneError``), or the text given.
    package func text(hint: String) throws -> String {
        switch source {
        case .path(let path): try TextFile.read(path: path, hint: hint)
        case .text(let text): text
        }
    }

    /// The scene built from the input, as the CLI builds it: a scene file, or a dump imported
    /// directly, placed at `originInWindow` when it is a fragment.
    @MainActor
    package func load(originInWindow: CGPoint? = nil) throws -> Scene {
        let text = try text(
            hint: "a scene is a YAML or JSON file, or a recursiveDescription dump saved as text")
        return try SceneLoader.load(sceneOrDump: text, file: name, dump: dump, originInWindow: originInWindow)
    }
}
