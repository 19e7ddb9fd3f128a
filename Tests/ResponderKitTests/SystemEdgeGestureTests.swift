import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@Suite("The system's screen-edge gestures")
@MainActor
struct SystemEdgeGestureTests {
    /// A controller that defers `edges` to the app, or lets `child` answer.
    final class Deferring: UIViewController {
        var edges: UIRectEdge = []
        var child: UIViewController?
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { edges }
        override var childForScreenEdgesDeferringSystemGestures: UIViewController? { child }
    }

    /// The World's 375×667 window, on a device with system gestures at the bottom and top edges,
    /// a button at the bottom (y 620–664) and one in the middle.
    func scene(topics: TraceTopics = [.actions]) -> World {
        let world = World(topics: topics)
        world.app.systemEdgeGestures = SystemEdgeGestures(
            edges: [.bottom, .top], screen: CGRect(x: 0, y: 0, width: 375, height: 667))
        world.add(UIButton(frame: r(20, 620, 335, 44)), "send")
        world.add(UIButton(frame: r(20, 300, 335, 44)), "middle")
        return world
    }

    @Test("Observed (system edge): a quick tap at the bottom edge reaches its button only when the finger lifts")
    func quickTapArrivesAtLift() {
        let world = scene(topics: [.actions, .gestures, .touches])
        let app = world.app
        app.touch(finger: 1, .began, at: p(100, 655))
        #expect(
            world.log.lines == [
                "touch 1 began in window on send", "touch 1 goes to SystemEdgeGestureGate",
                "touch 1 began delayed by SystemEdgeGestureGate"
            ])
        world.log.clear()
        app.advance(by: 0.1)
        app.touch(finger: 1, .ended, at: p(100, 655))
        #expect(
            world.log.lines == [
                "SystemEdgeGestureGate: possible -> failed", "SystemEdgeGestureGate: failed -> possible (reset)",
                "touchesBegan send [1]", "send sends touchDown", "touchesEnded send [1]", "send sends touchUpInside",
                "send sends primaryActionTriggered"
            ])
    }

    @Test("Observed (system edge): a finger held at the edge reaches its view after 1 s, or when it leaves the band")
    func heldAndMoved() {
        let world = scene()
        let app = world.app
        app.touch(finger: 1, .began, at: p(100, 655))
        app.advance(by: 0.99)
        #expect(world.log.lines.isEmpty)
        app.advance(by: 0.02)
        #expect(world.log.lines == ["send sends touchDown"])
        app.touch(finger: 1, .ended, at: p(100, 655))
        world.log.clear()
        app.advance(by: 1)
        app.touch(finger: 1, .began, at: p(100, 655))
        app.touch(finger: 1, .moved, at: p(100, 640))
        #expect(world.log.lines == ["send sends touchDown", "send sends touchDragInside"])
    }

    @Test(
        "Observed (system edge): touches away from the edges, and every touch without systemEdgeGestures, arrive at once"
    )
    func elsewhereAtOnce() {
        let world = scene(topics: [.actions, .gestures])
        world.app.touch(finger: 1, .began, at: p(100, 320))
        #expect(world.log.lines == ["touch 1 goes to no recognizers", "middle sends touchDown"])
        world.app.touch(finger: 1, .ended, at: p(100, 320))
        world.log.clear()
        world.app.systemEdgeGestures = nil
        world.app.advance(by: 1)
        world.app.touch(finger: 1, .began, at: p(100, 655))
        #expect(world.log.lines == ["touch 1 goes to no recognizers", "send sends touchDown"])
    }

    @Test(
        "Observed (system edge): an edge in preferredScreenEdgesDeferringSystemGestures is the app's, read again after setNeedsUpdateOfScreenEdgesDeferringSystemGestures()"
    )
    func deferredEdge() {
        let world = World(topics: [.actions])
        world.app.systemEdgeGestures = SystemEdgeGestures(
            edges: [.bottom], screen: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = Deferring()
        root.title = "vc"
        world.window.rootViewController = root
        let button = UIButton(frame: r(20, 620, 335, 44))
        button.accessibilityIdentifier = "send"
        root.view.addSubview(button)
        root.edges = [.bottom]
        world.app.touch(finger: 1, .began, at: p(100, 655))
        #expect(world.log.lines == ["send sends touchDown"])
        world.app.touch(finger: 1, .ended, at: p(100, 655))
        world.log.clear()
        // A change counts only once the window is told to read it again.
        root.edges = []
        world.app.advance(by: 1)
        world.app.tap(at: p(100, 655))
        #expect(world.log.lines.first == "send sends touchDown")
        #expect(world.window.screenEdgesDeferringSystemGestures().edges == [.bottom])
        world.log.clear()
        root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        world.app.advance(by: 1)
        world.app.touch(finger: 1, .began, at: p(100, 655))
        #expect(world.log.lines.isEmpty)
        #expect(world.window.screenEdgesDeferringSystemGestures().controller === root)
    }

    @Test("Observed (system edge): childForScreenEdgesDeferringSystemGestures lets a child's edges count")
    func childAnswers() {
        let world = World(topics: [.actions])
        let root = Deferring()
        let child = Deferring()
        child.edges = [.bottom]
        root.addChild(child)
        root.child = child
        world.window.rootViewController = root
        let answer = world.window.screenEdgesDeferringSystemGestures()
        #expect(answer.controller === child)
        #expect(answer.edges == [.bottom])
    }
}
