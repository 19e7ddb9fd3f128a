import Foundation

/// A view that shows an image. User interaction is off by default (H10).
@preconcurrency @MainActor
open class UIImageView: UIView {
    // UIKit: H10
    open override class var isUserInteractionEnabledByDefault: Bool { false }
}
