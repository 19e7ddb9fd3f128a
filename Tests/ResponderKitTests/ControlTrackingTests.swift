import Foundation
import Testing
@testable import ResponderKit

/// `ControlTracking` fed positions alone, without a control: every combination of its inputs.
@Suite("Control tracking: the control-event planner")
struct ControlTrackingTests {
    /// The events of a mask, by name, in the mask's bit order.
    private func names(_ events: UIControl.Event) -> [String] {
        let all: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered")
        ]
        return all.filter { events.contains($0.0) }.map(\.1)
    }

    @Test("C3: a touch coming down sends touchDown, with touchDownRepeat from the second tap of a series on")
    func touchDown() {
        let lines = (1...4).map { "tap \($0): \(names(ControlTracking.touchDown(tapCount: $0)))" }
        #expect(
            lines == [
                "tap 1: [\"touchDown\"]",
                "tap 2: [\"touchDown\", \"touchDownRepeat\"]",
                "tap 3: [\"touchDown\", \"touchDownRepeat\"]",
                "tap 4: [\"touchDown\", \"touchDownRepeat\"]"
            ])
    }

    @Test("C4: every move sends a drag inside or outside; a crossing adds the enter or the exit, in the same mask")
    func move() {
        var lines: [String] = []
        for wasInside in [true, false] {
            for isInside in [true, false] {
                let events = ControlTracking.move(wasInside: wasInside, isInside: isInside)
                lines.append(
                    "\(wasInside ? "in" : "out") → \(isInside ? "in" : "out"): \(names(events).joined(separator: " + "))"
                )
            }
        }
        #expect(
            lines == [
                "in → in: touchDragInside",
                "in → out: touchDragOutside + touchDragExit",
                "out → in: touchDragInside + touchDragEnter",
                "out → out: touchDragOutside"
            ])
    }

    @Test("C5: the lift sends touchUpInside or touchUpOutside")
    func up() {
        #expect(names(ControlTracking.up(isInside: true)) == ["touchUpInside"])
        #expect(names(ControlTracking.up(isInside: false)) == ["touchUpOutside"])
    }

    @Test("C7: inside while tracking means the bounds grown by the margin on every side, edges as for hit-testing")
    func isInside() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 44)
        func inside(_ x: CGFloat, _ y: CGFloat, margin: CGFloat = 70) -> Bool {
            ControlTracking.isInside(CGPoint(x: x, y: y), bounds: bounds, margin: margin)
        }
        // Each side, just inside the grown bounds and at their far edges.
        #expect(inside(-70, 20) && !inside(-70.5, 20))
        #expect(inside(169.5, 20) && !inside(170, 20))
        #expect(inside(50, -70) && !inside(50, -70.01))
        #expect(inside(50, 113.9) && !inside(50, 114))
        // The corners of the grown bounds are inside too: a rectangle, not a rounded one.
        #expect(inside(-70, -70) && inside(169, 113))
        // A margin of zero is the bounds themselves; a negative one shrinks them.
        #expect(inside(0, 0, margin: 0) && !inside(100, 0, margin: 0))
        #expect(!inside(5, 5, margin: -10) && inside(10, 10, margin: -10))
        // A point that is not a number is nowhere.
        #expect(!inside(.nan, 20) && !inside(50, .nan))
    }
}
