import Foundation
import ResponderCapture
import ResponderDiagnosis
import ResponderKit
import ResponderScene
import Testing

// Every example scene, built, captured and loaded again, must answer as the original: the same
// view and responder chain at every point of a grid, and the same event log for its script.

/// The example scenes (top level and Diagnosis), by path from the package root.
private let exampleScenes: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let folders = ["Examples", "Examples/Diagnosis"]
    return folders.flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted().map {
                root.appendingPathComponent(folder).appendingPathComponent($0).path
            }
    }
}()

/// The classes a capture does not write as such yet (Documentation/CapturingALiveApp.md, "Not
/// captured yet"): a table or collection view is written as a scroll view holding its visible
/// cells, a navigation or tab bar controller as a plain controller holding UIKit's container views.
/// Scenes that use them are left out of the round trip until the capture writes them.
private let classesNotCapturedYet = ["UITableView", "UICollectionView", "UINavigationController", "UITabBarController"]

private func usesClassNotCapturedYet(_ path: String) -> Bool {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    // A presented controller is written as the views of its presentation, not as a presentation.
    return classesNotCapturedYet.contains { text.contains("class: \($0)") } || text.contains("presentedViewController:")
}

/// The example scenes whose every object a capture writes as such.
private let capturableScenes = exampleScenes.filter { !usesClassNotCapturedYet($0) }

@MainActor
private func answers(of scene: Scene) -> [String] {
    var lines: [String] = []
    for x in stride(from: -5.0, through: 400, by: 20) {
        for y in stride(from: -5.0, through: 830, by: 20) {
            let explanation = Explanation(point: CGPoint(x: x, y: y), in: scene.application)
            let hit = explanation.hit.map { TraceRecord.name(of: $0) } ?? "nil"
            lines.append("(\(x), \(y)) \(hit) chain \(explanation.chain.joined(separator: " > "))")
        }
    }
    return lines
}

@MainActor
private func log(of script: Script, in scene: Scene) throws -> String {
    do {
        return LogRenderer.text(try ScriptRunner.run(script, in: scene, topics: []))
    } catch let failure as ExpectationFailure {
        return LogRenderer.text(failure.results) + "\nfailed: \(failure.error.message)"
    }
}

@Suite("Capture round trip")
@MainActor
struct RoundTripTests {
    @Test("the examples are found")
    func examplesAreFound() {
        #expect(exampleScenes.count > 50)
        #expect(
            capturableScenes.count >= exampleScenes.count - 5,
            "left out: \(exampleScenes.count - capturableScenes.count)")
    }

    @Test(
        "every example scene, captured and loaded again, sends every grid point to the same view and chain",
        arguments: capturableScenes)
    func explainAgrees(path: String) throws {
        let original = try SceneLoader.load(path: path)
        let captured = ResponderCapture.sceneFile(of: original.application)
        let reloaded = try SceneLoader.load(captured, file: "captured.yaml")
        #expect(reloaded.importWarnings.isEmpty, "\(reloaded.importWarnings)")
        let expected = answers(of: original)
        let actual = answers(of: reloaded)
        let differences = zip(expected, actual).filter { $0 != $1 }.prefix(3)
        #expect(differences.isEmpty, "\(path): \(Array(differences))\n\(captured)")
    }

    @Test(
        "every example scene's script, run on its capture, logs what it logs on the scene", arguments: capturableScenes)
    func runAgrees(path: String) throws {
        let original = try SceneLoader.load(path: path)
        guard let script = original.script else { return }
        let captured = ResponderCapture.sceneFile(of: original.application)
        let reloaded = try SceneLoader.load(captured, file: "captured.yaml")
        let expected = try log(of: script, in: original)
        let actual = try log(of: script, in: reloaded)
        #expect(actual == expected, "\(path)\n\(captured)")
    }
}
