import ArgumentParser

@main
struct Responder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder",
        abstract: "Replays input through UIKit's event-delivery rules and explains every decision.",
        subcommands: [Demo.self]
    )
}
