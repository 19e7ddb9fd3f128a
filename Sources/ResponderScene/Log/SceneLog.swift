import Foundation
import ResponderKit

/// One line of the event log (DESIGN "The event log"): when, what kind, the named objects and
/// values involved, and the sentence people read.
public struct LogEntry: Equatable, Sendable {
    public var time: TimeInterval
    public var kind: String
    /// Fields in a fixed order; values are strings, numbers, booleans, lists or null.
    public var fields: [(String, LogValue)]
    public var text: String

    public static func == (lhs: LogEntry, rhs: LogEntry) -> Bool {
        lhs.time == rhs.time && lhs.kind == rhs.kind && lhs.text == rhs.text
            && lhs.fields.map(\.0) == rhs.fields.map(\.0) && lhs.fields.map(\.1) == rhs.fields.map(\.1)
    }
}

/// A value in a log entry's fields.
public enum LogValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([LogValue])
    case null
}

/// The ordered log of a scene's run.
@MainActor
public final class SceneLog {
    public private(set) var entries: [LogEntry] = []

    public func append(_ entry: LogEntry) { entries.append(entry) }

    public func clear() { entries.removeAll() }
}
