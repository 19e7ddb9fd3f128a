import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

/// The rest of issue 24: what the log still left out (an event's other touches, calls of an
/// overridden resignFirstResponder), what scenes still could not say (canPerformAction and
/// target(forAction:) answers, a window made key, a scroll view's own pan by id), and the bugs
/// its audit found. Each scene checks itself with `expect:`; the tests compare whole lines.
@Suite("Scene format gaps: allTouches, resign calls, action answers, built-in recognizers by id")
@MainActor
struct SceneFormatGapTests {
    static let window = "windows:\n  - id: w\n    key: true\n    subviews:\n"

    /// Runs the scene's script; its steps' results.
    func results(_ text: String, topics: TraceTopics = .all) throws -> [ScriptRunner.StepResult] {
        let scene = try SceneLoader.load(text, file: "s.yaml")
        return try ScriptRunner.run(try #require(scene.script), in: scene, topics: topics)
    }

    /// Runs the scene's script; the log as the text format prints it.
    func run(_ text: String, topics: TraceTopics = .all) throws -> String {
        LogRenderer.text(try results(text, topics: topics))
    }

    /// The error the scene or its script gives: `line:column: message | hint`.
    func failure(_ text: String) -> String {
        do {
            let scene = try SceneLoader.load(text, file: "s.yaml")
            _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: .all)
            return "no error"
        } catch let error as SceneError {
            return "\(error.line):\(error.column): \(error.message) | \(error.hint ?? "")"
        } catch let failure as ExpectationFailure {
            return
                "expectation \(failure.error.line):\(failure.error.column): \(failure.error.message) | \(failure.error.hint ?? "")"
        } catch {
            return "unexpected \(error)"
        }
    }

    // MARK: allTouches

    @Test(
        "T4: a delivery whose event holds a stationary finger logs the event's allTouches with their phases, in text and JSON"
    )
    func allTouches() throws {
        let steps = try results(
            Self.window + """
                      - {id: v, frame: [0, 0, 375, 667], touches: handle, multipleTouchEnabled: true}
                script:
                  - touches: [{finger: 1, phase: began, at: [10, 10]}, {finger: 2, phase: began, at: [100, 100]}]
                  - touches: [{finger: 1, phase: moved, at: [20, 10]}, {finger: 2, phase: stationary, at: [100, 100]}]
                  - expect: {logged: "allTouches: 1 moved, 2 stationary"}
                  - touches: [{finger: 1, phase: ended, at: [20, 10]}, {finger: 2, phase: ended, at: [100, 100]}]
                """)
        #expect(
            steps[1].entries.map(\.text) == [
                "touchesMoved v [1] at (20, 10) from (10, 10); allTouches: 1 moved, 2 stationary",
                "v handles touchesMoved [1]"
            ])
        #expect(
            LogRenderer.jsonLine(steps[1].entries[0], step: 2)
                == #"{"step":2,"t":0,"kind":"touchesMoved","responder":"v","touches":[1],"locations":[[20,10]],"previousLocations":[[10,10]],"allTouches":[{"touch":1,"phase":"moved"},{"touch":2,"phase":"stationary"}]}"#
        )
        // Every touch of the event delivered: nothing added.
        #expect(
            steps[0].entries.last { $0.kind == .touchesBegan }?.text
                == "touchesBegan v [1,2] at (10, 10); at (100, 100)")
        #expect(steps[3].entries.allSatisfy { !$0.text.contains("allTouches") })
    }

    @Test("T6: fingers on two views: each delivery's allTouches holds the other view's finger")
    func allTouchesAcrossViews() throws {
        let steps = try results(
            Self.window + """
                      - {id: a, frame: [0, 0, 100, 100], touches: handle}
                      - {id: b, frame: [0, 200, 100, 100], touches: handle}
                script:
                  - touch: {finger: 1, phase: began, at: [10, 10]}
                  - touches: [{finger: 1, phase: moved, at: [20, 10]}, {finger: 2, phase: began, at: [10, 210]}]
                """)
        #expect(steps[0].entries.allSatisfy { !$0.text.contains("allTouches") })
        #expect(
            steps[1].entries.filter { $0.kind == .touchesBegan || $0.kind == .touchesMoved }.map(\.text) == [
                "touchesBegan b [2] at (10, 10); allTouches: 1 moved, 2 began",
                "touchesMoved a [1] at (20, 10) from (10, 10); allTouches: 1 moved, 2 began"
            ])
    }

    // MARK: resignFirstResponder calls

    @Test(
        "F2, F4, F6: each resignFirstResponder() the engine calls is logged with what it returned and who asked"
    )
    func resignCalls() throws {
        let log = try run(
            Self.window + """
                      - {id: f1, class: UITextField, frame: [0, 0, 100, 40]}
                      - {id: f2, class: UITextField, frame: [0, 100, 100, 40]}
                      - id: box
                        frame: [0, 200, 200, 200]
                        subviews: [{id: f3, class: UITextField, frame: [0, 0, 100, 40], canResignFirstResponder: false}]
                script:
                  - becomeFirstResponder: f1
                  - becomeFirstResponder: f2
                  - expect: {logged: "f1.resignFirstResponder() returned true"}
                  - endEditing: w
                  - becomeFirstResponder: f3
                  - becomeFirstResponder: f1
                  - expect: {view: f3, isFirstResponder: true}
                  - remove: box
                  - expect: {view: f3, isFirstResponder: false}
                """, topics: .all)
        #expect(
            log.contains(
                """
                2 f2.becomeFirstResponder()
                    0.000  firstResponder in w: f1 -> nil
                    0.000  f1 sends editingDidEnd
                    0.000  f1.resignFirstResponder() returned true (f2.becomeFirstResponder() asks it first, F2)
                    0.000  firstResponder in w: nil -> f2
                """))
        #expect(
            log.contains(
                "f2.resignFirstResponder() returned true (w.endEditing(false), F6)\n    0.000  w.endEditing(false) returned true"
            ))
        #expect(
            log.contains(
                """
                    0.000  firstResponder refused for f3: canResignFirstResponder is false
                    0.000  f3.resignFirstResponder() returned false (f1.becomeFirstResponder() asks it first, F2)
                    0.000  firstResponder refused for f1: the current first responder did not resign
                    0.000  f1.becomeFirstResponder() returned false
                """))
        #expect(log.contains("f3.resignFirstResponder() returned false (it is leaving its window)"))
    }

    @Test("the engine's resignFirstResponder calls are `returned` lines in JSON, as a step's calls are")
    func resignCallsInJSON() throws {
        let steps = try results(
            Self.window + """
                      - {id: f1, class: UITextField, frame: [0, 0, 100, 40]}
                      - {id: f2, class: UITextField, frame: [0, 100, 100, 40]}
                script:
                  - becomeFirstResponder: f1
                  - becomeFirstResponder: f2
                """, topics: .all)
        let returned = steps[1].entries.filter { $0.kind == .returned }
        #expect(
            returned.map { LogRenderer.jsonLine($0, step: 2) } == [
                #"{"step":2,"t":0,"kind":"returned","call":"f1.resignFirstResponder()","value":true}"#,
                #"{"step":2,"t":0,"kind":"returned","call":"f2.becomeFirstResponder()","value":true}"#
            ])
    }

    // MARK: canPerformAction and target(forAction:)

    static let actionScene = """
        appDelegate: {actions: ["copy:", "paste:"]}
        windows:
          - id: w
            key: true
            rootViewController:
              id: vc
              actions: ["copy:", "paste:"]
              view:
                id: root
                subviews:
                  - {id: field, class: UITextField, frame: [0, 0, 100, 40], RESPONDER}
        script:
          - becomeFirstResponder: field
          - sendAction: {action: "copy:", to: nil, from: field}
          - sendAction: {action: "paste:", to: nil, from: field}

        """

    @Test("A5: targetForAction names the object target(forAction:withSender:) returns for an action; null returns nil")
    func targetForAction() throws {
        let log = try run(
            Self.actionScene.replacingOccurrences(
                of: "RESPONDER", with: #"targetForAction: {"copy:": appDelegate, "paste:": null}"#))
        #expect(
            log.contains(
                "    0.000  action copy: from field -> appDelegate\n    0.000  appDelegate performs copy: from field"))
        #expect(log.contains("    0.000  action paste: from field -> nobody"))
        #expect(
            failure(Self.actionScene.replacingOccurrences(of: "RESPONDER", with: #"targetForAction: {"copy:": vcc}"#))
                == "11:96: unknown id 'vcc' | did you mean 'vc'?")
    }

    @Test("A6: canPerformAction false, or falseFor some actions, sends them on up the chain")
    func canPerformAction() throws {
        let scene = Self.actionScene.replacingOccurrences(of: "RESPONDER", with: "touches: forward")
            .replacingOccurrences(
                of: "actions: [\"copy:\", \"paste:\"]\n      view",
                with: "actions: [\"copy:\", \"paste:\"]\n      canPerformAction: {falseFor: [\"paste:\"]}\n      view")
        let log = try run(scene)
        #expect(log.contains("action copy: from field -> vc\n"))
        #expect(log.contains("action paste: from field -> appDelegate\n"))
        let refusing = Self.actionScene.replacingOccurrences(of: "RESPONDER", with: "touches: forward")
            .replacingOccurrences(
                of: "actions: [\"copy:\", \"paste:\"]\n      view",
                with: "actions: [\"copy:\", \"paste:\"]\n      canPerformAction: false\n      view")
        let all = try run(refusing)
        #expect(all.contains("action copy: from field -> appDelegate\n"))
        #expect(all.contains("action paste: from field -> appDelegate\n"))
    }

    // MARK: Bugs the audit found

    @Test("the timers pending after trailing expects belong to the last step that is not an expect")
    func settleAfterFinalExpect() throws {
        let steps = try results(
            """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: vc
                  actions: ["single:", "double:"]
                  view:
                    id: root
                    gestures:
                      - {id: single, type: tap, action: "vc.single:", requireToFail: [double]}
                      - {id: double, type: tap, taps: 2, action: "vc.double:"}
            script:
              - tap: [100, 100]
              - expect: {gesture: single, state: possible}
              - expect: {gesture: double, state: possible}
            """)
        #expect(steps.map(\.entries.isEmpty) == [false, true, true])
        #expect(steps.map(\.answer) == ["root", "(nothing)", "(nothing)"])
        #expect(steps[0].entries.last { $0.kind == .performed }?.text == "vc performs single: from single on root")
    }

    @Test(
        "bad input in an expect (a value of the wrong type, an unknown id, a property the object lacks) is an error, not a failed check"
    )
    func badInputInExpect() {
        let scene =
            Self.window + "      - {id: field, class: UITextField, frame: [0, 0, 10, 10]}\nscript:\n  - tap: [5, 5]\n"
        #expect(
            failure(scene + "  - expect: {view: field, hidden: 3}\n")
                == "8:35: hidden must be true or false, not '3' | write true or false")
        #expect(
            failure(scene + "  - expect: {view: feild, hidden: false}\n")
                == "8:20: unknown id 'feild' | did you mean 'field'?")
        #expect(
            failure(scene + "  - expect: {view: field, contentOffset: [0, 0]}\n").hasPrefix(
                "8:27: 'field' (UITextField) has no property 'contentOffset' | its properties: frame"))
        #expect(
            failure(scene + "  - expect: {logged: [a]}\n")
                == "8:22: logged must be a single value, not a list or mapping | write `logged: value`")
        #expect(
            failure(scene + "  - expect: {view: field, hidden: true}\n").hasPrefix(
                "expectation 8:35: expected field.hidden"))
    }

    @Test("a failed expect's step record in JSON says what it expected and what it found")
    func failedExpectInJSON() throws {
        let scene = try SceneLoader.load(
            Self.window + "      - {id: a, frame: [0, 0, 10, 10], touches: handle}\nscript:\n  - tap: [5, 5]\n"
                + "  - expect: {answer: w}\n", file: "s.yaml")
        do {
            _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
            Issue.record("the expect held")
        } catch let failure as ExpectationFailure {
            #expect(
                LogRenderer.stepRecord(try #require(failure.results.last))
                    == #"{"step":2,"t":0.05,"kind":"step","line":8,"column":5,"does":"expect answer == w","answer":[],"failed":{"expected":"w","actual":"a","message":"expected step 1 to be answered by w, but it was answered by a"}}"#
            )
        }
    }

    // MARK: set reaches more objects

    @Test("W5: set makes a window key with makeKeyAndVisible; key on a view, or false, is an error")
    func setWindowKey() throws {
        let scene = """
            windows:
              - id: w1
                key: true
                subviews: [{id: f, class: UITextField, frame: [0, 0, 100, 40]}]
              - id: w2
                subviews: [{id: a, frame: [0, 0, 10, 10]}]
            script:
              - set: {view: w2, key: true}
              - expect: {window: w2, isKeyWindow: true}
              - expect: {window: w1, isKeyWindow: false}

            """
        _ = try run(scene)
        #expect(
            failure(scene + "  - set: {view: a, key: true}\n")
                == "11:25: 'key' does not apply to UIView | only windows can be key")
        #expect(
            failure(scene + "  - set: {view: w1, key: false}\n")
                == "11:26: a window cannot be told to stop being key | make another window key with `set: {view: other, key: true}`"
        )
    }

    @Test(
        "GC4, S2: a scroll view's own pan is named list.panGestureRecognizer (or as the log names it) in set, expect and requireToFail"
    )
    func scrollViewPanByID() throws {
        let scene =
            Self.window + """
                      - id: list
                        class: UIScrollView
                        frame: [0, 0, 375, 667]
                        contentSize: [375, 2000]
                        gestures: [{id: swipe, type: swipe, direction: up, shouldBeRequiredToFailBy: [list.panGestureRecognizer]}]
                      - {id: field, class: UITextField, frame: [0, 0, 100, 40]}
                script:
                  - expect: {gesture: "panGestureRecognizer of list", state: possible, view: list}
                  - expect: {gesture: "UITextTapRecognizer of field", view: field}
                  - set: {gesture: list.panGestureRecognizer, enabled: false}
                  - expect: {gesture: list.panGestureRecognizer, enabled: false}
                  - set: {gesture: list.panGestureRecognizer, enabled: true}
                  - drag: {from: [100, 500], to: [100, 300], duration: 0.1, steps: 5}
                  - expect: {logged: "swipe: possible -> ended", view: list, contentOffset: [0, 0]}

                """
        _ = try run(scene)
        #expect(
            failure(scene + "  - set: {gesture: list.panGestureRecognizer, shouldBegin: false}\n")
                == "19:60: 'shouldBegin' is an answer of the recognizer's delegate, and this recognizer's delegate is its view's own | UIKit's scroll view is its pan's delegate; give a gesture of the scene's the answer instead"
        )
        #expect(
            failure(
                scene + "  - set: {gesture: list.panGestureRecognizer, requireToFail: [list.panGestureRecognizer]}\n")
                == "19:63: a gesture cannot require itself to fail | name another gesture, such as the double tap a single tap waits for"
        )
    }

    // MARK: Bad input the audit found accepted or misplaced

    @Test(
        "errors of ids in steps point at the id; a gesture id is matched among gestures; a window takes gestureRecognizerShouldBegin"
    )
    func locations() throws {
        let scene = """
            windows:
              - id: w
                key: true
                gestureRecognizerShouldBegin: false
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews: [{id: a, frame: [0, 0, 10, 10], gestures: [{id: g1, type: tap}]}]
            script:

            """
        #expect(
            failure(scene + "  - present: {from: a, controller: {id: s}}\n")
                == "11:21: 'a' is not a view controller | check which object this id names")
        #expect(
            failure(scene + "  - dismiss: a\n")
                == "11:14: 'a' is not a view controller | check which object this id names")
        #expect(
            failure(scene + "  - becomeFirstResponder: g1\n")
                == "11:27: 'g1' is not a responder | check which object this id names")
        #expect(
            failure(scene + "  - resignFirstResponder: g1\n")
                == "11:27: 'g1' is not a responder | check which object this id names")
        #expect(
            failure(scene + "  - set: {view: g1, hidden: true}\n")
                == "11:17: 'g1' is not a view | to change a gesture, write `set: {gesture: g1, …}`")
        #expect(
            failure(
                scene.replacingOccurrences(of: "type: tap}", with: "type: tap, requireToFail: [g]}")
                    + "  - tap: [1, 1]\n")
                == "9:98: unknown id 'g' | did you mean 'g1'?")
        #expect(
            failure(
                scene.replacingOccurrences(of: "type: tap}", with: "type: observer, taps: 2}") + "  - tap: [1, 1]\n")
                == "9:93: 'taps' does not apply to an observer gesture | each gesture type takes the properties of its UIKit class; remove 'taps'"
        )
    }

    @Test(
        "out-of-range control values, a negative finger and an unmatched endIgnoringInteractionEvents are located errors"
    )
    func outOfRange() {
        let scene =
            Self.window + """
                      - {id: seg, class: UISegmentedControl, frame: [0, 0, 100, 30], segments: [a, b]}
                      - {id: dots, class: UIPageControl, frame: [0, 40, 100, 30], pages: 2}
                      - {id: slider, class: UISlider, frame: [0, 80, 100, 30]}
                script:

                """
        #expect(
            failure(scene + "  - set: {view: seg, selectedSegment: 7}\n")
                == "9:39: selectedSegment 7 is not a segment: there are 2 | segments count from 0; -1 selects none")
        #expect(failure(scene + "  - set: {view: seg, selectedSegment: -1}\n") == "no error")
        #expect(
            failure(scene + "  - set: {view: dots, currentPage: 9}\n")
                == "9:36: currentPage 9 is not a page: there are 2 | pages count from 0")
        #expect(
            failure(scene + "  - set: {view: slider, minimumValue: 5, maximumValue: 2}\n")
                == "9:56: minimumValue 5 is more than maximumValue 2 | the value lies between them; give a minimum no larger than the maximum"
        )
        #expect(
            failure(scene + "  - touch: {finger: -1, phase: began, at: [1, 1]}\n")
                == "9:21: finger must be 0 or more, not -1 | fingers are numbered 1, 2, … in the order they come down")
        #expect(
            failure(
                scene
                    + "  - beginIgnoringInteractionEvents: {}\n  - endIgnoringInteractionEvents: {}\n  - endIgnoringInteractionEvents: {}\n"
            )
                == "11:5: endIgnoringInteractionEvents without a beginIgnoringInteractionEvents still open | they nest like a counter: each end matches an earlier begin"
        )
    }

    // MARK: The reference's nested values

    static let reference: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Documentation/SceneFormat.md"), encoding: .utf8))
            ?? ""
    }()

    /// The backquoted words of the reference's paragraph that starts with `start`.
    static func words(inParagraph start: String) -> [String] {
        guard let range = reference.range(of: start) else { return [] }
        let paragraph = reference[range.lowerBound...].components(separatedBy: "\n\n")[0]
        return paragraph.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// Whether a view with `key: value` loads.
    func accepts(_ key: String, _ value: String) -> Bool {
        (try? SceneLoader.load(Self.window + "      - {id: a, \(key): \(value)}\n      - {id: b}\n", file: "s.yaml"))
            != nil
    }

    @Test("the hit-test and point-inside behaviours the reference names are the ones the reader takes, and the reverse")
    func behaviourValues() {
        let hitWords = Self.words(inParagraph: "*Hit-test behaviour*")
        let hitModes = hitWords.filter { $0.allSatisfy(\.isLetter) && $0 != "hitTest" }
        #expect(hitModes == ["default", "self", "none", "passThrough"])
        for mode in hitModes { #expect(accepts("hitTest", mode), "hitTest: \(mode)") }
        #expect(hitWords.contains("{forwardTo: id}") && accepts("hitTest", "{forwardTo: b}"))
        #expect(!accepts("hitTest", "passthrough") && !accepts("hitTest", "{forward: b}"))
        let insideWords = Self.words(inParagraph: "*Point-inside behaviour*")
        let insideModes = insideWords.filter { $0.allSatisfy(\.isLetter) && $0 != "pointInside" }
        #expect(insideModes == ["bounds", "withSubviews", "withInteractiveSubviews", "circle"])
        for mode in insideModes { #expect(accepts("pointInside", mode), "pointInside: \(mode)") }
        #expect(
            insideWords.contains("{outsets: [top, left, bottom, right]}")
                && accepts("pointInside", "{outsets: [1, 2, 3, 4]}"))
        #expect(insideWords.contains("{corners: side}") && accepts("pointInside", "{corners: 10}"))
        #expect(!accepts("pointInside", "square"))
    }

    @Test("every control event, key code and remote command the reader takes is named in the reference")
    func namedValues() {
        for name in ControlEvents.names.map(\.key) { #expect(Self.reference.contains("`\(name)`"), "\(name)") }
        for name in Script.buttons.map(\.key) + Script.namedKeys.keys.sorted() + Script.remoteCommands.map(\.key) {
            #expect(Self.reference.contains("`\(name)`"), "\(name)")
        }
        for word in ["falseFor", "falseIn", "forwardTo", "outsets", "corners", "rotate", "scale", "translate"] {
            #expect(Self.reference.contains(word), "\(word)")
        }
        #expect(accepts("transform", "{rotate: 10, scale: 2, translate: [1, 2]}"))
        #expect(!accepts("transform", "{rotation: 10}"))
    }
}
