import Foundation

/// The chain layout: per level of a run of single subviews, the region of the container's space
/// that reaches it.
final class _SubviewChain {
    /// The levels, top first. Unretained: subviews keep them.
    private let members: [Unmanaged<UIView>]
    /// Per level, the points of the container's space it takes if the levels above take them
    /// too, as (minX, minY, maxX, maxY); nested, so the deepest level taking a point is found by
    /// bisection. An ineligible level ends the chain with an empty region.
    private let regions: [SIMD4<Double>]
    /// How far rounding can move an edge, per unit of magnitude of the point.
    private let roundingPerMagnitude: Double
    /// The largest magnitude the levels' geometry and offsets add to the point's.
    private let chainMagnitude: Double
    /// The window's generation, and its value when the chain was built.
    private let generation: _HitTestGeneration
    private let builtAt: UInt

    /// Whether nothing hit-testing reads changed in the window since the chain was built.
    var isCurrent: Bool { generation.value == builtAt }

    /// The chain of single subviews below `container`, in the window that `generation` is of.
    init(below container: UIView, generation: _HitTestGeneration) {
        self.generation = generation
        builtAt = generation.value
        var region = SIMD4<Double>(-.infinity, -.infinity, .infinity, .infinity)
        // The container's space is the level's own minus `offset` (G3 inverted, level by level).
        var offsetX = 0.0, offsetY = 0.0
        var magnitude = 0.0
        var members: [Unmanaged<UIView>] = [], regions: [SIMD4<Double>] = []
        var next = container._subviews.first
        while let view = next, Self.canChain(view) {
            let centreX = view._bounds.origin.x + view._bounds.width / 2
            let centreY = view._bounds.origin.y + view._bounds.height / 2
            offsetX += centreX - view._center.x
            offsetY += centreY - view._center.y
            let b = view._bounds.standardized
            // Every value the scan and the offsets go through at this level is at most this
            // large (plus the point's own magnitude).
            magnitude = max(
                magnitude,
                abs(centreX) + abs(centreY) + abs(view._center.x) + abs(view._center.y)
                    + abs(b.minX) + abs(b.maxX) + abs(b.minY) + abs(b.maxY) + abs(offsetX) + abs(offsetY))
            if view._hitFlags.isDisjoint(with: .ineligible) {
                region = SIMD4(
                    max(region.x, b.minX - offsetX), max(region.y, b.minY - offsetY),
                    min(region.z, b.maxX - offsetX), min(region.w, b.maxY - offsetY))
            } else {
                // As the scan decides (H2.1, H3): an ineligible level hides everything below it.
                region = SIMD4(.infinity, .infinity, -.infinity, -.infinity)
            }
            members.append(.passUnretained(view))
            regions.append(region)
            guard region.x <= region.z, region.y <= region.w, view._subviews.count == 1 else { break }
            next = view._subviews.first
        }
        // Each level adds a few roundings to the scan's conversion and to the offsets; a generous
        // bound keeps every answer the chain gives one that the scan gives too.
        self.members = members
        self.regions = regions
        chainMagnitude = magnitude
        roundingPerMagnitude = Double(8 * (members.count + 2)) * Double.ulpOfOne
    }

    /// Whether a level of a chain behaves exactly as the chain models it: the default hit-test, no
    /// transform, finite geometry of a sane size.
    private static func canChain(_ view: UIView) -> Bool {
        guard view._hitFlags.isDisjoint(with: [.custom, .transformed]) else { return false }
        let c = view._center, b = view._bounds
        return [c.x, c.y, b.origin.x, b.origin.y, b.width, b.height].allSatisfy { $0.isFinite && abs($0) < 1e12 }
    }

    // MARK: Queries

    /// The deepest level taking the point, when rounding cannot change which one it is.
    func find(_ point: CGPoint, below limit: Int) -> _SubviewIndex.Answer {
        guard limit > 0, !members.isEmpty else { return .scan }
        // The deepest level that surely takes the point, and the deepest that may: when they
        // differ, the point is too close to an edge to tell without the scan's own arithmetic.
        // The absolute term keeps the slack from underflowing to zero when the geometry is
        // subnormal: `deepestLevel` treats edges as closed, the scan does not (H5), so a zero
        // slack would take a point on a maximum edge.
        let slack = (abs(point.x) + abs(point.y) + chainMagnitude) * roundingPerMagnitude + Double.leastNormalMagnitude
        let level = deepestLevel(taking: point, grownBy: -slack)
        guard level == deepestLevel(taking: point, grownBy: slack) else { return .scan }
        // As the scan decides (H2.4): the level below does not take the point, so this level is the answer.
        if level < 0 { return .none }
        let view = members[level]
        if level < members.count - 1 || view._withUnsafeGuaranteedRef({ $0._subviews.isEmpty }) {
            return .found(view)
        }
        // The walk goes on below the chain, with the point converted level by level as the
        // scan converts it (H9).
        var local = point
        for member in members {
            local = member._withUnsafeGuaranteedRef { $0._pointFromUntransformedSuperview(local) }
        }
        return .enters(view, local)
    }

    /// The deepest level whose region, grown by `slack` on every side, holds `point`; −1 if none.
    @inline(__always)
    private func deepestLevel(taking point: CGPoint, grownBy slack: Double) -> Int {
        regions.withUnsafeBufferPointer { regions in
            var taking = -1, notTaking = regions.count
            while notTaking - taking > 1 {
                let middle = (taking + notTaking) / 2
                let r = regions[middle]
                if point.x >= r.x - slack, point.y >= r.y - slack, point.x <= r.z + slack, point.y <= r.w + slack {
                    taking = middle
                } else {
                    notTaking = middle
                }
            }
            return taking
        }
    }
}
