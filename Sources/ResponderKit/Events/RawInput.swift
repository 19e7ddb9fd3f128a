import Foundation

/// Input as a host reports it, before the engine turns it into `UIEvent`s.
///
/// Feed it to `UIApplication.enqueue(_:)`; the application takes it off its queue in FIFO order
/// (Q1). Locations are in screen coordinates.
public enum RawInput: Sendable, Equatable {
    /// One update of the fingers on the screen. Fingers that are down but not listed are
    /// stationary (T4).
    case touches([RawTouch])
    /// One update of a physical button or key.
    case press(RawPress)
    /// A motion (shake) beginning, ending or being cancelled (O1).
    case motion(UIEvent.EventSubtype, MotionPhase)
    /// A remote-control command such as `.remoteControlPlay` (O2).
    case remoteControl(UIEvent.EventSubtype)

    /// Which motion callback a `motion` input produces: `motionBegan`, `motionEnded` or
    /// `motionCancelled` (UIKit reports no updates in between, rule O1).
    public enum MotionPhase: Sendable, Equatable {
        /// `began` → `motionBegan`, `ended` → `motionEnded`, `cancelled` → `motionCancelled`.
        case began, ended, cancelled
    }
}

/// One finger's part of a touch update.
public struct RawTouch: Sendable, Equatable {
    /// Identifies the finger from `began` to `ended`/`cancelled`; may be reused afterwards.
    public var finger: Int
    /// `began` once, then `moved` or `stationary`, then `ended` or `cancelled`. Input that
    /// contradicts the finger's history (a second `began`, a phase for a finger that is not
    /// down) is dropped and traced as `inconsistentInput`. Hover phases produce no callbacks.
    public var phase: UITouch.Phase
    /// Screen coordinates.
    public var location: CGPoint
    /// The force of the touch, 1 being an average touch's (`UITouch.force`); 0 from hardware that
    /// does not measure it, the default.
    public var force: CGFloat
    /// The largest force the hardware reports (`UITouch.maximumPossibleForce`); 0, the default,
    /// for a screen without 3D Touch.
    public var maximumPossibleForce: CGFloat
    /// The radius of the contact, in points (`UITouch.majorRadius`); 0 when not reported, the
    /// default.
    public var majorRadius: CGFloat
    /// How far `majorRadius` may be off, in points; 0 when not reported.
    public var majorRadiusTolerance: CGFloat
    /// The samples the hardware took since the finger's previous update, oldest first, before
    /// this update's own (`location`, `force`): what `UIEvent.coalescedTouches(for:)` reports
    /// ahead of the touch itself. Empty by default (one sample per update); used in `moved` and
    /// `ended` updates, ignored in others.
    public var coalescedSamples: [RawTouchSample]

    /// One finger's update, in screen coordinates, with what the hardware measured of it.
    public init(
        finger: Int, phase: UITouch.Phase, location: CGPoint, force: CGFloat = 0, maximumPossibleForce: CGFloat = 0,
        majorRadius: CGFloat = 0, majorRadiusTolerance: CGFloat = 0, coalescedSamples: [RawTouchSample] = []
    ) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance
        self.coalescedSamples = coalescedSamples
    }
}

/// One sample of a finger between two updates (`RawTouch.coalescedSamples`).
public struct RawTouchSample: Sendable, Equatable {
    /// Screen coordinates.
    public var location: CGPoint
    /// The force at this sample; 0 when not measured.
    public var force: CGFloat

    /// A sample at `location`, in screen coordinates.
    public init(location: CGPoint, force: CGFloat = 0) {
        self.location = location
        self.force = force
    }
}

/// One button's part of a press update.
public struct RawPress: Sendable, Equatable {
    /// Identifies the button from `began` to `ended`/`cancelled` (`UIPress.id`); a `began` for
    /// an id already down, or another phase for one that is not, is dropped and traced.
    public var id: Int
    /// The button's phase in this update; other buttons down are `stationary`.
    public var phase: UIPress.Phase
    /// The button; only the `began` update's type is kept.
    public var type: UIPress.PressType
    /// The keyboard key, for a key press; only the `began` update's key is kept.
    public var key: UIKey?

    /// One button's update; `type` defaults to `select`, `key` to none.
    public init(id: Int, phase: UIPress.Phase, type: UIPress.PressType = .select, key: UIKey? = nil) {
        self.id = id
        self.phase = phase
        self.type = type
        self.key = key
    }

    /// Equal when id, phase and type are equal and both carry the same `UIKey` object (or none).
    public static func == (lhs: RawPress, rhs: RawPress) -> Bool {
        lhs.id == rhs.id && lhs.phase == rhs.phase && lhs.type == rhs.type && lhs.key === rhs.key
    }
}
