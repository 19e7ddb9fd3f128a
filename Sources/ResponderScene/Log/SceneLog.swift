import Foundation
import ResponderKit

/// The ordered log of a scene's run.
@MainActor
public final class SceneLog {
    /// Every entry so far, oldest first, in the order things were delivered; without those
    /// traced only to tell who answered a step (`hidden`).
    public var entries: [LogEntry] {
        hidden.isEmpty ? all : all.indices.filter { !hidden.contains($0) }.map { all[$0] }
    }

    /// Every entry, those traced only for the steps' answers included.
    private(set) var all: [LogEntry] = []
    /// The indices in `all` of the entries of topics the run did not ask for, traced so that a
    /// step's answer does not depend on what is traced (`ScriptRunner`).
    private(set) var hidden: Set<Int> = []

    /// Adds `entry` at the end; entries are never reordered.
    public func append(_ entry: LogEntry) { all.append(entry) }

    /// Forgets every entry, so that what comes next is logged alone (the scene keeps logging).
    public func clear() {
        all.removeAll()
        hidden.removeAll()
        earlierStepEntries.removeAll()
    }

    /// `hidden` from index `start` on, counted from `start`.
    func hidden(from start: Int) -> Set<Int> {
        Set(hidden.lazy.filter { $0 >= start }.map { $0 - start })
    }

    /// The application's last touch update when the script step under way began
    /// (`ScriptRunner`); nil outside a script run.
    var touchUpdateAtStepStart: Int?
    /// The indices of the entries a recognizer caused whose touches all belong to steps before
    /// the one under way (a tap recognizing once another's wait ran out), which do not answer
    /// that step (`ScriptRunner.StepResult.answerNames`).
    private(set) var earlierStepEntries: Set<Int> = []

    /// Whether what `recognizer` does now is the doing of an earlier step: a script step is under
    /// way, the recognizer holds touches, and none of them changed since the step began.
    func isFromEarlierStep(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let start = touchUpdateAtStepStart, let latest = recognizer._latestTouchUpdate else { return false }
        return latest <= start
    }

    /// ``earlierStepEntries`` from index `start` on, counted from `start`.
    func earlierStepEntries(from start: Int) -> Set<Int> {
        Set(earlierStepEntries.lazy.filter { $0 >= start }.map { $0 - start })
    }

    /// Adds `entry`, an action or state change of `recognizer`, noting whether an earlier step
    /// caused it (``isFromEarlierStep(_:)``).
    func append(_ entry: LogEntry, causedBy recognizer: UIGestureRecognizer?, hidden: Bool = false) {
        if let recognizer, isFromEarlierStep(recognizer) { earlierStepEntries.insert(all.count) }
        if hidden { self.hidden.insert(all.count) }
        all.append(entry)
    }
}
