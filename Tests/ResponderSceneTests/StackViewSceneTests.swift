import Foundation
import ResponderKit
import ResponderScene
import Testing

@Suite("Stack views in scenes")
@MainActor
struct StackViewSceneTests {
    /// A toolbar of three buttons sharing its width, a badge that is not arranged, and a column
    /// whose arranged views are named from its subviews in another order.
    let scene = """
        windows:
          - id: main
            key: true
            subviews:
              - id: toolbar
                class: UIStackView
                frame: [0, 600, 320, 44]
                distribution: fillEqually
                spacing: 10
                subviews:
                  - {id: badge, frame: [300, -6, 12, 12]}
                arrangedSubviews:
                  - {id: back, class: UIButton, targets: [{event: touchUpInside, target: null, action: "back:"}]}
                  - {id: share, class: UIButton}
                  - {id: more, class: UIButton}
              - id: column
                class: UIStackView
                frame: [20, 100, 200, 300]
                axis: vertical
                alignment: center
                distribution: equalSpacing
                layoutMargins: [10, 0, 10, 0]
                layoutMarginsRelativeArrangement: true
                subviews:
                  - {id: second, frame: [0, 0, 80, 40]}
                  - {id: first, frame: [0, 0, 120, 60]}
                arrangedSubviews: [first, second]
        """

    /// The frames of the views named `ids`, in their superviews.
    func frames(_ ids: [String], in scene: Scene) -> [CGRect] {
        ids.map { (scene.objects[$0] as? UIView)?.frame ?? .null }
    }

    /// The view a tap at (`x`, `y`) reaches, by id.
    func hit(_ x: CGFloat, _ y: CGFloat, in scene: Scene) -> String? {
        scene.windows[0].hitTest(CGPoint(x: x, y: y), with: nil).flatMap { scene.id(of: $0) }
    }

    /// The error loading `text` (and running its script) stops at, as the CLI prints it.
    func failure(_ text: String) -> String {
        do {
            let scene = try SceneLoader.load(text, file: "s.yaml")
            if let script = scene.script { _ = try ScriptRunner.run(script, in: scene, topics: []) }
            return "no error"
        } catch let error as SceneError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test("STK1 STK4: a scene's stack arranges its views in order and lays them out when it loads")
    func build() throws {
        let scene = try SceneLoader.load(self.scene, file: "s.yaml")
        let toolbar = try #require(scene.objects["toolbar"] as? UIStackView)
        #expect(toolbar.arrangedSubviews.compactMap { scene.id(of: $0) } == ["back", "share", "more"])
        #expect(toolbar.subviews.compactMap { scene.id(of: $0) } == ["badge", "back", "share", "more"])
        #expect(
            frames(["back", "share", "more", "badge"], in: scene) == [
                CGRect(x: 0, y: 0, width: 100, height: 44), CGRect(x: 110, y: 0, width: 100, height: 44),
                CGRect(x: 220, y: 0, width: 100, height: 44), CGRect(x: 300, y: -6, width: 12, height: 12)
            ])
        let column = try #require(scene.objects["column"] as? UIStackView)
        #expect(column.arrangedSubviews.compactMap { scene.id(of: $0) } == ["first", "second"])
        // Inside the margins (10 at the top and bottom): 280 tall, 180 of it between the two.
        #expect(
            frames(["first", "second"], in: scene) == [
                CGRect(x: 40, y: 10, width: 120, height: 60), CGRect(x: 60, y: 250, width: 80, height: 40)
            ])
    }

    @Test("STK2 H2: taps reach the arranged buttons; a gap between them is the stack's")
    func taps() throws {
        let scene = try SceneLoader.load(self.scene, file: "s.yaml")
        #expect(hit(50, 620, in: scene) == "back")
        #expect(hit(105, 620, in: scene) == "toolbar")
        #expect(hit(300, 620, in: scene) == "more")
    }

    @Test("STK2: a script that hides an arranged view lays the stack out again before the next tap")
    func hideInScript() throws {
        let scene = try SceneLoader.load(
            self.scene + """

                script:
                  - set: {view: share, hidden: true}
                  - set: {view: toolbar, spacing: 0}
                  - tap: [200, 620]
                """, file: "s.yaml")
        let results = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [.touches])
        #expect(
            frames(["back", "more"], in: scene) == [
                CGRect(x: 0, y: 0, width: 160, height: 44), CGRect(x: 160, y: 0, width: 160, height: 44)
            ])
        let log = LogRenderer.text(results, joiningForwarding: true).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("0.") }
        #expect(
            log == [
                "0.000  touch 1 began in main on more", "0.000  touchesBegan more [1] at (40, 20)",
                "0.050  touchesEnded more [1] at (40, 20)"
            ])
    }

    @Test("STK1: a script that removes an arranged view leaves the others the room")
    func removeInScript() throws {
        let scene = try SceneLoader.load(self.scene + "\nscript:\n  - remove: back\n  - wait: 0.1\n", file: "s.yaml")
        _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
        let toolbar = try #require(scene.objects["toolbar"] as? UIStackView)
        #expect(toolbar.arrangedSubviews.compactMap { scene.id(of: $0) } == ["share", "more"])
        #expect(
            frames(["share", "more"], in: scene) == [
                CGRect(x: 0, y: 0, width: 155, height: 44), CGRect(x: 165, y: 0, width: 155, height: 44)
            ])
    }

    static let window = "windows:\n  - id: w\n    key: true\n    subviews:\n"

    @Test("bad stack views are located errors with a hint: an arranged id that is not the stack's subview")
    func notASubview() {
        #expect(
            failure(
                Self.window + """
                          - {id: other}
                          - id: stack
                            class: UIStackView
                            subviews: [{id: mine}]
                            arrangedSubviews: [other]
                    """)
                == "s.yaml:9:28: error: 'other' is not a subview of 'stack'\n"
                + "  hint: arrangedSubviews names the stack's own subviews (mine), or writes a view in full")
        #expect(
            failure(Self.window + "      - {id: stack, class: UIStackView, arrangedSubviews: [ghost]}\n")
                == "s.yaml:5:60: error: unknown id 'ghost'\n  hint: expected one of: stack, w")
        #expect(
            failure(
                Self.window
                    + "      - {id: stack, class: UIStackView, subviews: [{id: a}], arrangedSubviews: [a, a]}\n")
                == "s.yaml:5:84: error: 'a' is arranged twice in 'stack'\n"
                + "  hint: a view has one place in its stack; remove one of them")
    }

    @Test("bad stack views are located errors with a hint: settings on a plain view, unknown names")
    func badSettings() {
        #expect(
            failure(Self.window + "      - {id: v, arrangedSubviews: [{id: a}]}\n")
                == "s.yaml:5:17: error: 'v' is not a stack view, so it has no arranged subviews\n"
                + "  hint: add `class: UIStackView`, or write these views under `subviews:`")
        #expect(
            failure(Self.window + "      - {id: v, spacing: 8}\n")
                == "s.yaml:5:17: error: 'spacing' does not apply to UIView\n"
                + "  hint: only a UIStackView has it: add `class: UIStackView`")
        #expect(
            failure(Self.window + "      - {id: s, class: UIStackView, distribution: fillEqualy}\n")
                == "s.yaml:5:51: error: unknown distribution 'fillEqualy'\n  hint: did you mean 'fillEqually'?")
        #expect(
            failure(Self.window + "      - {id: s, class: UIStackView, alignment: centre}\n")
                == "s.yaml:5:48: error: unknown alignment 'centre'\n  hint: did you mean 'center'?")
        #expect(
            failure(Self.window + "      - {id: s, class: UIStackView, layoutMargins: [1, 2]}\n")
                == "s.yaml:5:52: error: layoutMargins must have 4 numbers, not 2\n"
                + "  hint: write [top, left, bottom, right]")
        #expect(
            failure(Self.window + "      - {id: s, class: UIStackView, spacing: .nan}\n")
                == "s.yaml:5:46: error: spacing must be a finite number, not '.nan'\n"
                + "  hint: a geometry or time value must be an ordinary number")
    }
}
