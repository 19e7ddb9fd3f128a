import ArgumentParser
import Foundation
import ResponderDiagnosis
import ResponderKit
import ResponderScene

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs seed article 000's hit-testing experiment and prints which label answers each tap.",
        discussion: """
            Six labels (AA ⊃ AAA, BB ⊃ BBB ⊃ BBBB ⊃ BBBBB), each with a tap recognizer, are tapped at \
            seven points, once per version of the article's label class: TEST_1 (plain labels), TEST_2 \
            (hitTest returns self), TEST_3 (point(inside:) accepting subviews), TEST_4 (TEST_3 with \
            BBBB's interaction off) and the article's fix. The scenes are bundled; the same files are in \
            Examples/ for `responder run`.

            Example:
              swift run responder demo
            """
    )

    static let variants = [
        ("TEST_1", "seed000-test1"), ("TEST_2", "seed000-test2"), ("TEST_3", "seed000-test3"),
        ("TEST_4", "seed000-test4"), ("TEST_4 fixed", "seed000-test4-fixed")
    ]

    func run() throws {
        var out = ""
        for (title, file) in Self.variants {
            guard let url = Bundle.module.url(forResource: file, withExtension: "yaml", subdirectory: "Scenes") else {
                throw CommandFailure(
                    file: "\(file).yaml", message: "the bundled scene is missing from this build",
                    hint: "rebuild responder; the scenes are in Sources/responder/Scenes")
            }
            out += title + "\n"
            out += try withScene(url.path) { scene in
                guard let script = scene.script else {
                    throw SceneError(
                        file: url.path, line: 0, column: 0, message: "the bundled scene has no script",
                        hint: "rebuild responder; the scenes are in Sources/responder/Scenes")
                }
                var lines = ""
                for result in try ScriptRunner.run(script, in: scene, topics: []) {
                    lines += "\(result.number) ---> \(result.answer)\n"
                }
                if title == "TEST_1" {
                    let point = CGPoint(x: 275, y: 300)
                    let why = Explanation(point: point, in: scene.application)
                    if let hit = why.hit, let nearMiss = why.nearMiss {
                        lines +=
                            "Point 5 \(TraceRecord.format(point)) went to \(TraceRecord.name(of: hit)): \(nearMiss).\n"
                    }
                }
                return lines
            }
            out += "\n"
        }
        Output.print(out)
    }
}
