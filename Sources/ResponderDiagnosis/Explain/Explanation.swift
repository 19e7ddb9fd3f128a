import Foundation
import ResponderKit
import ResponderScene

extension CGPoint {
    /// A screen point in `window`'s coordinates (windows are not transformed).
    @MainActor fileprivate func offset(by window: UIWindow) -> CGPoint {
        CGPoint(x: x - window.frame.minX, y: y - window.frame.minY)
    }
}

/// Why a point hits the view it hits (`responder explain`): the verdict for every view of the
/// window, every view under the point with why it lost, the responder chain, the recognizers that
/// would see the touch, and the nearest near miss. Built from the engine's own hit-test trace and
/// the live hierarchy; nothing is re-decided.
@MainActor
public struct Explanation {
    /// The point explained, in screen coordinates.
    public let point: CGPoint
    /// The window the touch goes to: the one asked for, else the one whose hit-test found a view,
    /// else the front-most visible window; `nil` when no window is visible.
    public let window: UIWindow?
    /// The view that would receive the touch (its hit-test view), or `nil` when the touch is
    /// dropped.
    public let hit: UIView?
    /// One line per view of the window, depth-first, indented by depth.
    public let tree: [String]
    /// Views whose bounds contain the point, front to back, with why each lost.
    public let stack: [String]
    /// The responder chain from the hit-test view up `next`, one name per responder; empty when
    /// nothing is hit.
    public let chain: [String]
    /// The enabled recognizers of the hit-test view and its ancestors, in the order they would be
    /// offered the touch (UIKit rule GV1), each with its class and view.
    public let recognizers: [String]
    /// The enabled recognizers on the way that do not see the touch because their delegate's
    /// `gestureRecognizer(_:shouldReceive:)` returns false for it (UIKit rule GV7), each with
    /// why: known for a scene's own delegates (`shouldReceive: false` or `falseIn`).
    public let declined: [String]
    /// The view that wants touches (a control, a text view, a view with recognizers or a
    /// touch override) nearest to the point: one under the point that lost, in this window or
    /// in a window behind it, else the closest within 44 pt when the hit view does not want
    /// touches itself; `nil` when there is none.
    public let nearMiss: String?
    /// What lint finds about the hit view and the near-miss view, with its fix: the cause said
    /// as the fix is said (`message [check]` and an indented `fix:` line each); empty without a
    /// scene.
    public let fixes: [String]
    /// The scroll views above the hit view that hold its touches back (`delaysContentTouches`),
    /// innermost first, each with what that does.
    public let delays: [String]
    /// Why the touch goes to ``window`` when several windows are visible (UIKit rule W3), or
    /// where it really goes when a window was asked for that does not get it; `nil` with one
    /// window.
    public let windowChoice: String?
    /// The views under the point in the other visible windows, front to back, each with why it
    /// lost (a window in front found no view, a window behind never sees the touch).
    public let otherWindows: [String]
    /// What the control that would get the touch does with it: its targets for the event that
    /// is its point, or that it has none; `nil` when the hit view is no control or no scene was
    /// given.
    public let targets: String?
    /// The views animating at the point (UIKit rule H10): one under the point that takes no touch
    /// because its animation lacks `.allowUserInteraction`, or one that appears at the point while
    /// hit-testing uses its final frame elsewhere; each with the fix.
    public let animations: [String]

    /// Explains a touch at `point` (screen coordinates), in `window` or the window such a touch
    /// would go to; `naming` names objects (default: ``name(_:)``, the id in backquotes). With
    /// `scene`, the hit control's targets are read from it too.
    public init(
        point: CGPoint, in application: UIApplication, window chosen: UIWindow? = nil,
        naming: @escaping @MainActor (AnyObject) -> String = Explanation.name, scene: Scene? = nil
    ) {
        self.point = point
        self.naming = naming
        let report = application.hitTestReport(atScreen: point, in: chosen)
        let target = report.result
        // Where a touch there really goes, whichever window was asked about (W3).
        let real = chosen == nil ? target : application.hitTest(atScreen: point)
        let window = chosen ?? target?.window ?? application.windows.last { !$0.isHidden }
        let hit = target?.view
        self.window = window
        self.hit = hit
        guard let window else {
            tree = []; stack = []; chain = []; recognizers = []; declined = []; nearMiss = nil; windowChoice = nil
            delays = []
            otherWindows = []; targets = nil; fixes = []; animations = []
            return
        }
        let visible = Array(application.windows.filter { !$0.isHidden }.reversed())
        let geometry = Geometry(point: point, window: window, hit: hit, visits: report, name: naming)
        tree = geometry.tree()
        stack = geometry.stack().map { "\(naming($0.view))  \($0.reason)" }
        var chain: [String] = []
        var responder: UIResponder? = hit
        while let current = responder, chain.count < 1000 {
            chain.append(naming(current))
            responder = current.next
        }
        self.chain = chain
        var recognizers: [String] = []
        var declined: [String] = []
        var view = hit
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                // UIKit: GV7
                if let hit, GestureRelations.declinesTouches(recognizer, on: hit) {
                    declined.append(
                        "\(naming(recognizer)) — its delegate's gestureRecognizer(_:shouldReceive:) returns false for this touch (GV7)"
                    )
                    continue
                }
                // The own recognizers of scroll views and text fields name their view already.
                recognizers.append(
                    Scene.scrollViewRole(of: recognizer) != nil || Scene.textInputView(of: recognizer) != nil
                        ? naming(recognizer)
                        : "\(naming(recognizer)) (\(String(describing: type(of: recognizer))) on \(naming(current)))")
            }
            view = current.superview
        }
        // Observed: the system's screen-edge gesture sees a touch that begins at its edge, after them.
        if hit != nil, Scene.systemEdgeHold(at: point.offset(by: window), in: window) != nil {
            recognizers.append("the system's screen-edge gesture (on \(naming(window)))")
        }
        self.recognizers = recognizers
        self.declined = declined
        var delays: [String] = []
        // Observed: the system's screen-edge gesture holds back a touch beginning at its edge.
        if let hit, let hold = Scene.systemEdgeHold(at: point.offset(by: window), in: window) {
            let words = Scene.systemEdgeWords(
                edge: hold.edge, controller: hold.controller, deferred: hold.deferred, gestures: hold.gestures,
                name: naming)
            delays.append(
                "\(words.edge) holds the touch back from \(naming(hit)) \(words.wait); \(words.setting): \(words.fix)"
            )
        }
        // UIKit: S1 — the scroll views above the hit view that hold its touches back.
        var ancestor = hit?.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView, scrollView.delaysContentTouches, scrollView.isScrollEnabled {
                let milliseconds = Int((scrollView.contentTouchDelay * 1000).rounded())
                delays.append(
                    "\(naming(scrollView)) holds the touch back \(milliseconds) ms (delaysContentTouches = true, UIKit's default, S1): touchesBegan reaches \(naming(hit!)) late, and a finger that moves first scrolls instead; delaysContentTouches = false delivers at once"
                )
            }
            ancestor = current.superview
        }
        self.delays = delays

        // Across windows (W3): which window took the touch and why, and what the others have here.
        var choice: String?
        if let chosen, let real, real.window !== chosen {
            choice =
                "You asked about window \(naming(chosen)); a touch at \(TraceRecord.format(point)) really goes to \(naming(real.view)) in window \(naming(real.window)), the front-most visible window whose hitTest(_:with:) finds a view (W3)."
        } else if chosen != nil, real == nil {
            choice = "No visible window's hitTest(_:with:) finds a view here: a real touch is dropped (W4)."
        } else if chosen == nil, visible.count > 1, hit != nil {
            let inFront = visible.prefix { $0 !== window }
            choice =
                "Window \(naming(window)) takes it: it is the front-most visible window whose hitTest(_:with:) finds a view (W3)"
                + (inFront.isEmpty
                    ? "; the windows behind it never see the touch."
                    : "; \(inFront.map(naming).joined(separator: ", ")) in front of it found none.")
        }
        windowChoice = choice
        var others: [String] = []
        var behindMiss: String?
        var behindView: UIView?
        let front = visible.firstIndex { $0 === window }
        for (index, other) in visible.enumerated() where other !== window {
            let isBehind = front.map { index > $0 } ?? false
            // A window in front that finds a view is the one a real touch goes to (when another
            // window was asked about); its own hit view is then named as such.
            let found = isBehind ? nil : application.hitTest(atScreen: point, in: other)?.view
            var look = Geometry(point: point, window: other, hit: found, visits: report, name: naming)
            look.behind =
                isBehind
                ? "its window \(naming(other)) is behind \(naming(window)), which takes the touch"
                : "its window \(naming(other)) found no view here"
            for (view, reason) in look.stack() where !(view is UIWindow) || view === other {
                others.append("\(naming(view)) in window \(naming(other))  \(reason)")
            }
            if isBehind, behindMiss == nil, hit.map({ !geometry.wantsTouches($0) }) ?? true,
                let meant = look.wantingUnderPoint().first
            {
                behindView = meant
                let taker = hit.map { " (\(naming($0)) answered its hitTest)" } ?? ""
                behindMiss =
                    "the \(look.kind(meant)) you probably meant, \(naming(meant)), is under the point in window \(naming(other)), behind window \(naming(window)), which takes the touch\(taker): hide \(naming(window)) (isHidden = true) or set its userInteractionEnabled to false while it shows nothing there, or let its hitTest(_:with:) return nil where it should let touches through"
            }
        }
        otherWindows = others
        let inWindow = geometry.nearMiss()
        let underInWindow = inWindow.map { $0.contains(" is under the point ") } ?? false
        nearMiss = underInWindow ? inWindow : behindMiss ?? inWindow
        // The fix, in lint's words: what lint finds about the hit view and the near miss.
        var checked: [UIView] = hit.map { [$0] } ?? []
        if let missed = underInWindow || behindView == nil ? geometry.nearMissView() : behindView {
            checked.append(missed)
        }
        // The recognizers of the hit view's ancestors see the touch too (GV1): what lint finds
        // about those recognizers counts.
        var ancestors: [UIView] = []
        var above = hit?.superview
        while let view = above {
            ancestors.append(view)
            above = view.superview
        }
        fixes =
            scene.map { scene in
                let rules = checked.isEmpty ? [] : Lint.rules(for: scene)
                let own = checked.flatMap { view in rules.flatMap { $0.findings(for: view, in: scene) } }
                let recognizerRules = rules.filter { Lint.recognizerRules.contains($0.id) }
                var seen = Set(own.map(\.description))
                var found = own
                let around = ancestors.flatMap { view in recognizerRules.flatMap { $0.findings(for: view, in: scene) } }
                for finding in around where seen.insert(finding.description).inserted {
                    found.append(finding)
                }
                return found.map { "\($0.message) [\($0.check)]\n    fix: \($0.fix)" }
            } ?? []
        targets = (hit as? UIControl).flatMap { control in scene.flatMap { Self.targets(of: control, in: $0) } }
        animations = Self.animations(at: point, in: window, application: application, naming: naming, scene: scene)
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

    private let naming: @MainActor (AnyObject) -> String

    /// An object as traces name it (its id), in backquotes: \`AAA\`.
    public static func name(_ object: AnyObject) -> String { "`\(TraceRecord.name(of: object))`" }

    /// The explanation for people.
    public var text: String {
        var lines: [String] = []
        let p = TraceRecord.format(point)
        guard let window else { return "No visible window: a touch at \(p) is dropped.\n" }
        if let hit {
            lines.append("A touch at \(p) goes to \(naming(hit)) in window \(naming(window)).")
        } else {
            lines.append("A touch at \(p) hits no view: no visible window's hitTest found one, so it is dropped.")
        }
        lines.append("")
        lines.append("Hit-testing, view by view:")
        lines += tree.map { "  " + $0 }
        lines.append("")
        lines.append("Views under the point, front to back:")
        lines += stack.isEmpty ? ["  (none)"] : stack.map { "  " + $0 }
        if hit != nil {
            lines.append("")
            lines.append("Responder chain: " + chain.joined(separator: " -> "))
            lines.append(
                "Recognizers that would see the touch: "
                    + (recognizers.isEmpty ? "none" : recognizers.joined(separator: ", ")))
            lines += declined.map { "Declines the touch: " + $0 }
        }
        lines += delays.map { "Held back: " + $0 }
        if let targets {
            lines.append("Target–action: " + targets)
        }
        lines += animations.map { "Animating: " + $0 }
        if let windowChoice {
            lines.append("")
            lines.append(windowChoice)
        }
        if !otherWindows.isEmpty {
            lines.append("")
            lines.append("Under the point in the other windows, front to back:")
            lines += otherWindows.map { "  " + $0 }
        }
        if let nearMiss {
            lines.append("")
            lines.append("Near miss: " + nearMiss)
        }
        if !fixes.isEmpty {
            lines.append("")
            lines.append("Lint says:")
            lines += fixes.map { "  " + $0 }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
