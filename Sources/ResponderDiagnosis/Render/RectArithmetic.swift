import Foundation

// Foundation's rectangle arithmetic on Linux stops the program when an edge is NaN, and a scene
// may hold views whose frames are out of a double's range (a scale of 1e300 is invertible). The
// renderer and the lints do their arithmetic through these, which treat such rectangles as empty.

extension CGRect {
    /// Not null, and every coordinate and edge a finite number.
    var isArithmeticSafe: Bool {
        [origin.x, origin.y, size.width, size.height, origin.x + size.width, origin.y + size.height].allSatisfy(
            \.isFinite)
    }

    /// `intersection(_:)`, null when either rectangle is not finite.
    func safeIntersection(_ other: CGRect) -> CGRect {
        isArithmeticSafe && other.isArithmeticSafe ? intersection(other) : .null
    }

    /// `union(_:)`, leaving out a rectangle that is not finite.
    func safeUnion(_ other: CGRect) -> CGRect {
        guard other.isArithmeticSafe else { return self }
        return isArithmeticSafe ? union(other) : other
    }

    /// `intersects(_:)`, false when either rectangle is not finite.
    func safeIntersects(_ other: CGRect) -> Bool {
        isArithmeticSafe && other.isArithmeticSafe && intersects(other)
    }
}
