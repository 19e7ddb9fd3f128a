import ArgumentParser
import Dispatch
import Foundation
import ResponderMCP

struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serves explain, run, lint, import and render to agents over the Model Context Protocol.",
        discussion: """
            Speaks MCP (JSON-RPC, one message a line) on standard input and output, for an agent's \
            MCP client to start as a subprocess; it reads nothing else from the network. Each tool \
            takes a scene or dump by `path` or as `text` and answers with the JSON of the CLI's \
            `--format json` as structured content, and a short summary. Bad arguments or bad input \
            get a tool error with the CLI's located message and hint; a message that is not JSON-RPC \
            gets a JSON-RPC error; a line over 16 MB is dropped unread. The server ends when its \
            input does. Documentation/MCP.md lists the tools.

            Example (an agent's MCP configuration):
              {"mcpServers": {"responder": {"command": "/path/to/.build/debug/responder", "args": ["mcp"]}}}

            """
                + ExitCode.helpSection(
                    success: "the client closed the connection",
                    badInput: "standard input or output cannot be used")
    )

    func run() throws {
        // A client that goes away mid-answer makes the write fail; it does not end the process.
        signal(SIGPIPE, SIG_IGN)
        Task {
            do {
                try await ResponderMCPServer.serve(version: responderVersion, transport: StdioLineTransport())
            } catch {
                Failure.exit(
                    with: CommandFailure(
                        file: "stdio", message: "cannot serve MCP: \(error)",
                        hint: "start `responder mcp` from an MCP client, with standard input and output as pipes"))
            }
            Foundation.exit(ExitCode.success.rawValue)
        }
        dispatchMain()
    }
}
