import Foundation
import ResponderKit

/// One line of the event log (DESIGN "The event log"): when, what kind, the named objects and
/// values involved, and the sentence people read.
public struct LogEntry: Equatable, Sendable {
    /// Seconds on the application's virtual clock (`t` in JSON).
    public var time: TimeInterval
    /// What happened: `hitTest`, `touchesBegan`, `gesture`, `action`, `controlEvent`,
    /// `firstResponder`, `dropped` …; the JSON format's `kind`.
    public var kind: String
    /// Fields in a fixed order; values are strings, numbers, booleans, lists or null.
    public var fields: [(String, LogValue)]
    /// The sentence the text format prints for this entry, under its step's `1 ---> AAA` line
    /// (for a traced decision, the trace record's `description`).
    public var text: String

    /// Equal when time, kind, text and the fields, in order, are equal.
    public static func == (lhs: LogEntry, rhs: LogEntry) -> Bool {
        lhs.time == rhs.time && lhs.kind == rhs.kind && lhs.text == rhs.text
            && lhs.fields.map(\.0) == rhs.fields.map(\.0) && lhs.fields.map(\.1) == rhs.fields.map(\.1)
    }
}

/// A value in a log entry's fields.
public enum LogValue: Equatable, Sendable {
    /// A JSON string: a name, a phase, a sentence.
    case string(String)
    /// A JSON number.
    case number(Double)
    /// A JSON boolean.
    case bool(Bool)
    /// A JSON array.
    case list([LogValue])
    /// JSON `null`: no object (a nil target) or no value (a state change with no cause).
    case null
}

/// The ordered log of a scene's run.
@MainActor
public final class SceneLog {
    /// Every entry so far, oldest first, in the order things were delivered.
    public private(set) var entries: [LogEntry] = []

    /// Adds `entry` at the end; entries are never reordered.
    public func append(_ entry: LogEntry) { entries.append(entry) }

    /// Forgets every entry, so that what comes next is logged alone (the scene keeps logging).
    public func clear() { entries.removeAll() }
}
