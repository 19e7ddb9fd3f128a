import Foundation
import ResponderKit

/// Plays a script on a scene and collects, step by step, what happened.
@MainActor
public enum ScriptRunner {
    /// What one step caused.
    public struct StepResult {
        /// The step's position in the script, 1-based.
        public let number: Int
        /// The 1-based line of the step in its script file.
        public let line: Int
        /// Everything logged while the step ran, in order; after the last step, also what the
        /// timers still pending then caused.
        public let entries: [LogEntry]

        /// Who answered, in the spirit of the seed articles' `1 ---> AAA`: the views whose
        /// recognizers or controls sent actions that scene responders performed (the performer,
        /// for an action sent from no view), else the responders that handled the events, else
        /// `(nothing)`. A responder that handled only cancellations (`touchesCancelled` …) is not
        /// an answer: it lost the touch.
        public var answer: String {
            var names: [String] = []
            func add(_ name: String) { if !names.contains(name) { names.append(name) } }
            for case let .performed(_, responder, _, senderView) in entries.lazy.map(\.event) {
                add(senderView ?? responder)
            }
            if names.isEmpty {
                for case let .handled(message, responder, _) in entries.lazy.map(\.event)
                where !Self.cancellations.contains(message) {
                    add(responder)
                }
            }
            return names.isEmpty ? "(nothing)" : names.joined(separator: ", ")
        }

        /// The messages that take an event away from a responder.
        static let cancellations: Set<ResponderMessage> = [.touchesCancelled, .pressesCancelled, .motionCancelled]
    }

    /// The longest the clock is moved after the last step to let pending timers fire.
    public static let settleLimit: TimeInterval = 60

    /// Runs `script` with `topics` traced; every step's entries, including the scene responders'
    /// own notes. After the last step, timers still pending (a double tap's wait) run.
    public static func run(_ script: Script, in scene: Scene, topics: TraceTopics) throws -> [StepResult] {
        let application = scene.application
        let log = scene.log
        let narrator = LogNarrator(scene: scene)
        application.trace(topics) { log.append(narrator.entry($0)) }
        defer { application.stopTracing() }
        var results: [StepResult] = []
        var builder = SceneBuilder(scene: scene)
        for (index, step) in script.steps.enumerated() {
            let start = log.entries.count
            try perform(step, scene: scene, builder: &builder)
            if index == script.steps.count - 1 {
                let deadline = application.clock.now + settleLimit
                while let next = application.clock.nextFireTime, next <= deadline {
                    application.advance(to: next)
                }
            }
            results.append(StepResult(number: index + 1, line: step.line, entries: Array(log.entries[start...])))
        }
        return results
    }

    private static func perform(_ step: Script.Step, scene: Scene, builder: inout SceneBuilder) throws {
        let app = scene.application
        switch step.kind {
        case let .tap(location, count):
            app.tap(at: try screenPoint(location, scene), count: count)
        case let .drag(from, to, duration, steps):
            app.drag(
                from: try screenPoint(from, scene), to: try screenPoint(to, scene), duration: duration, steps: steps)
        case let .touch(finger, phase, location):
            app.touch(finger: finger, phase, at: try screenPoint(location, scene))
        case let .wait(seconds):
            app.advance(by: seconds)
        case let .shake(duration):
            app.shake(duration: duration)
        case let .key(type, key, duration):
            app.press(type, key: key, duration: duration)
        case let .remote(subtype):
            app.remoteControl(subtype)
        case let .sendAction(action, to, from):
            let target = try to.map { try scene.lookup($0, at: step.value, as: UIResponder.self, what: "a responder") }
            let sender = try from.map {
                try scene.lookup($0, at: step.value, as: UIResponder.self, what: "a responder")
            }
            app.sendAction(action, to: target, from: sender, for: nil)
        case let .becomeFirstResponder(id):
            _ = try scene.lookup(id, at: step.value, as: UIResponder.self, what: "a responder").becomeFirstResponder()
        case let .set(id, fields):
            try SceneBuilder.applyProperties(
                fields, to: try scene.lookup(id, at: step.value, as: UIView.self, what: "a view"), scene: scene)
        case let .remove(id):
            let object = try scene.lookup(id, at: step.value, as: AnyObject.self, what: "an object")
            if let view = object as? UIView {
                view.removeFromSuperview()
            } else if let recognizer = object as? UIGestureRecognizer {
                recognizer.view?.removeGestureRecognizer(recognizer)
            } else {
                throw step.value.error("'\(id)' is neither a view nor a gesture", hint: "remove views and gestures")
            }
        case let .add(value, parent):
            try builder.add(value, to: try scene.lookup(parent, at: step.value, as: UIView.self, what: "a view"))
        }
    }

    /// A step's point in screen coordinates.
    static func screenPoint(_ location: Script.Location, _ scene: Scene) throws -> CGPoint {
        guard let id = location.view else { return location.point }
        let view = try scene.lookup(id, at: location.value, as: UIView.self, what: "a view")
        guard let window = view.window else {
            throw location.value.error(
                "'\(id)' is not in a window, so points in it have no place on screen",
                hint: "give the point in screen coordinates, or in a view that is in a window")
        }
        return window.convert(view.convert(location.point, to: nil), to: nil as UIWindow?)
    }
}
