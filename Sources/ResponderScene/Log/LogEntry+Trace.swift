import Foundation
import ResponderKit

extension LogEntry {
    /// The log entry for a traced decision; objects are named as traces name them (scene ids),
    /// and the text is the trace's own sentence.
    @MainActor
    public init(_ record: TraceRecord) {
        let event = Event(record.event)
        self.init(time: record.time, event: event, text: record.description + event.deliveryText)
    }
}

extension LogEntry.Event {
    /// For a delivery of touches, what its sentence adds to the engine's: where the touches are
    /// (` at (20, 10) from (10, 10)`), then, when the event holds other touches, all of them with
    /// their phases (`; allTouches: 1 moved, 2 stationary`); empty for other entries.
    var deliveryText: String {
        guard case let .delivered(_, _, _, locations, allTouches) = self else { return "" }
        var text = locations.isEmpty ? "" : " " + LogEntry.locationText(locations)
        if !allTouches.isEmpty {
            text += "; allTouches: " + allTouches.map { "\($0.touch) \($0.phase)" }.joined(separator: ", ")
        }
        return text
    }
}

extension LogEntry.Event {
    /// The typed entry for a trace event, its live objects replaced by their names: by `naming`
    /// (the narrator passes the scene's log names), else as traces name them.
    @MainActor
    init(_ event: TraceEvent, naming: ((Any?) -> String)? = nil) {
        let name = naming ?? TraceRecord.name(of:)
        let optionalName = { (object: Any?) -> String? in object.map(name) }
        switch event {
        case let .hitTestVisit(view, point, verdict):
            self = .hitTestVisit(view: name(view), point: point, verdict: verdict)
        case let .touchBound(touch, window, view):
            self = .hitTest(touch: touch.finger, window: name(window), view: name(view))
        case let .touchDropped(touch, reason):
            self = .touchDropped(touch: touch.finger, reason: reason)
        case let .eventDropped(type, reason):
            self = .eventDropped(event: type, reason: reason)
        case let .delivered(message, responder, touches, deliveredWith):
            let view = responder as? UIView
            // UIKit: T4, T6 — the event's other touches (stationary, or bound elsewhere) are in
            // allTouches though no handler is called for them in this delivery.
            let all = deliveredWith.allTouches ?? []
            let allTouches =
                all.count > touches.count
                ? all.sorted { $0.finger < $1.finger }.map { LogEntry.EventTouch(touch: $0.finger, phase: $0.phase) }
                : []
            self = .delivered(
                message, responder: name(responder), touches: touches.map(\.finger),
                locations: view == nil
                    ? []
                    : touches.map {
                        LogEntry.TouchLocation(
                            location: $0.location(in: view), previousLocation: $0.previousLocation(in: view))
                    },
                allTouches: allTouches)
        case let .forwarded(message, from, to):
            self = .forwarded(message, from: name(from), to: optionalName(to))
        case let .firstResponderChanged(window, from, to):
            self = .firstResponder(window: name(window), from: optionalName(from), to: optionalName(to))
        case let .firstResponderRefused(responder, reason):
            self = .firstResponderRefused(responder: name(responder), reason: reason)
        case let .resignFirstResponderCalled(responder, _, returned):
            // The engine's own call, logged as a step's call is: what an override would see.
            self = .returned(call: "\(name(responder)).resignFirstResponder()", value: returned)
        case let .actionSent(action, sender, target, handled):
            self = .actionSent(action, sender: optionalName(sender), target: optionalName(target), handled: handled)
        case let .actionCalled(sender, target):
            self = .actionCalled(sender: optionalName(sender), target: name(target))
        case let .gestureAction(recognizer, state, target):
            self = .gestureAction(recognizer: name(recognizer), state: state, target: optionalName(target))
        case let .controlEvent(control, events):
            self = .controlEvent(control: name(control), events: events)
        case let .actionTargetDeallocated(control, action):
            self = .targetDeallocated(control: name(control), action: action)
        case let .gestureCollected(touch, recognizers, declined):
            self = .gestureCollected(
                touch: touch.finger, recognizers: recognizers.map(name), declined: declined.map(name))
        case let .gesturePressCollected(press, recognizers):
            self = .pressCollected(press: press.id, recognizers: recognizers.map(name))
        case let .gestureStateChanged(recognizer, from, to, cause):
            let why = cause.description(naming: name)
            self = .gesture(recognizer: name(recognizer), from: from, to: to, cause: why.isEmpty ? nil : why)
        case let .gestureWaiting(recognizer, others):
            self = .gestureWaiting(recognizer: name(recognizer), for: others.map(name))
        case let .touchDelayed(touch, phase, recognizers):
            self = .touchDelayed(touch: touch.finger, phase: phase, by: recognizers.map(name))
        case let .touchesCancelledByGesture(recognizer, touches):
            self = .touchesTaken(recognizer: name(recognizer), touches: touches.map(\.finger))
        case let .pressesCancelledByGesture(recognizer, presses):
            self = .pressesTaken(recognizer: name(recognizer), presses: presses.map(\.id))
        }
    }
}

extension LogEntry {
    /// `at (90, 100)` for touches that did not move since their last event, `at (90, 100) from
    /// (80, 100)` for those that did; several touches are listed in order, separated by `; `.
    static func locationText(_ locations: [TouchLocation]) -> String {
        locations.map { touch in
            "at \(pointText(touch.location))"
                + (touch.previousLocation == touch.location ? "" : " from \(pointText(touch.previousLocation))")
        }.joined(separator: "; ")
    }

    /// `(90, 100)`, `(12.5, -3)`: whole numbers without a fraction, others rounded to a millionth.
    static func pointText(_ point: CGPoint) -> String {
        func number(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 1e6).rounded() / 1e6
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
        }
        return "(\(number(point.x)), \(number(point.y)))"
    }
}
