import Foundation

// The arbiter's decisions (GC1–GC5, GV8–GV10): functions of the recognizers' states and of the
// answers of their delegates, their classes and the views on the way, returning what should
// happen. They change nothing; the arbiter performs what they return, one decision at a time,
// because the next decision may read the states the last one changed (a delegate may ask).

extension GestureArbiter {
    /// What a recognizer's failure requirements say while it asks to leave possible (GC4).
    enum RequirementStatus {
        /// None of them stands in the way.
        case clear
        /// These may still fail: the recognizer waits, still possible.
        case waiting([UIGestureRecognizer])
        /// This one has begun or recognized: the recognizer fails.
        case blocked(by: UIGestureRecognizer)
    }

    /// What becomes of a recognizer in possible that asks to begin or recognize (GC4).
    enum Attempt {
        /// It fails, for this reason.
        case fail(GestureChangeCause)
        /// It waits, still possible, for `others` to fail; waiting since `since`, and `isNew` if
        /// the wait starts now.
        case wait(for: [UIGestureRecognizer], since: TimeInterval, isNew: Bool)
        /// It may enter the state it asked for, for this reason, unless its delegate, a view or an
        /// active competitor stops it (`entryRefusal(of:among:)`).
        case commit(GestureChangeCause)
    }

    /// The status of failure requirements, from their states alone.
    static func requirementStatus(of requirements: [UIGestureRecognizer]) -> RequirementStatus {
        var waiting: [UIGestureRecognizer] = []
        for other in requirements {
            if other._state.isActive || other._state == .ended { return .blocked(by: other) }
            // Observed: a required recognizer that holds no touch cannot fail; it does not block.
            if other._state == .possible, other._holdsInput { waiting.append(other) }
        }
        return waiting.isEmpty ? .clear : .waiting(waiting)
    }

    /// What becomes of an attempt to leave possible, given its requirements' status, since when
    /// it has waited (nil: it asks now), and the time now.
    static func attempt(requirements status: RequirementStatus, waitingSince: TimeInterval?, now: TimeInterval)
        -> Attempt
    {
        switch status {
        case .blocked(let other):
            // UIKit: GC4 — a required recognizer has recognized.
            return .fail(.requiredToFail(other))
        case .waiting(let others):
            // UIKit: GC4 — wait in possible until they fail.
            return .wait(for: others, since: waitingSince ?? now, isNew: waitingSince == nil)
        case .clear:
            return .commit(waitingSince.map { .requirementsFailed(waited: now - $0) } ?? .recognizer)
        }
    }

    /// Why `recognizer` may not leave possible now, if it may not: its delegate or a view says no
    /// (GV8, GV9), or an active participant sharing a touch prevents it (GC1).
    static func entryRefusal(of recognizer: UIGestureRecognizer, among participants: [UIGestureRecognizer])
        -> GestureChangeCause?
    {
        if let vetoer = shouldBeginVeto(for: recognizer) { return .shouldBeginReturnedFalse(by: vetoer) }
        // UIKit: GC1 — an active recognizer sharing a touch blocks it.
        if let winner = participants.first(where: { other in
            other !== recognizer && other._state.isActive && sharesTouch(other, recognizer)
                && prevents(other, recognizer)
        }) {
            return .prevented(by: winner)
        }
        return nil
    }

    /// Why `other`, still possible, fails now that `recognizer` has begun or recognized, if it
    /// does: it must see `recognizer` fail (GC4), or they share a touch and `recognizer` prevents
    /// it (GC1, GC3).
    static func failure(
        of other: UIGestureRecognizer, after recognizer: UIGestureRecognizer,
        among participants: [UIGestureRecognizer]
    ) -> GestureChangeCause? {
        if requiresFailure(other, of: recognizer, among: participants) {
            // UIKit: GC4 — the recognizer it waits for has recognized.
            return .requiredToFail(recognizer)
        }
        if sharesTouch(other, recognizer), prevents(recognizer, other) {
            // UIKit: GC1, GC3
            return .prevented(by: recognizer)
        }
        return nil
    }

    /// The state a recognizer stopped from outside goes to: cancelled if it had begun, failed if
    /// it was still possible with a gesture under way, none otherwise (GR6).
    static func stoppedState(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer.State? {
        switch recognizer._state {
        case .began, .changed: .cancelled
        case .possible where recognizer._holdsInput: .failed
        default: nil
        }
    }

    // MARK: Failure requirements (GC4, GC5)

    /// The recognizers `recognizer` must see fail: `require(toFail:)`, then the dynamic
    /// requirements of both subclasses and both delegates with the other participants, asked once
    /// per attempt (GC4, GC5).
    static func failureRequirements(of recognizer: UIGestureRecognizer, among participants: [UIGestureRecognizer])
        -> [UIGestureRecognizer]
    {
        var result = recognizer._requiredToFail.compactMap(\.wrappedValue)
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            if asksToRequire(recognizer, failureOf: other) { result.append(other) }
        }
        return result
    }

    /// Whether `recognizer` must see `other` fail, as `failureRequirements(of:among:)` would list
    /// it; a recognizer already waiting keeps the list its attempt asked for.
    static func requiresFailure(
        _ recognizer: UIGestureRecognizer, of other: UIGestureRecognizer,
        among participants: [UIGestureRecognizer]
    ) -> Bool {
        if let waiting = recognizer._pendingRecognition {
            return waiting.requirements.contains { $0.wrappedValue === other }
        }
        if recognizer._requiredToFail.contains(where: { $0.wrappedValue === other }) { return true }
        return other !== recognizer && participants.contains { $0 === other }
            && asksToRequire(recognizer, failureOf: other)
    }

    /// The dynamic requirement between two recognizers: true from any side establishes it (GC5).
    static func asksToRequire(_ recognizer: UIGestureRecognizer, failureOf other: UIGestureRecognizer) -> Bool {
        // UIKit: GC5
        recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// Of the recognizers among `participants` that wait for failures, the one that began waiting
    /// first among those whose waits lead back to them through recognizers that wait too, and
    /// that cycle (itself first).
    static func firstWaiterInACycle(among participants: [UIGestureRecognizer]) -> (
        UIGestureRecognizer, [UIGestureRecognizer]
    )? {
        let waiters = participants.filter { $0._pendingRecognition != nil && $0._state == .possible }
        guard waiters.count > 1 else { return nil }
        func awaited(by recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
            guard let pending = recognizer._pendingRecognition,
                case .waiting(let others) = requirementStatus(of: pending.requirements.compactMap(\.wrappedValue))
            else { return [] }
            return others.filter { other in waiters.contains { $0 === other } }
        }
        for start in waiters.sorted(by: { $0._pendingRecognition!.since < $1._pendingRecognition!.since }) {
            var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
            var paths = [[start]]
            while let path = paths.popLast() {
                for next in awaited(by: path.last!) {
                    if next === start { return (start, path) }
                    if seen.insert(ObjectIdentifier(next)).inserted { paths.append(path + [next]) }
                }
            }
        }
        return nil
    }

    // MARK: Who may begin (GV8, GV9) and who excludes whom (GC1, GC3)

    /// Who says no to `recognizer` leaving possible: its delegate (GV8), else the first view asked
    /// (GV9): for each touch, its hit-test view and the ancestors up to the recognizer's view.
    static func shouldBeginVeto(for recognizer: UIGestureRecognizer) -> AnyObject? {
        // UIKit: GV8
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return delegate }
        // UIKit: GV9 — recommended set of views: see the differences document.
        let touches = recognizer._touches
        guard touches.count > 1 else {
            // One walk meets no view twice: nothing to remember.
            guard let start = touches.first?.view ?? recognizer.view else { return nil }
            return firstRefusal(from: start, of: recognizer) { _ in true }
        }
        var asked: [UIView] = []
        var starts = touches.compactMap(\.view)
        if starts.isEmpty, let view = recognizer.view { starts = [view] }
        for start in starts {
            let refusal = firstRefusal(from: start, of: recognizer) { view in
                guard !asked.contains(where: { $0 === view }) else { return false }
                asked.append(view)
                return true
            }
            if let refusal { return refusal }
        }
        return nil
    }

    /// GV9 along one walk: the first view from `start` up to the recognizer's view, among those
    /// `asking` lets through, whose `gestureRecognizerShouldBegin(_:)` says no.
    private static func firstRefusal(from start: UIView, of recognizer: UIGestureRecognizer, asking: (UIView) -> Bool)
        -> UIView?
    {
        var view: UIView? = start
        while let current = view {
            if asking(current), !current._askGestureRecognizerShouldBegin(recognizer) { return current }
            if current === recognizer.view { break }
            view = current._superview
        }
        return nil
    }

    /// Whether two recognizers hold a touch or a press in common.
    static func sharesTouch(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a._touches.contains { touch in b._touches.contains(touch) }
            || a._presses.contains { press in b._presses.contains(press) }
    }

    /// Whether `a` recognizing forces `b` to fail: both classes allow it (GC3) and neither
    /// delegate allows them together (GC1).
    static func prevents(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        // UIKit: GC1 — true from either delegate is enough.
        if a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return false }
        if b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true { return false }
        // UIKit: GC3
        return a.canPrevent(b) && b.canBePrevented(by: a)
    }

    // MARK: Delivery order (GV10)

    /// GV10's order for one event: each touch's recognizers as collected (hit-test view first,
    /// then outward), touches in finger order; then any other participant. Neither the touches'
    /// recognizers nor the participants change while an event is delivered (new ones join in
    /// `collect`, before; failed ones leave in `settle`, after), so the order is walked in place.
    static func forEachInDeliveryOrder(
        of touches: [UITouch], participants: [UIGestureRecognizer],
        _ body: (UIGestureRecognizer) -> Void
    ) {
        // UIKit: GV10 — recommended deterministic order.
        func collected(_ recognizer: UIGestureRecognizer, before touch: Int) -> Bool {
            touches[..<touch].contains { $0._recognizers.contains { $0 === recognizer } }
        }
        for (index, touch) in touches.enumerated() {
            for (position, recognizer) in touch._recognizers.enumerated()
            where participants.contains(where: { $0 === recognizer })
                && !touch._recognizers[..<position].contains(where: { $0 === recognizer })
                && !collected(recognizer, before: index)
            {
                body(recognizer)
            }
        }
        for recognizer in participants where !collected(recognizer, before: touches.count) {
            body(recognizer)
        }
    }
}
