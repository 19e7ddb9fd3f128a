import Foundation

/// A problem `responder lint` finds before anyone taps: where, what, and the fix.
public struct LintFinding: Equatable, Sendable, CustomStringConvertible {
    /// The scene's file, as given when it was loaded.
    public let file: String
    /// The 1-based line where the object at fault is declared: the view, or the recognizer for
    /// recognizer checks; in a scene imported from a dump, the dump's line. 1 when unknown.
    public let line: Int
    /// The 1-based column of that declaration; 1 for a dump line or when unknown.
    public let column: Int
    /// A short name for the check (`outside-ancestor`, `small-target` …): the `id` of the lint
    /// rule that found it.
    public let check: String
    /// What is wrong, naming the objects by id in backquotes.
    public let message: String
    /// One way to fix it, in scene-file terms where there is one.
    public let fix: String

    /// A compiler-style warning, `file:line:column: warning: message [check]`, and the fix on a
    /// second, indented line.
    public var description: String {
        "\(file):\(line):\(column): warning: \(message) [\(check)]\n  fix: \(fix)"
    }
}
