import Foundation

/// The application's notion of time: seconds that pass only when the host says so
/// (DESIGN decision 5). Timers scheduled on it fire, in time order, as it advances.
@MainActor
public final class VirtualClock {
    /// Seconds since the clock started; never decreases.
    public private(set) var now: TimeInterval = 0

    private struct Timer {
        let fireTime: TimeInterval
        let sequence: Int
        let action: Action
    }

    private enum Action {
        case closure(@MainActor () -> Void)
        /// A recognizer's time limit: the recognizer is held by handle and handed to the action,
        /// so that scheduling one allocates no closure context.
        case gesture(_Weak<UIGestureRecognizer>, @MainActor (UIGestureRecognizer) -> Void)
    }

    private var timers: [Timer] = []   // sorted by (fireTime, sequence)
    private var nextSequence = 0

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
    func schedule(after delay: TimeInterval, for recognizer: UIGestureRecognizer,
                  _ action: @escaping @MainActor (UIGestureRecognizer) -> Void) -> TimerID {
        schedule(after: delay, .gesture(_Weak(wrappedValue: recognizer), action))
    }

    private func schedule(after delay: TimeInterval, _ action: Action) -> TimerID {
        let fireTime = now + max(0, delay.isFinite ? delay : 0)
        let timer = Timer(fireTime: fireTime, sequence: nextSequence, action: action)
        nextSequence += 1
        let index = timers.firstIndex { ($0.fireTime, $0.sequence) > (fireTime, timer.sequence) } ?? timers.count
        timers._insert(timer, at: index)
        return TimerID(sequence: timer.sequence)
    }

    /// Cancels a timer that has not fired yet.
    public func cancel(_ id: TimerID) {
        // Sequences are unique.
        timers._removeFirst { $0.sequence == id.sequence }
    }

    /// The time of the earliest pending timer.
    public var nextFireTime: TimeInterval? { timers.first?.fireTime }

    /// Runs the earliest timer due at or before `time`, moving the clock to its fire time.
    /// Returns false when none is due.
    func fireNext(upTo time: TimeInterval) -> Bool {
        guard let first = timers.first, first.fireTime <= time else { return false }
        timers._removeFirst()
        now = max(now, first.fireTime)
        switch first.action {
        case .closure(let action):
            action()
        case .gesture(let recognizer, let action):
            recognizer.wrappedValue?._timerFired(TimerID(sequence: first.sequence), action)
        }
        return true
    }

    /// Moves the clock forward to `time` (never back).
    func move(to time: TimeInterval) {
        if time > now { now = time }
    }
}
