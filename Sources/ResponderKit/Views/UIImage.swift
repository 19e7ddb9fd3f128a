import Foundation

/// An image, as far as event delivery needs one: a name and a size. ResponderKit loads no files
/// and draws nothing, so an image is what its initializer says it is.
@preconcurrency @MainActor
open class UIImage {
    /// The name the image was made with (`init(named:)` or `init(systemName:)`); nil otherwise.
    public let name: String?
    /// Whether it names an SF Symbol (`init(systemName:)`).
    public let isSymbolImage: Bool
    /// The image's size in points.
    public let size: CGSize
    /// `automatic` unless made by `withRenderingMode(_:)`. Stored, no effect: nothing is drawn.
    public private(set) var renderingMode = RenderingMode.automatic

    /// Whether the image is drawn in its own colours or as a template in the tint colour; raw
    /// values are UIKit's.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    // Deviation: UIKit returns nil when the bundle has no image of that name; ResponderKit has no
    // bundles, so every name gives an image (DifferencesFromUIKit.md, "Images").
    /// An image named `name`, of size zero (nothing is loaded). Never nil.
    public init?(named name: String) {
        self.name = name
        self.isSymbolImage = false
        self.size = .zero
    }

    /// The SF Symbol `name`, 22 × 22 points (the size of a symbol in a bar at the default
    /// configuration; nothing is loaded). Never nil.
    public init?(systemName name: String) {
        self.name = name
        self.isSymbolImage = true
        self.size = CGSize(width: 22, height: 22)
    }

    /// An image of `size` with no name (our addition, for tests and scenes).
    public init(size: CGSize) {
        self.name = nil
        self.isSymbolImage = false
        self.size = size
    }

    /// A copy of the image (same name, size and kind) with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, isSymbolImage: isSymbolImage, size: size, renderingMode: renderingMode)
    }

    private init(name: String?, isSymbolImage: Bool, size: CGSize, renderingMode: RenderingMode) {
        self.name = name
        self.isSymbolImage = isSymbolImage
        self.size = size
        self.renderingMode = renderingMode
    }
}
