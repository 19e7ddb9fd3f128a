import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

@Suite("Scene features")
@MainActor
struct SceneFeatureTests {
    func run(_ text: String, topics: TraceTopics = []) throws -> [String] {
        let scene = try SceneLoader.load(text, file: "s.yaml")
        let results = try ScriptRunner.run(try #require(scene.script), in: scene, topics: topics)
        return results.flatMap { result in ["\(result.number) ---> \(result.answer)"] + result.entries.map(\.text) }
    }

    @Test(
        "child controllers go into their `in` view; responders perform actions; nil-targeted actions from a sender climb its chain"
    )
    func controllersAndActions() throws {
        let log = try run(
            """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: parent
                  actions: ["save:"]
                  view:
                    id: root
                    subviews: [{id: slot, frame: [0, 100, 375, 300]}]
                  children:
                    - id: child
                      in: slot
                      view: {id: childRoot, frame: [0, 0, 375, 300], subviews: [{id: button, class: UIButton, frame: [10, 10, 100, 44]}]}
            script:
              - sendAction: {action: "save:", to: nil, from: button}
              - sendAction: {action: "missing:", to: parent}
            """, topics: [.actions])
        #expect(
            log == [
                "1 ---> button",
                "action save: from button -> parent",
                "parent performs save: from button",
                "sendAction save: to nil from button returned true",
                "2 ---> (nothing)",
                "action missing: from nil -> nobody",
                "sendAction missing: to parent from nil returned false"
            ])
    }

    @Test("set, remove and add change the hierarchy mid-script")
    func mutations() throws {
        let log = try run(
            """
            windows:
              - id: w
                key: true
                subviews:
                  - {id: a, frame: [0, 0, 100, 100], touches: handle, gestures: [{id: tap, type: tap}]}
            script:
              - tap: [10, 10]
              - remove: tap
              - wait: 1
              - tap: [10, 10]
              - set: {view: a, hidden: true}
              - add: {to: w, view: {id: b, frame: [0, 0, 50, 50], touches: handle}}
              - wait: 1
              - tap: [10, 10]
            """)
        #expect(
            log == [
                // The tap recognizes (with no action) and takes the touch from `a`, whatever is traced.
                "1 ---> tap", "a handles touchesBegan [1]", "a handles touchesCancelled [1]",
                "2 ---> (nothing)", "3 ---> (nothing)",
                "4 ---> a", "a handles touchesBegan [1]", "a handles touchesEnded [1]",
                "5 ---> (nothing)", "6 ---> (nothing)", "7 ---> (nothing)",
                "8 ---> b", "b handles touchesBegan [1]", "b handles touchesEnded [1]"
            ])
    }

    @Test("raw fingers, drags in a view's coordinates, key presses, shakes and remote commands")
    func inputs() throws {
        let log = try run(
            """
            windows:
              - id: w
                key: true
                subviews:
                  - id: pad
                    frame: [100, 100, 200, 200]
                    multipleTouchEnabled: true
                    touches: handle
                    canBecomeFirstResponder: true
                    presses: handle
                    remote: handle
                    motion: handle
            firstResponder: pad
            script:
              - touch: {finger: 1, phase: began, at: [10, 10], in: pad}
              - touch: {finger: 2, phase: began, at: [20, 20], in: pad}
              - touch: {finger: 1, phase: ended, at: [10, 10], in: pad}
              - touch: {finger: 2, phase: cancelled, at: [20, 20], in: pad}
              - key: {code: select}
              - key: {code: a}
              - shake: {duration: 0.2}
              - remote: pause
              - drag: {from: [0, 0], to: [10, 0], in: pad, steps: 1, duration: 0.1}
            """)
        #expect(
            log == [
                "1 ---> pad", "pad handles touchesBegan [1]",
                "2 ---> pad", "pad handles touchesBegan [2]",
                "3 ---> pad", "pad handles touchesEnded [1]",
                // Only cancelled: `pad` lost the touch, so it is not the step's answer.
                "4 ---> (nothing)", "pad handles touchesCancelled [2]",
                "5 ---> pad", "pad handles pressesBegan", "pad handles pressesEnded",
                "6 ---> pad", "pad handles pressesBegan", "pad handles pressesEnded",
                "7 ---> pad", "pad handles motionBegan", "pad handles motionEnded",
                "8 ---> pad", "pad handles remoteControlReceived",
                "9 ---> pad", "pad handles touchesBegan [1]", "pad handles touchesMoved [1]",
                "pad handles touchesEnded [1]"
            ])
    }

    @Test("gesture relations: requireToFail, simultaneousWith, shouldBegin")
    func gestureRelations() throws {
        let scene = """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: vc
                  actions: ["one:", "two:", "never:"]
                  view:
                    id: root
                    subviews:
                      - id: v
                        frame: [0, 0, 200, 200]
                        gestures:
                          - {id: single, type: tap, action: "vc.one:", requireToFail: [double]}
                          - {id: double, type: tap, taps: 2, action: "vc.two:"}
                          - {id: vetoed, type: longPress, action: "vc.never:", shouldBegin: false}
                          - {id: alsoTap, type: tap, action: "vc.one:", simultaneousWith: [single]}
            script:
              - tap: [10, 10]
              - wait: 1
              - touch: {finger: 1, phase: began, at: [10, 10]}
              - wait: 0.6
              - touch: {finger: 1, phase: ended, at: [10, 10]}
            """
        let log = try run(scene, topics: [.gestures])
        #expect(
            log.contains(
                "single: possible -> ended (after waiting 0.35 s for the recognizers it requires to fail (require(toFail:), GC4))"
            ))
        #expect(
            log.contains(
                "alsoTap: possible -> ended (it does not wait for double (2 taps) to fail, so a 2-tap fires both; require(toFail:) makes it wait (GC4))"
            ))
        #expect(
            log.contains(
                "vetoed: possible -> failed (its delegate's gestureRecognizerShouldBegin(_:) returned false (GV8))"))
        // Both taps recognize twice: a held finger that does not move is still a tap.
        #expect(
            log.filter { $0.hasPrefix("vc performs") } == [
                "vc performs one: from alsoTap on v", "vc performs one: from single on v",
                "vc performs one: from alsoTap on v", "vc performs one: from single on v"
            ])
    }

    @Test("a set step that declares one family of messages keeps what earlier declarations said of the others")
    func setKeepsEarlierFamilies() throws {
        let log = try run(
            """
            windows:
              - id: w
                key: true
                subviews:
                  - {id: pad, frame: [0, 0, 200, 200], canBecomeFirstResponder: true, motion: handle}
            firstResponder: pad
            script:
              - set: {view: pad, touches: handle}
              - shake: {duration: 0.2}
              - tap: [10, 10]
              - set: {view: pad, motion: forward}
              - shake: {duration: 0.2}
              - tap: [10, 10]
            """)
        #expect(
            log == [
                "1 ---> (nothing)",
                "2 ---> pad", "pad handles motionBegan", "pad handles motionEnded",
                "3 ---> pad", "pad handles touchesBegan [1]", "pad handles touchesEnded [1]",
                // Forwarded now: the shake climbs past `pad`, and nothing above handles it.
                "4 ---> (nothing)", "5 ---> (nothing)",
                "6 ---> pad", "pad handles touchesBegan [1]", "pad handles touchesEnded [1]"
            ])
    }

    @Test("a gesture's action names a target whose id has dots: the selector follows the last dot")
    func actionTargetWithDots() throws {
        let log = try run(
            """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: com.app.main
                  actions: ["save:"]
                  view:
                    id: root
                    gestures: [{id: tap, type: tap, action: "com.app.main.save:"}]
            script:
              - tap: [10, 10]
            """)
        #expect(log == ["1 ---> root", "com.app.main performs save: from tap on root"])
    }
}
