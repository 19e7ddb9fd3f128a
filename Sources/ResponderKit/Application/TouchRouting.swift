import Foundation

/// What a window should do with one touch update: which touches are withheld from their views and
/// which view receives which message. A pure decision (DESIGN decision 6); `UIWindow` performs it.
///
/// A window keeps one plan and refills it for each update (`removeAll()` keeps the storage), so
/// that delivering a touch phase allocates nothing; so does the arbiter for its cancellations.
struct TouchDeliveryPlan {
    struct Step {
        var message: ResponderMessage
        var view: UIView
        /// Where the step's touches are in `touches`.
        var range: Range<Int>
    }

    /// New touches that their views will never receive, and why (M1, M4).
    var withheld: [(touch: UITouch, reason: TouchDropReason)] = []
    /// Touches whose `phase` recognizers hold back from the view for now (GV4, GV5), with the gate
    /// that decided; `gate.delaying(phase)` names the recognizers (for traces, so not listed here).
    var delayed: [(touch: UITouch, phase: UITouch.Phase, gate: TouchGate)] = []
    /// Touches cancelled before their view saw them: they reach no view.
    var discarded: [UITouch] = []
    /// Messages in delivery order: every `touchesBegan`, then moved, ended, cancelled; within a
    /// phase, views in the order of their first touch.
    var steps: [Step] = []
    /// The steps' touches, step after step.
    var touches: [UITouch] = []

    // Working storage: the views tracking a finger, and the message each touch is owed.
    fileprivate var tracking: [(view: UIView, exclusive: Bool)] = []
    fileprivate var owed: [(touch: UITouch, message: ResponderMessage)] = []

    /// This plan with its storage, leaving an empty plan without any in its place: a nested
    /// delivery (from a handler) that finds the kept plan so makes its own.
    mutating func take() -> TouchDeliveryPlan {
        var plan = TouchDeliveryPlan()
        swap(&plan, &self)
        return plan
    }

    /// Empties the plan and keeps its storage.
    mutating func removeAll() {
        withheld._removeAllKeepingCapacity()
        delayed._removeAllKeepingCapacity()
        discarded._removeAllKeepingCapacity()
        steps._removeAllKeepingCapacity()
        touches._removeAllKeepingCapacity()
        tracking._removeAllKeepingCapacity()
        owed._removeAllKeepingCapacity()
    }
}

@MainActor
enum TouchRouting {
    /// Plans the view delivery of `touches`, the touches of one window in finger order that may
    /// still owe their view a message, into `plan`; `gate` says which recognizers hold a touch back.
    static func plan(_ touches: [UITouch], gate: (UITouch) -> TouchGate, into plan: inout TouchDeliveryPlan) {
        plan.removeAll()
        // Views tracking a finger that is down: they received touchesBegan and are owed an end
        // (T5). A lifted finger whose touchesEnded is delayed (GV5) no longer counts. Listed when
        // a new touch first needs them.
        var listedTracking = false
        for touch in touches {
            guard let view = touch.view else { continue }
            let gate = gate(touch)
            if touch._delivery == .pending {
                if touch._owedEnd == .cancelled {
                    plan.discarded.append(touch)
                    continue
                }
                // UIKit: GV4
                if gate.delays(.began) {
                    plan.delayed.append((touch, .began, gate))
                    continue
                }
                if !listedTracking {
                    for touch in touches where touch._delivery == .delivered && touch._owedEnd == nil {
                        guard let view = touch.view else { continue }
                        plan.tracking.append((view, view.isExclusiveTouch))
                    }
                    listedTracking = true
                }
                if let reason = refusal(of: view, tracking: plan.tracking) {
                    plan.withheld.append((touch, reason))
                    continue
                }
                plan.owed.append((touch, .touchesBegan))
                plan.tracking.append((view, view.isExclusiveTouch))
            } else if touch._delivery != .delivered {
                continue
            }
            // UIKit: T4 — stationary touches owe nothing; GV4 — a late touchesBegan is followed
            // by touchesMoved if the finger moved meanwhile.
            if touch._owedMove { plan.owed.append((touch, .touchesMoved)) }
            switch touch._owedEnd {
            case .cancelled?:
                plan.owed.append((touch, .touchesCancelled))
            case .ended?:
                // UIKit: GV5
                if gate.delays(.ended) {
                    plan.delayed.append((touch, .ended, gate))
                } else {
                    plan.owed.append((touch, .touchesEnded))
                }
            default:
                break
            }
        }
        group(&plan)
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
    static func cancellations(of touches: [UITouch], in window: UIWindow, leaving root: UIView) -> TouchDeliveryPlan {
        // UIKit: T13 — recommended choice: cancel now, then no more view delivery.
        var plan = TouchDeliveryPlan()
        for touch in touches where touch.window === window && touch._reachesView && touch.view?.isDescendant(of: root) == true {
            plan.owed.append((touch, .touchesCancelled))
        }
        group(&plan)
        return plan
    }

    /// What a recognized gesture does to its touches' views (GV3): the views tracking a touch
    /// get `touchesCancelled`; touches their views have not seen yet are discarded.
    static func cancellations(ofGestureTouches touches: [UITouch], into plan: inout TouchDeliveryPlan) {
        // UIKit: GV3
        plan.removeAll()
        for touch in touches {
            if touch._reachesView { plan.owed.append((touch, .touchesCancelled)) }
            if touch._delivery == .pending { plan.discarded.append(touch) }
        }
        group(&plan)
    }

    private static let messageOrder: [ResponderMessage] = [.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled]

    /// Turns `plan.owed` into steps: messages in `messageOrder`, one step per view, views in the
    /// order of their first touch.
    private static func group(_ plan: inout TouchDeliveryPlan) {
        let owed = plan.owed
        for message in messageOrder {
            for (index, entry) in owed.enumerated() where entry.message == message {
                guard let view = entry.touch.view,
                      !owed[..<index].contains(where: { $0.message == message && $0.touch.view === view }) else { continue }
                let start = plan.touches.count
                for later in owed[index...] where later.message == message && later.touch.view === view {
                    plan.touches.append(later.touch)
                }
                plan.steps.append(.init(message: message, view: view, range: start..<plan.touches.count))
            }
        }
    }
}
