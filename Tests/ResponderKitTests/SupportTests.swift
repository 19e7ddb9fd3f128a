import Testing
@testable import ResponderKit

@Suite("Support: the engine's list helper")
struct SupportTests {
    @Test("Emptying a short or a long list keeps its storage", arguments: [1, 2, 5, 9, 20])
    func emptying(count: Int) {
        var emptied = Array(0..<count)
        let capacity = emptied.capacity
        emptied._removeAllKeepingCapacity()
        #expect(emptied.isEmpty)
        #expect(emptied.capacity == capacity)
    }
}
