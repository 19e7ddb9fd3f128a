// Cheaper ways to take elements out of the short lists of a touch phase (usually none to a
// handful of elements) than the standard `removeAll(keepingCapacity:)`, `removeFirst()` and
// `removeAll(where:)`, which go through the generic `replaceSubrange` whatever the count.
extension Array {
    /// Removes every element and keeps the storage.
    @inline(__always)
    mutating func _removeAllKeepingCapacity() {
        if count > 8 { return removeAll(keepingCapacity: true) }
        while !isEmpty { removeLast() }
    }

    /// `remove(at:)`: the element moves to the end, past the others in order, and goes from there.
    @discardableResult
    mutating func _remove(at position: Int) -> Element {
        if count - position > 8 { return remove(at: position) }
        withUnsafeMutableBufferPointer { elements in
            for index in position + 1 ..< elements.count { elements.swapAt(index - 1, index) }
        }
        return removeLast()
    }

    /// `removeFirst()`.
    @inline(__always)
    mutating func _removeFirst() -> Element { _remove(at: 0) }
}
