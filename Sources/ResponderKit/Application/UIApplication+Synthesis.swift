import Foundation

// Convenience input for hosts, scripts and tests (our additions): each call enqueues raw input,
// runs the queue and moves the virtual clock as a finger would.

extension UIApplication {
    /// How long a synthesized tap holds the finger down.
    public static let tapDuration: TimeInterval = 0.05
    /// The pause between the taps of a multi-tap.
    public static let pauseBetweenTaps: TimeInterval = 0.1

    /// One finger update, delivered at once. `location` is in screen coordinates.
    public func touch(finger: Int, _ phase: UITouch.Phase, at location: CGPoint) {
        enqueue(.touches([RawTouch(finger: finger, phase: phase, location: location)]))
        runUntilIdle()
    }

    /// `count` taps at `location` (screen coordinates): down, up `tapDuration` later, with
    /// `pauseBetweenTaps` between taps. The clock ends at the last lift.
    public func tap(at location: CGPoint, count: Int = 1) {
        for index in 0..<max(count, 1) {
            if index > 0 { advance(by: Self.pauseBetweenTaps) }
            let finger = _unusedFinger()
            touch(finger: finger, .began, at: location)
            advance(by: Self.tapDuration)
            touch(finger: finger, .ended, at: location)
        }
    }

    /// One finger from `start` to `end` in `steps` equal moves spread over `duration` seconds.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) {
        let finger = _unusedFinger()
        let steps = max(steps, 1)
        touch(finger: finger, .began, at: start)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let fraction = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            touch(finger: finger, .moved, at: point)
        }
        touch(finger: finger, .ended, at: end)
    }

    /// A shake: motion began, then ended `duration` seconds later (O1).
    public func shake(duration: TimeInterval = 0.1) {
        enqueue(.motion(.motionShake, .began))
        runUntilIdle()
        advance(by: duration)
        enqueue(.motion(.motionShake, .ended))
        runUntilIdle()
    }

    /// A key or button pressed and released `duration` seconds later (O3).
    public func press(_ type: UIPress.PressType = .select, key: UIKey? = nil, duration: TimeInterval = 0.05) {
        let id = (pressesEvent._presses.map(\.id).max() ?? 0) + 1
        enqueue(.press(RawPress(id: id, phase: .began, type: type, key: key)))
        runUntilIdle()
        advance(by: duration)
        enqueue(.press(RawPress(id: id, phase: .ended, type: type, key: key)))
        runUntilIdle()
    }

    /// A remote-control command (O2).
    public func remoteControl(_ subtype: UIEvent.EventSubtype) {
        enqueue(.remoteControl(subtype))
        runUntilIdle()
    }

    /// The smallest finger number not down now.
    func _unusedFinger() -> Int {
        var finger = 1
        while touchesEvent._touches.contains(where: { $0.finger == finger }) || _consumedFingers.contains(finger) {
            finger += 1
        }
        return finger
    }
}
