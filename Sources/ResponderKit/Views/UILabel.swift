import Foundation

/// A view that shows text. User interaction is off by default (H10).
@MainActor
open class UILabel: UIView {
    // UIKit: H10
    open override class var isUserInteractionEnabledByDefault: Bool { false }

    open var text: String?
}
