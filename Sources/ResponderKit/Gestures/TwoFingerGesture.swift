import Foundation

/// What pinch and rotation share: the first two fingers down, the quantity they define (distance
/// or angle) followed over time, and the continuous state changes around it (GB5, GB6).
@MainActor
struct TwoFingerGesture {
    /// The two fingers of the gesture, once both are down.
    private(set) var down: [UITouch] = []
    private(set) var tracker = MotionTracker()
    /// The quantity when the second finger came down.
    private(set) var base: CGFloat = 0

    /// Adds new fingers up to two, asking the recognizer to ignore the rest. True when the pair has
    /// just become complete; the caller then calls `start(base:reading:at:)`.
    mutating func add(_ touches: Set<UITouch>, to recognizer: UIGestureRecognizer, event: UIEvent) -> Bool {
        let wasComplete = down.count == 2
        for touch in touches._byFinger {
            if down.count < 2 { down.append(touch) } else { recognizer.ignore(touch, for: event) }
        }
        return !wasComplete && down.count == 2
    }

    /// Starts following from `reading`; `base` is kept for the caller's scale.
    mutating func start(base: CGFloat, reading: CGFloat, at time: TimeInterval) {
        self.base = base
        tracker.rebase(CGPoint(x: reading, y: 0), at: time)
    }

    /// Follows the quantity; returns the accumulated change since `start`.
    mutating func move(to reading: CGFloat, at time: TimeInterval) -> CGFloat {
        tracker.move(to: CGPoint(x: reading, y: 0), at: time)
        return tracker.value.x
    }

    mutating func set(_ change: CGFloat, at time: TimeInterval) {
        tracker.set(CGPoint(x: change, y: 0), at: time)
    }

    var velocity: CGFloat { tracker.velocity.x }

    /// The state after fingers lifted: ended once begun, failed if all lifted before.
    mutating func lift(_ touches: Set<UITouch>, state: UIGestureRecognizer.State) -> UIGestureRecognizer.State? {
        let hadPair = down.count == 2
        down.removeAll { touches.contains($0) }
        switch state {
        case .began, .changed: return hadPair ? .ended : nil
        case .possible: return down.isEmpty ? .failed : nil
        default: return nil
        }
    }

    /// The state a begun or possible gesture moves to after a move that changed the quantity by
    /// `change` (in the units `hysteresis` is given in).
    func stateAfterMove(_ state: UIGestureRecognizer.State, change: CGFloat, hysteresis: CGFloat) -> UIGestureRecognizer
        .State?
    {
        switch state {
        case .possible: return abs(change) >= hysteresis ? .began : nil
        case .began, .changed: return .changed
        default: return nil
        }
    }
}
