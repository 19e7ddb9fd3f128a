import Foundation
import ResponderKit

extension Script.Kind {
    /// The step as written, on one line, for the text log's step header and the JSON log's step
    /// records (`does`).
    var text: String {
        switch self {
        case let .tap(location, count):
            return "tap \(location.text)" + (count == 1 ? "" : " count \(count)")
        case let .drag(from, to, duration, steps):
            return "drag \(from.text) -> \(to.text) in \(number(duration)) s, \(steps) moves"
        case let .touches(updates):
            let fingers = updates.map { "finger \($0.finger) \($0.phase) \($0.location.text)" }
            return (updates.count == 1 ? "touch " : "touches ") + fingers.joined(separator: ", ")
        case let .wait(seconds):
            return "wait \(number(seconds)) s"
        case let .shake(duration):
            return "shake for \(number(duration)) s"
        case let .key(type, key, duration):
            return "key \(key.map { "'\($0.characters)'" } ?? "\(type)") for \(number(duration)) s"
        case let .remote(subtype):
            return "remote \(Script.remoteCommands.first { $0.value == subtype }?.key ?? "\(subtype)")"
        case let .sendAction(action, to, from):
            return "sendAction \(action) to \(to ?? "nil") from \(from ?? "nil")"
        case let .becomeFirstResponder(id):
            return "\(id).becomeFirstResponder()"
        case let .resignFirstResponder(id):
            return "\(id).resignFirstResponder()"
        case let .endEditing(id, force):
            return "\(id).endEditing(\(force))"
        case let .ignoreInteractionEvents(begin):
            return begin ? "beginIgnoringInteractionEvents()" : "endIgnoringInteractionEvents()"
        case let .present(from, controller, animated):
            let id = (try? controller.fields("a view controller", keys: SceneBuilder.controllerKeys))?["id"]
            return "\(from).present(\(id?.compactText ?? "?")\(animated ? ", animated: true" : ""))"
        case let .dismiss(id, animated):
            return "\(id).dismiss(\(animated ? "animated: true" : ""))"
        case let .push(on, controller, animated):
            let id =
                controller.isMapping
                ? (try? controller.fields("a view controller", keys: SceneBuilder.controllerKeys))?["id"]?.compactText
                : controller.compactText
            return "\(on).pushViewController(\(id ?? "?"), animated: \(animated))"
        case let .pop(on, animated, toRoot):
            return "\(on).\(toRoot ? "popToRootViewController" : "popViewController")(animated: \(animated))"
        case let .selectTab(on, index):
            return "\(on).selectedIndex = \(index)"
        case let .set(target, id, fields):
            let changes = fields.order.filter { $0 != target.rawValue }.map {
                "\(id).\($0) = \(fields[$0]!.compactText)"
            }
            return "set " + changes.joined(separator: ", ")
        case let .animate(id, fields):
            let changes = fields.order.filter { $0 != "view" }.map { "\($0) \(fields[$0]!.compactText)" }
            return "animate \(id): " + changes.joined(separator: ", ")
        case let .remove(id):
            return "remove \(id)"
        case let .release(id):
            return "release \(id)"
        case let .add(view, to):
            let id = (try? view.fields("a view", keys: SceneBuilder.viewKeys))?["id"]
            return "add view \(id?.compactText ?? "?") to \(to)"
        case let .addGesture(gesture, to):
            let id = (try? gesture.fields("a gesture", keys: GestureFactory.keys))?["id"]
            return "add gesture \(id?.compactText ?? "?") to \(to)"
        case let .expect(expectation):
            return "expect \(expectation.text)"
        }
    }

    /// Whether the step feeds the application input.
    var isInput: Bool {
        switch self {
        case .tap, .drag, .touches, .shake, .key, .remote, .sendAction: true
        default: false
        }
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension Script.Location {
    /// `(100, 20)`, or `(10, 10) in button`.
    var text: String {
        func n(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
        }
        if let indexPath {
            return "\(isItem ? "item" : "row") [\(indexPath.section), \(indexPath.item)]"
                + (view.map { " of \($0)" } ?? "")
        }
        return "(\(n(point.x)), \(n(point.y)))" + (view.map { " in \($0)" } ?? "")
    }
}
