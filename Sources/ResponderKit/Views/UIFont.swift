import Foundation

/// A font as UIKit names it: a name and a point size.
///
/// ResponderKit draws no text, so a font is stored where UIKit stores one (`UILabel.font`,
/// `UITextField.font`, a button's `titleLabel`) and read back, with no effect. There is no font
/// registry: `UIFont(name:size:)` makes a font of any name and never returns nil. Two fonts are
/// equal when their names and sizes are.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's PostScript-style name: `.SFUI-Regular`, `.SFUI-Semibold` … for the system font.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat

    /// The font called `fontName` at `fontSize` points. Never nil here (UIKit answers nil for a
    /// name it has no font for).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = fontSize
    }

    private init(systemWeight weight: Weight, size: CGFloat, italic: Bool = false) {
        fontName = ".SFUI-" + weight._name + (italic ? "Italic" : "")
        pointSize = size
    }

    /// The system font at `fontSize`, regular weight.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemWeight: .regular, size: fontSize)
    }

    /// The system font at `fontSize` and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemWeight: weight, size: fontSize)
    }

    /// The bold system font at `fontSize`.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemWeight: .bold, size: fontSize)
    }

    /// The italic system font at `fontSize`.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemWeight: .regular, size: fontSize, italic: true)
    }

    /// The system font with fixed-width digits; here the system font of that weight.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemWeight: weight, size: fontSize)
    }

    /// The fixed-width system font at `fontSize` and `weight` (`.SFMono-…`).
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFMono-" + weight._name, size: fontSize) ?? .systemFont(ofSize: fontSize)
    }

    /// The font for `style` at the default (Large) text size: body 17 points, headline 17
    /// semibold, title1 28 … (Dynamic Type is not modelled: the size never changes).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight): (CGFloat, Weight) =
            switch style {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        return UIFont(systemWeight: weight, size: size)
    }

    /// The same font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize) ?? self
    }

    /// 14 points, as UIKit's.
    public class var systemFontSize: CGFloat { 14 }
    /// 12 points.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// 17 points.
    public class var labelFontSize: CGFloat { 17 }
    /// 18 points.
    public class var buttonFontSize: CGFloat { 18 }

    /// Equal names and sizes.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// The name and size: `.SFUI-Regular 17pt`.
    public var description: String {
        "\(fontName) \(Double(pointSize) == Double(Int(pointSize)) ? String(Int(pointSize)) : String(Double(pointSize)))pt"
    }

    /// A font weight; the raw values are UIKit's (`regular` 0, `bold` 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The weight's name in a system font's name; the nearest named weight for another value.
        var _name: String {
            let named: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")
            ]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? "Regular"
        }
    }

    /// A Dynamic Type text style; the raw values are UIKit's (`UICTFontTextStyleBody` …).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}
