import Foundation

// A compact, stable text form of trace records for logs and tests. Objects are named by
// `TraceRecord.name(of:)`: a view's accessibility identifier, a controller's title, a recognizer's
// name, a responder's description if it has one, else the class.

extension TraceRecord: @MainActor CustomStringConvertible {
    /// The event's one-line description; the time is left to the caller.
    @MainActor public var description: String { event.description }

    /// The name traces use for `object`.
    @MainActor
    public static func name(of object: Any?) -> String {
        guard let object else { return "nil" }
        if let view = object as? UIView, let id = view.accessibilityIdentifier { return id }
        if let controller = object as? UIViewController, let title = controller.title { return title }
        if let recognizer = object as? UIGestureRecognizer { return _recognizerName(recognizer) }
        // Other responders name themselves by describing themselves (an app delegate, say).
        if object is UIResponder, let described = object as? any CustomStringConvertible {
            return described.description
        }
        return String(describing: type(of: object))
    }
}

extension TraceEvent: @MainActor CustomStringConvertible {
    /// One stable line, objects named by `TraceRecord.name(of:)`: `hitTest AAA at (60, 120):
    /// inside`. Tests and the CLI's text log compare it as it is.
    @MainActor
    public var description: String { description(naming: TraceRecord.name(of:)) }

    /// ``description`` with objects named by `name` (the scene layer names a dump's views with
    /// their class, and a scroll view's recognizers by their UIKit property).
    @MainActor
    public func description(naming name: (Any?) -> String) -> String {
        switch self {
        case let .hitTestVisit(view, point, verdict):
            return "hitTest \(name(view)) at \(TraceRecord.format(point)): \(verdict)"
        case let .touchBound(touch, window, view):
            return "touch \(touch.finger) began in \(name(window)) on \(name(view))"
        case let .touchDropped(touch, reason):
            return "touch \(touch.finger) dropped: \(reason)"
        case let .delivered(message, responder, touches, _):
            let fingers = touches.isEmpty ? "" : " [\(touches.map { String($0.finger) }.joined(separator: ","))]"
            return "\(message) \(name(responder))\(fingers)"
        case let .forwarded(message, from, to):
            return "\(message) \(name(from)) -> \(to.map(name) ?? "end of chain")"
        case let .firstResponderChanged(window, from, to):
            return "firstResponder in \(name(window)): \(name(from)) -> \(name(to))"
        case let .firstResponderRefused(responder, reason):
            return "firstResponder refused for \(name(responder)): \(reason)"
        case let .resignFirstResponderCalled(responder, request, returned):
            return
                "\(name(responder)).resignFirstResponder() returned \(returned) (\(request.description(naming: name)))"
        case let .actionSent(action, sender, target, handled):
            if !handled, let target {
                return
                    "action \(action) from \(name(sender)) -> nobody (target(forAction:withSender:) returned \(name(target)), which does not perform it)"
            }
            return "action \(action) from \(name(sender)) -> \(handled ? name(target) : "nobody")"
        case let .gestureCollected(touch, recognizers, declined):
            let names = recognizers.isEmpty ? "no recognizers" : recognizers.map(name).joined(separator: ", ")
            guard !declined.isEmpty else { return "touch \(touch.finger) goes to \(names)" }
            let refusing = declined.map(name).joined(separator: ", ")
            return
                "touch \(touch.finger) goes to \(names); not to \(refusing), whose \(declined.count == 1 ? "delegate's" : "delegates'") gestureRecognizer(_:shouldReceive:) returned false (GV7)"
        case let .gesturePressCollected(press, recognizers):
            return "press \(press.id) goes to \(recognizers.map(name).joined(separator: ", "))"
        case let .pressesCancelledByGesture(recognizer, presses):
            return
                "\(name(recognizer)) takes presses [\(presses.map { String($0.id) }.joined(separator: ","))] from their responder"
        case let .gestureStateChanged(recognizer, from, to, cause):
            return "\(name(recognizer)): \(from) -> \(to)\(cause.suffix)"
        case let .gestureWaiting(recognizer, others):
            return "\(name(recognizer)) waits for \(others.map(name).joined(separator: ", ")) to fail"
        case let .gestureAction(recognizer, state, target):
            return "\(name(recognizer)) action (\(state))\(target.map { " -> \(name($0))" } ?? "")"
        case let .touchDelayed(touch, phase, recognizers):
            return "touch \(touch.finger) \(phase) delayed by \(recognizers.map(name).joined(separator: ", "))"
        case let .touchesCancelledByGesture(recognizer, touches):
            return
                "\(name(recognizer)) takes touches [\(touches.map { String($0.finger) }.joined(separator: ","))] from their views"
        case let .controlEvent(control, events):
            return "\(name(control)) sends \(events)"
        case let .actionCalled(sender, target):
            if let action = target as? UIAction {
                return
                    "UIAction \(action.title.isEmpty ? action.identifier.rawValue : action.title) from \(name(sender))"
            }
            return "method of \(name(target)) from \(name(sender))"
        case let .actionTargetDeallocated(sender, action?):
            return "the target of \(action) from \(name(sender)) was deallocated; sent up the responder chain"
        case let .actionTargetDeallocated(sender, nil):
            return "the target of a method action of \(name(sender)) was deallocated; nothing is called"
        case let .eventDropped(type, reason):
            return "\(type) event dropped: \(reason)"
        }
    }
}

extension GestureChangeCause: @MainActor CustomStringConvertible {
    /// Why, as a phrase ("prevented by pan"); empty when the recognizer changed state itself.
    @MainActor
    public var description: String { description(naming: TraceRecord.name(of:)) }

    /// ``description`` with objects named by `name`, as ``TraceEvent/description(naming:)`` does.
    @MainActor
    public func description(naming name: (Any?) -> String) -> String {
        switch self {
        case .recognizer: return ""
        case .shouldBeginReturnedFalse(let by): return "gestureRecognizerShouldBegin of \(name(by)) returned false"
        case .prevented(let other): return "prevented by \(name(other))"
        case .requiredToFail(let other): return "\(name(other)), required to fail, recognized"
        case .requirementsFailed(let waited):
            return "after waiting \(TraceRecord.format(CGFloat(waited)))s for failures"
        case .requirementCycle(let cycle):
            return "first to wait in the requireToFail cycle \((cycle + [cycle[0]]).map(name).joined(separator: " → "))"
        case .disabled: return "disabled"
        case .removedFromView: return "removed from its view"
        case .viewLeftWindow: return "its view left the window"
        case .reset: return "reset"
        }
    }

    /// `""`, or ` (why)` to follow a state change.
    @MainActor
    var suffix: String { description.isEmpty ? "" : " (\(description))" }
}

extension HitTestVerdict: CustomStringConvertible {
    /// For people: `hidden`, `alpha 0 < 0.01`, `outside bounds (0, 0, 200, 200)`, `inside` …
    public var description: String {
        switch self {
        case .hidden: "hidden"
        case .transparent(let alpha):
            "alpha \(TraceRecord.format(alpha)) < \(TraceRecord.format(UIView.minimumHitTestAlpha))"
        case .interactionDisabled: "userInteractionEnabled is false"
        case .animatingWithoutInteraction: "animating without .allowUserInteraction"
        case .outside(let bounds): "outside bounds \(TraceRecord.format(bounds))"
        case .inside: "inside"
        }
    }
}

extension TouchDropReason: CustomStringConvertible {
    /// A sentence fragment for people: `no window's hitTest returned a view` …
    public var description: String {
        switch self {
        case .noViewHit: "no window's hitTest returned a view"
        case .ignoringInteractionEvents: "the application is ignoring interaction events"
        case .multipleTouchDisabled: "the view is tracking a touch and isMultipleTouchEnabled is false"
        case .exclusiveTouch: "an exclusive-touch view is involved and another view is tracking"
        case .viewRemovedFromWindow: "its view left the window"
        case .declinedByScrollView: "an enclosing scroll view's touchesShouldBegin returned false"
        case .inconsistentInput(let message): "inconsistent input: \(message)"
        }
    }
}

extension FirstResponderRefusal: CustomStringConvertible {
    /// A sentence fragment for people: `canBecomeFirstResponder is false` …
    public var description: String {
        switch self {
        case .changeInProgress: "another first-responder change is under way"
        case .cannotBecomeFirstResponder: "canBecomeFirstResponder is false"
        case .currentRefusedToResign: "the current first responder did not resign"
        case .refusedToResign: "canResignFirstResponder is false"
        }
    }
}

extension TraceRecord {
    /// `12`, `12.5`: a number as people write it.
    public static func format(_ value: CGFloat) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(describing: Double(value))
    }

    /// `(12, 4.5)`
    public static func format(_ point: CGPoint) -> String { "(\(format(point.x)), \(format(point.y)))" }

    /// `(x, y, width, height)`
    public static func format(_ rect: CGRect) -> String {
        "(\(format(rect.origin.x)), \(format(rect.origin.y)), \(format(rect.width)), \(format(rect.height)))"
    }
}

extension ResignRequest {
    /// Who asked, as a phrase: `f2.becomeFirstResponder() asks it first, F2`.
    @MainActor
    public func description(naming name: (Any?) -> String) -> String {
        switch self {
        case .becomeFirstResponder(let other): "\(name(other)).becomeFirstResponder() asks it first, F2"
        case .leavingWindow: "it is leaving its window"
        case .endEditing(let view): "\(name(view)).endEditing(false), F6"
        case .action: "the resignFirstResponder action"
        case .returnKey: "the return key"
        case .keyboardDismissOnDrag(let scrollView): "a drag of \(name(scrollView)) (keyboardDismissMode onDrag)"
        }
    }
}
