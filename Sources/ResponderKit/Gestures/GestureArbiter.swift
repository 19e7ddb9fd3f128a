import Foundation

/// The application's gesture environment: which recognizers take part in the current touch
/// sequences, who may leave `possible`, and the effects of their decisions.
///
/// Decisions are made as recognizers set their state (`request(_:to:)`), by the functions of
/// GestureArbiter+Decisions.swift; the arbiter performs each (changes the state, traces it) and
/// queues its effects in an `EffectQueue`. Effects wait until the recognizers have consumed the
/// current event or timer (GR4) and run in this order: `touchesCancelled` for the views of
/// gestures that were recognized (GV3), then action messages (GR3), then `reset()` of every
/// recognizer in a terminal state (GR5). View delivery of the event's touches follows, gated by
/// `gate(for:)` (GV4, GV5).
@MainActor
final class GestureArbiter {
    /// Not retained (the application holds its arbiter) and not `weak` (which would slow every
    /// retain of the application): the application creates its arbiter, keeps it for life, and
    /// is the only way to reach it, so the arbiter never runs without its application.
    unowned let application: UIApplication

    /// Recognizers holding touches, in the order they joined (GV10).
    private(set) var participants: [UIGestureRecognizer] = []
    /// Touches that lifted but whose view still awaits `touchesBegan` or `touchesEnded` (GV4,
    /// GV5), which the arbiter's recognizers hold back; view delivery owns the list
    /// (`ViewDelivery.held`), this is a read-only view of it.
    var heldTouches: [UITouch] { application._viewDelivery.held }

    private var depth = 0
    /// What the recognizers' state changes owe, until the outermost `perform` settles.
    private let effects = EffectQueue()

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Running

    /// Runs `body`, which may feed recognizers and change their states; when the outermost call
    /// ends, performs the effects and, if `flushingViews`, the view delivery they released.
    func perform(flushingViews: Bool = true, _ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        guard depth == 0 else { return }
        settle()
        if flushingViews { application._flushHeldTouches() }
    }

    private func settle() {
        depth += 1
        defer { depth -= 1 }
        while true {
            resolveWaitingRecognitions()
            guard let effect = effects.next() else { break }
            switch effect {
            case .cancelTouches(let recognizer): cancelTouchesInView(of: recognizer)
            case .sendActions(let recognizer): sendActions(of: recognizer)
            case .reset(let recognizer): reset(recognizer)
            }
        }
        // Recognizers that are possible and hold nothing leave the participants.
        if participants.contains(where: { $0._state == .possible && !$0._holdsInput }) {
            var participants = self.participants._take()
            participants.removeAll { $0._state == .possible && !$0._holdsInput }
            self.participants = participants
        }
    }

    // MARK: Touches

    /// Binds each new touch of `touches` to the enabled recognizers of its view and the view's
    /// ancestors, the hit-test view's first, then outward to the window (GV1, GV10), if their
    /// delegates agree (GV7).
    func collect(_ touches: [UITouch]) {
        for touch in touches where touch.phase == .began {
            // One allocation, sized for every recognizer on the way to the window.
            var capacity = 0
            var view = touch.view
            while let current = view {
                capacity += current._gestureRecognizers.count
                view = current._superview
            }
            var recognizers: [UIGestureRecognizer] = []
            recognizers.reserveCapacity(capacity)
            // Empty, and not allocated, unless a delegate declines.
            var declined: [UIGestureRecognizer] = []
            view = touch.view
            while let current = view {
                // UIKit: GV1, GV10
                for recognizer in current._gestureRecognizers
                where recognizer.isEnabled
                    && !recognizer._state.isTerminal && recognizer._pendingRecognition == nil
                {
                    // UIKit: GV7
                    if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                    {
                        declined.append(recognizer)
                        continue
                    }
                    if recognizer._application !== application { recognizer._application = application }
                    var held = recognizer._touches._take()
                    held.append(touch)
                    recognizer._touches = held
                    join(recognizer)
                    recognizers.append(recognizer)
                }
                view = current._superview
            }
            // Observed: the system's screen-edge gesture sees touches that begin at its edges, after
            // the app's recognizers (see SystemEdgeGestureGate).
            if let gate = touch.window?._systemEdgeGate(for: touch) {
                if gate._application !== application { gate._application = application }
                var held = gate._touches._take()
                held.append(touch)
                gate._touches = held
                join(gate)
                recognizers.append(gate)
            }
            touch._recognizers = recognizers
            application._trace(
                .gestures, .gestureCollected(touch: touch, recognizers: touch._recognizers, declined: declined))
        }
    }

    /// Binds each new press of `presses` to the enabled recognizers of its responder's view and
    /// that view's ancestors that allow its type, if their delegates agree — as for touches (GV1, GV7).
    func collect(_ presses: [UIPress]) {
        for press in presses where press.phase == .began {
            var recognizers: [UIGestureRecognizer] = []
            var view = (press.responder as? UIView) ?? (press.responder as? UIViewController)?.viewIfLoaded
            while let current = view {
                for recognizer in current._gestureRecognizers
                where recognizer.isEnabled
                    && !recognizer._state.isTerminal && recognizer._pendingRecognition == nil
                    && recognizer.allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue })
                {
                    if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: press)
                    {
                        continue
                    }
                    recognizer._application = application
                    var held = recognizer._presses._take()
                    held.append(press)
                    recognizer._presses = held
                    join(recognizer)
                    recognizers.append(recognizer)
                }
                view = current._superview
            }
            press._recognizers = recognizers
            if !recognizers.isEmpty {
                application._trace(.gestures, .gesturePressCollected(press: press, recognizers: recognizers))
            }
        }
    }

    /// Adds `recognizer` to the participants, unless it is one.
    private func join(_ recognizer: UIGestureRecognizer) {
        guard !participants.contains(where: { $0 === recognizer }) else { return }
        var participants = self.participants._take()
        participants.append(recognizer)
        self.participants = participants
    }

    /// The phases recognizers receive, in the order they receive them within one event.
    private static let touchPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]
    private static let pressPhases: [UIPress.Phase] = [.began, .changed, .ended, .cancelled]

    /// Gives each participant the phases of its presses in `presses`, before the responder.
    func deliver(_ presses: [UIPress], event: UIPressesEvent) {
        for recognizer in participants {
            for phase in Self.pressPhases {
                guard recognizer.isEnabled, !recognizer._state.isTerminal else { break }
                let mine = presses.filter { $0.phase == phase && recognizer._presses.contains($0) }
                guard !mine.isEmpty else { continue }
                let set = Set(mine)
                switch phase {
                case .began: recognizer.pressesBegan(set, with: event)
                case .changed: recognizer.pressesChanged(set, with: event)
                case .ended: recognizer.pressesEnded(set, with: event)
                default: recognizer.pressesCancelled(set, with: event)
                }
            }
        }
    }

    /// Gives each participant the phases of its touches in `touches`, before any view (GV2).
    func deliver(_ touches: [UITouch], event: UIEvent) {
        // UIKit: GV2, GV6 — failed (reset) recognizers no longer hold the touches.
        // The phases present (usually one): the others would give every recognizer nothing.
        var present: UInt8 = 0
        for touch in touches { present |= 1 << touch.phase.rawValue }
        Self.forEachInDeliveryOrder(of: touches, participants: participants) { recognizer in
            for phase in Self.touchPhases where present & 1 << phase.rawValue != 0 {
                guard recognizer.isEnabled, !recognizer._state.isTerminal else { break }
                guard
                    let set = event._set(of: touches, where: { $0.phase == phase && recognizer._touches.contains($0) })
                else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
    }

    /// Which of `touch`'s recognizers hold back its view delivery now (GV4, GV5).
    func gate(for touch: UITouch) -> TouchGate {
        TouchGate(touch: touch, recognizers: touch._recognizers)
    }

    // MARK: State changes

    /// A recognizer set its state (already checked against GR2).
    func request(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        perform {
            if recognizer._state == .possible, state == .began || state == .ended {
                attemptRecognition(recognizer, as: state)
            } else {
                recognizer._pendingRecognition = nil
                transition(recognizer, to: state, cause: .recognizer)
            }
        }
    }

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        // UIKit: GR6
        perform { end(recognizer, cause: .disabled) }
    }

    func recognizerWasDetached(_ recognizer: UIGestureRecognizer) {
        perform { end(recognizer, cause: .removedFromView) }
    }

    /// Views are leaving their window: their recognizers stop mid-gesture.
    func subtreeWillLeave(_ root: UIView) {
        perform {
            for recognizer in participants where recognizer.view?.isDescendant(of: root) == true {
                end(recognizer, cause: .viewLeftWindow)
            }
        }
    }

    /// Stops a recognizer from outside: cancelled if it had begun, failed if it was still possible.
    private func end(_ recognizer: UIGestureRecognizer, cause: GestureChangeCause) {
        guard let state = Self.stoppedState(of: recognizer) else { return }
        if state == .failed { recognizer._pendingRecognition = nil }
        transition(recognizer, to: state, cause: cause)
    }

    /// A recognizer in possible asks for `state`; asked again while it waits, the new attempt
    /// replaces the waiting one (and keeps the time the wait began).
    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        let waitingSince = recognizer._pendingRecognition?.since
        recognizer._pendingRecognition = nil
        let requirements = Self.failureRequirements(of: recognizer, among: participants)
        switch Self.attempt(
            requirements: Self.requirementStatus(of: requirements), waitingSince: waitingSince,
            now: application.clock.now)
        {
        case .fail(let cause):
            transition(recognizer, to: .failed, cause: cause)
        case .wait(let others, let since, let isNew):
            recognizer._pendingRecognition = (state, since, requirements.map(_Weak.init(wrappedValue:)))
            if isNew { application._trace(.gestures, .gestureWaiting(recognizer: recognizer, for: others)) }
        case .commit(let cause):
            commit(recognizer, to: state, cause: cause)
        }
    }

    private func resolveWaitingRecognitions() {
        guard participants.contains(where: { $0._pendingRecognition != nil }) else { return }
        resolveWaitingWithoutCycles()
        // Recognizers that wait for one another can never see each other fail: the first of
        // them to begin waiting recognizes, and the requirement makes the others fail.
        while let (recognizer, cycle) = Self.firstWaiterInACycle(among: participants),
            let pending = recognizer._pendingRecognition
        {
            recognizer._pendingRecognition = nil
            commit(recognizer, to: pending.state, cause: .requirementCycle(cycle))
            resolveWaitingWithoutCycles()
        }
    }

    private func resolveWaitingWithoutCycles() {
        var progress = true
        while progress {
            progress = false
            for recognizer in participants {
                guard let pending = recognizer._pendingRecognition, recognizer._state == .possible else { continue }
                let status = Self.requirementStatus(of: pending.requirements.compactMap(\.wrappedValue))
                switch Self.attempt(requirements: status, waitingSince: pending.since, now: application.clock.now) {
                case .wait:
                    continue
                case .fail(let cause):
                    recognizer._pendingRecognition = nil
                    transition(recognizer, to: .failed, cause: cause)
                case .commit(let cause):
                    recognizer._pendingRecognition = nil
                    commit(recognizer, to: pending.state, cause: cause)
                }
                progress = true
            }
        }
    }

    /// Leaves possible for `state` unless a veto (GV8, GV9) or an active competitor (GC1) stops it;
    /// then fails the competitors it prevents and schedules the cancellation of its view touches.
    private func commit(
        _ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State, cause: GestureChangeCause
    ) {
        if let refusal = Self.entryRefusal(of: recognizer, among: participants) {
            transition(recognizer, to: .failed, cause: refusal)
            return
        }
        transition(recognizer, to: state, cause: cause)
        for other in participants where other !== recognizer && other._state == .possible {
            guard let failure = Self.failure(of: other, after: recognizer, among: participants) else { continue }
            other._pendingRecognition = nil
            transition(other, to: .failed, cause: failure)
        }
        // UIKit: GV3
        if recognizer.cancelsTouchesInView { effects.cancelTouches(of: recognizer) }
    }

    /// Performs one state change: sets it, traces it, stops the timers of a finished gesture and
    /// queues what it owes (GR3–GR5).
    private func transition(
        _ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State, cause: GestureChangeCause
    ) {
        let from = recognizer._state
        recognizer._state = state
        application._trace(.gestures, .gestureStateChanged(recognizer: recognizer, from: from, to: state, cause: cause))
        if state.isTerminal { recognizer._cancelTimers() }
        effects.recognizer(recognizer, entered: state)
    }

    // MARK: Effects

    private func cancelTouchesInView(of recognizer: UIGestureRecognizer) {
        cancelPresses(of: recognizer)
        application._cancelTouches(takenBy: recognizer)
    }

    /// A recognized gesture takes its presses from their responder: `pressesCancelled` for those
    /// it saw begin, nothing more for any.
    private func cancelPresses(of recognizer: UIGestureRecognizer) {
        let presses = recognizer._presses.filter { !$0._taken }
        guard !presses.isEmpty else { return }
        application._trace(.events, .pressesCancelledByGesture(recognizer: recognizer, presses: presses))
        for press in presses { press._taken = true }
        let event = application.pressesEvent
        for press in presses where press._responderSawBegan {
            guard let responder = press.responder else { continue }
            application._trace(
                .events, .delivered(message: .pressesCancelled, to: responder, touches: [], event: event))
            responder._receive(.pressesCancelled, presses: [press], event: event)
        }
    }

    private func sendActions(of recognizer: UIGestureRecognizer) {
        // UIKit: A8 — every pair, in the order added.
        for target in recognizer._targets {
            let object = target.object
            if target.isTargeted && object == nil { continue }
            application._trace(
                .gestures, .gestureAction(recognizer: recognizer, state: recognizer._state, target: object))
            switch target.kind {
            case .selector(let action):
                if let responder = object as? UIResponder {
                    responder._perform(action, sender: recognizer, event: nil)
                } else if let performer = object as? any ActionPerforming, performer.responds(to: action) {
                    performer.perform(action, sender: recognizer, event: nil)
                }
            case .method(let call):
                if let object { call(object, recognizer) }
            case .closure(let handler):
                handler(recognizer)
            }
        }
    }

    private func reset(_ recognizer: UIGestureRecognizer) {
        // UIKit: GR5
        guard recognizer._state.isTerminal else { return }
        recognizer.reset()
        recognizer._cancelTimers()
        if !recognizer._touches.isEmpty {
            var touches = recognizer._touches._take()
            touches._removeAllKeepingCapacity()
            recognizer._touches = touches
        }
        if !recognizer._presses.isEmpty {
            var presses = recognizer._presses._take()
            presses._removeAllKeepingCapacity()
            recognizer._presses = presses
        }
        recognizer._pendingRecognition = nil
        let from = recognizer._state
        recognizer._state = .possible
        application._trace(
            .gestures, .gestureStateChanged(recognizer: recognizer, from: from, to: .possible, cause: .reset))
        var participants = self.participants._take()
        if let index = participants.firstIndex(where: { $0 === recognizer }) { participants.remove(at: index) }
        self.participants = participants
    }
}

/// The recognizers holding back a touch's view delivery (GV4, GV5): those of its recognizers that
/// may still recognize its gesture and delay the phase. Asked while the recognizers' states stand
/// still (a plan is being made, or its delays traced), so the answer is worked out when asked.
@MainActor
struct TouchGate {
    var touch: UITouch?
    var recognizers: [UIGestureRecognizer] = []

    /// Whether a recognizer holds back `phase` (began or ended) of the touch from its view.
    func delays(_ phase: UITouch.Phase) -> Bool {
        recognizers.contains { holdsBack(phase, by: $0) }
    }

    /// The recognizers that hold back `phase`, for traces.
    func delaying(_ phase: UITouch.Phase) -> [UIGestureRecognizer] {
        recognizers.filter { holdsBack(phase, by: $0) }
    }

    private func holdsBack(_ phase: UITouch.Phase, by recognizer: UIGestureRecognizer) -> Bool {
        guard let touch else { return false }
        // UIKit: GV4 (began), GV5 (ended)
        let delays = phase == .began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded
        return delays && recognizer._mayStillRecognize(touch)
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer holds touches or presses of a gesture in progress.
    var _holdsInput: Bool { !_touches.isEmpty || !_presses.isEmpty }
}

extension UIGestureRecognizer.State {
    /// began or changed: a continuous gesture under way.
    var isActive: Bool { self == .began || self == .changed }
}
