import Foundation
import Testing
@testable import ResponderKit

/// `TouchRouting` fed touches in given delivery states and views with given properties, and its
/// plan read back as lines: no event is sent and no handler runs.
@Suite("Touch routing: the view delivery planner")
@MainActor
struct TouchRoutingTests {
    let app = UIApplication()
    let window: UIWindow

    init() {
        window = UIWindow(frame: r(0, 0, 375, 667), application: app)
        window.accessibilityIdentifier = "window"
    }

    /// A view named `id` in `parent` (default: the window).
    @discardableResult
    func view(_ id: String, multiple: Bool = false, exclusive: Bool = false, in parent: UIView? = nil) -> UIView {
        let view = UIView(frame: r(0, 0, 10, 10))
        view.accessibilityIdentifier = id
        view.isMultipleTouchEnabled = multiple
        view.isExclusiveTouch = exclusive
        (parent ?? window).addSubview(view)
        return view
    }

    /// A touch of `finger` bound to `view` in `window`, brought into its delivery state by `history`.
    func touch(
        _ finger: Int, on view: UIView, in window: UIWindow? = nil,
        _ history: (inout TouchDeliveryState) -> Void = { _ in }
    ) -> UITouch {
        let touch = UITouch(finger: finger, location: .zero, timestamp: 0, tapCount: 1)
        touch.view = view
        touch.window = window ?? self.window
        history(&touch._delivery)
        return touch
    }

    /// The plan as lines: withheld, delayed, discarded, then the steps in order.
    func describe(_ plan: TouchDeliveryPlan) -> [String] {
        func fingers(_ touches: ArraySlice<UITouch>) -> String {
            Array(touches).map { String($0.finger) }.joined(separator: ",")
        }
        return plan.withheld.map { "withhold \($0.touch.finger): \($0.reason)" }
            + plan.delayed.map { "delay \($0.touch.finger) \($0.phase)" }
            + plan.discarded.map { "discard \($0.finger)" }
            + plan.steps.map {
                "\($0.message.rawValue) → \(TraceRecord.name(of: $0.view)) [\(fingers(plan.touches[$0.range]))]"
            }
    }

    /// Plans `live` and `held` for `window` (default: the window), with `delays` as the
    /// recognizers' answer.
    func plan(
        _ live: [UITouch], held: [UITouch] = [], in window: UIWindow? = nil,
        delays: (UITouch, UITouch.Phase) -> Bool = { _, _ in false }
    ) -> [String] {
        var plan = TouchDeliveryPlan()
        TouchRouting.plan(live, held: held, in: window ?? self.window, delays: delays, into: &plan)
        return describe(plan)
    }

    // MARK: Updates

    @Test(
        "T4 T5: a new touch is owed touchesBegan, a tracked one that moved touchesMoved, a lifted one touchesEnded, a stationary one nothing"
    )
    func owedPhases() {
        let (a, b, c, d) = (view("A"), view("B"), view("C"), view("D"))
        let touches = [
            touch(1, on: a) {
                $0.sent(.touchesBegan); $0.receive(.moved)
            },
            touch(2, on: b) {
                $0.sent(.touchesBegan); $0.receive(.stationary)
            },
            touch(3, on: c),
            touch(4, on: d) {
                $0.sent(.touchesBegan); $0.receive(.ended)
            }
        ]
        #expect(plan(touches) == ["touchesBegan → C [3]", "touchesMoved → A [1]", "touchesEnded → D [4]"])
    }

    @Test(
        "T6: every touchesBegan first, then moved, ended, cancelled; one step per view, views in the order of their first touch"
    )
    func stepOrder() {
        let a = view("A", multiple: true), b = view("B", multiple: true)
        let touches = [
            touch(1, on: a) {
                $0.sent(.touchesBegan); $0.receive(.moved)
            },
            touch(2, on: b) {
                $0.sent(.touchesBegan); $0.receive(.cancelled)
            },
            touch(3, on: a) {
                $0.sent(.touchesBegan); $0.receive(.moved)
            },
            touch(4, on: b),
            touch(5, on: a),
            touch(6, on: b) {
                $0.sent(.touchesBegan); $0.receive(.ended)
            }
        ]
        #expect(
            plan(touches) == [
                "touchesBegan → B [4]", "touchesBegan → A [5]",
                "touchesMoved → A [1,3]",
                "touchesEnded → B [6]",
                "touchesCancelled → B [2]"
            ])
    }

    @Test(
        "GV4: while recognizers hold back a touch's touchesBegan it is delayed; let go, its view gets touchesBegan, then touchesMoved for the move it missed"
    )
    func delayedBegin() {
        let a = view("A")
        let touch = touch(1, on: a) { $0.receive(.moved) }
        #expect(plan([touch], delays: { _, phase in phase == .began }) == ["delay 1 began"])
        #expect(plan([touch]) == ["touchesBegan → A [1]", "touchesMoved → A [1]"])
    }

    @Test(
        "GV5 M1: a lifted touch whose touchesEnded is held back is delayed, and its view no longer counts as tracking it"
    )
    func delayedEnd() {
        let a = view("A")
        let lifted = touch(1, on: a) {
            $0.sent(.touchesBegan); $0.receive(.ended)
        }
        let next = touch(2, on: a)
        #expect(
            plan([next], held: [lifted], delays: { _, phase in phase == .ended }) == [
                "delay 1 ended", "touchesBegan → A [2]"
            ])
    }

    @Test("GV4 GV5: a touch let go late is owed its begin and its end in one plan, and the end can still be held back")
    func lateBeginHeldEnd() {
        let a = view("A")
        let lifted = touch(1, on: a) { $0.receive(.ended) }
        #expect(
            plan([], held: [lifted], delays: { _, phase in phase == .ended }) == [
                "delay 1 ended", "touchesBegan → A [1]"
            ])
        #expect(plan([], held: [lifted]) == ["touchesBegan → A [1]", "touchesEnded → A [1]"])
    }

    @Test("M1 M6: a view without multiple touch gets only the first of two new touches; with it, both")
    func multipleTouch() {
        let single = view("single"), multiple = view("multiple", multiple: true)
        #expect(
            plan([touch(1, on: single), touch(2, on: single)]) == [
                "withhold 2: the view is tracking a touch and isMultipleTouchEnabled is false",
                "touchesBegan → single [1]"
            ])
        #expect(
            plan([touch(3, on: single) { $0.sent(.touchesBegan) }, touch(4, on: single)]) == [
                "withhold 4: the view is tracking a touch and isMultipleTouchEnabled is false"
            ])
        #expect(plan([touch(1, on: multiple), touch(2, on: multiple)]) == ["touchesBegan → multiple [1,2]"])
    }

    @Test(
        "M4: an exclusive view gets no new touch while another view tracks one, and blocks new touches elsewhere while it tracks"
    )
    func exclusiveTouch() {
        let exclusive = view("exclusive", multiple: true, exclusive: true), other = view("other")
        let refused = "an exclusive-touch view is involved and another view is tracking"
        // (a) another view is tracking.
        #expect(
            plan([touch(1, on: other) { $0.sent(.touchesBegan) }, touch(2, on: exclusive)]) == [
                "withhold 2: \(refused)"
            ])
        // (b) the exclusive view is tracking: not another view, but itself, if it takes several.
        #expect(
            plan([touch(1, on: exclusive) { $0.sent(.touchesBegan) }, touch(2, on: other), touch(3, on: exclusive)])
                == [
                    "withhold 2: \(refused)",
                    "touchesBegan → exclusive [3]"
                ])
        // Of two new touches at once, the first wins (M6).
        #expect(
            plan([touch(1, on: exclusive), touch(2, on: other)]) == [
                "withhold 2: \(refused)", "touchesBegan → exclusive [1]"
            ])
        // A lifted finger no longer tracks.
        #expect(
            plan([
                touch(1, on: other) {
                    $0.sent(.touchesBegan); $0.receive(.ended)
                }, touch(2, on: exclusive)
            ]) == [
                "touchesBegan → exclusive [2]", "touchesEnded → other [1]"
            ])
    }

    @Test("a touch the host cancelled before its view saw it is discarded: its view never hears of it")
    func cancelledBeforeBegin() {
        let a = view("A")
        let touch = touch(1, on: a) { $0.receive(.cancelled) }
        #expect(plan([touch], delays: { _, _ in true }) == ["discard 1"])
    }

    @Test(
        "T2 W7: only the window's own touches are planned, live ones then held ones; touches that reach no view get nothing"
    )
    func ownTouchesOnly() {
        let a = view("A", multiple: true)
        let otherWindow = UIWindow(frame: r(0, 0, 100, 100), application: app)
        let x = UIView(frame: r(0, 0, 10, 10))
        x.accessibilityIdentifier = "X"
        otherWindow.addSubview(x)
        let live = [
            touch(1, on: a) {
                $0.sent(.touchesBegan); $0.receive(.moved)
            },
            touch(2, on: x, in: otherWindow) {
                $0.sent(.touchesBegan); $0.receive(.moved)
            },
            touch(3, on: a) {
                $0.withhold(); $0.receive(.moved)
            }
        ]
        let held = [
            touch(4, on: a) {
                $0.sent(.touchesBegan); $0.receive(.ended)
            },
            touch(5, on: a) {
                $0.detach(); $0.receive(.ended)
            },
            touch(6, on: a) {
                $0.sent(.touchesBegan); $0.receive(.ended); $0.sent(.touchesEnded)
            }
        ]
        #expect(plan(live, held: held) == ["touchesMoved → A [1]", "touchesEnded → A [4]"])
        #expect(plan(live, held: held, in: otherWindow) == ["touchesMoved → X [2]"])
    }

    // MARK: Cancellations

    @Test(
        "GV3: a recognized gesture's touches: the views tracking them are owed touchesCancelled, touches their views have not seen are discarded"
    )
    func gestureCancellations() {
        let a = view("A", multiple: true), b = view("B")
        let recognizer = UIGestureRecognizer()
        recognizer._touches = [
            touch(1, on: a) { $0.sent(.touchesBegan) },
            touch(2, on: b),
            touch(3, on: a) {
                $0.sent(.touchesBegan); $0.receive(.ended)
            },
            touch(4, on: b) {
                $0.sent(.touchesBegan); $0.receive(.ended); $0.sent(.touchesEnded)
            }
        ]
        var plan = TouchDeliveryPlan()
        TouchRouting.cancellations(takenBy: recognizer, into: &plan)
        #expect(describe(plan) == ["discard 2", "touchesCancelled → A [1,3]"])
    }

    @Test(
        "T13: a subtree leaving the window: the views at or under its root tracking a touch are owed touchesCancelled, live and held touches alike"
    )
    func removalCancellations() {
        let root = view("root", multiple: true)
        let a = view("A", multiple: true, in: root), b = view("B")
        let live = [
            touch(1, on: a) { $0.sent(.touchesBegan) },
            touch(2, on: b) { $0.sent(.touchesBegan) },
            touch(3, on: a),
            touch(4, on: root) {
                $0.sent(.touchesBegan); $0.receive(.moved)
            }
        ]
        let held = [
            touch(5, on: a) {
                $0.sent(.touchesBegan); $0.receive(.ended)
            }
        ]
        let plan = TouchRouting.cancellations(of: live, held: held, leaving: root, in: window)
        #expect(describe(plan) == ["touchesCancelled → A [1,5]", "touchesCancelled → root [4]"])
    }

    // MARK: Admission

    @Test(
        "S2 T13 GV3: when a step is sent, each touch is asked again: owed or not, its view still in the window, the scroll view's answer"
    )
    func admission() {
        let inWindow = view("in")
        let removed = UIView(frame: r(0, 0, 10, 10))
        let recognizer = UIGestureRecognizer()
        func step(_ message: ResponderMessage, _ view: UIView) -> TouchDeliveryPlan.Step {
            .init(message: message, view: view, range: 0..<1)
        }
        func admission(
            _ touch: UITouch, _ step: TouchDeliveryPlan.Step, _ cause: TouchDeliveryPlan.Cause,
            declines: Bool = false
        ) -> TouchRouting.Admission {
            TouchRouting.admission(of: touch, to: step, cause: cause, declinedByScrollView: { _, _ in declines })
        }
        let new = touch(1, on: inWindow)
        let tracked = touch(2, on: inWindow) { $0.sent(.touchesBegan) }
        let cancelling = touch(3, on: inWindow) {
            $0.sent(.touchesBegan); $0.cancel()
        }
        let update = TouchDeliveryPlan.Cause.update(window)
        #expect(admission(new, step(.touchesBegan, inWindow), update) == .send)
        #expect(
            admission(new, step(.touchesBegan, inWindow), update, declines: true) == .withhold(.declinedByScrollView))
        #expect(admission(new, step(.touchesBegan, removed), update) == .detach(.viewRemovedFromWindow))
        // A handler of an earlier step delivered it, or nothing is owed any more.
        #expect(admission(tracked, step(.touchesBegan, inWindow), update) == .skip)
        #expect(admission(tracked, step(.touchesMoved, inWindow), update) == .skip)
        // A touch being cancelled gets exactly its touchesCancelled.
        #expect(admission(cancelling, step(.touchesCancelled, inWindow), .gesture(recognizer)) == .send)
        #expect(admission(cancelling, step(.touchesEnded, inWindow), update) == .skip)
        // A gesture's cancellation skips a view that has left its window; a removal's does not.
        #expect(admission(cancelling, step(.touchesCancelled, removed), .gesture(recognizer)) == .detach(nil))
        #expect(
            admission(cancelling, step(.touchesCancelled, removed), .removal(root: removed, window: window)) == .send)
    }
}
