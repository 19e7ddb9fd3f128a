import Foundation

/// A physical button or keyboard key held down, the same object from `began` to `ended` or
/// `cancelled` (O3).
@preconcurrency @MainActor
public final class UIPress: Hashable {
    /// Where a press is in its life; every press that began ends `ended` or `cancelled`
    /// (UIKit rule O3). Raw values are UIKit's.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// `began`: the button went down; `changed`: the host reported a change while it stays
        /// down; `stationary`: another press of the same update changed, this one did not;
        /// `ended`: it was let go; `cancelled`: the press was interrupted.
        case began, changed, stationary, ended, cancelled

        /// The case's name: `began`, `stationary` …
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
        /// UIKit's value for the named buttons (0–6, 30, 31); 2000 + the HID usage for
        /// `keyboard(_:)`.
        public let rawValue: Int
        /// Any value is accepted, named or not.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The up arrow, on a remote or a keyboard; raw value 0.
        public static let upArrow = PressType(rawValue: 0)
        /// The down arrow; raw value 1.
        public static let downArrow = PressType(rawValue: 1)
        /// The left arrow; raw value 2.
        public static let leftArrow = PressType(rawValue: 2)
        /// The right arrow; raw value 3.
        public static let rightArrow = PressType(rawValue: 3)
        /// The select button (a remote's touch surface click); raw value 4. `RawPress`'s default,
        /// and the only type tap and long-press recognizers accept by default.
        public static let select = PressType(rawValue: 4)
        /// The menu button; raw value 5.
        public static let menu = PressType(rawValue: 5)
        /// The play/pause button; raw value 6.
        public static let playPause = PressType(rawValue: 6)
        /// The page-up button; raw value 30.
        public static let pageUp = PressType(rawValue: 30)
        /// The page-down button; raw value 31.
        public static let pageDown = PressType(rawValue: 31)

        /// A keyboard key, by its HID usage: raw value 2000 + the usage (our addition).
        public static func keyboard(_ usage: UIKeyboardHIDUsage) -> PressType {
            PressType(rawValue: 2000 + usage.rawValue)
        }

        /// The constant's name (`select`), `keyboard(usage)` for a keyboard key, else the raw value.
        public var description: String {
            let names = [
                0: "upArrow", 1: "downArrow", 2: "leftArrow", 3: "rightArrow", 4: "select", 5: "menu",
                6: "playPause", 30: "pageUp", 31: "pageDown"
            ]
            return names[rawValue] ?? (rawValue >= 2000 ? "keyboard(\(rawValue - 2000))" : "\(rawValue)")
        }
    }

    /// The host's identifier for the button (`RawPress.id`).
    public let id: Int
    /// The phase in the update being delivered: set from each `RawPress` for this button, and
    /// `stationary` while another button of the same event changes.
    public internal(set) var phase: Phase
    /// The button or key, fixed for the life of the press.
    public let type: PressType
    /// The keyboard key, for presses that come from a keyboard.
    public let key: UIKey?
    /// When the press began or last changed phase, in seconds on the application's virtual
    /// clock; a `stationary` update leaves it unchanged.
    public internal(set) var timestamp: TimeInterval
    /// The responder the press was first delivered to; later phases go to it too (O3).
    public internal(set) var responder: UIResponder?
    /// The key window when the press began (presses go to the key window's first responder,
    /// UIKit rule R6); a press that begins with no key window is dropped.
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

    /// Identity: the same press object from `began` to its end.
    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistently with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A keyboard key, as a hardware keyboard reports it.
public final class UIKey: Sendable {
    /// The text the key produces with its modifiers applied (`"A"` for shift-a).
    public let characters: String
    /// The text the key produces without modifiers (`"a"` for shift-a); `characters` unless given.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held when it was pressed; empty by default.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's HID usage; `keyboardErrorUndefined` when not given.
    public let keyCode: UIKeyboardHIDUsage

    /// A key as a keyboard reports it; `charactersIgnoringModifiers` defaults to `characters`.
    /// The engine does not check that the four agree.
    public init(
        characters: String, charactersIgnoringModifiers: String? = nil,
        modifierFlags: UIKeyModifierFlags = [], keyCode: UIKeyboardHIDUsage = .keyboardErrorUndefined
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}

/// The modifier keys held with a key (`UIKey.modifierFlags`), with UIKit's bit values.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    /// UIKit's bits: 1 << 16 (caps lock) to 1 << 21 (numeric pad).
    public let rawValue: Int
    /// Any bits are kept, named or not.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps lock is on; 1 << 16.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held; 1 << 17.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held; 1 << 18.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (alt) is held; 1 << 19.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command is held; 1 << 20.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad; 1 << 21.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A USB HID keyboard usage code. Only a few codes are named; any code can be made from its value.
public struct UIKeyboardHIDUsage: RawRepresentable, Sendable, Hashable {
    /// The usage code from the USB HID keyboard page (0x04 is A).
    public let rawValue: Int
    /// Any code is accepted, named or not.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// 0x03: no usage known; `UIKey`'s default `keyCode`.
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    /// 0x04: the A key (B to Z follow as 0x05–0x1D).
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// 0x28: return or enter.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// 0x29: escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// 0x2A: delete (backspace).
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// 0x2B: tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// 0x2C: the space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// 0x4F: right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// 0x50: left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// 0x51: down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// 0x52: up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
}
