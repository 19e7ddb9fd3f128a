import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

@Suite("Gesture recognizers: coordination")
@MainActor
struct GestureCoordinationTests {
    @Test("GC1: two recognizers of one touch cannot both recognize; the first to recognize wins")
    func exclusion() {
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 100, 100))
        world.attach(UITapGestureRecognizer(), "first", to: view)
        world.attach(UITapGestureRecognizer(), "second", to: view)
        world.app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to first, second",
                "first: possible -> ended",
                "second: possible -> failed (prevented by first)",
                "first action (ended)",
                "first at (10, 10)",
                "first: ended -> possible (reset)",
                "second: failed -> possible (reset)"
            ])
    }

    @Test(
        "GC1: shouldRecognizeSimultaneouslyWith true from either delegate lets both recognize", arguments: [true, false]
    )
    func simultaneous(fromFirst: Bool) {
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 100, 100))
        let first = world.attach(UITapGestureRecognizer(), "first", to: view)
        let second = world.attach(UITapGestureRecognizer(), "second", to: view)
        let delegate = Delegate()
        delegate.simultaneous = { _, _ in true }
        (fromFirst ? first : second).delegate = delegate
        world.app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to first, second",
                "first: possible -> ended",
                "second: possible -> ended",
                "first action (ended)",
                "first at (10, 10)",
                "second action (ended)",
                "second at (10, 10)",
                "first: ended -> possible (reset)",
                "second: ended -> possible (reset)"
            ])
    }

    @Test("GC2: with a pan and a swipe on one view, the pan begins first and the swipe never recognizes")
    func panBeatsSwipe() {
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 375, 300))
        world.attach(UISwipeGestureRecognizer(), "swipe", to: view)
        world.attach(UIPanGestureRecognizer(), "pan", to: view)
        world.app.drag(from: p(10, 100), to: p(70, 100), duration: 0.15, steps: 3)
        #expect(
            world.log.lines == [
                "touch 1 goes to swipe, pan",
                "pan: possible -> began",
                "swipe: possible -> failed (prevented by pan)",
                "pan action (began)",
                "pan at (30, 100)",
                "swipe: failed -> possible (reset)",
                "pan: began -> changed",
                "pan action (changed)",
                "pan at (50, 100)",
                "pan: changed -> changed",
                "pan action (changed)",
                "pan at (70, 100)",
                "pan: changed -> ended",
                "pan action (ended)",
                "pan at (70, 100)",
                "pan: ended -> possible (reset)"
            ])
    }

    @Test(
        "GC3 GV10: a single tap never prevents a double tap: a double tap fires the single tap twice and the double once"
    )
    func tapClassRule() {
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 100, 100))
        world.attach(UITapGestureRecognizer(), "single", to: view)
        world.attach(UITapGestureRecognizer(), "double", to: view).numberOfTapsRequired = 2
        world.app.tap(at: p(10, 10), count: 2)
        #expect(
            world.log.lines == [
                "touch 1 goes to single, double",
                "single: possible -> ended",
                "single action (ended)",
                "single at (10, 10)",
                "single: ended -> possible (reset)",
                "touch 1 goes to single, double",
                "single: possible -> ended",
                "double: possible -> ended",
                "single action (ended)",
                "single at (10, 10)",
                "double action (ended)",
                "double at (10, 10)",
                "single: ended -> possible (reset)",
                "double: ended -> possible (reset)"
            ])
    }

    @Test(
        "GC4: a recognizer that asks again while it waits, after its requirement failed, begins once and stops waiting")
    func askingAgainWhileWaiting() {
        let world = World(topics: [.gestures])
        let swipe = world.attach(UISwipeGestureRecognizer(), "swipe", to: world.root)
        swipe.direction = [.left, .right]
        let pan = world.attach(UIPanGestureRecognizer(), "pan", to: world.root)
        pan.require(toFail: swipe)
        let app = world.app
        app.touch(finger: 1, .began, at: p(6, 308))
        app.touch(finger: 1, .moved, at: p(38, 344))  // the pan would begin: it waits for the swipe
        app.touch(finger: 1, .moved, at: p(17, 367))  // the swipe fails, the pan asks again
        app.touch(finger: 1, .ended, at: p(17, 367))
        #expect(
            world.log.lines == [
                "touch 1 goes to swipe, pan",
                "pan waits for swipe to fail",
                "swipe: possible -> failed",
                "pan: possible -> began (after waiting 0s for failures)",
                "pan action (began)",
                "pan at (17, 367)",
                "swipe: failed -> possible (reset)",
                "pan: began -> ended",
                "pan action (ended)",
                "pan at (17, 367)",
                "pan: ended -> possible (reset)"
            ])
    }

    @Test("GC4 ❓: recognizers that require each other to fail do not wait forever: the first to wait recognizes")
    func requirementCycle() {
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 100, 100))
        let single = world.attach(UITapGestureRecognizer(), "single", to: view)
        let double = world.attach(UITapGestureRecognizer(), "double", to: view)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        double.require(toFail: single)
        world.app.tap(at: p(10, 10), count: 2)
        world.app.advance(by: 1)
        #expect(
            world.log.lines == [
                "touch 1 goes to single, double",
                "single waits for double to fail",
                "touch 1 goes to double",
                "double waits for single to fail",
                "single: possible -> ended (first to wait in the requireToFail cycle single → double → single)",
                "double: possible -> failed (single, required to fail, recognized)",
                "single action (ended)",
                "single at (10, 10)",
                "single: ended -> possible (reset)",
                "double: failed -> possible (reset)"
            ])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("GC4: a single tap that requires a double tap to fail waits for it, and says how long")
    func requireToFail() {
        let world = World(topics: [.gestures, .touches])
        let view = world.handlingView("v", r(0, 0, 100, 100))
        let single = world.attach(UITapGestureRecognizer(), "single", to: view)
        let double = world.attach(UITapGestureRecognizer(), "double", to: view)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        world.app.tap(at: p(10, 10))
        world.app.advance(by: 1)
        #expect(
            world.log.lines == [
                "touch 1 began in window on v",
                "touch 1 goes to single, double",
                "touchesBegan v [1]",
                "v handled began [1]",
                "single waits for double to fail",
                "touch 1 ended delayed by single, double",
                "double: possible -> failed",
                "single: possible -> ended (after waiting 0.35s for failures)",
                "single takes touches [1] from their views",
                "touchesCancelled v [1]",
                "v handled cancelled [1]",
                "single action (ended)",
                "single at (10, 10)",
                "double: failed -> possible (reset)",
                "single: ended -> possible (reset)"
            ])
        world.log.clear()
        world.app.tap(at: p(10, 10), count: 2)
        world.app.advance(by: 1)
        #expect(
            world.log.lines == [
                "touch 1 began in window on v",
                "touch 1 goes to single, double",
                "touchesBegan v [1]",
                "v handled began [1]",
                "single waits for double to fail",
                "touch 1 ended delayed by single, double",
                "touch 1 began in window on v",
                "touch 1 goes to double",
                "touchesBegan v [1]",
                "v handled began [1]",
                "double: possible -> ended",
                "single: possible -> failed (double, required to fail, recognized)",
                "double takes touches [1,1] from their views",
                "touchesCancelled v [1,1]",
                "v handled cancelled [1,1]",
                "double action (ended)",
                "double at (10, 10)",
                "double: ended -> possible (reset)",
                "single: failed -> possible (reset)"
            ])
    }
}

@Suite("Gesture recognizers: failure requirements, nesting and exclusive touch")
@MainActor
struct GestureRequirementTests {
    @Test("GC4: requirements chain: a waits for b, b waits for c; c failing releases b, then a is blocked by b")
    func chain() {
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 100, 100))
        let a = world.attach(UITapGestureRecognizer(), "a", to: view)
        let b = world.attach(UITapGestureRecognizer(), "b", to: view)
        let c = world.attach(UITapGestureRecognizer(), "c", to: view)
        c.numberOfTapsRequired = 2
        a.require(toFail: b)
        b.require(toFail: c)
        world.app.tap(at: p(10, 10))
        world.app.advance(by: 1)
        #expect(
            world.log.lines == [
                "touch 1 goes to a, b, c",
                "a waits for b to fail",
                "b waits for c to fail",
                "c: possible -> failed",
                "b: possible -> ended (after waiting 0.35s for failures)",
                "a: possible -> failed (b, required to fail, recognized)",
                "b action (ended)",
                "b at (10, 10)",
                "c: failed -> possible (reset)",
                "b: ended -> possible (reset)",
                "a: failed -> possible (reset)"
            ])
    }

    @Test("GC5: a delegate or a subclass can require failure dynamically, across view hierarchies")
    func dynamicRequirements() {
        final class Patient: UITapGestureRecognizer {
            override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { other.name == "long" }
        }
        let world = World(topics: [.gestures])
        let left = world.view("left", r(0, 0, 100, 100))
        world.view("right", r(200, 0, 100, 100))
        let patient = world.attach(Patient(), "patient", to: left)
        let long = world.attach(UILongPressGestureRecognizer(), "long", to: world.window)
        let app = world.app
        app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to patient, long",
                "patient waits for long to fail",
                "long: possible -> failed",
                "patient: possible -> ended (after waiting 0s for failures)",
                "patient action (ended)",
                "patient at (10, 10)",
                "long: failed -> possible (reset)",
                "patient: ended -> possible (reset)"
            ])
        // The same link made by the other side's delegate.
        world.log.clear()
        let delegate = Delegate()
        delegate.beRequiredToFail = { me, other in me.name == "long" && other.name == "plain" }
        long.delegate = delegate
        patient.isEnabled = false
        let plain = world.attach(UITapGestureRecognizer(), "plain", to: left)
        app.touch(finger: 1, .began, at: p(10, 10))
        app.advance(by: 0.6)
        app.touch(finger: 1, .ended, at: p(10, 10))
        #expect(plain.state == .possible)
        #expect(
            world.log.lines == [
                "touch 1 goes to plain, long",
                "long: possible -> began",
                "plain: possible -> failed (long, required to fail, recognized)",
                "long action (began)",
                "long at (10, 10)",
                "plain: failed -> possible (reset)",
                "long: began -> ended",
                "long action (ended)",
                "long at (10, 10)",
                "long: ended -> possible (reset)"
            ])
        world.log.clear()
        app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to plain, long",
                "plain waits for long to fail",
                "long: possible -> failed",
                "plain: possible -> ended (after waiting 0s for failures)",
                "plain action (ended)",
                "plain at (10, 10)",
                "long: failed -> possible (reset)",
                "plain: ended -> possible (reset)"
            ])
    }

    @Test(
        "GC5: the attempt asks about every participant; on recognition, each competitor is asked about the winner alone"
    )
    func dynamicRequirementQuestions() {
        let world = World(topics: [])
        let left = world.view("left", r(0, 0, 100, 100))
        var asked: [String] = []
        let delegate = Delegate()
        delegate.requireFailure = { me, other in
            asked.append("\(me.name!) requires \(other.name!)?")
            return false
        }
        delegate.beRequiredToFail = { me, other in
            asked.append("\(me.name!) required by \(other.name!)?")
            return false
        }
        let tap = world.attach(UITapGestureRecognizer(), "tap", to: left)
        let long = world.attach(UILongPressGestureRecognizer(), "long", to: world.window)
        let swipe = world.attach(UISwipeGestureRecognizer(), "swipe", to: world.window)
        for recognizer in [tap, long, swipe] { recognizer.delegate = delegate }
        world.app.tap(at: p(10, 10))
        #expect(tap.state == .possible)
        #expect(
            asked == [
                // The tap's attempt: every other participant, from both sides.
                "tap requires long?", "long required by tap?",
                "tap requires swipe?", "swipe required by tap?",
                // The tap recognized: does a competitor require it to fail?
                "long requires tap?", "tap required by long?",
                "swipe requires tap?", "tap required by swipe?"
            ])
    }

    @Test("GC6 ❓: nested views with single taps: the deepest recognizer wins")
    func nestedTaps() {
        let world = World(topics: [.gestures])
        let outer = world.view("outer", r(0, 0, 200, 200))
        let inner = world.view("inner", r(0, 0, 100, 100), in: outer)
        world.attach(UITapGestureRecognizer(), "outerTap", to: outer)
        world.attach(UITapGestureRecognizer(), "innerTap", to: inner)
        world.app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to innerTap, outerTap",
                "innerTap: possible -> ended",
                "outerTap: possible -> failed (prevented by innerTap)",
                "innerTap action (ended)",
                "innerTap at (10, 10)",
                "innerTap: ended -> possible (reset)",
                "outerTap: failed -> possible (reset)"
            ])
    }

    @Test("M5 ❓: exclusive touch limits view delivery only; recognizers still get the second touch")
    func exclusiveTouchAndRecognizers() {
        let world = World(topics: [.gestures, .touches])
        let a = world.handlingView("a", r(0, 0, 100, 100))
        let b = world.handlingView("b", r(200, 0, 100, 100))
        a.isExclusiveTouch = true
        world.attach(UITapGestureRecognizer(), "tapB", to: b)
        let app = world.app
        app.touch(finger: 1, .began, at: p(10, 10))
        app.touch(finger: 2, .began, at: p(210, 10))
        app.touch(finger: 2, .ended, at: p(210, 10))
        app.touch(finger: 1, .ended, at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 began in window on a",
                "touch 1 goes to no recognizers",
                "touchesBegan a [1]",
                "a handled began [1]",
                "touch 2 began in window on b",
                "touch 2 goes to tapB",
                "touch 2 dropped: an exclusive-touch view is involved and another view is tracking",
                "tapB: possible -> ended",
                "tapB action (ended)",
                "tapB at (10, 10)",
                "tapB: ended -> possible (reset)",
                "touchesEnded a [1]",
                "a handled ended [1]"
            ])
    }
}
