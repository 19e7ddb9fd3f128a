import Foundation
import MCP

/// `responder mcp`: the Model Context Protocol server that offers the tools of ``ToolCatalog``.
package enum ResponderMCPServer {
    /// What the server tells a client about itself when it connects.
    static let instructions = """
        ResponderKit replays input through UIKit's event-delivery rules (hit-testing, the responder \
        chain, gesture recognizers, target-action) and explains every decision. Give a scene file \
        (YAML or JSON) or a recursiveDescription dump as pasted from lldb, by `path` or as `text`. \
        Errors in the input come back as tool errors located at file:line:column, with a hint.
        """

    /// A server with the tools, not yet started.
    package static func make(version: String) async -> Server {
        let server = Server(
            name: "responder", version: version, title: "ResponderKit", instructions: instructions,
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: ToolCatalog.listing)
        }
        await server.withMethodHandler(CallTool.self) { call in
            try await ToolCatalog.call(call.name, arguments: call.arguments)
        }
        return server
    }

    /// Serves on `transport` until its input ends.
    package static func serve(version: String, transport: any Transport) async throws {
        let server = await make(version: version)
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        await server.stop()
    }
}
