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

    public enum MotionPhase: Sendable, Equatable {
        case began, ended, cancelled
    }
}

/// One finger's part of a touch update.
public struct RawTouch: Sendable, Equatable {
    /// Identifies the finger from `began` to `ended`/`cancelled`; may be reused afterwards.
    public var finger: Int
    public var phase: UITouch.Phase
    /// Screen coordinates.
    public var location: CGPoint

    public init(finger: Int, phase: UITouch.Phase, location: CGPoint) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}

/// One button's part of a press update.
public struct RawPress: Sendable, Equatable {
    public var id: Int
    public var phase: UIPress.Phase
    public var type: UIPress.PressType
    public var key: UIKey?

    public init(id: Int, phase: UIPress.Phase, type: UIPress.PressType = .select, key: UIKey? = nil) {
        self.id = id
        self.phase = phase
        self.type = type
        self.key = key
    }

    public static func == (lhs: RawPress, rhs: RawPress) -> Bool {
        lhs.id == rhs.id && lhs.phase == rhs.phase && lhs.type == rhs.type && lhs.key === rhs.key
    }
}
