import Foundation
import ResponderKit

extension LogEntry {
    /// The log entry for a traced decision; objects are named as traces name them (scene ids).
    @MainActor
    public init(_ record: TraceRecord) {
        let name = { (object: Any?) -> LogValue in object == nil ? .null : .string(TraceRecord.name(of: object)) }
        let fingers = { (touches: [UITouch]) -> LogValue in .list(touches.map { .number(Double($0.finger)) }) }
        let names = { (objects: [AnyObject]) -> LogValue in .list(objects.map { .string(TraceRecord.name(of: $0)) }) }
        let kind: String
        let fields: [(String, LogValue)]
        switch record.event {
        case let .hitTestVisit(view, point, verdict):
            kind = "hitTestVisit"
            fields = [("view", name(view)), ("point", .list([.number(point.x), .number(point.y)])), ("verdict", .string("\(verdict)"))]
        case let .touchBound(touch, window, view):
            kind = "hitTest"
            fields = [("touch", .number(Double(touch.finger))), ("window", name(window)), ("view", name(view))]
        case let .touchDropped(touch, reason):
            kind = "dropped"
            fields = [("touch", .number(Double(touch.finger))), ("reason", .string("\(reason)"))]
        case let .delivered(message, responder, touches):
            kind = LogEntry.kind(of: message)
            fields = [("responder", name(responder))] + (touches.isEmpty ? [] : [("touches", fingers(touches))])
                + (kind == message.rawValue ? [] : [("message", .string(message.rawValue))])
        case let .forwarded(message, from, to):
            kind = LogEntry.kind(of: message)
            fields = [("responder", name(to)), ("forwardedFrom", name(from))]
                + (kind == message.rawValue ? [] : [("message", .string(message.rawValue))])
        case let .firstResponderChanged(window, from, to):
            kind = "firstResponder"
            fields = [("window", name(window)), ("from", name(from)), ("to", name(to))]
        case let .firstResponderRefused(responder, reason):
            kind = "firstResponderRefused"
            fields = [("responder", name(responder)), ("reason", .string("\(reason)"))]
        case let .actionSent(action, sender, target, handled):
            kind = "action"
            fields = [("sender", name(sender)), ("action", .string(action.description)), ("target", name(target)), ("handled", .bool(handled))]
        case let .actionCalled(sender, target):
            kind = "action"
            fields = [("sender", name(sender)), ("action", .null), ("target", name(target)), ("handled", .bool(true))]
        case let .controlEvent(control, events):
            kind = "controlEvent"
            fields = [("control", name(control)), ("event", .string("\(events)"))]
        case let .eventDropped(type, reason):
            kind = "dropped"
            fields = [("event", .string("\(type)")), ("reason", .string(reason))]
        case let .gestureCollected(touch, recognizers):
            kind = "gestureCollected"
            fields = [("touch", .number(Double(touch.finger))), ("recognizers", names(recognizers))]
        case let .gesturePressCollected(press, recognizers):
            kind = "gestureCollected"
            fields = [("press", .number(Double(press.id))), ("recognizers", names(recognizers))]
        case let .gestureStateChanged(recognizer, from, to, cause):
            kind = "gesture"
            fields = [("recognizer", name(recognizer)), ("from", .string("\(from)")), ("to", .string("\(to)")),
                      ("cause", cause.description.isEmpty ? .null : .string(cause.description))]
        case let .gestureWaiting(recognizer, others):
            kind = "gestureWaiting"
            fields = [("recognizer", name(recognizer)), ("for", names(others))]
        case let .gestureAction(recognizer, state, target):
            kind = "action"
            fields = [("sender", name(recognizer)), ("state", .string("\(state)")), ("target", name(target)), ("handled", .bool(true))]
        case let .touchDelayed(touch, phase, recognizers):
            kind = "delayed"
            fields = [("touch", .number(Double(touch.finger))), ("phase", .string("\(phase)")), ("by", names(recognizers))]
        case let .touchesCancelledByGesture(recognizer, touches):
            kind = "takenByGesture"
            fields = [("recognizer", name(recognizer)), ("touches", fingers(touches))]
        case let .pressesCancelledByGesture(recognizer, presses):
            kind = "takenByGesture"
            fields = [("recognizer", name(recognizer)), ("presses", .list(presses.map { .number(Double($0.id)) }))]
        }
        self.init(time: record.time, kind: kind, fields: fields, text: record.description)
    }

    /// `touchesBegan…` keep their names; presses, motion and remote events are grouped (DESIGN).
    static func kind(of message: ResponderMessage) -> String {
        switch message {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: message.rawValue
        case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled: "presses"
        case .motionBegan, .motionEnded, .motionCancelled: "motion"
        case .remoteControlReceived: "remote"
        }
    }
}
