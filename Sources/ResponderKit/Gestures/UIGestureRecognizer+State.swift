import Foundation

extension UIGestureRecognizer {
    /// Where a recognizer stands in its gesture (GR1).
    public enum State: Int, Sendable, CustomStringConvertible {
        /// `possible`: the start, and where `reset()` returns; `began`, `changed`: a continuous
        /// gesture under way; `ended` (`recognized`): done, with success; `cancelled`: a gesture
        /// that had begun was stopped; `failed`: not this gesture. Raw values are UIKit's. Legal
        /// moves: `possible` → `ended` or `failed` (discrete); `possible` → `began` → `changed`*
        /// → `ended` or `cancelled` (continuous); an illegal one is a precondition failure (GR2).
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's success: the same value as `ended`.
        public static let recognized = State.ended

        /// The case's name: `possible`, `ended` … (`recognized` prints as `ended`).
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// `ended`, `cancelled` or `failed`: the recognizer is reset after it gets here (GR5).
        public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

        /// The states whose entry sends the action messages (GR3).
        var sendsActions: Bool { self == .began || self == .changed || self == .ended || self == .cancelled }
    }

    // UIKit: GR2 — the legal transitions, one table. Discrete recognizers use possible → ended
    // (recognized) or failed; continuous ones began → changed* → ended or cancelled. Terminal
    // states return to possible only through reset().
    static let legalTransitions: [State: Set<State>] = [
        .possible: [.began, .ended, .failed],
        .began: [.changed, .ended, .cancelled],
        .changed: [.changed, .ended, .cancelled],
        .ended: [],
        .cancelled: [],
        .failed: []
    ]

    static func isLegal(from: State, to: State) -> Bool {
        legalTransitions[from]?.contains(to) ?? false
    }
}
