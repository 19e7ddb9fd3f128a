import Foundation

/// A continuous recognizer for one or more fingers dragging (GB3).
///
/// Begins once at least `minimumNumberOfTouches` (and at most `maximumNumberOfTouches`) fingers are
/// down and their centroid has moved `hysteresis` points; each later move is `changed`, and it ends
/// when the fingers down drop below the minimum. Fingers lifting before it began make it fail.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fingers needed to begin, and to keep going: the pan ends when fewer stay down. 1 by
    /// default.
    public var minimumNumberOfTouches: Int {
        get { _minimumNumberOfTouches }
        set { _minimumNumberOfTouches = newValue }
    }
    /// Fingers the gesture takes; later ones are ignored (UIKit rule GR8), so the view keeps
    /// them. `Int.max` by default.
    public var maximumNumberOfTouches: Int {
        get { _maximumNumberOfTouches }
        set { _maximumNumberOfTouches = newValue }
    }
    // Observed: UIKit's pan hysteresis is undocumented (GB3 ❓); ours is named and configurable.
    /// How far the fingers must move before the pan begins (our addition; default 10 pt).
    public var hysteresis: CGFloat {
        get { _hysteresis }
        set { _hysteresis = newValue }
    }

    // The parameters' storage: the recognizer reads them on every touch, and a read of a public
    // stored property costs a run-time exclusivity check.
    private var _minimumNumberOfTouches: Int = 1
    private var _maximumNumberOfTouches: Int = Int.max
    private var _hysteresis: CGFloat = 10

    var _down: [UITouch] = []
    private var tracker = MotionTracker()

    /// Changes the tracker without holding an access to it open across the change, which would
    /// make every read of it checked at run time (Support/Collection+Take.swift).
    private func _changeTracker(_ change: (inout MotionTracker) -> Void) {
        var tracker = self.tracker._take()
        change(&tracker)
        self.tracker = tracker
    }

    /// The movement since the gesture began (or since `setTranslation(_:in:)`), in `view`'s
    /// coordinate system (nil: the window's).
    public func translation(in view: UIView?) -> CGPoint {
        _vector(tracker.value, in: view)
    }

    /// Sets the translation as seen from `view`; later movement adds to it.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        _changeTracker { $0.set(_screenVector(translation, from: view), at: _application?.clock.now ?? 0) }
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
            var down = _down._take()  // changed through `_take()`: see Collection+Take.swift
            down.append(touch)
            _down = down
        }
        _changeTracker { $0.rebase(centroid(of: _down, _screenLocation(of:)), at: event.timestamp) }
    }

    /// Follows the centroid of the fingers down; begins once at least `minimumNumberOfTouches`
    /// are down and it has moved `hysteresis`, then each move is `changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        _changeTracker { $0.move(to: centroid(of: _down, _screenLocation(of:)), at: event.timestamp) }
        switch state {
        case .possible:
            if _down.count >= minimumNumberOfTouches, _magnitude(tracker.value) >= hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends the pan when fewer than `minimumNumberOfTouches` fingers stay down; fails it when
    /// every finger lifted before it began. The translation does not jump when a finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        var down = _down._take()
        down.removeAll { touches.contains($0) }
        _down = down
        _changeTracker { $0.rebase(centroid(of: _down, _screenLocation(of:)), at: event.timestamp) }
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
        var down = _down._take()
        down._removeAllKeepingCapacity()
        _down = down
        _changeTracker { $0.reset() }
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

    /// The tracker, leaving a new one in its place, without copying its history.
    mutating func _take() -> MotionTracker {
        var taken = MotionTracker()
        swap(&taken, &self)
        return taken
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
