import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

extension UIApplication {
    /// One update of several fingers at once, delivered now.
    func fingers(_ phase: UITouch.Phase, _ points: [Int: CGPoint]) {
        enqueue(
            .touches(
                points.sorted { $0.key < $1.key }.map { RawTouch(finger: $0.key, phase: phase, location: $0.value) }))
        runUntilIdle()
    }
}

@Suite("Built-in gesture recognizers")
@MainActor
struct BuiltInRecognizerTests {
    @Test("GB1: tap defaults, two-finger taps at their centroid, and the ways a tap fails")
    func tap() {
        let defaults = UITapGestureRecognizer()
        #expect(defaults.numberOfTapsRequired == 1 && defaults.numberOfTouchesRequired == 1)
        #expect(defaults.allowableMovement == 10 && defaults.maximumIntervalBetweenTaps == 0.35)
        let world = World(topics: [])
        let view = world.view("v", r(0, 0, 300, 300))
        let tap = world.attach(UITapGestureRecognizer(), "twoFingers", to: view)
        tap.numberOfTouchesRequired = 2
        let app = world.app
        app.fingers(.began, [1: p(10, 10), 2: p(30, 50)])
        app.advance(by: 0.05)
        app.fingers(.ended, [1: p(10, 10), 2: p(30, 50)])
        #expect(world.log.lines == ["twoFingers at (20, 30)"])
        app.tap(at: p(10, 10))
        #expect(world.log.lines.count == 1)

        let triple = world.attach(UITapGestureRecognizer(), "triple", to: view)
        tap.isEnabled = false
        triple.numberOfTapsRequired = 3
        world.log.clear()
        app.advance(by: 1)
        app.tap(at: p(100, 100), count: 3)
        app.advance(by: 1)
        app.tap(at: p(100, 100), count: 2)
        app.advance(by: 0.2)
        app.tap(at: p(200, 200))  // too far from the first tap
        app.advance(by: 1)
        #expect(world.log.lines == ["triple at (100, 100)"])
    }

    @Test("GB2: long press defaults, and a press after a preliminary tap")
    func longPress() {
        let defaults = UILongPressGestureRecognizer()
        #expect(defaults.minimumPressDuration == 0.5 && defaults.allowableMovement == 10)
        #expect(defaults.numberOfTapsRequired == 0 && defaults.numberOfTouchesRequired == 1)
        let world = World(topics: [])
        let view = world.view("v", r(0, 0, 300, 300))
        let press = world.attach(UILongPressGestureRecognizer(), "press", to: view)
        press.numberOfTapsRequired = 1
        let app = world.app
        app.touch(finger: 1, .began, at: p(10, 10))
        app.advance(by: 0.6)
        app.touch(finger: 1, .ended, at: p(10, 10))
        #expect(world.log.lines.isEmpty)
        app.advance(by: 1)
        app.tap(at: p(10, 10))
        app.advance(by: 0.1)
        app.touch(finger: 1, .began, at: p(10, 10))
        app.advance(by: 0.5)
        app.touch(finger: 1, .ended, at: p(10, 10))
        #expect(world.log.lines == ["press at (10, 10)", "press at (10, 10)"])
        #expect(press.state == .possible)
    }

    @Test("GB3: a pan's translation and velocity in any view's coordinates, and setTranslation")
    func pan() {
        let defaults = UIPanGestureRecognizer()
        #expect(defaults.minimumNumberOfTouches == 1 && defaults.maximumNumberOfTouches == Int.max)
        let world = World(topics: [])
        let view = world.view("v", r(0, 0, 300, 300))
        let scaled = world.view("scaled", r(0, 0, 100, 100), in: view)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var samples: [String] = []
        pan.addAction { g in
            let pan = g as! UIPanGestureRecognizer
            let f = { (v: CGPoint) in
                TraceRecord.format(CGPoint(x: (v.x * 1e6).rounded() / 1e6, y: (v.y * 1e6).rounded() / 1e6))
            }
            samples.append(
                "\(pan.state) t=\(f(pan.translation(in: view))) tScaled=\(f(pan.translation(in: scaled))) v=\(f(pan.velocity(in: view)))"
            )
            if pan.state == .changed, samples.count == 2 { pan.setTranslation(.zero, in: view) }
        }
        world.app.drag(from: p(10, 10), to: p(110, 10), duration: 0.5, steps: 5)
        #expect(
            samples == [
                "began t=(20, 0) tScaled=(10, 0) v=(200, 0)",
                "changed t=(40, 0) tScaled=(20, 0) v=(200, 0)",
                "changed t=(20, 0) tScaled=(10, 0) v=(200, 0)",
                "changed t=(40, 0) tScaled=(20, 0) v=(200, 0)",
                "changed t=(60, 0) tScaled=(30, 0) v=(200, 0)",
                "ended t=(60, 0) tScaled=(30, 0) v=(200, 0)"
            ])
    }

    @Test("GB3: a pan needing two fingers waits for the second, and ends when they drop below two")
    func twoFingerPan() {
        let world = World(topics: [.gestures])
        let view = world.view("v", r(0, 0, 300, 300))
        let pan = world.attach(UIPanGestureRecognizer(), "pan", to: view)
        pan.minimumNumberOfTouches = 2
        let app = world.app
        app.touch(finger: 1, .began, at: p(10, 10))
        app.touch(finger: 1, .moved, at: p(50, 10))
        app.touch(finger: 2, .began, at: p(50, 50))
        app.fingers(.moved, [1: p(70, 10), 2: p(70, 50)])
        app.touch(finger: 2, .ended, at: p(70, 50))
        app.touch(finger: 1, .ended, at: p(70, 10))
        #expect(
            world.log.lines == [
                "touch 1 goes to pan",
                "touch 2 goes to pan",
                "pan: possible -> began",
                "pan action (began)",
                "pan at (70, 30)",
                "pan: began -> ended",
                "pan action (ended)",
                "pan at (70, 10)",
                "pan: ended -> possible (reset)"
            ])
        #expect(pan.translation(in: view) == .zero)
    }

    @Test("GB4: a swipe recognizes its directions only, quickly enough, at the place it began")
    func swipe() {
        let defaults = UISwipeGestureRecognizer()
        #expect(defaults.direction == .right && defaults.numberOfTouchesRequired == 1)
        let world = World(topics: [])
        let view = world.view("v", r(0, 0, 375, 600))
        let swipe = world.attach(UISwipeGestureRecognizer(), "swipe", to: view)
        swipe.direction = [.left, .up]
        let app = world.app
        app.drag(from: p(100, 300), to: p(200, 300), duration: 0.2, steps: 4)  // right: not allowed
        app.drag(from: p(200, 300), to: p(100, 290), duration: 0.2, steps: 4)  // left
        app.drag(from: p(100, 300), to: p(100, 200), duration: 0.2, steps: 4)  // up
        app.drag(from: p(100, 300), to: p(40, 240), duration: 0.2, steps: 4)  // diagonal
        app.drag(from: p(300, 300), to: p(200, 300), duration: 2.0, steps: 10)  // too slow
        #expect(world.log.lines == ["swipe at (200, 300)", "swipe at (100, 300)"])
    }

    @Test("GB5: pinch scale is the distance ratio; setting it restarts the velocity")
    func pinch() {
        let world = World(topics: [])
        let view = world.view("v", r(0, 0, 375, 600))
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        var samples: [String] = []
        pinch.addAction { g in
            let pinch = g as! UIPinchGestureRecognizer
            samples.append(
                "\(pinch.state) scale=\(TraceRecord.format(pinch.scale)) v=\(TraceRecord.format((pinch.velocity * 1e6).rounded() / 1e6))"
            )
        }
        let app = world.app
        app.fingers(.began, [1: p(100, 100), 2: p(200, 100)])
        app.advance(by: 0.1)
        app.fingers(.moved, [1: p(100, 100), 2: p(250, 100)])
        app.advance(by: 0.1)
        app.fingers(.moved, [1: p(100, 100), 2: p(300, 100)])
        pinch.scale = 1
        app.advance(by: 0.1)
        app.fingers(.moved, [1: p(100, 100), 2: p(350, 100)])
        app.fingers(.ended, [1: p(100, 100), 2: p(350, 100)])
        #expect(
            samples == [
                "began scale=1.5 v=5",
                "changed scale=2 v=5",
                "changed scale=1.5 v=5",
                "ended scale=1.5 v=5"
            ])
    }

    @Test("GB6: rotation is the angle turned, in radians, through the ±π seam")
    func rotation() {
        let world = World(topics: [])
        let view = world.view("v", r(0, 0, 375, 600))
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        var angles: [CGFloat] = []
        rotation.addAction { g in angles.append((g as! UIRotationGestureRecognizer).rotation) }
        let app = world.app
        // Finger 2 circles finger 1 from angle 0.9π, through π, to 1.1π.
        let center = p(200, 300)
        func at(_ turns: CGFloat) -> CGPoint { p(center.x + 100 * cos(turns * .pi), center.y + 100 * sin(turns * .pi)) }
        app.fingers(.began, [1: center, 2: at(0.9)])
        app.fingers(.moved, [2: at(1.0)])
        app.fingers(.moved, [2: at(1.1)])
        app.fingers(.ended, [1: center, 2: at(1.1)])
        let expected: [CGFloat] = [0.1 * .pi, 0.2 * .pi, 0.2 * .pi]  // began, changed, ended
        #expect(angles.count == expected.count)
        #expect(zip(angles, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test("GB7 ❓: a screen-edge pan with no edges never begins; with .left it begins near the left edge only")
    func screenEdgePan() {
        let world = World(topics: [])
        let edge = world.attach(UIScreenEdgePanGestureRecognizer(), "edge", to: world.window)
        #expect(edge.edges == [])
        let app = world.app
        app.drag(from: p(5, 300), to: p(200, 300), duration: 0.2, steps: 4)
        edge.edges = .left
        app.drag(from: p(50, 300), to: p(200, 300), duration: 0.2, steps: 4)
        app.drag(from: p(5, 300), to: p(105, 300), duration: 0.2, steps: 2)
        #expect(world.log.lines == ["edge at (55, 300)", "edge at (105, 300)", "edge at (105, 300)"])
    }

    @Test("numberOfTouches and location(ofTouch:in:) follow the fingers down, then the ones that lifted last")
    func touchLocations() {
        let world = World(topics: [])
        let view = world.view("v", r(100, 100, 200, 200))
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        var samples: [String] = []
        pinch.addAction { g in
            let points = (0..<g.numberOfTouches).map { TraceRecord.format(g.location(ofTouch: $0, in: view)) }
            samples.append(
                "\(g.state) \(g.numberOfTouches) \(points.joined(separator: " ")) centroid \(TraceRecord.format(g.location(in: nil)))"
            )
        }
        let app = world.app
        app.fingers(.began, [1: p(110, 110), 2: p(150, 110)])
        app.fingers(.moved, [1: p(110, 110), 2: p(170, 110)])
        app.fingers(.ended, [1: p(110, 110), 2: p(170, 110)])
        #expect(
            samples == [
                "began 2 (10, 10) (70, 10) centroid (140, 110)",
                "ended 2 (10, 10) (70, 10) centroid (140, 110)"
            ])
    }
}
