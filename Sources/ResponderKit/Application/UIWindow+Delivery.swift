import Foundation

// The window's part of delivery: its touches go to their recognizers, then to view delivery
// (UIApplication+ViewDelivery.swift); other events go to its first responder.

extension UIWindow {
    /// Recognizers first (GV1, GV2), then their effects, then the views (GV3–GV5, M1–M4).
    func _deliverTouches(of event: UIEvent) {
        guard let application = _application else { return }
        let gestures = application._gestures
        gestures.perform(flushingViews: false) {
            let touches = _own(event._touches)
            gestures.collect(touches)
            gestures.deliver(touches, event: event)
        }
        application._deliverToViews(in: self, event: event)
    }

    /// The touches of `touches` that are this window's (all of them, without copying, when there
    /// is one window).
    private func _own(_ touches: [UITouch]) -> [UITouch] {
        touches.allSatisfy { $0.window === self } ? touches : touches.filter { $0.window === self }
    }

    /// A subtree is about to leave this window: its views' active touches are cancelled (T13) and
    /// its first responder resigns, even if it refuses.
    func _subtreeWillLeave(_ root: UIView) {
        if let responder = _firstResponder, responder._isInSubtree(of: root) {
            _ = responder._resignFirstResponder(for: .leavingWindow, in: _application)
            if _firstResponder === responder { _setFirstResponder(nil) }
        }
        guard let application = _application else { return }
        application._gestures.subtreeWillLeave(root)
        application._cancelTouches(leaving: root, in: self)
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
        _application?._trace(.events, .delivered(message: message, to: responder, touches: [], event: event))
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
            _application?._trace(.events, .delivered(message: message, to: responder, touches: [], event: event))
            responder._receive(message, presses: [press], event: event)
        }
    }
}
