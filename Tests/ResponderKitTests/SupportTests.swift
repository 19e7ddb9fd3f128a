import Testing
@testable import ResponderKit

@Suite("Support: the engine's list helpers")
struct SupportTests {
    @Test(
        "Putting elements into and taking them out of short and long lists keeps the others in order, and emptying keeps the storage",
        arguments: [1, 2, 5, 9, 20])
    func removals(count: Int) {
        for position in 0..<count {
            var list = Array(0..<count)
            #expect(list._remove(at: position) == position)
            #expect(list == Array(0..<count).filter { $0 != position })
        }
        for position in 0...count {
            var list = Array(0..<count)
            list._insert(-1, at: position)
            var expected = Array(0..<count)
            expected.insert(-1, at: position)
            #expect(list == expected)
        }
        var matching = Array(0..<count) + Array(0..<count)
        matching._removeFirst { $0 == count - 1 }
        #expect(matching == Array(0..<count - 1) + Array(0..<count))
        matching._removeFirst { $0 < 0 }
        #expect(matching.count == 2 * count - 1)

        var queue = Array(0..<count)
        var taken: [Int] = []
        while !queue.isEmpty { taken.append(queue._removeFirst()) }
        #expect(taken == Array(0..<count))

        var emptied = Array(0..<count)
        let capacity = emptied.capacity
        emptied._removeAllKeepingCapacity()
        #expect(emptied.isEmpty)
        #expect(emptied.capacity == capacity)
    }
}
