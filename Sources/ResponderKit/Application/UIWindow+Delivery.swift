import Foundation

// The window's dispatchers: they perform the plans that TouchRouting and the first-responder
// rules decide, and trace what they do.

extension UIWindow {
    /// Recognizers first (GV1, GV2), then their effects, then the views (GV3–GV5, M1–M4).
    func _deliverTouches(of event: UIEvent) {
        let touches = _own(event._touches)
        if let gestures = _application?._gestures {
            gestures.perform(flushingViews: false) {
                gestures.collect(touches)
                gestures.deliver(touches, event: event)
            }
        }
        _deliverToViews(event: event)
    }

    /// The touches of `touches` that are this window's (all of them, without copying, when there
    /// is one window).
    private func _own(_ touches: [UITouch]) -> [UITouch] {
        touches.allSatisfy { $0.window === self } ? touches : touches.filter { $0.window === self }
    }

    /// Performs the view delivery owed to this window's touches, live and held, as far as their
    /// recognizers allow.
    func _deliverToViews(event: UIEvent) {
        let gestures = _application?._gestures
        let held = gestures.map { _own($0.heldTouches) } ?? []
        let touches = held.isEmpty ? _own(event._touches) : _own(event._touches) + held
        var plan = _keptPlan.take()
        defer {
            plan.removeAll()
            _keptPlan = plan
        }
        TouchRouting.plan(touches, gate: { gestures?.gate(for: $0) ?? TouchGate() }, into: &plan)
        for (touch, reason) in plan.withheld {
            touch._delivery = .withheld(reason)
            _application?._trace(.touches, .touchDropped(touch: touch, reason: reason))
        }
        for touch in plan.discarded { touch._delivery = .detached }
        for (touch, phase, gate) in plan.delayed where touch._delayedPhase != phase {
            touch._delayedPhase = phase
            _application?._trace(.touches, .touchDelayed(touch: touch, phase: phase, by: gate.delaying(phase)))
        }
        for step in plan.steps {
            // Earlier callbacks may have removed views or cancelled touches: re-check each touch;
            // those still owed move to the front of the step's range.
            var end = step.range.lowerBound
            for index in step.range {
                let touch = plan.touches[index]
                switch step.message {
                case .touchesBegan:
                    guard touch._delivery == .pending else { continue }
                    guard step.view._cachedWindow === self else {
                        touch._delivery = .detached
                        _application?._trace(.touches, .touchDropped(touch: touch, reason: .viewRemovedFromWindow))
                        continue
                    }
                    if step.view._enclosingScrollViewDeclines(touch, with: event) {
                        touch._delivery = .withheld(.declinedByScrollView)
                        _application?._trace(.touches, .touchDropped(touch: touch, reason: .declinedByScrollView))
                        continue
                    }
                    touch._delivery = .delivered
                case .touchesMoved:
                    // A nested delivery (a handler's state change flushing held touches) may have
                    // delivered it already.
                    guard touch._reachesView, touch._owedMove else { continue }
                    touch._owedMove = false
                default:
                    guard touch._reachesView, touch._owedEnd != nil else { continue }
                    touch._delivery = .finished
                    touch._owedEnd = nil
                }
                touch._delayedPhase = nil
                plan.touches.swapAt(index, end)
                end += 1
            }
            guard end > step.range.lowerBound else { continue }
            _deliver(step.message, to: step.view, touches: plan.touches[step.range.lowerBound..<end], event: event)
        }
        if let gestures, gestures.heldTouches.contains(where: { !$0._owesView }) {
            var held = gestures.heldTouches._take()
            held.removeAll { !$0._owesView }
            gestures.heldTouches = held
        }
    }

    func _deliver(_ message: ResponderMessage, to view: UIView, touches: ArraySlice<UITouch>, event: UIEvent) {
        _application?._trace(.touches, .delivered(message: message, to: view, touches: Array(touches)))
        view._receive(message, touches: event._set(of: touches), event: event)
    }

    /// A subtree is about to leave this window: its views' active touches are cancelled (T13) and
    /// its first responder resigns, even if it refuses.
    func _subtreeWillLeave(_ root: UIView) {
        if let responder = _firstResponder, responder._isInSubtree(of: root) {
            _ = responder.resignFirstResponder()
            if _firstResponder === responder { _setFirstResponder(nil) }
        }
        guard let application = _application else { return }
        application._gestures.subtreeWillLeave(root)
        let event = application.touchesEvent
        let plan = TouchRouting.cancellations(of: event._touches + application._gestures.heldTouches, in: self, leaving: root)
        // Detach every touch before any handler runs, so that a handler removing more views cannot
        // cancel the same touch twice.
        for touch in plan.touches {
            touch._delivery = .detached
            application._trace(.touches, .touchDropped(touch: touch, reason: .viewRemovedFromWindow))
        }
        let outerLeaving = _subtreeLeaving
        _subtreeLeaving = root
        defer { _subtreeLeaving = outerLeaving }
        for step in plan.steps {
            _deliver(step.message, to: step.view, touches: plan.touches[step.range], event: event)
        }
    }

    // MARK: Non-touch events (R6)

    /// The responder where presses, motion and remote-control events start: the first responder,
    /// else the window itself.
    var _eventStartResponder: UIResponder { _firstResponder ?? self }

    func _deliverToFirstResponder(_ event: UIEvent) {
        // UIKit: R6, O1, O2
        let responder = _eventStartResponder
        let message: ResponderMessage
        switch (event.type, event._motionPhase) {
        case (.motion, .began): message = .motionBegan
        case (.motion, .ended): message = .motionEnded
        case (.motion, .cancelled): message = .motionCancelled
        default: message = .remoteControlReceived
        }
        _application?._trace(.events, .delivered(message: message, to: responder, touches: []))
        responder._receive(message, event: event)
    }

    /// Recognizers first, then each press's responder, which it began at (O3).
    func _deliverPresses(of event: UIPressesEvent) {
        let presses = event._presses.filter { $0.window === self }
        if let gestures = _application?._gestures {
            gestures.perform(flushingViews: false) {
                gestures.collect(presses)
                gestures.deliver(presses, event: event)
            }
        }
        // UIKit: O3 — each press goes to the responder it began at; stationary presses are skipped.
        for press in presses where press.phase != .stationary && !press._taken {
            guard let responder = press.responder else { continue }
            let message: ResponderMessage
            switch press.phase {
            case .began: message = .pressesBegan
            case .changed: message = .pressesChanged
            case .ended: message = .pressesEnded
            case .cancelled, .stationary: message = .pressesCancelled
            }
            if press.phase == .began { press._responderSawBegan = true }
            _application?._trace(.events, .delivered(message: message, to: responder, touches: []))
            responder._receive(message, presses: [press], event: event)
        }
    }
}
