// Emptying the short lists of a touch phase (usually none to a handful of elements) one element
// at a time: the standard `removeAll(keepingCapacity:)` goes through the generic
// `replaceSubrange` whatever the count, and costs a tap 11 %, a drag 16 % (benchmark rows "tap
// the realistic scene's row", "drag on the realistic scene"). The other helpers are the standard
// operations under the names the event path uses.
extension Array {
    /// Removes every element and keeps the storage.
    @inline(__always)
    mutating func _removeAllKeepingCapacity() {
        if count > 8 { return removeAll(keepingCapacity: true) }
        while !isEmpty { removeLast() }
    }

    /// `remove(at:)`.
    @discardableResult
    mutating func _remove(at position: Int) -> Element {
        remove(at: position)
    }

    /// `insert(_:at:)`.
    mutating func _insert(_ element: Element, at position: Int) {
        insert(element, at: position)
    }

    /// Removes the first element that satisfies `predicate`, if any.
    mutating func _removeFirst(where predicate: (Element) -> Bool) {
        if let position = firstIndex(where: predicate) { _remove(at: position) }
    }

    /// `removeFirst()`.
    @inline(__always) @discardableResult
    mutating func _removeFirst() -> Element { _remove(at: 0) }
}
