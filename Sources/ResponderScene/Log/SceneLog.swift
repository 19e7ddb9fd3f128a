import Foundation
import ResponderKit

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
