import Foundation
import ResponderKit

/// Plays a script on a scene and collects, step by step, what happened.
@MainActor
public enum ScriptRunner {
    /// What one step caused.
    public struct StepResult: Sendable {
        /// The step's position in the script, 1-based.
        public let number: Int
        /// The 1-based line of the step in its script file.
        public let line: Int
        /// The 1-based column of the step in its script file.
        public let column: Int
        /// The step as written (`tap (100, 20)`, `set overlay.alpha = 0.005`).
        public let text: String
        /// Whether the step fed the application input; only such steps print `(nothing)` when
        /// nobody answered.
        public let isInput: Bool
        /// The virtual time when the step started.
        public let time: TimeInterval
        /// Whether the step is an `expect:`, which checks and causes nothing.
        let isExpect: Bool
        /// For an `expect:` that did not hold: what it wanted and what it found.
        public internal(set) var failure: Failure?

        /// A failed `expect:`'s check: the JSON step record's `failed`.
        public struct Failure: Sendable, Equatable {
            /// The value the check wanted, as written in the message.
            public let expected: String
            /// The value it found.
            public let actual: String
            /// The whole message, as `run` prints it with the step's location.
            public let message: String
        }
        /// Everything logged while the step ran, in order, of the topics traced; after the last
        /// step, also what the timers still pending then caused.
        public let entries: [LogEntry]

        /// ``entries`` and the entries traced only so that the answer does not depend on the
        /// topics traced (recognizers' state changes, first-responder changes).
        let allEntries: [LogEntry]
        /// The indices in ``allEntries`` of the entries not in ``entries``.
        let hiddenEntries: Set<Int>

        /// The indices in ``allEntries`` of the actions and state changes of recognizers whose
        /// touches all belong to earlier steps (none changed during this one).
        var earlierStepEntries: Set<Int> = []

        /// Who answered, in the spirit of the seed articles' `1 ---> AAA`: what the step's own
        /// input caused. In order, the first of these that is not empty:
        ///
        /// 1. the views whose recognizers or controls sent actions that scene responders performed
        ///    (the performer, for an action sent from no view);
        /// 2. the responders that handled the events and kept them; a responder whose events were
        ///    cancelled (`touchesCancelled` …) in the step is not an answer: it lost them;
        /// 3. for input, the responders that became first responder (a tapped text field starts
        ///    editing) and the scroll views that scrolled;
        /// 4. for input, the recognizers that began or ended (recognized with no action of the
        ///    scene's).
        ///
        /// For a step that feeds input (a tap, a drag, `touches` …), an action sent or a state
        /// reached by a recognizer whose touches all belong to earlier steps is not the step's
        /// doing, and counts for none of these: a single tap that recognizes during the next
        /// step, once the double tap it waits for gives up, does not answer that step. A step
        /// without input (`wait`, `set` …) has no touches of its own, and what the time it lets
        /// pass causes answers it (`2 wait 0.5 ---> photo`). The header of `run` and an
        /// `expect: {answer: …}` both read this; the header also counts what happens while the
        /// clock settles after trailing expects. Empty when nobody answered.
        public var answerNames: [String] {
            var names: [String] = []
            func add(_ name: String) { if !names.contains(name) { names.append(name) } }
            let events = allEntries.indices.lazy.filter { !isInput || !earlierStepEntries.contains($0) }.map {
                allEntries[$0].event
            }
            for case let .performed(_, responder, _, senderView) in events {
                add(senderView ?? responder)
            }
            if names.isEmpty {
                var lost: Set<String> = []
                for case let .handled(message, responder, _) in events where Self.cancellations.contains(message) {
                    lost.insert(responder)
                }
                for case let .handled(_, responder, _) in events where !lost.contains(responder) { add(responder) }
            }
            if names.isEmpty && isInput {
                for case let .firstResponder(_, _, responder?) in events { add(responder) }
                for case let .changed(object, "contentOffset", _, _) in events { add(object) }
            }
            if names.isEmpty && isInput {
                for case let .gesture(recognizer, _, to, _) in events where to == .began || to == .ended {
                    add(recognizer)
                }
            }
            return names
        }

        init(
            number: Int, line: Int, column: Int = 1, text: String = "", isInput: Bool = true, time: TimeInterval = 0,
            isExpect: Bool = false, entries: [LogEntry], hiddenEntries: Set<Int> = [], earlierStepEntries: Set<Int> = []
        ) {
            self.number = number
            self.line = line
            self.column = column
            self.text = text
            self.isInput = isInput
            self.time = time
            self.isExpect = isExpect
            self.allEntries = entries
            self.hiddenEntries = hiddenEntries
            self.entries =
                hiddenEntries.isEmpty
                ? entries : entries.indices.filter { !hiddenEntries.contains($0) }.map { entries[$0] }
            self.earlierStepEntries = earlierStepEntries
        }

        /// ``answerNames`` joined with commas, or `(nothing)`.
        public var answer: String {
            let names = answerNames
            return names.isEmpty ? "(nothing)" : names.joined(separator: ", ")
        }

        /// The messages that take an event away from a responder.
        static let cancellations: Set<ResponderMessage> = [.touchesCancelled, .pressesCancelled, .motionCancelled]
    }

    /// The longest the clock is moved after the last step to let pending timers fire.
    public static let settleLimit: TimeInterval = 60

    /// The topics a step's answer reads (``StepResult/answerNames``): traced in every run, and
    /// kept out of the entries when not asked for, so that the answer does not depend on `topics`.
    static let answerTopics: TraceTopics = [.gestures, .firstResponder]

    /// Runs `script` with `topics` traced; every step's entries, including the scene responders'
    /// own notes. After the last step, timers still pending (a double tap's wait, an animation's
    /// end) run, unless `settles` is false: then the scene stays at the moment the last step
    /// ended (`explain --step`).
    ///
    /// An `expect:` step that does not hold throws an ``ExpectationFailure`` carrying the steps
    /// run so far; bad input found on the way (an unknown id, also in an `expect:`) throws a
    /// `SceneError`.
    public static func run(
        _ script: Script, in scene: Scene, topics: TraceTopics, settles: Bool = true
    ) throws -> [StepResult] {
        let application = scene.application
        let log = scene.log
        let narrator = LogNarrator(scene: scene)
        defer { log.touchUpdateAtStepStart = nil }
        return try application.withTracing(topics.union(answerTopics)) { record in
            let hidden = !topics.contains(record.topic)
            if case let .gestureStateChanged(recognizer, _, _, _) = record.event {
                log.append(narrator.entry(record), causedBy: recognizer, hidden: hidden)
            } else {
                log.append(narrator.entry(record), causedBy: nil, hidden: hidden)
            }
        } _: {
            try runSteps(script, in: scene, settles: settles)
        }
    }

    /// The steps of ``run(_:in:topics:settles:)``, one after another, with tracing on.
    private static func runSteps(_ script: Script, in scene: Scene, settles: Bool) throws -> [StepResult] {
        let application = scene.application
        let log = scene.log
        var results: [StepResult] = []
        var builder = SceneBuilder(scene: scene)
        var watch = Watch(scene: scene)
        for (index, step) in script.steps.enumerated() {
            let start = log.all.count
            let time = application.clock.now
            var failure: Mismatch?
            if case let .expect(expectation) = step.kind {
                do {
                    try expectation.check(in: scene, previous: results.last { !$0.isExpect })
                } catch let mismatch as Mismatch {
                    failure = mismatch
                }
            } else {
                log.touchUpdateAtStepStart = application._lastTouchUpdate
                try perform(step, scene: scene, builder: &builder)
            }
            // The last step that is not an `expect:` settles the clock, unless expects follow it:
            // they check the moment after it, and the settling is then its own, after them.
            if settles, index == script.steps.count - 1, !step.isExpect { settle(application) }
            watch.logChanges(scene: scene, added: step.addsObjects)
            results.append(
                StepResult(
                    number: index + 1, line: step.line, column: step.column, text: step.text, isInput: step.isInput,
                    time: time, isExpect: step.isExpect, entries: Array(log.all[start...]),
                    hiddenEntries: log.hidden(from: start), earlierStepEntries: log.earlierStepEntries(from: start)))
            if let failure {
                results[results.count - 1].failure = StepResult.Failure(
                    expected: failure.expected, actual: failure.actual, message: failure.error.message)
                throw ExpectationFailure(error: failure.error, results: results)
            }
        }
        // Timers still pending after trailing expects: what they cause is the last other step's
        // doing (a single tap recognizing once the double tap's wait is over), never an expect's.
        if settles, let last = script.steps.last, last.isExpect,
            let owner = results.lastIndex(where: { !$0.isExpect })
        {
            let start = log.all.count
            settle(application)
            watch.logChanges(scene: scene, added: false)
            let earlier = results[owner]
            results[owner] = StepResult(
                number: earlier.number, line: earlier.line, column: earlier.column, text: earlier.text,
                isInput: earlier.isInput, time: earlier.time, isExpect: false,
                entries: earlier.allEntries + log.all[start...],
                hiddenEntries: earlier.hiddenEntries.union(
                    log.hidden(from: start).map { $0 + earlier.allEntries.count }),
                earlierStepEntries: earlier.earlierStepEntries.union(
                    log.earlierStepEntries(from: start).map { $0 + earlier.allEntries.count }))
        }
        return results
    }

    /// Runs the timers pending within ``settleLimit``.
    private static func settle(_ application: UIApplication) {
        let deadline = application.clock.now + settleLimit
        while let next = application.clock.nextFireTime, next <= deadline {
            application.advance(to: next)
        }
    }

    private static func perform(_ step: Script.Step, scene: Scene, builder: inout SceneBuilder) throws {
        let app = scene.application
        func returned(_ value: Bool) {
            scene.log.append(
                LogEntry(
                    time: app.clock.now, event: .returned(call: step.text, value: value),
                    text: "\(step.text) returned \(value)"))
        }
        switch step.kind {
        case let .tap(location, count):
            app.tap(at: try screenPoint(location, scene), count: count)
        case let .drag(from, to, duration, steps):
            app.drag(
                from: try screenPoint(from, scene), to: try screenPoint(to, scene), duration: duration, steps: steps)
        case let .touches(updates):
            let touches = try updates.map {
                RawTouch(finger: $0.finger, phase: $0.phase, location: try screenPoint($0.location, scene))
            }
            app.enqueue(.touches(touches))
            app.runUntilIdle()
            for touch in touches {
                if touch.phase == .ended || touch.phase == .cancelled {
                    scene.fingersDown[touch.finger] = nil
                } else {
                    scene.fingersDown[touch.finger] = touch.location
                }
            }
        case let .wait(seconds):
            app.advance(by: seconds)
        case let .shake(duration):
            app.shake(duration: duration)
        case let .key(type, key, duration):
            app.press(type, key: key, duration: duration)
        case let .remote(subtype):
            app.remoteControl(subtype)
        case let .sendAction(action, to, from):
            let target = try to.map {
                try scene.lookup($0, at: step.written("to"), as: UIResponder.self, what: "a responder")
            }
            let sender = try from.map {
                try scene.lookup($0, at: step.written("from"), as: UIResponder.self, what: "a responder")
            }
            returned(app.sendAction(action, to: target, from: sender, for: nil))
        case let .becomeFirstResponder(id):
            returned(
                try scene.lookup(id, at: step.written(), as: UIResponder.self, what: "a responder")
                    .becomeFirstResponder())
        case let .resignFirstResponder(id):
            returned(
                try scene.lookup(id, at: step.written(), as: UIResponder.self, what: "a responder")
                    .resignFirstResponder())
        case let .endEditing(id, force):
            returned(try scene.lookup(id, at: step.written("view"), as: UIView.self, what: "a view").endEditing(force))
        case let .ignoreInteractionEvents(begin):
            if begin { app.beginIgnoringInteractionEvents() } else { app.endIgnoringInteractionEvents() }
        case let .present(from, controller, animated):
            let presenter = try scene.lookup(
                from, at: step.written("from"), as: UIViewController.self, what: "a view controller")
            try builder.present(controller, from: presenter, animated: animated, at: step.written("from"))
        case let .dismiss(id, animated):
            let controller = try scene.lookup(
                id, at: step.written("controller"), as: UIViewController.self, what: "a view controller")
            guard controller.presentedViewController != nil || controller.presentingViewController != nil else {
                throw step.written().error(
                    "'\(id)' neither presents nor was presented", hint: "dismiss a controller a `present` step showed")
            }
            controller.dismiss(animated: animated)
        case let .push(on, controller, animated):
            let navigation = try scene.lookup(
                on, at: step.written("on"), as: UINavigationController.self, what: "a navigation controller")
            try builder.push(controller, on: navigation, animated: animated)
        case let .pop(on, animated, toRoot):
            let navigation = try scene.lookup(
                on, at: step.written("on"), as: UINavigationController.self, what: "a navigation controller")
            // Observed: UIKit pops nothing at the root and returns nil; a script says so.
            guard navigation.viewControllers.count > 1 else {
                throw step.written("on").error(
                    "'\(on)' shows its root: there is nothing to pop", hint: "push a controller first")
            }
            if toRoot {
                navigation.popToRootViewController(animated: animated)
            } else {
                navigation.popViewController(animated: animated)
            }
        case let .selectTab(on, index):
            let tabs = try scene.lookup(
                on, at: step.written("on"), as: UITabBarController.self, what: "a tab bar controller")
            let count = tabs.viewControllers?.count ?? 0
            // UIKit: TAB5
            guard (0..<count).contains(index) else {
                throw step.written("index").error(
                    "tab index \(index) is out of range: '\(on)' has \(count) tabs",
                    hint: count == 0 ? "give it `viewControllers:`" : "use 0 to \(count - 1)")
            }
            tabs.selectedIndex = index
        case let .set(target, id, fields):
            var links: [() throws -> Void] = []
            switch target {
            case .view:
                let view = try lookupForSet(
                    id, as: UIView.self, what: "a view", other: "gesture", step: step, scene: scene)
                try SceneBuilder.applyProperties(fields, to: view, scene: scene, links: &links)
            case .gesture:
                let recognizer = try lookupForSet(
                    id, as: UIGestureRecognizer.self, what: "a gesture", other: "view", step: step, scene: scene)
                try GestureFactory.set(fields, on: recognizer, scene: scene)
            }
            for link in links { try link() }
        case let .animate(id, fields):
            let view = try lookupForSet(id, as: UIView.self, what: "a view", other: "gesture", step: step, scene: scene)
            try SceneAnimation.run(fields, on: view)
        case let .remove(id):
            let object = try scene.lookup(id, at: step.written(), as: AnyObject.self, what: "an object")
            if object is UIWindow {
                throw step.written().error(
                    "'\(id)' is a window, which has no superview to leave",
                    hint: "hide it with `set: {view: \(id), hidden: true}`")
            } else if let view = object as? UIView {
                // UIKit ignores removing a view that has no superview; a script that does it has
                // lost track of its hierarchy.
                guard view.superview != nil else {
                    throw step.written().error(
                        "'\(id)' is not in a superview, so there is nothing to remove it from",
                        hint: "it was removed earlier, or never added; remove it once")
                }
                view.removeFromSuperview()
            } else if let recognizer = object as? UIGestureRecognizer {
                guard let view = recognizer.view else {
                    throw step.written().error(
                        "'\(id)' is on no view, so there is nothing to remove it from",
                        hint: "it was removed earlier; remove it once")
                }
                view.removeGestureRecognizer(recognizer)
            } else {
                throw step.written().error("'\(id)' is neither a view nor a gesture", hint: "remove views and gestures")
            }
        case let .release(id):
            try release(id, at: step.value, in: scene)
        case let .add(value, parent):
            try builder.add(
                value, to: try scene.lookup(parent, at: step.written("to"), as: UIView.self, what: "a view"))
        case let .addGesture(value, view):
            try builder.addGesture(
                value, to: try scene.lookup(view, at: step.written("to"), as: UIView.self, what: "a view"))
        case .expect:
            break
        }
    }

    /// The object a `set` step names, with a hint to the other key when it names the other kind.
    /// Drops the scene's references to `id`, an object only the scene holds (one of `objects`, a
    /// dismissed controller): it is deallocated, and a control whose target it was keeps a pair
    /// whose target reads nil (A1).
    private static func release(_ id: String, at value: Value, in scene: Scene) throws {
        // The object is held here only inside `letGo`, so that it can go when that returns.
        let gone = try letGo(id, at: value, in: scene)
        if gone.object != nil {
            throw value.error(
                "'\(id)' is still alive after the scene let it go: something else holds it",
                hint: "`release` is for objects that only the scene holds, such as a target under `objects:`")
        }
    }

    private final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Checks that `id` may be released, records the targets it was, and drops the scene's
    /// references to it; returns a weak reference to it.
    private static func letGo(_ id: String, at value: Value, in scene: Scene) throws -> WeakReference {
        let object = try scene.lookup(id, at: value, as: AnyObject.self, what: "an object")
        if object is UIView || object is UIGestureRecognizer {
            throw value.error(
                "'\(id)' is a \(object is UIView ? "view" : "gesture"), which its superview or view holds",
                hint: "take it out with `remove: \(id)`; `release` is for objects that only the scene holds")
        }
        if let controller = object as? UIViewController {
            var holder: String?
            if let parent = controller.parent {
                holder = "its parent '\(TraceRecord.name(of: parent))'"
            } else if let presenter = controller.presentingViewController {
                holder = "'\(TraceRecord.name(of: presenter))', which presents it"
            } else if let window = scene.windows.first(where: { $0.rootViewController === controller }) {
                holder = "window '\(TraceRecord.name(of: window))' (rootViewController)"
            }
            if let holder {
                throw value.error(
                    "'\(id)' is held by \(holder), so releasing it would not deallocate it",
                    hint: "dismiss or detach it first; `release` is for objects that only the scene holds")
            }
        }
        // The registrations whose target goes, for the log to name it.
        for case let control as UIControl in scene.objects.values {
            for registration in scene.registrations(of: control) where registration.target === object {
                scene.releasedTargets.append((ObjectIdentifier(control), registration.action, id, value.line))
            }
        }
        scene.objects[id] = nil
        scene.retained.removeAll { $0 === object }
        scene.released[id] = value.line
        return WeakReference(object)
    }

    private static func lookupForSet<T>(
        _ id: String, as type: T.Type, what: String, other: String, step: Script.Step, scene: Scene
    ) throws -> T {
        if let object = scene.object(named: id), !(object is T) {
            let kind = object is UIGestureRecognizer ? "gesture" : object is UIView ? "view" : nil
            throw step.written(other == "view" ? "gesture" : "view").error(
                "'\(id)' is not \(what)",
                hint: kind.map { "to change a \($0), write `set: {\($0): \(id), …}`" }
                    ?? "set changes views, windows and gestures")
        }
        return try scene.lookup(id, at: step.written(other == "view" ? "gesture" : "view"), as: type, what: what)
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
        let point = try location.indexPath.map { try rowCentre($0, of: view, id: id, location) } ?? location.point
        return window.convert(view.convert(point, to: nil), to: nil as UIWindow?)
    }

    /// The centre of the row (or item) `indexPath` of the list `view`, in its coordinates; a
    /// located error when `view` is not a list of that kind, the row does not exist, or it is
    /// out of view (a touch there would not reach it).
    static func rowCentre(
        _ indexPath: IndexPath, of view: UIView, id: String, _ location: Script.Location, inView: Bool = true
    ) throws -> CGPoint {
        let kind = location.isItem ? "item" : "row"
        let rect: CGRect
        let counts: [Int]
        if !location.isItem, let table = view as? UITableView {
            counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            rect =
                counts.indices.contains(indexPath.section) && indexPath.row < counts[indexPath.section]
                ? table.rectForRow(at: indexPath) : .null
        } else if location.isItem, let collection = view as? UICollectionView {
            counts = (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
            rect =
                counts.indices.contains(indexPath.section) && indexPath.item < counts[indexPath.section]
                ? (collection.layoutAttributesForItem(at: indexPath)?.frame ?? .null) : .null
        } else {
            throw location.value.error(
                "'\(id)' is not a \(location.isItem ? "UICollectionView" : "UITableView"), so it has no \(kind)s",
                hint: location.isItem
                    ? "name a collection view in `in`; a table's rows are `row:`"
                    : "name a table in `in`; a collection view's items are `item:`, and a point is `at: [x, y]`")
        }
        let path = "[\(indexPath.section), \(indexPath.item)]"
        guard !rect.isNull else {
            let extent =
                counts.isEmpty
                ? "it has no sections"
                : "it has \(counts.count) section\(counts.count == 1 ? "" : "s") of \(counts.map(String.init).joined(separator: ", ")) \(kind)s; they count from 0"
            throw location.value.error("'\(id)' has no \(kind) \(path)", hint: extent)
        }
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        guard !inView || view.bounds.contains(centre) else {
            throw location.value.error(
                "\(kind) \(path) of '\(id)' is out of view (its centre \(TraceRecord.format(centre)) is outside the bounds \(TraceRecord.format(view.bounds))), so a touch there does not reach it",
                hint: "scroll first: `set: {view: \(id), contentOffset: [0, \(TraceRecord.format(max(0, rect.minY)))]}`"
            )
        }
        return centre
    }

    /// The watched properties of the scene's controls, scroll views, pinches and rotations, as
    /// last logged; after each step, the ones that changed are logged as `changed` entries.
    @MainActor
    struct Watch {
        private var values: [String: ObjectProperty.Reading] = [:]
        private var watched: [(id: String, object: AnyObject, properties: [ObjectProperty])] = []

        init(scene: Scene) {
            collect(scene: scene)
            for (id, object, properties) in watched {
                for property in properties { values["\(id).\(property.name)"] = property.read(object, scene) }
            }
        }

        private mutating func collect(scene: Scene) {
            let properties = ObjectProperty.watched.compactMap(ObjectProperty.named)
            watched = scene.objects.keys.sorted().compactMap { id in
                let object = scene.objects[id]!
                guard
                    object is UIControl || object is UIScrollView || object is UIPinchGestureRecognizer
                        || object is UIRotationGestureRecognizer
                else { return nil }
                return (id, object, properties.filter { $0.read(object, scene) != nil })
            }
        }

        /// Logs what changed since the last call; `added` when the step may have added objects.
        mutating func logChanges(scene: Scene, added: Bool) {
            if added { collect(scene: scene) }
            let time = scene.application.clock.now
            for (id, object, properties) in watched {
                for property in properties {
                    guard let now = property.read(object, scene) else { continue }
                    let key = "\(id).\(property.name)"
                    let before = values[key]
                    guard before != now else { continue }
                    values[key] = now
                    scene.log.append(
                        LogEntry(
                            time: time,
                            event: .changed(
                                object: id, property: property.name, from: before?.logValue ?? .null, to: now.logValue),
                            text: "\(id).\(property.name): \(before?.text ?? "none") -> \(now.text)"))
                }
            }
        }
    }
}

extension Script.Step {
    var isExpect: Bool { if case .expect = kind { true } else { false } }

    /// Where an id the step names is written, for errors: the step's value (`dismiss: sheet`),
    /// or, given `key`, that key's value in it (`present: {from: vc}`); the step when neither is
    /// there.
    func written(_ key: String? = nil) -> Value {
        guard let step = try? value.fields("a script step", keys: Script.stepNames), let name = step.order.first,
            let body = step[name]
        else { return value }
        guard let key else { return body }
        return (body.isMapping ? (try? body.fields(name, keys: Script.stepKeys[name] ?? []))?[key] : nil) ?? body
    }

    /// Whether the step may add objects to the scene (`add`, `present`).
    var addsObjects: Bool {
        switch kind {
        case .add, .addGesture, .present, .push: true
        default: false
        }
    }
}
