import Foundation
import ResponderKit

/// Gesture recognizers declared in a scene, with every documented property and relation.
@MainActor
enum GestureFactory {
    nonisolated static let keys = [
        "id", "type", "taps", "touches", "action", "enabled", "cancelsTouchesInView",
        "delaysTouchesBegan", "delaysTouchesEnded", "requireToFail", "simultaneousWith",
        "shouldRequireFailureOf", "shouldBeRequiredToFailBy",
        "shouldBegin", "shouldReceive", "minimumPressDuration", "allowableMovement",
        "minimumNumberOfTouches", "maximumNumberOfTouches", "direction", "edges"
    ]

    /// The keys a script's `set: {gesture: …}` may change: the recognizer's properties, its
    /// delegate's constant answers, and `requireToFail` (more `require(toFail:)` calls).
    nonisolated static let settableKeys = keys.filter {
        !["id", "type", "action", "simultaneousWith", "shouldRequireFailureOf", "shouldBeRequiredToFailBy"].contains(
            $0)
    }

    static let types: KeyValuePairs<String, () -> UIGestureRecognizer> = [
        "tap": { UITapGestureRecognizer() },
        "longPress": { UILongPressGestureRecognizer() },
        "pan": { UIPanGestureRecognizer() },
        "swipe": { UISwipeGestureRecognizer() },
        "pinch": { UIPinchGestureRecognizer() },
        "rotation": { UIRotationGestureRecognizer() },
        "screenEdgePan": { UIScreenEdgePanGestureRecognizer() },
        "observer": { SceneObservingRecognizer() }
    ]

    /// A recognizer whose links to other objects are resolved after every id is known.
    struct Pending {
        let recognizer: UIGestureRecognizer
        let fields: Fields
        let delegate: SceneGestureDelegate
    }

    static func make(_ value: Value, scene: Scene) throws -> Pending {
        let fields = try value.fields("a gesture", keys: keys)
        let recognizer = try fields.required("type").choice("gesture type", types)()
        let delegate = SceneGestureDelegate()
        delegate.type = try fields.required("type").string("type")
        for key in fields.order {
            let item = fields[key]!
            switch key {
            case "id", "type", "action", "requireToFail", "simultaneousWith", "shouldRequireFailureOf",
                "shouldBeRequiredToFailBy":
                continue
            default:
                try apply(
                    key, item, to: recognizer, delegate: delegate, type: try fields.required("type").string("type"))
            }
        }
        if let observer = recognizer as? SceneObservingRecognizer {
            observer.log = scene.log
            observer.application = scene.application
        }
        recognizer.delegate = delegate
        scene.retained.append(delegate)
        return Pending(recognizer: recognizer, fields: fields, delegate: delegate)
    }

    /// Sets the property `key` of a recognizer of `type` (its scene name) to `item`; links to
    /// other objects (`shouldReceive: {falseIn: …}`) wait for `link`.
    static func apply(
        _ key: String, _ item: Value, to recognizer: UIGestureRecognizer, delegate: SceneGestureDelegate?, type: String
    ) throws {
        if key == "shouldBegin" || key == "shouldReceive", delegate == nil {
            throw item.error(
                "'\(key)' is an answer of the recognizer's delegate, and this recognizer's delegate is its view's own",
                hint: "UIKit's scroll view is its pan's delegate; give a gesture of the scene's the answer instead")
        }
        switch (key, recognizer) {
        case ("enabled", _): recognizer.isEnabled = try item.bool(key)
        case ("cancelsTouchesInView", _): recognizer.cancelsTouchesInView = try item.bool(key)
        case ("delaysTouchesBegan", _): recognizer.delaysTouchesBegan = try item.bool(key)
        case ("delaysTouchesEnded", _): recognizer.delaysTouchesEnded = try item.bool(key)
        case ("shouldBegin", _): delegate?.shouldBegin = try item.bool(key)
        case ("shouldReceive", _):
            if item.isMapping {
                // Resolved by `link`: `{falseIn: [views]}`.
                _ = try item.fields("shouldReceive", keys: ["falseIn"]).required("falseIn")
            } else {
                delegate?.shouldReceive = try item.bool(key)
                delegate?.refusedIn = []
            }
        case ("taps", let tap as UITapGestureRecognizer): tap.numberOfTapsRequired = try positive(item, key)
        case ("taps", let press as UILongPressGestureRecognizer): press.numberOfTapsRequired = try item.int(key)
        case ("touches", let tap as UITapGestureRecognizer): tap.numberOfTouchesRequired = try positive(item, key)
        case ("touches", let press as UILongPressGestureRecognizer):
            press.numberOfTouchesRequired = try positive(item, key)
        case ("touches", let swipe as UISwipeGestureRecognizer):
            swipe.numberOfTouchesRequired = try positive(item, key)
        case ("minimumPressDuration", let press as UILongPressGestureRecognizer):
            press.minimumPressDuration = try item.number(key)
        case ("allowableMovement", let press as UILongPressGestureRecognizer):
            press.allowableMovement = CGFloat(try item.number(key))
        case ("allowableMovement", let tap as UITapGestureRecognizer):
            tap.allowableMovement = CGFloat(try item.number(key))
        case ("minimumNumberOfTouches", let pan as UIPanGestureRecognizer):
            pan.minimumNumberOfTouches = try positive(item, key)
        case ("maximumNumberOfTouches", let pan as UIPanGestureRecognizer):
            pan.maximumNumberOfTouches = try positive(item, key)
        case ("direction", let swipe as UISwipeGestureRecognizer):
            swipe.direction = try item.list(key).reduce(into: []) {
                $0.formUnion(
                    try $1.choice("swipe direction", ["right": .right, "left": .left, "up": .up, "down": .down]))
            }
        case ("edges", let edge as UIScreenEdgePanGestureRecognizer):
            edge.edges = try item.list(key).reduce(into: []) {
                $0.formUnion(
                    try $1.choice(
                        "edge", ["top": .top, "left": .left, "bottom": .bottom, "right": .right, "all": .all]))
            }
        default:
            throw item.error(
                "'\(key)' does not apply to \(type.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(type) gesture",
                hint: "each gesture type takes the properties of its UIKit class; remove '\(key)'")
        }
    }

    private static func positive(_ value: Value, _ key: String) throws -> Int {
        let number = try value.int(key)
        guard number >= 1 else {
            throw value.error("\(key) must be 1 or more", hint: "write a whole number such as 1 or 2")
        }
        return number
    }

    /// Resolves `action`, `requireToFail` and `simultaneousWith`.
    static func link(_ pending: Pending, scene: Scene) throws {
        let recognizer = pending.recognizer
        for item in try pending.fields["action"]?.list("action") ?? [] {
            let text = try item.string("action")
            // A selector has no dot; an id may have some (a captured `com.app.save`).
            guard let dot = text.lastIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex
            else {
                throw item.error(
                    "an action is written target.selector, not '\(text)'", hint: "for example `vc.viewTarget:`")
            }
            let target = try scene.lookup(String(text[..<dot]), at: item, as: UIResponder.self, what: "a responder")
            recognizer.addTarget(target, action: Selector(String(text[text.index(after: dot)...])))
        }
        if let list = pending.fields["requireToFail"] { try requireToFail(list, recognizer: recognizer, scene: scene) }
        for (key, toList) in [("shouldRequireFailureOf", true), ("shouldBeRequiredToFailBy", false)] {
            for item in try pending.fields[key]?.list(key) ?? [] {
                let other = try scene.lookup(
                    try item.string(key), at: item, as: UIGestureRecognizer.self, what: "a gesture")
                guard other !== recognizer else {
                    throw item.error(
                        "a gesture cannot require itself to fail",
                        hint: "name another gesture, such as the double tap a single tap waits for")
                }
                if toList {
                    pending.delegate.requiresFailureOf.append(SceneGestureDelegate.Weak(other))
                } else {
                    pending.delegate.requiredToFailBy.append(SceneGestureDelegate.Weak(other))
                }
            }
        }
        if let item = pending.fields["shouldReceive"] {
            try linkShouldReceive(item, delegate: pending.delegate, scene: scene)
        }
        for item in try pending.fields["simultaneousWith"]?.list("simultaneousWith") ?? [] {
            let other = try scene.lookup(
                try item.string("simultaneousWith"), at: item, as: UIGestureRecognizer.self, what: "a gesture")
            pending.delegate.simultaneous.append(SceneGestureDelegate.Weak(other))
        }
    }
}

extension GestureFactory {
    /// `shouldReceive: {falseIn: [views]}`: the delegate refuses touches whose view is one of
    /// these or inside one.
    static func linkShouldReceive(_ item: Value, delegate: SceneGestureDelegate, scene: Scene) throws {
        guard item.isMapping else { return }
        let views = try item.fields("shouldReceive", keys: ["falseIn"]).required("falseIn")
        delegate.shouldReceive = true
        delegate.refusedIn = try views.list("falseIn").map {
            SceneGestureDelegate.WeakView(
                try scene.lookup(try $0.string("falseIn"), at: $0, as: UIView.self, what: "a view"))
        }
    }

    /// `requireToFail: [ids]`: `recognizer.require(toFail:)` for each (GC4).
    static func requireToFail(_ list: Value, recognizer: UIGestureRecognizer, scene: Scene) throws {
        for item in try list.list("requireToFail") {
            let other = try scene.lookup(
                try item.string("requireToFail"), at: item, as: UIGestureRecognizer.self, what: "a gesture")
            // A recognizer waiting for its own failure would wait forever (GC4); the engine's
            // `require(toFail:)` stops on it as API misuse, so the scene says so where it is written.
            guard other !== recognizer else {
                throw item.error(
                    "a gesture cannot require itself to fail",
                    hint: "name another gesture, such as the double tap a single tap waits for")
            }
            recognizer.require(toFail: other)
        }
    }

    /// Sets `fields` (a `set: {gesture: …}` step) on `recognizer`: one a scene built, or one a
    /// scroll view or text field made for itself (whose delegate is not the scene's).
    static func set(_ fields: Fields, on recognizer: UIGestureRecognizer, scene: Scene) throws {
        let delegate = recognizer.delegate as? SceneGestureDelegate
        // A scroll view's own pan is a pan, as far as its properties go.
        let kind = delegate?.type ?? (recognizer is UIPanGestureRecognizer ? "pan" : "tap")
        for key in fields.order where key != "gesture" {
            if key == "requireToFail" {
                try requireToFail(fields[key]!, recognizer: recognizer, scene: scene)
                continue
            }
            try apply(key, fields[key]!, to: recognizer, delegate: delegate, type: kind)
            if key == "shouldReceive", let delegate {
                try linkShouldReceive(fields[key]!, delegate: delegate, scene: scene)
            }
        }
    }
}

/// The delegate of a scene's recognizer: the answers its `shouldBegin`, `shouldReceive` and
/// `simultaneousWith` declare.
@MainActor
final class SceneGestureDelegate: UIGestureRecognizerDelegate {
    struct Weak { weak var recognizer: UIGestureRecognizer?; init(_ r: UIGestureRecognizer) { recognizer = r } }
    struct WeakView { weak var view: UIView?; init(_ v: UIView) { view = v } }
    /// The recognizer's `type` in the scene (`tap`, `pan` …), for messages.
    var type = ""
    var shouldBegin = true
    var shouldReceive = true
    /// `shouldReceive: {falseIn: …}`: touches on these views, or inside them, are refused.
    var refusedIn: [WeakView] = []
    var simultaneous: [Weak] = []
    var requiresFailureOf: [Weak] = []
    var requiredToFailBy: [Weak] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard shouldReceive else { return false }
        guard let view = touch.view else { return true }
        return !refusedIn.contains { $0.view.map { view.isDescendant(of: $0) } ?? false }
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool {
        requiresFailureOf.contains { $0.recognizer === other }
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
    ) -> Bool {
        requiredToFailBy.contains { $0.recognizer === other }
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        shouldReceive
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
        simultaneous.contains { $0.recognizer === other }
    }
}

extension SceneGestureDelegate: BehaviourDeclaring {
    /// The answers the scene declared, in its words, for ResponderCapture; recognizers and views
    /// named by their ids.
    var declaredBehaviour: [String: String] {
        func names(_ objects: [AnyObject?]) -> String {
            "[" + objects.compactMap { $0 }.map { Value.flowScalar(TraceRecord.name(of: $0)) }.joined(separator: ", ")
                + "]"
        }
        var declared: [String: String] = [:]
        if !shouldBegin { declared["shouldBegin"] = "false" }
        if !shouldReceive {
            declared["shouldReceive"] = "false"
        } else if !refusedIn.isEmpty {
            declared["shouldReceive"] = "{falseIn: \(names(refusedIn.map(\.view)))}"
        }
        if !simultaneous.isEmpty { declared["simultaneousWith"] = names(simultaneous.map(\.recognizer)) }
        if !requiresFailureOf.isEmpty {
            declared["shouldRequireFailureOf"] = names(requiresFailureOf.map(\.recognizer))
        }
        if !requiredToFailBy.isEmpty {
            declared["shouldBeRequiredToFailBy"] = names(requiredToFailBy.map(\.recognizer))
        }
        return declared
    }
}

/// `type: observer`: a recognizer that watches touches and never recognizes, as apps write to log
/// or count touches. It logs each touch message it gets (`observed`), with locations in its view,
/// and fails once its last touch ended or was cancelled, so it never holds up another recognizer.
@MainActor
final class SceneObservingRecognizer: UIGestureRecognizer, BehaviourDeclaring {
    /// Its scene type, for ResponderCapture.
    var declaredBehaviour: [String: String] { ["type": "observer"] }
    var log: SceneLog?
    weak var application: UIApplication?
    private var down: Set<ObjectIdentifier> = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        note(.touchesBegan, touches)
        for touch in touches { down.insert(ObjectIdentifier(touch)) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { note(.touchesMoved, touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { lift(.touchesEnded, touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { lift(.touchesCancelled, touches) }
    override func reset() {
        super.reset()
        down.removeAll()
    }

    private func lift(_ message: ResponderMessage, _ touches: Set<UITouch>) {
        note(message, touches)
        for touch in touches { down.remove(ObjectIdentifier(touch)) }
        if down.isEmpty && state == .possible { state = .failed }
    }

    private func note(_ message: ResponderMessage, _ touches: Set<UITouch>) {
        let sorted = touches.sorted { $0.finger < $1.finger }
        let locations = sorted.map {
            LogEntry.TouchLocation(location: $0.location(in: view), previousLocation: $0.previousLocation(in: view))
        }
        let name = TraceRecord.name(of: self)
        let fingers = sorted.map(\.finger)
        log?.append(
            LogEntry(
                time: application?.clock.now ?? 0,
                event: .observed(message, recognizer: name, touches: fingers, locations: locations),
                text: "\(name) observes \(message) [\(fingers.map(String.init).joined(separator: ","))] "
                    + LogEntry.locationText(locations)))
    }
}
