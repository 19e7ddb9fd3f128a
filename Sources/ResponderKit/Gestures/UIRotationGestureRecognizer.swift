import Foundation

/// A continuous recognizer for two fingers turning around each other (GB6).
///
/// Begins when the line through the fingers has turned by `hysteresis` radians since the second
/// finger came down; `rotation` is the angle turned since (absolute, clockwise positive in
/// screen coordinates); it ends when a finger lifts.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    // Observed: the rotation threshold is undocumented; ours is named and configurable.
    /// How far the fingers must turn before the rotation begins (our addition; 0.1 rad).
    public var hysteresis: CGFloat = 0.1

    private var pair = TwoFingerGesture()
    private var lastAngle: CGFloat = 0

    /// The angle turned, in radians. Setting it makes later changes relative to the new value and
    /// restarts `velocity`.
    public var rotation: CGFloat {
        get { pair.tracker.value.x }
        set { pair.set(newValue, at: _application?.clock.now ?? 0) }
    }

    /// Radians per second.
    public var velocity: CGFloat { pair.velocity }

    private var angle: CGFloat {
        guard pair.down.count == 2 else { return 0 }
        let vector = _screenLocation(of: pair.down[1]) - _screenLocation(of: pair.down[0])
        return atan2(vector.y, vector.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if pair.add(touches, to: self, event: event) {
            lastAngle = angle
            pair.start(base: lastAngle, reading: lastAngle, at: event.timestamp)
        }
    }

    /// With both fingers down, follows the angle between them: begins once it has changed by
    /// `hysteresis`, then each move is `changed`. Fingers beyond the first two are ignored.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.down.count == 2 else { return }
        // Unwrap: the reading moves by the shortest turn from the last one.
        var delta = angle - lastAngle.truncatingRemainder(dividingBy: 2 * .pi)
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        lastAngle += delta
        let turned = pair.move(to: lastAngle, at: event.timestamp)
        if let next = pair.stateAfterMove(state, change: turned, hysteresis: hysteresis) { state = next }
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
        lastAngle = 0
    }
}
