import Foundation

/// A view that shows text. User interaction is off by default (H10).
@preconcurrency @MainActor
open class UILabel: UIView {
    // UIKit: H10
    open override class var isUserInteractionEnabledByDefault: Bool { false }

    /// Nil by default; not drawn, and nothing in event delivery reads it.
    open var text: String?
}
