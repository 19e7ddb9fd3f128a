import Foundation
import ResponderKit

extension LogEntry {
    /// Where a delivered touch is, in the view it was delivered to: UIKit's `location(in:)` and
    /// `previousLocation(in:)` at the moment of the call.
    public struct TouchLocation: Equatable, Sendable {
        /// `touch.location(in: view)`.
        public var location: CGPoint
        /// `touch.previousLocation(in: view)`: the location at the touch's previous event (equal
        /// to `location` when the touch began).
        public var previousLocation: CGPoint

        /// A touch at `location` that was at `previousLocation` one event before.
        public init(location: CGPoint, previousLocation: CGPoint) {
            self.location = location
            self.previousLocation = previousLocation
        }
    }

    /// A touch of the event a message was delivered with, and its phase in that event: one
    /// element of UIKit's `event.allTouches`.
    public struct EventTouch: Equatable, Sendable {
        /// The touch's finger (`UITouch.finger`).
        public var touch: Int
        /// `touch.phase` when the message was delivered: `stationary` for a finger that is down
        /// and did not change (T4).
        public var phase: UITouch.Phase

        /// Finger `touch` in `phase`.
        public init(touch: Int, phase: UITouch.Phase) {
            self.touch = touch
            self.phase = phase
        }
    }

    /// What a table's or collection view's delegate method returned.
    public enum DelegateAnswer: Equatable, Sendable {
        /// `shouldHighlightRowAt`, `shouldSelectItemAt` …
        case bool(Bool)
        /// `willSelectRowAt`, `willDeselectRowAt`: an index path (`[section, row]`) or nil.
        case indexPath(IndexPath?)

        /// As the text log writes it: `true`, `[0, 3]`, `nil`.
        public var text: String {
            switch self {
            case .bool(let flag): "\(flag)"
            case .indexPath(let path): path.map { "[\($0.section), \($0.item)]" } ?? "nil"
            }
        }
    }

    /// What a log entry records, one case per shape of JSON line. Objects are named as traces
    /// name them (`TraceRecord.name(of:)`: scene ids); `nil` is JSON `null`, no object. Fingers
    /// are `UITouch.finger`, presses `UIPress.id`.
    ///
    /// Each case's documentation gives its JSON `kind` and its fields, in the order they are
    /// written after `step`, `t` and `kind`.
    public enum Event: Equatable, Sendable {
        // Hit-testing and touches

        /// `hitTestVisit` (`view`, `point`, `verdict`): hit-testing visited `view` with `point`
        /// in the view's own coordinates and judged it (`inside`, `hidden` …).
        case hitTestVisit(view: String, point: CGPoint, verdict: HitTestVerdict)
        /// `hitTest` (`touch`, `window`, `view`): finger `touch` began in `window` and is bound
        /// to `view`, what the window's hit-test returned.
        case hitTest(touch: Int, window: String, view: String)
        /// `dropped` (`touch`, `reason`): finger `touch` reaches no view, or no longer reaches
        /// its view.
        case touchDropped(touch: Int, reason: TouchDropReason)
        /// `dropped` (`event`, `reason`): an event of type `event`, or part of one, was not
        /// delivered (no key window, a press that was not down …).
        case eventDropped(event: UIEvent.EventType, reason: String)

        // The responder chain

        /// The kind of `message` (`responder`, then `touches`, `locations` and
        /// `previousLocations` unless there are no touches, then `allTouches` unless empty, then
        /// `message` for presses, motion and remote): `message` was called on `responder`, the
        /// first to get it. `touches` are the fingers it is about, in delivery order; `locations`
        /// their `location(in:)` and `previousLocation(in:)` in the responder (a view), in that
        /// order. `allTouches` is the event's `allTouches` by finger, each with its phase, when
        /// the event holds touches beyond those delivered (a finger stationary, or bound
        /// elsewhere); empty otherwise.
        case delivered(
            ResponderMessage, responder: String, touches: [Int], locations: [TouchLocation] = [],
            allTouches: [EventTouch] = [])
        /// The kind of `message` (`responder`, `forwardedFrom`, then `message` for presses,
        /// motion and remote): `from` passed `message` on to its next responder, `to`; `nil` when
        /// it went past the end of the chain.
        case forwarded(ResponderMessage, from: String, to: String?)
        /// `firstResponder` (`window`, `from`, `to`): the first responder of `window` changed.
        case firstResponder(window: String, from: String?, to: String?)
        /// `firstResponderRefused` (`responder`, `reason`): `responder` did not become or stay
        /// first responder.
        case firstResponderRefused(responder: String, reason: FirstResponderRefusal)

        // Actions and controls

        /// `action` (`sender`, `action`, `target`, `handled`): `sendAction(_:to:from:for:)`
        /// finished; `target` is the responder that performed `action` (`nil`: nobody), `handled`
        /// whether one did.
        case actionSent(Selector, sender: String?, target: String?, handled: Bool)
        /// `action` (`sender`, `action` `null`, `target`, `handled` `true`): a control called a
        /// method of `target`, or ran a `UIAction` (then `target` names the action).
        case actionCalled(sender: String?, target: String)
        /// `action` (`sender`, `state`, `target`, `handled` `true`): `recognizer` sent its action,
        /// in `state`, to `target` (`nil`: a closure).
        case gestureAction(recognizer: String, state: UIGestureRecognizer.State, target: String?)
        /// `controlEvent` (`control`, `event`): `control` sent `events`.
        case controlEvent(control: String, events: UIControl.Event)
        /// `targetDeallocated` (`control`, `action`): the target `control` registered for `action`
        /// had been deallocated, so the action went up the responder chain (`action` `null`: a
        /// method, which is not called).
        case targetDeallocated(control: String, action: Selector?)

        // Gesture recognizers

        /// `gestureCollected` (`touch`, `recognizers`, then `declined` unless empty): the
        /// recognizers finger `touch` is delivered to, in delivery order, and those on its way
        /// whose delegate's `gestureRecognizer(_:shouldReceive:)` returned false (GV7).
        case gestureCollected(touch: Int, recognizers: [String], declined: [String] = [])
        /// `gestureCollected` (`press`, `recognizers`): the recognizers press `press` is
        /// delivered to, in delivery order.
        case pressCollected(press: Int, recognizers: [String])
        /// `gesture` (`recognizer`, `from`, `to`, `cause`): `recognizer` changed state; `cause`
        /// is why, as a phrase (`prevented by pan`), `nil` when the recognizer changed it itself.
        case gesture(recognizer: String, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State, cause: String?)
        /// `gestureWaiting` (`recognizer`, `for`): `recognizer` recognized and waits for the
        /// recognizers in `for` to fail.
        case gestureWaiting(recognizer: String, for: [String])
        /// `delayed` (`touch`, `phase`, `by`): `phase` of finger `touch` is held back from the
        /// views by the recognizers in `by`.
        case touchDelayed(touch: Int, phase: UITouch.Phase, by: [String])
        /// `takenByGesture` (`recognizer`, `touches`): `recognizer` took the fingers `touches`
        /// from their views, which get `touchesCancelled`.
        case touchesTaken(recognizer: String, touches: [Int])
        /// `takenByGesture` (`recognizer`, `presses`): `recognizer` took `presses` from their
        /// responders, which get `pressesCancelled`.
        case pressesTaken(recognizer: String, presses: [Int])

        // The scene's own responders

        /// `handled` (`responder`, `message`, then `touches` unless empty): a scene responder
        /// whose behaviour for the message's family is `handle` or `handleAndForward` took
        /// `message`; `touches` are its fingers in increasing order.
        case handled(ResponderMessage, responder: String, touches: [Int])
        /// `performed` (`responder`, `action`, `sender`, `senderView`): a scene responder
        /// performed `action`, one of its `actions`. `senderView` is the sender if it is a view,
        /// the view of a sending recognizer, else `nil`.
        case performed(Selector, responder: String, sender: String?, senderView: String?)
        /// `observed` (`recognizer`, `message`, `touches`, `locations`, `previousLocations`): an
        /// observing recognizer (`type: observer`) was given touches; `locations` are in its view.
        case observed(ResponderMessage, recognizer: String, touches: [Int], locations: [TouchLocation])

        /// `delegate` (`list`, `call`, `indexPath`, then `returned` for a call that returns): the
        /// scene's delegate of the table or collection view `list` was called (`didSelectRowAt`,
        /// `shouldHighlightItemAt` … as UIKit names the method) for the row or item `indexPath`
        /// (`[section, row]`), and returned `returned`.
        case delegateCall(list: String, call: String, indexPath: [Int], returned: DelegateAnswer?)

        // Script steps

        /// `returned` (`call`, `value`): a step's call returned `value`
        /// (`field.becomeFirstResponder()` → `true`).
        case returned(call: String, value: Bool)
        /// `changed` (`object`, `property`, `from`, `to`): after a step, a property a reader
        /// watches changed (`highlighted`, `selected`, `on`, `value`, `selectedSegment`,
        /// `currentPage`, `contentOffset`, `scale`, `rotation`); `from` is `null` for an object
        /// the step added.
        case changed(object: String, property: String, from: LogValue, to: LogValue)

        /// The JSON format's `kind` for this event.
        public var kind: Kind {
            switch self {
            case .hitTestVisit: .hitTestVisit
            case .hitTest: .hitTest
            case .touchDropped, .eventDropped: .dropped
            case .delivered(let message, _, _, _, _), .forwarded(let message, _, _): Kind(message)
            case .firstResponder: .firstResponder
            case .firstResponderRefused: .firstResponderRefused
            case .actionSent, .actionCalled, .gestureAction: .action
            case .controlEvent: .controlEvent
            case .targetDeallocated: .targetDeallocated
            case .gestureCollected, .pressCollected: .gestureCollected
            case .gesture: .gesture
            case .gestureWaiting: .gestureWaiting
            case .touchDelayed: .delayed
            case .touchesTaken, .pressesTaken: .takenByGesture
            case .handled: .handled
            case .performed: .performed
            case .observed: .observed
            case .delegateCall: .delegate
            case .returned: .returned
            case .changed: .changed
            }
        }
    }
}
