import Foundation
import ResponderScene
import Yams

/// A change the page asks for, to one view of the scene, by id.
public enum SceneEdit: Equatable, Sendable {
    /// `hidden:`.
    case hidden(view: String, Bool)
    /// `alpha:`.
    case alpha(view: String, Double)
    /// `userInteractionEnabled:`.
    case userInteractionEnabled(view: String, Bool)
    /// `frame:` (x, y, width, height, in the superview's coordinates); `center:` goes, and
    /// `bounds:` keeps its origin and takes the new size.
    case frame(view: String, CGRect)
    /// A tap recognizer (`{id: …, type: tap}`) added to the view's `gestures:`.
    case addTap(view: String)

    /// The view the edit changes.
    public var view: String {
        switch self {
        case .hidden(let view, _), .alpha(let view, _), .userInteractionEnabled(let view, _), .frame(let view, _),
            .addTap(let view):
            view
        }
    }
}

/// Applies a ``SceneEdit`` to a scene file's text: the file is read as YAML, the mapping whose
/// `id` is the view's is changed, and the whole is written back as YAML (comments are not kept).
/// The result is a scene file for ``SceneLoader``, which checks it as it checks any file.
enum SceneEditor {
    /// `text` with `edit` applied; `taken` are the ids the scene already uses, so that a new
    /// recognizer gets a fresh one.
    static func apply(_ edit: SceneEdit, to text: String, file: String, taken: Set<String>) throws -> String {
        guard let root = try Yams.compose(yaml: text) else { throw PlaygroundError.noScene }
        var found = false
        let edited = try rewrite(root, edit: edit, taken: taken, found: &found)
        guard found else { throw PlaygroundError.unknownView(edit.view) }
        return try Yams.serialize(node: edited, width: -1, allowUnicode: true)
    }

    /// `node` with the mapping whose `id` is the edit's view changed; `found` says whether there
    /// was one.
    private static func rewrite(_ node: Node, edit: SceneEdit, taken: Set<String>, found: inout Bool) throws -> Node {
        switch node {
        case .mapping(var mapping):
            if mapping["id"]?.string == edit.view {
                found = true
                try change(&mapping, edit: edit, taken: taken)
                return .mapping(mapping)
            }
            var pairs: [(Node, Node)] = []
            for (key, value) in mapping {
                pairs.append((key, found ? value : try rewrite(value, edit: edit, taken: taken, found: &found)))
            }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            var items: [Node] = []
            for item in sequence {
                items.append(found ? item : try rewrite(item, edit: edit, taken: taken, found: &found))
            }
            return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
        case .scalar, .alias:
            return node
        }
    }

    private static func change(_ mapping: inout Node.Mapping, edit: SceneEdit, taken: Set<String>) throws {
        switch edit {
        case .hidden(_, let value):
            mapping["hidden"] = try yaml(value ? "true" : "false")
        case .alpha(_, let value):
            mapping["alpha"] = try yaml(number(value))
        case .userInteractionEnabled(_, let value):
            mapping["userInteractionEnabled"] = try yaml(value ? "true" : "false")
        case .frame(_, let rect):
            if mapping["transform"] != nil {
                throw PlaygroundError.unsupportedEdit(
                    "'\(edit.view)' has a transform, so it is placed by center and bounds: edit those in the file")
            }
            mapping["frame"] = try yaml(list([rect.minX, rect.minY, rect.width, rect.height]))
            mapping["center"] = nil
            if let bounds = mapping["bounds"]?.sequence, bounds.count == 4 {
                let origin = [bounds[0], bounds[1]].map { Double($0.string ?? "0") ?? 0 }
                mapping["bounds"] = try yaml(list([origin[0], origin[1], rect.width, rect.height]))
            }
        case .addTap:
            var number = 1
            while taken.contains("tap\(number)") { number += 1 }
            let tap = try yaml("{id: tap\(number), type: tap}")
            var gestures = mapping["gestures"]?.sequence.map(Array.init) ?? []
            gestures.append(tap)
            mapping["gestures"] = .sequence(Node.Sequence(gestures, .implicit, .block))
        }
    }

    /// A YAML value read from its text, so that it is typed as the scene reader types it.
    private static func yaml(_ text: String) throws -> Node {
        guard let node = try Yams.compose(yaml: text) else {
            throw PlaygroundError.unsupportedEdit("cannot write '\(text)' in the scene file")
        }
        return node
    }

    private static func list(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    private static func list(_ values: [CGFloat]) -> String { list(values.map { Double($0) }) }

    /// A number as short as it reads back exactly: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
