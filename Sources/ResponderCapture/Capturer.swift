#if canImport(UIKit) && !os(watchOS)
import UIKit
#else
import ResponderKit
#endif
import Foundation

/// One capture: first every object gets its id (windows, views, recognizers, controllers), then
/// the file is written, naming the links between them (targets, failure requirements) by id.
/// Both passes walk the views with an explicit stack, so a hierarchy of any depth costs no
/// recursion.
@MainActor
struct Capturer {
    let application: UIApplication
    let options: ResponderCapture.Options

    /// The id of each captured object.
    private var ids: [ObjectIdentifier: String] = [:]
    private var usedIDs: Set<String> = []
    private var warnings: [String] = []
    private var viewCount = 0
    /// Views beyond ``ResponderCapture/Options/maximumViews`` or deeper than
    /// ``ResponderCapture/Options/maximumDepth``, not captured.
    private var viewsLeftOut = 0
    private var viewsTooDeep = 0
    /// Every captured responder, in capture order: the candidates for the first responder.
    private var responders: [UIResponder] = []
    /// Objects that are targets of a control or recognizer and are neither views nor controllers
    /// nor the app delegate: written under `objects:`.
    private var outsideObjects: [AnyObject] = []
    /// The controller whose view is written under it (a window's root, or a child placed where the
    /// scene format places children's views), by its view.
    private var controllerViews: Set<ObjectIdentifier> = []
    /// The views captured (windows not counted).
    private var capturedViewSet: Set<ObjectIdentifier> = []
    /// The children written under `children:` of each controller, with the view each child's
    /// view is in.
    private var writtenChildren: [ObjectIdentifier: [(child: UIViewController, host: UIView)]] = [:]
    /// What a controller could not say in the scene format, by controller.
    private var controllerNotes: [ObjectIdentifier: [String]] = [:]
    /// The selectors named by every target–action found, for `responds(to:)` where the platform
    /// cannot list a responder's actions.
    private var actionNames: Set<String> = ["copy:", "cut:", "paste:", "select:", "selectAll:", "delete:"]

    init(application: UIApplication, options: ResponderCapture.Options) {
        self.application = application
        self.options = options
    }

    // MARK: Pass 1: ids

    mutating func capture() -> SceneCapture {
        let windows = Platform.windows(of: application)
        for (index, window) in windows.enumerated() {
            assignID(window, preferred: Platform.accessibilityIdentifier(of: window), generated: "window-\(index + 1)")
            responders.append(window)
            collectViews(of: window, number: index + 1)
            if let root = window.rootViewController { collectControllers(root, in: window) }
        }
        if let delegate = Platform.appDelegate(of: application) {
            assignID(delegate, preferred: Platform.objectName(delegate), generated: "appDelegate")
            responders.append(delegate)
        }
        if viewsLeftOut > 0 {
            warnings.append(
                "\(viewsLeftOut) views after the first \(options.maximumViews) were left out (maximumViews)")
        }
        if viewsTooDeep > 0 {
            warnings.append(
                "\(viewsTooDeep) views deeper than \(options.maximumDepth) levels were left out (maximumDepth)")
        }
        for window in windows {
            for view in capturedViews(in: window) {
                for name in Inspection.registrations(of: view).map(\.action) { actionNames.insert(name) }
                for recognizer in view.gestureRecognizers ?? [] where id(of: recognizer) != nil {
                    let read = Platform.recognizerTargets(of: recognizer, candidates: responders)
                    for name in read.targets.map(\.action) { actionNames.insert(name) }
                }
            }
        }
        let text = write(windows)
        return SceneCapture(text: text, warnings: warnings, viewCount: viewCount)
    }

    @discardableResult
    private mutating func assignID(_ object: AnyObject, preferred: String?, generated: String) -> String {
        if let id = ids[ObjectIdentifier(object)] { return id }
        var id = preferred.flatMap { $0.isEmpty ? nil : $0 } ?? generated
        if usedIDs.contains(id) {
            if preferred != nil {
                warnings.append("the id '\(id)' is used by more than one object; later ones get a number")
            }
            var number = 2
            while usedIDs.contains("\(id)-\(number)") { number += 1 }
            id = "\(id)-\(number)"
        }
        usedIDs.insert(id)
        ids[ObjectIdentifier(object)] = id
        return id
    }

    private func id(of object: AnyObject) -> String? { ids[ObjectIdentifier(object)] }

    private func isCaptured(_ view: UIView) -> Bool { capturedViewSet.contains(ObjectIdentifier(view)) }

    private mutating func collectViews(of window: UIWindow, number: Int) {
        var stack: [(view: UIView, depth: Int, path: String)] = window.subviews.enumerated().reversed().map {
            ($0.element, 1, "\($0.offset)")
        }
        collectRecognizers(of: window)
        while let (view, depth, path) = stack.popLast() {
            if viewCount >= options.maximumViews {
                viewsLeftOut += 1
                stack.append(contentsOf: view.subviews.map { ($0, depth + 1, "") })
                continue
            }
            viewCount += 1
            capturedViewSet.insert(ObjectIdentifier(view))
            let name = Inspection.sceneClass(of: view).base.replacingOccurrences(of: "UI", with: "").lowercased()
            assignID(
                view, preferred: Platform.accessibilityIdentifier(of: view), generated: "\(name)-\(number)-\(path)")
            responders.append(view)
            collectRecognizers(of: view)
            guard depth < options.maximumDepth else {
                viewsTooDeep += countViews(under: view)
                continue
            }
            stack.append(
                contentsOf: view.subviews.enumerated().reversed().map {
                    ($0.element, depth + 1, "\(path)-\($0.offset)")
                })
        }
    }

    private func countViews(under view: UIView) -> Int {
        var count = 0
        var stack = view.subviews
        while let next = stack.popLast() {
            count += 1
            stack.append(contentsOf: next.subviews)
        }
        return count
    }

    private mutating func collectRecognizers(of view: UIView) {
        let viewID = ids[ObjectIdentifier(view)] ?? "window"
        for recognizer in view.gestureRecognizers ?? [] where !Platform.isOwnRecognizer(recognizer, of: view) {
            let type = GestureType.of(recognizer)?.name ?? "gesture"
            assignID(recognizer, preferred: recognizer.name, generated: "\(type)-\(viewID)")
        }
    }

    /// Gives `root` and the controllers under it ids, and decides which of them the scene file can
    /// hold: a window's root whose view is the window's first subview, and children whose views are
    /// the last subviews of the views they are in, in the order of `children` (where the scene
    /// reader puts them).
    private mutating func collectControllers(_ root: UIViewController, in window: UIWindow) {
        var pending = [root]
        while let controller = pending.popLast() {
            assignID(
                controller, preferred: Platform.controllerName(controller),
                generated: Platform.className(of: controller).split(separator: ".").last.map(String.init)
                    ?? "controller")
            responders.append(controller)
            if let presented = controller.presentedViewController {
                pending.append(presented)
                note(
                    controller,
                    "missing: the controller it presents, '\(Platform.controllerName(presented) ?? Platform.className(of: presented))' (a scene presents with a script's `present` step); its view is captured as a plain view"
                )
            }
            pending.append(contentsOf: controller.children.reversed())
        }
        if let view = root.viewIfLoaded, window.subviews.first === view, isCaptured(view) {
            controllerViews.insert(ObjectIdentifier(view))
            placeChildren(of: root)
        } else {
            note(root, "missing: its place as the window's root (its view is not the window's first subview)")
        }
    }

    private mutating func placeChildren(of controller: UIViewController) {
        guard let parentView = controller.viewIfLoaded else { return }
        var byHost: [ObjectIdentifier: (host: UIView, children: [UIViewController])] = [:]
        var hostOrder: [ObjectIdentifier] = []
        for child in controller.children {
            guard let view = child.viewIfLoaded, let host = view.superview, isCaptured(view),
                host === parentView || host.isDescendant(of: parentView)
            else {
                note(child, "missing: its place as a child of its parent (its view is not inside the parent's view)")
                continue
            }
            if byHost[ObjectIdentifier(host)] == nil { hostOrder.append(ObjectIdentifier(host)) }
            byHost[ObjectIdentifier(host), default: (host, [])].children.append(child)
        }
        for key in hostOrder {
            let (host, children) = byHost[key]!
            let views = children.compactMap(\.viewIfLoaded)
            let suffix = host.subviews.suffix(views.count)
            guard suffix.count == views.count, zip(suffix, views).allSatisfy({ $0 === $1 }) else {
                for child in children {
                    note(
                        child,
                        "missing: its place as a child (the scene format puts children's views last in their superview, in order)"
                    )
                }
                continue
            }
            for child in children {
                writtenChildren[ObjectIdentifier(controller), default: []].append((child, host))
                controllerViews.insert(ObjectIdentifier(child.viewIfLoaded!))
                placeChildren(of: child)
            }
        }
    }

    private mutating func note(_ object: AnyObject, _ text: String) {
        controllerNotes[ObjectIdentifier(object), default: []].append(text)
    }

    /// The captured views of `window`, depth first.
    private func capturedViews(in window: UIWindow) -> [UIView] {
        var result: [UIView] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            guard view === window || isCaptured(view) else { continue }
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    // MARK: Pass 2: the file

    private mutating func write(_ windows: [UIWindow]) -> String {
        var out = YAMLOut()
        out.comment(
            "Captured by ResponderCapture from \(Platform.name): open it with `responder explain FILE --at X,Y`, `responder run`, `responder lint` or `responder serve`."
        )
        out.comment(
            "Every value comes from public API unless the comment after an object's id says otherwise: probed (found by calling the app's code, or read from a description's text), private (a private UIKit read) or missing (the app has it; the capture cannot read it)."
        )
        for warning in warnings { out.comment("warning: \(warning)") }
        out.line(
            0,
            "captured: {by: ResponderCapture, version: \(ResponderCapture.formatVersion), platform: \(Platform.name), text: \(options.capturesText), privateReads: \(options.privateReads && Platform.hasPrivateReads), views: \(viewCount + windows.count)}"
        )
        if let screen = Platform.screen(of: application) { out.line(0, "screen: \(screen)") }
        out.line(0, "windows:")
        for window in windows { writeWindow(window, to: &out) }
        if let delegate = Platform.appDelegate(of: application), let delegateID = id(of: delegate) {
            var notes = Notes()
            let keys = ["id: \(YAMLOut.scalar(delegateID))"] + responderKeys(delegate, notes: &notes)
            out.line(0, "appDelegate: {\(keys.joined(separator: ", "))}\(notes.comment)")
        }
        if !outsideObjects.isEmpty {
            out.line(0, "objects:")
            for object in outsideObjects {
                var keys = ["id: \(YAMLOut.scalar(id(of: object)!))"]
                let actions = Platform.implementedActions(of: object, candidates: actionNames)
                if !actions.isEmpty { keys.append("actions: \(YAMLOut.list(actions))") }
                out.line(2, "- {\(keys.joined(separator: ", "))}  # \(Platform.className(of: object))")
            }
        }
        if let first = responders.first(where: { $0.isFirstResponder }), let firstID = id(of: first) {
            out.line(0, "firstResponder: \(YAMLOut.scalar(firstID))")
        } else if options.privateReads, let found = Platform.privateFirstResponder(in: windows),
            let foundID = id(of: found)
        {
            out.line(0, "firstResponder: \(YAMLOut.scalar(foundID))  # private: UIWindow's firstResponder")
        }
        return out.text
    }

    private mutating func writeWindow(_ window: UIWindow, to out: inout YAMLOut) {
        var notes = Notes()
        var keys: [String] = []
        let className = Platform.className(of: window)
        if className != "UIWindow" { keys.append("class: \(YAMLOut.scalar(className))") }
        if window.windowLevel.rawValue != 0 { keys.append("level: \(YAMLOut.number(window.windowLevel.rawValue))") }
        if window.isKeyWindow { keys.append("key: true") }
        if window.isHidden { keys.append("hidden: true") }
        keys.append("frame: \(YAMLOut.rect(window.frame, notes: &notes))")
        if !window.isUserInteractionEnabled { keys.append("userInteractionEnabled: false") }
        keys += hitTestingKeys(window, base: "UIWindow", notes: &notes)
        keys += responderKeys(window, notes: &notes)
        keys += gestureKeys(window, notes: &notes)
        out.line(2, "- id: \(YAMLOut.scalar(id(of: window)!))\(notes.comment)")
        for key in keys { out.line(4, key) }
        var subviews = window.subviews.filter { isCaptured($0) }
        if let root = window.rootViewController, let view = root.viewIfLoaded,
            controllerViews.contains(ObjectIdentifier(view))
        {
            subviews.removeAll { $0 === view }
            writeTree(.controller(root, indent: 4, host: nil, listItem: false, key: "rootViewController"), to: &out)
        } else if let root = window.rootViewController {
            out.comment(
                "missing: rootViewController '\(id(of: root) ?? "")' (\((controllerNotes[ObjectIdentifier(root)] ?? []).joined(separator: "; ")))",
                indent: 4)
        }
        if !subviews.isEmpty {
            out.line(4, "subviews:")
            writeTree(.views(subviews.map { ($0, 6) }), to: &out)
        }
    }

    private enum Work {
        case views([(UIView, Int)])
        case view(UIView, indent: Int, listItem: Bool)
        case controller(UIViewController, indent: Int, host: UIView?, listItem: Bool, key: String?)
        case line(Int, String)
    }

    /// Writes views and controllers from an explicit stack: the deepest capture costs no recursion.
    private mutating func writeTree(_ start: Work, to out: inout YAMLOut) {
        var stack = [start]
        while let work = stack.popLast() {
            switch work {
            case .line(let indent, let text):
                out.line(indent, text)
            case .views(let views):
                stack.append(contentsOf: views.reversed().map { .view($0.0, indent: $0.1, listItem: true) })
            case .view(let view, let indent, let listItem):
                let (head, keys) = viewKeys(view)
                let keyIndent = listItem ? indent + 2 : indent
                out.line(indent, (listItem ? "- " : "") + head)
                for key in keys { out.line(keyIndent, key) }
                // A child controller's view is written under the controller, not here.
                let subviews = view.subviews.filter {
                    isCaptured($0) && !controllerViews.contains(ObjectIdentifier($0))
                }
                if !subviews.isEmpty {
                    stack.append(.views(subviews.map { ($0, keyIndent + 2) }))
                    stack.append(.line(keyIndent, "subviews:"))
                }
            case .controller(let controller, let indent, let host, let listItem, let key):
                var notes = Notes()
                notes.missing += controllerNotes[ObjectIdentifier(controller)] ?? []
                var keys: [String] = []
                if let host, let parentView = controller.parent?.viewIfLoaded, host !== parentView {
                    keys.append("in: \(YAMLOut.scalar(id(of: host)!))")
                }
                keys += responderKeys(controller, notes: &notes)
                let edges = controller.preferredScreenEdgesDeferringSystemGestures
                if !edges.isEmpty {
                    keys.append("preferredScreenEdgesDeferringSystemGestures: \(YAMLOut.edges(edges))")
                }
                if let child = controller.childForScreenEdgesDeferringSystemGestures, let childID = id(of: child) {
                    keys.append("childForScreenEdgesDeferringSystemGestures: \(YAMLOut.scalar(childID))")
                }
                var keyIndent = indent
                if let key {
                    out.line(indent, "\(key):")
                    keyIndent += 2
                }
                notes.other.insert(Platform.className(of: controller), at: 0)
                let head = "id: \(YAMLOut.scalar(id(of: controller)!))\(notes.comment)"
                out.line(keyIndent, (listItem ? "- " : "") + head)
                if listItem { keyIndent += 2 }
                for key in keys { out.line(keyIndent, key) }
                let children = writtenChildren[ObjectIdentifier(controller)] ?? []
                if !children.isEmpty {
                    stack.append(
                        contentsOf: children.reversed().map {
                            .controller($0.child, indent: keyIndent + 2, host: $0.host, listItem: true, key: nil)
                        })
                    stack.append(.line(keyIndent, "children:"))
                }
                if let view = controller.viewIfLoaded {
                    stack.append(.view(view, indent: keyIndent + 2, listItem: false))
                    stack.append(.line(keyIndent, "view:"))
                }
            }
        }
    }

    // MARK: Keys

    /// A view's first line (its id, and the comment on where values came from) and its keys.
    private mutating func viewKeys(_ view: UIView) -> (head: String, keys: [String]) {
        var notes = Notes()
        var keys: [String] = []
        let sceneClass = Inspection.sceneClass(of: view)
        let className = Platform.className(of: view)
        if className != sceneClass.base {
            keys.append("class: \(YAMLOut.scalar(className))")
            keys.append("baseClass: \(sceneClass.base)")
        } else if className != "UIView" {
            keys.append("class: \(className)")
        }
        if let objectiveC = Platform.objectiveCClassName(of: view), objectiveC != className {
            notes.other.append("Objective-C class \(objectiveC)")
        }
        keys += geometryKeys(view, notes: &notes)
        if view.isHidden { keys.append("hidden: true") }
        if view.alpha != 1 { keys.append("alpha: \(YAMLOut.number(min(1, max(0, view.alpha))))") }
        if view.isUserInteractionEnabled != sceneClass.interactionByDefault {
            keys.append("userInteractionEnabled: \(view.isUserInteractionEnabled)")
        }
        if view.clipsToBounds { keys.append("clipsToBounds: true") }
        if view.isMultipleTouchEnabled { keys.append("multipleTouchEnabled: true") }
        if view.isExclusiveTouch { keys.append("exclusiveTouch: true") }
        if view.tag != 0, abs(view.tag) < 1_000_000_000 { keys.append("tag: \(view.tag)") }
        keys += hitTestingKeys(view, base: sceneClass.base, notes: &notes)
        keys += responderKeys(view, notes: &notes)
        keys += PropertyKeys.keys(of: view, options: options, notes: &notes)
        if let animation = Platform.animation(of: view, notes: &notes) {
            let options = animation.allowsUserInteraction ? ", options: [allowUserInteraction]" : ""
            keys.append("animating: {duration: \(YAMLOut.number(animation.remaining))\(options)}")
        }
        keys += gestureKeys(view, notes: &notes)
        if let control = view as? UIControl { keys += targetKeys(control, notes: &notes) }
        return ("id: \(YAMLOut.scalar(id(of: view)!))\(notes.comment)", keys)
    }

    private func geometryKeys(_ view: UIView, notes: inout Notes) -> [String] {
        let transform = view.transform
        let bounds = view.bounds
        if transform.isIdentity {
            var keys = ["frame: \(YAMLOut.rect(view.frame, notes: &notes))"]
            if bounds.origin != .zero, !(view is UIScrollView) {
                keys.append("bounds: \(YAMLOut.rect(bounds, notes: &notes))")
            }
            return keys
        }
        return [
            "center: \(YAMLOut.point(view.center, notes: &notes))",
            "bounds: \(YAMLOut.rect(bounds, notes: &notes))",
            "transform: [\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { YAMLOut.finite($0, notes: &notes) }.joined(separator: ", "))]"
        ]
    }

    /// `hitTest`, `pointInside` and `gestureRecognizerShouldBegin`: the engine's declared
    /// behaviour, or a note that the class overrides them.
    private func hitTestingKeys(_ view: UIView, base: String, notes: inout Notes) -> [String] {
        let declared = Platform.declaredBehaviour(of: view)
        var keys: [String] = []
        for key in ["hitTest", "pointInside", "gestureRecognizerShouldBegin"] {
            if let value = declared[key] { keys.append("\(key): \(value)") }
        }
        for hook in Platform.undeclaredOverrides(of: view, base: base) where declared[hook.key] == nil {
            notes.missing.append("\(hook.key) (\(hook.why))")
        }
        return keys
    }

    /// The responder behaviour keys a scene file has for any responder: the declared overrides of
    /// the event methods, the actions it performs, and its first-responder answers.
    private mutating func responderKeys(_ responder: UIResponder, notes: inout Notes) -> [String] {
        var keys: [String] = []
        let declared = Platform.declaredBehaviour(of: responder)
        for key in ["touches", "presses", "motion", "remote", "canPerformAction", "targetForAction"] {
            if let value = declared[key] { keys.append("\(key): \(value)") }
        }
        let actions = Platform.implementedActions(of: responder, candidates: actionNames)
        if !actions.isEmpty {
            keys.append("actions: \(YAMLOut.list(actions))")
            if !Platform.listsActions { notes.probed.append("actions (responds(to:))") }
        }
        let canBecome = responder.canBecomeFirstResponder
        if canBecome != (responder is UITextField || responder is UITextView) {
            keys.append("canBecomeFirstResponder: \(canBecome)")
        }
        if !responder.canResignFirstResponder { keys.append("canResignFirstResponder: false") }
        return keys
    }

    // MARK: Recognizers and targets

    private mutating func gestureKeys(_ view: UIView, notes: inout Notes) -> [String] {
        let recognizers = (view.gestureRecognizers ?? []).filter { id(of: $0) != nil }
        guard !recognizers.isEmpty else { return [] }
        var lines = ["gestures:"]
        let others = recognizersOfWindow(of: view)
        for recognizer in recognizers {
            guard let type = GestureType.of(recognizer) else {
                notes.missing.append(
                    "gesture '\(id(of: recognizer)!)' (\(Platform.className(of: recognizer)) has no scene type)")
                continue
            }
            var gestureNotes = Notes()
            var keys = ["id: \(YAMLOut.scalar(id(of: recognizer)!))", "type: \(type.name)"]
            keys += type.parameters(of: recognizer)
            if type.isSubclass { gestureNotes.missing.append("the code of \(Platform.className(of: recognizer))") }
            let read = Platform.recognizerTargets(of: recognizer, candidates: responders)
            var actions: [String] = []
            for (target, action) in read.targets {
                actions.append("\(objectID(target)).\(action)")
            }
            if read.probed { gestureNotes.probed.append("targets (from its description)") }
            if read.missing { gestureNotes.missing.append("targets") }
            if read.closures > 0 { gestureNotes.missing.append("\(read.closures) action closures") }
            if !actions.isEmpty { keys.append("action: \(YAMLOut.list(actions))") }
            if !recognizer.isEnabled { keys.append("enabled: false") }
            if !recognizer.cancelsTouchesInView { keys.append("cancelsTouchesInView: false") }
            if recognizer.delaysTouchesBegan { keys.append("delaysTouchesBegan: true") }
            if !recognizer.delaysTouchesEnded { keys.append("delaysTouchesEnded: false") }
            let failure = Platform.failureRequirements(of: recognizer, among: others)
            let required = failure.recognizers.compactMap { recognizerReference($0) }
            if !required.isEmpty { keys.append("requireToFail: \(YAMLOut.list(required))") }
            if failure.probed, !required.isEmpty { gestureNotes.probed.append("requireToFail (from its description)") }
            if failure.missing { gestureNotes.missing.append("requireToFail") }
            keys += delegateKeys(recognizer, others: others, notes: &gestureNotes)
            gestureNotes.other.append("state \(GestureType.stateName(recognizer.state))")
            if let delegate = recognizer.delegate {
                gestureNotes.other.append("delegate \(Platform.className(of: delegate))")
            }
            lines.append("  - {\(keys.joined(separator: ", "))}\(gestureNotes.comment)")
        }
        return lines.count > 1 ? lines : []
    }

    /// The scene's answers of a recognizer's delegate: declared by the engine, or probed by asking
    /// the delegate about every other recognizer of the window.
    private func delegateKeys(
        _ recognizer: UIGestureRecognizer, others: [UIGestureRecognizer], notes: inout Notes
    ) -> [String] {
        guard let delegate = recognizer.delegate else { return [] }
        let declared = Platform.declaredBehaviour(of: delegate)
        let relations = ["simultaneousWith", "shouldRequireFailureOf", "shouldBeRequiredToFailBy"]
        var keys: [String] = []
        for key in ["shouldBegin", "shouldReceive"] + relations {
            if let value = declared[key] { keys.append("\(key): \(value)") }
        }
        guard !Platform.declares(delegate) else { return keys }
        notes.missing.append("shouldReceive")
        guard options.probesDelegates else {
            notes.missing.append("the delegate's answers (probesDelegates is off)")
            return keys
        }
        let probed = Platform.probe(
            delegate, of: recognizer, among: Array(others.prefix(options.maximumProbedRecognizers)))
        if !probed.shouldBegin { keys.append("shouldBegin: false") }
        for (key, list) in zip(relations, [probed.simultaneous, probed.requiresFailureOf, probed.requiredToFailBy]) {
            let names = list.compactMap { recognizerReference($0) }
            if !names.isEmpty { keys.append("\(key): \(YAMLOut.list(names))") }
        }
        notes.probed.append("the delegate's answers")
        return keys
    }

    /// The captured recognizers of the window `view` is in, in capture order.
    private func recognizersOfWindow(of view: UIView) -> [UIGestureRecognizer] {
        guard let window = (view as? UIWindow) ?? view.window else { return [] }
        return capturedViews(in: window).flatMap { ($0.gestureRecognizers ?? []).filter { id(of: $0) != nil } }
    }

    /// A recognizer's name in the scene: its id, or for a scroll view's own pan the name the scene
    /// reader gives it (`list.panGestureRecognizer`).
    private func recognizerReference(_ recognizer: UIGestureRecognizer) -> String? {
        if let recognizerID = id(of: recognizer) { return recognizerID }
        if let scroll = recognizer.view as? UIScrollView, recognizer === scroll.panGestureRecognizer,
            let scrollID = id(of: scroll)
        {
            return "\(scrollID).panGestureRecognizer"
        }
        return nil
    }

    /// The id of a target: a captured object's, or a new one under `objects:`.
    private mutating func objectID(_ object: AnyObject) -> String {
        if let known = id(of: object) { return known }
        outsideObjects.append(object)
        return assignID(object, preferred: Platform.objectName(object), generated: "object")
    }

    private mutating func targetKeys(_ control: UIControl, notes: inout Notes) -> [String] {
        // `allTargets` is a set, whose order changes from run to run: the targets are written by
        // id (the responder chain's first), the order of each target's actions kept.
        var named: [(target: String, registration: Inspection.Registration)] = []
        for registration in Inspection.registrations(of: control) {
            named.append((registration.target.map { objectID($0) } ?? "", registration))
        }
        var lines: [String] = []
        for (target, registration) in named.enumerated().sorted(by: {
            ($0.element.target, $0.offset) < ($1.element.target, $1.offset)
        }).map(\.element) {
            lines.append(
                "  - {event: \(YAMLOut.list(registration.events)), target: \(target.isEmpty ? "nil" : YAMLOut.scalar(target)), action: \(YAMLOut.scalar(registration.action))}"
            )
        }
        let unnamed = Platform.unnamedEvents(of: control)
        if !unnamed.isEmpty { notes.missing.append(unnamed) }
        return lines.isEmpty ? [] : ["targets:"] + lines
    }
}

/// Where a captured object's values came from, beyond public API: the comment after its id.
struct Notes {
    var probed: [String] = []
    var privateReads: [String] = []
    var missing: [String] = []
    /// Facts for people (a recognizer's state, a delegate's class) that the scene format has no
    /// key for.
    var other: [String] = []

    var comment: String {
        var parts = other
        if !probed.isEmpty { parts.append("probed: " + probed.joined(separator: ", ")) }
        if !privateReads.isEmpty { parts.append("private: " + privateReads.joined(separator: ", ")) }
        if !missing.isEmpty { parts.append("missing: " + missing.joined(separator: ", ")) }
        return parts.isEmpty ? "" : "  # " + parts.joined(separator: "; ").replacingOccurrences(of: "\n", with: " ")
    }
}
