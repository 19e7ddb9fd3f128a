import Foundation
import ResponderKit

/// What a script does, step by step, on the virtual clock (DESIGN "script"). Points are in screen
/// coordinates unless a step gives `in: <viewID>`.
public struct Script {
    /// One step of the script (`tap`, `drag`, `wait` …), checked when the script was read; what it
    /// does is internal, and `ScriptRunner` performs it.
    public struct Step {
        /// The line of the step in its file.
        public let line: Int
        /// The column where the step (its action's key) starts in its file.
        public var column: Int { value.column }
        let kind: Kind
        let value: Value

        /// The step as written, for people: `tap (100, 20)`, `set overlay.alpha = 0.005`,
        /// `field.becomeFirstResponder()`.
        public var text: String { kind.text }

        /// Whether the step feeds the application input (a touch, a press, a motion, an action):
        /// the text log prints who answered it even when nobody did.
        public var isInput: Bool { kind.isInput }
    }

    /// A point, in screen coordinates or in a view's.
    struct Location {
        let point: CGPoint
        let view: String?
        let value: Value
        /// A row of the table (or an item of the collection view) `view`, whose centre is the
        /// point, instead of `point`.
        var indexPath: IndexPath?
        var isItem = false
    }

    enum Kind {
        case tap(Location, count: Int)
        case drag(from: Location, to: Location, duration: Double, steps: Int)
        /// One event in which each finger listed begins, moves, stays or ends (several fingers at
        /// once for `touches:`, one for `touch:`).
        case touches([FingerUpdate])
        case wait(Double)
        case shake(duration: Double)
        case key(UIPress.PressType, UIKey?, duration: Double)
        case remote(UIEvent.EventSubtype)
        case sendAction(Selector, to: String?, from: String?)
        case becomeFirstResponder(String)
        case resignFirstResponder(String)
        case endEditing(String, force: Bool)
        case ignoreInteractionEvents(Bool)
        case present(from: String, controller: Value, animated: Bool)
        case dismiss(String, animated: Bool)
        /// Pushes a controller (built from its mapping, or named by id) onto a navigation controller.
        case push(on: String, controller: Value, animated: Bool)
        /// Pops one controller, or every one above the root.
        case pop(String, animated: Bool, toRoot: Bool)
        /// Selects a tab from code (no delegate call, TAB1).
        case selectTab(String, index: Int)
        case set(SetTarget, String, Fields)
        case animate(String, Fields)
        case remove(String)
        case release(String)
        case add(Value, to: String)
        case addGesture(Value, to: String)
        case expect(Expectation)
    }

    /// One finger's part of a `touch` or `touches` step.
    struct FingerUpdate {
        let finger: Int
        let phase: UITouch.Phase
        let location: Location
    }

    /// What a `set` step changes: a view (windows are views) or a gesture recognizer.
    enum SetTarget: String {
        case view, gesture
    }

    /// The steps in file order, the order `ScriptRunner` runs them in.
    public let steps: [Step]

    /// Every step a script may take, the keys of a step's mapping.
    nonisolated static let stepNames = [
        "tap", "drag", "touch", "touches", "wait", "shake", "key", "remote", "sendAction",
        "becomeFirstResponder", "resignFirstResponder", "endEditing", "beginIgnoringInteractionEvents",
        "endIgnoringInteractionEvents", "present", "dismiss", "set", "animate", "remove", "release", "add", "expect",
        "push", "pop", "popToRoot", "selectTab"
    ]

    /// The keys of each step whose body is a mapping.
    nonisolated static let stepKeys: [String: [String]] = [
        "tap": ["at", "row", "item", "in", "count"],
        "drag": ["from", "to", "in", "duration", "steps"],
        "touch": fingerKeys,
        "touches": fingerKeys,
        "shake": ["duration"],
        "key": ["code", "duration"],
        "sendAction": ["action", "to", "from"],
        "endEditing": ["view", "force"],
        "present": ["from", "controller", "animated"],
        "dismiss": ["controller", "animated"],
        "push": ["on", "controller", "animated"],
        "pop": ["on", "animated"],
        "popToRoot": ["on", "animated"],
        "selectTab": ["on", "index"],
        "set": ["view", "gesture"] + SceneBuilder.settableKeys
            + GestureFactory.settableKeys.filter {
                !SceneBuilder.settableKeys.contains($0)
            },
        "animate": ["view"] + SceneAnimation.timingKeys + SceneAnimation.animatableKeys,
        "add": ["view", "gesture", "to"],
        "expect": Expectation.keys
    ]

    nonisolated static let fingerKeys = ["finger", "phase", "at", "row", "item", "in"]

    /// Loads a script file: a list of steps, or a mapping with `script:`.
    public static func load(path: String) throws -> Script {
        try load(TextFile.read(path: path, hint: "a script is a YAML or JSON file"), file: path)
    }

    /// Reads a script from `text`; `file` names it in messages.
    public static func load(_ text: String, file: String = "script.yaml") throws -> Script {
        let root = try Value.parse(text, file: file)
        if root.isMapping {
            return try parse(try root.fields("a script file", keys: ["script"]).required("script"))
        }
        return try parse(root)
    }

    static func parse(_ value: Value) throws -> Script {
        var fingersDown: Set<Int> = []
        var ignoring = 0
        var steps: [Step] = []
        for item in try value.sequence("script") {
            let fields = try item.fields("a script step", keys: stepNames)
            guard fields.order.count == 1, let name = fields.order.first, let body = fields[name] else {
                throw item.error("a script step has exactly one action", hint: "write `- tap: [x, y]`, one per line")
            }
            let kind = try parseStep(name, body, fingersDown: &fingersDown)
            if case let .ignoreInteractionEvents(begin) = kind {
                // UIKit: W8 — the calls nest; the engine ignores an end with no begin, which a
                // script writes only by mistake.
                guard begin || ignoring > 0 else {
                    throw fields.keyValue(name).error(
                        "endIgnoringInteractionEvents without a beginIgnoringInteractionEvents still open",
                        hint: "they nest like a counter: each end matches an earlier begin")
                }
                ignoring += begin ? 1 : -1
            }
            steps.append(Step(line: item.line, kind: kind, value: item))
        }
        return Script(steps: steps)
    }

    private static func parseStep(_ name: String, _ body: Value, fingersDown: inout Set<Int>) throws -> Kind {
        switch name {
        case "tap":
            if body.isSequence { return .tap(try location(body, "tap"), count: 1) }
            let fields = try body.fields("tap", keys: stepKeys["tap"]!)
            let count = try fields["count"]?.int("count") ?? 1
            guard (1...100).contains(count) else {
                throw fields["count"]!.error("count must be between 1 and 100", hint: "2 is a double tap")
            }
            return .tap(try location(fields, "at"), count: count)
        case "drag":
            let fields = try body.fields("drag", keys: stepKeys["drag"]!)
            let duration = try fields["duration"]?.number("duration") ?? 0.3
            let steps = try fields["steps"]?.int("steps") ?? 10
            guard duration >= 0 else {
                throw fields["duration"]!.error("duration must be 0 or more", hint: "write seconds, such as 0.3")
            }
            guard (1...10_000).contains(steps) else {
                throw fields["steps"]!.error(
                    "steps must be between 1 and 10000", hint: "steps are the moves of the drag; 10 is typical")
            }
            return .drag(
                from: try location(fields, "from"), to: try location(fields, "to"), duration: duration, steps: steps)
        case "touch":
            return .touches([try fingerUpdate(body, "touch", fingersDown: &fingersDown)])
        case "touches":
            let items = try body.sequence("touches")
            guard !items.isEmpty else {
                throw body.error(
                    "touches needs at least one finger",
                    hint: "write `touches: [{finger: 1, phase: began, at: [x, y]}, …]`")
            }
            var updates: [FingerUpdate] = []
            for item in items {
                let update = try fingerUpdate(item, "a finger of touches", fingersDown: &fingersDown)
                if updates.contains(where: { $0.finger == update.finger }) {
                    throw item.error(
                        "finger \(update.finger) appears twice in one event",
                        hint: "one event carries each finger once; use two steps for two updates")
                }
                updates.append(update)
            }
            return .touches(updates)
        case "wait":
            let seconds = try body.number("wait")
            guard seconds >= 0 else {
                throw body.error("wait must be 0 or more seconds", hint: "the virtual clock only moves forward")
            }
            return .wait(seconds)
        case "shake":
            let fields = try body.isNull ? nil : body.fields("shake", keys: stepKeys["shake"]!)
            return .shake(duration: try fields?["duration"]?.number("duration") ?? 0.1)
        case "key":
            let fields = try body.fields("key", keys: stepKeys["key"]!)
            let (type, key) = try keyCode(fields.required("code"))
            return .key(type, key, duration: try fields["duration"]?.number("duration") ?? 0.05)
        case "remote":
            return .remote(try body.choice("remote command", remoteCommands))
        case "sendAction":
            let fields = try body.fields("sendAction", keys: stepKeys["sendAction"]!)
            let to = try fields["to"].flatMap { $0.isNull ? nil : try $0.string("to") }
            let from = try fields["from"].flatMap { $0.isNull ? nil : try $0.string("from") }
            return .sendAction(Selector(try fields.required("action").string("action")), to: to, from: from)
        case "becomeFirstResponder":
            return .becomeFirstResponder(try body.string("becomeFirstResponder"))
        case "resignFirstResponder":
            return .resignFirstResponder(try body.string("resignFirstResponder"))
        case "endEditing":
            if !body.isMapping { return .endEditing(try body.string("endEditing"), force: false) }
            let fields = try body.fields("endEditing", keys: stepKeys["endEditing"]!)
            return .endEditing(
                try fields.required("view").string("view"), force: try fields["force"]?.bool("force") ?? false)
        case "beginIgnoringInteractionEvents", "endIgnoringInteractionEvents":
            let empty = try body.isNull || (body.isMapping && body.fields(name, keys: []).order.isEmpty)
            guard empty else {
                throw body.error("\(name) takes no value", hint: "write `- \(name): {}`")
            }
            return .ignoreInteractionEvents(name == "beginIgnoringInteractionEvents")
        case "present":
            let fields = try body.fields("present", keys: stepKeys["present"]!)
            return .present(
                from: try fields.required("from").string("from"), controller: try fields.required("controller"),
                animated: try fields["animated"]?.bool("animated") ?? false)
        case "dismiss":
            if !body.isMapping { return .dismiss(try body.string("dismiss"), animated: false) }
            let fields = try body.fields("dismiss", keys: stepKeys["dismiss"]!)
            return .dismiss(
                try fields.required("controller").string("controller"),
                animated: try fields["animated"]?.bool("animated") ?? false)
        case "push":
            let fields = try body.fields("push", keys: stepKeys["push"]!)
            return .push(
                on: try fields.required("on").string("on"), controller: try fields.required("controller"),
                animated: try fields["animated"]?.bool("animated") ?? true)
        case "pop", "popToRoot":
            if !body.isMapping { return .pop(try body.string(name), animated: true, toRoot: name == "popToRoot") }
            let fields = try body.fields(name, keys: stepKeys[name]!)
            return .pop(
                try fields.required("on").string("on"), animated: try fields["animated"]?.bool("animated") ?? true,
                toRoot: name == "popToRoot")
        case "selectTab":
            let fields = try body.fields("selectTab", keys: stepKeys["selectTab"]!)
            return .selectTab(try fields.required("on").string("on"), index: try fields.required("index").int("index"))
        case "set":
            let fields = try body.fields("set", keys: stepKeys["set"]!)
            let targets = fields.order.filter { $0 == "view" || $0 == "gesture" }
            guard targets.count == 1, let key = targets.first, let target = SetTarget(rawValue: key) else {
                throw (targets.count > 1 ? fields[targets[1]]! : body).error(
                    "set names one object, with `view:` or `gesture:`",
                    hint: "write `set: {view: overlay, alpha: 0.5}` or `set: {gesture: pan, enabled: false}`")
            }
            let allowed = target == .view ? SceneBuilder.settableKeys : GestureFactory.settableKeys
            for name in fields.order where name != key && !allowed.contains(name) {
                let value = fields.keyValue(name)
                throw value.error(
                    "'\(name)' cannot be set on a \(key)",
                    hint: suggestion(for: name, among: allowed).map { "did you mean '\($0)'?" }
                        ?? "a \(key) takes: \(allowed.joined(separator: ", "))")
            }
            guard fields.order.count > 1 else {
                throw body.error("set needs a property to change", hint: "add one, such as `hidden: true`")
            }
            return .set(target, try fields.required(key).string(key), fields)
        case "animate":
            let fields = try body.fields("animate", keys: stepKeys["animate"]!)
            let view = try fields.required("view").string("view")
            guard fields.order.contains(where: { SceneAnimation.animatableKeys.contains($0) }) else {
                throw body.error(
                    "animate needs a value to change",
                    hint: "add one of \(SceneAnimation.animatableKeys.joined(separator: ", ")), such as `alpha: 0`")
            }
            _ = try SceneAnimation.timing(fields, defaultDuration: nil)
            return .animate(view, fields)
        case "remove":
            return .remove(try body.string("remove"))
        case "release":
            return .release(try body.string("release"))
        case "add":
            let fields = try body.fields("add", keys: stepKeys["add"]!)
            let to = try fields.required("to").string("to")
            switch (fields["view"], fields["gesture"]) {
            case (let view?, nil): return .add(view, to: to)
            case (nil, let gesture?): return .addGesture(gesture, to: to)
            default:
                throw body.error(
                    "add takes a `view:` or a `gesture:`, one of them",
                    hint:
                        "write `add: {view: {id: v, frame: [0, 0, 10, 10]}, to: root}` or `add: {gesture: {id: g, type: tap}, to: v}`"
                )
            }
        default:  // expect
            return .expect(try Expectation.parse(body))
        }
    }

    private static func fingerUpdate(_ body: Value, _ what: String, fingersDown: inout Set<Int>) throws -> FingerUpdate
    {
        let fields = try body.fields(what, keys: fingerKeys)
        let finger = try fields.required("finger").int("finger")
        guard finger >= 0 else {
            throw fields["finger"]!.error(
                "finger must be 0 or more, not \(finger)",
                hint: "fingers are numbered 1, 2, … in the order they come down")
        }
        let phaseValue = try fields.required("phase")
        let phase = try phaseValue.choice(
            "touch phase",
            [
                "began": UITouch.Phase.began, "moved": .moved, "stationary": .stationary,
                "ended": .ended, "cancelled": .cancelled
            ])
        if phase == .began {
            guard fingersDown.insert(finger).inserted else {
                throw phaseValue.error(
                    "finger \(finger) is already down", hint: "end it (phase: ended) before it begins again")
            }
        } else {
            guard fingersDown.contains(finger) else {
                throw phaseValue.error("finger \(finger) never began", hint: "a finger's first phase is `began`")
            }
            if phase == .ended || phase == .cancelled { fingersDown.remove(finger) }
        }
        return FingerUpdate(finger: finger, phase: phase, location: try location(fields, "at"))
    }

    static let remoteCommands: KeyValuePairs<String, UIEvent.EventSubtype> = [
        "play": .remoteControlPlay, "pause": .remoteControlPause, "stop": .remoteControlStop,
        "togglePlayPause": .remoteControlTogglePlayPause, "nextTrack": .remoteControlNextTrack,
        "previousTrack": .remoteControlPreviousTrack
    ]

    static let buttons: KeyValuePairs<String, UIPress.PressType> = [
        "upArrow": .upArrow, "downArrow": .downArrow, "leftArrow": .leftArrow, "rightArrow": .rightArrow,
        "select": .select, "menu": .menu, "playPause": .playPause, "pageUp": .pageUp, "pageDown": .pageDown
    ]
    static let namedKeys: [String: (characters: String, usage: Int)] = [
        "return": ("\r", 0x28), "escape": ("\u{1b}", 0x29), "delete": ("\u{8}", 0x2A), "tab": ("\t", 0x2B),
        "space": (" ", 0x2C)
    ]

    /// A button by name (`select`, `menu`, the arrows …), or a keyboard key: one letter or digit,
    /// or `return`, `escape`, `delete`, `tab`, `space`.
    private static func keyCode(_ value: Value) throws -> (UIPress.PressType, UIKey?) {
        let code = try value.string("key code")
        if let button = buttons.first(where: { $0.key == code })?.value { return (button, nil) }
        var usage: Int?
        var characters = code
        if let named = namedKeys[code] {
            (characters, usage) = (named.characters, named.usage)
        } else if code.count == 1, let scalar = code.lowercased().unicodeScalars.first {
            switch scalar.value {
            case 0x61...0x7A: usage = 0x04 + Int(scalar.value - 0x61)  // a–z
            case 0x31...0x39: usage = 0x1E + Int(scalar.value - 0x31)  // 1–9
            case 0x30: usage = 0x27  // 0
            default: break
            }
        }
        guard let usage else {
            throw value.error(
                "unknown key code '\(code)'",
                hint:
                    "a button (\(buttons.map(\.key).joined(separator: ", "))), a letter or digit, or one of: \(namedKeys.keys.sorted().joined(separator: ", "))"
            )
        }
        let hid = UIKeyboardHIDUsage(rawValue: usage)
        return (.keyboard(hid), UIKey(characters: characters, keyCode: hid))
    }

    private static func location(_ fields: Fields, _ key: String) throws -> Location {
        let view = try fields["in"]?.string("in")
        // `row: [s, r]` or `item: [s, i]` in place of `at`, for the table or collection view `in`.
        if key == "at", let rowKey = ["row", "item"].first(where: { fields[$0] != nil }) {
            if fields["at"] != nil || (rowKey == "row" && fields["item"] != nil) {
                throw fields.keyValue(rowKey).error(
                    "give one of `at`, `row` and `item`", hint: "`row` and `item` name a place as `at` does")
            }
            return try rowLocation(fields.required(rowKey), rowKey, view: view)
        }
        let value = try fields.required(key)
        if value.isMapping {
            let place = try value.fields(key, keys: ["row", "item"])
            guard let rowKey = ["row", "item"].first(where: { place[$0] != nil }), place.order.count == 1 else {
                throw value.error(
                    "\(key) must be a point [x, y], {row: [section, row]} or {item: [section, item]}",
                    hint: "name one row or item of the table or collection view given by `in`")
            }
            return try rowLocation(place.required(rowKey), rowKey, view: view)
        }
        return Location(point: try value.point(key), view: view, value: value)
    }

    /// The centre of a row or item, `[section, row]`, of the list `view`.
    private static func rowLocation(_ value: Value, _ key: String, view: String?) throws -> Location {
        guard view != nil else {
            throw value.error(
                "a \(key) needs the \(key == "row" ? "table" : "collection view") it is in",
                hint: "add `in: <id of the \(key == "row" ? "UITableView" : "UICollectionView")>`")
        }
        return Location(
            point: .zero, view: view, value: value, indexPath: try SceneBuilder.indexPath(value, key),
            isItem: key == "item")
    }

    private static func location(_ value: Value, _ what: String) throws -> Location {
        Location(point: try value.point(what), view: nil, value: value)
    }
}
