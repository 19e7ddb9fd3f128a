/// A file `responder port` will not port: not a Swift file, or text that does not parse as Swift
/// (a migration of text the parser cannot read could change comments and strings).
public struct PortError: Error, Equatable, Sendable {
    /// The file as given.
    public let file: String
    /// From 1; 0 when the fault is the file as a whole (its name).
    public let line: Int
    /// From 1, in Unicode scalars; 0 with `line` 0.
    public let column: Int
    /// What is wrong, as a lower-case sentence fragment.
    public let message: String
    /// How to fix it.
    public let hint: String

    /// An error at `line`:`column` of `file`; 0 for both when the fault is the file as a whole.
    public init(file: String, line: Int, column: Int, message: String, hint: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }
}
