import Foundation
import ResponderKit
import ResponderScene
import Testing
import Yams

@testable import ResponderServe

/// A scene written as people write them: comments, blank lines, block and flow mappings, a frame
/// as a block list, a view placed by center and bounds, gestures as a flow and a block list.
private let blockScene = """
    # Edited by the playground: everything here but the edited value stays as written.
    windows:
      - id: window   # the only window
        key: true
        rootViewController:
          id: vc
          view:
            id: root
            frame: [0, 0, 320, 480]

            subviews:
              # A, the button: tap it
              - id: A
                frame: [10, 20, 100, 50]   # where it is
                alpha: 0.5
                hidden: false
                userInteractionEnabled: true
                gestures: [{id: tapA, type: tap}]

              - {id: B, frame: [0, 100, 50, 50], alpha: 1, hidden: false, userInteractionEnabled: true}
              - id: C
                center: [60, 245]
                bounds: [0, 0, 100, 50]
              - {id: D, center: [5, 305], bounds: [0, 0, 10, 10], alpha: 1}
              - id: E
                frame:    # x, y, width, height
                  - 0
                  - 400

                  - 40
                  - 40
                alpha: 1
              - id: F
                frame: [200, 0, 100, 100]
                gestures:
                  - id: tapF
                    type: tap
    script:
      - tap: {at: [20, 30], in: A}   # A answers
      - set: {view: B, alpha: 0.5}

    """

/// `text` with its one occurrence of `old` replaced by `new`.
private func once(_ text: String, _ old: String, _ new: String) throws -> String {
    let parts = text.components(separatedBy: old)
    try #require(parts.count == 2, "'\(old)' is not in the text exactly once")
    return parts.joined(separator: new)
}

/// `edit` applied to `text` as the playground applies it, with the scene's ids taken.
@MainActor
private func applying(_ edit: SceneEdit, to text: String) throws -> EditedSceneFile {
    let scene = try SceneLoader.load(text, file: "scene.yaml")
    return try SceneEditor.apply(edit, to: text, file: "scene.yaml", taken: Set(scene.objects.keys))
}

/// Checks that `edit` on `text` keeps the text but for the change `expected` describes, and that
/// the result loads; returns the scene it builds.
@MainActor
@discardableResult
private func expectPatch(
    _ edit: SceneEdit, on text: String, gives expected: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Scene {
    let result = try applying(edit, to: text)
    #expect(result.rewriteReason == nil, sourceLocation: sourceLocation)
    #expect(result.text == expected, sourceLocation: sourceLocation)
    return try SceneLoader.load(result.text, file: "edited.yaml")
}

@MainActor
@Suite("scene editor")
struct SceneEditorTests {
    @Test("hidden, alpha and userInteractionEnabled change only their value in a block mapping")
    func blockScalars() throws {
        var scene = try expectPatch(
            .hidden(view: "A", true), on: blockScene,
            gives: try once(blockScene, "    hidden: false\n", "    hidden: true\n"))
        #expect(scene.view("A")?.isHidden == true)
        scene = try expectPatch(
            .alpha(view: "A", 0.25), on: blockScene, gives: try once(blockScene, "alpha: 0.5\n", "alpha: 0.25\n"))
        #expect(scene.view("A")?.alpha == 0.25)
        scene = try expectPatch(
            .userInteractionEnabled(view: "A", false), on: blockScene,
            gives: try once(blockScene, "userInteractionEnabled: true\n", "userInteractionEnabled: false\n"))
        #expect(scene.view("A")?.isUserInteractionEnabled == false)
    }

    @Test("hidden, alpha and userInteractionEnabled change only their value in a flow mapping")
    func flowScalars() throws {
        var scene = try expectPatch(
            .hidden(view: "B", true), on: blockScene, gives: try once(blockScene, "hidden: false,", "hidden: true,"))
        #expect(scene.view("B")?.isHidden == true)
        scene = try expectPatch(
            .alpha(view: "B", 0.75), on: blockScene,
            gives: try once(blockScene, "alpha: 1, hidden", "alpha: 0.75, hidden"))
        #expect(scene.view("B")?.alpha == 0.75)
        scene = try expectPatch(
            .userInteractionEnabled(view: "B", false), on: blockScene,
            gives: try once(blockScene, "userInteractionEnabled: true}", "userInteractionEnabled: false}"))
        #expect(scene.view("B")?.isUserInteractionEnabled == false)
    }

    @Test("a new frame replaces the flow list and keeps the comment after it, in a block and a flow mapping")
    func frames() throws {
        var scene = try expectPatch(
            .frame(view: "A", CGRect(x: 12.5, y: 20, width: 80, height: 40)), on: blockScene,
            gives: try once(blockScene, "[10, 20, 100, 50]   # where", "[12.5, 20, 80, 40]   # where"))
        #expect(scene.view("A")?.frame == CGRect(x: 12.5, y: 20, width: 80, height: 40))
        scene = try expectPatch(
            .frame(view: "B", CGRect(x: 1, y: 2, width: 3, height: 4)), on: blockScene,
            gives: try once(blockScene, "frame: [0, 100, 50, 50]", "frame: [1, 2, 3, 4]"))
        #expect(scene.view("B")?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("a new frame for a view placed by center and bounds: center goes, bounds takes the size, frame is added")
    func frameReplacesCenter() throws {
        var scene = try expectPatch(
            .frame(view: "C", CGRect(x: 5, y: 240, width: 30, height: 40)), on: blockScene,
            gives: try once(
                blockScene, "    center: [60, 245]\n            bounds: [0, 0, 100, 50]\n",
                "    bounds: [0, 0, 30, 40]\n            frame: [5, 240, 30, 40]\n"))
        #expect(scene.view("C")?.frame == CGRect(x: 5, y: 240, width: 30, height: 40))
        scene = try expectPatch(
            .frame(view: "D", CGRect(x: 1, y: 300, width: 30, height: 40)), on: blockScene,
            gives: try once(
                blockScene, "{id: D, center: [5, 305], bounds: [0, 0, 10, 10], alpha: 1}",
                "{id: D, bounds: [0, 0, 30, 40], alpha: 1, frame: [1, 300, 30, 40]}"))
        #expect(scene.view("D")?.frame == CGRect(x: 1, y: 300, width: 30, height: 40))
    }

    @Test("a frame written as a block list becomes a flow list on the key's line, before the key's comment")
    func blockListFrame() throws {
        let scene = try expectPatch(
            .frame(view: "E", CGRect(x: 0, y: 410, width: 20, height: 30)), on: blockScene,
            gives: try once(
                blockScene,
                "frame:    # x, y, width, height\n              - 0\n              - 400\n\n              - 40\n              - 40\n",
                "frame: [0, 410, 20, 30]    # x, y, width, height\n"))
        #expect(scene.view("E")?.frame == CGRect(x: 0, y: 410, width: 20, height: 30))
    }

    @Test("a key the view does not have is one new line after the pair before subviews, or one new pair")
    func absentKeys() throws {
        var scene = try expectPatch(
            .hidden(view: "root", true), on: blockScene,
            gives: try once(
                blockScene, "frame: [0, 0, 320, 480]\n", "frame: [0, 0, 320, 480]\n        hidden: true\n"))
        #expect(scene.view("root")?.isHidden == true)
        scene = try expectPatch(
            .hidden(view: "E", true), on: blockScene,
            gives: try once(blockScene, "alpha: 1\n", "alpha: 1\n            hidden: true\n"))
        #expect(scene.view("E")?.isHidden == true)
        scene = try expectPatch(
            .hidden(view: "D", true), on: blockScene,
            gives: try once(blockScene, "alpha: 1}", "alpha: 1, hidden: true}"))
        #expect(scene.view("D")?.isHidden == true)
    }

    @Test("a tap recognizer joins the gestures list in its style, or a new gestures key")
    func addTap() throws {
        var scene = try expectPatch(
            .addTap(view: "A"), on: blockScene,
            gives: try once(blockScene, "[{id: tapA, type: tap}]", "[{id: tapA, type: tap}, {id: tap1, type: tap}]"))
        #expect(scene.view("A")?.gestureRecognizers?.map(\.name) == ["tapA", "tap1"])
        scene = try expectPatch(
            .addTap(view: "F"), on: blockScene,
            gives: try once(
                blockScene, "      type: tap\nscript:",
                "      type: tap\n              - id: tap1\n                type: tap\nscript:"))
        #expect(scene.view("F")?.gestureRecognizers?.map(\.name) == ["tapF", "tap1"])
        scene = try expectPatch(
            .addTap(view: "root"), on: blockScene,
            gives: try once(
                blockScene, "frame: [0, 0, 320, 480]\n",
                "frame: [0, 0, 320, 480]\n        gestures: [{id: tap1, type: tap}]\n"))
        #expect(scene.view("root")?.gestureRecognizers?.map(\.name) == ["tap1"])
        scene = try expectPatch(
            .addTap(view: "B"), on: blockScene,
            gives: try once(
                blockScene, "userInteractionEnabled: true}",
                "userInteractionEnabled: true, gestures: [{id: tap1, type: tap}]}"))
        #expect(scene.view("B")?.gestureRecognizers?.map(\.name) == ["tap1"])
    }

    @Test("the view's id written elsewhere (a comment, a label's text, a script step, a longer id) is not its mapping")
    func idElsewhere() throws {
        let text = """
            # A is the view to edit; id: A
            script:
              - tap: {at: [20, 30], in: A}
              - set: {view: A, alpha: 0.5}
            windows:
              - id: window
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      - {id: AA, class: UILabel, text: A, frame: [0, 0, 10, 10]}
                      - {id: label, class: UILabel, text: "id: A", frame: [0, 20, 10, 10]}
                      - id: A   # here
                        frame: [0, 40, 10, 10]

            """
        let scene = try expectPatch(
            .hidden(view: "A", true), on: text,
            gives: try once(text, "[0, 40, 10, 10]\n", "[0, 40, 10, 10]\n            hidden: true\n"))
        #expect(scene.view("A")?.isHidden == true)
        #expect(scene.view("AA")?.isHidden == false)
        #expect(scene.view("label")?.isHidden == false)
    }

    @Test("a quoted value is replaced whole, quotes and all; keys written in quotes get a quoted sibling")
    func quotedValues() throws {
        let text = """
            windows:
              - id: window
                rootViewController:
                  id: vc
                  view:
                    "id": "root"
                    "subviews":
                      - {id: 'it''s', class: UILabel, text: "a \\"quoted\\" label", alpha: '0.5'}

            """
        var scene = try expectPatch(
            .alpha(view: "it's", 0.25), on: text, gives: try once(text, "alpha: '0.5'}", "alpha: 0.25}"))
        #expect(scene.view("it's")?.alpha == 0.25)
        scene = try expectPatch(
            .hidden(view: "root", true), on: text,
            gives: try once(text, "\"id\": \"root\"\n", "\"id\": \"root\"\n        \"hidden\": true\n"))
        #expect(scene.view("root")?.isHidden == true)
    }

    @Test("characters of several code units or scalars before the value on its line do not move the patch")
    func wideCharacters() throws {
        let text = """
            windows:
              - id: window
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      - {id: "✓ ünï", class: UILabel, text: "👍🏽 e\u{301} 日本", alpha: 0.9}   # 👍🏽 e\u{301}

            """
        var scene = try expectPatch(
            .alpha(view: "✓ ünï", 0.25), on: text, gives: try once(text, "alpha: 0.9}", "alpha: 0.25}"))
        #expect(scene.view("✓ ünï")?.alpha == 0.25)
        scene = try expectPatch(
            .hidden(view: "✓ ünï", true), on: text, gives: try once(text, "alpha: 0.9}", "alpha: 0.9, hidden: true}"))
        #expect(scene.view("✓ ünï")?.isHidden == true)
    }

    @Test("a dump's scene file is patched too: one line more, every other line as the import wrote it")
    func dumpIsPatched() throws {
        let dump = """
            <UIWindow: 0x7f8a1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x6000>>
               | <UIView: 0x7f8a2; frame = (0 0; 320 480); layer = <CALayer: 0x6001>>
               |    | <UIButton: 0x7f8a3; frame = (20 40; 100 44); opaque = NO; layer = <CALayer: 0x6002>>
            """
        let playground = Playground()
        try playground.load(dump, name: "paste")
        let before = try #require(try playground.sceneFileText())
        try playground.apply(.hidden(view: "0x7f8a3", true))
        #expect(playground.rewriteReason == nil)
        let after = try #require(try playground.sceneFileText())
        var added = after.split(separator: "\n", omittingEmptySubsequences: false)
        for line in before.split(separator: "\n", omittingEmptySubsequences: false) {
            let index = try #require(added.firstIndex(of: line), "'\(line)' is gone")
            added.remove(at: index)
        }
        #expect(added.map { $0.trimmingCharacters(in: .whitespaces) } == ["hidden: true"], "\(after)")
        #expect(playground.scene?.view("0x7f8a3")?.isHidden == true)
    }

    @Test("a patch is kept only if it means the same: pairs in any order, but every text, type and item as meant")
    func sameMeaning() throws {
        let cases: [(String, String, Bool)] = [
            ("{a: 1, b: [1, 2]}", "{b: [1, 2], a: 1}", true),
            ("{a: x}", "{a: \"x\"}", true),
            ("{\"a\": 1}", "{a: 1}", true),
            ("{a: 1}", "{a: \"1\"}", false),
            ("{a: 0.5}", "{a: 0.50}", false),
            ("[1, 2]", "[2, 1]", false),
            ("{a: 1}", "{a: 1, b: 2}", false),
            ("{a: [1]}", "{a: {b: 1}}", false),
            ("{a: true}", "{a: \"true\"}", false)
        ]
        for (a, b, same) in cases {
            let left = try #require(try Yams.compose(yaml: a))
            let right = try #require(try Yams.compose(yaml: b))
            #expect(SceneEditor.sameMeaning(left, right) == same, "\(a) against \(b)")
            #expect(SceneEditor.sameMeaning(right, left) == same, "\(b) against \(a)")
        }
    }

    @Test("a JSON scene file edited stays JSON: values replaced, keys added in double quotes")
    func json() throws {
        let text = """
            {
              "windows": [
                {
                  "id": "window",
                  "rootViewController": {
                    "id": "vc",
                    "view": {
                      "id": "root",
                      "subviews": [
                        {"id": "A", "frame": [10, 20, 100, 50], "alpha": 0.5},
                        {
                          "id": "B",
                          "frame": [0, 100, 50, 50]
                        }
                      ]
                    }
                  }
                }
              ]
            }

            """
        let edits: [(SceneEdit, String)] = [
            (.alpha(view: "A", 0.25), try once(text, "\"alpha\": 0.5", "\"alpha\": 0.25")),
            (.hidden(view: "A", true), try once(text, "\"alpha\": 0.5", "\"alpha\": 0.5, \"hidden\": true")),
            (
                .frame(view: "B", CGRect(x: 1, y: 2, width: 3, height: 4)),
                try once(text, "[0, 100, 50, 50]", "[1, 2, 3, 4]")
            ),
            (
                .addTap(view: "B"),
                try once(
                    text, "[0, 100, 50, 50]\n",
                    "[0, 100, 50, 50],\n              \"gestures\": [{\"id\": \"tap1\", \"type\": \"tap\"}]\n")
            )
        ]
        for (edit, expected) in edits {
            let result = try applying(edit, to: text)
            #expect(result.rewriteReason == nil, "\(edit)")
            #expect(result.text == expected, "\(edit)")
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(result.text.utf8))) is [String: Any],
                "\(edit): \(result.text)")
            _ = try SceneLoader.load(result.text, file: "edited.json")
        }
    }

    @Test("a file the old editor wrote, every list a block list, is patched: the frame edited is a flow list again")
    func oldEditorFile() throws {
        let root = try #require(try Yams.compose(yaml: try example("seed000-test1.yaml")))
        let text = try Yams.serialize(node: root, width: -1, allowUnicode: true)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let id = try #require(lines.firstIndex { $0.hasSuffix("id: BBB") })
        let frame = try #require(lines[id...].firstIndex { $0.hasSuffix("frame:") })
        #expect(
            lines[(frame + 1)...(frame + 4)].map { $0.trimmingCharacters(in: .whitespaces) } == [
                "- 50", "- 0", "- 200", "- 200"
            ])
        let expected = lines[..<frame] + [lines[frame] + " [1, 2, 30, 40]"] + lines[(frame + 5)...]
        let scene = try expectPatch(
            .frame(view: "BBB", CGRect(x: 1, y: 2, width: 30, height: 40)), on: text,
            gives: expected.joined(separator: "\n"))
        #expect(scene.view("BBB")?.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
    }

    @Test("a file with Windows line breaks keeps them in the lines an edit adds")
    func windowsLineBreaks() throws {
        let text = blockScene.replacingOccurrences(of: "\n", with: "\r\n")
        let scene = try expectPatch(
            .hidden(view: "root", true), on: text,
            gives: try once(
                text, "frame: [0, 0, 320, 480]\r\n", "frame: [0, 0, 320, 480]\r\n        hidden: true\r\n"))
        #expect(scene.view("root")?.isHidden == true)
    }

    @Test("anchors and aliases cannot be patched: the file is written anew, frames as flow lists, and says why")
    func anchorsFallBack() throws {
        let text = """
            windows:
              - id: window
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      # this comment is lost
                      - {id: A, frame: &box [0, 0, 10, 10]}
                      - {id: B, frame: *box}
            script:
              - tap: [5, 5]

            """
        let result = try applying(.alpha(view: "A", 0.5), to: text)
        #expect(result.rewriteReason == "the file uses anchors and aliases")
        #expect(!result.text.contains("#"))
        #expect(result.text.contains("frame: [0, 0, 10, 10]\n"), "\(result.text)")
        #expect(result.text.contains("tap: [5, 5]\n"), "\(result.text)")
        let scene = try SceneLoader.load(result.text, file: "edited.yaml")
        #expect(scene.view("A")?.alpha == 0.5)
        #expect(scene.view("B")?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("a tagged value cannot be patched in place: the file is written anew with the same meaning")
    func taggedValueFallsBack() throws {
        let text = try once(blockScene, "alpha: 0.5\n", "alpha: !!float 0.5\n")
        let result = try applying(.alpha(view: "A", 0.25), to: text)
        #expect(result.rewriteReason == "a value is written over several lines, or with a tag or an anchor")
        #expect(result.text.contains("frame: [10, 20, 100, 50]\n"), "\(result.text)")
        let scene = try SceneLoader.load(result.text, file: "edited.yaml")
        #expect(scene.view("A")?.alpha == 0.25)
        #expect(scene.view("E")?.frame == CGRect(x: 0, y: 400, width: 40, height: 40))
    }

    @Test("a patch that does not read back as the edit is not served: the file is written anew")
    func patchReadBackFallsBack() throws {
        // `[id: "A"]` is a list holding the mapping {id: A} written without braces; a pair added
        // to it as a block mapping's line would not be inside it.
        let text = """
            windows:
              - id: window
                rootViewController:
                  id: vc
                  view: {id: root, subviews: [id: "A"]}

            """
        let result = try applying(.hidden(view: "A", true), to: text)
        #expect(result.rewriteReason == "the patched text did not read back as the edit")
        let scene = try SceneLoader.load(result.text, file: "edited.yaml")
        #expect(scene.view("A")?.isHidden == true)
    }

    @Test("a JSON file written anew is JSON that means the same")
    func jsonRewrite() throws {
        let text = #"""
            {"name": "a \"quoted\"\nline", "windows": [{"id": "w", "frame": [0, 0.5, 1.5e+3, -2],
             "key": true, "level": null, "subviews": [], "gestures": [{"id": "t"}], "text": "ünï ✓"}]}
            """#
        let root = try #require(try Yams.compose(yaml: text))
        let written = JSONText.write(root)
        let original = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
        let reread = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSDictionary)
        #expect(reread == original, "\(written)")
        #expect(written.contains("\"frame\": [0, 0.5, 1500, -2]"), "\(written)")
    }

    @Test("the scene state says when an edit wrote the file anew, until the scene is reverted")
    func stateSaysRewritten() throws {
        let playground = Playground()
        let text = """
            # kept while edits patch the text
            windows:
              - id: window
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      - {id: A, frame: &box [0, 0, 10, 10]}
                      - {id: B, frame: *box}

            """
        try playground.load(text, name: "anchors.yaml")
        let api = PlaygroundAPI(playground: playground)
        var state = try object(get(api, "/api/scene"))
        #expect(state["rewritten"] as? Bool == false)
        #expect(state["rewriteNote"] == nil)
        state = try object(post(api, "/api/edit", #"{"view": "A", "hidden": true}"#))
        #expect(state["rewritten"] as? Bool == true)
        #expect((state["rewriteNote"] as? String)?.contains("anchors and aliases") == true)
        #expect(!get(api, "/api/scene.yaml").text.contains("# kept"))
        state = try object(post(api, "/api/revert", ""))
        #expect(state["rewritten"] as? Bool == false)
    }

    @Test("an edit that keeps the text leaves rewritten false and the download keeps its comments")
    func stateSaysKept() throws {
        let api = try seedAPI()
        let state = try object(post(api, "/api/edit", #"{"view": "AAA", "frame": [40, 40, 120, 120]}"#))
        #expect(state["rewritten"] as? Bool == false)
        let original = try example("seed000-test1.yaml")
        #expect(
            get(api, "/api/scene.yaml").text
                == (try once(original, "frame: [50, 50, 100, 100]", "frame: [40, 40, 120, 120]")))
    }
}

/// Off the main actor but for the loads, so that tests which need it (the server's) are not kept
/// waiting.
@Suite("scene editor on the examples")
struct SceneEditorExampleTests {
    @Test(
        "every view of every example scene takes each kind of edit as a patch of its text, and keeps its comment lines")
    func examplesArePatched() async throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        var edited = 0
        for file in files {
            let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
            // Examples/Errors holds scenes that do not load, on purpose.
            let objects: (views: [String], taken: Set<String>, hidden: Set<String>, interactionOff: Set<String>)? =
                await MainActor.run {
                    guard let scene = try? SceneLoader.load(text, file: file) else { return nil }
                    let views = scene.objects.filter { $0.value is UIView && !($0.value is UIWindow) }
                    return (
                        views.keys.sorted(), Set(scene.objects.keys),
                        Set(views.filter { ($0.value as? UIView)?.isHidden == true }.keys),
                        Set(views.filter { ($0.value as? UIView)?.isUserInteractionEnabled == false }.keys)
                    )
                }
            guard let (ids, taken, hidden, interactionOff) = objects, !ids.isEmpty else { continue }
            let comments = text.split(separator: "\n").filter {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
            }
            // Each kind of edit on each view of each file.
            let edits: [(String) -> SceneEdit] = [
                // Each edit changes the view: a hidden view is shown, a view without interaction gets it.
                { .hidden(view: $0, !hidden.contains($0)) }, { .alpha(view: $0, 0.5) },
                { .userInteractionEnabled(view: $0, interactionOff.contains($0)) },
                { .frame(view: $0, CGRect(x: 1, y: 2, width: 30, height: 40)) }, { .addTap(view: $0) }
            ]
            for edit in edits {
                for id in ids {
                    let result: EditedSceneFile
                    do {
                        result = try SceneEditor.apply(edit(id), to: text, file: file, taken: taken)
                    } catch PlaygroundError.unsupportedEdit {
                        continue  // a frame for a view with a transform
                    }
                    edited += 1
                    #expect(result.rewriteReason == nil, "\(file): \(edit(id))")
                    #expect(result.text != text, "\(file): \(edit(id))")
                    let lines = Set(result.text.split(separator: "\n"))
                    #expect(comments.allSatisfy { lines.contains($0) }, "\(file): \(edit(id))")
                }
            }
        }
        #expect(edited > 1_000)
    }
}
