import Foundation

/// A closure registered for control events (iOS 14), with the control that sent it.
@MainActor
public final class UIAction {
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let identifier: Identifier
    let handler: @MainActor (UIAction) -> Void
    /// The control sending the action, while its handler runs.
    public internal(set) var sender: Any?

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
