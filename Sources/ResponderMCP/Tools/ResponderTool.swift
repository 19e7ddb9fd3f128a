import Foundation
import MCP
import ResponderKit
import ResponderScene

/// One of `responder mcp`'s tools: a CLI command's answer, as structured content (the JSON the
/// CLI prints with `--format json`, or the file it writes, in an object) and a short text
/// summary.
package protocol ResponderTool {
    /// The tool's name, the CLI command's.
    static var name: String { get }
    /// What the tool answers, for the agent choosing a tool.
    static var description: String { get }
    /// The arguments the tool takes, by name; any other is refused.
    static var argumentNames: [String] { get }
    /// The JSON Schema of the arguments.
    static var inputSchema: Value { get }
    /// The JSON Schema of the structured content of an answer (not of a tool error).
    static var outputSchema: Value { get }
    /// Whether the tool can write a file (`output`); the others only read.
    static var writesFiles: Bool { get }

    /// The answer to a call with `arguments`. Bad arguments throw a ``ToolFailure``; bad input
    /// throws what the CLI would report (a located `SceneError` …).
    @MainActor static func answer(_ arguments: ToolArguments) throws -> ToolAnswer
}

/// A tool's answer: the structured content and the text that summarizes it.
package struct ToolAnswer {
    package var structured: [String: Value]
    package var summary: String
}

/// JSON Schema pieces the tools' schemas share.
enum Schema {
    /// An object with `properties`, of which `required` must be given, and no other.
    static func object(_ properties: [String: Value], required: [String] = []) -> Value {
        var schema: [String: Value] = [
            "type": "object", "properties": .object(properties), "additionalProperties": false
        ]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return .object(schema)
    }

    /// A point in screen coordinates, `{"x": 100, "y": 120}`.
    static func point(_ description: String) -> Value {
        [
            "type": "object", "description": .string(description),
            "properties": ["x": ["type": "number"], "y": ["type": "number"]],
            "required": ["x", "y"], "additionalProperties": false
        ]
    }

    /// The `warnings` of an answer: what the import of a dump repaired or guessed, as the CLI
    /// prints it on stderr (`file:line: warning: …`).
    static let warnings: Value = [
        "type": "array", "items": ["type": "string"],
        "description":
            "What reading a dump repaired or guessed, as the CLI prints it on stderr; empty for a scene file."
    ]

    /// The `output` argument of a tool that writes a file.
    static func output(_ what: String) -> Value {
        [
            "type": "string",
            "description": .string(
                "Where to write the \(what) (a path; the file is written whole or not at all). Without it, the \(what) is in the answer."
            )
        ]
    }
}

extension Scene {
    /// The import's warnings, as the CLI prints them.
    var warningValues: Value { .array(importWarnings.map { .string($0.description) }) }

    /// How many views the scene has.
    var viewCount: Int { objects.values.reduce(0) { $0 + ($1 is UIView ? 1 : 0) } }
}

extension DumpImporter {
    var warningValues: Value { .array(warnings.map { .string($0.description) }) }
}

/// The file `output` names, written whole or not at all, as the CLI's `-o` writes it.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(ToolFailure) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw .cannotWrite(path, error)
        }
    }

    /// `bytes` as people read a size: `812 bytes`, `3.4 KB`, `1.2 MB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1 << 20 { return String(format: "%.1f KB", Double(bytes) / 1024) }
        return String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
