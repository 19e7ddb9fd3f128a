import Foundation
import ResponderKit

/// Turns a scene's trace records into the event log's sentences: the engine's sentence, with
/// objects named as the scene names them (``Scene/logName(of:)``: the class after the id of a
/// view imported from a dump, a scroll view's recognizers by their UIKit property), and where a
/// decision leaves people asking why, the rule that decided and the UIKit API that changes it:
/// recognizer conflicts, target–action, the scroll view's content delay, the tracking margin.
///
/// It reads the live objects a record carries (a control's registrations, a touch's location)
/// when the record is made, and remembers per touch which views saw it, so that a recognizer
/// taking touches no view had says so (a finger's number is reused by the next touch of that
/// finger, so touches are told apart by identity), and which recognizers each touch went to,
/// so that a tap that fires without waiting for a double tap on the same touch's way says so.
/// One narrator per run, fed every record in order.
@MainActor
final class LogNarrator {
    let scene: Scene
    /// For each touch that began, by identity, the views that got its `touchesBegan`, by name;
    /// the touch is kept so that its identity is not reused while it is listed.
    private var reached: [ObjectIdentifier: (touch: UITouch, views: [String])] = [:]
    /// For each recognizer a touch went to, the recognizers that touch went to (GV1).
    private var sawTouchWith: [ObjectIdentifier: [UIGestureRecognizer]] = [:]
    /// For each touch, by identity, where (window coordinates) and when it began.
    private var began: [ObjectIdentifier: (point: CGPoint, time: TimeInterval)] = [:]
    /// For each recognizer, the touches it was given since it was last reset.
    private var touchesOf: [ObjectIdentifier: [UITouch]] = [:]
    /// For each recognizer waiting for others to fail, those others (GC4).
    private var waitingFor: [ObjectIdentifier: [UIGestureRecognizer]] = [:]
    /// The last touch delivered to each control, for the tracking margin.
    private var lastTouch: [ObjectIdentifier: UITouch] = [:]
    /// The recognizers whose default exclusion was already explained, with the time.
    private var explainedExclusions: Set<String> = []
    /// The control and action whose target was just found deallocated: the action it sends next
    /// goes up the responder chain instead (A1).
    private var deallocated: (control: ObjectIdentifier, action: Selector)?
    /// The time of the record being narrated.
    private var now: TimeInterval = 0

    init(scene: Scene) {
        self.scene = scene
    }

    /// The log entry for `record`: its typed event as ``LogEntry/init(_:)`` makes it, and the
    /// narrated sentence, with where the touches are for a delivery to a view.
    func entry(_ record: TraceRecord) -> LogEntry {
        now = record.time
        // Recognizers as the text names them (`panGestureRecognizer of list`, not the engine's
        // class); views and other objects by their scene id, which programs match on.
        let event = LogEntry.Event(record.event, naming: jsonName)
        return LogEntry(time: record.time, event: event, text: text(record.event) + event.deliveryText)
    }

    private func name(_ object: Any?) -> String {
        scene.logName(of: object.map { $0 as AnyObject })
    }

    /// The name in the typed entry (the JSON line): a recognizer's log name, else the trace's.
    private func jsonName(_ object: Any?) -> String {
        object is UIGestureRecognizer ? name(object) : TraceRecord.name(of: object)
    }

    /// UIKit: H10 — the animating views a new touch missed: one under it that takes no touch while
    /// it animates, or one that appears under it while its final frame is elsewhere.
    private func missedAnimating(_ touch: UITouch, _ window: UIWindow, _ hit: UIView) -> String {
        let animating = scene.application.animatingViews
        guard !animating.isEmpty else { return "" }
        let point = touch.location(in: window)
        var missed: [String] = []
        for view in animating where view.window === window && view !== hit && !hit.isDescendant(of: view) {
            let model = view.superview?.convert(view.frame, to: window) ?? view.frame
            let shown = view.superview?.convert(view.presentationFrame, to: window) ?? view.presentationFrame
            if model.contains(point), !view.animationsAllowUserInteraction {
                missed.append("\(name(view)), animating without .allowUserInteraction")
            } else if shown.contains(point), !model.contains(point) {
                missed.append("\(name(view)), which appears here but hit-tests at its final frame")
            }
        }
        return missed.isEmpty ? "" : " (missed " + missed.joined(separator: "; ") + ")"
    }

    private func fingers(_ touches: [UITouch]) -> String {
        "[\(touches.map { String($0.finger) }.joined(separator: ","))]"
    }

    /// The sentence for `event`.
    func text(_ event: TraceEvent) -> String {
        switch event {
        case let .touchBound(touch, window, view):
            // Touches that are over and that no recognizer holds are forgotten.
            let held = Set(touchesOf.values.joined().map(ObjectIdentifier.init))
            reached = reached.filter { key, entry in
                (entry.touch.phase != .ended && entry.touch.phase != .cancelled) || held.contains(key)
            }
            began = began.filter { reached[$0.key] != nil }
            reached[ObjectIdentifier(touch)] = (touch, [])
            began[ObjectIdentifier(touch)] = (touch.location(in: nil), now)
            return "touch \(touch.finger) began in \(name(window)) on \(name(view))"
                + missedAnimating(touch, window, view)
        case let .delivered(message, responder, touches, _):
            if message == .touchesBegan, responder is UIView {
                for touch in touches {
                    reached[ObjectIdentifier(touch), default: (touch, [])].views.append(name(responder))
                }
            }
            if let control = responder as? UIControl, let touch = touches.first {
                lastTouch[ObjectIdentifier(control)] = touch
            }
            return "\(message) \(name(responder))\(touches.isEmpty ? "" : " " + fingers(touches))"
        case let .actionSent(action, sender, target, handled):
            // An object that target(forAction:withSender:) returned and that lacks the action:
            // the engine's sentence says so.
            let released =
                deallocated.map {
                    $0.action == action && $0.control == (sender as? UIControl).map(ObjectIdentifier.init)
                }
                ?? false
            deallocated = nil
            if handled || target != nil { return event.description(naming: name) }
            return "action \(action) from \(name(sender)) -> nobody"
                + whyNobody(action, sender: sender, released: released)
        case let .gestureStateChanged(recognizer, from, to, cause):
            var why = because(cause, recognizer: recognizer)
            if why.isEmpty, to == .ended, let tap = recognizer as? UITapGestureRecognizer {
                why = doesNotWait(tap)
            }
            if why.isEmpty, to == .failed, recognizer is SystemEdgeGestureGate {
                why = "not a system gesture: the held touches go to the app's views"
            }
            if why.isEmpty, from == .possible, to == .failed, case .recognizer = cause {
                why = failedBecause(recognizer)
            }
            if to == .possible { touchesOf[ObjectIdentifier(recognizer)] = nil }
            return "\(name(recognizer)): \(from) -> \(to)\(why.isEmpty ? "" : " (\(why))")"
        case let .gestureCollected(touch, recognizers, _):
            for recognizer in recognizers {
                sawTouchWith[ObjectIdentifier(recognizer)] = recognizers
                touchesOf[ObjectIdentifier(recognizer), default: []].append(touch)
            }
            return event.description(naming: name)
        case let .gestureWaiting(recognizer, others):
            waitingFor[ObjectIdentifier(recognizer)] = others
            let how = GestureRelations.requirementsPhrase(of: recognizer, toFail: others) { self.name($0) }
            return
                "\(name(recognizer)) recognized, and waits for \(others.map(name).joined(separator: ", ")) to fail (\(how))"
        case let .gestureAction(recognizer, state, target):
            return "\(name(recognizer)) action (\(state))\(target.map { " -> \(name($0))" } ?? "")"
        case let .touchDelayed(touch, phase, recognizers):
            return "touch \(touch.finger) \(phase) " + delayed(phase, by: recognizers, touch: touch)
        case let .touchesCancelledByGesture(recognizer, touches):
            return taken(touches, by: recognizer)
        case let .controlEvent(control, events):
            return "\(name(control)) sends \(events)" + targets(of: control, for: events) + margin(of: control, events)
        case let .actionTargetDeallocated(control, action):
            deallocated = action.map { (ObjectIdentifier(control), $0) }
            return event.description(naming: name) + released(control, action)
        case let .actionCalled(sender, target):
            if let action = target as? UIAction {
                return
                    "UIAction \(action.title.isEmpty ? action.identifier.rawValue : action.title) from \(name(sender))"
            }
            return "method of \(name(target)) from \(name(sender))"
        default:
            // The engine's own sentence, with the scene's names.
            return event.description(naming: name)
        }
    }

    // MARK: Recognizer conflicts

    /// Why a recognizer changed state: the rule that decided and the API that changes it.
    private func because(_ cause: GestureChangeCause, recognizer: UIGestureRecognizer) -> String {
        switch cause {
        case .prevented(let other):
            // The content-touch delay is not a gesture of its own: it gives up when anything recognizes.
            if Scene.scrollViewRole(of: recognizer)?.property == "delaysContentTouches" {
                return "\(name(other)) recognized; the touch is no longer held back"
            }
            // UIKit: GC1 — said in full once per recognizer that prevents others, at one moment.
            let key = "\(ObjectIdentifier(other).hashValue)@\(now)"
            if explainedExclusions.contains(key) { return "prevented by \(name(other)), GC1" }
            explainedExclusions.insert(key)
            return
                "prevented by \(name(other)), which recognized first: default exclusion (GC1); gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) returning true lets both recognize, require(toFail:) orders them"
        case .requiredToFail(let other):
            // UIKit: GC4, GC5
            let how = GestureRelations.requirementsPhrase(of: recognizer, toFail: [other]) { self.name($0) }
            return "\(name(other)) recognized, and \(name(recognizer)) requires it to fail (\(how))"
        case .requirementsFailed(let waited):
            let others = waitingFor.removeValue(forKey: ObjectIdentifier(recognizer)) ?? []
            let seconds = (waited * 1000).rounded() / 1000
            // No wait: the recognizers it requires had failed already; nothing to say.
            guard seconds > 0 else { return "" }
            let how =
                others.isEmpty
                ? "GC4" : GestureRelations.requirementsPhrase(of: recognizer, toFail: others) { self.name($0) }
            return
                "after waiting \(TraceRecord.format(CGFloat(seconds))) s for the recognizers it requires to fail (\(how))"
        case .shouldBeginReturnedFalse(let by):
            return shouldBeginRefusal(by: by, recognizer: recognizer)
        default:
            return cause.description
        }
    }

    /// Who answered false to `gestureRecognizerShouldBegin`, and why when the engine's own views
    /// decided: a control keeping its tap (C9), a scroll view that does not scroll that way or
    /// may not take a control's touch (S3, S4).
    private func shouldBeginRefusal(by: AnyObject, recognizer: UIGestureRecognizer) -> String {
        if let control = by as? UIControl, recognizer.view !== control {
            // UIKit: C9
            return
                "gestureRecognizerShouldBegin(_:) of \(name(control)) returned false: a control keeps its own touch from an ancestor's tap or swipe (the iOS 6 rule, C9); a UIControl subclass overrides gestureRecognizerShouldBegin(_:) to change it"
        }
        if let scrollView = by as? UIScrollView, recognizer === scrollView.panGestureRecognizer {
            let translation = scrollView.panGestureRecognizer.translation(in: scrollView)
            let horizontal = abs(translation.x) > abs(translation.y)
            let content = horizontal ? scrollView.contentSize.width : scrollView.contentSize.height
            let bounds = horizontal ? scrollView.bounds.width : scrollView.bounds.height
            let prefix = "gestureRecognizerShouldBegin(_:) of \(name(scrollView)) returned false: "
            if content <= bounds {
                let axis = horizontal ? "width" : "height"
                return prefix
                    + "the drag is \(horizontal ? "horizontal" : "vertical") and contentSize.\(axis) \(TraceRecord.format(content)) is not larger than bounds.\(axis) \(TraceRecord.format(bounds)), so it does not scroll that way"
            }
            if !scrollView.canCancelContentTouches {
                return prefix + "canCancelContentTouches is false, so it does not take a touch its content tracks (S3)"
            }
            // UIKit: S4
            return prefix
                + "its content is a control tracking the touch, and touchesShouldCancel(in:) returns false for controls (S4); override it to let the scroll take the touch"
        }
        if by === recognizer.delegate {
            return "its delegate's gestureRecognizerShouldBegin(_:) returned false (GV8)"
        }
        return "gestureRecognizerShouldBegin(_:) of \(name(by)) returned false (GV9)"
    }

    /// For a tap that recognized while a tap needing more taps that saw the same touch (on its
    /// view, or on a view inside it or around it, GV1) may still recognize, and that it does not
    /// wait for by any means (GC4, GC5): that a multiple tap fires both.
    private func doesNotWait(_ tap: UITapGestureRecognizer) -> String {
        let others = (sawTouchWith[ObjectIdentifier(tap)] ?? []).compactMap { $0 as? UITapGestureRecognizer }.filter {
            candidate in
            candidate !== tap && candidate.isEnabled && candidate.numberOfTapsRequired > tap.numberOfTapsRequired
                && candidate.numberOfTouchesRequired == tap.numberOfTouchesRequired
                && !GestureRelations.waits(tap, forFailureOf: candidate)
        }
        guard let double = others.first else { return "" }
        let taps = "\(double.numberOfTapsRequired)-tap"
        guard let view = tap.view, let doubleView = double.view, doubleView !== view else {
            return
                "it does not wait for \(name(double)) (\(double.numberOfTapsRequired) taps) to fail, so a \(taps) fires both; require(toFail:) makes it wait (GC4)"
        }
        // Where a touch must begin to reach both: the inner of the two views.
        let inner = doubleView.isDescendant(of: view) ? doubleView : view
        return
            "it does not wait for \(name(double)) (\(double.numberOfTapsRequired) taps, on \(name(doubleView))) to fail, so a \(taps) on \(name(inner)) fires both, as both see its touches (GV1); require(toFail:) makes it wait (GC4)"
    }

    /// Why a tap, long press or pan failed on its own, read from its touches (the engine's
    /// recognizers set `failed` themselves and give no reason): a finger moved beyond
    /// `allowableMovement`, no next tap came within `maximumIntervalBetweenTaps`, the finger
    /// lifted before `minimumPressDuration`, or before a pan began; empty when none of these shows.
    private func failedBecause(_ recognizer: UIGestureRecognizer) -> String {
        // UIKit: GB1, GB2
        let touches = touchesOf[ObjectIdentifier(recognizer)] ?? []
        let lifted = !touches.isEmpty && touches.allSatisfy { $0.phase == .ended }
        let allowable: CGFloat
        switch recognizer {
        case let tap as UITapGestureRecognizer: allowable = tap.allowableMovement
        case let press as UILongPressGestureRecognizer: allowable = press.allowableMovement
        case is UIPanGestureRecognizer:
            return lifted ? "the finger lifted before it moved far enough for a pan to begin" : ""
        default: return ""
        }
        for touch in touches {
            guard let start = began[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            let distance =
                ((point.x - start.point.x) * (point.x - start.point.x)
                + (point.y - start.point.y) * (point.y - start.point.y)).squareRoot()
            if distance > allowable {
                return
                    "finger \(touch.finger) moved \(TraceRecord.format((distance * 10).rounded() / 10)) pt from where it came down, beyond its allowableMovement of \(TraceRecord.format(allowable)) pt"
            }
        }
        if let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > 1, lifted,
            let last = touches.map(\.timestamp).max(), now - last >= tap.maximumIntervalBetweenTaps - 1e-9
        {
            return
                "no next tap within maximumIntervalBetweenTaps (\(TraceRecord.format(CGFloat(tap.maximumIntervalBetweenTaps))) s) of the last; it needs \(tap.numberOfTapsRequired) taps"
        }
        if let press = recognizer as? UILongPressGestureRecognizer, lifted, let touch = touches.last,
            let start = began[ObjectIdentifier(touch)], touch.timestamp - start.time < press.minimumPressDuration
        {
            return
                "the finger lifted before minimumPressDuration (\(TraceRecord.format(CGFloat(press.minimumPressDuration))) s)"
        }
        return ""
    }

    // MARK: Delays and cancels

    private func delayed(_ phase: UITouch.Phase, by recognizers: [UIGestureRecognizer], touch: UITouch) -> String {
        recognizers.map { recognizer -> String in
            if let gate = recognizer as? SystemEdgeGestureGate, let edge = gate.edge(of: touch) {
                // Observed: the system's screen-edge gesture (SystemEdgeGestureGate).
                let words = Scene.systemEdgeWords(
                    edge: edge, controller: gate.deferringController, deferred: gate.deferredEdges,
                    gestures: gate.gestures, name: { self.name($0) })
                return "held back by \(words.edge) \(words.wait); \(words.setting): \(words.fix)"
            }
            if let role = Scene.scrollViewRole(of: recognizer), role.property == "delaysContentTouches" {
                let milliseconds = Int((role.scrollView.contentTouchDelay * 1000).rounded())
                // UIKit: S1
                return
                    "held back by delaysContentTouches of \(name(role.scrollView)) (true, UIKit's default: \(milliseconds) ms, S1): a drag in that time scrolls and the content never sees the touch; delaysContentTouches: false delivers it at once"
            }
            let property = phase == .began ? "delaysTouchesBegan" : "delaysTouchesEnded"
            return "delayed by \(name(recognizer)) (\(property), GV4/GV5)"
        }.joined(separator: "; ")
    }

    private func taken(_ touches: [UITouch], by recognizer: UIGestureRecognizer) -> String {
        var views: [String] = []
        for touch in touches {
            for view in reached[ObjectIdentifier(touch)]?.views ?? [] where !views.contains(view) { views.append(view) }
            reached[ObjectIdentifier(touch)] = nil
        }
        if views.isEmpty {
            let list = fingers(touches)
            return "\(name(recognizer)) recognized: touches \(list) were held back, so no view ever sees them"
        }
        // UIKit: GV3
        return
            "\(name(recognizer)) takes touches \(fingers(touches)) from \(views.joined(separator: ", ")), which get touchesCancelled (cancelsTouchesInView = true, UIKit's default, GV3)"
    }

    // MARK: Target–action

    /// ` to vc.save:, …` for the registrations of `control` that `events` run; for the event
    /// that is the point of the control, a note when nothing at all is registered for it nor for
    /// any other event the control sends.
    private func targets(of control: UIControl, for events: UIControl.Event) -> String {
        let registrations = scene.registrations(of: control).filter { !$0.events.isDisjoint(with: events) }
        if !registrations.isEmpty {
            return " to "
                + registrations.map { registration in
                    registration.target.map { "\(name($0)).\(registration.action)" }
                        ?? "\(registration.action) (nil target: the responder chain)"
                }.joined(separator: ", ")
        }
        // A control wired for other events it sends (a touchDown button) is deliberate: no note.
        guard !scene.showsNoTargets(control), let primary = Scene.primaryEvent(of: control), events.contains(primary),
            control.allControlEvents.isDisjoint(with: Scene.eventsSent(by: control))
        else { return "" }
        return
            ": no target or UIAction is registered for \(primary), so nothing runs (addTarget(_:action:for:) or addAction(_:for:))"
    }

    /// For an action whose target was deallocated: which scene object it was, when the script
    /// released it, and the fix.
    private func released(_ control: UIControl, _ action: Selector?) -> String {
        let record = scene.releasedTargets.last {
            $0.control == ObjectIdentifier(control) && (action == nil || $0.action == action)
        }
        let which = record.map { " (\($0.target), released at line \($0.line))" } ?? ""
        // Observed (A1): the control did not retain it.
        return which
            + ": the control does not retain its target (A1); keep a strong reference to the target (a property of the view controller)"
    }

    /// Why an action reached nobody, for a control's action: its target lacks it, or nobody up
    /// the chain performs it, or one that implements it refuses it (A6); for the action of a
    /// target that was deallocated (`released`), that it went up the chain instead.
    private func whyNobody(_ action: Selector, sender: Any?, released: Bool) -> String {
        guard let control = sender as? UIControl else { return "" }
        if released {
            // UIKit: A1, A4
            return ": its target was deallocated, so it went up the responder chain, and "
                + chainNobody(action, control)
        }
        let registrations = scene.registrations(of: control).filter { $0.action == action }
        if let registration = registrations.first(where: { $0.target != nil }),
            registrations.allSatisfy({ $0.target != nil })
        {
            // UIKit: A3
            return
                ": its target \(name(registration.target)) does not perform \(action) (UIKit would stop the app: unrecognized selector sent to instance)"
        }
        return ": " + chainNobody(action, control)
    }

    /// Why nobody up the chain took `action`: a responder that implements it refuses it (A6), or
    /// none performs it (A4).
    private func chainNobody(_ action: Selector, _ control: UIControl) -> String {
        if let refuser = scene.refuser(of: action, from: control) {
            // UIKit: A6
            return
                "\(name(refuser)) implements \(action) but its canPerformAction(_:withSender:) returns false for it (A6); return true from canPerformAction(_:withSender:) for \(action) in \(name(refuser))"
        }
        // UIKit: A4
        return "no responder up the chain from the first responder (else \(name(control))) performs \(action)"
    }

    /// For a touch leaving, entering or lifting away from a control: how far outside its bounds
    /// the touch is, against the control's tracking margin (C7).
    private func margin(of control: UIControl, _ events: UIControl.Event) -> String {
        let watched: UIControl.Event = [.touchDragExit, .touchDragEnter, .touchUpOutside, .touchUpInside]
        guard !events.isDisjoint(with: watched), let touch = lastTouch[ObjectIdentifier(control)] else { return "" }
        let point = touch.location(in: control)
        let bounds = control.bounds
        let dx = max(bounds.minX - point.x, 0, point.x - bounds.maxX)
        let dy = max(bounds.minY - point.y, 0, point.y - bounds.maxY)
        // The margin grows the bounds on every side (C7), so distance is the larger of the two axes.
        let away = max(dx, dy)
        guard away > 0 else { return "" }
        let margin = control.touchInsideMargin
        let distance = TraceRecord.format((away * 10).rounded() / 10)
        // UIKit: C7
        return away > margin
            ? " (the touch is \(distance) pt outside its bounds, beyond the \(TraceRecord.format(margin))-pt tracking margin, C7)"
            : " (the touch is \(distance) pt outside its bounds, within the \(TraceRecord.format(margin))-pt tracking margin, C7)"
    }
}
