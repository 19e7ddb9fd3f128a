import Foundation

// UIKit's names for boxing geometry in `NSValue` (UIKit's NSValue additions): keyboard
// notifications' `userInfo` and older code carry frames this way. On Linux, Foundation's own
// `rectValue`, `pointValue` and `sizeValue` hold them.

extension NSValue {
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The rectangle held; as Foundation's `rectValue`.
    public var cgRectValue: CGRect { rectValue }
    /// The point held; as Foundation's `pointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held; as Foundation's `sizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
}
