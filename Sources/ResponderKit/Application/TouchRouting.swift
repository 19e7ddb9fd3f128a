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
    /// Messages in delivery order: every `touchesBegan`, then moved, ended, cancelled; within a
    /// phase, views in the order their first touch came down.
    var steps: [Step] = []
}

@MainActor
enum TouchRouting {
    /// Plans the view delivery of `touches`, the live touches of one window in finger order.
    static func plan(_ touches: [UITouch]) -> TouchDeliveryPlan {
        var plan = TouchDeliveryPlan()
        // Views tracking a touch now: they received touchesBegan and are owed an end (T5).
        var tracking: [(view: UIView, exclusive: Bool)] = touches.compactMap { touch in
            guard touch._delivery == .delivered, let view = touch.view else { return nil }
            return (view, view.isExclusiveTouch)
        }
        var accepted: [UITouch] = []
        for touch in touches where touch.phase == .began && touch._delivery == .pending {
            guard let view = touch.view else { continue }
            if let reason = refusal(of: view, tracking: tracking) {
                plan.withheld.append((touch, reason))
            } else {
                accepted.append(touch)
                tracking.append((view, view.isExclusiveTouch))
            }
        }
        plan.steps += group(accepted, as: .touchesBegan)
        // UIKit: T4 — stationary touches get no callback.
        let reaching = touches.filter { $0._delivery == .delivered }
        plan.steps += group(reaching.filter { $0.phase == .moved }, as: .touchesMoved)
        plan.steps += group(reaching.filter { $0.phase == .ended }, as: .touchesEnded)
        plan.steps += group(reaching.filter { $0.phase == .cancelled }, as: .touchesCancelled)
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

    /// The view delivery owed when a subtree leaves `window`: the live touches whose view is `root`
    /// or below it get `touchesCancelled` once, grouped per view, and reach no view afterwards (T13).
    static func cancellations(of touches: [UITouch], in window: UIWindow, leaving root: UIView) -> [TouchDeliveryPlan.Step] {
        // UIKit: T13 — recommended choice: cancel now, then no more view delivery.
        let affected = touches.filter {
            $0.window === window && $0._reachesView && $0.view.map { $0.isDescendant(of: root) } == true
        }
        return group(affected, as: .touchesCancelled)
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
