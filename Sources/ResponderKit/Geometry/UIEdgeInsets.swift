import Foundation

/// Distances to inset a rectangle by, one per edge, as UIKit's `UIEdgeInsets`: positive values
/// shrink the rectangle, negative ones grow it (a hit-area extension is negative insets).
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge (the minimum y).
    public var top: CGFloat
    /// Inset from the left edge (the minimum x).
    public var left: CGFloat
    /// Inset from the bottom edge (the maximum y).
    public var bottom: CGFloat
    /// Inset from the right edge (the maximum x).
    public var right: CGFloat

    /// Insets of the given distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All four insets zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// All four insets zero.
    public static let zero = UIEdgeInsets()

    /// As UIKit's `NSStringFromUIEdgeInsets`: `{top, left, bottom, right}`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle moved in by `insets` on each edge, as UIKit's `inset(by:)`: the origin moves
    /// by (left, top) and the size shrinks by (left + right, top + bottom). Negative insets grow
    /// it. Nothing is standardized: insets larger than the rectangle give a negative size.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom))
    }
}
