import Foundation
import MCP
import ResponderScene

/// A call's arguments, read by name and type. Every problem is a ``ToolFailure`` that names the
/// argument, says what it should be, and gives an example: an argument the tool does not take
/// (with a "did you mean"), one of the wrong type or out of range, one that is missing.
package struct ToolArguments {
    /// The tool called, for messages.
    package let tool: String
    private let values: [String: Value]

    /// The arguments `values` of a call of `tool`, which takes the arguments `accepted`.
    package init(tool: String, values: [String: Value]?, accepted: [String]) throws(ToolFailure) {
        self.tool = tool
        self.values = values ?? [:]
        for name in self.values.keys.sorted() where !accepted.contains(name) {
            throw .arguments(
                tool, "\(tool) takes no argument `\(name)`",
                hint: hint(for: name, among: accepted))
        }
    }

    /// Whether the call gave `name` (a JSON null counts as not given).
    package func has(_ name: String) -> Bool {
        values[name].map { !$0.isNull } ?? false
    }

    /// The string `name`, or nil when not given.
    package func string(_ name: String, example: String) throws(ToolFailure) -> String? {
        guard let value = given(name) else { return nil }
        guard case .string(let text) = value else { throw wrongType(name, value, "a string", example: example) }
        return text
    }

    /// The Boolean `name`, false when not given.
    package func flag(_ name: String, example: String) throws(ToolFailure) -> Bool {
        guard let value = given(name) else { return false }
        guard case .bool(let flag) = value else { throw wrongType(name, value, "true or false", example: example) }
        return flag
    }

    /// The integer `name`, at least `minimum`, or nil when not given. A number with a fraction is
    /// refused; `2.0` is 2.
    package func integer(_ name: String, minimum: Int, example: String) throws(ToolFailure) -> Int? {
        guard let value = given(name) else { return nil }
        let number: Int
        switch value {
        case .int(let integer): number = integer
        case .double(let double) where double == double.rounded() && abs(double) < 1e15: number = Int(double)
        default: throw wrongType(name, value, "an integer", example: example)
        }
        guard number >= minimum else {
            throw .arguments(
                tool, "`\(name)` is \(number); it takes an integer from \(minimum)", hint: "for example \(example)")
        }
        return number
    }

    /// The point `name`, `{"x": 100, "y": 120}` with finite numbers, or nil when not given.
    package func point(_ name: String) throws(ToolFailure) -> CGPoint? {
        guard let value = given(name) else { return nil }
        let example = "\"\(name)\": {\"x\": 100, \"y\": 120}"
        guard case .object(let fields) = value else { throw wrongType(name, value, "a point", example: example) }
        for key in fields.keys.sorted() where key != "x" && key != "y" {
            throw .arguments(
                tool, "`\(name)` has a key `\(key)`; a point has `x` and `y`", hint: "for example \(example)")
        }
        func coordinate(_ key: String) throws(ToolFailure) -> Double {
            guard let field = fields[key] else {
                throw .arguments(tool, "`\(name)` has no `\(key)`", hint: "for example \(example)")
            }
            switch field {
            case .int(let integer): return Double(integer)
            case .double(let double) where double.isFinite: return double
            default:
                throw .arguments(
                    tool, "`\(name).\(key)` is \(Self.describe(field)); it takes a finite number",
                    hint: "for example \(example)")
            }
        }
        return CGPoint(x: try coordinate("x"), y: try coordinate("y"))
    }

    /// The list of strings `name`, each one of `choices`, or nil when not given.
    package func choices(_ name: String, among choices: [String], example: String) throws(ToolFailure) -> [String]? {
        guard let value = given(name) else { return nil }
        guard case .array(let items) = value else {
            throw wrongType(name, value, "a list of strings", example: example)
        }
        var result: [String] = []
        for item in items {
            guard case .string(let text) = item else {
                throw wrongType(name, value, "a list of strings", example: example)
            }
            guard choices.contains(text) else {
                throw .arguments(
                    tool, "`\(name)` has '\(text)', not one of its names",
                    hint: hint(for: text, among: choices))
            }
            result.append(text)
        }
        return result
    }

    /// The raw value of `name`, or nil when not given.
    package func value(_ name: String) -> Value? { given(name) }

    /// A failure for `name`, which should be `kind`.
    package func wrongType(_ name: String, _ value: Value, _ kind: String, example: String) -> ToolFailure {
        .arguments(tool, "`\(name)` is \(Self.describe(value)); it takes \(kind)", hint: "for example \(example)")
    }

    private func given(_ name: String) -> Value? {
        guard let value = values[name], !value.isNull else { return nil }
        return value
    }

    /// What `value` is, for a message: `a string ("abc")`, `a number (3.5)`, `an object`.
    static func describe(_ value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "a boolean (\(flag))"
        case .int(let integer): "a number (\(integer))"
        case .double(let double): "a number (\(double))"
        case .string(let text): "a string (\"\(text.count > 40 ? text.prefix(39) + "…" : text)\")"
        case .data: "a data URL"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
