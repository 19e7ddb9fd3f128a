import Foundation

/// A closure registered for control events (iOS 14), with the control that sent it.
@preconcurrency @MainActor
public final class UIAction {
    /// Names an action on a control: adding an action replaces the one with the same
    /// identifier, and `removeAction(identifiedBy:for:)` finds it by it.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The name; any string.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`, without the label.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A label for people; empty by default. Nothing in the engine reads it.
    public let title: String
    /// Given, or a fresh UUID string, so two actions made without one never replace each other.
    public let identifier: Identifier
    let handler: @MainActor (UIAction) -> Void
    /// The control sending the action, while its handler runs.
    public internal(set) var sender: Any? {
        get { _sender }
        set {
            // Swapped in, so that the old value goes after the store (see Collection+Take.swift).
            var new = newValue
            swap(&_sender, &new)
        }
    }
    // Apart from the public property, which every action sent sets twice: a public stored
    // property costs a run-time exclusivity check on every access.
    private var _sender: Any?

    /// An action that runs `handler`, with itself as argument, each time a control it is added to
    /// sends one of its events.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
