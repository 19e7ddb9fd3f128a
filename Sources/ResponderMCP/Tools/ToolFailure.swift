import Foundation
import ResponderScene

/// Why a tool refused a call: its arguments, or its input (a scene, dump or script that cannot be
/// used, a file that cannot be written). The client gets it as a tool error (`isError`), whose
/// text is ``description``; the server keeps serving.
package struct ToolFailure: Error, Equatable, CustomStringConvertible {
    /// The message as the CLI prints it: `where: error: what`, then `  hint: …` on a second line.
    package let description: String

    /// A problem with the call's arguments: `explain: error: what`, and `hint`.
    package static func arguments(_ tool: String, _ message: String, hint: String) -> ToolFailure {
        ToolFailure(description: "\(tool): error: \(message)\n  hint: \(hint)")
    }

    /// Bad input a tool finds itself (a window the scene does not have), said as the CLI says it:
    /// `file: error: what`, and `hint`.
    package static func input(_ file: String, _ message: String, hint: String) -> ToolFailure {
        ToolFailure(description: "\(file): error: \(message)\n  hint: \(hint)")
    }

    /// A file that cannot be written: the CLI's message for `-o`.
    package static func cannotWrite(_ path: String, _ error: any Error) -> ToolFailure {
        ToolFailure(
            description:
                "\(path): error: cannot write the file: \(error.localizedDescription)\n  hint: check that the directory exists and can be written to"
        )
    }

    /// `error`, thrown while reading or running the input, as the CLI says it: a ``SceneError``
    /// at its line, a dump choice or origin that does not fit, anything else by its description.
    package init(_ error: any Error) {
        switch error {
        case let failure as ToolFailure: self = failure
        case let error as SceneError: description = error.description
        case let error as DumpChoiceError: description = error.description
        case let error as DumpOriginError: description = error.description
        case let error as ExpectationFailure: description = error.description
        default: description = "error: \(error)"
        }
    }

    private init(description: String) {
        self.description = description
    }
}
