import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

@Suite("Gesture recognizers and presses")
@MainActor
struct GesturePressTests {
    final class Focus: UIView {
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    }

    func scene() -> (World, Focus) {
        let world = World(topics: [.gestures, .events])
        let focus = world.add(Focus(frame: r(0, 0, 100, 100)), "focus")
        #expect(focus.becomeFirstResponder())
        return (world, focus)
    }

    @Test(
        "a recognizer on the first responder's view sees a select press first and, recognizing, takes it from the responder"
    )
    func tapTakesPress() {
        let (world, focus) = scene()
        let tap = world.attach(UITapGestureRecognizer(), "tap", to: world.root)
        var seen: [String] = []
        tap.addAction { g in
            seen = (world.app.pressesEvent.presses(for: g)).map { "\($0.type)" }
        }
        world.app.press(.select)
        #expect(seen == ["select"])
        #expect(
            world.log.lines == [
                "press 1 goes to tap",
                "pressesBegan focus",
                "tap: possible -> ended",
                "tap takes presses [1] from their responder",
                "pressesCancelled focus",
                "tap action (ended)",
                "tap at (0, 0)",
                "tap action (ended)",
                "tap: ended -> possible (reset)"
            ])
        _ = focus
    }

    @Test("allowedPressTypes and gestureRecognizer(_:shouldReceive:) keep presses from a recognizer")
    func filters() {
        let (world, _) = scene()
        let tap = world.attach(UITapGestureRecognizer(), "tap", to: world.root)
        let pan = world.attach(UIPanGestureRecognizer(), "pan", to: world.root)
        #expect(tap.allowedPressTypes == [NSNumber(value: UIPress.PressType.select.rawValue)])
        #expect(pan.allowedPressTypes.isEmpty)
        world.app.press(.menu)
        let delegate = Delegate()
        tap.delegate = delegate
        var asked = 0
        delegate.receivePress = { _, _ in
            asked += 1; return false
        }
        world.app.press(.select)
        #expect(asked == 1)
        #expect(
            world.log.lines == ["pressesBegan focus", "pressesEnded focus", "pressesBegan focus", "pressesEnded focus"])
    }

    @Test("a long press begins after the select button is held for half a second, and ends when it is released")
    func longPressWithButton() {
        let (world, _) = scene()
        world.attach(UILongPressGestureRecognizer(), "hold", to: world.root)
        world.app.press(.select, duration: 0.6)
        #expect(
            world.log.lines == [
                "press 1 goes to hold",
                "pressesBegan focus",
                "hold: possible -> began",
                "hold takes presses [1] from their responder",
                "pressesCancelled focus",
                "hold action (began)",
                "hold at (0, 0)",
                "hold: began -> ended",
                "hold action (ended)",
                "hold at (0, 0)",
                "hold: ended -> possible (reset)"
            ])
    }
}
