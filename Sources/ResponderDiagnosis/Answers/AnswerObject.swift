import Foundation
import ResponderKit
import ResponderScene

/// An object an answer names: a view, window, controller, recognizer or other responder, by what
/// identifies it in the scene, what a person sees of it, and the name the text prints.
public struct AnswerObject: Sendable, Equatable, Hashable, Codable {
    /// Its scene id (`AAA`); for a view imported from a dump, the dump's address; nil for an object
    /// the scene gives no id (a scroll view's own recognizer, the application).
    public var id: String?
    /// The name the text answers print: the id in backquotes, with the class for a dump's view or
    /// a declared class (`` `buy` (UIButton) ``), UIKit's words for the recognizers a scroll view
    /// or text field makes for itself (`` panGestureRecognizer of `list` ``).
    public var name: String
    /// The engine's class (`UIButton`, `UITapGestureRecognizer`).
    public var className: String
    /// What a person sees of a view (a label's text, a button's title), when it shows text.
    public var shown: String?
    /// The view's address in the dump it was imported from (`0x7fa0c0000040`), when it was.
    public var address: String?

    /// An object named as the answers name it; `scene` (when there is one) gives its id, its
    /// shown text and the names of a dump's views.
    @MainActor
    public init(_ object: AnyObject, in scene: Scene?, naming: (AnyObject) -> String) {
        let id = scene?.id(of: object) ?? Self.carriedName(of: object)
        self.id = id
        self.name = naming(object)
        self.className = String(describing: type(of: object))
        self.shown = (object as? UIView).flatMap { view in scene?.shownText(of: view) }
        self.address = id.flatMap { Self.isAddress($0) ? $0 : nil }
    }

    /// An object with these fields, for tests and decoders.
    public init(id: String?, name: String, className: String, shown: String? = nil, address: String? = nil) {
        self.id = id
        self.name = name
        self.className = className
        self.shown = shown
        self.address = address
    }

    /// The name an object carries without a scene (the id a scene gave it, a trace's name).
    @MainActor
    private static func carriedName(of object: AnyObject) -> String? {
        (object as? UIView)?.accessibilityIdentifier ?? (object as? UIViewController)?.title
            ?? (object as? UIGestureRecognizer)?.name
    }

    /// Whether `id` is a dump's address: `0x` and hexadecimal digits.
    private static func isAddress(_ id: String) -> Bool {
        id.hasPrefix("0x") && id.count > 2 && id.dropFirst(2).allSatisfy(\.isHexDigit)
    }
}

/// A point of an answer, in screen coordinates unless said otherwise.
public struct AnswerPoint: Sendable, Equatable, Hashable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The point `point`.
    public init(_ point: CGPoint) {
        x = Double(point.x)
        y = Double(point.y)
    }

    /// The point as Core Graphics' type.
    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

/// A rectangle of an answer: origin and size.
public struct AnswerRect: Sendable, Equatable, Hashable, Codable {
    /// The origin's horizontal coordinate.
    public var x: Double
    /// The origin's vertical coordinate.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// The rectangle `rect`.
    public init(_ rect: CGRect) {
        x = Double(rect.origin.x)
        y = Double(rect.origin.y)
        width = Double(rect.size.width)
        height = Double(rect.size.height)
    }

    /// The rectangle as Core Graphics' type.
    public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}
