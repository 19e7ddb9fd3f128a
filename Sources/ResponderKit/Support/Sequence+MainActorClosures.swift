// The engine's own copies of the standard library's closure-taking algorithms.
//
// The engine runs on the main actor, so the closures it writes (`touches.contains { $0.view ===
// view }`) are main-actor closures. Swift 6 checks at run time, on every call, that such a closure
// runs on the main actor when it is handed to a module built in the Swift 5 language mode, as the
// standard library is (SE-0423): about 300 instructions a call, more than most of these closures
// cost, and some thirty calls per touch event (a tap of the benchmark suite's realistic scene,
// 34,000 instructions, paid 9,000 more). Handed to a function of this module, the same closure is
// not checked. These internal declarations shadow the standard library's inside ResponderKit only:
// the engine's code keeps the standard names and gets these; nothing changes for users.
//
// Each is the plain algorithm, with the standard library's name, signature and result; `sorted`
// hands the (no longer main-actor) closure on to the standard library's.

extension Sequence {
    func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        for element in self where try predicate(element) { return true }
        return false
    }

    func first(where predicate: (Element) throws -> Bool) rethrows -> Element? {
        for element in self where try predicate(element) { return element }
        return nil
    }

    func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
        for element in self where try !predicate(element) { return false }
        return true
    }

    func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element] {
        var result: [Element] = []
        for element in self where try isIncluded(element) { result.append(element) }
        return result
    }

    func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] {
        var result: [T] = []
        result.reserveCapacity(underestimatedCount)
        for element in self { result.append(try transform(element)) }
        return result
    }

    func compactMap<T>(_ transform: (Element) throws -> T?) rethrows -> [T] {
        var result: [T] = []
        for element in self {
            if let value = try transform(element) { result.append(value) }
        }
        return result
    }

    func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element? {
        var result: Element?
        for element in self {
            if let current = result, try !areInIncreasingOrder(element, current) { continue }
            result = element
        }
        return result
    }

    func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element] {
        var result = Array(self)
        try result.sort(by: areInIncreasingOrder)
        return result
    }
}

extension Collection {
    func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Index? {
        var index = startIndex
        while index != endIndex {
            if try predicate(self[index]) { return index }
            formIndex(after: &index)
        }
        return nil
    }
}

extension BidirectionalCollection {
    func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Index? {
        var index = endIndex
        while index != startIndex {
            formIndex(before: &index)
            if try predicate(self[index]) { return index }
        }
        return nil
    }

    func last(where predicate: (Element) throws -> Bool) rethrows -> Element? {
        try lastIndex(where: predicate).map { self[$0] }
    }
}

extension Array {
    mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        var kept = 0
        for index in indices where try !shouldBeRemoved(self[index]) {
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        removeSubrange(kept...)
    }
}

extension Optional {
    func map<U>(_ transform: (Wrapped) throws -> U) rethrows -> U? {
        guard let value = self else { return nil }
        return try transform(value)
    }

    func flatMap<U>(_ transform: (Wrapped) throws -> U?) rethrows -> U? {
        guard let value = self else { return nil }
        return try transform(value)
    }
}
