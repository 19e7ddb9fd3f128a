import Foundation
import MCP
import ResponderMCP

/// The repository's Examples folder.
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

/// The path of `name` under Examples/.
func example(_ name: String) -> String {
    examples.appendingPathComponent(name).path
}

/// The text content of `result`, its blocks joined by newlines.
func text(of result: CallTool.Result) -> String {
    result.content.compactMap { content -> String? in
        if case .text(let text, _, _) = content { return text }
        return nil
    }.joined(separator: "\n")
}

/// The structured content of `result`'s field `key`.
func field(_ key: String, of result: CallTool.Result) -> Value? {
    result.structuredContent?.objectValue?[key]
}

/// Calls `tool` with `arguments`.
@MainActor
func call(_ tool: String, _ arguments: [String: Value]) throws -> CallTool.Result {
    try ToolCatalog.call(tool, arguments: arguments)
}

/// JSON lines as values, in order.
func values(ofJSONLines lines: String) throws -> [Value] {
    try lines.split(separator: "\n").map { try JSONDecoder().decode(Value.self, from: Data($0.utf8)) }
}
