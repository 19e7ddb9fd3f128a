import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

/// A step's answer is what its own input caused; every id an `expect:` names is checked as bad
/// input; the recognizers a scroll view or text field makes for itself are named with a reason.
@Suite("Step answers and the ids an expect names")
@MainActor
struct StepAnswerTests {
    /// A photo whose single tap waits for its double tap to fail, and a pad below that handles
    /// touches; `steps` is the script.
    static func photoAndPad(_ steps: String) -> String {
        """
        windows:
          - id: win
            key: true
            rootViewController:
              id: ctl
              actions: ["open:", "zoom:"]
              view:
                id: main
                subviews:
                  - id: photo
                    frame: [20, 100, 300, 200]
                    touches: handle
                    gestures:
                      - {id: openTap, type: tap, action: "ctl.open:", requireToFail: [zoomTap]}
                      - {id: zoomTap, type: tap, taps: 2, action: "ctl.zoom:"}
                  - {id: pad, frame: [20, 400, 300, 100], touches: handle}
                  - id: list
                    class: UIScrollView
                    frame: [20, 520, 300, 100]
                    contentSize: [300, 400]
                  - {id: note, class: UITextField, frame: [20, 630, 300, 30]}
        script:
        \(steps)
        """
    }

    /// Each step's header as `run` prints it, then its lines.
    func run(_ text: String) throws -> [String] {
        let scene = try SceneLoader.load(text, file: "s.yaml")
        let results = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
        return results.flatMap { result in
            ["\(result.number) \(result.text) ---> \(result.answer)"] + result.entries.map(\.text)
        }
    }

    /// The run's error as `line:column: message | hint`, or `no error`, or `mismatch: message`.
    func failure(_ text: String) -> String {
        do {
            _ = try run(text)
            return "no error"
        } catch let error as SceneError {
            return "\(error.line):\(error.column): \(error.message) | \(error.hint ?? "")"
        } catch let failure as ExpectationFailure {
            return "mismatch: \(failure.error.message)"
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test(
        "a single tap that recognizes during the next tap, once its double tap gives up, does not answer that tap; the header and expect agree"
    )
    func earlierStepsRecognizerDoesNotAnswer() throws {
        #expect(
            try run(Self.photoAndPad("  - tap: [100, 200]\n  - tap: [100, 450]")) == [
                "1 tap (100, 200) ---> photo",
                "photo handles touchesBegan [1]",
                "2 tap (100, 450) ---> pad",
                "pad handles touchesBegan [1]",
                "pad handles touchesEnded [1]",
                "photo handles touchesCancelled [1]",
                "ctl performs open: from openTap on photo"
            ])
        // The expect reads the same answer as the header, before and after the clock settles.
        #expect(
            failure(Self.photoAndPad("  - tap: [100, 200]\n  - tap: [100, 450]\n  - expect: {answer: pad}"))
                == "no error")
        #expect(
            failure(Self.photoAndPad("  - tap: [100, 200]\n  - tap: [100, 450]\n  - expect: {answer: photo}"))
                == "mismatch: expected step 2 to be answered by photo, but it was answered by pad")
    }

    @Test(
        "a wait has no touches of its own: the recognizer that recognizes while it lets time pass answers it; a second tap, or a finger that moves, is the step's own"
    )
    func ownInput() throws {
        #expect(
            try run(Self.photoAndPad("  - tap: [100, 200]\n  - wait: 0.5")) == [
                "1 tap (100, 200) ---> photo",
                "photo handles touchesBegan [1]",
                "2 wait 0.5 s ---> photo",
                "photo handles touchesCancelled [1]",
                "ctl performs open: from openTap on photo"
            ])
        #expect(
            try run(Self.photoAndPad("  - tap: [100, 200]\n  - tap: [100, 200]")) == [
                "1 tap (100, 200) ---> photo",
                "photo handles touchesBegan [1]",
                "2 tap (100, 200) ---> photo",
                "photo handles touchesBegan [1]",
                "photo handles touchesCancelled [1,1]",
                "ctl performs zoom: from zoomTap on photo"
            ])
        let pan = """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: ctl
                  actions: ["pan:"]
                  view:
                    id: main
                    subviews:
                      - id: card
                        frame: [0, 0, 375, 400]
                        gestures: [{id: drag, type: pan, action: "ctl.pan:"}]
            script:
              - touches: [{finger: 1, phase: began, at: [100, 100]}]
              - touches: [{finger: 1, phase: moved, at: [100, 160]}]
            """
        #expect(
            try run(pan) == [
                "1 touch finger 1 began (100, 100) ---> (nothing)",
                "2 touch finger 1 moved (100, 160) ---> card",
                "ctl performs pan: from drag on card"
            ])
    }

    @Test(
        "an answer that names no responder or gesture is bad input, located at the name, with a did-you-mean; null and the log's names of own recognizers are answers"
    )
    func answerNames() {
        let tap = "  - tap: [100, 200]\n"
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {answer: ctll}"))
                == "24:22: unknown id 'ctll' | did you mean 'ctl'?")
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {answer: [photo, nobody]}"))
                == "24:30: 'nobody' is not a name of the scene | write `answer: null` for a step that nobody answered")
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {answer: list.panGestureRecognizer}"))
                == "24:22: a step's answer names 'list.panGestureRecognizer' as the log does | write `answer: panGestureRecognizer of list`"
        )
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {answer: panGestureRecognizer of lsit}"))
                == "24:22: unknown id 'panGestureRecognizer of lsit' | did you mean 'panGestureRecognizer of list'?")
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {answer: panGestureRecognizer of list}"))
                == "mismatch: expected step 1 to be answered by panGestureRecognizer of list, but it was answered by photo"
        )
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {answer: UITextTapRecognizer of note}"))
                == "mismatch: expected step 1 to be answered by UITextTapRecognizer of note, but it was answered by photo"
        )
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {answer: null}"))
                == "mismatch: expected step 1 to be answered by nobody, but it was answered by photo")
    }

    @Test(
        "an expect's superview, window, firstResponder and presentedViewController must name objects of that kind: unknown ids are bad input with a did-you-mean among them"
    )
    func objectValues() {
        let tap = "  - tap: [100, 200]\n"
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {view: pad, superview: mian}"))
                == "24:36: unknown id 'mian' | did you mean 'main'?")
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {view: pad, superview: ctl}"))
                == "24:36: 'ctl' is not a view | check which object this id names")
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {view: pad, window: wn}"))
                == "24:33: unknown id 'wn' | did you mean 'win'?")
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {window: win, firstResponder: nte}"))
                == "24:43: unknown id 'nte' | did you mean 'note'?")
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {controller: ctl, presentedViewController: sheet}"))
                == "24:56: unknown id 'sheet' | expected one of: ctl")
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {gesture: openTap, view: phto}"))
                == "24:38: unknown id 'phto' | did you mean 'photo'?")
        // Ids of the right kind are compared: a mismatch, not bad input; null is no object.
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {view: pad, superview: photo}"))
                == "mismatch: expected pad.superview to be photo, but it is main")
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {controller: ctl, presentedViewController: null}"))
                == "no error")
    }

    @Test(
        "a scroll view's or text field's own recognizer named on another view says that the view is not one, with the scene's that are"
    )
    func ownRecognizerOfTheWrongView() {
        let tap = "  - tap: [100, 200]\n"
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {gesture: pad.panGestureRecognizer, state: possible}"))
                == "24:23: 'pad' is not a scroll view: only a UIScrollView has a panGestureRecognizer"
                + " | the scene's scroll views: list; or give 'pad' a gesture of its own under `gestures:`, with an id, and name that"
        )
        #expect(
            failure(Self.photoAndPad(tap + "  - set: {gesture: UITextTapRecognizer of photo, enabled: false}"))
                == "24:20: 'photo' is not a text field or text view: only a UITextField or UITextView has a UITextTapRecognizer"
                + " | the scene's text fields and text views: note; or give 'photo' a gesture of its own under `gestures:`, with an id, and name that"
        )
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {gesture: lst.panGestureRecognizer, state: possible}"))
                == "24:23: unknown id 'lst' | did you mean 'list'?")
        #expect(
            failure(Self.photoAndPad(tap + "  - expect: {gesture: list.panGestureRecognizer, state: possible}"))
                == "no error")
    }

    @Test("a step's answer does not depend on the topics traced: a recognizer that ends with no action answers alike")
    func answerWithoutTopics() throws {
        let yaml = """
            windows:
              - id: w
                key: true
                subviews:
                  - {id: card, frame: [0, 0, 200, 200], gestures: [{id: cardTap, type: tap}]}
            script:
              - tap: [50, 50]
              - tap: [300, 300]
            """
        var answers: [[String]] = []
        for topics: TraceTopics in [[], [.touches], .all] {
            let scene = try SceneLoader.load(yaml, file: "s.yaml")
            let results = try ScriptRunner.run(try #require(scene.script), in: scene, topics: topics)
            answers.append(results.map(\.answer))
            // What was not asked for is not in the entries.
            if !topics.contains(.gestures) {
                #expect(!results.flatMap(\.entries).contains { if case .gesture = $0.event { true } else { false } })
            }
        }
        #expect(answers == Array(repeating: ["cardTap", "(nothing)"], count: 3))
    }
}
