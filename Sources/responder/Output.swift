import Foundation

/// Where the commands put what they produce. Results go to stdout or to the file `-o` names;
/// warnings, progress and error messages go to stderr, so that stdout can be piped.
enum Output {
    /// Prints `text` on stdout as it is (it carries its own final newline).
    static func print(_ text: String) {
        Swift.print(text, terminator: "")
    }

    /// Prints `text`, or writes it whole to `path` (never a partial file). A file that cannot be
    /// written is a `CommandFailure` naming it.
    static func emit(_ text: String, to path: String?) throws {
        guard let path else {
            print(text)
            return
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure(
                file: path, message: "cannot write the file: \(error.localizedDescription)",
                hint: "check that the directory exists and can be written to")
        }
    }

    /// Writes `text` on stderr as it is, at once (stderr is not buffered).
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
