import ArgumentParser
import Foundation

@main
struct Responder: ParsableCommand {
    /// Bad input (a located scene error) is one message on stderr and exit code 1, with nothing on
    /// stdout; argument errors get ArgumentParser's usage message.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data((failure.message + "\n").utf8))
            Foundation.exit(1)
        } catch {
            exit(withError: error)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "responder",
        abstract: "Replays input through UIKit's event-delivery rules and explains every decision.",
        subcommands: [Run.self, Explain.self, LintCommand.self, Import.self, Render.self, Demo.self]
    )
}
