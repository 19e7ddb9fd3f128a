import ArgumentParser
import Foundation
import ResponderPort
import ResponderScene

struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Ports a Swift file of UIKit event code to ResponderKit.",
        discussion: """
            Applies the migration of Documentation/PortingFromUIKit.md: `import UIKit` becomes \
            `import ResponderKit` (M1), `@objc` goes (M2), a `#selector(Type.method(_:))` given as \
            the action of a target becomes the method reference `Type.method` (M3), and any other \
            `#selector` becomes `Selector(("objcName"))` (M4). What needs a decision is reported on \
            stderr as `file:line: warning:` and left for you: a method found by its selector at run \
            time (M5: an action-table entry), a selector whose first argument has a label, an \
            override in an extension (of a UIKit class: subclass it). Comments and string literals \
            are left as written.

            Examples:
              swift run responder port Tests/Compatibility/UIKitOriginals/S34NilTargetedAction.swift
              swift run responder port MyViewController.swift -o MyViewController.swift

            """
                + ExitCode.helpSection(
                    success: "the ported file was written (what needs a decision is a warning on stderr)",
                    badInput: """
                        a file that is missing, not UTF-8 text, not named .swift or not Swift that
                        parses; an output file that cannot be written (then none is written)
                        """)
    )

    @Argument(help: "The Swift file written for UIKit.", completion: .file(extensions: ["swift"]))
    var file: String

    @Option(
        name: .shortAndLong, help: "Where to write the ported file (default: standard output).",
        completion: .file(extensions: ["swift"]))
    var output: String?

    func run() throws {
        let text = try TextFile.read(path: file, hint: "a Swift source file, saved as UTF-8")
        let port: UIKitPort
        do {
            port = try UIKitPort(text, file: file)
        } catch let error as PortError {
            throw SceneError(
                file: error.file, line: error.line, column: error.column, message: error.message, hint: error.hint)
        }
        try Output.emit(port.source, to: output)
        for warning in port.warnings {
            Output.standardError(warning.description + "\n")
        }
    }
}
