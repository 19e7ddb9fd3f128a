import Foundation

/// A continuous recognizer for one or more fingers dragging (GB3).
///
/// Begins once at least `minimumNumberOfTouches` (and at most `maximumNumberOfTouches`) fingers are
/// down and their centroid has moved `hysteresis` points; each later move is `changed`, and it ends
/// when the fingers down drop below the minimum. Fingers lifting before it began make it fail.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    // Observed: UIKit's pan hysteresis is undocumented (GB3 ❓); ours is named and configurable.
    /// How far the fingers must move before the pan begins (our addition; default 10 pt).
    public var hysteresis: CGFloat = 10

    var _down: [UITouch] = []
    private var tracker = MotionTracker()

    /// The movement since the gesture began (or since `setTranslation(_:in:)`), in `view`'s
    /// coordinate system (nil: the window's).
    public func translation(in view: UIView?) -> CGPoint {
        _vector(tracker.value, in: view)
    }

    /// Sets the translation as seen from `view`; later movement adds to it.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        tracker.set(_screenVector(translation, from: view), at: _application?.clock.now ?? 0)
    }

    /// The speed of the movement, in points per second in `view`'s coordinate system.
    public func velocity(in view: UIView?) -> CGPoint {
        _vector(tracker.velocity, in: view)
    }

    /// Whether the gesture may start with this touch; the screen-edge pan narrows it.
    func _acceptsFirst(_ touch: UITouch) -> Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches._byFinger {
            if state == .possible, _down.isEmpty, !_acceptsFirst(touch) {
                state = .failed
                return
            }
            // Fingers beyond the maximum are not part of the gesture.
            guard _down.count < maximumNumberOfTouches else {
                ignore(touch, for: event)
                continue
            }
            _down.append(touch)
        }
        tracker.rebase(centroid(of: _down, _screenLocation(of:)), at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        tracker.move(to: centroid(of: _down, _screenLocation(of:)), at: event.timestamp)
        switch state {
        case .possible:
            if _down.count >= minimumNumberOfTouches, _magnitude(tracker.value) >= hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        _down.removeAll { touches.contains($0) }
        tracker.rebase(centroid(of: _down, _screenLocation(of:)), at: event.timestamp)
        guard _down.count < minimumNumberOfTouches else { return }
        switch state {
        case .began, .changed: state = .ended
        case .possible where _down.isEmpty: state = .failed
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        _down._removeAllKeepingCapacity()
        tracker.reset()
    }

    // MARK: Vectors between screen and view coordinates

    private func _vector(_ vector: CGPoint, in view: UIView?) -> CGPoint {
        guard let window = self.view?.window else { return vector }
        let origin = window.convert(window.convert(CGPoint.zero, from: nil as UIWindow?), to: view)
        let tip = window.convert(window.convert(vector, from: nil as UIWindow?), to: view)
        return tip - origin
    }

    private func _screenVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let window = self.view?.window else { return vector }
        let origin = window.convert(window.convert(CGPoint.zero, from: view), to: nil as UIWindow?)
        let tip = window.convert(window.convert(vector, from: view), to: nil as UIWindow?)
        return tip - origin
    }
}

func _magnitude(_ vector: CGPoint) -> CGFloat { (vector.x * vector.x + vector.y * vector.y).squareRoot() }

/// A quantity that follows the fingers (a translation, a scale, an angle), with its rate of change
/// over the most recent `window` seconds.
struct MotionTracker {
    /// The accumulated value (for a pan, the translation in screen coordinates).
    private(set) var value: CGPoint = .zero
    private var last: CGPoint?
    private var samples: [(time: TimeInterval, value: CGPoint)] = []
    /// The span of history that velocities average over.
    static let window: TimeInterval = 0.1

    /// Follows a new reading (for example when fingers are added or lifted) without moving; the
    /// first one also starts the history that velocities use.
    mutating func rebase(_ reading: CGPoint, at time: TimeInterval) {
        last = reading
        if samples.isEmpty { samples.append((time, value)) }
    }

    /// Adds the change since the last reading.
    mutating func move(to reading: CGPoint, at time: TimeInterval) {
        if let last { value = value + (reading - last) }
        last = reading
        samples.append((time, value))
        while samples.count > 2, time - samples[1].time >= Self.window { samples.removeFirst() }
    }

    /// Sets the accumulated value; the velocity starts again from zero.
    mutating func set(_ newValue: CGPoint, at time: TimeInterval) {
        value = newValue
        samples._removeAllKeepingCapacity()
        samples.append((time, newValue))
    }

    /// Back to a new tracker's state, keeping the history's storage for the next gesture.
    mutating func reset() {
        value = .zero
        last = nil
        samples._removeAllKeepingCapacity()
    }

    /// The rate of change per second over the recent history.
    var velocity: CGPoint {
        guard let first = samples.first, let latest = samples.last, latest.time > first.time else { return .zero }
        let seconds = CGFloat(latest.time - first.time)
        return CGPoint(x: (latest.value.x - first.value.x) / seconds, y: (latest.value.y - first.value.y) / seconds)
    }
}
