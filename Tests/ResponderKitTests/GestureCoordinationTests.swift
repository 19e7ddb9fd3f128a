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
        #expect(world.log.lines == [
            "touch 1 goes to first, second",
            "first: possible -> ended",
            "second: possible -> failed (prevented by first)",
            "first action (ended)",
            "first at (10, 10)",
            "first: ended -> possible (reset)",
            "second: failed -> possible (reset)",
        ])
    }

    @Test("GC1: shouldRecognizeSimultaneouslyWith true from either delegate lets both recognize", arguments: [true, false])
    func simultaneous(fromFirst: Bool) {
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 100, 100))
        let first = world.attach(UITapGestureRecognizer(), "first", to: view)
        let second = world.attach(UITapGestureRecognizer(), "second", to: view)
        let delegate = Delegate()
        delegate.simultaneous = { _, _ in true }
        (fromFirst ? first : second).delegate = delegate
        world.app.tap(at: p(10, 10))
        #expect(world.log.lines == [
            "touch 1 goes to first, second",
            "first: possible -> ended",
            "second: possible -> ended",
            "first action (ended)",
            "first at (10, 10)",
            "second action (ended)",
            "second at (10, 10)",
            "first: ended -> possible (reset)",
            "second: ended -> possible (reset)",
        ])
    }

    @Test("GC2: with a pan and a swipe on one view, the pan begins first and the swipe never recognizes")
    func panBeatsSwipe() {
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 375, 300))
        world.attach(UISwipeGestureRecognizer(), "swipe", to: view)
        world.attach(UIPanGestureRecognizer(), "pan", to: view)
        world.app.drag(from: p(10, 100), to: p(70, 100), duration: 0.15, steps: 3)
        #expect(world.log.lines == [
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
            "pan: ended -> possible (reset)",
        ])
    }

    @Test("GC3 GV10: a single tap never prevents a double tap: a double tap fires the single tap twice and the double once")
    func tapClassRule() {
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 100, 100))
        world.attach(UITapGestureRecognizer(), "single", to: view)
        world.attach(UITapGestureRecognizer(), "double", to: view).numberOfTapsRequired = 2
        world.app.tap(at: p(10, 10), count: 2)
        #expect(world.log.lines == [
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
            "double: ended -> possible (reset)",
        ])
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
        #expect(world.log.lines == [
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
            "single: ended -> possible (reset)",
        ])
        world.log.clear()
        world.app.tap(at: p(10, 10), count: 2)
        world.app.advance(by: 1)
        #expect(world.log.lines == [
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
            "single: failed -> possible (reset)",
        ])
    }
}
