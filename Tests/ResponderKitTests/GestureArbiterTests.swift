import Foundation
import Testing
@testable import ResponderKit

/// `GestureArbiter`'s decisions and its effect queue fed recognizers in given states, with given
/// delegates and views, and their answers read back: no event is sent, no state changes, no
/// application runs.
@Suite("Gesture arbiter: decisions and effects alone")
@MainActor
struct GestureArbiterTests {
    typealias State = UIGestureRecognizer.State
    let allStates: [State] = [.possible, .began, .changed, .ended, .cancelled, .failed]

    /// A recognizer named `name` in `state`, holding `touches`.
    func recognizer(
        _ name: String, _ state: State = .possible, touches: [UITouch] = [],
        _ make: () -> UIGestureRecognizer = { UIGestureRecognizer() }
    ) -> UIGestureRecognizer {
        let recognizer = make()
        recognizer.name = name
        recognizer._state = state
        recognizer._touches = touches
        return recognizer
    }

    func touch(_ finger: Int, on view: UIView? = nil) -> UITouch {
        let touch = UITouch(finger: finger, location: .zero, timestamp: 0, tapCount: 1)
        touch.view = view
        return touch
    }

    func name(_ recognizer: UIGestureRecognizer) -> String { recognizer.name ?? "?" }

    func describe(_ status: GestureArbiter.RequirementStatus) -> String {
        switch status {
        case .clear: "clear"
        case .waiting(let others): "waiting for \(others.map(name).joined(separator: ", "))"
        case .blocked(let other): "blocked by \(name(other))"
        }
    }

    func describe(_ attempt: GestureArbiter.Attempt) -> String {
        switch attempt {
        case .fail(let cause): "fail (\(cause))"
        case .wait(let others, let since, let isNew):
            "wait for \(others.map(name).joined(separator: ", ")) since \(since)\(isNew ? ", starting now" : "")"
        case .commit(let cause): "commit\(cause.suffix)"
        }
    }

    // MARK: Failure requirements (GC4)

    @Test(
        "GC4: a requirement that began or recognized blocks; one still possible with a gesture under way makes the recognizer wait; the others do not count"
    )
    func requirementStatus() {
        var lines: [String] = []
        for state in allStates {
            for holdsInput in [false, true] {
                let other = recognizer("other", state, touches: holdsInput ? [touch(1)] : [])
                lines.append(
                    "\(state)\(holdsInput ? " holding a touch" : ""): \(describe(GestureArbiter.requirementStatus(of: [other])))"
                )
            }
        }
        #expect(
            lines == [
                "possible: clear",
                "possible holding a touch: waiting for other",
                "began: blocked by other",
                "began holding a touch: blocked by other",
                "changed: blocked by other",
                "changed holding a touch: blocked by other",
                "ended: blocked by other",
                "ended holding a touch: blocked by other",
                "cancelled: clear",
                "cancelled holding a touch: clear",
                "failed: clear",
                "failed holding a touch: clear"
            ])
        // Several: the first that blocks decides; otherwise every one that may still fail is awaited.
        let (waitA, waitB) = (recognizer("a", touches: [touch(1)]), recognizer("b", touches: [touch(2)]))
        #expect(
            describe(GestureArbiter.requirementStatus(of: [waitA, recognizer("done", .failed), waitB]))
                == "waiting for a, b")
        #expect(
            describe(GestureArbiter.requirementStatus(of: [waitA, recognizer("won", .ended), recognizer("on", .began)]))
                == "blocked by won")
    }

    @Test(
        "GC4: an attempt fails when a requirement recognized, waits while one may still fail (the wait is new once), and goes ahead when none is left, saying how long it waited"
    )
    func attempts() {
        let other = recognizer("double")
        let lines = [
            GestureArbiter.attempt(requirements: .blocked(by: other), waitingSince: nil, now: 5),
            GestureArbiter.attempt(requirements: .waiting([other]), waitingSince: nil, now: 5),
            GestureArbiter.attempt(requirements: .waiting([other]), waitingSince: 4.5, now: 5),
            GestureArbiter.attempt(requirements: .clear, waitingSince: nil, now: 5),
            GestureArbiter.attempt(requirements: .clear, waitingSince: 4.75, now: 5)
        ].map(describe)
        #expect(
            lines == [
                "fail (double, required to fail, recognized)",
                "wait for double since 5.0, starting now",
                "wait for double since 4.5",
                "commit",
                "commit (after waiting 0.25s for failures)"
            ])
    }

    @Test(
        "GC4 GC5: the requirements of an attempt: require(toFail:) first, then any participant either side's subclass or delegate names"
    )
    func failureRequirements() {
        let delegate = Delegate()
        let single = recognizer("single"), double = recognizer("double"), pan = recognizer("pan"),
            pinch = recognizer("pinch")
        single.require(toFail: double)
        single.delegate = delegate
        delegate.requireFailure = { _, other in other === pan }
        pinch.delegate = delegate
        delegate.beRequiredToFail = { me, by in me === pinch && by === single }
        let participants = [pinch, single, pan, double]
        #expect(
            GestureArbiter.failureRequirements(of: single, among: participants).map(name) == ["double", "pinch", "pan"])
        #expect(GestureArbiter.requiresFailure(single, of: pan, among: participants))
        #expect(!GestureArbiter.requiresFailure(single, of: pan, among: [single, double]))
        #expect(!GestureArbiter.requiresFailure(pan, of: single, among: participants))
        // Waiting, it keeps the list its attempt asked for.
        single._pendingRecognition = (.ended, 0, [_Weak(wrappedValue: double)])
        #expect(!GestureArbiter.requiresFailure(single, of: pan, among: participants))
        #expect(GestureArbiter.requiresFailure(single, of: double, among: participants))
    }

    @Test(
        "GC4: the first to wait in a cycle of failure requirements goes first, with the cycle listed from it; waits outside the cycle are not part of it"
    )
    func requirementCycle() {
        let a = recognizer("a", touches: [touch(1)]), b = recognizer("b", touches: [touch(2)]),
            c = recognizer("c", touches: [touch(3)])
        a._pendingRecognition = (.ended, 1, [_Weak(wrappedValue: b)])
        b._pendingRecognition = (.ended, 0.5, [_Weak(wrappedValue: c)])
        c._pendingRecognition = (.ended, 2, [_Weak(wrappedValue: b)])
        let found = GestureArbiter.firstWaiterInACycle(among: [a, b, c])
        #expect(found.map { "\(name($0.0)): \($0.1.map(name).joined(separator: " → "))" } == "b: b → c")
        // Without the cycle, nobody is chosen: the waits end as the others fail.
        c._pendingRecognition = nil
        #expect(GestureArbiter.firstWaiterInACycle(among: [a, b, c]) == nil)
    }

    // MARK: Leaving possible (GV8, GV9, GC1, GC3)

    /// Who was asked whether a recognizer may begin, in order.
    final class Questions {
        var asked: [String] = []
    }

    /// A view that notes being asked whether a recognizer may begin, and answers `answer`.
    final class AskedView: UIView {
        var questions: Questions?
        var answer = true
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            questions?.asked.append(accessibilityIdentifier ?? "?")
            return answer
        }
    }

    @Test(
        "GV8 GV9 GC1: leaving possible, the delegate is asked first, then the views from each touch's hit-test view up to the recognizer's, once each, then active competitors sharing a touch"
    )
    func entryRefusal() {
        let questions = Questions()
        func view(_ id: String, _ frame: CGRect) -> AskedView {
            let view = AskedView(frame: frame)
            view.accessibilityIdentifier = id
            view.questions = questions
            return view
        }
        let outer = view("outer", r(0, 0, 100, 100)), inner = view("inner", r(0, 0, 50, 50)),
            other = view("other", r(60, 0, 20, 20))
        outer.addSubview(inner)
        outer.addSubview(other)
        let (first, second) = (touch(1, on: inner), touch(2, on: other))
        let pinch = recognizer("pinch", touches: [first, second])
        outer.addGestureRecognizer(pinch)
        let delegate = Delegate()
        delegate.shouldBegin = { _ in
            questions.asked.append("delegate"); return true
        }
        pinch.delegate = delegate
        func refusal(among participants: [UIGestureRecognizer]) -> String {
            defer { questions.asked = [] }
            let cause = GestureArbiter.entryRefusal(of: pinch, among: participants)
            return "\(cause.map { "\($0)" } ?? "may begin"); asked \(questions.asked.joined(separator: ", "))"
        }
        #expect(refusal(among: [pinch]) == "may begin; asked delegate, inner, outer, other")
        other.answer = false
        #expect(
            refusal(among: [pinch])
                == "gestureRecognizerShouldBegin of other returned false; asked delegate, inner, outer, other")
        other.answer = true
        let pan = recognizer("pan", .began, touches: [second])
        let idle = recognizer("idle", .possible, touches: [first])
        #expect(refusal(among: [idle, pinch, pan]) == "prevented by pan; asked delegate, inner, outer, other")
        delegate.simultaneous = { _, _ in true }
        #expect(refusal(among: [idle, pinch, pan]) == "may begin; asked delegate, inner, outer, other")
        delegate.shouldBegin = { _ in
            questions.asked.append("delegate"); return false
        }
        let cause = GestureArbiter.entryRefusal(of: pinch, among: [pinch])
        var vetoer: ObjectIdentifier?
        if case .shouldBeginReturnedFalse(let by)? = cause { vetoer = ObjectIdentifier(by) }
        #expect(vetoer == ObjectIdentifier(delegate))
        #expect(questions.asked == ["delegate"])
    }

    @Test(
        "GC4 GC1 GC3: when a recognizer recognizes, a competitor that must see it fail fails, one it prevents on a shared touch fails, the others stay possible"
    )
    func competitorsFail() {
        let shared = touch(1)
        let single = recognizer("single", touches: [shared]) { UITapGestureRecognizer() }
        let double = recognizer("double", touches: [shared]) {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            return tap
        }
        let waiting = recognizer("waiting", touches: [touch(2)])
        waiting.require(toFail: single)
        let elsewhere = recognizer("elsewhere", touches: [touch(3)])
        let pan = recognizer("pan", touches: [shared])
        let participants = [single, double, waiting, elsewhere, pan]
        func outcome(_ other: UIGestureRecognizer, after recognizer: UIGestureRecognizer) -> String {
            "\(name(other)): \(GestureArbiter.failure(of: other, after: recognizer, among: participants).map { "\($0)" } ?? "stays")"
        }
        #expect(
            [waiting, elsewhere, pan, double].map { outcome($0, after: single) } == [
                "waiting: single, required to fail, recognized",
                "elsewhere: stays",
                "pan: prevented by single",
                // GC3: a tap never prevents a tap that needs more taps.
                "double: stays"
            ])
        #expect(outcome(single, after: double) == "single: prevented by double")
        let delegate = Delegate()
        delegate.simultaneous = { a, b in a === pan || b === pan }
        pan.delegate = delegate
        #expect(outcome(pan, after: single) == "pan: stays")
    }

    @Test(
        "GR6: a recognizer stopped from outside is cancelled if it had begun, fails if it was possible with a gesture under way, and is left alone otherwise"
    )
    func stopped() {
        var lines: [String] = []
        for state in allStates {
            for holdsInput in [false, true] {
                let stopped = GestureArbiter.stoppedState(
                    of: recognizer("r", state, touches: holdsInput ? [touch(1)] : []))
                lines.append("\(state)\(holdsInput ? " holding a touch" : ""): \(stopped.map { "\($0)" } ?? "-")")
            }
        }
        #expect(
            lines == [
                "possible: -", "possible holding a touch: failed",
                "began: cancelled", "began holding a touch: cancelled",
                "changed: cancelled", "changed holding a touch: cancelled",
                "ended: -", "ended holding a touch: -",
                "cancelled: -", "cancelled holding a touch: -",
                "failed: -", "failed holding a touch: -"
            ])
    }

    // MARK: Delivery order (GV10)

    @Test(
        "GV10: an event reaches each touch's recognizers in collected order, touches in order, then the other participants, each once and only participants"
    )
    func deliveryOrder() {
        let (a, b, c, d, e, gone) = (
            recognizer("a"), recognizer("b"), recognizer("c"), recognizer("d"), recognizer("e"), recognizer("gone")
        )
        let first = touch(1), second = touch(2)
        first._recognizers = [a, gone, b, c]
        second._recognizers = [d, b]
        var order: [String] = []
        GestureArbiter.forEachInDeliveryOrder(of: [first, second], participants: [e, c, d, b, a]) {
            order.append(name($0))
        }
        #expect(order == ["a", "b", "c", "d", "e"])
        order = []
        GestureArbiter.forEachInDeliveryOrder(of: [second, first], participants: [e, c, d, b, a]) {
            order.append(name($0))
        }
        #expect(order == ["d", "b", "a", "c", "e"])
    }

    // MARK: Effects (GV3, GR3–GR5)

    @Test(
        "GV3 GR3 GR4 GR5: effects come out cancellations first, then actions, then resets; one action per recognizer until it is sent, one reset"
    )
    func effectOrder() {
        let queue = GestureArbiter.EffectQueue()
        let pan = recognizer("pan"), tap = recognizer("tap"), swipe = recognizer("swipe")
        queue.recognizer(pan, entered: .began)
        queue.recognizer(pan, entered: .changed)
        queue.recognizer(tap, entered: .failed)
        queue.recognizer(swipe, entered: .ended)
        queue.cancelTouches(of: swipe)
        queue.recognizer(pan, entered: .ended)
        queue.recognizer(tap, entered: .failed)
        var drained: [String] = []
        func drain() {
            while let effect = queue.next() {
                switch effect {
                case .cancelTouches(let r): drained.append("cancel the touches of \(name(r))")
                case .sendActions(let r): drained.append("actions of \(name(r))")
                case .reset(let r): drained.append("reset \(name(r))")
                }
            }
        }
        drain()
        #expect(
            drained == [
                "cancel the touches of swipe",
                "actions of pan", "actions of swipe",
                "reset tap", "reset swipe", "reset pan"
            ])
        #expect(queue.isEmpty)
        // What performing an effect queues comes out in the same order, after it.
        drained = []
        queue.recognizer(pan, entered: .began)
        if case .sendActions? = queue.next() {} else { Issue.record("the action comes first") }
        queue.recognizer(pan, entered: .changed)
        queue.recognizer(pan, entered: .cancelled)
        drain()
        #expect(drained == ["actions of pan", "reset pan"])
    }
}
