import Foundation
import ResponderKit

/// A value in a JSON line of the event log.
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
    /// A JSON object, its fields in the order written.
    case object([Field])

    /// One field of a JSON object.
    public struct Field: Equatable, Sendable {
        /// The field's name.
        public var name: String
        /// Its value.
        public var value: LogValue

        /// The field `name` with `value`.
        public init(name: String, value: LogValue) {
            self.name = name
            self.value = value
        }
    }
}

extension LogEntry.Event {
    /// The JSON line's fields after `step`, `t` and `kind`, in the order DESIGN and each case's
    /// documentation give.
    var jsonFields: [(String, LogValue)] {
        switch self {
        case let .hitTestVisit(view, point, verdict):
            return [
                ("view", .string(view)), ("point", .list([.number(point.x), .number(point.y)])),
                ("verdict", .string("\(verdict)"))
            ]
        case let .hitTest(touch, window, view):
            return [("touch", number(touch)), ("window", .string(window)), ("view", .string(view))]
        case let .touchDropped(touch, reason):
            return [("touch", number(touch)), ("reason", .string("\(reason)"))]
        case let .eventDropped(event, reason):
            return [("event", .string("\(event)")), ("reason", .string(reason))]
        case let .delivered(message, responder, touches, locations, allTouches):
            return [("responder", .string(responder))] + (touches.isEmpty ? [] : [("touches", numbers(touches))])
                + self.locations(locations) + self.allTouches(allTouches) + messageField(message)
        case let .forwarded(message, from, to):
            return [("responder", name(to)), ("forwardedFrom", .string(from))] + messageField(message)
        case let .firstResponder(window, from, to):
            return [("window", .string(window)), ("from", name(from)), ("to", name(to))]
        case let .firstResponderRefused(responder, reason):
            return [("responder", .string(responder)), ("reason", .string("\(reason)"))]
        case let .actionSent(action, sender, target, handled):
            return [
                ("sender", name(sender)), ("action", .string(action.description)), ("target", name(target)),
                ("handled", .bool(handled))
            ]
        case let .actionCalled(sender, target):
            return [("sender", name(sender)), ("action", .null), ("target", .string(target)), ("handled", .bool(true))]
        case let .gestureAction(recognizer, state, target):
            return [
                ("sender", .string(recognizer)), ("state", .string("\(state)")), ("target", name(target)),
                ("handled", .bool(true))
            ]
        case let .controlEvent(control, events):
            return [("control", .string(control)), ("event", .string("\(events)"))]
        case let .targetDeallocated(control, action):
            return [("control", .string(control)), ("action", action.map { .string($0.description) } ?? .null)]
        case let .gestureCollected(touch, recognizers, declined):
            return [("touch", number(touch)), ("recognizers", strings(recognizers))]
                + (declined.isEmpty ? [] : [("declined", strings(declined))])
        case let .pressCollected(press, recognizers):
            return [("press", number(press)), ("recognizers", strings(recognizers))]
        case let .gesture(recognizer, from, to, cause):
            return [
                ("recognizer", .string(recognizer)), ("from", .string("\(from)")), ("to", .string("\(to)")),
                ("cause", name(cause))
            ]
        case let .gestureWaiting(recognizer, others):
            return [("recognizer", .string(recognizer)), ("for", strings(others))]
        case let .touchDelayed(touch, phase, recognizers):
            return [("touch", number(touch)), ("phase", .string("\(phase)")), ("by", strings(recognizers))]
        case let .touchesTaken(recognizer, touches):
            return [("recognizer", .string(recognizer)), ("touches", numbers(touches))]
        case let .pressesTaken(recognizer, presses):
            return [("recognizer", .string(recognizer)), ("presses", numbers(presses))]
        case let .handled(message, responder, touches):
            return [("responder", .string(responder)), ("message", .string(message.rawValue))]
                + (touches.isEmpty ? [] : [("touches", numbers(touches))])
        case let .performed(action, responder, sender, senderView):
            return [
                ("responder", .string(responder)), ("action", .string(action.description)),
                ("sender", name(sender)), ("senderView", name(senderView))
            ]
        case let .observed(message, recognizer, touches, locations):
            return [
                ("recognizer", .string(recognizer)), ("message", .string(message.rawValue)),
                ("touches", numbers(touches))
            ] + self.locations(locations)
        case let .delegateCall(list, call, indexPath, returned):
            let answer: [(String, LogValue)]
            switch returned {
            case nil: answer = []
            case .bool(let flag)?: answer = [("returned", .bool(flag))]
            case .indexPath(let path)?:
                answer = [("returned", path.map { numbers([$0.section, $0.item]) } ?? .null)]
            }
            return [("list", .string(list)), ("call", .string(call)), ("indexPath", numbers(indexPath))] + answer
        case let .returned(call, value):
            return [("call", .string(call)), ("value", .bool(value))]
        case let .changed(object, property, from, to):
            return [("object", .string(object)), ("property", .string(property)), ("from", from), ("to", to)]
        }
    }

    /// `locations` and `previousLocations`, when there are any.
    private func locations(_ locations: [LogEntry.TouchLocation]) -> [(String, LogValue)] {
        guard !locations.isEmpty else { return [] }
        func point(_ p: CGPoint) -> LogValue { .list([.number(Double(p.x)), .number(Double(p.y))]) }
        return [
            ("locations", .list(locations.map { point($0.location) })),
            ("previousLocations", .list(locations.map { point($0.previousLocation) }))
        ]
    }

    /// `allTouches`, when the event holds touches beyond those delivered: `[{"touch":1,"phase":"moved"}, …]`.
    private func allTouches(_ touches: [LogEntry.EventTouch]) -> [(String, LogValue)] {
        guard !touches.isEmpty else { return [] }
        return [
            (
                "allTouches",
                .list(
                    touches.map {
                        .object([
                            LogValue.Field(name: "touch", value: number($0.touch)),
                            LogValue.Field(name: "phase", value: .string("\($0.phase)"))
                        ])
                    })
            )
        ]
    }

    /// Presses, motion and remote-control kinds group several messages, so their lines say which.
    private func messageField(_ message: ResponderMessage) -> [(String, LogValue)] {
        LogEntry.Kind(message).rawValue == message.rawValue ? [] : [("message", .string(message.rawValue))]
    }

    private func name(_ name: String?) -> LogValue { name.map(LogValue.string) ?? .null }
    private func number(_ value: Int) -> LogValue { .number(Double(value)) }
    private func numbers(_ values: [Int]) -> LogValue { .list(values.map(number)) }
    private func strings(_ values: [String]) -> LogValue { .list(values.map(LogValue.string)) }
}
