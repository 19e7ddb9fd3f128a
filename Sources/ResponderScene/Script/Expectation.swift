import Foundation
import ResponderKit

/// An `expect:` step: what must hold when the script reaches it, so that a scene is its own test.
///
/// `{view: field, isFirstResponder: true}` reads properties of the object with that id (the
/// target is named by `view`, `window`, `controller` or `gesture`); `answer:` is who answered the
/// step before; `logged:` and `notLogged:` are text that one of that step's log lines contains,
/// or none does; `isIgnoringInteractionEvents:` is the application's.
struct Expectation {
    /// The keys that name the object whose properties are read. When several are present, the
    /// first in this order is the target and the others are properties (`{gesture: g, view: v}`
    /// reads the recognizer's view).
    nonisolated static let targetKeys = ["gesture", "controller", "view", "window"]
    /// Checks about the step before, and the application's state.
    nonisolated static let stepChecks = ["answer", "logged", "notLogged", "isIgnoringInteractionEvents"]
    /// Every key an `expect:` mapping may have.
    nonisolated static let keys =
        targetKeys + stepChecks + ObjectProperty.names.filter { !targetKeys.contains($0) }

    /// The object, by target key and id.
    let target: (key: String, id: String, value: Value)?
    /// The properties to read, with their expected values, in file order.
    let properties: [(name: String, key: Value, expected: Value)]
    /// `answer`, `logged`, `notLogged`, `isIgnoringInteractionEvents`, as written.
    let checks: [(name: String, expected: Value)]

    static func parse(_ body: Value) throws -> Expectation {
        let fields = try body.fields("expect", keys: keys)
        let targetKey = targetKeys.first { fields[$0] != nil }
        var target: (key: String, id: String, value: Value)?
        if let targetKey {
            let value = fields[targetKey]!
            target = (targetKey, try value.string(targetKey), value)
        }
        var properties: [(name: String, key: Value, expected: Value)] = []
        var checks: [(name: String, expected: Value)] = []
        for name in fields.order where name != targetKey {
            if stepChecks.contains(name) {
                let value = fields[name]!
                // The values' types are checked now, so that bad input stops the run before it starts.
                switch name {
                case "answer": if !value.isNull { _ = try value.list("answer").map { try $0.string("answer") } }
                case "isIgnoringInteractionEvents": _ = try value.bool(name)
                default: _ = try value.string(name)
                }
                checks.append((name, value))
            } else {
                guard target != nil else {
                    throw fields.keyValue(name).error(
                        "'\(name)' is a property, and this expect names no object",
                        hint: "add the object, such as `view: field`, or use answer/logged/notLogged")
                }
                // A state is checked now, like the checks' values: a misspelt one is bad input, not a
                // failed check.
                if name == "state" {
                    let value = fields[name]!
                    let state = try value.string(name)
                    guard ObjectProperty.stateNames.contains(state) else {
                        throw value.error(
                            "unknown state '\(state)'", hint: hint(for: state, among: ObjectProperty.stateNames))
                    }
                }
                properties.append((name, fields.keyValue(name), fields[name]!))
            }
        }
        if target != nil && properties.isEmpty {
            throw body.error(
                "expect names '\(target!.id)' but no property to check",
                hint: "add one, such as `isFirstResponder: true` or `hidden: false`")
        }
        guard !properties.isEmpty || !checks.isEmpty else {
            throw body.error(
                "expect needs something to check",
                hint: "write `expect: {view: field, isFirstResponder: true}` or `expect: {answer: row1}`")
        }
        return Expectation(target: target, properties: properties, checks: checks)
    }

    /// `field.isFirstResponder == true, answer == row1`.
    var text: String {
        var parts = properties.map { "\(target!.id).\($0.name) == \($0.expected.compactText)" }
        parts += checks.map {
            $0.name == "logged" || $0.name == "notLogged"
                ? "\($0.name) \"\($0.expected.compactText)\"" : "\($0.name) == \($0.expected.compactText)"
        }
        return parts.joined(separator: ", ")
    }
}

/// A check of an `expect:` step that did not hold (the script is good, the scene does not do
/// what it says); any other error of a check is bad input.
struct Mismatch: Error {
    let error: SceneError
    /// The value the check wanted and the one it found, as the message writes them.
    let expected: String
    let actual: String

    static func at(_ value: Value, expected: String, actual: String, _ message: String, hint: String) -> Mismatch {
        Mismatch(error: value.error(message, hint: hint), expected: expected, actual: actual)
    }
}

/// An `expect:` step that did not hold: where it is written, what was expected and what is.
public struct ExpectationFailure: Error, CustomStringConvertible {
    /// The failed check, located at its value in the script.
    public let error: SceneError
    /// Every step run up to and including the failed `expect:`.
    public let results: [ScriptRunner.StepResult]

    /// The failure as `file:line:column: error: expected … but …` and a hint.
    public var description: String { error.description }
}

extension Expectation {
    /// Checks the expectation after `previous` (the last step that was not an `expect`), and
    /// throws a ``Mismatch`` naming expected and actual values when it does not hold; bad input
    /// (an unknown id, a property the object lacks, a value of the wrong type) throws a
    /// `SceneError`.
    @MainActor
    func check(in scene: Scene, previous: ScriptRunner.StepResult?) throws {
        if let target {
            let object = try scene.lookup(target.id, at: target.value, as: AnyObject.self, what: "an object")
            try checkKind(of: object, target: target)
            for (name, key, expected) in properties {
                guard let property = ObjectProperty.named(name), let actual = property.read(object, scene) else {
                    let applicable = ObjectProperty.all.filter { $0.read(object, scene) != nil }.map(\.name)
                    throw key.error(
                        "'\(target.id)' (\(String(describing: type(of: object)))) has no property '\(name)'",
                        hint: "its properties: \(applicable.joined(separator: ", "))")
                }
                try checkObjectID(expected, of: name, actual: actual, in: scene)
                guard try actual.matches(expected, property: name) else {
                    throw Mismatch.at(
                        expected, expected: expected.compactText, actual: actual.text,
                        "expected \(target.id).\(name) to be \(expected.compactText), but it is \(actual.text)",
                        hint: "the log above shows what happened up to this step")
                }
            }
        }
        for (name, expected) in checks {
            try check(name, expected, scene: scene, previous: previous)
        }
    }

    /// For a property whose value is a scene object (`superview`, `window`, `firstResponder`,
    /// `presentedViewController` …): the expected id must name an object of that kind, or the
    /// check is bad input, located at the id with a did-you-mean among objects of that kind. A
    /// nameless object is written as the log names it, which is then the value read.
    @MainActor
    private func checkObjectID(
        _ expected: Value, of property: String, actual: ObjectProperty.Reading, in scene: Scene
    ) throws {
        guard case .object(let actualID) = actual, !expected.isNull else { return }
        let id = try expected.string(property)
        guard id != actualID else { return }
        switch property {
        case "window": _ = try scene.lookup(id, at: expected, as: UIWindow.self, what: "a window")
        case "presentedViewController", "presentingViewController", "topViewController", "selectedViewController":
            _ = try scene.lookup(id, at: expected, as: UIViewController.self, what: "a view controller")
        case "firstResponder": _ = try scene.lookup(id, at: expected, as: UIResponder.self, what: "a responder")
        default: _ = try scene.lookup(id, at: expected, as: UIView.self, what: "a view")
        }
    }

    /// Each name an `answer:` lists must be one a step's answer can hold (``Scene/answerableNames()``),
    /// or the check is bad input, located at the name.
    @MainActor
    private func checkAnswerNames(_ items: [Value], in scene: Scene) throws {
        var names: Set<String>?
        for item in items {
            let name = try item.string("answer")
            if ["nobody", "nothing", "(nothing)", "none", "nil"].contains(name), scene.object(named: name) == nil {
                throw item.error(
                    "'\(name)' is not a name of the scene", hint: "write `answer: null` for a step that nobody answered"
                )
            }
            if names == nil { names = scene.answerableNames() }
            guard !names!.contains(name) else { continue }
            if let object = scene.object(named: name) {
                if object is UIGestureRecognizer {
                    throw item.error(
                        "a step's answer names '\(name)' as the log does",
                        hint: "write `answer: \(scene.logName(of: object))`")
                }
                throw item.error(
                    "'\(name)' cannot answer a step: it is not a responder or a gesture",
                    hint: "an answer names views, controllers and other responders, and gestures")
            }
            if let line = scene.released[name] {
                throw item.error(
                    "'\(name)' was released at line \(line) and is gone",
                    hint: "an answer names what is in the scene when the step runs")
            }
            throw item.error(
                "unknown id '\(name)'", hint: hint(for: name, among: names!.sorted()))
        }
    }

    @MainActor
    private func checkKind(of object: AnyObject, target: (key: String, id: String, value: Value)) throws {
        let fits: Bool
        switch target.key {
        case "gesture": fits = object is UIGestureRecognizer
        case "controller": fits = object is UIViewController
        case "window": fits = object is UIWindow
        default: fits = object is UIView
        }
        guard fits else {
            let actual =
                object is UIGestureRecognizer
                ? "gesture"
                : object is UIViewController
                    ? "controller"
                    : object is UIWindow ? "window" : object is UIView ? "view" : "responder"
            throw target.value.error(
                "'\(target.id)' is not a \(target.key)", hint: "name it with `\(actual): \(target.id)`")
        }
    }

    @MainActor
    private func check(_ name: String, _ expected: Value, scene: Scene, previous: ScriptRunner.StepResult?) throws {
        if name == "isIgnoringInteractionEvents" {
            let actual = scene.application.isIgnoringInteractionEvents
            guard try expected.bool(name) == actual else {
                throw Mismatch.at(
                    expected, expected: expected.compactText, actual: "\(actual)",
                    "expected isIgnoringInteractionEvents to be \(expected.compactText), but it is \(actual)",
                    hint: "beginIgnoringInteractionEvents and endIgnoringInteractionEvents nest like a counter")
            }
            return
        }
        guard let previous else {
            throw expected.error(
                "\(name) checks the step before, and there is none", hint: "put this expect after a step such as a tap")
        }
        switch name {
        case "answer":
            let items = expected.isNull ? [] : try expected.list("answer")
            try checkAnswerNames(items, in: scene)
            let wanted = try items.map { try $0.string("answer") }
            guard wanted == previous.answerNames else {
                let actual = previous.answerNames.isEmpty ? "nobody" : previous.answerNames.joined(separator: ", ")
                throw Mismatch.at(
                    expected, expected: wanted.isEmpty ? "nobody" : wanted.joined(separator: ", "), actual: actual,
                    "expected step \(previous.number) to be answered by \(wanted.isEmpty ? "nobody" : wanted.joined(separator: ", ")), but it was answered by \(actual)",
                    hint:
                        "the answer is the view whose recognizer or control sent a performed action, else who handled the touches"
                )
            }
        default:  // logged, notLogged
            let text = try expected.string(name)
            let found = previous.entries.first { $0.text.contains(text) }
            if name == "logged", found == nil {
                throw Mismatch.at(
                    expected, expected: "a line containing '\(text)'", actual: "none",
                    "expected a line of step \(previous.number) to contain '\(text)', but none does",
                    hint: previous.entries.isEmpty
                        ? "the step logged nothing"
                        : "its lines: " + previous.entries.prefix(6).map(\.text).joined(separator: " | ")
                            + (previous.entries.count > 6 ? " | …" : ""))
            }
            if name == "notLogged", let found {
                throw Mismatch.at(
                    expected, expected: "no line containing '\(text)'", actual: found.text,
                    "expected no line of step \(previous.number) to contain '\(text)', but one does: \(found.text)",
                    hint: "the log above shows the whole step")
            }
        }
    }
}
