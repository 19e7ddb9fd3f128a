import Foundation
import Yams

/// A node of a scene file with its location, and typed readers that fail with located errors.
struct Value {
    let node: Node
    let file: String
    /// Where a file that says it is a capture (`captured:`) keeps the unknown keys it skips: such a
    /// file may come from a newer ResponderCapture, so its unknown keys are warnings, not errors.
    /// Nil for any other file.
    var unknownKeys: UnknownKeys? = nil

    init(node: Node, file: String, unknownKeys: UnknownKeys? = nil) {
        self.node = node
        self.file = file
        self.unknownKeys = unknownKeys
    }

    var line: Int { node.mark?.line ?? 1 }
    var column: Int { node.mark?.column ?? 1 }

    func error(_ message: String, hint: String? = nil) -> SceneError {
        SceneError(file: file, line: line, column: column, message: message, hint: hint)
    }

    /// Parses `text` into its root value.
    static func parse(_ text: String, file: String) throws -> Value {
        if let position = aliasKeyPosition(in: text) {
            throw SceneError(
                file: file, line: position.line, column: position.column,
                message: "an alias (*name) stands as a mapping key here; scene files take aliases as values only",
                hint: "write the key out, or use the alias as a value (frame: *box)")
        }
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw SceneError(
                    file: file, line: 1, column: 1, message: "the file is empty",
                    hint:
                        "a scene needs at least `windows:`; a dump is what `po [[UIWindow keyWindow] recursiveDescription]` prints, saved as text"
                )
            }
            return Value(node: node, file: file)
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw Value.locate(error, file: file)
        }
    }

    /// How deep the YAML reader (libyaml) lets mappings and lists nest; deeper files are refused
    /// before anything recursive sees them.
    static let maximumNesting = 1000

    /// The line and column (counted in Unicode scalars), from 1, of the byte at `offset`.
    private static func position(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for scalar in String(decoding: text.utf8.prefix(offset), as: UTF8.self).unicodeScalars {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    private static func locate(_ error: YamlError, file: String) -> SceneError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            if problem.hasPrefix("Maximum nesting level") {
                return SceneError(
                    file: file, line: mark.line, column: mark.column,
                    message: "the file nests more than \(maximumNesting) levels deep here",
                    hint:
                        "a scene holds views at most about \(maximumNesting / 2) levels deep (each is a mapping in a `subviews` list); keep the subtree that matters"
                )
            }
            return SceneError(
                file: file, line: mark.line, column: mark.column, message: "malformed YAML: \(problem)",
                hint: "check the indentation and the brackets around this point")
        case let .duplicatedKeysInMapping(duplicates, context):
            return SceneError(
                file: file, line: context.mark.line, column: context.mark.column,
                message: "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", "))",
                hint: "each key may appear once in a mapping")
        case let .reader(problem, offset, value, yaml):
            let (line, column) = position(ofByte: offset ?? 0, in: yaml)
            let character = value >= 0 ? String(format: " (U+%04X)", value) : ""
            return SceneError(
                file: file, line: line, column: column, message: "unreadable file: \(problem)\(character)",
                hint: "scene files are UTF-8 text; write control characters as \\u escapes in double quotes")
        default:
            return SceneError(
                file: file, line: 1, column: 1, message: "malformed YAML: \(error)",
                hint: "scene files are YAML or JSON")
        }
    }

    // MARK: Shapes

    /// A mapping whose keys must be among `keys`.
    func fields(_ what: String, keys: [String]) throws -> Fields {
        guard case let .mapping(mapping) = node else {
            throw error(
                "\(what) must be a mapping of keys to values", hint: "write `key: value` lines, or `{key: value}`")
        }
        var values: [String: Value] = [:]
        var keyNodes: [String: Value] = [:]
        var order: [String] = []
        for (keyNode, valueNode) in mapping {
            let key = Value(node: keyNode, file: file)
            guard case let .scalar(scalar) = keyNode else {
                throw key.error("a key of \(what) must be a name", hint: "write `name: value`")
            }
            if !keys.contains(scalar.string), let unknownKeys {
                unknownKeys.skipped.append(
                    (
                        key,
                        "unknown key '\(scalar.string)' in \(what) skipped (\(hint(for: scalar.string, among: keys)))"
                    ))
                continue
            }
            guard keys.contains(scalar.string) else {
                throw key.error(
                    "unknown key '\(scalar.string)' in \(what)", hint: hint(for: scalar.string, among: keys))
            }
            values[scalar.string] = Value(node: valueNode, file: file, unknownKeys: unknownKeys)
            keyNodes[scalar.string] = key
            order.append(scalar.string)
        }
        return Fields(owner: self, what: what, values: values, keyNodes: keyNodes, order: order)
    }

    /// A mapping whose keys are data rather than names from a list (`targetForAction`'s
    /// selectors), in file order, each key with its node for messages.
    func pairs(_ what: String) throws -> [(name: String, key: Value, value: Value)] {
        guard case let .mapping(mapping) = node else {
            throw error(
                "\(what) must be a mapping of keys to values", hint: "write `key: value` lines, or `{key: value}`")
        }
        return try mapping.map { keyNode, valueNode in
            let key = Value(node: keyNode, file: file)
            guard case let .scalar(scalar) = keyNode else {
                throw key.error("a key of \(what) must be a name", hint: "write `name: value`")
            }
            return (scalar.string, key, Value(node: valueNode, file: file, unknownKeys: unknownKeys))
        }
    }

    func sequence(_ what: String) throws -> [Value] {
        guard case let .sequence(sequence) = node else {
            throw error("\(what) must be a list", hint: "write `- item` lines, or `[a, b]`")
        }
        return sequence.map { Value(node: $0, file: file, unknownKeys: unknownKeys) }
    }

    var isNull: Bool {
        guard case let .scalar(scalar) = node else { return false }
        return ["nil", "null", "~", ""].contains(scalar.string) && scalar.style == .plain
    }

    var isMapping: Bool { if case .mapping = node { true } else { false } }
    var isSequence: Bool { if case .sequence = node { true } else { false } }

    // MARK: Scalars

    func string(_ what: String) throws -> String {
        guard case let .scalar(scalar) = node else {
            throw error("\(what) must be a single value, not a list or mapping", hint: "write `\(what): value`")
        }
        return scalar.string
    }

    func number(_ what: String) throws -> Double {
        let text = try string(what)
        // YAML's spellings of the non-finite numbers.
        if [".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "-.inf", "-.Inf", "-.INF", "+.inf"].contains(text) {
            throw error(
                "\(what) must be a finite number, not '\(text)'",
                hint: "a geometry or time value must be an ordinary number")
        }
        guard let value = Double(text.trimmedWhitespace) else {
            throw error("\(what) must be a number, not '\(text)'", hint: "write digits, such as 12 or 0.5")
        }
        guard value.isFinite else {
            throw error("\(what) must be a finite number, not '\(text)'", hint: "numbers beyond ±1.8e308 are infinite")
        }
        return value
    }

    func int(_ what: String) throws -> Int {
        let value = try number(what)
        guard value == value.rounded(), abs(value) < 1e9 else {
            throw error(
                "\(what) must be a whole number below a billion", hint: "write digits without a fraction, such as 2")
        }
        return Int(value)
    }

    func bool(_ what: String) throws -> Bool {
        switch try string(what).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        case let other: throw error("\(what) must be true or false, not '\(other)'", hint: "write true or false")
        }
    }

    /// One of `choices`, by name.
    func choice<T>(_ what: String, _ choices: KeyValuePairs<String, T>) throws -> T {
        let text = try string(what)
        if let match = choices.first(where: { $0.key == text }) { return match.value }
        throw error("unknown \(what) '\(text)'", hint: hint(for: text, among: choices.map(\.key)))
    }

    /// `[a, b, …]` with exactly `count` numbers.
    func numbers(_ what: String, count: Int, shape: String) throws -> [Double] {
        guard isSequence else { throw error("\(what) must be a list of \(count) numbers", hint: "write \(shape)") }
        let items = try sequence(what)
        guard items.count == count else {
            throw error("\(what) must have \(count) numbers, not \(items.count)", hint: "write \(shape)")
        }
        return try items.map { try $0.number(what) }
    }

    func point(_ what: String) throws -> CGPoint {
        let n = try numbers(what, count: 2, shape: "[x, y]")
        return CGPoint(x: n[0], y: n[1])
    }

    func size(_ what: String) throws -> CGSize {
        let n = try numbers(what, count: 2, shape: "[width, height]")
        guard n[0] >= 0, n[1] >= 0 else {
            throw error("\(what) has a negative size", hint: "widths and heights are 0 or more")
        }
        return CGSize(width: n[0], height: n[1])
    }

    func rect(_ what: String) throws -> CGRect {
        let n = try numbers(what, count: 4, shape: "[x, y, width, height]")
        guard n[2] >= 0, n[3] >= 0 else {
            throw error("\(what) has a negative size", hint: "widths and heights are 0 or more")
        }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// A single item or a list of them.
    func list(_ what: String) throws -> [Value] {
        isSequence ? try sequence(what) : [self]
    }
}

/// The unknown keys a capture file's reader skipped, each at its key.
final class UnknownKeys {
    var skipped: [(key: Value, message: String)] = []
}

/// The fields of a mapping, read by key.
struct Fields {
    let owner: Value
    let what: String
    let values: [String: Value]
    /// The key nodes, for errors about a key rather than its value.
    let keyNodes: [String: Value]
    let order: [String]

    subscript(key: String) -> Value? { values[key] }

    /// The node of `key` itself (where the key is written), else the mapping's.
    func keyValue(_ key: String) -> Value { keyNodes[key] ?? owner }

    func required(_ key: String) throws -> Value {
        guard let value = values[key] else {
            throw owner.error("\(what) needs '\(key)'", hint: "add `\(key): …`")
        }
        return value
    }
}

extension Value {
    /// The value on one line, as a flow-style YAML reader would read it back: `0.005`,
    /// `[10, 20]`, `{rotate: 30}`.
    var compactText: String {
        switch node {
        case .scalar(let scalar): return scalar.string
        case .sequence(let sequence):
            return "[" + sequence.map { Value(node: $0, file: file).compactText }.joined(separator: ", ") + "]"
        case .mapping(let mapping):
            return "{"
                + mapping.map {
                    "\(Value(node: $0.key, file: file).compactText): \(Value(node: $0.value, file: file).compactText)"
                }
                .joined(separator: ", ") + "}"
        case .alias(let alias): return "*\(alias.anchor)"
        }
    }

    /// The value on one line as YAML that reads back as the same value, for
    /// ``ResponderOverrides/declaredBehaviour``: ``compactText`` with every scalar that is not a
    /// plain name or number double-quoted (`{"copy:": vc}`).
    var flowText: String {
        switch node {
        case .scalar(let scalar): return Value.flowScalar(scalar.string)
        case .sequence(let sequence):
            return "[" + sequence.map { Value(node: $0, file: file).flowText }.joined(separator: ", ") + "]"
        case .mapping(let mapping):
            return "{"
                + mapping.map {
                    "\(Value(node: $0.key, file: file).flowText): \(Value(node: $0.value, file: file).flowText)"
                }
                .joined(separator: ", ") + "}"
        case .alias(let alias): return "*\(alias.anchor)"
        }
    }

    /// `text` as a YAML scalar: as it is when it is a plain name or number, else double-quoted.
    static func flowScalar(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "_.".unicodeScalars.contains($0)
            }
        return plain ? text : LogRenderer.json(string: text)
    }
}
