import Foundation

/// A view that shows an image. User interaction is off by default (H10).
@preconcurrency @MainActor
open class UIImageView: UIView {
    // UIKit: H10
    open override class var isUserInteractionEnabledByDefault: Bool { false }

    /// The image shown; nil by default. Stored, no effect: ResponderKit draws nothing, and the
    /// view takes touches in its bounds (when interaction is on) whatever the image.
    open var image: UIImage?
    /// The image shown while `isHighlighted`; nil by default. Stored, no effect.
    open var highlightedImage: UIImage?
    /// False by default. Stored, no effect.
    open var isHighlighted = false

    /// An image view whose frame is the image's size at the origin, as UIKit's (zero for nil).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view with the frame's size and position and no image.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
