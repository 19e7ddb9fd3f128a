import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@Suite("Run-time responder overrides")
@MainActor
struct OverridesTests {
    @Test("an override stands for the most-derived method: forwarded messages reach it, and without super they stop")
    func receive() {
        let world = World(topics: [.responders])
        let parent = world.view("parent", r(0, 0, 200, 200))
        world.view("child", r(0, 0, 100, 100), in: parent)
        let overrides = ResponderOverrides()
        var callSuper = false
        overrides.receive = { responder, message, _, superCall in
            world.log.append("\(TraceRecord.name(of: responder)) overrides \(message)")
            if callSuper { superCall() }
        }
        parent.overrides = overrides
        world.app.touch(finger: 1, .began, at: p(10, 10))
        callSuper = true
        world.app.touch(finger: 1, .ended, at: p(10, 10))
        #expect(
            world.log.lines == [
                "touchesBegan child -> parent",
                "parent overrides touchesBegan",
                "touchesEnded child -> parent",
                "parent overrides touchesEnded",
                "touchesEnded parent -> root",
                "touchesEnded root -> vc",
                "touchesEnded vc -> window",
                "touchesEnded window -> UIApplication",
                "touchesEnded UIApplication -> end of chain"
            ])
    }

    @Test("seed 002 through overrides: a button whose touchesBegan does not call super never tracks")
    func buttonWithoutSuper() {
        let world = World(topics: [.actions])
        let button = world.add(UIButton(frame: r(0, 0, 100, 40)), "button")
        button.overrides = ResponderOverrides()
        button.overrides?.receive = { _, message, _, callSuper in
            if message != .touchesBegan { callSuper() }
        }
        world.app.tap(at: p(10, 10))
        #expect(world.log.lines.isEmpty)
    }

    @Test("hit-testing and first-responder changes honour overrides")
    func hitTestAndFirstResponder() {
        let world = World(topics: [])
        let round = world.view("round", r(0, 0, 100, 100))
        world.view("inner", r(0, 0, 50, 50), in: round)
        round.overrides = ResponderOverrides()
        round.overrides?.pointInside = { view, point, _, _ in
            point.distance(to: CGPoint(x: 50, y: 50)) <= 50
        }
        #expect(world.hit(5, 5) == "root")
        #expect(world.hit(20, 20) == "inner")
        round.overrides?.hitTest = { view, point, event, callSuper in callSuper() == nil ? nil : view }
        #expect(world.hit(20, 20) == "round")
        #expect(!round.becomeFirstResponder())
        round.overrides?.canBecomeFirstResponder = true
        round.overrides?.canResignFirstResponder = false
        #expect(round.becomeFirstResponder())
        #expect(!round.resignFirstResponder())
    }

    @Test("canBecomeFirstResponder and canResignFirstResponder answer with the overrides, a text field's too")
    func firstResponderPropertiesAnswerWithOverrides() {
        let world = World(topics: [])
        let plain = world.view("plain", r(0, 0, 100, 100))
        let field = world.add(UITextField(frame: r(0, 100, 100, 40)), "field")
        #expect(!plain.canBecomeFirstResponder && plain.canResignFirstResponder)
        #expect(field.canBecomeFirstResponder)
        plain.overrides = ResponderOverrides()
        plain.overrides?.canBecomeFirstResponder = true
        plain.overrides?.canResignFirstResponder = false
        field.overrides = ResponderOverrides()
        field.overrides?.canBecomeFirstResponder = false
        #expect(plain.canBecomeFirstResponder && !plain.canResignFirstResponder)
        #expect(!field.canBecomeFirstResponder)
        #expect(!field.becomeFirstResponder())
    }
}

private extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}
