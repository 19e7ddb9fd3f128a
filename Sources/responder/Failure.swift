import ArgumentParser
import Foundation
import ResponderScene
import ResponderServe

// The tool's exit codes, for a CI to tell apart. `Failure.exit(with:)` is the one place where an
// error becomes a message and one of them.
extension ExitCode {
    /// `lint` found something; the findings are on stdout.
    static var findings: ExitCode { ExitCode(1) }
    /// The input cannot be used: a file that is missing, unreadable, not UTF-8 or malformed, an id
    /// or window the scene does not have, an output file that cannot be written.
    static var badInput: ExitCode { ExitCode(2) }
    /// Bad command-line arguments (ArgumentParser's own code, EX_USAGE).
    static var usage: ExitCode { .validationFailure }

    /// The "Exit codes:" section of a command's help, after a blank line (it follows the
    /// discussion's last paragraph); `findings` is for `lint`. A meaning may span lines; they are
    /// indented under its first.
    static func helpSection(success: String, findings: String? = nil, badInput: String) -> String {
        var rows = [(ExitCode.success, success)]
        if let findings { rows.append((.findings, findings)) }
        rows += [(.badInput, badInput), (.usage, "bad arguments: an unknown option, a missing or malformed value")]
        return "\nExit codes:\n"
            + rows.map { code, meaning in
                "  " + "\(code.rawValue)".padding(toLength: 4, withPad: " ", startingAt: 0)
                    + meaning.replacingOccurrences(of: "\n", with: "\n      ")
            }.joined(separator: "\n")
    }
}

/// Bad input a command finds itself (a window the scene does not have, an output file that
/// cannot be written), said the way a `SceneError` says it: `path: error: what` and a hint.
struct CommandFailure: Error, CustomStringConvertible {
    let file: String
    let message: String
    let hint: String

    var description: String { "\(file): error: \(message)\n  hint: \(hint)" }
}

enum Failure {
    /// Ends the process for `error`: bad input is one message on stderr and exit code 2, with
    /// nothing on stdout; `lint`'s findings (already printed) exit 1; ArgumentParser's errors keep
    /// its message and usage and exit 64, and its help, version and completion output go to stdout
    /// with exit code 0.
    static func exit(with error: any Error) -> Never {
        switch error {
        case let failure as CommandFailure:
            fail(failure.description)
        case let error as SceneError:
            fail(error.description)
        case let mismatch as LessonMismatch:
            fail(mismatch.description)
        case let code as ExitCode:
            Foundation.exit(code.rawValue)
        default:
            // ArgumentParser calls any error it does not know `.failure`; every such error here
            // comes from the input, and 1 is `lint`'s.
            if Responder.exitCode(for: error) == .failure {
                fail("error: \(error)")
            }
            Responder.exit(withError: error)
        }
    }

    private static func fail(_ message: String) -> Never {
        Output.standardError(message + "\n")
        Foundation.exit(ExitCode.badInput.rawValue)
    }
}
