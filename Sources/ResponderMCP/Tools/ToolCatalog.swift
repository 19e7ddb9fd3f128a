import Foundation
import MCP
import ResponderScene

/// The tools `responder mcp` offers, and how a call reaches one.
package enum ToolCatalog {
    /// Every tool, in the order they are listed.
    package static var tools: [any ResponderTool.Type] {
        [ExplainTool.self, RunTool.self, LintTool.self, ImportTool.self, RenderTool.self]
    }

    /// The tools as `tools/list` gives them: name, description, input and output schemas.
    package static var listing: [Tool] {
        tools.map { tool in
            Tool(
                name: tool.name, description: tool.description, inputSchema: tool.inputSchema,
                annotations: .init(
                    readOnlyHint: !tool.writesFiles, destructiveHint: tool.writesFiles, idempotentHint: true,
                    openWorldHint: false),
                outputSchema: tool.outputSchema)
        }
    }

    /// The result of calling the tool `name` with `arguments`: its answer, or a tool error
    /// (`isError`) saying what is wrong with the arguments or the input. A tool that does not
    /// exist is a JSON-RPC error (invalid params), as the MCP specification says.
    @MainActor
    package static func call(_ name: String, arguments: [String: Value]?) throws -> CallTool.Result {
        guard let tool = tools.first(where: { $0.name == name }) else {
            let names = tools.map { $0.name }
            throw MCPError.invalidParams("unknown tool '\(name)'; \(hint(for: name, among: names))")
        }
        return result(of: tool, arguments: arguments)
    }

    @MainActor
    private static func result<Tool: ResponderTool>(of tool: Tool.Type, arguments: [String: Value]?) -> CallTool.Result
    {
        do {
            let answer = try tool.answer(
                try ToolArguments(tool: tool.name, values: arguments, accepted: tool.argumentNames))
            return CallTool.Result(
                content: [.text(text: answer.summary, annotations: nil, _meta: nil)],
                structuredContent: .object(answer.structured), isError: false)
        } catch {
            return CallTool.Result(
                content: [.text(text: ToolFailure(error).description, annotations: nil, _meta: nil)], isError: true)
        }
    }
}
