import Foundation

/// How bad a lint finding is.
public enum LintSeverity: String, Sendable, CaseIterable, Codable {
    /// The target can never do what it is there for: no touch reaches it, or its touch reaches
    /// nobody (a control with no target, a target that lacks the action).
    case error
    /// The target works, but not everywhere or not at once: part of it is lost, a recognizer
    /// takes its touches or makes it wait, or it is hard to hit.
    case warning
}

/// A problem `responder lint` finds before anyone taps: where, what, and the fix.
public struct LintFinding: Equatable, Sendable, Codable, CustomStringConvertible {
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
    /// How bad it is: the rule's severity, or for a rule that judges by degree (`covered`,
    /// `outside-ancestor`), `error` when all of the target is lost and `warning` when part is.
    public let severity: LintSeverity
    /// What is wrong, naming the objects by id in backquotes.
    public let message: String
    /// One way to fix it, in scene-file terms where there is one.
    public let fix: String
    /// The object at fault, where the finding is located: the view, or the recognizer for
    /// recognizer checks.
    public var subject: AnswerObject? = nil
    /// The view whose touches the finding is about: the view checked (for a recognizer finding,
    /// the target it gets in the way of, or the recognizer's own view).
    public var view: AnswerObject? = nil
    /// The fix as a value, when it is one property to set on one object; nil when the fix is a
    /// choice or a rewrite (``fix`` says it).
    public var change: FixChange? = nil

    /// A compiler-style diagnostic, `file:line:column: error: message [check]` (or `warning:`),
    /// and the fix on a second, indented line.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(check)]\n  fix: \(fix)"
    }
}

/// A fix that is one property to set: on which object, which property, to what.
public struct FixChange: Sendable, Equatable, Hashable, Codable {
    /// The object to change.
    public var object: AnswerObject
    /// The property, by its UIKit name (`isUserInteractionEnabled`, `cancelsTouchesInView`).
    public var property: String
    /// The value to give it, as Swift writes it (`true`, `0.01`).
    public var value: String

    /// Set `property` of `object` to `value`.
    public init(object: AnswerObject, property: String, value: String) {
        self.object = object
        self.property = property
        self.value = value
    }
}
