import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

@Suite("Touches and events")
@MainActor
struct TouchTests {
    @Test("T1 T2 T7 T8 T10: one touch object per finger, bound to its first view, in one reused event")
    func touchIdentityAndBinding() {
        final class Recorder: UIView {
            var touches: [UITouch] = []
            var events: [UIEvent] = []
            var locations: [CGPoint] = []
            var previous: [CGPoint] = []
            func note(_ set: Set<UITouch>, _ event: UIEvent?) {
                touches.append(set.first!)
                events.append(event!)
                locations.append(set.first!.location(in: self))
                previous.append(set.first!.previousLocation(in: self))
            }
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note(t, e) }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note(t, e) }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note(t, e) }
        }
        let world = World()
        let view = world.add(Recorder(frame: r(100, 100, 50, 50)), "v")
        world.view("other", r(300, 300, 50, 50))
        world.app.drag(from: p(110, 110), to: p(310, 310), duration: 0.2, steps: 2)
        #expect(view.touches.count == 4)
        #expect(view.touches.allSatisfy { $0 === view.touches[0] })
        #expect(view.events.allSatisfy { $0 === view.events[0] })
        #expect(view.touches[0].view === view && view.touches[0].window === world.window)
        #expect(view.locations == [p(10, 10), p(110, 110), p(210, 210), p(210, 210)])
        #expect(view.previous == [p(10, 10), p(10, 10), p(110, 110), p(210, 210)])
        #expect(view.touches[0].location(in: nil) == p(310, 310))
        #expect(view.touches[0].phase == .ended)
        #expect(view.touches[0].timestamp == 0.2)
    }

    @Test("T3 T4 T6 T11: several fingers; stationary ones get no callback but stay in allTouches")
    func multiFinger() {
        final class Spy: UIView {
            var log: [String] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note("began", t, e) }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note("moved", t, e) }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note("ended", t, e) }
            func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
                let mine = touches.map(\.finger).sorted()
                let all = (event?.allTouches ?? []).map { "\($0.finger):\($0.phase)" }.sorted()
                let forMe = event?.touches(for: self)?.count ?? -1
                let forWindow = event?.touches(for: window!)?.count ?? -1
                log.append(
                    "\(accessibilityIdentifier!) \(phase) \(mine) all=\(all) forView=\(forMe) forWindow=\(forWindow)")
            }
        }
        let world = World()
        let left = world.add(Spy(frame: r(0, 0, 100, 100)), "left")
        let right = world.add(Spy(frame: r(200, 0, 100, 100)), "right")
        let app = world.app
        app.enqueue(
            .touches([
                RawTouch(finger: 1, phase: .began, location: p(10, 10)),
                RawTouch(finger: 2, phase: .began, location: p(210, 10))
            ]))
        app.enqueue(.touches([RawTouch(finger: 2, phase: .moved, location: p(220, 10))]))
        app.enqueue(
            .touches([
                RawTouch(finger: 1, phase: .ended, location: p(10, 10)),
                RawTouch(finger: 2, phase: .ended, location: p(220, 10))
            ]))
        app.runUntilIdle()
        #expect(
            left.log == [
                "left began [1] all=[\"1:began\", \"2:began\"] forView=1 forWindow=2",
                "left ended [1] all=[\"1:ended\", \"2:ended\"] forView=1 forWindow=2"
            ])
        #expect(
            right.log == [
                "right began [2] all=[\"1:began\", \"2:began\"] forView=1 forWindow=2",
                "right moved [2] all=[\"1:stationary\", \"2:moved\"] forView=1 forWindow=2",
                "right ended [2] all=[\"1:ended\", \"2:ended\"] forView=1 forWindow=2"
            ])
        #expect(app.touchesEvent.allTouches?.isEmpty == true)
    }

    @Test("T9 ❓: tapCount counts taps close in time and place, configurable")
    func tapCount() {
        final class Taps: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { counts.append(t.first!.tapCount) }
        }
        let world = World()
        let view = world.add(Taps(frame: r(0, 0, 200, 200)), "v")
        world.app.tap(at: p(50, 50), count: 3)
        world.app.advance(by: 1)
        world.app.tap(at: p(50, 50))
        world.app.advance(by: 0.1)
        world.app.tap(at: p(150, 150))
        world.app.multiTapDistance = 200
        world.app.advance(by: 0.1)
        world.app.tap(at: p(50, 50))
        #expect(view.counts == [1, 2, 3, 1, 1, 2])
    }

    @Test("T5 T12: every responder that got touchesBegan, by delivery or forwarding, gets touchesEnded")
    func beganThenEnded() {
        let world = World()
        world.view("leaf", r(0, 0, 100, 100))
        world.app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 1 began in window on leaf",
                "touchesBegan leaf [1]",
                "touchesBegan leaf -> root",
                "touchesBegan root -> vc",
                "touchesBegan vc -> window",
                "touchesBegan window -> UIApplication",
                "touchesBegan UIApplication -> end of chain",
                "touchesEnded leaf [1]",
                "touchesEnded leaf -> root",
                "touchesEnded root -> vc",
                "touchesEnded vc -> window",
                "touchesEnded window -> UIApplication",
                "touchesEnded UIApplication -> end of chain"
            ])
    }

    @Test("T13 ⚠: a touched view removed mid-touch gets touchesCancelled once, then nothing", arguments: [false, true])
    func removedMidTouch(removeAncestor: Bool) {
        let world = World(topics: [.touches])
        let container = world.view("container", r(0, 0, 200, 200))
        let view = world.add(HandlingView(frame: r(0, 0, 100, 100)), "v", in: container)
        view.log = world.log
        let app = world.app
        app.touch(finger: 1, .began, at: p(10, 10))
        (removeAncestor ? container : view).removeFromSuperview()
        app.touch(finger: 1, .moved, at: p(20, 20))
        app.touch(finger: 1, .ended, at: p(20, 20))
        #expect(
            world.log.lines == [
                "touch 1 began in window on v",
                "touchesBegan v [1]",
                "v handled began [1]",
                "touch 1 dropped: its view left the window",
                "touchesCancelled v [1]",
                "v handled cancelled [1]"
            ])
    }

    @Test("T13: a handler that removes its own view in touchesBegan gets the cancel and no more")
    func removalFromHandler() {
        final class SelfRemoving: UIView {
            var log: EventLog!
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
                log.append("began"); removeFromSuperview()
            }
            override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log.append("cancelled") }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended") }
        }
        let world = World(topics: [])
        let view = world.add(SelfRemoving(frame: r(0, 0, 100, 100)), "v")
        view.log = world.log
        world.app.tap(at: p(10, 10))
        #expect(world.log.lines == ["began", "cancelled"])
    }

    @Test("T13 T5: a cancel handler that removes another tracking view cannot cancel a touch twice")
    func cancelHandlerRemovesAnotherView() {
        let world = World(topics: [])
        let container = world.view("container", r(0, 0, 300, 100))
        let a = world.add(HandlingView(frame: r(0, 0, 100, 100)), "a", in: container)
        let b = world.add(HandlingView(frame: r(200, 0, 100, 100)), "b", in: container)
        a.log = world.log
        b.log = world.log
        a.onCancel = { b.removeFromSuperview() }
        let app = world.app
        app.touch(finger: 1, .began, at: p(10, 10))
        app.touch(finger: 2, .began, at: p(210, 10))
        container.removeFromSuperview()
        app.touch(finger: 1, .ended, at: p(10, 10))
        app.touch(finger: 2, .ended, at: p(210, 10))
        #expect(
            world.log.lines == [
                "a handled began [1]",
                "b handled began [2]",
                "a handled cancelled [1]",
                "b handled cancelled [2]"
            ])
    }

    @Test("T3: hover phases are accepted and produce no callbacks")
    func hoverPhases() {
        let world = World()
        world.view("v", r(0, 0, 100, 100))
        world.app.touch(finger: 1, .regionEntered, at: p(10, 10))
        world.app.touch(finger: 1, .regionMoved, at: p(20, 10))
        #expect(world.log.lines.isEmpty)
    }

    @Test("input for a finger that never began is dropped with a reason, never delivered")
    func inconsistentInput() {
        let world = World(topics: [.touches])
        world.view("v", r(0, 0, 100, 100))
        world.app.touch(finger: 9, .moved, at: p(10, 10))
        world.app.touch(finger: 1, .began, at: p(10, 10))
        world.app.touch(finger: 1, .began, at: p(10, 10))
        #expect(
            world.log.lines == [
                "touch 9 dropped: inconsistent input: finger 9 is not down, or is listed twice in one update",
                "touch 1 began in window on v",
                "touchesBegan v [1]",
                "touch 1 dropped: inconsistent input: finger 1 is already down"
            ])
    }
}

@Suite("Multiple and exclusive touch")
@MainActor
struct MultiTouchTests {
    func world() -> (World, HandlingView, HandlingView) {
        let world = World(topics: [.touches])
        let a = world.add(HandlingView(frame: r(0, 0, 100, 100)), "a")
        let b = world.add(HandlingView(frame: r(200, 0, 100, 100)), "b")
        return (world, a, b)
    }

    @Test("M1 M6 ❓: a view without multiple touch gets only the first touch; the second is withheld for life")
    func multipleTouchDisabled() {
        let (world, a, _) = world()
        a.log = world.log
        let app = world.app
        app.enqueue(
            .touches([
                RawTouch(finger: 1, phase: .began, location: p(10, 10)),
                RawTouch(finger: 2, phase: .began, location: p(20, 20))
            ]))
        app.enqueue(.touches([RawTouch(finger: 2, phase: .ended, location: p(20, 20))]))
        app.enqueue(.touches([RawTouch(finger: 3, phase: .began, location: p(30, 30))]))
        app.enqueue(.touches([RawTouch(finger: 1, phase: .ended, location: p(10, 10))]))
        app.enqueue(.touches([RawTouch(finger: 3, phase: .ended, location: p(30, 30))]))
        app.runUntilIdle()
        #expect(
            world.log.lines == [
                "touch 1 began in window on a",
                "touch 2 began in window on a",
                "touch 2 dropped: the view is tracking a touch and isMultipleTouchEnabled is false",
                "touchesBegan a [1]",
                "a handled began [1]",
                "touch 3 began in window on a",
                "touch 3 dropped: the view is tracking a touch and isMultipleTouchEnabled is false",
                "touchesEnded a [1]",
                "a handled ended [1]"
            ])
    }

    @Test("M1 M2 M3: with multiple touch on, the view receives every touch; other views keep theirs")
    func multipleTouchEnabled() {
        let (world, a, b) = world()
        a.isMultipleTouchEnabled = true
        a.log = world.log
        b.log = world.log
        world.app.enqueue(
            .touches([
                RawTouch(finger: 1, phase: .began, location: p(10, 10)),
                RawTouch(finger: 2, phase: .began, location: p(20, 20)),
                RawTouch(finger: 3, phase: .began, location: p(210, 20))
            ]))
        world.app.runUntilIdle()
        #expect(
            world.log.lines == [
                "touch 1 began in window on a",
                "touch 2 began in window on a",
                "touch 3 began in window on b",
                "touchesBegan a [1,2]",
                "a handled began [1,2]",
                "touchesBegan b [3]",
                "b handled began [3]"
            ])
    }

    @Test(
        "M4 (a) (b) (c): while one of two views tracks a touch and either is exclusive, the other gets no new touch; afterwards it does",
        arguments: [true, false])
    func exclusiveTouch(exclusiveViewFirst: Bool) {
        let (world, a, b) = world()
        a.isExclusiveTouch = true
        a.log = world.log
        b.log = world.log
        let (first, second) = exclusiveViewFirst ? ("a", "b") : ("b", "a")
        let location = ["a": p(10, 10), "b": p(210, 10)]
        let app = world.app
        app.touch(finger: 1, .began, at: location[first]!)
        app.touch(finger: 2, .began, at: location[second]!)
        app.touch(finger: 1, .ended, at: location[first]!)
        app.touch(finger: 2, .ended, at: location[second]!)
        app.tap(at: location[second]!)
        #expect(
            world.log.lines == [
                "touch 1 began in window on \(first)",
                "touchesBegan \(first) [1]",
                "\(first) handled began [1]",
                "touch 2 began in window on \(second)",
                "touch 2 dropped: an exclusive-touch view is involved and another view is tracking",
                "touchesEnded \(first) [1]",
                "\(first) handled ended [1]",
                "touch 1 began in window on \(second)",
                "touchesBegan \(second) [1]",
                "\(second) handled began [1]",
                "touchesEnded \(second) [1]",
                "\(second) handled ended [1]"
            ])
    }
}
