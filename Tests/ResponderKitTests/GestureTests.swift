import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

extension World {
    /// A handling view named `id` whose callbacks go to the log.
    @discardableResult
    func handlingView(_ id: String, _ frame: CGRect, in parent: UIView? = nil) -> HandlingView {
        let view = add(HandlingView(frame: frame), id, in: parent)
        view.log = log
        return view
    }

    /// Attaches `recognizer`, named `name`, to `view`, with an action that logs where it fired,
    /// in `view`'s coordinates.
    @discardableResult
    func attach<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, to view: UIView) -> R {
        recognizer.name = name
        recognizer.addAction { [log, weak view] recognizer in
            log.append("\(name) at \(TraceRecord.format(recognizer.location(in: view)))")
        }
        view.addGestureRecognizer(recognizer)
        return recognizer
    }
}

/// A delegate whose answers are closures.
@MainActor
final class Delegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailure: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var beRequiredToFail: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var receive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var receivePress: (UIGestureRecognizer, UIPress) -> Bool = { _, _ in true }

    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBegin(g) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
        simultaneous(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool {
        requireFailure(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy o: UIGestureRecognizer) -> Bool {
        beRequiredToFail(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive(g, touch) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { receivePress(g, press) }
}

@Suite("Gesture recognizers: state machine and delivery")
@MainActor
struct GestureTests {
    @Test("GR1 GR2: the legal transitions are one table, and recognized is ended")
    func transitionTable() {
        typealias S = UIGestureRecognizer.State
        #expect(S.recognized == .ended)
        let all: [S] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        let legal = all.flatMap { from in
            all.filter { UIGestureRecognizer.isLegal(from: from, to: $0) }.map { "\(from)->\($0)" }
        }
        #expect(
            legal == [
                "possible->began", "possible->ended", "possible->failed",
                "began->changed", "began->ended", "began->cancelled",
                "changed->changed", "changed->ended", "changed->cancelled"
            ])
    }

    @Test("GR2: an illegal transition stops the program, naming the recognizer and both states")
    func illegalTransition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let recognizer = UIGestureRecognizer()
                recognizer.name = "pinchy"
                recognizer.state = .changed
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("pinchy: illegal state transition from possible to changed"))
    }

    @Test("GV3 seed 001: a recognized tap cancels the view's touch just before its action")
    func tapCancelsView() {
        let world = World(topics: [.gestures])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        world.attach(UITapGestureRecognizer(), "tap", to: view)
        world.app.tap(at: p(10, 20))
        #expect(
            world.log.lines == [
                "touch 1 goes to tap",
                "v handled began [1]",
                "tap: possible -> ended",
                "v handled cancelled [1]",
                "tap action (ended)",
                "tap at (10, 20)",
                "tap: ended -> possible (reset)"
            ])
    }

    @Test("GV3 GV6 seed 001: when the gesture fails, the view gets the whole sequence")
    func failedTapLeavesViewAlone() {
        let world = World(topics: [.gestures])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        world.attach(UITapGestureRecognizer(), "tap", to: view)
        world.app.drag(from: p(10, 10), to: p(60, 10), duration: 0.2, steps: 2)
        #expect(
            world.log.lines == [
                "touch 1 goes to tap",
                "v handled began [1]",
                "tap: possible -> failed",
                "tap: failed -> possible (reset)",
                "v handled moved [1]",
                "v handled moved [1]",
                "v handled ended [1]"
            ])
    }

    @Test("GV3: with cancelsTouchesInView false the view sees the action, then touchesEnded")
    func noCancellation() {
        let world = World(topics: [.gestures])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        world.attach(UITapGestureRecognizer(), "tap", to: view).cancelsTouchesInView = false
        world.app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to tap",
                "v handled began [1]",
                "tap: possible -> ended",
                "tap action (ended)",
                "tap at (10, 10)",
                "tap: ended -> possible (reset)",
                "v handled ended [1]"
            ])
    }

    @Test("GV4: delaysTouchesBegan hides the touch while the recognizer may still succeed")
    func delaysBegan() {
        let world = World(topics: [.gestures, .touches])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        world.attach(UITapGestureRecognizer(), "tap", to: view).delaysTouchesBegan = true
        world.app.tap(at: p(10, 10))
        world.log.clear()
        // A drag makes the tap fail: the view then gets touchesBegan and the move it missed.
        world.app.drag(from: p(10, 10), to: p(60, 10), duration: 0.2, steps: 2)
        #expect(
            world.log.lines == [
                "touch 1 began in window on v",
                "touch 1 goes to tap",
                "touch 1 began delayed by tap",
                "tap: possible -> failed",
                "tap: failed -> possible (reset)",
                "touchesBegan v [1]",
                "v handled began [1]",
                "touchesMoved v [1]",
                "v handled moved [1]",
                "touchesMoved v [1]",
                "v handled moved [1]",
                "touchesEnded v [1]",
                "v handled ended [1]"
            ])
    }

    @Test("GV4: a recognized gesture discards the touches its delay kept from the view")
    func delaysBeganRecognized() {
        let world = World(topics: [.gestures])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        world.attach(UITapGestureRecognizer(), "tap", to: view).delaysTouchesBegan = true
        world.app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to tap",
                "tap: possible -> ended",
                "tap action (ended)",
                "tap at (10, 10)",
                "tap: ended -> possible (reset)"
            ])
    }

    @Test("GV5: delaysTouchesEnded holds touchesEnded while a double tap waits; it arrives when the wait fails")
    func delaysEnded() {
        let world = World(topics: [.gestures, .touches])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        let double = world.attach(UITapGestureRecognizer(), "double", to: view)
        double.numberOfTapsRequired = 2
        world.app.tap(at: p(10, 10))
        world.app.advance(by: 1)
        #expect(
            world.log.lines == [
                "touch 1 began in window on v",
                "touch 1 goes to double",
                "touchesBegan v [1]",
                "v handled began [1]",
                "touch 1 ended delayed by double",
                "double: possible -> failed",
                "double: failed -> possible (reset)",
                "touchesEnded v [1]",
                "v handled ended [1]"
            ])
        #expect(world.app.clock.now == 1.05)
    }

    @Test("GV5: with delaysTouchesEnded false the view gets touchesEnded at once, and touchesCancelled never")
    func noEndDelay() {
        let world = World(topics: [.gestures])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        let double = world.attach(UITapGestureRecognizer(), "double", to: view)
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        world.app.tap(at: p(10, 10), count: 2)
        #expect(
            world.log.lines == [
                "touch 1 goes to double",
                "v handled began [1]",
                "v handled ended [1]",
                "touch 1 goes to double",
                "v handled began [1]",
                "double: possible -> ended",
                "v handled cancelled [1]",
                "double action (ended)",
                "double at (10, 10)",
                "double: ended -> possible (reset)"
            ])
    }

    @Test("GV2: recognizers see each phase before the view")
    func recognizersFirst() {
        final class Spy: UIGestureRecognizer {
            var log: EventLog?
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { log?.append("spy began") }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) { log?.append("spy moved") }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
                log?.append("spy ended")
                state = .failed
            }
        }
        let world = World(topics: [])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        let spy = Spy()
        spy.log = world.log
        view.addGestureRecognizer(spy)
        world.app.drag(from: p(10, 10), to: p(20, 10), duration: 0.1, steps: 1)
        #expect(
            world.log.lines == [
                "spy began", "v handled began [1]",
                "spy moved", "v handled moved [1]",
                "spy ended", "v handled ended [1]"
            ])
    }

    @Test("GV1 GV10: a touch goes to the recognizers of its view, then of each ancestor up to the window")
    func collection() {
        let world = World(topics: [.gestures])
        let outer = world.view("outer", r(0, 0, 200, 200))
        let inner = world.handlingView("inner", r(0, 0, 100, 100), in: outer)
        for (name, view) in [
            ("windowPan", world.window as UIView), ("outerA", outer), ("outerB", outer), ("innerTap", inner)
        ] {
            let recognizer = UILongPressGestureRecognizer()
            recognizer.name = name
            view.addGestureRecognizer(recognizer)
        }
        let disabled = UITapGestureRecognizer()
        disabled.isEnabled = false
        outer.addGestureRecognizer(disabled)
        var seen: [String] = []
        inner.onBegan = { touch in seen = (touch.gestureRecognizers ?? []).map { $0.name ?? "?" } }
        world.app.touch(finger: 1, .began, at: p(10, 10))
        #expect(world.log.lines == ["touch 1 goes to innerTap, outerA, outerB, windowPan", "inner handled began [1]"])
        #expect(seen == ["innerTap", "outerA", "outerB", "windowPan"])
    }

    @Test("GV7: a recognizer whose delegate refuses a touch never sees it")
    func shouldReceive() {
        let world = World(topics: [.gestures])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        let delegate = Delegate()
        delegate.receive = { _, touch in touch.location(in: nil).x > 50 }
        world.attach(UITapGestureRecognizer(), "tap", to: view).delegate = delegate
        world.app.tap(at: p(10, 10))
        world.app.tap(at: p(60, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to no recognizers; not to tap, whose delegate's gestureRecognizer(_:shouldReceive:) returned false (GV7)",
                "v handled began [1]",
                "v handled ended [1]",
                "touch 1 goes to tap",
                "v handled began [1]",
                "tap: possible -> ended",
                "v handled cancelled [1]",
                "tap action (ended)",
                "tap at (60, 10)",
                "tap: ended -> possible (reset)"
            ])
    }

    @Test("GV8 GV9: the delegate or a view under the recognizer can veto leaving possible")
    func shouldBegin() {
        final class Veto: HandlingView {
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
        }
        let world = World(topics: [.gestures])
        let outer = world.view("outer", r(0, 0, 200, 200))
        let veto = world.add(Veto(frame: r(0, 0, 50, 50)), "veto", in: outer)
        veto.log = world.log
        let delegate = Delegate()
        delegate.shouldBegin = { _ in false }
        world.attach(UITapGestureRecognizer(), "tap", to: outer)
        world.app.tap(at: p(10, 10))
        (outer.gestureRecognizers?.first)?.delegate = delegate
        world.app.tap(at: p(100, 100))
        #expect(
            world.log.lines == [
                "touch 1 goes to tap",
                "veto handled began [1]",
                "tap: possible -> failed (gestureRecognizerShouldBegin of veto returned false)",
                "tap: failed -> possible (reset)",
                "veto handled ended [1]",
                "touch 1 goes to tap",
                "tap: possible -> failed (gestureRecognizerShouldBegin of Delegate returned false)",
                "tap: failed -> possible (reset)"
            ])
    }

    @Test(
        "GV9: with two fingers, each finger's view and its ancestors up to the recognizer's view are asked, each view once"
    )
    func shouldBeginAcrossFingers() {
        final class Asked: HandlingView {
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
                log?.append("\(accessibilityIdentifier ?? "?") asked")
                return true
            }
        }
        let world = World(topics: [.gestures])
        let outer = world.add(Asked(frame: r(0, 0, 200, 200)), "outer")
        let left = world.add(Asked(frame: r(0, 0, 50, 50)), "left", in: outer)
        let right = world.add(Asked(frame: r(100, 0, 50, 50)), "right", in: outer)
        for view in [outer, left, right] { view.log = world.log }
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        world.attach(tap, "tap", to: outer)
        world.app.touch(finger: 1, .began, at: p(10, 10))
        world.app.touch(finger: 2, .began, at: p(110, 10))
        world.app.touch(finger: 1, .ended, at: p(10, 10))
        world.app.touch(finger: 2, .ended, at: p(110, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to tap",
                "left handled began [1]",
                "touch 2 goes to tap",
                "right handled began [2]",
                // GV5: the first finger's ended waits while the tap may still recognize.
                "left asked",
                "outer asked",
                "right asked",
                "tap: possible -> ended",
                "left handled cancelled [1]",
                "right handled cancelled [2]",
                "tap action (ended)",
                "tap at (60, 10)",
                "tap: ended -> possible (reset)"
            ])
    }

    @Test("GR3 GR6: a long press sends began, changed, ended; disabling it mid-gesture cancels it")
    func longPress() {
        let world = World(topics: [.gestures])
        let view = world.handlingView("v", r(0, 0, 200, 200))
        let press = world.attach(UILongPressGestureRecognizer(), "press", to: view)
        let app = world.app
        app.touch(finger: 1, .began, at: p(10, 10))
        app.advance(by: 0.5)
        app.touch(finger: 1, .moved, at: p(100, 10))
        app.touch(finger: 1, .ended, at: p(100, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to press",
                "v handled began [1]",
                "press: possible -> began",
                "v handled cancelled [1]",
                "press action (began)",
                "press at (10, 10)",
                "press: began -> changed",
                "press action (changed)",
                "press at (100, 10)",
                "press: changed -> ended",
                "press action (ended)",
                "press at (100, 10)",
                "press: ended -> possible (reset)"
            ])
        world.log.clear()
        app.touch(finger: 1, .began, at: p(10, 10))
        app.advance(by: 0.6)
        press.isEnabled = false
        app.touch(finger: 1, .ended, at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to press",
                "v handled began [1]",
                "press: possible -> began",
                "v handled cancelled [1]",
                "press action (began)",
                "press at (10, 10)",
                "press: began -> cancelled (disabled)",
                "press action (cancelled)",
                "press at (10, 10)",
                "press: cancelled -> possible (reset)"
            ])
    }

    @Test("GB2: a long press fails if the finger moves more than 10 pt or lifts before 0.5 s")
    func longPressFails() {
        let world = World(topics: [.gestures])
        let view = world.handlingView("v", r(0, 0, 200, 200))
        world.attach(UILongPressGestureRecognizer(), "press", to: view)
        let app = world.app
        app.touch(finger: 1, .began, at: p(10, 10))
        app.touch(finger: 1, .moved, at: p(20, 10))
        app.touch(finger: 1, .moved, at: p(21, 10))
        app.advance(by: 1)
        app.touch(finger: 1, .ended, at: p(21, 10))
        app.tap(at: p(10, 10))
        app.advance(by: 1)
        #expect(
            world.log.lines == [
                "touch 1 goes to press",
                "v handled began [1]",
                "v handled moved [1]",
                "press: possible -> failed",
                "press: failed -> possible (reset)",
                "v handled moved [1]",
                "v handled ended [1]",
                "touch 1 goes to press",
                "v handled began [1]",
                "press: possible -> failed",
                "press: failed -> possible (reset)",
                "v handled ended [1]"
            ])
    }

    @Test("GR8: an ignored touch is never cancelled in its view")
    func ignoredTouch() {
        final class IgnoreSecond: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches where touch.finger == 2 { ignore(touch, for: event) }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                if state == .possible { state = .ended }
            }
        }
        let world = World(topics: [])
        let view = world.handlingView("v", r(0, 0, 200, 200))
        view.isMultipleTouchEnabled = true
        let recognizer = world.attach(IgnoreSecond(), "g", to: view)
        var heldDuring: Set<Int> = []
        recognizer.addAction { g in heldDuring = Set((world.app.touchesEvent.touches(for: g) ?? []).map(\.finger)) }
        let app = world.app
        app.touch(finger: 1, .began, at: p(10, 10))
        app.touch(finger: 2, .began, at: p(50, 10))
        app.touch(finger: 1, .ended, at: p(10, 10))
        app.touch(finger: 2, .ended, at: p(50, 10))
        #expect(
            world.log.lines == [
                "v handled began [1]",
                "v handled began [2]",
                "v handled cancelled [1]",
                "g at (10, 10)",
                "v handled ended [2]"
            ])
        #expect(heldDuring == [1])
    }

    @Test("A8 GR3: every target runs, in the order added; removeTarget removes; no action on failure")
    func targets() {
        final class Controller: UIViewController {
            var calls: [String] = []
            func handle(_ tap: UITapGestureRecognizer) { calls.append("method \(tap.state)") }
        }
        let world = World(topics: [.gestures])
        let controller = Controller()
        controller.title = "ctl"
        controller.implement("tapped:") { sender, _ in
            controller.calls.append("selector \((sender as! UIGestureRecognizer).state)")
        }
        let view = world.view("v", r(0, 0, 100, 100))
        let tap = UITapGestureRecognizer(target: controller, action: "tapped:")
        tap.addTarget(controller, action: Controller.handle)
        tap.name = "tap"
        view.addGestureRecognizer(tap)
        world.app.tap(at: p(10, 10))
        #expect(controller.calls == ["selector ended", "method ended"])
        tap.removeTarget(controller, action: "tapped:")
        world.app.advance(by: 1)
        world.app.tap(at: p(10, 10))
        world.app.drag(from: p(10, 10), to: p(90, 10))
        #expect(controller.calls == ["selector ended", "method ended", "method ended"])
        tap.removeTarget(nil, action: nil)
        world.app.advance(by: 1)
        world.app.tap(at: p(10, 10))
        #expect(controller.calls.count == 3)
        #expect(
            world.log.lines.filter { $0.contains("action") } == [
                "tap action (ended) -> ctl", "tap action (ended) -> ctl", "tap action (ended) -> ctl"
            ])
    }

    @Test("GR7: recognizers are not responders; a target that is gone is skipped")
    func notResponders() {
        let recognizer = UITapGestureRecognizer()
        #expect(!((recognizer as Any) is UIResponder))
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 100, 100))
        do {
            let controller = UIViewController()
            controller.implement("tapped:") { _, _ in Issue.record("a released target was called") }
            recognizer.addTarget(controller, action: "tapped:")
        }
        view.addGestureRecognizer(recognizer)
        world.app.tap(at: p(10, 10))
        #expect(!world.log.lines.contains { $0.contains("action") })
    }

    @Test(
        "a recognizer removed from its view, or whose view leaves the window, stops: cancelled once begun, failed before"
    )
    func detachedMidGesture() {
        let world = World(topics: [.gestures])
        let view = world.handlingView("v", r(0, 0, 200, 200))
        let press = world.attach(UILongPressGestureRecognizer(), "press", to: view)
        let tap = world.attach(UITapGestureRecognizer(), "tap", to: world.root)
        let app = world.app
        app.touch(finger: 1, .began, at: p(10, 10))
        app.advance(by: 0.6)
        view.removeFromSuperview()
        app.touch(finger: 1, .ended, at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to press, tap",
                "v handled began [1]",
                "press: possible -> began",
                "tap: possible -> failed (prevented by press)",
                "v handled cancelled [1]",
                "press action (began)",
                "press at (10, 10)",
                "tap: failed -> possible (reset)",
                "press: began -> cancelled (its view left the window)",
                "press action (cancelled)",
                "press at (10, 10)",
                "press: cancelled -> possible (reset)"
            ])
        world.log.clear()
        app.touch(finger: 1, .began, at: p(10, 10))
        world.root.removeGestureRecognizer(tap)
        app.touch(finger: 1, .ended, at: p(10, 10))
        #expect(tap.view == nil && tap.state == .possible)
        #expect(
            world.log.lines == [
                "touch 1 goes to tap",
                "tap: possible -> failed (removed from its view)",
                "tap: failed -> possible (reset)"
            ])
        _ = press
    }

    @Test(
        "GR4: actions run after every recognizer saw the event and after touchesCancelled, before the next queued input"
    )
    func actionTiming() {
        final class OnBegan: UIGestureRecognizer {
            var log: EventLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                log?.append("\(name!) saw began")
                state = .ended
            }
        }
        let world = World(topics: [])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        let delegate = Delegate()
        delegate.simultaneous = { _, _ in true }
        for name in ["first", "second"] {
            let recognizer = world.attach(OnBegan(), name, to: view)
            recognizer.log = world.log
            recognizer.delegate = delegate
        }
        let app = world.app
        app.enqueue(.touches([RawTouch(finger: 1, phase: .began, location: p(10, 10))]))
        app.enqueue(.touches([RawTouch(finger: 2, phase: .began, location: p(20, 20))]))
        world.log.append("queued")
        app.runUntilIdle()
        #expect(
            world.log.lines == [
                "queued",
                "first saw began", "second saw began",
                "first at (10, 10)", "second at (10, 10)",
                "first saw began", "second saw began",
                "first at (20, 20)", "second at (20, 20)"
            ])
    }

    @Test("GR5: a recognizer is reset once after its terminal state and hears no more of the touches it had")
    func resetAfterTerminal() {
        final class Counting: UIGestureRecognizer {
            var calls: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                calls.append("began")
                state = .ended
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("ended") }
            override func reset() {
                super.reset()
                calls.append("reset in \(state)")
            }
        }
        let world = World(topics: [])
        let view = world.view("v", r(0, 0, 100, 100))
        let recognizer = Counting()
        view.addGestureRecognizer(recognizer)
        world.app.drag(from: p(10, 10), to: p(50, 10), duration: 0.1, steps: 3)
        #expect(recognizer.calls == ["began", "reset in ended"])
        #expect(recognizer.state == .possible)
    }

    @Test("a handler whose state change flushes view delivery mid-event still leaves each message delivered once")
    func reentrantFlush() {
        let world = World(topics: [])
        let a = world.handlingView("a", r(0, 0, 100, 100))
        world.handlingView("b", r(100, 0, 100, 100))
        let c = world.handlingView("c", r(200, 0, 100, 100))
        let press = world.attach(UILongPressGestureRecognizer(), "press", to: a)
        press.cancelsTouchesInView = false
        c.onBegan = { _ in press.isEnabled = false }
        let app = world.app
        app.fingers(.began, [1: p(10, 10), 2: p(110, 10)])
        world.log.clear()
        app.fingers(.moved, [1: p(15, 10), 2: p(115, 10)])
        app.enqueue(
            .touches([
                RawTouch(finger: 1, phase: .moved, location: p(20, 10)),
                RawTouch(finger: 2, phase: .moved, location: p(120, 10)),
                RawTouch(finger: 3, phase: .began, location: p(210, 10))
            ]))
        app.runUntilIdle()
        #expect(
            world.log.lines == [
                "a handled moved [1]", "b handled moved [2]",
                "c handled began [3]", "a handled moved [1]", "b handled moved [2]"
            ])
    }
}
