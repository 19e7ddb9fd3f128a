import ResponderKit

/// An ordered log of an application's traced decisions, as text, for tests that compare whole
/// logs. Handlers in a test may `append` their own lines in between.
@MainActor
public final class EventLog {
    /// Every line so far, oldest first: each traced record's `description` (no time), and the
    /// lines appended, in the order they happened.
    public private(set) var lines: [String] = []

    /// Starts tracing `topics` of `application` into this log (replacing any earlier sink).
    public init(_ application: UIApplication, topics: TraceTopics = [.touches, .responders]) {
        application.trace(topics) { [weak self] record in
            self?.lines.append(record.description)
        }
    }

    /// A log that traces nothing: only what is appended.
    public init() {}

    /// Adds `line` at the end, between the traced lines around it (a handler's own note).
    public func append(_ line: String) { lines.append(line) }

    /// Forgets every line so far.
    public func clear() { lines.removeAll() }
}
