import Foundation

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#else

/// An affine transformation matrix, with the CoreGraphics API, for platforms without CoreGraphics.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. `t1.concatenating(t2)` applies
/// `t1` first, then `t2`, exactly as in CoreGraphics.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// How much x feeds the new x: 1 in the identity, the x scale of a scale.
    public var a: CGFloat
    /// How much x feeds the new y: `sin(angle)` in a rotation, 0 in the identity.
    public var b: CGFloat
    /// How much y feeds the new x: `-sin(angle)` in a rotation, 0 in the identity.
    public var c: CGFloat
    /// How much y feeds the new y: 1 in the identity, the y scale of a scale.
    public var d: CGFloat
    /// Added to the new x: the x translation.
    public var tx: CGFloat
    /// Added to the new y: the y translation.
    public var ty: CGFloat

    /// The matrix with these six entries, taken as they are (no check that it can be inverted).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform, equal to `identity`.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The transform that changes nothing: `a` = `d` = 1, the rest 0. A view's default transform.
    public static let identity = CGAffineTransform()

    /// A translation by `tx` along x and `ty` along y.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` along x and `sy` along y, about the origin (a view's transform applies
    /// about its center instead, UIKit rule G3). A zero scale cannot be inverted.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether all six entries equal the identity's exactly (no tolerance: a rotation by 2π is
    /// not the identity).
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// The inverse; a transform that cannot be inverted is returned unchanged, as CoreGraphics does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }

    /// A translation by (`x`, `y`) followed by `self`, as in CoreGraphics.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by (`x`, `y`) followed by `self`, as in CoreGraphics.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians followed by `self`, as in CoreGraphics.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

/// CoreGraphics' `applying(_:)`, for platforms without CoreGraphics.
extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

/// CoreGraphics' `applying(_:)`, for platforms without CoreGraphics.
extension CGSize {
    /// The size's vector transformed without translation, as CoreGraphics does (may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

/// CoreGraphics' `applying(_:)`, for platforms without CoreGraphics.
extension CGRect {
    /// The smallest rectangle containing the transformed corners of the rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        return boundingBox(of: corners.map { $0.applying(t) })
    }
}

#endif
