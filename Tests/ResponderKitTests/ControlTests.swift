import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

/// A controller whose action methods log what they received.
final class TargetController: UIViewController {
    var log: EventLog?
    func buttonTapped() { log?.append("buttonTapped") }
    func sliderMoved(_ slider: UISlider) { log?.append("sliderMoved \(slider.value)") }
    func withEvent(_ sender: UIButton, _ event: UIEvent?) { log?.append("withEvent \(event?.type == .touches)") }
}

@Suite("UIControl: tracking and control events")
@MainActor
struct ControlTests {
    @Test("C1: defaults, and state synthesised from the flags")
    func defaults() {
        let control = UIControl()
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        #expect(control.state == .normal && control.touchInsideMargin == 70)
        control.isSelected = true
        control.isHighlighted = true
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
    }

    @Test("C3 C4 C5 C7: a drag out past the 70 pt margin and back sends exit, outside, enter, inside, up inside")
    func dragEvents() {
        let world = World(topics: [.actions])
        let button = world.add(UIButton(frame: r(100, 100, 50, 50)), "button")
        var highlights: [Bool] = []
        button.addAction(UIAction(title: "note") { _ in highlights.append(button.isHighlighted) }, for: .allTouchEvents)
        let app = world.app
        app.touch(finger: 1, .began, at: p(110, 110))
        app.touch(finger: 1, .moved, at: p(200, 110))  // 50 pt outside the bounds: still inside
        app.touch(finger: 1, .moved, at: p(300, 110))  // beyond the margin
        app.touch(finger: 1, .moved, at: p(310, 110))
        app.touch(finger: 1, .moved, at: p(120, 120))
        app.touch(finger: 1, .ended, at: p(120, 120))
        #expect(
            world.log.lines == [
                "button sends touchDown",
                "UIAction note from button",
                "button sends touchDragInside",
                "UIAction note from button",
                "button sends touchDragOutside|touchDragExit",
                "UIAction note from button",
                "button sends touchDragOutside",
                "UIAction note from button",
                "button sends touchDragInside|touchDragEnter",
                "UIAction note from button",
                "button sends touchUpInside",
                "UIAction note from button",
                "button sends primaryActionTriggered"
            ])
        #expect(highlights == [true, true, false, false, true, false])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test("C3 C5: a second quick tap adds touchDownRepeat; lifting outside sends touchUpOutside and no primary action")
    func repeatAndOutside() {
        let world = World(topics: [.actions])
        let button = world.add(UIButton(frame: r(100, 100, 50, 50)), "button")
        button.touchInsideMargin = 0
        let app = world.app
        app.tap(at: p(110, 110), count: 2)
        app.advance(by: 1)
        app.drag(from: p(110, 110), to: p(160, 110), duration: 0.1, steps: 1)
        #expect(
            world.log.lines == [
                "button sends touchDown",
                "button sends touchUpInside",
                "button sends primaryActionTriggered",
                "button sends touchDown|touchDownRepeat",
                "button sends touchUpInside",
                "button sends primaryActionTriggered",
                "button sends touchDown",
                "button sends touchDragOutside|touchDragExit",
                "button sends touchUpOutside"
            ])
    }

    @Test("C3 C5 T5: a second finger on a control goes up the chain in every phase, even when it lands with the first")
    func secondFinger() {
        let world = World(topics: [])
        let button = world.add(UIButton(frame: r(100, 100, 100, 100)), "button")
        button.isMultipleTouchEnabled = true
        let ledger = TouchLedger()
        ledger.watch([button, world.root, world.controller, world.window])
        world.app.enqueue(
            .touches([
                RawTouch(finger: 1, phase: .began, location: p(110, 110)),
                RawTouch(finger: 2, phase: .began, location: p(150, 150))
            ]))
        world.app.runUntilIdle()
        world.app.touch(finger: 2, .moved, at: p(155, 150))
        world.app.enqueue(
            .touches([
                RawTouch(finger: 1, phase: .ended, location: p(110, 110)),
                RawTouch(finger: 2, phase: .ended, location: p(155, 150))
            ]))
        world.app.runUntilIdle()
        #expect(ledger.problemsAtRest() == [])
        #expect(
            ledger.messages == [
                "button touchesBegan [1,2]", "root touchesBegan [2]", "vc touchesBegan [2]", "window touchesBegan [2]",
                "button touchesMoved [2]", "root touchesMoved [2]", "vc touchesMoved [2]", "window touchesMoved [2]",
                "button touchesEnded [1,2]", "root touchesEnded [2]", "vc touchesEnded [2]", "window touchesEnded [2]"
            ])
    }

    @Test("C2: a disabled control sends nothing and lets the touch go up the chain")
    func disabled() {
        let world = World(topics: [.actions, .responders])
        let button = world.add(UIButton(frame: r(100, 100, 50, 50)), "button")
        button.isEnabled = false
        world.app.tap(at: p(110, 110))
        #expect(
            world.log.lines == [
                "touchesBegan button -> root",
                "touchesBegan root -> vc",
                "touchesBegan vc -> window",
                "touchesBegan window -> UIApplication",
                "touchesBegan UIApplication -> end of chain",
                "touchesEnded button -> root",
                "touchesEnded root -> vc",
                "touchesEnded vc -> window",
                "touchesEnded window -> UIApplication",
                "touchesEnded UIApplication -> end of chain"
            ])
    }

    @Test(
        "C6 T13: a control whose touch is taken sends touchCancel; cancelTracking gets the event from a recognizer, nil when leaving the window"
    )
    func cancel() {
        let world = World(topics: [.actions])
        let button = world.add(UIButton(frame: r(100, 100, 100, 50)), "button")
        var cancelEvents: [Bool] = []
        final class Spy: UIButton {
            var onCancel: ((UIEvent?) -> Void)?
            override func cancelTracking(with event: UIEvent?) { onCancel?(event) }
        }
        let spy = world.add(Spy(frame: r(100, 300, 100, 50)), "spy")
        spy.onCancel = { cancelEvents.append($0 != nil) }
        let pan = UIPanGestureRecognizer()
        world.root.addGestureRecognizer(pan)
        let app = world.app
        app.drag(from: p(110, 110), to: p(190, 110), duration: 0.1, steps: 2)
        app.touch(finger: 1, .began, at: p(110, 310))
        app.touch(finger: 1, .moved, at: p(180, 310))
        app.touch(finger: 1, .ended, at: p(180, 310))
        pan.isEnabled = false
        app.touch(finger: 1, .began, at: p(110, 310))
        spy.removeFromSuperview()
        app.touch(finger: 1, .ended, at: p(110, 310))
        #expect(
            world.log.lines == [
                "button sends touchDown",
                "button sends touchCancel",
                "spy sends touchDown",
                "spy sends touchCancel",
                "spy sends touchDown",
                "spy sends touchCancel"
            ])
        #expect(cancelEvents == [true, false])
        _ = button
    }

    @Test("C8: UIButton(primaryAction:) runs its action on each successful tap, with the button as sender")
    func primaryAction() {
        let world = World(topics: [])
        var senders: [String] = []
        let button = UIButton(
            frame: r(0, 0, 80, 40),
            primaryAction: UIAction(title: "go") { action in
                senders.append(TraceRecord.name(of: action.sender))
            })
        world.add(button, "go")
        world.app.tap(at: p(10, 10))
        world.app.advance(by: 1)
        world.app.tap(at: p(10, 10))
        #expect(senders == ["go", "go"])
    }

    @Test(
        "C10 A1 A2: every registration runs once per event, in registration order; typed methods; nil target climbs the chain"
    )
    func targetAction() {
        let world = World(topics: [.actions])
        let controller = TargetController()
        controller.title = "target"
        controller.log = world.log
        world.controller.implement("copy:") { _, _ in world.log.append("vc copy:") }
        let button = world.add(UIButton(frame: r(0, 0, 80, 40)), "button")
        button.addTarget(controller, action: TargetController.buttonTapped, for: .touchUpInside)
        button.addTarget(nil, action: "copy:", for: [.touchUpInside, .touchDown])
        button.addTarget(controller, action: TargetController.withEvent, for: .touchUpInside)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchDown) == ["copy:"])
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == nil)
        #expect(button.allTargets.count == 2)
        #expect(button.allControlEvents == [.touchUpInside, .touchDown])
        world.app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "button sends touchDown",
                "action copy: from button -> vc",
                "vc copy:",
                "button sends touchUpInside",
                "method of target from button",
                "buttonTapped",
                "action copy: from button -> vc",
                "vc copy:",
                "method of target from button",
                "withEvent true",
                "button sends primaryActionTriggered"
            ])
        world.log.clear()
        button.removeTarget(nil, action: "copy:", for: .touchDown)
        button.removeTarget(controller, action: nil, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(world.log.lines == ["button sends touchUpInside", "action copy: from button -> vc", "vc copy:"])
    }

    @Test("T14: a touch forwarded by hand to a control that it is not bound to is not tracked")
    func unboundTouch() {
        final class Forwarder: UIView {
            weak var button: UIButton?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                button?.touchesBegan(touches, with: event)
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                button?.touchesEnded(touches, with: event)
            }
        }
        let world = World(topics: [.actions])
        let button = world.add(UIButton(frame: r(0, 0, 80, 40)), "button")
        let forwarder = world.add(Forwarder(frame: r(0, 100, 80, 40)), "forwarder")
        forwarder.button = button
        world.app.tap(at: p(10, 110))
        #expect(world.log.lines.isEmpty)
    }

    @Test("C2 C6: a control disabled mid-touch sends touchCancel once and keeps the rest of that touch to itself")
    func disabledMidTouch() {
        let world = World(topics: [.actions, .responders])
        let button = world.add(UIButton(frame: r(0, 0, 100, 40)), "button")
        let app = world.app
        app.touch(finger: 1, .began, at: p(10, 10))
        button.isEnabled = false
        app.touch(finger: 1, .moved, at: p(20, 10))
        app.touch(finger: 1, .ended, at: p(20, 10))
        app.advance(by: 1)
        app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "button sends touchDown",
                "button sends touchCancel",
                "touchesBegan button -> root", "touchesBegan root -> vc", "touchesBegan vc -> window",
                "touchesBegan window -> UIApplication", "touchesBegan UIApplication -> end of chain",
                "touchesEnded button -> root", "touchesEnded root -> vc", "touchesEnded vc -> window",
                "touchesEnded window -> UIApplication", "touchesEnded UIApplication -> end of chain"
            ])
    }
}
