import Foundation

/// One finger on the screen, the same object from `began` to `ended` or `cancelled` (T1).
///
/// `view` and `window` are fixed when the touch begins and never change, even when the finger
/// leaves the view (T2).
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// Where a touch is in its life; raw values are UIKit's (UIKit rule T3).
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// `began`: the finger came down (`touchesBegan`); `moved`: it moved (`touchesMoved`);
        /// `stationary`: it is down and did not change in this update, so it is in
        /// `UIEvent.allTouches` but no handler is called for it (UIKit rule T4); `ended`: it
        /// lifted (`touchesEnded`); `cancelled`: the host cancelled it (`touchesCancelled`). A
        /// view can also get `touchesCancelled` for a touch still down, when a recognizer takes
        /// it (UIKit rule GV3).
        case began, moved, stationary, ended, cancelled
        // UIKit: T3 — pointer-hover phases; they never produce touchesBegan and the like.
        /// A pointer hovering over a window without pressing: accepted as input, never delivered
        /// to a responder.
        case regionEntered, regionMoved, regionExited

        /// The case's name: `began`, `regionMoved` …
        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .regionEntered: "regionEntered"
            case .regionMoved: "regionMoved"
            case .regionExited: "regionExited"
            }
        }
    }

    /// What made the touch; raw values are UIKit's. ResponderKit only makes `direct` touches.
    public enum TouchType: Int, Sendable {
        /// `direct`: a finger on the screen; `indirect`: a touch not on the screen (a remote's
        /// surface); `pencil`: Apple Pencil; `indirectPointer`: a mouse or trackpad pointer.
        case direct, indirect, pencil, indirectPointer
    }

    /// The host's identifier for the finger (`RawTouch.finger`).
    public let finger: Int
    /// The phase in the update being delivered; `stationary` when another finger changed and
    /// this one did not.
    public internal(set) var phase: Phase {
        get { _phase }
        set { _phase = newValue }
    }
    /// The time of the last change to this touch, in seconds on the application's clock (T10).
    public internal(set) var timestamp: TimeInterval {
        get { _timestamp }
        set { _timestamp = newValue }
    }
    /// 1 for a single tap, 2 for the second tap of a double tap, … (T9).
    public internal(set) var tapCount: Int {
        get { _tapCount }
        set { _tapCount = newValue }
    }
    /// Always `direct`: hosts report fingers on a screen.
    public let type: TouchType = .direct
    /// The hit-test view, fixed for the touch's life (T2).
    public internal(set) var view: UIView? {
        get { _view }
        set { _view = newValue }
    }
    /// The window the touch began in (T2).
    public internal(set) var window: UIWindow? {
        get { _window }
        set { _window = newValue }
    }

    // The public properties' storage: internal stored properties cost no run-time exclusivity
    // check, which every read of a public stored property does (several per touch per event).
    private var _phase: Phase
    private var _timestamp: TimeInterval
    private var _tapCount: Int
    private var _view: UIView?
    private var _window: UIWindow?

    var _location: CGPoint  // window coordinates
    /// Where the touch began, in window coordinates.
    var _startLocation: CGPoint
    var _previousLocation: CGPoint  // window coordinates
    /// How the touch stands with its view and what the view is owed (`TouchDeliveryState`).
    /// Changing it reads the state and stores it back whole, so that no access to the storage
    /// stays open while a transition runs, and the optimizer drops every run-time check.
    var _delivery: TouchDeliveryState {
        get { _deliveryStorage }
        set { _deliveryStorage = newValue }
    }
    private var _deliveryStorage = TouchDeliveryState()
    /// The recognizers collected when the touch began (GV1).
    var _recognizers: [UIGestureRecognizer] = []
    /// Force and contact size, from the raw input of the touch's last update.
    var _measurements = _TouchMeasurements()
    /// The earlier samples of the update being delivered, when its raw input carried some
    /// (`RawTouch.coalescedSamples`); empty otherwise.
    var _earlierSamples: [_TouchSample] = []
    /// The number of the application's last input update that changed this touch.
    var _update = 0

    init(finger: Int, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
        self.finger = finger
        self._phase = .began
        self._timestamp = timestamp
        self._tapCount = tapCount
        self._location = location
        self._previousLocation = location
        self._startLocation = location
    }

    /// The current location in `view`'s coordinates; nil means the touch's window (T8).
    public func location(in view: UIView?) -> CGPoint {
        // UIKit: T8
        _convert(_location, to: view)
    }

    /// The location at the previous event for this touch, in `view`'s coordinates (T8).
    public func previousLocation(in view: UIView?) -> CGPoint {
        _convert(_previousLocation, to: view)
    }

    /// As `location(in:)`: UIKit gives a more precise location only for touches that support it
    /// (Apple Pencil), and the raw input's locations here are already as precise as the host's.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// As `previousLocation(in:)` (see `preciseLocation(in:)`).
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// The force of the touch, 1 being an average touch's, from the raw input (`RawTouch.force`);
    /// 0, as UIKit's on a device without 3D Touch, when the input does not carry it (ResponderKit's
    /// own taps and drags, scene scripts).
    public var force: CGFloat { _measurements.force }
    /// The largest force the hardware reports (`RawTouch.maximumPossibleForce`); 0, as UIKit's on a
    /// device without 3D Touch, when the input does not carry it.
    public var maximumPossibleForce: CGFloat { _measurements.maximumPossibleForce }
    /// The radius of the contact in points (`RawTouch.majorRadius`); 0 when the input does not
    /// carry it.
    public var majorRadius: CGFloat { _measurements.majorRadius }
    /// How far `majorRadius` may be off, in points; 0 when the input does not carry it.
    public var majorRadiusTolerance: CGFloat { _measurements.majorRadiusTolerance }

    /// The touches `UIEvent.coalescedTouches(for:)` reports: one new object per earlier sample,
    /// then a copy of the receiver.
    func _coalescedTouches() -> [UITouch] {
        var previous = _previousLocation
        var touches: [UITouch] = []
        touches.reserveCapacity(_earlierSamples.count + 1)
        for sample in _earlierSamples {
            var measurements = _measurements
            measurements.force = sample.force
            touches.append(_copy(location: sample.location, previous: previous, at: sample.timestamp, measurements))
            previous = sample.location
        }
        touches.append(_copy(location: _location, previous: previous, at: timestamp, _measurements))
        return touches
    }

    private func _copy(
        location: CGPoint, previous: CGPoint, at time: TimeInterval, _ measurements: _TouchMeasurements
    ) -> UITouch {
        let copy = UITouch(finger: finger, location: location, timestamp: time, tapCount: tapCount)
        copy.phase = phase
        copy.view = view
        copy.window = window
        copy._previousLocation = previous
        copy._startLocation = _startLocation
        copy._measurements = measurements
        return copy
    }
    private func _convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        guard let window else { return view.convert(point, from: nil) }
        return window.convert(point, to: view)
    }

    /// The recognizers that receive this touch, collected when it began (GV1).
    public var gestureRecognizers: [UIGestureRecognizer]? { _recognizers.isEmpty ? nil : _recognizers }

    /// Identity: one finger is one object for its whole life (UIKit rule T1).
    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistently with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What the raw input measured of a touch besides its location (`RawTouch`).
struct _TouchMeasurements {
    var force: CGFloat = 0
    var maximumPossibleForce: CGFloat = 0
    var majorRadius: CGFloat = 0
    var majorRadiusTolerance: CGFloat = 0

    init() {}

    init(_ raw: RawTouch) {
        force = raw.force
        maximumPossibleForce = raw.maximumPossibleForce
        majorRadius = raw.majorRadius
        majorRadiusTolerance = raw.majorRadiusTolerance
    }
}

/// A coalesced sample of a touch's update, in window coordinates, stamped on the application's
/// clock.
struct _TouchSample {
    var location: CGPoint
    var timestamp: TimeInterval
    var force: CGFloat
}

extension Set<UITouch> {
    /// The touches by finger, the order recognizers take them in (a set has none of its own).
    var _byFinger: [UITouch] { sorted { $0.finger < $1.finger } }
}
