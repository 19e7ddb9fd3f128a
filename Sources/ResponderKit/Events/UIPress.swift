import Foundation

/// A physical button or keyboard key held down, the same object from `began` to `ended` or
/// `cancelled` (O3).
@MainActor
public final class UIPress: Hashable {
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, changed, stationary, ended, cancelled

        public var description: String {
            switch self {
            case .began: "began"
            case .changed: "changed"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// The button pressed. Like UIKit's C enumeration it can hold values beyond the named ones:
    /// keyboard keys other than the arrows use `keyboard(_:)` (our choice; UIKit's values for
    /// them are undocumented).
    public struct PressType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)

        /// A keyboard key, by its HID usage: raw value 2000 + the usage (our addition).
        public static func keyboard(_ usage: UIKeyboardHIDUsage) -> PressType { PressType(rawValue: 2000 + usage.rawValue) }

        public var description: String {
            let names = [0: "upArrow", 1: "downArrow", 2: "leftArrow", 3: "rightArrow", 4: "select", 5: "menu",
                         6: "playPause", 30: "pageUp", 31: "pageDown"]
            return names[rawValue] ?? (rawValue >= 2000 ? "keyboard(\(rawValue - 2000))" : "\(rawValue)")
        }
    }

    /// The host's identifier for the button (`RawPress.id`).
    public let id: Int
    public internal(set) var phase: Phase
    public let type: PressType
    /// The keyboard key, for presses that come from a keyboard.
    public let key: UIKey?
    public internal(set) var timestamp: TimeInterval
    /// The responder the press was first delivered to; later phases go to it too (O3).
    public internal(set) var responder: UIResponder?
    public internal(set) var window: UIWindow?
    /// The recognizers receiving the press, collected when it began.
    public var gestureRecognizers: [UIGestureRecognizer]? { _recognizers.isEmpty ? nil : _recognizers }

    var _recognizers: [UIGestureRecognizer] = []
    /// The responder got `pressesBegan` for this press.
    var _responderSawBegan = false
    /// A recognizer took the press: its responder hears nothing more of it.
    var _taken = false

    init(id: Int, type: PressType, key: UIKey?, timestamp: TimeInterval) {
        self.id = id
        self.phase = .began
        self.type = type
        self.key = key
        self.timestamp = timestamp
    }

    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A keyboard key, as a hardware keyboard reports it.
public final class UIKey: Sendable {
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    public let keyCode: UIKeyboardHIDUsage

    public init(characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = [], keyCode: UIKeyboardHIDUsage = .keyboardErrorUndefined) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}

public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A USB HID keyboard usage code. Only a few codes are named; any code can be made from its value.
public struct UIKeyboardHIDUsage: RawRepresentable, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
}
