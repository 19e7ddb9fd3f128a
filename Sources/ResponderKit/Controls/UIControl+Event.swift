import Foundation

extension UIControl {
    /// The events a control sends to its targets (C3–C8).
    public struct Event: OptionSet, Sendable, Hashable {
        /// UIKit's bits, so masks written for UIKit mean the same here.
        public let rawValue: UInt
        /// Any bits are kept, named or not.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger came down on the control; sent for every touch-down it takes, even when
        /// `beginTracking(_:with:)` returns false (C3).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// Sent with `touchDown`, as one mask, when the touch's `tapCount` is above 1 (C3).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked finger moved and is inside the bounds grown by `touchInsideMargin` (C4, C7).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked finger moved and is outside the bounds grown by `touchInsideMargin` (C4, C7).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked finger came back inside after a `touchDragExit`; sent with
        /// `touchDragInside` as one mask (C4).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked finger left the grown bounds; sent with `touchDragOutside` as one mask (C4).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked finger lifted inside the grown bounds: a tap (C5).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked finger lifted outside the grown bounds (C5).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// Tracking stopped without the finger lifting: a recognizer took the touch, the control
        /// left its window or was disabled (C6).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// A value control's value changed: switch, slider, stepper, segmented and page controls
        /// (C8). Never sent when the value is set in code.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: `UIButton` sends it right after `touchUpInside` (C8).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// UIKit sends it when a control's menu is about to show; ResponderKit has no menus and
        /// never sends it.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field became first responder, however that happened (F8).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed through `UIKeyInput` (`insertText(_:)`, `deleteBackward()`).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped being first responder, however that happened (F8).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return (`insertText("\n")`) in a text field; it then resigns (F8).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event, `touchDown` to `touchCancel` (bits 0–11).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (bits 16–19).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits left to apps for events of their own controls (bits 24–27); `sendActions(for:)`
        /// sends them like any other.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits UIKit keeps for its own use (bits 28–31); never sent.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every bit: a registration for it runs for any event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events with their names, for descriptions.
        static let ordered: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")
        ]
    }

    /// The control's appearance state, synthesised from its flags (C1).
    public struct State: OptionSet, Sendable, Hashable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// Any bits are kept, named or not.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag set: enabled, not highlighted, not selected. The empty set, raw value 0.
        public static let normal: State = []
        /// `isHighlighted`: a tracked finger is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected`.
        public static let selected = State(rawValue: 1 << 2)
        /// UIKit's focus state; there is no focus engine here, so `state` never includes it.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits left to apps for states of their own controls (bits 16–23); a subclass that
        /// overrides `state` may set them.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit keeps for its own use (bits 24–31).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}

extension UIControl.Event: CustomStringConvertible {
    /// `touchDown`, or several names joined with `|`.
    public var description: String {
        let names = Self.ordered.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "[]" : names.joined(separator: "|")
    }
}
