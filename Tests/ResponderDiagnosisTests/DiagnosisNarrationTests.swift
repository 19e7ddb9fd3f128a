import Foundation
import ResponderKit
import Testing

@testable import ResponderDiagnosis
@testable import ResponderScene

/// The narrated log's diagnoses, on small scenes: whole lines of `run`'s text and JSON output.
@Suite("Narrated diagnoses: recognizer relations, touches by identity, names in JSON")
@MainActor
struct DiagnosisNarrationTests {
    /// `run`'s text log (forwarding joined) and its JSON lines for `yaml`.
    func run(_ yaml: String) throws -> (text: [String], json: [String]) {
        let scene = try SceneLoader.load(yaml, file: "s.yaml")
        let results = try ScriptRunner.run(
            try #require(scene.script), in: scene, topics: [.touches, .gestures, .actions, .responders])
        return (
            LogRenderer.text(results, joiningForwarding: true).split(separator: "\n").map(String.init),
            LogRenderer.jsonLines(results).split(separator: "\n").map(String.init)
        )
    }

    /// A root view controller `vc` with actions `a:` and `b:`, its view `root` holding `views`.
    func scene(_ views: String, script: String) -> String {
        let indented = views.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
        return """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: vc
                  actions: ["a:", "b:"]
                  view:
                    id: root
                    subviews:
            \(indented)
            script:
            \(script)
            """
    }

    @Test("GC5: a tap waiting because of its delegate's shouldRequireFailureOf is said so, not require(toFail:)")
    func delegateRequirement() throws {
        let log = try run(
            scene(
                """
                - id: card
                  frame: [0, 0, 200, 200]
                  gestures:
                    - {id: single, type: tap, action: "vc.a:", shouldRequireFailureOf: [double]}
                    - {id: double, type: tap, taps: 2, action: "vc.b:"}
                """, script: "  - tap: [50, 50]\n  - wait: 0.5"))
        #expect(
            log.text.contains(
                "    0.050  single recognized, and waits for double to fail (the delegate of single answers true to gestureRecognizer(_:shouldRequireFailureOf:), GC5)"
            ))
        #expect(
            log.text.contains(
                "    0.400  single: possible -> ended (after waiting 0.35 s for the recognizers it requires to fail (the delegate of single answers true to gestureRecognizer(_:shouldRequireFailureOf:), GC5))"
            ))
    }

    @Test("GV3: a recognizer takes the touch it saw from the view that saw it, not from the next touch of that finger")
    func touchesByIdentity() throws {
        let log = try run(
            scene(
                """
                - id: photo
                  frame: [0, 0, 200, 200]
                  touches: handle
                  gestures:
                    - {id: open, type: tap, action: "vc.a:", requireToFail: [zoom]}
                    - {id: zoom, type: tap, taps: 2, action: "vc.b:"}
                - {id: pad, frame: [0, 300, 200, 100], touches: handle}
                """, script: "  - tap: [50, 50]\n  - tap: [50, 350]\n  - wait: 0.5"))
        #expect(
            log.text.contains(
                "    0.400  open takes touches [1] from photo, which get touchesCancelled (cancelsTouchesInView = true, UIKit's default, GV3)"
            ))
        #expect(!log.text.contains { $0.contains("from pad") || $0.contains("no view ever sees") })
    }

    @Test("GV1: a single tap on a view and a double tap on a view inside it: the single tap says it does not wait")
    func acrossViews() throws {
        let log = try run(
            scene(
                """
                - id: cell
                  frame: [0, 0, 375, 120]
                  gestures: [{id: select, type: tap, action: "vc.a:"}]
                  subviews:
                    - {id: thumb, frame: [10, 10, 100, 100], gestures: [{id: heart, type: tap, taps: 2, action: "vc.b:"}]}
                """, script: "  - tap: {at: [50, 50], count: 2}"))
        #expect(
            log.text.contains(
                "    0.050  select: possible -> ended (it does not wait for heart (2 taps, on thumb) to fail, so a 2-tap on thumb fires both, as both see its touches (GV1); require(toFail:) makes it wait (GC4))"
            ))
    }

    @Test(
        "GV7: the recognizers whose delegate declines the touch are named where the touch is collected, in text and JSON"
    )
    func declined() throws {
        let log = try run(
            scene(
                """
                - {id: avatar, frame: [0, 0, 80, 80], gestures: [{id: openTap, type: tap, action: "vc.a:", shouldReceive: false}]}
                """, script: "  - tap: [40, 40]"))
        #expect(
            log.text.contains(
                "    0.000  touch 1 goes to no recognizers; not to openTap, whose delegate's gestureRecognizer(_:shouldReceive:) returned false (GV7)"
            ))
        #expect(
            log.json.contains(
                #"{"step":1,"t":0,"kind":"gestureCollected","touch":1,"recognizers":[],"declined":["openTap"]}"#))
    }

    @Test("S1: the JSON log names a scroll view's recognizers as the text does, in fields and in causes")
    func jsonNames() throws {
        let log = try run(
            scene(
                """
                - id: list
                  class: UIScrollView
                  frame: [0, 0, 375, 600]
                  contentSize: [375, 2000]
                  subviews:
                    - {id: row, frame: [0, 0, 375, 100], touches: handle}
                """, script: "  - drag: {from: [100, 50], to: [100, 10], duration: 0.1, steps: 2}"))
        #expect(
            log.json.contains(
                #"{"step":1,"t":0,"kind":"gestureCollected","touch":1,"recognizers":["delaysContentTouches of list","panGestureRecognizer of list"]}"#
            ))
        #expect(
            log.json.contains {
                $0.contains(
                    #""recognizer":"delaysContentTouches of list","from":"possible","to":"failed","cause":"prevented by panGestureRecognizer of list""#
                )
            })
        #expect(
            !log.json.contains { $0.contains("ContentTouchDelayRecognizer") || $0.contains("UIPanGestureRecognizer") })
    }

    @Test("GB1: a tap that fails on its own says why, when its touches show it: moved too far, or no next tap in time")
    func failureReasons() throws {
        let log = try run(
            scene(
                """
                - id: tile
                  frame: [0, 0, 200, 200]
                  gestures:
                    - {id: pick, type: tap, action: "vc.a:"}
                    - {id: zoom, type: tap, taps: 2, action: "vc.b:"}
                """,
                script:
                    "  - drag: {from: [50, 50], to: [80, 50], duration: 0.1, steps: 2}\n  - tap: [50, 50]\n  - wait: 0.5"
            ))
        #expect(
            log.text.contains(
                "    0.050  pick: possible -> failed (finger 1 moved 15 pt from where it came down, beyond its allowableMovement of 10 pt)"
            ))
        #expect(
            log.text.contains {
                $0.hasSuffix(
                    "zoom: possible -> failed (no next tap within maximumIntervalBetweenTaps (0.35 s) of the last; it needs 2 taps)"
                )
            })
        #expect(!log.text.contains { $0.contains("after waiting 0 s") })
    }

    @Test("T12: a message a scene responder handled and passed on (handleAndForward) is said to be passed on by it")
    func passedOn() throws {
        let log = try run(
            """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: vc
                  touches: handleAndForward
                  view:
                    id: root
                    subviews:
                      - {id: tile, frame: [0, 0, 100, 100]}
            script:
              - tap: [50, 50]
            """)
        #expect(
            Array(log.text.prefix(7)) == [
                "1 tap (50, 50) ---> vc",
                "    0.000  touch 1 began in w on tile",
                "    0.000  touch 1 goes to no recognizers",
                "    0.000  touchesBegan tile [1] at (50, 50)",
                "    0.000  touchesBegan tile -> root -> vc (forwarded by default)",
                "    0.000  vc handles touchesBegan [1]",
                "    0.000  touchesBegan vc -> w -> UIApplication -> end of chain (passed on by vc's override calling super, then forwarded by default)"
            ])
    }

    /// `explain`'s text for a touch at `point` in `yaml`, after the first `steps` steps of its
    /// script, as the CLI prints it.
    func explain(_ yaml: String, at point: CGPoint, afterSteps steps: Int = 0) throws -> [String] {
        let scene = try SceneLoader.load(yaml, file: "s.yaml")
        if steps > 0 {
            _ = try ScriptRunner.run(try #require(scene.script).prefix(steps), in: scene, topics: [], settles: false)
        }
        let explanation = Explanation(point: point, in: scene.application, naming: scene.displayName, scene: scene)
        return explanation.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A button `save` whose touchUpInside targets `helper` and `keeper` for `save:`; the script
    /// releases `helper` and taps the button.
    let releasedBesideLive = """
        objects:
          - {id: helper, actions: ["save:"]}
          - {id: keeper, actions: ["save:"]}
        windows:
          - id: w
            key: true
            rootViewController:
              id: vc
              view:
                id: root
                subviews:
                  - id: save
                    class: UIButton
                    frame: [20, 100, 200, 44]
                    targets:
                      - {event: touchUpInside, target: helper, action: "save:"}
                      - {event: touchUpInside, target: keeper, action: "save:"}
        script:
          - release: helper
          - tap: [100, 120]
        """

    @Test(
        "A1: the action of a released target beside a live one goes up the chain, and the live target's line stays apart"
    )
    func releasedBesideLiveTarget() throws {
        let log = try run(releasedBesideLive)
        let start = try #require(log.text.firstIndex { $0.contains("was deallocated") })
        #expect(
            Array(log.text[(start + 1)...(start + 3)]) == [
                "    0.050  action save: from save -> nobody: its target was deallocated, so it went up the responder chain, and no responder up the chain from the first responder (else save) performs save:",
                "    0.050  action save: from save -> keeper",
                "    0.050  keeper performs save: from save"
            ])
        let lines = try explain(releasedBesideLive, at: CGPoint(x: 100, y: 120), afterSteps: 1)
        #expect(
            lines.contains(
                "Target–action: `save` (UIButton) sends touchUpInside to `keeper`.save:. For touchUpInside, `save` (UIButton) also sends save: to `helper`, which was released at line 19 and deallocated (a control does not retain its target, A1), so save: goes up the responder chain, which no responder from `save` (UIButton) up performs. Keep a strong reference to the target (a property of the view controller)."
            ))
    }

    /// A nil-targeted `save:` that `vc` implements but refuses in canPerformAction.
    let refusedAction = """
        windows:
          - id: w
            key: true
            rootViewController:
              id: vc
              actions: ["save:"]
              canPerformAction: {falseFor: ["save:"]}
              view:
                id: root
                subviews:
                  - id: save
                    class: UIButton
                    frame: [20, 50, 200, 44]
                    targets: [{event: touchUpInside, target: nil, action: "save:"}]
        script:
          - tap: [100, 70]
        """

    @Test("A6: a nil-targeted action a responder implements but refuses in canPerformAction is named, with the fix")
    func canPerformActionRefusal() throws {
        let log = try run(refusedAction)
        #expect(
            log.text.contains(
                "    0.050  action save: from save -> nobody: vc implements save: but its canPerformAction(_:withSender:) returns false for it (A6); return true from canPerformAction(_:withSender:) for save: in vc"
            ))
        let lines = try explain(refusedAction, at: CGPoint(x: 100, y: 70))
        #expect(
            lines.contains(
                "Target–action: `save` (UIButton) sends touchUpInside to save: up the chain (nil target), which `vc` implements but whose canPerformAction(_:withSender:) returns false for it (A6)."
            ))
        #expect(lines.contains("    fix: return true from canPerformAction(_:withSender:) for save: in `vc`"))
    }

    @Test("GV1: explain's lint findings include the recognizers of the hit view's ancestors, which see the touch too")
    func ancestorRecognizerFindings() throws {
        let yaml = scene(
            """
            - id: post
              frame: [0, 100, 375, 300]
              gestures: [{id: openTap, type: tap, action: "vc.a:"}]
              subviews:
                - id: photo
                  frame: [0, 50, 375, 200]
                  gestures: [{id: likeTap, type: tap, taps: 2, action: "vc.b:", shouldBeRequiredToFailBy: [openTap]}]
            """, script: "  - tap: [100, 200]")
        let lines = try explain(yaml, at: CGPoint(x: 100, y: 200))
        let start = try #require(lines.firstIndex(of: "Lint says:"))
        #expect(
            Array(lines[(start + 1)...]) == [
                "  `openTap` waits up to 0.35 s for `likeTap` to fail before it fires, on every tap (the delegate of `likeTap` answers true to gestureRecognizer(_:shouldBeRequiredToFailBy:), GC5) [waits-for-double-tap]",
                "    fix: keep it if the double tap matters; otherwise drop the requirement so single taps answer at once",
                ""
            ])
    }

    @Test("A2: a button wired for touchDown only is not reported for touchUpInside; explain names what it sends")
    func touchDownOnlyButton() throws {
        let yaml = scene(
            """
            - id: fire
              class: UIButton
              frame: [20, 50, 200, 44]
              targets: [{event: touchDown, target: vc, action: "a:"}]
            """, script: "  - tap: [100, 70]")
        let log = try run(yaml)
        #expect(
            log.text.filter { $0.contains("fire sends") } == [
                "    0.000  fire sends touchDown to vc.a:",
                "    0.050  fire sends touchUpInside",
                "    0.050  fire sends primaryActionTriggered"
            ])
        let lines = try explain(yaml, at: CGPoint(x: 100, y: 70))
        #expect(
            lines.contains(
                "Target–action: `fire` (UIButton) sends touchDown to `vc`.a:; nothing is registered for touchUpInside.")
        )
    }

    @Test("S1: the scroll view's content delay is said to be UIKit's default")
    func contentDelayDefault() throws {
        let yaml = scene(
            """
            - id: list
              class: UIScrollView
              frame: [0, 0, 375, 600]
              contentSize: [375, 2000]
              subviews:
                - {id: row, frame: [0, 0, 375, 60], touches: handle}
            """, script: "  - tap: [100, 30]")
        let log = try run(yaml)
        #expect(
            log.text.contains(
                "    0.000  touch 1 began held back by delaysContentTouches of list (true, UIKit's default: 150 ms, S1): a drag in that time scrolls and the content never sees the touch; delaysContentTouches: false delivers it at once"
            ))
        let lines = try explain(yaml, at: CGPoint(x: 100, y: 30))
        #expect(
            lines.contains(
                "Held back: `list` (UIScrollView) holds the touch back 150 ms (delaysContentTouches = true, UIKit's default, S1): touchesBegan reaches `row` late, and a finger that moves first scrolls instead; delaysContentTouches = false delivers at once"
            ))
    }

    @Test("H5: a near miss on the button's maxY edge says the point is on its edge, which is outside")
    func nearMissOnEdge() throws {
        let yaml = scene(
            """
            - id: close
              class: UIButton
              frame: [330, 20, 28, 28]
              targets: [{event: touchUpInside, target: vc, action: "a:"}]
            """, script: "  - tap: [352, 48]")
        let lines = try explain(yaml, at: CGPoint(x: 352, y: 48))
        #expect(
            lines.contains(
                "Near miss: the button you probably meant, `close` (UIButton), has the point on its bottom edge, which is outside its bounds (a point on the maxX or maxY edge is outside, H5)"
            ))
    }
}
