// Changing a collection stored in a class's property without holding the property's access open.
//
// A class's stored property that is never visible outside the module and is only ever accessed
// for an instant costs no exclusivity check at run time in release builds. An in-place change
// (`_list.append(x)`, `_set.insert(x)`) keeps the access open across a call that may release
// storage, and then every access to the property anywhere is checked (~190 instructions each).
// So the engine's per-event lists are changed as
//
//     var list = _list._take()
//     list.append(x)
//     _list = list
//
// Nothing between the take and the store back may read the property: it is empty meanwhile.

extension Array {
    /// The array, leaving an empty one in its place, without copying it.
    @inline(__always)
    mutating func _take() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &self)
        return taken
    }
}

extension Dictionary {
    /// The dictionary, leaving an empty one in its place, without copying it.
    @inline(__always)
    mutating func _take() -> [Key: Value] {
        var taken = [Key: Value]()
        swap(&taken, &self)
        return taken
    }
}

extension Set {
    /// The set, leaving an empty one in its place, without copying it.
    @inline(__always)
    mutating func _take() -> Set<Element> {
        var taken = Set<Element>()
        swap(&taken, &self)
        return taken
    }
}
