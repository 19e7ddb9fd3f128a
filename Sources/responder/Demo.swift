import ArgumentParser
import ResponderKit
import ResponderKitTesting

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs seed article 000's hit-testing experiment and prints which label answers each tap.",
        discussion: """
        Six labels (AA ⊃ AAA, BB ⊃ BBB ⊃ BBBB ⊃ BBBBB) are tapped at seven points, once per \
        version of the article's label class: TEST_1 (plain labels), TEST_2 (hitTest returns self), \
        TEST_3 (emulated hitTest, point(inside:) accepting subviews), TEST_4 (TEST_3 with BBBB's \
        interaction off) and the article's fix.

        Example:
          swift run responder demo
        """
    )

    func run() throws {
        // The command runs on the main thread, where the engine lives.
        MainActor.assumeIsolated { Self.printDemo() }
    }

    @MainActor
    static func printDemo() {
        for variant in Seed000.Variant.allCases {
            let seed = Seed000(variant)
            print(variant.rawValue)
            for line in seed.run() { print(line) }
            if variant == .test1, let why = Seed000(.test1).explainTap(Seed000.points[4], number: 5) {
                print(why)
            }
            print()
        }
    }
}
