import Foundation

#if !canImport(CoreGraphics)

/// A colour as Core Graphics gives it to layers (`CALayer.borderColor`, `shadowColor`), for
/// platforms without Core Graphics: RGB or gray components and alpha, in sRGB. Get one from a
/// `UIColor` with `cgColor`, and back with `UIColor(cgColor:)`.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's components, alpha last: red, green, blue and alpha, or gray and alpha.
    public let components: [CGFloat]?

    /// An RGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A gray: 0 black, 1 white.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// An RGB colour in sRGB, as Core Graphics' `init(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// How many components there are, alpha included: 4 for RGB, 2 for gray.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return values.count == 2
            ? CGColor(gray: values[0], alpha: alpha)
            : CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    /// Equal components, as Core Graphics' `==` for colours of one colour space.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The components, as `<CGColor> [1 0 0 1]`.
    public var description: String {
        "<CGColor> [\((components ?? []).map { $0 == $0.rounded() ? String(Int($0)) : String(Double($0)) }.joined(separator: " "))]"
    }
}

#endif
