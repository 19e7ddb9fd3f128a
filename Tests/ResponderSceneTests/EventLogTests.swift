import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

/// The JSON lines of DESIGN "The event log", written out by hand from its field lists and from
/// `Examples/seed000-json.out`, each next to the typed entry that must render to it.
@Suite("Event log")
@MainActor
struct EventLogTests {
    /// A typed entry, the step it belongs to, and its JSON line.
    struct Sample: CustomTestStringConvertible {
        let entry: LogEntry
        let step: Int
        let json: String
        var testDescription: String { json }

        init(_ event: LogEntry.Event, step: Int = 1, t: TimeInterval = 0, _ json: String) {
            entry = LogEntry(time: t, event: event, text: "")
            self.step = step
            self.json = json
        }
    }

    nonisolated static let samples: [Sample] = [
        // Hit-testing and touches
        Sample(
            .hitTestVisit(view: "AA", point: CGPoint(x: 90, y: 100), verdict: .inside),
            #"{"step":1,"t":0,"kind":"hitTestVisit","view":"AA","point":[90,100],"verdict":"inside"}"#),
        Sample(
            .hitTestVisit(
                view: "root", point: CGPoint(x: 12.5, y: -3),
                verdict: .outside(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))),
            #"{"step":1,"t":0,"kind":"hitTestVisit","view":"root","point":[12.5,-3],"verdict":"outside bounds (0, 0, 200, 200)"}"#
        ),
        Sample(
            .hitTest(touch: 1, window: "window", view: "AA"),
            #"{"step":1,"t":0,"kind":"hitTest","touch":1,"window":"window","view":"AA"}"#),
        Sample(
            .touchDropped(touch: 2, reason: .noViewHit), step: 3, t: 1.5,
            #"{"step":3,"t":1.5,"kind":"dropped","touch":2,"reason":"no window's hitTest returned a view"}"#),
        Sample(
            .eventDropped(event: .motion, reason: "no key window"), step: 2,
            #"{"step":2,"t":0,"kind":"dropped","event":"motion","reason":"no key window"}"#),

        // The responder chain: touches keep their message's name, the rest say which message.
        Sample(
            .delivered(.touchesBegan, responder: "AA", touches: [1]),
            #"{"step":1,"t":0,"kind":"touchesBegan","responder":"AA","touches":[1]}"#),
        Sample(
            .delivered(.touchesMoved, responder: "AA", touches: [2, 1]), t: 0.1 + 0.2,
            #"{"step":1,"t":0.3,"kind":"touchesMoved","responder":"AA","touches":[2,1]}"#),
        Sample(
            .delivered(
                .touchesMoved, responder: "AA", touches: [1],
                locations: [
                    .init(location: CGPoint(x: 30, y: 10.5), previousLocation: CGPoint(x: 20, y: 10))
                ]),
            #"{"step":1,"t":0,"kind":"touchesMoved","responder":"AA","touches":[1],"locations":[[30,10.5]],"previousLocations":[[20,10]]}"#
        ),
        Sample(
            .forwarded(.touchesBegan, from: "AA", to: "root"),
            #"{"step":1,"t":0,"kind":"touchesBegan","responder":"root","forwardedFrom":"AA"}"#),
        Sample(
            .forwarded(.touchesEnded, from: "UIApplication", to: nil), t: 0.05,
            #"{"step":1,"t":0.05,"kind":"touchesEnded","responder":null,"forwardedFrom":"UIApplication"}"#),
        Sample(
            .delivered(.touchesCancelled, responder: "AA", touches: [1]), t: 0.05,
            #"{"step":1,"t":0.05,"kind":"touchesCancelled","responder":"AA","touches":[1]}"#),
        Sample(
            .delivered(.pressesBegan, responder: "tf", touches: []),
            #"{"step":1,"t":0,"kind":"presses","responder":"tf","message":"pressesBegan"}"#),
        Sample(
            .forwarded(.motionEnded, from: "root", to: "vc"),
            #"{"step":1,"t":0,"kind":"motion","responder":"vc","forwardedFrom":"root","message":"motionEnded"}"#),
        Sample(
            .delivered(.remoteControlReceived, responder: "vc", touches: []),
            #"{"step":1,"t":0,"kind":"remote","responder":"vc","message":"remoteControlReceived"}"#),
        Sample(
            .firstResponder(window: "w", from: nil, to: "tf"),
            #"{"step":1,"t":0,"kind":"firstResponder","window":"w","from":null,"to":"tf"}"#),
        Sample(
            .firstResponderRefused(responder: "label", reason: .cannotBecomeFirstResponder),
            #"{"step":1,"t":0,"kind":"firstResponderRefused","responder":"label","reason":"canBecomeFirstResponder is false"}"#
        ),

        // Actions and controls
        Sample(
            .actionSent("copy:", sender: nil, target: nil, handled: false),
            #"{"step":1,"t":0,"kind":"action","sender":null,"action":"copy:","target":null,"handled":false}"#),
        Sample(
            .actionSent("buttonTapped:", sender: "button", target: "vc", handled: true),
            #"{"step":1,"t":0,"kind":"action","sender":"button","action":"buttonTapped:","target":"vc","handled":true}"#
        ),
        Sample(
            .actionCalled(sender: "button", target: "UIAction"),
            #"{"step":1,"t":0,"kind":"action","sender":"button","action":null,"target":"UIAction","handled":true}"#),
        Sample(
            .gestureAction(recognizer: "tapAA", state: .ended, target: "vc"), t: 0.05,
            #"{"step":1,"t":0.05,"kind":"action","sender":"tapAA","state":"ended","target":"vc","handled":true}"#),
        Sample(
            .gestureAction(recognizer: "pan", state: .changed, target: nil),
            #"{"step":1,"t":0,"kind":"action","sender":"pan","state":"changed","target":null,"handled":true}"#),
        Sample(
            .controlEvent(control: "button", events: .touchUpInside),
            #"{"step":1,"t":0,"kind":"controlEvent","control":"button","event":"touchUpInside"}"#),
        Sample(
            .targetDeallocated(control: "save", action: "save:"),
            #"{"step":1,"t":0,"kind":"targetDeallocated","control":"save","action":"save:"}"#),
        Sample(
            .targetDeallocated(control: "save", action: nil),
            #"{"step":1,"t":0,"kind":"targetDeallocated","control":"save","action":null}"#),

        // Gesture recognizers
        Sample(
            .gestureCollected(touch: 1, recognizers: ["tapAA"]),
            #"{"step":1,"t":0,"kind":"gestureCollected","touch":1,"recognizers":["tapAA"]}"#),
        Sample(
            .gestureCollected(touch: 1, recognizers: ["tapAA"], declined: ["openTap"]),
            #"{"step":1,"t":0,"kind":"gestureCollected","touch":1,"recognizers":["tapAA"],"declined":["openTap"]}"#),
        Sample(
            .pressCollected(press: 4, recognizers: ["select", "menu"]),
            #"{"step":1,"t":0,"kind":"gestureCollected","press":4,"recognizers":["select","menu"]}"#),
        Sample(
            .gesture(recognizer: "tapAA", from: .possible, to: .ended, cause: nil), t: 0.05,
            #"{"step":1,"t":0.05,"kind":"gesture","recognizer":"tapAA","from":"possible","to":"ended","cause":null}"#),
        Sample(
            .gesture(recognizer: "tapAA", from: .ended, to: .possible, cause: "reset"), t: 0.05,
            #"{"step":1,"t":0.05,"kind":"gesture","recognizer":"tapAA","from":"ended","to":"possible","cause":"reset"}"#
        ),
        Sample(
            .gestureWaiting(recognizer: "single", for: ["double"]),
            #"{"step":1,"t":0,"kind":"gestureWaiting","recognizer":"single","for":["double"]}"#),
        Sample(
            .touchDelayed(touch: 1, phase: .began, by: ["pan"]),
            #"{"step":1,"t":0,"kind":"delayed","touch":1,"phase":"began","by":["pan"]}"#),
        Sample(
            .touchesTaken(recognizer: "tapAA", touches: [1]), t: 0.05,
            #"{"step":1,"t":0.05,"kind":"takenByGesture","recognizer":"tapAA","touches":[1]}"#),
        Sample(
            .pressesTaken(recognizer: "select", presses: [4, 5]),
            #"{"step":1,"t":0,"kind":"takenByGesture","recognizer":"select","presses":[4,5]}"#),

        // The scene's own responders
        Sample(
            .handled(.touchesEnded, responder: "vc", touches: [1, 2]), t: 0.05,
            #"{"step":1,"t":0.05,"kind":"handled","responder":"vc","message":"touchesEnded","touches":[1,2]}"#),
        Sample(
            .handled(.motionBegan, responder: #"the "app" delegate"#, touches: []),
            #"{"step":1,"t":0,"kind":"handled","responder":"the \"app\" delegate","message":"motionBegan"}"#),
        Sample(
            .performed("viewTarget:", responder: "vc", sender: "tapAA", senderView: "AA"), t: 0.05,
            #"{"step":1,"t":0.05,"kind":"performed","responder":"vc","action":"viewTarget:","sender":"tapAA","senderView":"AA"}"#
        ),
        Sample(
            .performed("copy:", responder: "appDelegate", sender: nil, senderView: nil), step: 12,
            #"{"step":12,"t":0,"kind":"performed","responder":"appDelegate","action":"copy:","sender":null,"senderView":null}"#
        ),
        Sample(
            .observed(
                .touchesBegan, recognizer: "watch", touches: [1],
                locations: [.init(location: CGPoint(x: 10, y: 10), previousLocation: CGPoint(x: 10, y: 10))]),
            #"{"step":1,"t":0,"kind":"observed","recognizer":"watch","message":"touchesBegan","touches":[1],"locations":[[10,10]],"previousLocations":[[10,10]]}"#
        ),

        // Lists
        Sample(
            .delegateCall(list: "list", call: "willSelectRowAt", indexPath: [0, 3], returned: .indexPath(nil)),
            #"{"step":1,"t":0,"kind":"delegate","list":"list","call":"willSelectRowAt","indexPath":[0,3],"returned":null}"#
        ),
        Sample(
            .delegateCall(
                list: "grid", call: "shouldSelectItemAt", indexPath: [1, 0], returned: .bool(false)),
            #"{"step":1,"t":0,"kind":"delegate","list":"grid","call":"shouldSelectItemAt","indexPath":[1,0],"returned":false}"#
        ),
        Sample(
            .delegateCall(list: "list", call: "didSelectRowAt", indexPath: [0, 3], returned: nil),
            #"{"step":1,"t":0,"kind":"delegate","list":"list","call":"didSelectRowAt","indexPath":[0,3]}"#),

        // Script steps
        Sample(
            .returned(call: "field.becomeFirstResponder()", value: true), step: 2,
            #"{"step":2,"t":0,"kind":"returned","call":"field.becomeFirstResponder()","value":true}"#),
        Sample(
            .changed(
                object: "list", property: "contentOffset", from: .list([.number(0), .number(0)]),
                to: .list([.number(0), .number(120.5)])),
            #"{"step":1,"t":0,"kind":"changed","object":"list","property":"contentOffset","from":[0,0],"to":[0,120.5]}"#
        ),
        Sample(
            .changed(object: "button", property: "highlighted", from: .null, to: .bool(false)),
            #"{"step":1,"t":0,"kind":"changed","object":"button","property":"highlighted","from":null,"to":false}"#)
    ]

    @Test("each typed entry renders to the JSON line the event log's contract gives", arguments: samples)
    func jsonLine(_ sample: Sample) {
        #expect(LogRenderer.jsonLine(sample.entry, step: sample.step) == sample.json)
        let result = ScriptRunner.StepResult(
            number: sample.step, line: 1, text: "tap (1, 2)", time: sample.entry.time, entries: [sample.entry])
        let t = LogRenderer.json(.number(LogRenderer.rounded(sample.entry.time)))
        #expect(
            LogRenderer.jsonLines([result])
                == #"{"step":0,"t":0,"kind":"log","version":2}"# + "\n"
                + #"{"step":\#(sample.step),"t":\#(t),"kind":"step","line":1,"column":1,"does":"tap (1, 2)","answer":\#(LogRenderer.json(.list(result.answerNames.map(LogValue.string))))}"#
                + "\n" + sample.json + "\n")
    }

    @Test("the samples cover every kind, and the kinds DESIGN names are spelled as it spells them")
    func everyKind() {
        let covered = Set(Self.samples.map(\.entry.kind))
        #expect(LogEntry.Kind.allCases.filter { !covered.contains($0) } == [])
        let documented = [
            "hitTest", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "gesture",
            "action", "controlEvent", "firstResponder", "motion", "presses", "remote", "dropped"
        ]
        #expect(documented.filter { LogEntry.Kind(rawValue: $0) == nil } == [])
    }

    @Test("touch messages are kinds of their own; presses, motion and remote messages are grouped")
    func messageKinds() {
        let kinds = ResponderMessage.allCases.map { "\($0.rawValue) \(LogEntry.Kind($0).rawValue)" }
        #expect(
            kinds == [
                "touchesBegan touchesBegan", "touchesMoved touchesMoved", "touchesEnded touchesEnded",
                "touchesCancelled touchesCancelled",
                "pressesBegan presses", "pressesChanged presses", "pressesEnded presses", "pressesCancelled presses",
                "motionBegan motion", "motionEnded motion", "motionCancelled motion",
                "remoteControlReceived remote"
            ])
    }

    @Test(
        "the version line, then per step its record (line, column, the step as written, who answered) and its entries")
    func linesInOrder() {
        let first = ScriptRunner.StepResult(
            number: 1, line: 3, column: 5, text: "tap (10, 10)", entries: [Self.samples[2].entry, Self.samples[5].entry]
        )
        let second = ScriptRunner.StepResult(number: 2, line: 4, text: "wait 0.5 s", isInput: false, entries: [])
        let third = ScriptRunner.StepResult(
            number: 3, line: 5, text: "tap (1, 1)", time: 0.55,
            entries: [
                LogEntry(time: 0.6, event: .hitTest(touch: 2, window: "w", view: "B"), text: ""),
                LogEntry(time: 0.6, event: .handled(.touchesBegan, responder: "B", touches: [2]), text: "")
            ])
        #expect(
            LogRenderer.jsonLines([first, second, third]) == """
                {"step":0,"t":0,"kind":"log","version":2}
                {"step":1,"t":0,"kind":"step","line":3,"column":5,"does":"tap (10, 10)","answer":[]}
                {"step":1,"t":0,"kind":"hitTest","touch":1,"window":"window","view":"AA"}
                {"step":1,"t":0,"kind":"touchesBegan","responder":"AA","touches":[1]}
                {"step":2,"t":0,"kind":"step","line":4,"column":1,"does":"wait 0.5 s","answer":[]}
                {"step":3,"t":0.55,"kind":"step","line":5,"column":1,"does":"tap (1, 1)","answer":["B"]}
                {"step":3,"t":0.6,"kind":"hitTest","touch":2,"window":"w","view":"B"}
                {"step":3,"t":0.6,"kind":"handled","responder":"B","message":"touchesBegan","touches":[2]}

                """)
        #expect(
            LogRenderer.text([first, second, third]) == """
                1 tap (10, 10) ---> (nothing)
                    0.000  
                    0.000  
                2 wait 0.5 s
                3 tap (1, 1) ---> B
                    0.600  
                    0.600  

                """)
    }

    // MARK: - Who answered a step

    func answer(_ events: [LogEntry.Event]) -> String {
        ScriptRunner.StepResult(number: 1, line: 1, entries: events.map { LogEntry(time: 0, event: $0, text: "") })
            .answer
    }

    @Test("an action performed for a recognizer or a control answers with the sender's view")
    func performedFromView() {
        #expect(answer([.performed("viewTarget:", responder: "vc", sender: "tapAA", senderView: "AA")]) == "AA")
        #expect(
            answer([.performed("buttonTapped:", responder: "vc", sender: "button", senderView: "button")]) == "button")
    }

    @Test("an action performed with no sending view answers with its performer")
    func performedFromNowhere() {
        #expect(answer([.performed("copy:", responder: "appDelegate", sender: nil, senderView: nil)]) == "appDelegate")
        #expect(answer([.performed("copy:", responder: "tf", sender: "appDelegate", senderView: nil)]) == "tf")
    }

    @Test("several performers answer together, in the order they performed, each once")
    func severalPerformers() {
        #expect(
            answer([
                .performed("a:", responder: "vc", sender: "tapB", senderView: "B"),
                .performed("b:", responder: "vc", sender: nil, senderView: nil),
                .performed("c:", responder: "root", sender: "tapB", senderView: "B"),
                .performed("d:", responder: "A", sender: "A", senderView: "A")
            ]) == "B, vc, A")
    }

    @Test("an action performed outweighs responders that handled events in the same step")
    func performedOutweighsHandled() {
        #expect(
            answer([
                .handled(.touchesBegan, responder: "BB", touches: [1]),
                .performed("tapped:", responder: "vc", sender: "tap", senderView: "AA"),
                .handled(.touchesEnded, responder: "CC", touches: [1])
            ]) == "AA")
    }

    @Test("with no action performed, the responders that handled events answer, each once, in order")
    func handledAnswers() {
        #expect(
            answer([
                .handled(.touchesBegan, responder: "BBB", touches: [1]),
                .handled(.touchesBegan, responder: "BB", touches: [1]),
                .handled(.touchesEnded, responder: "BBB", touches: [1]),
                .handled(.motionBegan, responder: "vc", touches: [])
            ]) == "BBB, BB, vc")
    }

    @Test("delivery, forwarding and actions nobody in the scene performed answer nothing")
    func nothingAnswers() {
        #expect(answer([]) == "(nothing)")
        #expect(
            answer([
                .hitTest(touch: 1, window: "w", view: "AA"),
                .delivered(.touchesBegan, responder: "AA", touches: [1]),
                .forwarded(.touchesBegan, from: "AA", to: "root"),
                .actionSent("copy:", sender: "button", target: "tf", handled: true),
                .gestureAction(recognizer: "tap", state: .ended, target: "vc"),
                .controlEvent(control: "button", events: .touchUpInside)
            ]) == "(nothing)")
    }

    // MARK: - From the trace

    @Test("a traced run logs typed entries: the trace's objects by scene id, its sentences as text")
    func tracedEntries() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: vc
                  actions: ["tapped:"]
                  view:
                    id: root
                    subviews:
                      - id: AA
                        frame: [0, 0, 100, 100]
                        touches: handle
                        gestures: [{id: tap, type: tap, cancelsTouchesInView: false, action: "vc.tapped:"}]
            script:
              - tap: [10, 10]
            """, file: "s.yaml")
        let results = try ScriptRunner.run(
            try #require(scene.script), in: scene, topics: [.touches, .gestures, .actions])
        let entries = try #require(results.first).entries
        #expect(entries.first?.event == .hitTest(touch: 1, window: "w", view: "AA"))
        #expect(entries.first?.text == "touch 1 began in w on AA")
        #expect(
            entries.contains {
                $0.event
                    == .delivered(
                        .touchesBegan, responder: "AA", touches: [1],
                        locations: [.init(location: CGPoint(x: 10, y: 10), previousLocation: CGPoint(x: 10, y: 10))])
            })
        #expect(entries.contains { $0.text == "touchesBegan AA [1] at (10, 10)" })
        #expect(entries.contains { $0.event == .handled(.touchesBegan, responder: "AA", touches: [1]) })
        #expect(entries.contains { $0.event == .gesture(recognizer: "tap", from: .possible, to: .ended, cause: nil) })
        #expect(
            entries.contains { $0.event == .performed("tapped:", responder: "vc", sender: "tap", senderView: "AA") })
        #expect(
            entries.contains { $0.event == .gesture(recognizer: "tap", from: .ended, to: .possible, cause: "reset") })
        #expect(try #require(results.first).answer == "AA")
    }
}

@Suite("The narrated log and the engine's sentences")
@MainActor
struct NarratorFallbackTests {
    final class Helper {}

    @Test(
        "A4: an object that target(forAction:withSender:) returned without the action is named in run's log, as in the trace"
    )
    func returnedTargetWithoutAction() throws {
        let scene = try SceneLoader.load(
            "windows:\n  - id: w\n    key: true\n    subviews:\n      - {id: save, class: UIButton, frame: [0, 0, 44, 44]}\n",
            file: "s.yaml")
        let narrator = LogNarrator(scene: scene)
        let button = try #require(scene.view("save"))
        let event = TraceEvent.actionSent(action: Selector("save:"), sender: button, target: Helper(), handled: false)
        #expect(
            narrator.text(event)
                == "action save: from save -> nobody (target(forAction:withSender:) returned Helper, which does not perform it)"
        )
        #expect(narrator.text(event) == event.description)
        let dropped = TraceEvent.actionSent(action: Selector("save:"), sender: button, target: nil, handled: false)
        #expect(narrator.text(dropped).hasPrefix("action save: from save -> nobody"))
    }
}
