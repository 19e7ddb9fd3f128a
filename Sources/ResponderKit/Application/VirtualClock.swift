import Foundation

/// The application's notion of time: seconds that pass only when the host says so
/// (DESIGN decision 5). Timers scheduled on it fire, in time order, as it advances.
@preconcurrency @MainActor
public final class VirtualClock {
    /// Seconds since the clock started; never decreases.
    public var now: TimeInterval { _now }
    // Apart from the public property, whose reads would each cost a run-time exclusivity check.
    private var _now: TimeInterval = 0

    /// When a timer fires; timers due at the same time fire in the order they were scheduled.
    private struct Due: Comparable {
        let fireTime: TimeInterval
        let sequence: Int

        static func < (lhs: Due, rhs: Due) -> Bool { (lhs.fireTime, lhs.sequence) < (rhs.fireTime, rhs.sequence) }
    }

    private enum Action {
        case closure(@MainActor () -> Void)
        /// A recognizer's time limit: the recognizer is held by handle and handed to the action,
        /// so that scheduling one allocates no closure context.
        case gesture(_Weak<UIGestureRecognizer>, @MainActor (UIGestureRecognizer) -> Void)
    }

    // The pending timers, in firing order: when, and what (apart, so that finding a timer reads
    // plain numbers only). Changed through `_take()`, so that reading them is never checked.
    private var due: [Due] = []
    private var actions: [Action] = []
    private var nextSequence = 0

    /// A clock at 0 with no timers. Each `UIApplication` makes its own; make one yourself only
    /// to schedule work apart from any application.
    public init() {}

    /// A handle that cancels a scheduled timer.
    public struct TimerID: Hashable, Sendable {
        let sequence: Int
    }

    /// Schedules `action` to run `delay` seconds from now (when the clock reaches that time).
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> TimerID {
        schedule(after: delay, .closure(action))
    }

    /// Schedules a time limit of `recognizer`: unless cancelled first, `action` runs with the
    /// recognizer if it still exists (`UIGestureRecognizer._timerFired(_:_:)`).
    func schedule(
        after delay: TimeInterval, for recognizer: UIGestureRecognizer,
        _ action: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) -> TimerID {
        schedule(after: delay, .gesture(_Weak(wrappedValue: recognizer), action))
    }

    private func schedule(after delay: TimeInterval, _ action: Action) -> TimerID {
        let timer = Due(fireTime: now + max(0, delay.isFinite ? delay : 0), sequence: nextSequence)
        nextSequence += 1
        var due = self.due._take(), actions = self.actions._take()
        let index = due.firstIndex { $0 > timer } ?? due.count
        due.insert(timer, at: index)
        actions.insert(action, at: index)
        self.due = due
        self.actions = actions
        return TimerID(sequence: timer.sequence)
    }

    /// Cancels a timer that has not fired yet.
    public func cancel(_ id: TimerID) {
        // Sequences are unique.
        guard let index = self.due.firstIndex(where: { $0.sequence == id.sequence }) else { return }
        var due = self.due._take(), actions = self.actions._take()
        due.remove(at: index)
        actions.remove(at: index)
        self.due = due
        self.actions = actions
    }

    /// The time of the earliest pending timer.
    public var nextFireTime: TimeInterval? { due.first?.fireTime }

    /// Runs the earliest timer due at or before `time`, moving the clock to its fire time.
    /// Returns false when none is due.
    func fireNext(upTo time: TimeInterval) -> Bool {
        guard let first = self.due.first, first.fireTime <= time else { return false }
        var due = self.due._take(), actions = self.actions._take()
        due.remove(at: 0)
        let action = actions.remove(at: 0)
        self.due = due
        self.actions = actions
        _now = max(_now, first.fireTime)
        switch action {
        case .closure(let action):
            action()
        case .gesture(let recognizer, let action):
            recognizer.wrappedValue?._timerFired(TimerID(sequence: first.sequence), action)
        }
        return true
    }

    /// Moves the clock forward to `time` (never back).
    func move(to time: TimeInterval) {
        if time > _now { _now = time }
    }
}
