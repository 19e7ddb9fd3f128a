import Foundation

// UIKit's semantic and system colours, with their light-appearance sRGB values (ResponderKit has
// no dark mode: each is one fixed colour), and the bridge to `CGColor`.

extension UIColor {
    private convenience init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// The colour as a `CGColor` for a layer (`layer.borderColor = UIColor.red.cgColor`).
    public var cgColor: CGColor {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return CGColor(red: r, green: g, blue: b, alpha: a)
    }

    /// The colour of `cgColor`: RGB components as they are, a gray as equal red, green and blue.
    public convenience init(cgColor: CGColor) {
        let values = cgColor.components ?? []
        switch values.count {
        case 2: self.init(white: values[0], alpha: values[1])
        case 4...: self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        default: self.init(white: 0, alpha: cgColor.alpha)
        }
    }

    // MARK: System colours (light appearance)

    /// RGB (255, 59, 48).
    public static let systemRed = UIColor(255, 59, 48)
    /// RGB (255, 149, 0).
    public static let systemOrange = UIColor(255, 149, 0)
    /// RGB (255, 204, 0).
    public static let systemYellow = UIColor(255, 204, 0)
    /// RGB (52, 199, 89).
    public static let systemGreen = UIColor(52, 199, 89)
    /// RGB (0, 199, 190).
    public static let systemMint = UIColor(0, 199, 190)
    /// RGB (48, 176, 199).
    public static let systemTeal = UIColor(48, 176, 199)
    /// RGB (50, 173, 230).
    public static let systemCyan = UIColor(50, 173, 230)
    /// RGB (0, 122, 255); also the default `tintColor`.
    public static let systemBlue = UIColor(0, 122, 255)
    /// RGB (88, 86, 214).
    public static let systemIndigo = UIColor(88, 86, 214)
    /// RGB (175, 82, 222).
    public static let systemPurple = UIColor(175, 82, 222)
    /// RGB (255, 45, 85).
    public static let systemPink = UIColor(255, 45, 85)
    /// RGB (162, 132, 94).
    public static let systemBrown = UIColor(162, 132, 94)
    /// RGB (142, 142, 147).
    public static let systemGray = UIColor(142, 142, 147)
    /// RGB (174, 174, 178).
    public static let systemGray2 = UIColor(174, 174, 178)
    /// RGB (199, 199, 204).
    public static let systemGray3 = UIColor(199, 199, 204)
    /// RGB (209, 209, 214).
    public static let systemGray4 = UIColor(209, 209, 214)
    /// RGB (229, 229, 234).
    public static let systemGray5 = UIColor(229, 229, 234)
    /// RGB (242, 242, 247).
    public static let systemGray6 = UIColor(242, 242, 247)

    // MARK: Semantic colours (light appearance)

    /// Text: black.
    public static let label = UIColor(0, 0, 0)
    /// Secondary text: RGB (60, 60, 67) at 60 %.
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
    /// Tertiary text: RGB (60, 60, 67) at 30 %.
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
    /// Quaternary text: RGB (60, 60, 67) at 18 %.
    public static let quaternaryLabel = UIColor(60, 60, 67, 0.18)
    /// Placeholder text: RGB (60, 60, 67) at 30 %.
    public static let placeholderText = UIColor(60, 60, 67, 0.3)
    /// Links: RGB (0, 122, 255).
    public static let link = UIColor(0, 122, 255)
    /// Separators that let the content show through: RGB (60, 60, 67) at 29 %.
    public static let separator = UIColor(60, 60, 67, 0.29)
    /// Opaque separators: RGB (198, 198, 200).
    public static let opaqueSeparator = UIColor(198, 198, 200)
    /// The main background: white.
    public static let systemBackground = UIColor(255, 255, 255)
    /// Content on the main background: RGB (242, 242, 247).
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    /// Content on the secondary background: white.
    public static let tertiarySystemBackground = UIColor(255, 255, 255)
    /// A grouped table's background: RGB (242, 242, 247).
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    /// Content on a grouped background: white.
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
    /// Content on the secondary grouped background: RGB (242, 242, 247).
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247)
    /// Fills of thin shapes: RGB (120, 120, 128) at 20 %.
    public static let systemFill = UIColor(120, 120, 128, 0.2)
    /// Fills of medium shapes: RGB (120, 120, 128) at 16 %.
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16)
    /// Fills of large shapes: RGB (118, 118, 128) at 12 %.
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12)
    /// Fills of large areas: RGB (116, 116, 128) at 8 %.
    public static let quaternarySystemFill = UIColor(116, 116, 128, 0.08)
}
