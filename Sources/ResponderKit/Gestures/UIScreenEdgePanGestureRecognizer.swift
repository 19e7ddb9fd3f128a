import Foundation

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    /// UIKit's bits: top 1, left 2, bottom 4, right 8.
    public let rawValue: UInt
    /// Any bits are kept, named or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The edge at the rectangle's `minY` (the top of a window).
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The edge at the rectangle's `minX`.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The edge at the rectangle's `maxY`.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The edge at the rectangle's `maxX`.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that must start near one of `edges` of the window (GB7). Only the first finger counts.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from; empty (the default) never begins (GB7 ❓).
    public var edges: UIRectEdge = []
    /// How close to an edge the finger must come down (our addition; default 20 pt).
    public var edgeWidth: CGFloat = 20

    public override init(target: Any? = nil, action: Selector? = nil) {
        super.init(target: target, action: action)
        // UIKit: GB7 — touches beyond the first are ignored.
        maximumNumberOfTouches = 1
    }

    override func _acceptsFirst(_ touch: UITouch) -> Bool {
        guard let window = touch.window else { return false }
        let point = touch.location(in: nil)
        let bounds = window.bounds
        return (edges.contains(.left) && point.x - bounds.minX <= edgeWidth)
            || (edges.contains(.right) && bounds.maxX - point.x <= edgeWidth)
            || (edges.contains(.top) && point.y - bounds.minY <= edgeWidth)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= edgeWidth)
    }
}
