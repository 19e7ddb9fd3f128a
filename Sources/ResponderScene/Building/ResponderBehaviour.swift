import Foundation
import ResponderKit

/// What a scene says a responder does with events (DESIGN "Responder behaviour"): `forward` (the
/// UIKit base implementation), `handle` (an override that does not call super) or
/// `handleAndForward` (one that does), per family of messages; the actions it performs; and its
/// first-responder answers.
@MainActor
enum ResponderBehaviour {
    nonisolated static let keys = [
        "touches", "presses", "motion", "remote", "actions", "canBecomeFirstResponder", "canResignFirstResponder",
        "canPerformAction", "targetForAction"
    ]

    enum Mode: String { case forward, handle, handleAndForward }

    nonisolated static let families = ["touches", "presses", "motion", "remote"]

    static func apply(
        _ fields: Fields, to responder: UIResponder, scene: Scene, links: inout [() throws -> Void]
    ) throws {
        // What an earlier declaration (the scene, or a `set` step before) said for a family holds
        // until this one says otherwise.
        var modes: [String: Mode] = [:]
        for family in families {
            modes[family] = responder.overrides?.declaredBehaviour[family].flatMap(Mode.init(rawValue:))
            guard let value = fields[family] else { continue }
            modes[family] = try value.choice(
                "\(family) behaviour", ["forward": .forward, "handle": .handle, "handleAndForward": .handleAndForward])
        }
        // A responder that declares no behaviour keeps no overrides, so that a scene's plain views
        // are plain views, which hit-testing's accelerator answers for.
        let handles = modes.values.contains { $0 != .forward }
        let changesHandling = families.contains { fields[$0] != nil }
        let declaresOverrides =
            handles || fields["canBecomeFirstResponder"] != nil || fields["canResignFirstResponder"] != nil
            || fields["canPerformAction"] != nil || fields["targetForAction"] != nil
        let overrides = responder.overrides ?? ResponderOverrides()
        if changesHandling {
            let log = scene.log
            let application = scene.application
            // Weakly: the application keeps its windows, and so these closures, alive.
            overrides.receive =
                !handles
                ? nil
                : { [weak application] responder, message, touches, callSuper in
                    let mode = modes[family(of: message)] ?? .forward
                    guard mode != .forward else { return callSuper() }
                    log.append(
                        LogEntry.handled(message, by: responder, touches: touches, at: application?.clock.now ?? 0))
                    if mode == .handleAndForward { callSuper() }
                }
            for family in families {
                overrides.declaredBehaviour[family] = modes[family].flatMap { $0 == .forward ? nil : $0.rawValue }
            }
        }
        if let value = fields["canBecomeFirstResponder"] {
            overrides.canBecomeFirstResponder = try value.bool("canBecomeFirstResponder")
        }
        if let value = fields["canResignFirstResponder"] {
            overrides.canResignFirstResponder = try value.bool("canResignFirstResponder")
        }
        if let value = fields["canPerformAction"] {
            overrides.canPerformAction = try canPerformAction(value)
            overrides.declaredBehaviour["canPerformAction"] = overrides.canPerformAction == nil ? nil : value.flowText
        }
        if let value = fields["targetForAction"] {
            overrides.targetForAction = try targetForAction(value, scene: scene, links: &links)
            overrides.declaredBehaviour["targetForAction"] = value.flowText
        }
        if declaresOverrides { responder.overrides = overrides }
        for item in try fields["actions"]?.list("actions") ?? [] {
            let action = Selector(try item.string("action"))
            let log = scene.log
            let application = scene.application
            responder.implement(action) { [unowned responder, weak application] sender, _ in
                log.append(
                    LogEntry.performed(action, by: responder, sender: sender, at: application?.clock.now ?? 0),
                    causedBy: sender as? UIGestureRecognizer)
            }
        }
    }

    /// `canPerformAction: false` (no action), `true` (UIKit's default: the actions it performs)
    /// or `{falseFor: ["paste:", …]}` (the default, but false for these) (A6).
    private static func canPerformAction(_ value: Value) throws -> ResponderOverrides.CanPerformAction? {
        if value.isMapping {
            let list = try value.fields("canPerformAction", keys: ["falseFor"]).required("falseFor")
            let refused = Set(try list.list("falseFor").map { Selector(try $0.string("falseFor")) })
            return { _, action, _, callSuper in refused.contains(action) ? false : callSuper() }
        }
        guard try value.bool("canPerformAction") else { return { _, _, _, _ in false } }
        return nil
    }

    /// `targetForAction: {"copy:": vc, "paste:": null}`: `target(forAction:withSender:)`
    /// returns the object named (`null`: nil) for these actions, UIKit's default for the others
    /// (A5). The ids are checked once every object is built.
    private static func targetForAction(
        _ value: Value, scene: Scene, links: inout [() throws -> Void]
    ) throws -> ResponderOverrides.TargetForAction {
        var targets: [Selector: Value] = [:]
        for (action, _, target) in try value.pairs("targetForAction") {
            if !target.isNull { _ = try target.string("a target of targetForAction") }
            targets[Selector(action)] = target
        }
        // Weakly: a responder may name itself, or an object that names it.
        let resolved = WeakTargets()
        links.append {
            for (action, target) in targets where !target.isNull {
                let id = try target.string("a target of targetForAction")
                resolved.objects[action] = .init(
                    try scene.lookup(id, at: target, as: AnyObject.self, what: "an object"))
            }
        }
        return { _, action, _, callSuper in
            guard let target = targets[action] else { return callSuper() }
            return target.isNull ? nil : resolved.objects[action]?.object
        }
    }

    /// The objects `targetForAction` names, held weakly.
    private final class WeakTargets {
        struct Reference {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }
        var objects: [Selector: Reference] = [:]
    }

    static func family(of message: ResponderMessage) -> String {
        switch message {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: "touches"
        case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled: "presses"
        case .motionBegan, .motionEnded, .motionCancelled: "motion"
        case .remoteControlReceived: "remote"
        }
    }
}

extension LogEntry {
    /// A scene responder with a `handle` behaviour took `message`.
    @MainActor
    static func handled(
        _ message: ResponderMessage, by responder: UIResponder, touches: Set<UITouch>, at time: TimeInterval
    ) -> LogEntry {
        let fingers = touches.map(\.finger).sorted()
        let name = TraceRecord.name(of: responder)
        let list = fingers.isEmpty ? "" : " [\(fingers.map(String.init).joined(separator: ","))]"
        return LogEntry(
            time: time, event: .handled(message, responder: name, touches: fingers),
            text: "\(name) handles \(message)\(list)")
    }

    /// A scene responder performed an action from its `actions` list.
    @MainActor
    static func performed(_ action: Selector, by responder: UIResponder, sender: Any?, at time: TimeInterval)
        -> LogEntry
    {
        let name = TraceRecord.name(of: responder)
        var origin = sender.map { TraceRecord.name(of: $0) } ?? "nil"
        // A recognizer's action names the view it is attached to, as seed 000 prints `tap.view`.
        if let recognizer = sender as? UIGestureRecognizer, let view = recognizer.view {
            origin += " on \(TraceRecord.name(of: view))"
        }
        let senderView = (sender as? UIGestureRecognizer)?.view ?? (sender as? UIView)
        return LogEntry(
            time: time,
            event: .performed(
                action, responder: name, sender: sender.map { TraceRecord.name(of: $0) },
                senderView: senderView.map { TraceRecord.name(of: $0) }),
            text: "\(name) performs \(action) from \(origin)")
    }
}
