import Foundation

/// Where the subviews of a container are, kept once a removal had to look far for its subview, so
/// that removing subviews one by one costs O(log n) each to find, in any order, rather than a scan
/// of the siblings each (20,000 removals in random order: 200 million comparisons).
///
/// Each subview holds a slot (`UIView._subviewSlot`): its position when the table was made, or,
/// for a subview added on top since, the next slot. The table keeps the slots of the subviews
/// removed since, in order, so a subview's position is its slot less the removed slots below it.
/// Adding on top and removing are followed; any other change (an insertion below the top, a
/// reordering) drops the table, and so does a table with more removed slots than subviews, so
/// that the removed slots never outnumber the subviews (the next far lookup makes a new one).
@MainActor
final class _SubviewPositions {
    /// A lookup that scans past this many subviews makes a table for the next ones.
    static let scanLimit = 32

    /// The slots of the subviews removed since the table was made, ascending.
    private var removed: [Int32] = []
    /// The slot the next subview added on top takes.
    private var nextSlot: Int32

    /// A table of `subviews` as they are; gives each its slot.
    init(_ subviews: [UIView]) {
        for (position, subview) in subviews.enumerated() { subview._subviewSlot = Int32(position) }
        nextSlot = Int32(subviews.count)
    }

    /// Where `subview` is in `subviews` (its container's), if the table knows it.
    func position(of subview: UIView, in subviews: [UIView]) -> Int? {
        let slot = subview._subviewSlot
        let position = Int(slot) - removedCount(below: slot)
        // A view that is not a subview holds a slot of another container's, or none.
        guard subviews.indices.contains(position), subviews[position] === subview else { return nil }
        return position
    }

    /// Follows one subview leaving position `from` (nil: none left) and one arriving at `to` (nil:
    /// none arrived; positions as they are now, of `count` subviews), `subview` being the one that
    /// moved; false when the table cannot follow and must go.
    func follow(_ subview: UIView, leaving from: Int?, arrivingAt to: Int?, count: Int) -> Bool {
        switch (from, to) {
        case (nil, let to?) where to == count - 1:
            subview._subviewSlot = nextSlot
            nextSlot += 1
            return true
        case (let from?, nil):
            let slot = subview._subviewSlot
            let below = removedCount(below: slot)
            #if RESPONDERKIT_INVARIANTS
            precondition(Int(slot) - below == from, "invariant: a removed subview's slot names another position")
            #endif
            removed.insert(slot, at: below)
            return removed.count <= count
        default:
            return from == to
        }
    }

    /// How many removed slots are below `slot` (binary search).
    private func removedCount(below slot: Int32) -> Int {
        var low = 0, high = removed.count
        while low < high {
            let middle = (low + high) / 2
            if removed[middle] < slot { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
