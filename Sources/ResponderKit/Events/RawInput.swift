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

    /// One finger's update, in screen coordinates.
    public init(finger: Int, phase: UITouch.Phase, location: CGPoint) {
        self.finger = finger
        self.phase = phase
        self.location = location
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
