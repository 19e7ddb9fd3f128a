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
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}
#endif

extension Selector {
    // UIKit: A7 — the standard edit actions, nil-targeted at the first responder.
    public static let cut: Selector = "cut:"
    public static let copy: Selector = "copy:"
    public static let paste: Selector = "paste:"
    public static let select: Selector = "select:"
    public static let selectAll: Selector = "selectAll:"
    public static let delete: Selector = "delete:"

    /// Every responder performs these two: they call the methods of the same name.
    public static let resignFirstResponder: Selector = "resignFirstResponder"
    public static let becomeFirstResponder: Selector = "becomeFirstResponder"
}
