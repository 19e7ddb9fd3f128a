import Testing
@testable import ResponderScene

@Suite("Did you mean: one suggestion rule for every unknown name")
struct SuggestionTests {
    static let topics = [
        "hit-testing", "touches", "gestures", "responders", "first-responder", "actions", "events", "all", "none"
    ]

    @Test("a name a typo away is suggested: a dropped, added, changed or swapped letter, or another case")
    func closeNames() {
        #expect(suggestion(for: "gesturs", among: Self.topics) == "gestures")
        #expect(suggestion(for: "hittesting", among: Self.topics) == "hit-testing")
        #expect(suggestion(for: "touchez", among: Self.topics) == "touches")
        #expect(suggestion(for: "frmae", among: ["bounds", "frame", "alpha"]) == "frame")
        #expect(suggestion(for: "Touches", among: Self.topics) == "touches")
        #expect(suggestion(for: "UILable", among: ["UIView", "UILabel", "UIButton"]) == "UILabel")
    }

    @Test("a name further away than max(1, count / 3) edits is not: nothing is suggested")
    func farNames() {
        #expect(suggestion(for: "xyz", among: Self.topics) == nil)
        #expect(suggestion(for: "moves", among: Self.topics) == nil)
        #expect(suggestion(for: "anything", among: []) == nil)
        // Five letters allow one edit, six allow two.
        #expect(suggestion(for: "evxnz", among: ["event"]) == nil)
        #expect(suggestion(for: "evxntz", among: ["events"]) == "events")
        #expect(suggestion(for: "b", among: ["a"]) == "a")
        #expect(suggestion(for: "b", among: ["aa"]) == nil)
    }

    @Test("of equally close names, the first given wins, whatever the order of the rest")
    func ties() {
        #expect(suggestion(for: "bat", among: ["cat", "hat", "rat"]) == "cat")
        #expect(suggestion(for: "bat", among: ["rat", "hat", "cat"]) == "rat")
        #expect(suggestion(for: "bat", among: ["bats", "cat"]) == "bats")
        #expect(suggestion(for: "bat", among: ["cat", "bats"]) == "cat")
        // A closer name beats an earlier one.
        #expect(suggestion(for: "bat", among: ["cat", "bat"]) == "bat")
    }

    @Test("the hint names the suggestion, else lists every choice in the order given")
    func hints() {
        #expect(hint(for: "gesturs", among: Self.topics) == "did you mean 'gestures'?")
        #expect(hint(for: "xyz", among: ["b", "a"]) == "expected one of: b, a")
    }

    @Test("an exchange of neighbours is one edit; edit distance is symmetric and zero only for equal words")
    func distance() {
        #expect(editDistance("frmae", "frame") == 1)
        #expect(editDistance("", "abc") == 3)
        #expect(editDistance("abc", "") == 3)
        #expect(editDistance("kitten", "sitting") == 3)
        let words = ["", "a", "ab", "ba", "abc", "acb", "cab", "abcd"]
        for a in words {
            for b in words {
                #expect(editDistance(a, b) == editDistance(b, a), "\(a) \(b)")
                #expect((editDistance(a, b) == 0) == (a == b), "\(a) \(b)")
            }
        }
    }
}
