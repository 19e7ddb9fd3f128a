import Foundation

/// How one touch stands with its view, and what the view is still owed: the only place a touch's
/// delivery state changes.
///
/// The host's input marks phases as owed (`receive(_:)`); the planners (`TouchRouting`) read the
/// state; the dispatcher (`UIApplication._perform(_:cause:event:)`) moves it as it carries out a plan.
/// The stages and the legal moves between them are one table, `legalMoves`; an illegal move is an
/// engine bug, a precondition failure naming both stages when invariants are compiled in (DESIGN
/// decision 11).
struct TouchDeliveryState: Equatable {
    /// Where the touch is with its view.
    enum Stage: Int, CaseIterable, CustomStringConvertible {
        /// Not yet offered to its view: its `touchesBegan` is owed, or held back (GV4).
        case pending
        /// The view received `touchesBegan` and is owed `touchesEnded` or `touchesCancelled` (T5).
        case delivered
        /// The view never receives this touch (M1, M4, S2).
        case withheld
        /// A recognizer took the touch (GV3), or its view is leaving the window (T13): the plan
        /// under way sends the view `touchesCancelled`, and nothing else reaches any view.
        case cancelling
        /// No view receives the touch any more: it was taken before its view saw it, or its view
        /// was cancelled early (GV3, T13).
        case detached
        /// The view received `touchesEnded` or `touchesCancelled` for the finger's own end.
        case finished

        /// The case's name, for messages.
        var description: String {
            switch self {
            case .pending: "pending"
            case .delivered: "delivered"
            case .withheld: "withheld"
            case .cancelling: "cancelling"
            case .detached: "detached"
            case .finished: "finished"
            }
        }
    }

    // UIKit: T5 — a view that saw a touch begin hears of its end exactly once; the legal moves,
    // one table. Withheld, detached and finished are final.
    static let legalMoves: [Stage: Set<Stage>] = [
        .pending: [.delivered, .withheld, .detached],
        .delivered: [.finished, .cancelling],
        .cancelling: [.detached],
        .withheld: [],
        .detached: [],
        .finished: []
    ]

    /// Whether `legalMoves` allows moving from `from` to `to`.
    static func isLegal(from: Stage, to: Stage) -> Bool {
        legalMoves[from]?.contains(to) ?? false
    }

    /// Moved only through the methods below.
    private(set) var stage: Stage = .pending
    /// The finger moved since the view last heard of it (T4: a stationary touch owes nothing).
    private(set) var owesMove = false
    /// The finger lifted (`ended`) or the host cancelled it (`cancelled`), and the view has not
    /// been told.
    private(set) var owedEnd: UITouch.Phase?
    /// The phase recognizers hold back from the view now, once it has been traced (GV4, GV5).
    private(set) var delayedPhase: UITouch.Phase?

    // MARK: Reading

    /// Whether the view is still owed a message for this touch: it has not been offered the
    /// touch yet, or it tracks it and a move or an end is owed.
    var owesView: Bool {
        switch stage {
        case .pending: true
        case .delivered: owesMove || owedEnd != nil
        default: false
        }
    }

    /// Whether the view tracks the touch: it saw it begin and has not heard of its end.
    var reachesView: Bool { stage == .delivered }

    /// Whether the view is owed `message` for this touch now. A plan is made before any handler
    /// runs, and a handler can deliver or take the touch before a later step: each step asks.
    func owes(_ message: ResponderMessage) -> Bool {
        switch message {
        case .touchesBegan: stage == .pending
        case .touchesMoved: stage == .delivered && owesMove
        case .touchesEnded: stage == .delivered && owedEnd == .ended
        case .touchesCancelled: stage == .cancelling || (stage == .delivered && owedEnd == .cancelled)
        default: false
        }
    }

    // MARK: Moving

    /// The host changed the touch to `phase`: a move or an end is now owed to the view.
    @inline(__always)
    mutating func receive(_ phase: UITouch.Phase) {
        switch phase {
        case .moved: owesMove = true
        case .ended, .cancelled: owedEnd = phase
        default: break
        }
    }

    /// The view is being sent `message` for this touch, which it `owes`.
    @inline(__always)
    mutating func sent(_ message: ResponderMessage) {
        #if RESPONDERKIT_INVARIANTS
        precondition(owes(message), "touch delivery: \(message) sent for a touch that does not owe it (\(stage))")
        #endif
        switch message {
        case .touchesBegan:
            move(to: .delivered)
        case .touchesMoved:
            owesMove = false
        default:
            if stage == .cancelling {
                move(to: .detached)
            } else {
                move(to: .finished)
                owedEnd = nil
            }
        }
        delayedPhase = nil
    }

    /// The view will never receive this touch (M1, M4, S2).
    @inline(__always)
    mutating func withhold() { move(to: .withheld) }

    /// No view receives the touch any more: taken before its view saw it, or its cancellation
    /// could not be sent (GV3, T13).
    @inline(__always)
    mutating func detach() { move(to: .detached) }

    /// The view that tracks the touch is to receive `touchesCancelled` in the plan under way, and
    /// nothing after it (GV3, T13).
    @inline(__always)
    mutating func cancel() { move(to: .cancelling) }

    /// Whether the view has been told, by a trace record, that recognizers hold back `phase`
    /// (began or ended) from it (GV4, GV5): a delay is traced once, when it starts.
    func isDelayed(_ phase: UITouch.Phase) -> Bool {
        delayedPhase == phase
    }

    /// Recognizers hold back `phase` (began or ended) from the view now (GV4, GV5). An end can be
    /// held back while the view is still owed the begin that the same plan sends first; sending
    /// any message forgets the delay, so a delay that outlasts a message is traced again.
    @inline(__always)
    mutating func delay(_ phase: UITouch.Phase) {
        #if RESPONDERKIT_INVARIANTS
        precondition(
            stage == .pending || (phase == .ended && stage == .delivered),
            "touch delivery: \(phase) delayed for a touch that is \(stage)")
        #endif
        delayedPhase = phase
    }

    @inline(__always)
    private mutating func move(to next: Stage) {
        #if RESPONDERKIT_INVARIANTS
        precondition(Self.isLegal(from: stage, to: next), "touch delivery: illegal move from \(stage) to \(next)")
        #endif
        stage = next
    }
}
