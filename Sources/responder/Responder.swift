import ArgumentParser
import Foundation

@main
struct Responder: ParsableCommand {
    /// Runs the command on the main thread; every error ends in `Failure.exit(with:)`.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            Failure.exit(with: error)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "responder",
        abstract: "Replays input through UIKit's event-delivery rules and explains every decision.",
        discussion: """
            Bad input gets one message on stderr, `file:line:column: error: what` (or \
            `file: error: what` about a file as a whole), and a `hint:` line; nothing on stdout, and \
            no output file.

            """
                + ExitCode.helpSection(
                    success: "done; for lint, no findings",
                    findings: "lint found something",
                    badInput: """
                        unreadable or invalid input: a missing file, a file that is not UTF-8
                        text, a malformed scene, script or dump, an id or --window the scene
                        does not have, an output file that cannot be written
                        """),
        version: responderVersion,
        subcommands: [
            Run.self, Explain.self, LintCommand.self, Import.self, Render.self, Serve.self, MCPCommand.self, Port.self,
            Demo.self
        ]
    )
}
