import Testing
@testable import ResponderKit

@Suite("Support: the engine's list helpers")
struct SupportTests {
    @Test("Taking elements out of short and long lists keeps the others in order and the storage", arguments: [1, 2, 5, 9, 20])
    func removals(count: Int) {
        for position in 0..<count {
            var list = Array(0..<count)
            #expect(list._remove(at: position) == position)
            #expect(list == Array(0..<count).filter { $0 != position })
        }
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
