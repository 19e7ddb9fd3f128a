import Foundation
import ResponderKit
import ResponderScene

extension CGPoint {
    /// A screen point in `window`'s coordinates (windows are not transformed).
    @MainActor fileprivate func offset(by window: UIWindow) -> CGPoint {
        CGPoint(x: x - window.frame.minX, y: y - window.frame.minY)
    }
}

/// Why a point hits the view it hits (`responder explain`), built from the engine's own hit-test
/// report and the live hierarchy; nothing is re-decided. The answer is the value ``answer``; the
/// other properties are its renderings, and the live window and view it names.
@MainActor
public struct Explanation {
    /// The answer as a value: what `explain --format json` prints, and what ``text`` renders.
    public let answer: ExplanationAnswer
    /// The window the touch goes to: the one asked for, else the one whose hit-test found a view,
    /// else the front-most visible window; `nil` when no window is visible.
    public let window: UIWindow?
    /// The view that would receive the touch (its hit-test view), or `nil` when the touch is
    /// dropped.
    public let hit: UIView?

    /// The point explained, in screen coordinates.
    public var point: CGPoint { answer.point.cgPoint }
    /// One line per view of the window, depth-first, indented by depth.
    public var tree: [String] { answer.views.map(\.text) }
    /// Views whose bounds contain the point, front to back, with why each lost.
    public var stack: [String] { answer.stack.map(\.text) }
    /// The responder chain from the hit-test view up `next`, one name per responder; empty when
    /// nothing is hit.
    public var chain: [String] { answer.chain.map(\.name) }
    /// The enabled recognizers of the hit-test view and its ancestors, in the order they would be
    /// offered the touch (UIKit rule GV1), each with its class and view.
    public var recognizers: [String] { answer.recognizers.map(\.text) }
    /// The enabled recognizers on the way that do not see the touch because their delegate's
    /// `gestureRecognizer(_:shouldReceive:)` returns false for it (UIKit rule GV7), each with why.
    public var declined: [String] { answer.declined.map(ExplanationAnswer.declinedText) }
    /// The view that wants touches nearest to the point, in words; `nil` when there is none.
    public var nearMiss: String? { answer.nearMiss?.text }
    /// What lint finds about the hit view and the near-miss view, with its fix: `message [check]`
    /// and an indented `fix:` line each; empty without a scene.
    public var fixes: [String] { answer.findings.map { "\($0.message) [\($0.check)]\n    fix: \($0.fix)" } }
    /// The scroll views above the hit view that hold its touches back, innermost first.
    public var delays: [String] { answer.delays.map(\.text) }
    /// Why the touch goes to ``window`` when several windows are visible (UIKit rule W3); `nil`
    /// with one window.
    public var windowChoice: String? { answer.windowChoice }
    /// The views under the point in the other visible windows, front to back, each with why it
    /// lost.
    public var otherWindows: [String] {
        answer.otherWindows.map { "\($0.object.name) in window \($0.window.name)  \($0.reason.text)" }
    }
    /// What the control that would get the touch does with it; `nil` when the hit view is no
    /// control or no scene was given.
    public var targets: String? { answer.targets }
    /// The views animating at the point (UIKit rule H10), each with the fix.
    public var animations: [String] { answer.animations }
    /// The explanation for people.
    public var text: String { answer.text }

    /// Explains a touch at `point` (screen coordinates), in `window` or the window such a touch
    /// would go to; `naming` names objects (default: ``name(_:)``, the id in backquotes). With
    /// `scene`, the hit control's targets, lint's findings, and the ids and shown text of the
    /// objects named are read from it too.
    public init(
        point: CGPoint, in application: UIApplication, window chosen: UIWindow? = nil,
        naming: @escaping @MainActor (AnyObject) -> String = Explanation.name, scene: Scene? = nil
    ) {
        let object = { (object: AnyObject) in AnswerObject(object, in: scene, naming: naming) }
        let report = application.hitTestReport(atScreen: point, in: chosen)
        let target = report.result
        // Where a touch there really goes, whichever window was asked about (W3).
        let real = chosen == nil ? target : application.hitTest(atScreen: point)
        let window = chosen ?? target?.window ?? application.windows.last { !$0.isHidden }
        let hit = target?.view
        self.window = window
        self.hit = hit
        var answer = ExplanationAnswer(
            point: AnswerPoint(point), outcome: window == nil ? .noWindow : hit == nil ? .dropped : .delivered,
            window: window.map(object), hit: hit.map(object), path: [], views: [], stack: [], chain: [],
            recognizers: [], declined: [], delays: [], targets: nil, animations: [], windowChoice: nil,
            otherWindows: [], nearMiss: nil, findings: [], guessNote: nil, notes: [])
        guard let window else {
            self.answer = answer
            return
        }
        var up: UIView? = hit
        while let current = up {
            answer.path.append(object(current))
            up = current.superview
        }
        let visible = Array(application.windows.filter { !$0.isHidden }.reversed())
        let geometry = Geometry(point: point, window: window, hit: hit, visits: report, name: naming, scene: scene)
        answer.views = geometry.tree()
        answer.stack = geometry.stack().map { ViewUnderPoint(object: object($0.view), reason: $0.reason) }
        var responder: UIResponder? = hit
        while let current = responder, answer.chain.count < 1000 {
            answer.chain.append(object(current))
            responder = current.next
        }
        var view = hit
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                // UIKit: GV7
                if let hit, GestureRelations.declinesTouches(recognizer, on: hit) {
                    answer.declined.append(object(recognizer))
                    continue
                }
                // The own recognizers of scroll views and text fields name their view already.
                answer.recognizers.append(
                    RecognizerEntry(
                        recognizer: object(recognizer), view: object(current),
                        namesItsView: Scene.scrollViewRole(of: recognizer) != nil
                            || Scene.textInputView(of: recognizer) != nil))
            }
            view = current.superview
        }
        // Observed: the system's screen-edge gesture sees a touch that begins at its edge, after them.
        if hit != nil, Scene.systemEdgeHold(at: point.offset(by: window), in: window) != nil {
            answer.recognizers.append(
                RecognizerEntry(
                    recognizer: AnswerObject(
                        id: nil, name: "the system's screen-edge gesture", className: "SystemEdgeGestureGate"),
                    view: object(window), namesItsView: true, isSystemEdgeGesture: true))
        }
        // Observed: the system's screen-edge gesture holds back a touch beginning at its edge.
        if let hit, let hold = Scene.systemEdgeHold(at: point.offset(by: window), in: window) {
            let words = Scene.systemEdgeWords(
                edge: hold.edge, controller: hold.controller, deferred: hold.deferred, gestures: hold.gestures,
                name: naming)
            answer.delays.append(
                .systemEdge(
                    sentence:
                        "\(words.edge) holds the touch back from \(naming(hit)) \(words.wait); \(words.setting): \(words.fix)"
                ))
        }
        // UIKit: S1 — the scroll views above the hit view that hold its touches back.
        var ancestor = hit?.superview
        while let current = ancestor {
            if let hit, let scrollView = current as? UIScrollView, scrollView.delaysContentTouches,
                scrollView.isScrollEnabled
            {
                let milliseconds = Int((scrollView.contentTouchDelay * 1000).rounded())
                answer.delays.append(
                    .scrollView(scrollView: object(scrollView), hit: object(hit), milliseconds: milliseconds))
            }
            ancestor = current.superview
        }

        // Across windows (W3): which window took the touch and why, and what the others have here.
        if let chosen, let real, real.window !== chosen {
            answer.windowChoice =
                "You asked about window \(naming(chosen)); a touch at \(TraceRecord.format(point)) really goes to \(naming(real.view)) in window \(naming(real.window)), the front-most visible window whose hitTest(_:with:) finds a view (W3)."
        } else if chosen != nil, real == nil {
            answer.windowChoice =
                "No visible window's hitTest(_:with:) finds a view here: a real touch is dropped (W4)."
        } else if chosen == nil, visible.count > 1, hit != nil {
            let inFront = visible.prefix { $0 !== window }
            answer.windowChoice =
                "Window \(naming(window)) takes it: it is the front-most visible window whose hitTest(_:with:) finds a view (W3)"
                + (inFront.isEmpty
                    ? "; the windows behind it never see the touch."
                    : "; \(inFront.map(naming).joined(separator: ", ")) in front of it found none.")
        }
        var behindMiss: NearMiss?
        var behindView: UIView?
        let front = visible.firstIndex { $0 === window }
        for (index, other) in visible.enumerated() where other !== window {
            let isBehind = front.map { index > $0 } ?? false
            // A window in front that finds a view is the one a real touch goes to (when another
            // window was asked about); its own hit view is then named as such.
            let found = isBehind ? nil : application.hitTest(atScreen: point, in: other)?.view
            var look = Geometry(point: point, window: other, hit: found, visits: report, name: naming, scene: scene)
            look.behind =
                isBehind
                ? .windowBehind(window: object(other), front: object(window))
                : .windowFoundNothing(window: object(other))
            for (view, reason) in look.stack() where !(view is UIWindow) || view === other {
                answer.otherWindows.append(OtherWindowView(object: object(view), window: object(other), reason: reason))
            }
            if isBehind, behindMiss == nil, hit.map({ !geometry.wantsTouches($0) }) ?? true,
                let meant = look.wantingUnderPoint().first
            {
                behindView = meant
                behindMiss = NearMiss(
                    object: object(meant), kind: look.kind(meant),
                    why: .behindWindow(window: object(other), front: object(window), taker: hit.map(object)))
            }
        }
        let inWindow = geometry.nearMiss()
        let underInWindow: Bool
        if case .underPoint = inWindow?.why { underInWindow = true } else { underInWindow = false }
        answer.nearMiss = underInWindow ? inWindow : behindMiss ?? inWindow
        // The fix, in lint's words: what lint finds about the hit view and the near miss.
        var checked: [UIView] = hit.map { [$0] } ?? []
        if let missed = underInWindow || behindView == nil ? geometry.nearMissView() : behindView {
            checked.append(missed)
        }
        // The recognizers of the hit view's ancestors see the touch too (GV1): what lint finds
        // about those recognizers counts.
        let ancestors = hit.map(Lint.ancestors(of:)) ?? []
        if let scene {
            let rules = checked.isEmpty ? [] : Lint.rules(for: scene)
            let own = checked.flatMap { view in rules.flatMap { $0.findings(about: view, in: scene) } }
            let recognizerRules = rules.filter { Lint.recognizerRules.contains($0.id) }
            var seen = Set(own.map(\.description))
            var found = own
            let around = ancestors.flatMap { view in recognizerRules.flatMap { $0.findings(about: view, in: scene) } }
            for finding in around where seen.insert(finding.description).inserted {
                found.append(finding)
            }
            answer.findings = found
            (answer.guessNote, answer.notes) = importNotes(scene, point: point, hit: hit, window: window)
        }
        answer.targets = (hit as? UIControl).flatMap { control in scene.flatMap { Self.targets(of: control, in: $0) } }
        answer.animations = Self.animations(
            at: point, in: window, application: application, naming: naming, scene: scene)
        // What the user sees: an ancestor's tap that recognizes there and cancels the hit view's
        // touches takes the touch from it (GV3), unless its delegate declines the touch (GV7).
        if let hit,
            let (recognizer, owner) = AncestorTapCancelsRule.cancellingTaps(of: hit).first(where: { pair in
                !GestureRelations.declinesTouches(pair.recognizer, on: hit)
                    && !GestureRelations.neverBegins(pair.recognizer)
            })
        {
            answer.outcome = .recognizedElsewhere(
                recognizer: object(recognizer), view: object(owner), cancelsTouches: recognizer.cancelsTouchesInView)
        }
        self.answer = answer
    }

    /// UIKit: H10 — what the running animations of `window`'s views do to a touch at `point`.
    static func animations(
        at point: CGPoint, in window: UIWindow, application: UIApplication,
        naming: @MainActor (AnyObject) -> String, scene: Scene?
    ) -> [String] {
        var lines: [String] = []
        let inWindow = window.convert(point, from: nil as UIWindow?)
        for view in application.animatingViews where view.window === window {
            let model = view.superview?.convert(view.frame, to: window) ?? view.frame
            let shown = view.superview?.convert(view.presentationFrame, to: window) ?? view.presentationFrame
            let guessed =
                scene?.guessedAttributes(of: view).contains("animating") ?? false
                ? "UIKit's default options, guessed: the dump does not print them"
                : "UIView.animate's default options leave it out"
            if model.contains(inWindow), !view.animationsAllowUserInteraction {
                lines.append(
                    "\(naming(view)) is animating without .allowUserInteraction (\(guessed)): it and its subviews take no touch until the animation ends (H10); pass .allowUserInteraction to UIView.animate, or wait for the animation to end"
                )
            } else if shown.contains(inWindow), !model.contains(inWindow) {
                lines.append(
                    "\(naming(view)) appears at \(Geometry.format(shown)) but hit-testing uses its final frame \(Geometry.format(model)) (H10): a touch where it appears misses it; tap where it ends, or wait for the animation to end"
                )
            }
        }
        return lines
    }

    /// For a control whose target for `primary` a script released: that the target is gone and
    /// where the action goes instead (A1, A3); nil when no such target was released.
    /// `also`: other registrations were named before, so the sentence says the control also sends these.
    static func releasedTargets(
        of control: UIControl, for primary: UIControl.Event, in scene: Scene, also: Bool = false
    ) -> String? {
        let gone = scene.releasedTargets.filter { $0.control == ObjectIdentifier(control) }
        guard !gone.isEmpty else { return nil }
        let name = scene.displayName(of: control)
        let parts = gone.map { record -> String in
            let performer = control.target(forAction: record.action, withSender: control) as AnyObject?
            let up =
                performer.map { "performed there by \(scene.displayName(of: $0))" }
                ?? "which \(scene.nobodyPerforms(record.action, from: control).why)"
            return
                "\(record.action) to `\(record.target)`, which was released at line \(record.line) and deallocated (a control does not retain its target, A1), so \(record.action) goes up the responder chain, \(up)"
        }
        return (also ? "For \(primary), \(name) also sends " : "for \(primary), \(name) sends ")
            + parts.joined(separator: "; ")
            + ". Keep a strong reference to the target (a property of the view controller)."
    }

    /// What `control` sends for the event that is its point, and to whom (UIKit rules A2, A3);
    /// for a disabled control, that it sends nothing (C2) and the fix.
    static func targets(of control: UIControl, in scene: Scene) -> String? {
        guard let primary = Scene.primaryEvent(of: control) else { return nil }
        let name = scene.displayName(of: control)
        let registrations = scene.registrations(of: control).filter { $0.events.contains(primary) }
        if !control.isEnabled {
            // UIKit: C2
            let wired = registrations.compactMap { registration in
                registration.target.map { "\(scene.displayName(of: $0)).\(registration.action)" }
                    ?? "\(registration.action) (nil target)"
            }
            let what = wired.isEmpty ? "" : " (registered: " + wired.joined(separator: ", ") + ")"
            return
                "\(name) is disabled (isEnabled = false): a disabled control does not track touches and sends no control events (C2), so its \(primary) action\(what) never runs; set isEnabled = true on \(name) (enabled: true) if it should answer."
        }
        let gone = releasedTargets(of: control, for: primary, in: scene)
        if registrations.isEmpty, let gone { return gone }
        if registrations.isEmpty {
            if scene.showsNoTargets(control) { return nil }
            if control.allControlEvents.contains(primary) { return "\(name) runs a UIAction for \(primary)." }
            // A control wired for other events it sends (a touchDown button) is deliberate: say
            // what it sends, and that nothing answers the primary event.
            let sent = Scene.eventsSent(by: control)
            let others = scene.registrations(of: control).compactMap { registration -> String? in
                let events = Scene.singleEvents.filter { registration.events.contains($0) && sent.contains($0) }
                guard !events.isEmpty else { return nil }
                let what = events.map { "\($0)" }.joined(separator: ", ")
                return "\(what) to "
                    + (registration.target.map { "\(scene.displayName(of: $0)).\(registration.action)" }
                        ?? "\(registration.action) up the chain (nil target)")
            }
            if !others.isEmpty {
                return "\(name) sends " + others.joined(separator: ", ") + "; nothing is registered for \(primary)."
            }
            return
                "\(name) has no target for \(primary): the touch is tracked, and \(primary) runs nothing (addTarget(_:action:for:))."
        }
        let parts = registrations.map { registration -> String in
            guard let target = registration.target else {
                let performer = control.target(forAction: registration.action, withSender: control) as AnyObject?
                return performer.map {
                    "\(registration.action) up the chain (nil target), performed by \(scene.displayName(of: $0))"
                }
                    ?? "\(registration.action) up the chain (nil target), which \(scene.nobodyPerforms(registration.action, from: control).why)"
            }
            let performs = (target as? UIResponder)?.responds(to: registration.action) ?? false
            return "\(scene.displayName(of: target)).\(registration.action)"
                + (performs
                    ? ""
                    : " — which \(scene.displayName(of: target)) does not perform (UIKit would stop the app: unrecognized selector)")
        }
        let sentence = "\(name) sends \(primary) to " + parts.joined(separator: ", ") + "."
        // A registration whose target was released reads as none: say so beside the live ones.
        guard let gone = releasedTargets(of: control, for: primary, in: scene, also: true) else { return sentence }
        return sentence + " " + gone
    }

    /// An object as traces name it (its id), in backquotes: \`AAA\`.
    public static func name(_ object: AnyObject) -> String { "`\(TraceRecord.name(of: object))`" }
}
