import Foundation

// The window's dispatchers: they perform the plans that TouchRouting and the first-responder
// rules decide, and trace what they do.

extension UIWindow {
    func _deliverTouches(of event: UIEvent) {
        let touches = event._touches.filter { $0.window === self }
        let plan = TouchRouting.plan(touches)
        for (touch, reason) in plan.withheld {
            touch._delivery = .withheld(reason)
            _application?._trace(.touches, .touchDropped(touch: touch, reason: reason))
        }
        for step in plan.steps {
            // Earlier callbacks may have removed views or cancelled touches: re-check each touch.
            var touches: [UITouch] = []
            for touch in step.touches {
                if step.message == .touchesBegan {
                    guard touch._delivery == .pending else { continue }
                    guard step.view._cachedWindow === self else {
                        touch._delivery = .detached
                        _application?._trace(.touches, .touchDropped(touch: touch, reason: .viewRemovedFromWindow))
                        continue
                    }
                    touch._delivery = .delivered
                } else if !touch._reachesView {
                    continue
                }
                touches.append(touch)
            }
            guard !touches.isEmpty else { continue }
            _deliver(step.message, to: step.view, touches: touches, event: event)
        }
    }

    func _deliver(_ message: ResponderMessage, to view: UIView, touches: [UITouch], event: UIEvent) {
        _application?._trace(.touches, .delivered(message: message, to: view, touches: touches))
        let set = Set(touches)
        switch message {
        case .touchesBegan: view.touchesBegan(set, with: event)
        case .touchesMoved: view.touchesMoved(set, with: event)
        case .touchesEnded: view.touchesEnded(set, with: event)
        case .touchesCancelled: view.touchesCancelled(set, with: event)
        default: preconditionFailure("_deliver(_:to:touches:event:) takes touch messages only")
        }
    }

    /// A subtree is about to leave this window: its views' active touches are cancelled (T13) and
    /// its first responder resigns, even if it refuses.
    func _subtreeWillLeave(_ root: UIView) {
        if let responder = _firstResponder, responder._isInSubtree(of: root) {
            _ = responder.resignFirstResponder()
            if _firstResponder === responder { _setFirstResponder(nil) }
        }
        guard let application = _application else { return }
        let event = application.touchesEvent
        // UIKit: T13 — recommended choice: touchesCancelled now, then no more view delivery.
        let affected = event._touches.filter {
            $0.window === self && $0._reachesView && $0.view.map { $0.isDescendant(of: root) } == true
        }
        var byView: [(view: UIView, touches: [UITouch])] = []
        for touch in affected {
            touch._delivery = .detached
            application._trace(.touches, .touchDropped(touch: touch, reason: .viewRemovedFromWindow))
            if let index = byView.firstIndex(where: { $0.view === touch.view }) {
                byView[index].touches.append(touch)
            } else {
                byView.append((touch.view!, [touch]))
            }
        }
        for (view, touches) in byView {
            _deliver(.touchesCancelled, to: view, touches: touches, event: event)
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
        switch message {
        case .motionBegan: responder.motionBegan(event.subtype, with: event)
        case .motionEnded: responder.motionEnded(event.subtype, with: event)
        case .motionCancelled: responder.motionCancelled(event.subtype, with: event)
        default: responder.remoteControlReceived(with: event)
        }
    }

    func _deliverPresses(of event: UIPressesEvent) {
        // UIKit: O3 — each press goes to the responder it began at.
        for press in event._presses where press.window === self && press.phase != .stationary {
            guard let responder = press.responder else { continue }
            let set: Set<UIPress> = [press]
            let message: ResponderMessage
            switch press.phase {
            case .began: message = .pressesBegan
            case .changed: message = .pressesChanged
            case .ended: message = .pressesEnded
            case .cancelled, .stationary: message = .pressesCancelled
            }
            _application?._trace(.events, .delivered(message: message, to: responder, touches: []))
            switch message {
            case .pressesBegan: responder.pressesBegan(set, with: event)
            case .pressesChanged: responder.pressesChanged(set, with: event)
            case .pressesEnded: responder.pressesEnded(set, with: event)
            default: responder.pressesCancelled(set, with: event)
            }
        }
    }
}
