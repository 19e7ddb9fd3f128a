import Foundation

/// Bad input in a scene or script file: where it is, what is wrong, and how to fix it.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// The file's path as it was given (or the name passed with text read from memory).
    public var file: String
    /// The 1-based line of the fault; 0 when the fault is the file as a whole (missing, a
    /// directory, unreadable).
    public var line: Int
    /// The 1-based column, counted in Unicode scalars; 0 with `line` 0.
    public var column: Int
    /// What is wrong, as a lower-case sentence fragment: `unknown id 'BBBBB'`.
    public var message: String
    /// How to fix it, often a suggestion: `did you mean 'BBBB'?`; nil when there is nothing to add.
    public var hint: String?

    /// An error at `line`:`column` of `file`; pass 0 for both when the fault is the whole file.
    public init(file: String, line: Int, column: Int, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// `file:line:column: error: message` (`file: error: message` when `line` is 0: the problem
    /// is the file as a whole, missing or unreadable), and the hint on a second line.
    public var description: String {
        let location = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(location): error: \(message)" + (hint.map { "\n  hint: \($0)" } ?? "")
    }
}
