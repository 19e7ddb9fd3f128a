import Foundation
import ResponderKit

/// Builds a scene's live objects from its parsed file: first every object, then the links
/// between them by id (action targets, failure requirements, the first responder).
@MainActor
struct SceneBuilder {
    let scene: Scene
    /// Links resolved once every id is known.
    var links: [() throws -> Void] = []

    init(scene: Scene) {
        self.scene = scene
    }

    nonisolated static let sceneKeys = [
        "screen", "windows", "objects", "appDelegate", "firstResponder", "script", "captured"
    ]
    /// The keys of `captured:`, which ResponderCapture writes.
    nonisolated static let capturedKeys = ["by", "version", "platform", "text", "privateReads", "views"]
    /// The newest version of ResponderCapture's files this reader knows.
    nonisolated static let capturedVersion = 1
    nonisolated static let screenKeys = ["size", "systemGestureEdges", "systemGestureEdgeWidth"]
    nonisolated static let objectKeys = ["id", "actions"]
    nonisolated static let windowKeys =
        [
            "id", "class", "level", "key", "hidden", "frame", "userInteractionEnabled", "hitTest", "pointInside",
            "gestureRecognizerShouldBegin", "rootViewController", "subviews", "gestures", "guessed"
        ]
        + ResponderBehaviour.keys
    nonisolated static let controllerKeys =
        [
            "id", "title", "view", "children", "in", "preferredScreenEdgesDeferringSystemGestures",
            "childForScreenEdgesDeferringSystemGestures"
        ] + ResponderBehaviour.keys + containerKeys + presentationKeys
    nonisolated static let viewKeys =
        [
            "id", "class", "baseClass", "frame", "center", "bounds", "transform", "hidden", "alpha",
            "userInteractionEnabled", "clipsToBounds", "multipleTouchEnabled", "exclusiveTouch", "tag",
            "hitTest", "pointInside", "gestureRecognizerShouldBegin", "gestures", "targets", "subviews", "guessed",
            "animating", "style", "sections", "answers", "arrangedSubviews"
        ]
        + ResponderBehaviour.keys + ViewFactory.propertyKeys + stackViewKeys

    /// The keys of a control's `targets` item.
    nonisolated static let targetKeys = ["event", "target", "action"]
    /// The keys of `appDelegate`.
    nonisolated static let appDelegateKeys = ["responder", "id"] + ResponderBehaviour.keys

    /// The view keys a script's `set: {view: …}` step may change, and a window's `level`.
    nonisolated static let settableKeys =
        viewKeys.filter {
            ![
                "id", "class", "baseClass", "gestures", "targets", "subviews", "guessed", "style", "sections",
                "answers", "arrangedSubviews"
            ].contains($0)
        } + ["level", "key"]

    /// Applies every settable key present in `fields` to `view`; links to other objects are
    /// appended to `links`.
    static func applyProperties(
        _ fields: Fields, to view: UIView, scene: Scene, links: inout [() throws -> Void]
    ) throws {
        if let level = fields["level"] {
            guard let window = view as? UIWindow else {
                throw level.error(
                    "'level' does not apply to \(String(describing: type(of: view)))", hint: "only windows have a level"
                )
            }
            window.windowLevel = try windowLevel(level)
        }
        if let key = fields["key"] {
            guard let window = view as? UIWindow else {
                throw key.error(
                    "'key' does not apply to \(String(describing: type(of: view)))", hint: "only windows can be key")
            }
            guard try key.bool("key") else {
                throw key.error(
                    "a window cannot be told to stop being key",
                    hint: "make another window key with `set: {view: other, key: true}`")
            }
            window.makeKeyAndVisible()
        }
        try ViewGeometry.apply(fields, to: view)
        if let v = fields["hidden"] { view.isHidden = try v.bool("hidden") }
        if let v = fields["alpha"] {
            let alpha = try v.number("alpha")
            guard (0...1).contains(alpha) else {
                throw v.error("alpha must be between 0 and 1", hint: "0 is transparent, 1 opaque")
            }
            view.alpha = CGFloat(alpha)
        }
        if let v = fields["userInteractionEnabled"] {
            view.isUserInteractionEnabled = try v.bool("userInteractionEnabled")
        }
        if let v = fields["clipsToBounds"] { view.clipsToBounds = try v.bool("clipsToBounds") }
        if let v = fields["multipleTouchEnabled"] { view.isMultipleTouchEnabled = try v.bool("multipleTouchEnabled") }
        if let v = fields["exclusiveTouch"] { view.isExclusiveTouch = try v.bool("exclusiveTouch") }
        if let v = fields["tag"] { view.tag = try v.int("tag") }
        try ResponderBehaviour.apply(fields, to: view, scene: scene, links: &links)
        try HitBehaviour.apply(fields, to: view, scene: scene, links: &links)
        try ViewFactory.applyProperties(fields, to: view)
        try applyStackViewSettings(fields, to: view)
        // UIKit: H10 — started once the view is in its window.
        if let v = fields["animating"] { links.append(try SceneAnimation.attribute(v, of: view)) }
    }

    /// `level: normal | statusBar | alert | <number>`.
    static func windowLevel(_ level: Value) throws -> UIWindow.Level {
        if let number = try? level.number("level") { return UIWindow.Level(CGFloat(number)) }
        return try level.choice("window level", ["normal": .normal, "statusBar": .statusBar, "alert": .alert])
    }

    /// Builds the view described by `value` (a script's `add`) into the scene, under `parent`.
    mutating func add(_ value: Value, to parent: UIView) throws {
        let view = try buildView(value)
        try resolveLinks()
        parent.addSubview(view)
    }

    /// Builds the recognizer described by `value` (a script's `add: {gesture: …}`) onto `view`.
    mutating func addGesture(_ value: Value, to view: UIView) throws {
        try buildGesture(value, on: view)
        try resolveLinks()
    }

    mutating func resolveLinks() throws {
        let pending = links
        links.removeAll()
        for link in pending { try link() }
    }

    mutating func build(_ root: Value) throws {
        var root = root
        let unknownKeys = try capturedFile(root)
        root.unknownKeys = unknownKeys
        defer {
            for (key, message) in unknownKeys?.skipped ?? [] {
                scene.importWarnings.append(
                    DumpWarning(file: key.file, line: key.line, message: message, kind: "captured"))
            }
        }
        let fields = try root.fields("the scene", keys: Self.sceneKeys)
        let screen = try buildScreen(fields["screen"])
        let windows = try fields.required("windows")
        for item in try windows.sequence("windows") {
            try buildWindow(item, screen: screen)
        }
        if scene.windows.isEmpty {
            throw windows.error("a scene needs at least one window", hint: "add `- id: main` under `windows:`")
        }
        for item in try fields["objects"]?.sequence("objects") ?? [] { try buildObject(item) }
        if let delegate = fields["appDelegate"] { try buildAppDelegate(delegate) }
        for link in links { try link() }
        try checkViewCount(root)
        if let first = fields["firstResponder"] {
            let id = try first.string("firstResponder")
            let responder = try scene.lookup(id, at: first, as: UIResponder.self, what: "a responder")
            guard responder.becomeFirstResponder() else {
                throw first.error(
                    "'\(id)' cannot become first responder",
                    hint: "set `canBecomeFirstResponder: true` on it, and make sure it is in a window")
            }
        }
        if let script = fields["script"] {
            let parsed = try Script.parse(script)
            try checkRows(of: parsed)
            scene.script = parsed
        }
    }

    /// Before the script runs, the rows and items its steps touch, in lists the scene has from
    /// the start: each must be a row of a table (an item of a collection view) that exists. A
    /// row out of view is found when the step runs, since earlier steps may scroll.
    private func checkRows(of script: Script) throws {
        for step in script.steps {
            let locations: [Script.Location]
            switch step.kind {
            case let .tap(location, _): locations = [location]
            case let .drag(from, to, _, _): locations = [from, to]
            case let .touches(updates): locations = updates.map(\.location)
            default: locations = []
            }
            for location in locations {
                guard let indexPath = location.indexPath, let id = location.view,
                    let view = scene.objects[id] as? UIView
                else { continue }
                _ = try ScriptRunner.rowCentre(indexPath, of: view, id: id, location, inView: false)
            }
        }
    }

    /// For a file ResponderCapture wrote (`captured: {version: 1, …}`): where its unknown keys go,
    /// and a warning when a newer version wrote it; nil for any other file.
    private mutating func capturedFile(_ root: Value) throws -> UnknownKeys? {
        guard case let .mapping(mapping) = root.node,
            let node = mapping.first(where: { $0.key.string == "captured" })?.value
        else { return nil }
        let unknownKeys = UnknownKeys()
        let fields = try Value(node: node, file: root.file, unknownKeys: unknownKeys).fields(
            "captured", keys: Self.capturedKeys)
        if let value = fields["version"] {
            let version = try value.int("version")
            if version > Self.capturedVersion {
                scene.importWarnings.append(
                    DumpWarning(
                        file: value.file, line: value.line,
                        message:
                            "written by a newer ResponderCapture (version \(version)); this reader knows version \(Self.capturedVersion), and skips the keys it does not know",
                        kind: "captured"))
            }
        }
        return unknownKeys
    }

    /// `captured: {views: N}`: a capture says how many views and windows it holds, so that a
    /// file cut short where a line ends (still valid YAML) is found.
    private func checkViewCount(_ root: Value) throws {
        guard case let .mapping(mapping) = root.node,
            let node = mapping.first(where: { $0.key.string == "captured" })?.value,
            case let .mapping(captured) = node,
            let countNode = captured.first(where: { $0.key.string == "views" })?.value
        else { return }
        let value = Value(node: countNode, file: root.file)
        let expected = try value.int("views")
        let built = scene.objects.values.reduce(0) { $0 + ($1 is UIView ? 1 : 0) }
        guard built == expected else {
            throw value.error(
                "the capture says it holds \(expected) views and windows, but the file has \(built): it was cut short, or views were removed by hand",
                hint: "capture the app again; if you removed views on purpose, remove `views:` from `captured:`")
        }
    }

    // MARK: Objects

    mutating func register(_ object: AnyObject, id: Value) throws -> String {
        let name = try id.string("id")
        guard !name.isEmpty else { throw id.error("an id must not be empty", hint: "give every object a unique name") }
        if let earlier = scene.declarations[name] {
            throw id.error(
                "duplicate id '\(name)'", hint: "it is already used at line \(earlier.line); ids must be unique")
        }
        scene.objects[name] = object
        scene.declarations[name] = id
        return name
    }

    private mutating func buildWindow(_ value: Value, screen: CGSize) throws {
        let fields = try value.fields("a window", keys: Self.windowKeys)
        let frame = try fields["frame"]?.rect("frame") ?? CGRect(origin: .zero, size: screen)
        let window = UIWindow(frame: frame, application: scene.application)
        let id = try register(window, id: fields.required("id"))
        window.accessibilityIdentifier = id
        scene.declaredClasses[id] = try fields["class"]?.string("class") ?? "UIWindow"
        try recordGuesses(fields["guessed"], of: id)
        if let level = fields["level"] { window.windowLevel = try Self.windowLevel(level) }
        if let v = fields["userInteractionEnabled"] {
            window.isUserInteractionEnabled = try v.bool("userInteractionEnabled")
        }
        try ResponderBehaviour.apply(fields, to: window, scene: scene, links: &links)
        try HitBehaviour.apply(fields, to: window, scene: scene, links: &links)
        if let root = fields["rootViewController"] {
            window.rootViewController = try buildController(root)
        }
        for item in try fields["subviews"]?.sequence("subviews") ?? [] {
            window.addSubview(try buildView(item))
        }
        try buildGestures(fields["gestures"], on: window)
        scene.windows.append(window)
        let hidden = try fields["hidden"]?.bool("hidden") ?? false
        if try fields["key"]?.bool("key") ?? false {
            window.makeKeyAndVisible()
        } else if !hidden {
            window.isHidden = false
        }
        if hidden { window.isHidden = true }
    }

    /// The screen: a size, or a mapping with the size and the system's edge gestures.
    private mutating func buildScreen(_ value: Value?) throws -> CGSize {
        guard let value else { return CGSize(width: 375, height: 667) }
        guard value.isMapping else { return try value.size("screen") }
        let fields = try value.fields("the screen", keys: Self.screenKeys)
        let size = try fields["size"]?.size("size") ?? CGSize(width: 375, height: 667)
        if let edgesValue = fields["systemGestureEdges"] {
            let edges = try Self.edges(edgesValue, "systemGestureEdges")
            var gestures = SystemEdgeGestures(edges: edges, screen: CGRect(origin: .zero, size: size))
            if let width = fields["systemGestureEdgeWidth"] {
                gestures.width = CGFloat(try width.number("systemGestureEdgeWidth"))
                guard gestures.width > 0 else {
                    throw width.error("systemGestureEdgeWidth must be more than 0", hint: "UIKit's band is about 20 pt")
                }
            }
            scene.application.systemEdgeGestures = gestures
        } else if let width = fields["systemGestureEdgeWidth"] {
            throw width.error(
                "systemGestureEdgeWidth needs systemGestureEdges",
                hint: "say which edges the system uses: `systemGestureEdges: [bottom, top]`")
        }
        return size
    }

    /// A list of edges (`[bottom, top]`, `[]`, `all`) as a `UIRectEdge`.
    static func edges(_ value: Value, _ what: String) throws -> UIRectEdge {
        let choices: KeyValuePairs<String, UIRectEdge> = [
            "top": .top, "left": .left, "bottom": .bottom, "right": .right, "all": .all
        ]
        if !value.isSequence { return try value.choice(what, choices) }
        var edges: UIRectEdge = []
        for item in try value.list(what) { edges.formUnion(try item.choice(what, choices)) }
        return edges
    }

    /// A plain object of the scene, such as a helper that is only a control's target: the scene
    /// holds it until a `release` step.
    private mutating func buildObject(_ value: Value) throws {
        let fields = try value.fields("an object", keys: Self.objectKeys)
        let object = SceneObject()
        object.id = try register(object, id: fields.required("id"))
        try ResponderBehaviour.apply(fields, to: object, scene: scene, links: &links)
        scene.retained.append(object)
    }

    mutating func buildController(_ value: Value) throws -> UIViewController {
        let fields = try value.fields("a view controller", keys: Self.controllerKeys)
        let deferring = fields["preferredScreenEdgesDeferringSystemGestures"]
        let childDeferring = fields["childForScreenEdgesDeferringSystemGestures"]
        let controller: UIViewController
        if let container = try Self.makeContainer(fields) {
            controller = container
        } else if deferring != nil || childDeferring != nil {
            let edgeController = SceneViewController()
            if let deferring {
                edgeController.deferredEdges = try Self.edges(deferring, "preferredScreenEdgesDeferringSystemGestures")
            }
            controller = edgeController
        } else {
            controller = UIViewController()
        }
        let id = try register(controller, id: fields.required("id"))
        controller.title = id
        if let childDeferring, let edgeController = controller as? SceneViewController {
            let childID = try childDeferring.string("childForScreenEdgesDeferringSystemGestures")
            let scene = self.scene
            links.append {
                let child = try scene.lookup(
                    childID, at: childDeferring, as: UIViewController.self, what: "a view controller")
                guard child.parent === edgeController else {
                    throw childDeferring.error(
                        "'\(childID)' is not a child of '\(id)'", hint: "name one of its `children`")
                }
                edgeController.deferringChild = child
            }
        }
        try ResponderBehaviour.apply(fields, to: controller, scene: scene, links: &links)
        try applyBarItems(fields, to: controller)
        try applyPresentation(fields, to: controller)
        if controller is UINavigationController || controller is UITabBarController {
            try buildContainer(fields, controller)
            return controller
        }
        if let view = fields["view"] {
            controller.view = try buildView(view)
        } else {
            controller.view.accessibilityIdentifier = "\(id).view"
        }
        for item in try fields["children"]?.sequence("children") ?? [] {
            let childFields = try item.fields("a child view controller", keys: Self.controllerKeys)
            let child = try buildController(item)
            controller.addChild(child)
            var container: UIView = controller.view
            if let host = childFields["in"] {
                let hostID = try host.string("in")
                guard let view = scene.objects[hostID] as? UIView, view.isDescendant(of: controller.view) else {
                    throw host.error(
                        "'\(hostID)' is not a view of '\(id)'", hint: "`in` names a view inside the parent's view")
                }
                container = view
            }
            container.addSubview(child.view)
            child.didMove(toParent: controller)
        }
        return controller
    }

    mutating func buildView(_ value: Value) throws -> UIView {
        let fields = try value.fields("a view", keys: Self.viewKeys)
        let view = try ViewFactory.make(fields)
        let id = try register(view, id: fields.required("id"))
        view.accessibilityIdentifier = id
        scene.declaredClasses[id] = try fields["class"]?.string("class") ?? "UIView"
        try recordGuesses(fields["guessed"], of: id)
        try Self.applyProperties(fields, to: view, scene: scene, links: &links)
        for item in try fields["subviews"]?.sequence("subviews") ?? [] {
            view.addSubview(try buildView(item))
        }
        try buildArrangedSubviews(fields, of: view, id: id)
        try buildSections(fields, of: view, id: id)
        try buildGestures(fields["gestures"], on: view)
        if let targets = fields["targets"] {
            guard let control = view as? UIControl else {
                throw targets.error(
                    "'\(id)' is not a control, so it has no targets", hint: "give it a control class such as UIButton")
            }
            try buildTargets(targets, on: control)
        }
        return view
    }

    /// `guessed: [userInteractionEnabled, …]`: attributes an import guessed (a dump line that
    /// was cut), each a key of a view.
    private func recordGuesses(_ value: Value?, of id: String) throws {
        guard let value else { return }
        let names = try value.list("guessed").map { try $0.string("guessed") }
        let known = Self.viewKeys + ["contentOffset"]
        for (name, item) in zip(names, try value.list("guessed")) where !known.contains(name) {
            throw item.error("unknown attribute '\(name)' in guessed", hint: hint(for: name, among: known))
        }
        if !names.isEmpty { scene.guessed[id] = names }
    }

    private mutating func buildAppDelegate(_ value: Value) throws {
        let fields = try value.fields("the app delegate", keys: Self.appDelegateKeys)
        guard try fields["responder"]?.bool("responder") ?? true else { return }
        let delegate = SceneAppDelegate()
        delegate.id = try register(delegate, id: fields["id"] ?? Value(node: "appDelegate", file: scene.file))
        try ResponderBehaviour.apply(fields, to: delegate, scene: scene, links: &links)
        scene.application.delegate = delegate
        scene.retained.append(delegate)
    }

    // MARK: Gestures and targets

    private mutating func buildGestures(_ value: Value?, on view: UIView) throws {
        for item in try value?.sequence("gestures") ?? [] { try buildGesture(item, on: view) }
    }

    private mutating func buildGesture(_ item: Value, on view: UIView) throws {
        let gesture = try GestureFactory.make(item, scene: scene)
        view.addGestureRecognizer(gesture.recognizer)
        let id = try register(gesture.recognizer, id: gesture.fields.required("id"))
        gesture.recognizer.name = id
        let scene = self.scene
        links.append { try GestureFactory.link(gesture, scene: scene) }
    }

    private mutating func buildTargets(_ value: Value, on control: UIControl) throws {
        for item in try value.sequence("targets") {
            let fields = try item.fields("a target", keys: Self.targetKeys)
            let events = try ControlEvents.parse(fields.required("event"))
            let action = Selector(try fields.required("action").string("action"))
            let targetValue = try fields.required("target")
            if targetValue.isNull {
                control.addTarget(nil, action: action, for: events)
            } else {
                let targetID = try targetValue.string("target")
                let scene = self.scene
                links.append {
                    let target = try scene.lookup(targetID, at: targetValue, as: UIResponder.self, what: "a responder")
                    control.addTarget(target, action: action, for: events)
                }
            }
        }
    }
}

/// A plain object a scene declares under `objects:`, named by its id; the scene holds it until a
/// `release` step drops it.
final class SceneObject: UIResponder, @MainActor CustomStringConvertible {
    var id = "object"
    var description: String { id }
}

/// A view controller whose scene says which screen edges it defers to the app's gestures
/// (`preferredScreenEdgesDeferringSystemGestures`) or which child answers for it.
final class SceneViewController: UIViewController {
    var deferredEdges: UIRectEdge = []
    weak var deferringChild: UIViewController?
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferredEdges }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { deferringChild }
}

/// The app delegate a scene declares with `appDelegate: {responder: true}`, named by its id.
final class SceneAppDelegate: UIResponder, UIApplicationDelegate, @MainActor CustomStringConvertible {
    var id = "appDelegate"
    var description: String { id }
}
