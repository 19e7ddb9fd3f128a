import Foundation

/// A colour as red, green, blue and alpha components (sRGB, 0…1 for the usual colours), as UIKit's `UIColor` in its
/// RGB and grayscale forms.
///
/// ResponderKit draws nothing: a colour is stored (`UIView.backgroundColor`) and shown where the
/// tools show views (`responder render` fills views with their background colour). Two colours
/// are equal when their components are, as UIKit's `isEqual(_:)` for colours of one colour space.
/// Dynamic (light/dark) system colours, patterns and colour spaces are not modelled.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    // Read with `getRed(_:green:blue:alpha:)`, as in UIKit, which has no component properties.
    private let red: CGFloat
    private let green: CGFloat
    private let blue: CGFloat
    private let alpha: CGFloat

    /// A colour of the given components, kept as given: as UIKit's extended sRGB colours,
    /// components outside 0…1 are allowed.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0…1), as UIKit's HSB initializer.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Self.clamp(hue) * 6).truncatingRemainder(dividingBy: 6)
        let s = Self.clamp(saturation), v = Self.clamp(brightness)
        let sector = Int(h), f = h - CGFloat(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Reads the colour's components, as UIKit's `getRed(_:green:blue:alpha:)` called with `&r`,
    /// `&g`, `&b`, `&a`; always true (every colour here is RGB).
    @discardableResult
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        (red, green, blue, alpha) = (self.red, self.green, self.blue, self.alpha)
        return true
    }

    /// The same colour with `alpha` replaced.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Black, white 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// White 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White, white 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// White 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// RGB (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// RGB (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// RGB (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// RGB (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// RGB (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// White 0, alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)

    /// Equal components.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// As UIKit prints an sRGB colour: `UIExtendedSRGBColorSpace 1 0 0 1`.
    public var description: String {
        "UIExtendedSRGBColorSpace \(Self.format(red)) \(Self.format(green)) \(Self.format(blue)) \(Self.format(alpha))"
    }

    private static func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
