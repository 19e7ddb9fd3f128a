import Foundation

// View delivery: the one place where views are sent touch messages. Each way in — an event's
// touches reaching their window, recognizers letting go of touches they held back, a recognized
// gesture taking its touches, a subtree leaving its window — asks TouchRouting for a plan and
// hands it to `_perform(_:cause:event:)`, which moves each touch's TouchDeliveryState as it sends.

/// What view delivery keeps between plans: lifted touches whose view is still owed a message,
/// and the storage that plans reuse. Changed only in this file. A class of its own, so that each
/// list is a stored property of a class, changed by take-and-store-back
/// (Support/Collection+Take.swift).
@MainActor
final class ViewDelivery {
    /// Touches that lifted while their view was still owed `touchesBegan` or `touchesEnded` (GV4,
    /// GV5), in the order they lifted, until the view gets them or they reach no view.
    fileprivate(set) var held: [UITouch] = []
    /// The plan of the last update, refilled by the next (see `TouchDeliveryPlan`).
    fileprivate var keptPlan = TouchDeliveryPlan()
    /// The plan of the last gesture's cancellations, refilled by the next. Apart from `keptPlan`,
    /// which is taken when a view's handler makes a recognizer recognize and cancel.
    fileprivate var keptCancellation = TouchDeliveryPlan()
}

extension UIApplication {
    /// Performs the view delivery owed to `window`'s touches, live and held, as far as their
    /// recognizers allow (GV4, GV5, M1–M4).
    func _deliverToViews(in window: UIWindow, event: UIEvent) {
        let delivery = _viewDelivery
        var plan = delivery.keptPlan.take()
        defer {
            plan.removeAll()
            delivery.keptPlan.keep(&plan)
        }
        let gestures = _gestures
        TouchRouting.plan(
            event._touches, held: delivery.held, in: window,
            delays: { gestures.gate(for: $0).delays($1) }, into: &plan)
        _perform(&plan, cause: .update(window), event: event)
    }

    /// Performs the view delivery that recognizers released outside an event (a timer, a state
    /// change made by app code), window by window.
    func _flushHeldTouches() {
        let event = touchesEvent
        let owing = event._touches.filter { $0._delivery.owesView } + _viewDelivery.held
        if !owing.isEmpty {
            for window in windows where owing.contains(where: { $0.window === window }) {
                _deliverToViews(in: window, event: event)
            }
        }
        event._forgetFinishedTouchSet(held: _viewDelivery.held)
    }

    /// `recognizer` recognized and cancels touches in view (GV3): the views tracking its touches
    /// get `touchesCancelled`, and its touches reach no view afterwards.
    func _cancelTouches(takenBy recognizer: UIGestureRecognizer) {
        let delivery = _viewDelivery
        var plan = delivery.keptCancellation.take()
        defer {
            plan.removeAll()
            delivery.keptCancellation.keep(&plan)
        }
        TouchRouting.cancellations(takenBy: recognizer, into: &plan)
        _perform(&plan, cause: .gesture(recognizer), event: touchesEvent)
    }

    /// The subtree at `root` is about to leave `window`: its views' active touches are cancelled
    /// (T13).
    func _cancelTouches(leaving root: UIView, in window: UIWindow) {
        let event = touchesEvent
        var plan = TouchRouting.cancellations(of: event._touches, held: _viewDelivery.held, leaving: root, in: window)
        _perform(&plan, cause: .removal(root: root, window: window), event: event)
    }

    /// Keeps the touches of `touches` that lifted while their view is still owed a message, until
    /// their recognizers let it have them (GV4, GV5).
    func _holdLiftedTouches(of touches: [UITouch]) {
        // UIKit: GV4, GV5 — a lifted finger whose view still awaits delivery is held until its
        // recognizers decide.
        let delivery = _viewDelivery
        var held = delivery.held._take()
        for touch in touches where (touch.phase == .ended || touch.phase == .cancelled) && touch._delivery.owesView {
            held.append(touch)
        }
        delivery.held = held
    }

    /// Carries out `plan`, the one place where views are sent touch messages (DESIGN decision 6).
    ///
    /// What the plan decided for touches as a whole happens first, before any handler runs
    /// (touches withheld, discarded, held back, taken); then each step goes to its view with
    /// those of its touches that `TouchRouting.admission` still admits, each touch's state moving
    /// as it is sent; last, held touches that owe nothing more are let go.
    func _perform(_ plan: inout TouchDeliveryPlan, cause: TouchDeliveryPlan.Cause, event: UIEvent) {
        var leaving: (window: UIWindow, outer: UIView?)?
        switch cause {
        case .update:
            for (touch, reason) in plan.withheld {
                touch._delivery.withhold()
                _trace(.touches, .touchDropped(touch: touch, reason: reason))
            }
            for touch in plan.discarded { touch._delivery.detach() }
            for (touch, phase) in plan.delayed where !touch._delivery.isDelayed(phase) {
                touch._delivery.delay(phase)
                _trace(
                    .touches, .touchDelayed(touch: touch, phase: phase, by: _gestures.gate(for: touch).delaying(phase)))
            }
        case .gesture(let recognizer):
            guard !plan.isEmpty else { return }
            _trace(.touches, .touchesCancelledByGesture(recognizer: recognizer, touches: plan.touches + plan.discarded))
            for touch in plan.discarded { touch._delivery.detach() }
            for touch in plan.touches { touch._delivery.cancel() }
        case .removal(let root, let window):
            // Every touch is taken before any handler runs, so that a handler removing more views
            // cannot cancel the same touch twice.
            for touch in plan.touches {
                touch._delivery.cancel()
                _trace(.touches, .touchDropped(touch: touch, reason: .viewRemovedFromWindow))
            }
            leaving = (window, window._subtreeLeaving)
            window._subtreeLeaving = root
        }
        for step in plan.steps {
            // The touches the step still admits move to the front of its range.
            var end = step.range.lowerBound
            for index in step.range {
                let touch = plan.touches[index]
                switch TouchRouting.admission(
                    of: touch, to: step, cause: cause,
                    declinedByScrollView: { $1._enclosingScrollViewDeclines($0, with: event) })
                {
                case .send:
                    touch._delivery.sent(step.message)
                    plan.touches.swapAt(index, end)
                    end += 1
                case .skip:
                    continue
                case .withhold(let reason):
                    touch._delivery.withhold()
                    _trace(.touches, .touchDropped(touch: touch, reason: reason))
                case .detach(let reason):
                    touch._delivery.detach()
                    if let reason { _trace(.touches, .touchDropped(touch: touch, reason: reason)) }
                }
            }
            guard end > step.range.lowerBound else { continue }
            let touches = plan.touches[step.range.lowerBound..<end]
            _trace(.touches, .delivered(message: step.message, to: step.view, touches: Array(touches), event: event))
            step.view._receive(step.message, touches: event._set(of: touches), event: event)
        }
        if let leaving { leaving.window._subtreeLeaving = leaving.outer }
        _letGoOfHeldTouches()
    }

    /// Forgets the held touches that owe their view nothing more.
    private func _letGoOfHeldTouches() {
        let delivery = _viewDelivery
        guard delivery.held.contains(where: { !$0._delivery.owesView }) else { return }
        var held = delivery.held._take()
        held.removeAll { !$0._delivery.owesView }
        delivery.held = held
    }
}
