// Cheaper ways to put elements into and take them out of the short lists of a touch phase
// (usually none to a handful of elements) than the standard `insert(_:at:)`,
// `removeAll(keepingCapacity:)`, `removeFirst()` and `removeAll(where:)`, which go through the
// generic `replaceSubrange` whatever the count.
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

    /// `insert(_:at:)`: the element goes at the end and moves past the others into place.
    mutating func _insert(_ element: Element, at position: Int) {
        append(element)
        if count - position > 8 { return insert(removeLast(), at: position) }
        withUnsafeMutableBufferPointer { elements in
            for index in stride(from: elements.count - 1, to: position, by: -1) { elements.swapAt(index - 1, index) }
        }
    }

    /// Removes the first element that satisfies `predicate`, if any.
    mutating func _removeFirst(where predicate: (Element) -> Bool) {
        if let position = firstIndex(where: predicate) { _remove(at: position) }
    }

    /// `removeFirst()`.
    @inline(__always) @discardableResult
    mutating func _removeFirst() -> Element { _remove(at: 0) }
}
