import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

/// The format's steps and keys for what the engine does (issue 24): each scene checks itself with
/// `expect:` steps, and the tests read the log lines that matter.
@Suite("Script steps, settable objects and expectations")
@MainActor
struct ScriptStepTests {
    /// Runs the scene's script; the log as the text format prints it.
    func run(_ text: String, topics: TraceTopics = []) throws -> String {
        let scene = try SceneLoader.load(text, file: "s.yaml")
        return LogRenderer.text(try ScriptRunner.run(try #require(scene.script), in: scene, topics: topics))
    }

    /// The failure of the scene's script: `line:column: message | hint`.
    func failure(_ text: String) -> String {
        do {
            let scene = try SceneLoader.load(text, file: "s.yaml")
            _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
            return "no error"
        } catch let error as SceneError {
            return "\(error.line):\(error.column): \(error.message) | \(error.hint ?? "")"
        } catch let failure as ExpectationFailure {
            return
                "\(failure.error.line):\(failure.error.column): \(failure.error.message) | \(failure.error.hint ?? "")"
        } catch {
            return "unexpected \(error)"
        }
    }

    static let window = "windows:\n  - id: w\n    key: true\n    subviews:\n"

    @Test("set reaches a recognizer by `gesture:`; `view:` naming a recognizer says which key to use")
    func setGesture() throws {
        let scene =
            Self.window + """
                      - {id: a, frame: [0, 0, 100, 100], touches: handle, gestures: [{id: tap, type: tap}]}
                script:
                  - set: {gesture: tap, enabled: false, cancelsTouchesInView: false}
                  - expect: {gesture: tap, enabled: false, cancelsTouchesInView: false, state: possible}
                  - tap: [10, 10]
                  - expect: {answer: a}
                """
        let log = try run(scene)
        #expect(
            log.hasPrefix("1 set tap.enabled = false, tap.cancelsTouchesInView = false\n2 expect tap.enabled == false"))
        #expect(
            failure(
                Self.window
                    + "      - {id: a, gestures: [{id: p, type: pan}]}\nscript:\n  - set: {view: p, enabled: false}\n")
                == "7:17: 'p' is not a view | to change a gesture, write `set: {gesture: p, …}`")
        #expect(
            failure(
                Self.window
                    + "      - {id: a, gestures: [{id: p, type: pan}]}\nscript:\n  - set: {gesture: p, isEnabled: false}\n"
            )
                == "7:23: unknown key 'isEnabled' in set | did you mean 'enabled'?")
        #expect(
            failure(
                Self.window
                    + "      - {id: a, gestures: [{id: p, type: pan}]}\nscript:\n  - set: {gesture: p, taps: 2}\n")
                == "7:29: 'taps' does not apply to a pan gesture | each gesture type takes the properties of its UIKit class; remove 'taps'"
        )
    }

    @Test("W3: a window whose hitTest passes through lets the touch reach the window behind it")
    func passThroughWindow() throws {
        let log = try run(
            """
            windows:
              - id: back
                key: true
                subviews: [{id: row, frame: [0, 0, 375, 100], touches: handle}]
              - id: overlay
                level: alert
                touches: handle
                hitTest: passThrough
                subviews: [{id: badge, frame: [300, 0, 75, 40], touches: handle}]
            script:
              - tap: [10, 10]
              - expect: {answer: row}
              - tap: [310, 10]
              - expect: {answer: badge}
              - set: {view: overlay, hitTest: default}
              - tap: [10, 10]
              - expect: {answer: overlay}
            """)
        #expect(log.contains("6 tap (10, 10) ---> overlay"))
    }

    @Test("GV9: a view's gestureRecognizerShouldBegin: false makes its recognizers fail; falseFor names some")
    func viewShouldBegin() throws {
        _ = try run(
            Self.window + """
                      - id: a
                        frame: [0, 0, 100, 100]
                        gestureRecognizerShouldBegin: {falseFor: [tap]}
                        touches: handle
                        gestures: [{id: tap, type: tap}, {id: long, type: longPress, minimumPressDuration: 0.2}]
                script:
                  - tap: [10, 10]
                  - expect: {answer: a, logged: "tap: possible -> failed"}
                  - set: {view: a, gestureRecognizerShouldBegin: true}
                  - tap: [10, 10]
                  - expect: {logged: "tap: possible -> ended"}
                """, topics: .all)
        #expect(
            failure(
                Self.window
                    + "      - {id: a, gestureRecognizerShouldBegin: {falseFor: [tapp]}, gestures: [{id: tap, type: tap}]}\n"
            )
                == "5:59: unknown id 'tapp' | did you mean 'tap'?")
    }

    @Test("an observer logs touches with locations in its view and never recognizes; the view still gets them")
    func observer() throws {
        let log = try run(
            Self.window + """
                      - {id: a, frame: [10, 10, 100, 100], touches: handle, gestures: [{id: watch, type: observer}]}
                script:
                  - drag: {from: [20, 20], to: [40, 20], steps: 2, duration: 0.2}
                  - expect: {gesture: watch, state: possible, logged: "watch observes touchesMoved [1] at (30, 10) from (20, 10)"}
                  - expect: {answer: a}
                """)
        #expect(log.contains("watch observes touchesBegan [1] at (10, 10)"))
        #expect(log.contains("watch: possible -> failed") || !log.contains("watch: possible -> ended"))
    }

    @Test("hitTest forwardTo hands the view's own touches to another view (a peeking scroll view's container)")
    func forwardTo() throws {
        _ = try run(
            Self.window + """
                      - id: container
                        frame: [0, 0, 375, 200]
                        hitTest: {forwardTo: pager}
                        subviews: [{id: pager, frame: [50, 0, 275, 200], touches: handle}]
                script:
                  - tap: [10, 10]
                  - expect: {answer: pager}
                """)
        #expect(
            failure(Self.window + "      - {id: c, hitTest: {forwardTo: c}}\n")
                == "5:38: a view cannot forward its hit-test to itself | write `hitTest: self` for that")
    }

    @Test(
        "GC5 and GV7 by delegate: shouldRequireFailureOf waits for the other; shouldReceive falseIn refuses touches on a view"
    )
    func delegateAnswers() throws {
        _ = try run(
            Self.window + """
                      - id: a
                        frame: [0, 0, 200, 200]
                        gestures:
                          - {id: single, type: tap, action: "a.one:", shouldRequireFailureOf: [double]}
                          - {id: double, type: tap, taps: 2, action: "a.two:", shouldReceive: {falseIn: [b]}}
                        actions: ["one:", "two:"]
                        subviews: [{id: b, frame: [100, 100, 100, 100]}]
                script:
                  - tap: [10, 10]
                  - expect: {logged: "single recognized, and waits for double"}
                  - wait: 1
                  - tap: {at: [150, 150], count: 2}
                  - expect: {logged: "a performs one:", notLogged: "a performs two:"}
                """, topics: .all)
    }

    @Test(
        "interaction ignored, presentation, first-responder calls with their return values, a recognizer added, several fingers in one event"
    )
    func steps() throws {
        let log = try run(
            """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: vc
                  view:
                    id: root
                    touches: handle
                    multipleTouchEnabled: true
                    subviews: [{id: field, class: UITextField, frame: [0, 0, 200, 40]}, {id: label, class: UILabel, frame: [0, 50, 200, 40]}]
            script:
              - beginIgnoringInteractionEvents: {}
              - expect: {isIgnoringInteractionEvents: true}
              - tap: [300, 300]
              - expect: {answer: null}
              - endIgnoringInteractionEvents: {}
              - becomeFirstResponder: field
              - expect: {view: field, isFirstResponder: true, logged: "returned true"}
              - becomeFirstResponder: label
              - expect: {logged: "label.becomeFirstResponder() returned false"}
              - endEditing: {view: root, force: true}
              - expect: {view: field, isFirstResponder: false}
              - present: {from: vc, controller: {id: modal, view: {id: sheet, touches: handle}}}
              - expect: {controller: vc, presentedViewController: modal}
              - tap: [300, 300]
              - expect: {answer: sheet}
              - dismiss: modal
              - expect: {controller: vc, presentedViewController: null}
              - add: {gesture: {id: pinch, type: pinch}, to: root}
              - touches: [{finger: 1, phase: began, at: [100, 300]}, {finger: 2, phase: began, at: [200, 300]}]
              - touches: [{finger: 1, phase: moved, at: [50, 300]}, {finger: 2, phase: moved, at: [250, 300]}]
              - expect: {gesture: pinch, state: began, numberOfTouches: 2}
              - touches: [{finger: 1, phase: ended, at: [50, 300]}, {finger: 2, phase: ended, at: [250, 300]}]
            """, topics: .all)
        #expect(log.contains("3 tap (300, 300) ---> (nothing)"))
        #expect(log.contains("6 field.becomeFirstResponder()\n"))
        #expect(log.contains("field.becomeFirstResponder() returned true"))
        #expect(log.contains("19 touches finger 1 began (100, 300), finger 2 began (200, 300) ---> root"))
        #expect(log.contains("touchesBegan root [1,2] at (100, 300); at (200, 300)"))
        #expect(log.contains("pinch.scale: 1 -> 2"))
    }

    @Test(
        "T13: a scene released with a finger down on a recognizer's view cancels it, so nothing is kept alive (found by the fuzzer)"
    )
    func fingerLeftDown() throws {
        weak var view: UIView?
        weak var recognizer: UIGestureRecognizer?
        do {
            let scene = try SceneLoader.load(
                Self.window + "      - {id: a, frame: [0, 0, 100, 100], gestures: [{id: t, type: tap}]}\n"
                    + "script:\n  - touch: {finger: 1, phase: began, at: [5, 5]}\n", file: "s.yaml")
            _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: .all)
            view = scene.view("a")
            recognizer = scene.objects["t"] as? UIGestureRecognizer
            #expect(view != nil && recognizer != nil)
        }
        #expect(view == nil)
        #expect(recognizer == nil)
    }

    @Test("a failed expect names the expected and the actual value where it is written")
    func failedExpectations() {
        let scene = Self.window + "      - {id: a, frame: [0, 0, 10, 10], touches: handle}\nscript:\n  - tap: [5, 5]\n"
        #expect(
            failure(scene + "  - expect: {view: a, hidden: true}\n")
                == "8:31: expected a.hidden to be true, but it is false | the log above shows what happened up to this step"
        )
        #expect(
            failure(scene + "  - expect: {answer: w}\n")
                == "8:22: expected step 1 to be answered by w, but it was answered by a | the answer is the view whose recognizer or control sent a performed action, else who handled the touches"
        )
        #expect(
            failure(scene + "  - expect: {view: a, hiden: true}\n")
                == "8:23: unknown key 'hiden' in expect | did you mean 'hidden'?")
        #expect(
            failure(scene + "  - expect: {view: a, scale: 1}\n").hasPrefix(
                "8:23: 'a' (UIView) has no property 'scale' | its properties: frame, bounds"))
        #expect(
            failure(scene + "  - expect: {logged: nope}\n")
                == "8:22: expected a line of step 1 to contain 'nope', but none does | its lines: a handles touchesBegan [1] | a handles touchesEnded [1]"
        )
        #expect(
            failure(Self.window + "      - {id: a}\nscript:\n  - expect: {answer: a}\n")
                == "7:22: answer checks the step before, and there is none | put this expect after a step such as a tap"
        )
    }

    @Test("new steps' bad input: located, with a hint")
    func badSteps() {
        let scene = Self.window + "      - {id: a}\nscript:\n"
        #expect(
            failure(scene + "  - tuches: []\n")
                == "7:5: unknown key 'tuches' in a script step | did you mean 'touches'?")
        #expect(
            failure(
                scene + "  - touches: [{finger: 1, phase: began, at: [1, 1]}, {finger: 1, phase: moved, at: [2, 2]}]\n")
                == "7:54: finger 1 appears twice in one event | one event carries each finger once; use two steps for two updates"
        )
        #expect(
            failure(scene + "  - dismiss: a\n")
                == "7:14: 'a' is not a view controller | check which object this id names")
        #expect(
            failure(scene + "  - add: {to: a}\n")
                == "7:10: add takes a `view:` or a `gesture:`, one of them | write `add: {view: {id: v, frame: [0, 0, 10, 10]}, to: root}` or `add: {gesture: {id: g, type: tap}, to: v}`"
        )
        #expect(
            failure(scene + "  - beginIgnoringInteractionEvents: 3\n")
                == "7:37: beginIgnoringInteractionEvents takes no value | write `- beginIgnoringInteractionEvents: {}`")
    }

    @Test(
        "GR1: expect's state takes UIKit's `recognized` for `ended`; an unknown state is bad input before the run starts"
    )
    func expectedStates() throws {
        let scene =
            Self.window + """
                      - {id: a, frame: [0, 0, 100, 100], gestures: [{id: tap, type: tap}]}
                script:
                  - expect: {gesture: tap, state: possible}
                  - tap: [10, 10]
                  - expect: {gesture: tap, state: recognized}
                """
        // A tap recognizer is reset once it has recognized: `recognized` is read, and checked.
        #expect(
            failure(scene)
                == "9:35: expected tap.state to be recognized, but it is possible | the log above shows what happened up to this step"
        )
        let ended = ObjectProperty.Reading.name("\(UIGestureRecognizer.State.ended)")
        #expect(try ended.matches(Value.parse("recognized", file: "s.yaml"), property: "state"))
        #expect(try ended.matches(Value.parse("ended", file: "s.yaml"), property: "state"))
        #expect(try !ended.matches(Value.parse("possible", file: "s.yaml"), property: "state"))
        #expect(
            try !ObjectProperty.Reading.name("possible").matches(
                Value.parse("recognized", file: "s.yaml"), property: "state"))
        // Bad input, found before the first step runs: the failed check of step 1 is not reached.
        let bad = scene.replacingOccurrences(of: "state: possible", with: "state: began")
        for (state, hint) in [
            ("bogus", "expected one of: possible, began, changed, ended, cancelled, failed, recognized"),
            ("recognised", "did you mean 'recognized'?"), (".ended", "did you mean 'ended'?"),
            ("Ended", "did you mean 'ended'?")
        ] {
            #expect(
                failure(bad.replacingOccurrences(of: "state: recognized", with: "state: \(state)"))
                    == "9:35: unknown state '\(state)' | \(hint)")
        }
    }
}
