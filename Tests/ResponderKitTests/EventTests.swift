import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@Suite("Motion, remote-control and press events; the queue")
@MainActor
struct EventTests {
    final class Listener: UIView {
        var log: EventLog!
        var handles = false
        override var canBecomeFirstResponder: Bool { true }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("\(accessibilityIdentifier!) motionBegan \(motion.rawValue)")
            if !handles { super.motionBegan(motion, with: event) }
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("\(accessibilityIdentifier!) motionEnded")
            if !handles { super.motionEnded(motion, with: event) }
        }
        override func remoteControlReceived(with event: UIEvent?) {
            log.append("\(accessibilityIdentifier!) remote \(event!.subtype.rawValue)")
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("\(accessibilityIdentifier!) pressesBegan \(presses.first!.key?.characters ?? "-")")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("\(accessibilityIdentifier!) pressesEnded \(presses.first!.phase)")
        }
    }

    @Test("O1 R6 seed 004: a shake goes to the first responder and climbs the chain by default")
    func shakeAtFirstResponder() {
        let world = World(topics: [.events, .responders])
        let listener = world.add(Listener(frame: r(0, 0, 10, 10)), "listener")
        listener.log = world.log
        _ = listener.becomeFirstResponder()
        world.app.shake()
        #expect(
            world.log.lines == [
                "motionBegan listener",
                "listener motionBegan 1",
                "motionBegan listener -> root",
                "motionBegan root -> vc",
                "motionBegan vc -> window",
                "motionBegan window -> UIApplication",
                "motionBegan UIApplication -> end of chain",
                "motionEnded listener",
                "listener motionEnded",
                "motionEnded listener -> root",
                "motionEnded root -> vc",
                "motionEnded vc -> window",
                "motionEnded window -> UIApplication",
                "motionEnded UIApplication -> end of chain"
            ])
    }

    @Test("O1 ❓: with no first responder, motion starts at the key window; with no key window it is dropped")
    func shakeWithoutFirstResponder() {
        let world = World(topics: [.events])
        world.app.shake()
        #expect(world.log.lines == ["motionBegan window", "motionEnded window"])
        let lonely = UIApplication()
        let log = EventLog(lonely, topics: [.events])
        lonely.shake()
        #expect(
            log.lines == [
                "motion event dropped: there is no key window", "motion event dropped: there is no key window"
            ])
    }

    @Test("O2 seed 004: remote-control events go to the first responder")
    func remoteControl() {
        let world = World(topics: [])
        let listener = world.add(Listener(frame: r(0, 0, 10, 10)), "listener")
        listener.log = world.log
        _ = listener.becomeFirstResponder()
        world.app.remoteControl(.remoteControlTogglePlayPause)
        #expect(world.log.lines == ["listener remote 103"])
    }

    @Test("O3: a press goes to the first responder and ends there, even if focus moves meanwhile")
    func presses() {
        let world = World(topics: [])
        let a = world.add(Listener(frame: r(0, 0, 10, 10)), "a")
        let b = world.add(Listener(frame: r(0, 0, 10, 10)), "b")
        a.log = world.log
        b.log = world.log
        _ = a.becomeFirstResponder()
        let app = world.app
        app.enqueue(.press(RawPress(id: 1, phase: .began, key: UIKey(characters: "a", keyCode: .keyboardA))))
        app.runUntilIdle()
        _ = b.becomeFirstResponder()
        app.enqueue(.press(RawPress(id: 1, phase: .ended)))
        app.runUntilIdle()
        #expect(world.log.lines == ["a pressesBegan a", "a pressesEnded ended"])
    }

    @Test("Q1 Q2: queued input is delivered first in, first out, including input enqueued by handlers")
    func fifo() {
        final class Echo: UIView {
            var log: EventLog!
            var app: UIApplication!
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
                log.append("began \(t.first!.finger)")
                if t.first!.finger == 1 { app.enqueue(.remoteControl(.remoteControlPlay)) }
            }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
                log.append("ended \(t.map(\.finger).sorted())")
            }
            override var canBecomeFirstResponder: Bool { true }
            override func remoteControlReceived(with event: UIEvent?) { log.append("remote") }
        }
        let world = World(topics: [])
        let echo = world.add(Echo(frame: r(0, 0, 100, 100)), "echo")
        echo.log = world.log
        echo.app = world.app
        echo.isMultipleTouchEnabled = true
        _ = echo.becomeFirstResponder()
        let app = world.app
        app.enqueue(.touches([RawTouch(finger: 1, phase: .began, location: p(1, 1))]))
        app.enqueue(.touches([RawTouch(finger: 2, phase: .began, location: p(2, 2))]))
        app.enqueue(
            .touches([
                RawTouch(finger: 1, phase: .ended, location: p(1, 1)),
                RawTouch(finger: 2, phase: .ended, location: p(2, 2))
            ]))
        #expect(world.log.lines.isEmpty)
        app.runUntilIdle()
        #expect(world.log.lines == ["began 1", "began 2", "ended [1, 2]", "remote"])
    }

    @Test("virtual time: timers fire in order as the clock advances, and time never goes back")
    func virtualClock() {
        let app = UIApplication()
        var fired: [String] = []
        app.clock.schedule(after: 0.5) { fired.append("b@\(app.clock.now)") }
        app.clock.schedule(after: 0.2) { fired.append("a@\(app.clock.now)") }
        let cancelled = app.clock.schedule(after: 0.3) { fired.append("never") }
        app.clock.cancel(cancelled)
        app.advance(by: 0.4)
        #expect(fired == ["a@0.2"])
        app.advance(to: 0.1)
        #expect(app.clock.now == 0.4)
        app.advance(to: 1)
        #expect(fired == ["a@0.2", "b@0.5"] && app.clock.now == 1)
    }

    @Test("DESIGN 4: two applications in one process share nothing")
    func independentApplications() {
        let one = World(topics: [.touches])
        let two = World(topics: [.touches])
        one.view("v", r(0, 0, 10, 10))
        one.app.tap(at: p(1, 1))
        #expect(two.log.lines.isEmpty && one.log.lines.count == 3)
        #expect(one.app.clock.now == UIApplication.tapDuration && two.app.clock.now == 0)
    }
}
