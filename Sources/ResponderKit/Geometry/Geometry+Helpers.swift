import Foundation

// Geometry helpers that stay well-defined for NaN, infinite and negative values. Foundation's own
// `CGRect.contains(_:)` traps on NaN sizes on Linux, so the engine never calls it.

extension CGRect {
    /// Containment as CoreGraphics defines it: the standardized rectangle, min edges inside, max
    /// edges outside; an empty, null or NaN rectangle contains nothing.
    // UIKit: H5
    @inline(__always)
    func _contains(_ point: CGPoint) -> Bool {
        let x0 = origin.x, y0 = origin.y, w = size.width, h = size.height
        if w >= 0, h >= 0 {
            // The usual case, in four comparisons.
            return point.x >= x0 && point.x < x0 + w && point.y >= y0 && point.y < y0 + h
        }
        let minX = w < 0 ? x0 + w : x0
        let minY = h < 0 ? y0 + h : y0
        let maxX = w < 0 ? x0 : x0 + w
        let maxY = h < 0 ? y0 : y0 + h
        // Every comparison with NaN is false, so NaN anywhere means "not inside".
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    var corners: [CGPoint] {
        [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)
        ]
    }

    var _midpoint: CGPoint {
        CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    }
}

/// The smallest axis-aligned rectangle containing every point.
func boundingBox(of points: [CGPoint]) -> CGRect {
    guard var minX = points.first?.x, var minY = points.first?.y else { return .null }
    var maxX = minX, maxY = minY
    for p in points.dropFirst() {
        minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
        minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    func distance(to other: CGPoint) -> CGFloat {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// The mean of `point` over `elements`, summed in order; `.zero` for none.
func centroid<Element>(of elements: [Element], _ point: (Element) -> CGPoint) -> CGPoint {
    guard !elements.isEmpty else { return .zero }
    var sum = CGPoint.zero
    for element in elements { sum = sum + point(element) }
    return CGPoint(x: sum.x / CGFloat(elements.count), y: sum.y / CGFloat(elements.count))
}
