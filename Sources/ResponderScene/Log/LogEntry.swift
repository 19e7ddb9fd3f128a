import Foundation
import ResponderKit

/// One line of the event log (DESIGN "The event log"): when, what happened with its typed fields,
/// and the sentence people read.
///
/// Switch over ``event`` to read an entry; ``kind`` is the coarser vocabulary of the JSON format's
/// `kind` field, which several events share (`dropped` is a touch or an event dropped, `action`
/// is an action sent, a method or `UIAction` called, or a recognizer's action).
///
/// ```swift
/// for entry in scene.log.entries {
///     if case let .hitTest(touch, _, view) = entry.event { print("touch \(touch) is on \(view)") }
/// }
/// ```
public struct LogEntry: Equatable, Sendable {
    /// Seconds on the application's virtual clock (`t` in JSON).
    public var time: TimeInterval
    /// What happened, and the objects and values involved; the JSON line's fields.
    public var event: Event
    /// The sentence the text format prints for this entry, under its step's `1 ---> AAA` line.
    /// For a traced decision made with ``init(_:)`` it is the engine's own sentence
    /// (`TraceRecord.description`); in a scene's log (`ScriptRunner`) it is that sentence with
    /// the scene's names, and for recognizer conflicts, target–action, the scroll view's content
    /// delay and the tracking margin, the rule that decided and the UIKit API that changes it.
    public var text: String

    /// An entry for `event` at `time`, printed as `text` in the text format.
    public init(time: TimeInterval, event: Event, text: String) {
        self.time = time
        self.event = event
        self.text = text
    }

    /// The JSON format's `kind`: `hitTest`, `touchesBegan`, `gesture`, `action` …
    public var kind: Kind { event.kind }
}

extension LogEntry {
    /// The values of the JSON format's `kind` field, a public contract (DESIGN "The event log");
    /// the raw value is the string written.
    ///
    /// Touch messages keep their own names; presses, motion and remote-control messages are
    /// grouped, and their lines name the message in a `message` field.
    public enum Kind: String, CaseIterable, Sendable {
        /// Hit-testing visited a view and judged the point (trace topic `hitTesting`).
        case hitTestVisit
        /// A touch began and was bound to the view hit-testing returned.
        case hitTest
        /// A touch or an event that nothing received.
        case dropped
        /// `touchesBegan(_:with:)` reached a responder, called or forwarded.
        case touchesBegan
        /// `touchesMoved(_:with:)` reached a responder.
        case touchesMoved
        /// `touchesEnded(_:with:)` reached a responder.
        case touchesEnded
        /// `touchesCancelled(_:with:)` reached a responder.
        case touchesCancelled
        /// A presses message (`pressesBegan` … `pressesCancelled`) reached a responder.
        case presses
        /// A motion message (`motionBegan`, `motionEnded`, `motionCancelled`) reached a responder.
        case motion
        /// `remoteControlReceived(with:)` reached a responder.
        case remote
        /// A window's first responder changed.
        case firstResponder
        /// A responder was refused first-responder status.
        case firstResponderRefused
        /// An action was sent, a method or `UIAction` was called, or a recognizer sent its action.
        case action
        /// A control sent control events.
        case controlEvent
        /// A control's target for an action had been deallocated.
        case targetDeallocated
        /// The recognizers a touch or press will be delivered to were collected.
        case gestureCollected
        /// A recognizer changed state.
        case gesture
        /// A recognizer that recognized waits for others to fail.
        case gestureWaiting
        /// A touch phase was held back from the views by recognizers (`delaysTouchesBegan` …).
        case delayed
        /// A recognizer took touches or presses from their responders, which get a cancel.
        case takenByGesture
        /// A scene responder whose behaviour is `handle` or `handleAndForward` took a message.
        case handled
        /// A scene responder performed an action from its `actions` list.
        case performed
        /// An observing recognizer (`type: observer`) was given touches.
        case observed
        /// A table's or collection view's scene delegate was called (highlight and selection).
        case delegate
        /// A step's call returned a value.
        case returned
        /// After a step, a watched property of a control, scroll view or recognizer changed.
        case changed

        /// The kind of a line for `message`: the message itself for touches, its group otherwise.
        public init(_ message: ResponderMessage) {
            switch message {
            case .touchesBegan: self = .touchesBegan
            case .touchesMoved: self = .touchesMoved
            case .touchesEnded: self = .touchesEnded
            case .touchesCancelled: self = .touchesCancelled
            case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled: self = .presses
            case .motionBegan, .motionEnded, .motionCancelled: self = .motion
            case .remoteControlReceived: self = .remote
            }
        }
    }
}
