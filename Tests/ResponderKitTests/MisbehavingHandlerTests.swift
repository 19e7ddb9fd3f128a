import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

// Handlers that do what real apps do: tear down the hierarchy under the finger, rewire
// recognizers from their actions, answer hit-tests with views from elsewhere, and send events
// from inside event delivery. Every touch still ends exactly once for every responder that saw
// it begin, and nothing is left alive.

@Suite("Handlers that misbehave")
@MainActor
struct MisbehavingHandlerTests {
    /// A window with `root → container → view` (the view under (50, 50)), a ledger over all three
    /// plus the controller and window, and the touch log.
    @MainActor
    final class Stage {
        let world = World(topics: [.touches, .events])
        let container: UIView
        let view: UIView
        let ledger = TouchLedger()

        init() {
            container = world.view("container", CGRect(x: 0, y: 0, width: 200, height: 200))
            view = world.view("view", CGRect(x: 20, y: 20, width: 100, height: 100), in: container)
            ledger.watch([world.window, world.controller, world.root, container, view])
        }

        /// Runs `body` when `view` (or `responder`) gets `message`, before its own handling.
        func on(
            _ message: ResponderMessage, of responder: UIResponder? = nil,
            _ body: @escaping (Set<UITouch>, UIEvent?) -> Void
        ) {
            let responder = responder ?? view
            let overrides = responder.overrides!
            let previous = overrides.receive!
            overrides.receive = { responder, m, touches, callSuper in
                previous(responder, m, touches, callSuper)
                if m == message { body(touches, nil) }
            }
        }

        func expectAtRest(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(ledger.problemsAtRest() == [], comment, sourceLocation: sourceLocation)
            #expect(
                ledger.liveTouchesAfterRelease() == 0, "touches alive after their sequence",
                sourceLocation: sourceLocation)
            // The handlers tore the hierarchy down mid-event: walk all of what is left.
            world.app._checkHierarchyInvariants()
        }
    }

    @Test("T13: touchesBegan removes its own view, its superview, the root view, or hides the window", arguments: 0..<4)
    func removalInBegan(what: Int) {
        let stage = Stage()
        stage.on(.touchesBegan) { _, _ in
            switch what {
            case 0: stage.view.removeFromSuperview()
            case 1: stage.container.removeFromSuperview()
            case 2: stage.world.root.removeFromSuperview()
            default: stage.world.window.isHidden = true
            }
        }
        stage.world.app.tap(at: CGPoint(x: 50, y: 50))
        stage.world.app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 60))
        stage.expectAtRest()
    }

    @Test(
        "T13: touchesMoved and touchesEnded handlers that tear down the hierarchy",
        arguments: [ResponderMessage.touchesMoved, .touchesEnded])
    func removalLater(message: ResponderMessage) {
        let stage = Stage()
        stage.on(message) { _, _ in stage.container.removeFromSuperview() }
        stage.world.app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 60))
        stage.expectAtRest()
    }

    @Test("T13: a second finger's touchesBegan removes the view the first finger is on")
    func otherFingerRemoves() {
        let stage = Stage()
        let other = stage.world.view("other", CGRect(x: 250, y: 250, width: 50, height: 50))
        stage.ledger.watch([other])
        stage.on(.touchesBegan, of: other) { _, _ in stage.view.removeFromSuperview() }
        let app = stage.world.app
        app.touch(finger: 1, .began, at: CGPoint(x: 50, y: 50))
        app.touch(finger: 2, .began, at: CGPoint(x: 260, y: 260))
        app.touch(finger: 1, .moved, at: CGPoint(x: 55, y: 50))
        app.touch(finger: 2, .ended, at: CGPoint(x: 260, y: 260))
        app.touch(finger: 1, .ended, at: CGPoint(x: 55, y: 50))
        stage.expectAtRest()
        #expect(stage.ledger.messages.contains("view touchesCancelled [1]"))
    }

    @Test(
        "GR3: actions that remove their own recognizer, disable another, or add a view under the finger",
        arguments: 0..<3)
    func recognizerActions(what: Int) {
        let stage = Stage()
        let pan = UIPanGestureRecognizer()
        let longPress = UILongPressGestureRecognizer()
        longPress.minimumPressDuration = 0.1
        pan.cancelsTouchesInView = false
        stage.view.addGestureRecognizer(pan)
        stage.container.addGestureRecognizer(longPress)
        var added: UIView?
        var actions: [String] = []
        pan.addAction { recognizer in
            actions.append("pan \(recognizer.state)")
            switch what {
            case 0: stage.view.removeGestureRecognizer(pan)
            case 1: longPress.isEnabled = false
            default:
                if added == nil {
                    added = stage.world.view("added", CGRect(x: 0, y: 0, width: 200, height: 200))
                    stage.ledger.watch([added!])
                }
            }
        }
        longPress.addAction { recognizer in actions.append("long press \(recognizer.state)") }
        let app = stage.world.app
        app.touch(finger: 1, .began, at: CGPoint(x: 50, y: 50))
        for step in 1...10 {
            app.advance(by: 0.02)
            app.touch(finger: 1, .moved, at: CGPoint(x: 50 + 3 * step, y: 50))
        }
        app.touch(finger: 1, .ended, at: CGPoint(x: 80, y: 50))
        app.tap(at: CGPoint(x: 50, y: 50))
        app.advance(by: 1)
        stage.expectAtRest()
        #expect(actions.first == "pan began")
        #expect(pan.state == .possible && longPress.state == .possible)
        if what == 2 { #expect(stage.ledger.messages.contains { $0.hasPrefix("added touchesBegan") }) }
    }

    @Test(
        "H12: a hitTest override answering with a view of another window, or a detached view, drops the touch",
        arguments: [false, true])
    func foreignHitTestAnswers(detached: Bool) {
        let stage = Stage()
        let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: stage.world.app)
        let foreign = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        if !detached { otherWindow.addSubview(foreign) }
        stage.ledger.watch([foreign])
        stage.container.overrides!.hitTest = { _, _, _, _ in foreign }
        stage.world.app.tap(at: CGPoint(x: 50, y: 50))
        stage.expectAtRest()
        #expect(stage.ledger.messages.isEmpty)
    }

    @Test("W7: sending the event being delivered again, to the window or the application, is refused and traced")
    func reentrantSendEvent() {
        final class Resender: UIView {
            var sends = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                sends += 1
                window?.sendEvent(event!)
                window?.application?.sendEvent(event!)
            }
        }
        let stage = Stage()
        let resender = stage.world.add(
            Resender(frame: CGRect(x: 150, y: 150, width: 40, height: 40)), "resender", in: stage.container)
        stage.ledger.watch([resender])
        stage.world.app.tap(at: CGPoint(x: 160, y: 160))
        stage.expectAtRest()
        #expect(resender.sends == 1)
        #expect(
            stage.world.log.lines == [
                "touch 1 began in window on resender",
                "touchesBegan resender [1]",
                "touches event dropped: sendEvent was called again while this event was being delivered",
                "touches event dropped: sendEvent was called again while this event was being delivered",
                "touchesEnded resender [1]"
            ])
    }

    @Test("Q1: input enqueued from a handler is delivered after the event in progress, in order")
    func inputFromHandlers() {
        let stage = Stage()
        var taps = 0
        stage.on(.touchesEnded) { _, _ in
            taps += 1
            guard taps < 3 else { return }
            let app = stage.world.app
            app.enqueue(.touches([RawTouch(finger: 7, phase: .began, location: CGPoint(x: 50, y: 50))]))
            app.enqueue(.touches([RawTouch(finger: 7, phase: .ended, location: CGPoint(x: 50, y: 50))]))
            app.runUntilIdle()  // returns at once: the outer loop delivers them
        }
        stage.world.app.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 3)
        stage.expectAtRest()
        #expect(
            stage.ledger.messages.filter { $0.hasPrefix("view ") } == [
                "view touchesBegan [1]", "view touchesEnded [1]",
                "view touchesBegan [7]", "view touchesEnded [7]",
                "view touchesBegan [7]", "view touchesEnded [7]"
            ])
    }

    @Test("Q1: a handler that moves the clock runs the timers due on the way; every touch still ends")
    func clockFromHandlers() {
        let stage = Stage()
        let longPress = UILongPressGestureRecognizer()
        var actions: [UIGestureRecognizer.State] = []
        longPress.addAction { actions.append($0.state) }
        stage.view.addGestureRecognizer(longPress)
        stage.on(.touchesBegan) { _, _ in stage.world.app.advance(by: 1) }
        stage.world.app.tap(at: CGPoint(x: 50, y: 50))
        stage.world.app.advance(by: 1)
        stage.expectAtRest()
        #expect(actions == [.began, .ended])
        #expect(longPress.state == .possible)
    }
}
