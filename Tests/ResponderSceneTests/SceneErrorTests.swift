import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

@Suite("Scene errors: located, with a hint")
@MainActor
struct SceneErrorTests {
    /// Loads `text` and returns the error's one-line form `line:column: message | hint`.
    func failure(_ text: String) -> String {
        do {
            let scene = try SceneLoader.load(text, file: "s.yaml")
            if let script = scene.script { _ = try ScriptRunner.run(script, in: scene, topics: []) }
            return "no error"
        } catch let error as SceneError {
            return "\(error.line):\(error.column): \(error.message) | \(error.hint ?? "")"
        } catch {
            return "unexpected \(error)"
        }
    }

    static let window = "windows:\n  - id: w\n    key: true\n    subviews:\n"

    @Test("malformed YAML, an empty file, and a scene without windows")
    func malformed() {
        #expect(failure("windows: [\n").hasPrefix("2:1: malformed YAML"))
        #expect(
            failure("")
                == "1:1: the file is empty | a scene needs at least `windows:`; a dump is what `po [[UIWindow keyWindow] recursiveDescription]` prints, saved as text"
        )
        #expect(failure("screen: [375, 667]\n") == "1:1: the scene needs 'windows' | add `windows: …`")
        #expect(
            failure("windows: []\n") == "1:10: a scene needs at least one window | add `- id: main` under `windows:`")
    }

    @Test("views nested deeper than the YAML reader allows: refused with the limit, before anything recurses")
    func tooDeep() {
        func chain(_ depth: Int) -> String {
            (0..<depth).reduce("{id: leaf}") { inner, level in "{id: v\(level), subviews: [\(inner)]}" }
        }
        #expect(failure("windows: [{id: w, subviews: [\(chain(300))]}]\n") == "no error")
        let error = failure("windows: [{id: w, subviews: [\(chain(10_000))]}]\n")
        #expect(error.hasPrefix("1:"))
        #expect(
            error.contains(
                ": the file nests more than 1000 levels deep here | a scene holds views at most about 500 levels deep"))
    }

    @Test("an unknown key suggests the nearest one")
    func unknownKey() {
        #expect(
            failure(Self.window + "      - {id: a, frmae: [0, 0, 10, 10]}\n")
                == "5:17: unknown key 'frmae' in a view | did you mean 'frame'?")
        #expect(failure("windowz: []\n") == "1:1: unknown key 'windowz' in the scene | did you mean 'windows'?")
    }

    @Test("wrong types, negative or non-finite sizes, a non-invertible transform")
    func badValues() {
        #expect(
            failure(Self.window + "      - {id: a, frame: [0, 0, 10]}\n")
                == "5:24: frame must have 4 numbers, not 3 | write [x, y, width, height]")
        #expect(
            failure(Self.window + "      - {id: a, frame: [0, 0, -10, 10]}\n")
                == "5:24: frame has a negative size | widths and heights are 0 or more")
        #expect(
            failure(Self.window + "      - {id: a, frame: [0, 0, .nan, 10]}\n")
                == "5:31: frame must be a finite number, not '.nan' | a geometry or time value must be an ordinary number"
        )
        #expect(
            failure(Self.window + "      - {id: a, hidden: maybe}\n")
                == "5:25: hidden must be true or false, not 'maybe' | write true or false")
        #expect(
            failure(Self.window + "      - {id: a, transform: {scale: 0}}\n")
                == "5:28: the transform cannot be inverted | a scale of 0 flattens the view; use hidden: true instead")
        #expect(
            failure(Self.window + "      - {id: a, class: UILable}\n")
                == "5:24: unknown view class 'UILable' | did you mean 'UILabel'?")
    }

    @Test("GC4: a gesture that requires itself to fail is refused where it says so, not a crash (found by the fuzzer)")
    func requiresItself() {
        let scene =
            "windows:\n  - id: w\n    subviews:\n      - id: a\n        gestures:\n          - {id: g1, type: tap, requireToFail: [g1]}\n"
        #expect(
            failure(scene).hasSuffix(
                "a gesture cannot require itself to fail | name another gesture, such as the double tap a single tap waits for"
            ))
        #expect(failure(scene).hasPrefix("6:"))
    }

    @Test("duplicate and unknown ids")
    func ids() {
        #expect(
            failure(Self.window + "      - {id: a}\n      - {id: a}\n")
                == "6:14: duplicate id 'a' | it is already used at line 5; ids must be unique")
        #expect(
            failure(Self.window + "      - {id: button, gestures: [{id: t, type: tap, action: \"vx.go:\"}]}\n")
                == "5:60: unknown id 'vx' | expected one of: button, w")
        #expect(
            failure(Self.window + "      - {id: a}\nfirstResponder: b\n") == "6:17: unknown id 'b' | did you mean 'a'?")
    }

    @Test("script steps: a phase for a finger that never began, an unknown step, a bad view id")
    func scripts() {
        let base = Self.window + "      - {id: a, frame: [0, 0, 100, 100]}\n"
        #expect(
            failure(base + "script:\n  - touch: {finger: 2, phase: moved, at: [1, 1]}\n")
                == "7:31: finger 2 never began | a finger's first phase is `began`")
        #expect(
            failure(base + "script:\n  - tapp: [1, 1]\n")
                == "7:5: unknown key 'tapp' in a script step | did you mean 'tap'?")
        #expect(failure(base + "script:\n  - tap: {at: [1, 1], in: b}\n") == "7:15: unknown id 'b' | did you mean 'a'?")
        #expect(
            failure(base + "script:\n  - key: {code: f13}\n").hasPrefix(
                "7:17: unknown key code 'f13' | a button (upArrow,"))
    }
}

@Suite("Scenes are freed")
@MainActor
struct SceneMemoryTests {
    @Test("a scene whose responders handle touches and perform actions is freed with its application")
    func behavioursDoNotKeepTheApplication() throws {
        weak var application: UIApplication?
        weak var view: UIView?
        do {
            let scene = try SceneLoader.load(
                """
                windows:
                  - id: w
                    key: true
                    rootViewController:
                      id: vc
                      actions: ["save:"]
                      touches: handleAndForward
                      view: {id: root, touches: handle, subviews: [{id: b, class: UIButton, frame: [0, 0, 50, 50]}]}
                script:
                  - tap: [10, 10]
                  - sendAction: {action: "save:", to: nil, from: b}
                """, file: "s.yaml")
            _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: .all)
            application = scene.application
            view = scene.view("root")
        }
        #expect(application == nil)
        #expect(view == nil)
    }

    @Test("H10: a scene released while its views animate is freed, animations and all (a leak the fuzzer found)")
    func animatingSceneIsFreed() throws {
        weak var application: UIApplication?
        weak var card: UIView?
        do {
            let scene = try SceneLoader.load(
                """
                windows:
                  - id: w
                    key: true
                    subviews:
                      - id: card
                        frame: [20, 200, 335, 120]
                        animating: {duration: 0.4, from: {frame: [20, 500, 335, 120]}}
                """, file: "s.yaml")
            #expect(scene.view("card")?.isAnimating == true)
            application = scene.application
            card = scene.view("card")
        }
        #expect(application == nil)
        #expect(card == nil)
    }
}
