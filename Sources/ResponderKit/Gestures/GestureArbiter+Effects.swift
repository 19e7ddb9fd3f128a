import Foundation

extension GestureArbiter {
    /// The effects of recognizers' state changes, held until the recognizers have consumed the
    /// current event or timer (GR4) and handed out in UIKit's order: the views' `touchesCancelled`
    /// for gestures that began or recognized (GV3), then action messages (GR3), then resets (GR5).
    /// The arbiter feeds it as it changes states and drains it as it settles; it decides only
    /// the order, and performs nothing.
    @MainActor
    final class EffectQueue {
        /// One effect to perform.
        enum Effect {
            /// The views of the recognizer's touches get `touchesCancelled` (GV3).
            case cancelTouches(UIGestureRecognizer)
            /// The recognizer's targets get their action messages (GR3).
            case sendActions(UIGestureRecognizer)
            /// The recognizer returns to possible and lets go of its touches (GR5).
            case reset(UIGestureRecognizer)
        }

        // Changed through `_take()`, so that reading them costs no run-time exclusivity check.
        private var cancellations: [UIGestureRecognizer] = []
        private var actions: [UIGestureRecognizer] = []
        private var resets: [UIGestureRecognizer] = []

        /// Whether nothing is waiting.
        var isEmpty: Bool { cancellations.isEmpty && actions.isEmpty && resets.isEmpty }

        /// `recognizer` entered `state`: its actions are owed if the state sends them, once until
        /// they are sent however many such states it passes (GR3, GR4), and its reset if the state
        /// is terminal, once (GR5).
        func recognizer(_ recognizer: UIGestureRecognizer, entered state: UIGestureRecognizer.State) {
            // UIKit: GR3, GR4 — one action per recognizer per settle, after the cancellations.
            if state.sendsActions, !actions.contains(where: { $0 === recognizer }) {
                var actions = self.actions._take()
                actions.append(recognizer)
                self.actions = actions
            }
            if state.isTerminal, !resets.contains(where: { $0 === recognizer }) {
                var resets = self.resets._take()
                resets.append(recognizer)
                self.resets = resets
            }
        }

        /// `recognizer`, which cancels touches in view, began or recognized (GV3).
        func cancelTouches(of recognizer: UIGestureRecognizer) {
            var cancellations = self.cancellations._take()
            cancellations.append(recognizer)
            self.cancellations = cancellations
        }

        /// The next effect, nil when none is left: the first cancellation, else the first action,
        /// else the first reset. Performing it may queue more, so the arbiter asks again each time.
        func next() -> Effect? {
            if !cancellations.isEmpty {
                var cancellations = self.cancellations._take()
                let recognizer = cancellations.remove(at: 0)
                self.cancellations = cancellations
                return .cancelTouches(recognizer)
            }
            if !actions.isEmpty {
                var actions = self.actions._take()
                let recognizer = actions.remove(at: 0)
                self.actions = actions
                return .sendActions(recognizer)
            }
            if !resets.isEmpty {
                var resets = self.resets._take()
                let recognizer = resets.remove(at: 0)
                self.resets = resets
                return .reset(recognizer)
            }
            return nil
        }
    }
}
