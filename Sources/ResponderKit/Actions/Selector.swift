import Foundation

#if canImport(ObjectiveC)
import ObjectiveC
/// On Apple platforms the Objective-C selector type is used as it is.
public typealias Selector = ObjectiveC.Selector
#else
/// The name of an action message, such as `"copy:"` or `"buttonTapped:"` (DESIGN decision 2).
///
/// Linux has no Objective-C runtime: a selector is only a name. A responder performs the
/// selectors in its action table (`implement(_:_:)`), and `canPerformAction(_:withSender:)`,
/// `target(forAction:withSender:)` and `UIApplication.sendAction(_:to:from:for:)` consult it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C-style name, colons included: `"copy:"` takes a sender, `"refresh"` takes
    /// nothing. Two selectors are equal when their names are.
    public let name: String

    /// A selector named `name`; nothing checks that some responder performs it.
    public init(_ name: String) { self.name = name }
    /// A selector from a string literal: `let action: Selector = "copy:"`.
    public init(stringLiteral name: String) { self.name = name }

    /// The name, as traces print it.
    public var description: String { name }
}
#endif

extension Selector {
    // UIKit: A7 — the standard edit actions, nil-targeted at the first responder.
    /// `"cut:"`, an edit-menu command; sent to the first responder with a nil target (A7).
    public static let cut: Selector = "cut:"
    /// `"copy:"`, an edit-menu command; sent to the first responder with a nil target (A7).
    public static let copy: Selector = "copy:"
    /// `"paste:"`, an edit-menu command; sent to the first responder with a nil target (A7).
    public static let paste: Selector = "paste:"
    /// `"select:"`, an edit-menu command; sent to the first responder with a nil target (A7).
    public static let select: Selector = "select:"
    /// `"selectAll:"`, an edit-menu command; sent to the first responder with a nil target (A7).
    public static let selectAll: Selector = "selectAll:"
    /// `"delete:"`, an edit-menu command; sent to the first responder with a nil target (A7).
    public static let delete: Selector = "delete:"

    /// Every responder performs these two: they call the methods of the same name.
    public static let resignFirstResponder: Selector = "resignFirstResponder"
    /// `"becomeFirstResponder"`: every responder performs it by calling `becomeFirstResponder()`,
    /// whatever that answers.
    public static let becomeFirstResponder: Selector = "becomeFirstResponder"
}
