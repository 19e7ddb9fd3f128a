import Foundation
import ResponderKit

/// Gesture recognizers declared in a scene, with every documented property and relation.
@MainActor
enum GestureFactory {
    static let keys = [
        "id", "type", "taps", "touches", "action", "enabled", "cancelsTouchesInView",
        "delaysTouchesBegan", "delaysTouchesEnded", "requireToFail", "simultaneousWith",
        "shouldBegin", "shouldReceive", "minimumPressDuration", "allowableMovement",
        "minimumNumberOfTouches", "maximumNumberOfTouches", "direction", "edges"
    ]

    static let types: KeyValuePairs<String, () -> UIGestureRecognizer> = [
        "tap": { UITapGestureRecognizer() },
        "longPress": { UILongPressGestureRecognizer() },
        "pan": { UIPanGestureRecognizer() },
        "swipe": { UISwipeGestureRecognizer() },
        "pinch": { UIPinchGestureRecognizer() },
        "rotation": { UIRotationGestureRecognizer() },
        "screenEdgePan": { UIScreenEdgePanGestureRecognizer() }
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
        for key in fields.order {
            let item = fields[key]!
            switch (key, recognizer) {
            case ("id", _), ("type", _), ("action", _), ("requireToFail", _), ("simultaneousWith", _):
                continue
            case ("enabled", _): recognizer.isEnabled = try item.bool(key)
            case ("cancelsTouchesInView", _): recognizer.cancelsTouchesInView = try item.bool(key)
            case ("delaysTouchesBegan", _): recognizer.delaysTouchesBegan = try item.bool(key)
            case ("delaysTouchesEnded", _): recognizer.delaysTouchesEnded = try item.bool(key)
            case ("shouldBegin", _): delegate.shouldBegin = try item.bool(key)
            case ("shouldReceive", _): delegate.shouldReceive = try item.bool(key)
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
                    "'\(key)' does not apply to a \(try fields.required("type").string("type")) gesture",
                    hint: "each gesture type takes the properties of its UIKit class; remove '\(key)'")
            }
        }
        recognizer.delegate = delegate
        scene.retained.append(delegate)
        return Pending(recognizer: recognizer, fields: fields, delegate: delegate)
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
            guard let dot = text.firstIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex
            else {
                throw item.error(
                    "an action is written target.selector, not '\(text)'", hint: "for example `vc.viewTarget:`")
            }
            let target = try scene.lookup(String(text[..<dot]), at: item, as: UIResponder.self, what: "a responder")
            recognizer.addTarget(target, action: Selector(String(text[text.index(after: dot)...])))
        }
        for item in try pending.fields["requireToFail"]?.list("requireToFail") ?? [] {
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
        for item in try pending.fields["simultaneousWith"]?.list("simultaneousWith") ?? [] {
            let other = try scene.lookup(
                try item.string("simultaneousWith"), at: item, as: UIGestureRecognizer.self, what: "a gesture")
            pending.delegate.simultaneous.append(SceneGestureDelegate.Weak(other))
        }
    }
}

/// The delegate of a scene's recognizer: the answers its `shouldBegin`, `shouldReceive` and
/// `simultaneousWith` declare.
@MainActor
final class SceneGestureDelegate: UIGestureRecognizerDelegate {
    struct Weak { weak var recognizer: UIGestureRecognizer?; init(_ r: UIGestureRecognizer) { recognizer = r } }
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous: [Weak] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive
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
