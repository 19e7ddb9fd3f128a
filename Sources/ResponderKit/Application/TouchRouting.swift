import Foundation

/// What a window should do with one touch update: which touches are withheld from their views and
/// which view receives which message. A pure decision (DESIGN decision 6); `UIWindow` performs it.
struct TouchDeliveryPlan {
    struct Step {
        var message: ResponderMessage
        var view: UIView
        var touches: [UITouch]
    }

    /// New touches that their views will never receive, and why (M1, M4).
    var withheld: [(touch: UITouch, reason: TouchDropReason)] = []
    /// Touches whose `phase` recognizers hold back from the view for now (GV4, GV5).
    var delayed: [(touch: UITouch, phase: UITouch.Phase, by: [UIGestureRecognizer])] = []
    /// Touches cancelled before their view saw them: they reach no view.
    var discarded: [UITouch] = []
    /// Messages in delivery order: every `touchesBegan`, then moved, ended, cancelled; within a
    /// phase, views in the order of their first touch.
    var steps: [Step] = []
}

@MainActor
enum TouchRouting {
    /// Plans the view delivery of `touches`, the touches of one window in finger order that may
    /// still owe their view a message; `gate` says which recognizers hold a touch back.
    static func plan(_ touches: [UITouch], gate: (UITouch) -> TouchGate) -> TouchDeliveryPlan {
        var plan = TouchDeliveryPlan()
        // Views tracking a finger that is down: they received touchesBegan and are owed an end
        // (T5). A lifted finger whose touchesEnded is delayed (GV5) no longer counts.
        var tracking: [(view: UIView, exclusive: Bool)] = touches.compactMap { touch in
            guard touch._delivery == .delivered, touch._owedEnd == nil, let view = touch.view else { return nil }
            return (view, view.isExclusiveTouch)
        }
        var began: [UITouch] = [], moved: [UITouch] = [], ended: [UITouch] = [], cancelled: [UITouch] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            let gate = gate(touch)
            if touch._delivery == .pending {
                if touch._owedEnd == .cancelled {
                    plan.discarded.append(touch)
                    continue
                }
                // UIKit: GV4
                if !gate.delayingBegan.isEmpty {
                    plan.delayed.append((touch, .began, gate.delayingBegan))
                    continue
                }
                if let reason = refusal(of: view, tracking: tracking) {
                    plan.withheld.append((touch, reason))
                    continue
                }
                began.append(touch)
                tracking.append((view, view.isExclusiveTouch))
            } else if touch._delivery != .delivered {
                continue
            }
            // UIKit: T4 — stationary touches owe nothing; GV4 — a late touchesBegan is followed
            // by touchesMoved if the finger moved meanwhile.
            if touch._owedMove { moved.append(touch) }
            switch touch._owedEnd {
            case .cancelled?:
                cancelled.append(touch)
            case .ended?:
                // UIKit: GV5
                if gate.delayingEnded.isEmpty { ended.append(touch) } else { plan.delayed.append((touch, .ended, gate.delayingEnded)) }
            default:
                break
            }
        }
        plan.steps = group(began, as: .touchesBegan) + group(moved, as: .touchesMoved)
            + group(ended, as: .touchesEnded) + group(cancelled, as: .touchesCancelled)
        return plan
    }

    /// Why a new touch on `view` must not be delivered, given the views already tracking.
    static func refusal(of view: UIView, tracking: [(view: UIView, exclusive: Bool)]) -> TouchDropReason? {
        // UIKit: M4 (a) — an exclusive view waits until no other view tracks a touch.
        if view.isExclusiveTouch, tracking.contains(where: { $0.view !== view }) {
            return .exclusiveTouch
        }
        // UIKit: M4 (b) — no view receives a new touch while an exclusive view tracks one.
        if tracking.contains(where: { $0.exclusive && $0.view !== view }) {
            return .exclusiveTouch
        }
        // UIKit: M1, M6 — one touch at a time unless multiple touch is enabled; the first wins.
        if !view.isMultipleTouchEnabled, tracking.contains(where: { $0.view === view }) {
            return .multipleTouchDisabled
        }
        return nil
    }

    /// The view delivery owed when a subtree leaves `window`: the touches whose view is `root`
    /// or below it and that the view is tracking get `touchesCancelled` once, grouped per view, and
    /// reach no view afterwards (T13).
    static func cancellations(of touches: [UITouch], in window: UIWindow, leaving root: UIView) -> [TouchDeliveryPlan.Step] {
        // UIKit: T13 — recommended choice: cancel now, then no more view delivery.
        let affected = touches.filter {
            $0.window === window && $0._reachesView && $0.view.map { $0.isDescendant(of: root) } == true
        }
        return group(affected, as: .touchesCancelled)
    }

    /// What a recognized gesture does to its touches' views (GV3): the views tracking a touch
    /// get `touchesCancelled`; touches their views have not seen yet are discarded.
    static func cancellations(ofGestureTouches touches: [UITouch]) -> (steps: [TouchDeliveryPlan.Step], discarded: [UITouch]) {
        // UIKit: GV3
        (group(touches.filter(\._reachesView), as: .touchesCancelled), touches.filter { $0._delivery == .pending })
    }

    /// One step per view, views in the order of their first touch.
    private static func group(_ touches: [UITouch], as message: ResponderMessage) -> [TouchDeliveryPlan.Step] {
        var steps: [TouchDeliveryPlan.Step] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = steps.firstIndex(where: { $0.view === view }) {
                steps[index].touches.append(touch)
            } else {
                steps.append(.init(message: message, view: view, touches: [touch]))
            }
        }
        return steps
    }
}
