import Foundation

/// A continuous recognizer for two fingers moving apart or together (GB5).
///
/// Begins when the distance between the fingers has changed by `hysteresis` points since the
/// second finger came down; `scale` is that distance over the starting one (absolute, starting at
/// 1); it ends when a finger lifts.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    // Observed: the pinch threshold is undocumented; ours is named and configurable.
    /// How much the distance must change before the pinch begins (our addition; default 8 pt).
    public var hysteresis: CGFloat = 8

    private var pair = TwoFingerGesture()

    /// The current distance between the fingers over their starting distance. Setting it makes
    /// later changes relative to the new value and restarts `velocity`.
    public var scale: CGFloat {
        get { 1 + pair.tracker.value.x }
        set { pair.set(newValue - 1, at: _application?.clock.now ?? 0) }
    }

    /// The change of scale per second.
    public var velocity: CGFloat { pair.velocity }

    private var distance: CGFloat {
        guard pair.down.count == 2 else { return 0 }
        return _screenLocation(of: pair.down[0]).distance(to: _screenLocation(of: pair.down[1]))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if pair.add(touches, to: self, event: event) { pair.start(base: distance, reading: 1, at: event.timestamp) }
    }

    /// With both fingers down, follows the distance between them: begins once it has changed by
    /// `hysteresis`, then each move is `changed`. Fingers beyond the first two are ignored.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.down.count == 2, pair.base > 0 else { return }
        let change = pair.move(to: distance / pair.base, at: event.timestamp)
        if let next = pair.stateAfterMove(state, change: change * pair.base, hysteresis: hysteresis) { state = next }
    }

    /// Ends a gesture under way when either of its two fingers lifts; fails one that had not
    /// begun once both have lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = pair.lift(touches, state: state) { state = next }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        pair = TwoFingerGesture()
    }
}
