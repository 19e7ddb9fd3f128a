import Foundation

/// What view delivery should do, decided before any handler runs: which touches are withheld
/// from their views, which are held back, which reach no view, and which view receives which
/// message. A value that `TouchRouting` computes (DESIGN decision 6) and
/// `UIApplication._perform(_:cause:event:)` carries out, moving each touch's
/// `TouchDeliveryState`.
///
/// The application keeps plans and refills them (`removeAll()` keeps the storage), so that
/// delivering a touch phase allocates nothing.
struct TouchDeliveryPlan {
    /// Why a plan is carried out; it says how its steps are sent.
    enum Cause {
        /// The phases a window's touches owe their views: an input update, or recognizers letting
        /// go of what they held back (GV4, GV5). A touch is sent its step only if it still owes
        /// it then: a handler of an earlier step may have delivered or taken it meanwhile.
        case update(UIWindow)
        /// A recognized gesture takes its touches (GV3): the views tracking them are sent
        /// `touchesCancelled` (a view no longer in a window is skipped); the others reach no view.
        case gesture(UIGestureRecognizer)
        /// The subtree at `root` is about to leave `window` (T13): its views tracking a touch are
        /// sent `touchesCancelled`.
        case removal(root: UIView, window: UIWindow)
    }

    struct Step {
        var message: ResponderMessage
        var view: UIView
        /// Where the step's touches are in `touches`.
        var range: Range<Int>
    }

    /// New touches that their views will never receive, and why (M1, M4).
    var withheld: [(touch: UITouch, reason: TouchDropReason)] = []
    /// Touches whose `phase` (began or ended) recognizers hold back from the view for now (GV4,
    /// GV5).
    var delayed: [(touch: UITouch, phase: UITouch.Phase)] = []
    /// Touches cancelled or taken before their view saw them: they reach no view.
    var discarded: [UITouch] = []
    /// Messages in delivery order: every `touchesBegan`, then moved, ended, cancelled; within a
    /// phase, views in the order of their first touch.
    var steps: [Step] = []
    /// The steps' touches, step after step. For a gesture or a removal, the touches to cancel.
    var touches: [UITouch] = []

    // Working storage: the views tracking a finger, and the message each touch is owed.
    fileprivate var tracking: [(view: UIView, exclusive: Bool)] = []
    fileprivate var owed: [(touch: UITouch, message: ResponderMessage)] = []

    /// Whether the plan does nothing.
    var isEmpty: Bool { withheld.isEmpty && delayed.isEmpty && discarded.isEmpty && steps.isEmpty }

    /// This plan with its storage, leaving an empty plan without any in its place: a nested
    /// delivery (from a handler) that finds the kept plan so makes its own.
    mutating func take() -> TouchDeliveryPlan {
        var plan = TouchDeliveryPlan()
        swap(&plan, &self)
        return plan
    }

    /// Keeps `plan`'s storage here for the next plan (empty it first); `plan` gets this one's
    /// (usually none). A swap: storing a copy would retain and release every list, and emptying
    /// it here would keep the access to this plan's owner open across the calls that empty it.
    mutating func keep(_ plan: inout TouchDeliveryPlan) {
        swap(&plan, &self)
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

/// The planner of view delivery: pure decisions from the touches' state, their views'
/// properties and what recognizers hold back, returned as a `TouchDeliveryPlan`.
@MainActor
enum TouchRouting {
    /// Plans the view delivery owed to `window`'s touches among `live` (the event's, in the order
    /// their fingers came down) and `held` (lifted ones whose view is still owed), into `plan`;
    /// `delays` says whether recognizers hold back a touch's `began` or `ended` from its view.
    static func plan(
        _ live: [UITouch], held: [UITouch], in window: UIWindow,
        delays: (UITouch, UITouch.Phase) -> Bool, into plan: inout TouchDeliveryPlan
    ) {
        plan.removeAll()
        // Views tracking a finger that is down: they received touchesBegan and are owed an end
        // (T5). A lifted finger whose touchesEnded is delayed (GV5) no longer counts. Listed when
        // a new touch first needs them.
        var listedTracking = false
        func listTracking(_ touches: [UITouch], into plan: inout TouchDeliveryPlan) {
            for touch in touches where touch.window === window {
                guard touch._delivery.reachesView, touch._delivery.owedEnd == nil, let view = touch.view else {
                    continue
                }
                plan.tracking.append((view, view.isExclusiveTouch))
            }
        }
        func visit(_ touch: UITouch, into plan: inout TouchDeliveryPlan) {
            guard let view = touch.view else { return }
            let state = touch._delivery
            if state.stage == .pending {
                if state.owedEnd == .cancelled {
                    plan.discarded.append(touch)
                    return
                }
                // UIKit: GV4
                if delays(touch, .began) {
                    plan.delayed.append((touch, .began))
                    return
                }
                if !listedTracking {
                    listTracking(live, into: &plan)
                    listTracking(held, into: &plan)
                    listedTracking = true
                }
                if let reason = refusal(of: view, tracking: plan.tracking) {
                    plan.withheld.append((touch, reason))
                    return
                }
                plan.owed.append((touch, .touchesBegan))
                plan.tracking.append((view, view.isExclusiveTouch))
            } else if state.stage != .delivered {
                return
            }
            // UIKit: T4 — stationary touches owe nothing; GV4 — a late touchesBegan is followed
            // by touchesMoved if the finger moved meanwhile.
            if state.owesMove { plan.owed.append((touch, .touchesMoved)) }
            switch state.owedEnd {
            case .cancelled?:
                plan.owed.append((touch, .touchesCancelled))
            case .ended?:
                // UIKit: GV5
                if delays(touch, .ended) {
                    plan.delayed.append((touch, .ended))
                } else {
                    plan.owed.append((touch, .touchesEnded))
                }
            default:
                break
            }
        }
        for touch in live where touch.window === window { visit(touch, into: &plan) }
        for touch in held where touch.window === window { visit(touch, into: &plan) }
        group(&plan)
    }

    /// What to do with one touch of a step that is about to be sent.
    enum Admission: Equatable {
        /// Send the step to the touch's view.
        case send
        /// Leave the touch out: it no longer owes this message (a handler of an earlier step
        /// delivered it, or a recognizer took it).
        case skip
        /// The view never receives the touch, for `reason`.
        case withhold(TouchDropReason)
        /// The touch reaches no view any more; traced with `reason` if there is one.
        case detach(TouchDropReason?)
    }

    /// Whether `touch` goes with `step` when the step is sent. A plan is made before any handler
    /// runs, and an earlier step's handler may deliver or take a touch, or move a view: so each
    /// touch is asked again, and a new touch's view again whether it may have it.
    /// `declinedByScrollView` asks the view's enclosing scroll views (S2).
    static func admission(
        of touch: UITouch, to step: TouchDeliveryPlan.Step, cause: TouchDeliveryPlan.Cause,
        declinedByScrollView: (UITouch, UIView) -> Bool
    ) -> Admission {
        guard touch._delivery.owes(step.message) else { return .skip }
        switch cause {
        case .update(let window) where step.message == .touchesBegan:
            guard step.view._cachedWindow === window else { return .detach(.viewRemovedFromWindow) }
            // UIKit: S2
            if declinedByScrollView(touch, step.view) { return .withhold(.declinedByScrollView) }
        case .gesture where step.view._cachedWindow == nil:
            // A view that left its window while an earlier view handled the gesture's
            // cancellation is not sent one (its touch was taken already, so the removal did not
            // send one either).
            return .detach(nil)
        default:
            break
        }
        return .send
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

    /// The view delivery owed when the subtree at `root` is about to leave `window`: of `live`
    /// and `held`, the touches whose view is `root` or below it and that the view is tracking get
    /// `touchesCancelled` once, grouped per view, and reach no view afterwards (T13).
    static func cancellations(of live: [UITouch], held: [UITouch], leaving root: UIView, in window: UIWindow)
        -> TouchDeliveryPlan
    {
        // UIKit: T13 — recommended choice: cancel now, then no more view delivery.
        var plan = TouchDeliveryPlan()
        func visit(_ touches: [UITouch]) {
            for touch in touches
            where touch.window === window && touch._delivery.reachesView && touch.view?.isDescendant(of: root) == true {
                plan.owed.append((touch, .touchesCancelled))
            }
        }
        visit(live)
        visit(held)
        group(&plan)
        return plan
    }

    /// What `recognizer`, recognized, does to its touches' views (GV3): the views tracking a touch
    /// get `touchesCancelled`; touches their views have not seen yet are discarded.
    static func cancellations(takenBy recognizer: UIGestureRecognizer, into plan: inout TouchDeliveryPlan) {
        // UIKit: GV3
        plan.removeAll()
        for touch in recognizer._touches {
            if touch._delivery.reachesView { plan.owed.append((touch, .touchesCancelled)) }
            if touch._delivery.stage == .pending { plan.discarded.append(touch) }
        }
        group(&plan)
    }

    private static let messageOrder: [ResponderMessage] = [
        .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled
    ]

    /// Turns `plan.owed` into steps: messages in `messageOrder`, one step per view, views in the
    /// order of their first touch.
    private static func group(_ plan: inout TouchDeliveryPlan) {
        let owed = plan.owed
        for message in messageOrder {
            for (index, entry) in owed.enumerated() where entry.message == message {
                guard let view = entry.touch.view,
                    !owed[..<index].contains(where: { $0.message == message && $0.touch.view === view })
                else { continue }
                let start = plan.touches.count
                for later in owed[index...] where later.message == message && later.touch.view === view {
                    plan.touches.append(later.touch)
                }
                plan.steps.append(.init(message: message, view: view, range: start..<plan.touches.count))
            }
        }
    }
}
