import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

/// The repository's Examples folder.
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

@Suite("Scenes")
@MainActor
struct SceneTests {
    @Test("seed 000 TEST_1 as a scene answers as the article prints")
    func seed000() throws {
        let scene = try SceneLoader.load(path: examples.appendingPathComponent("seed000-test1.yaml").path)
        let results = try ScriptRunner.run(#require(scene.script), in: scene, topics: [])
        #expect(
            results.map { "\($0.number) ---> \($0.answer)" } == [
                "1 ---> AAA", "2 ---> AA", "3 ---> BBBBB", "4 ---> BBBB", "5 ---> BB", "6 ---> BBB", "7 ---> BB"
            ])
    }
}
