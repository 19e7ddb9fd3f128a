import Foundation
import ResponderKit
import Testing

@testable import ResponderDiagnosis
@testable import ResponderScene

/// The repository's `Examples/` folder, and every scene and dump in it that loads.
private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

private func exampleFiles() -> [String] {
    let manager = FileManager.default
    let scenes = ((try? manager.contentsOfDirectory(atPath: examples.path)) ?? []).filter {
        $0.hasSuffix(".yaml") || $0.hasSuffix(".json")
    }
    let dumps = ((try? manager.contentsOfDirectory(atPath: examples.appendingPathComponent("Dumps").path)) ?? [])
        .filter { $0.hasSuffix(".txt") }.map { "Dumps/" + $0 }
    return (scenes + dumps).sorted()
}

/// One answer, every form: the text is rendered from the value, and the value's JSON decodes to
/// the same value, on every example.
@Suite("Typed answers: the value, its text and its JSON")
@MainActor
struct AnswerFormTests {
    /// The example at `name`, or nil for an example that is bad input on purpose.
    func scene(_ name: String) -> Scene? {
        try? SceneLoader.load(path: examples.appendingPathComponent(name).path)
    }

    @Test(
        "explain: on every example, at a grid of points, the JSON decodes to the value the text is rendered from",
        arguments: exampleFiles())
    func explanations(name: String) throws {
        guard let scene = scene(name) else { return }
        let frame = scene.windows.first?.frame ?? CGRect(x: 0, y: 0, width: 375, height: 667)
        for i in 0..<3 {
            for j in 0..<3 {
                let point = CGPoint(
                    x: (frame.minX + frame.width * (CGFloat(i) + 0.5) / 3).rounded(),
                    y: (frame.minY + frame.height * (CGFloat(j) + 0.5) / 3).rounded())
                let explanation = Explanation(
                    point: point, in: scene.application, naming: scene.displayName, scene: scene)
                let document = AnswerJSON.ExplainDocument(explanation: explanation.answer)
                let data = try AnswerJSON.encoder().encode(document)
                let decoded = try AnswerJSON.decoder().decode(AnswerJSON.ExplainDocument.self, from: data)
                #expect(decoded == document, "\(name) at \(point)")
                #expect(decoded.explanation.text == explanation.text, "\(name) at \(point)")
                #expect(explanation.text.hasPrefix(decoded.explanation.headline + "\n"), "\(name) at \(point)")
            }
        }
    }

    @Test(
        "lint: on every example, the JSON decodes to the findings the text is rendered from",
        arguments: exampleFiles())
    func findings(name: String) throws {
        guard let scene = scene(name) else { return }
        let findings = Lint.check(scene)
        let document = AnswerJSON.LintDocument(file: scene.file, findings: findings)
        let decoded = try AnswerJSON.decoder().decode(
            AnswerJSON.LintDocument.self, from: try AnswerJSON.encoder().encode(document))
        #expect(decoded == document, "\(name)")
        #expect(decoded.findings.map(\.description) == findings.map(\.description), "\(name)")
        // Every finding names the object at fault and the view it is about, as values.
        for finding in decoded.findings {
            #expect(finding.subject != nil && finding.view != nil, "\(name): \(finding)")
        }
    }

    @Test("a non-finite coordinate is written as a string and read back as the same number")
    func nonFinite() throws {
        let point = AnswerPoint(CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity))
        let text = String(decoding: try AnswerJSON.encoder().encode(point), as: UTF8.self)
        #expect(text == #"{"x":"inf","y":"-inf"}"#)
        #expect(try AnswerJSON.decoder().decode(AnswerPoint.self, from: Data(text.utf8)) == point)
    }

    @Test("lint names the object at fault and the fix as a value: a label with a tap, interaction off")
    func fixAsValue() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: w
                key: true
                subviews:
                  - {id: title, class: UILabel, text: Hello, frame: [0, 0, 100, 44], gestures: [{id: tap, type: tap}]}
            """, file: "s.yaml")
        let finding = try #require(Lint.check(scene).first { $0.check == "interaction-off" })
        #expect(
            finding.subject
                == AnswerObject(id: "title", name: "`title` (UILabel)", className: "UILabel", shown: "Hello"))
        #expect(
            finding.change == FixChange(object: finding.subject!, property: "isUserInteractionEnabled", value: "true"))
    }

    @Test(
        "GV3: when an ancestor's tap cancels the hit view's touches, the headline says the user sees the tap's action, with the fix"
    )
    func recognizedElsewhereHeadline() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: vc
                  actions: ["dismiss:"]
                  view:
                    id: root
                    gestures: [{id: dismissTap, type: tap, action: "vc.dismiss:"}]
                    subviews:
                      - {id: cell1, frame: [0, 100, 375, 44], touches: handle}
            """, file: "s.yaml")
        let answer = Explanation(
            point: CGPoint(x: 100, y: 120), in: scene.application, naming: scene.displayName, scene: scene
        ).answer
        guard case .recognizedElsewhere(let recognizer, let view, true) = answer.outcome else {
            Issue.record("outcome \(answer.outcome)")
            return
        }
        #expect(recognizer.id == "dismissTap" && view.id == "root")
        #expect(
            answer.headline
                == "A touch at (100, 120) hits `cell1` in window `w`, but `dismissTap` on `root` recognizes a tap there and cancels its touches (cancelsTouchesInView = true, GV3): the user sees `dismissTap`'s action, not `cell1`'s; set cancelsTouchesInView = false on `dismissTap` to let both answer."
        )
    }

    @Test("explain --brief: the headline, the path, the near miss and the findings, without every view")
    func brief() throws {
        let scene = try #require(self.scene("button-outside-superview.yaml"))
        let answer = Explanation(
            point: CGPoint(x: 240, y: 210), in: scene.application, naming: scene.displayName, scene: scene
        ).answer
        let lines = answer.briefText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == answer.headline)
        #expect(lines.contains("Path: `window` > `root`"))
        #expect(lines.contains("Near miss: " + (answer.nearMiss?.text ?? "?")))
        #expect(lines.contains("Lint says:"))
        #expect(!lines.contains("Hit-testing, view by view:"))
        let document = AnswerJSON.ExplainDocument(explanation: answer, brief: true)
        #expect(document.explanation.views.isEmpty && document.explanation.stack.isEmpty)
        #expect(document.explanation.nearMiss == answer.nearMiss && document.explanation.findings == answer.findings)
    }
}
