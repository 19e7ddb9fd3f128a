import Foundation
import Testing

/// A JSON value, read strictly: `true` is a boolean, never the number 1.
indirect enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }
}

/// The part of JSON Schema (draft 2020-12) that `Documentation/event-log.schema.json` uses:
/// `type`, `const`, `enum`, `properties`, `required`, `additionalProperties: false`, `items`,
/// `minItems`, `maxItems`, `minimum`, `anyOf` and `$ref` into `$defs`. Any other keyword fails
/// the check, so the schema cannot quietly use one this validator ignores.
struct SchemaValidator {
    let root: JSONValue
    static let keywords: Set<String> = [
        "type", "const", "enum", "properties", "required", "additionalProperties", "items", "minItems", "maxItems",
        "minimum", "anyOf", "$ref", "$schema", "$id", "$defs", "title", "description"
    ]

    /// Why `value` is not valid against `schema`, or nil when it is.
    func problem(_ value: JSONValue, _ schema: JSONValue, at path: String = "") -> String? {
        guard case let .object(rules) = schema else { return "\(path): the schema is not an object" }
        if let unknown = rules.keys.first(where: { !Self.keywords.contains($0) }) {
            return "\(path): the validator does not know the keyword \(unknown)"
        }
        if case let .string(reference)? = rules["$ref"] {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard case let .object(root) = root, case let .object(definitions)? = root["$defs"],
                let target = definitions[name]
            else { return "\(path): unknown $ref \(reference)" }
            return problem(value, target, at: path)
        }
        if case let .array(options)? = rules["anyOf"] {
            let problems = options.compactMap { problem(value, $0, at: path) }
            if problems.count == options.count {
                return
                    "\(path): matches none of the \(options.count) shapes (\(problems.min { $0.count < $1.count } ?? ""))"
            }
        }
        if let type = rules["type"] {
            let types: [String]
            switch type {
            case .string(let one): types = [one]
            case .array(let many): types = many.compactMap { if case .string(let s) = $0 { s } else { nil } }
            default: return "\(path): bad type"
            }
            guard types.contains(where: { Self.has(value, type: $0) }) else { return "\(path): not \(types)" }
        }
        if let constant = rules["const"], constant != value { return "\(path): not the constant" }
        if case let .array(choices)? = rules["enum"], !choices.contains(value) { return "\(path): not one of the enum" }
        if case let .number(minimum)? = rules["minimum"], case let .number(number) = value, number < minimum {
            return "\(path): below \(minimum)"
        }
        if case let .array(items) = value {
            if case let .number(least)? = rules["minItems"], Double(items.count) < least { return "\(path): too few" }
            if case let .number(most)? = rules["maxItems"], Double(items.count) > most { return "\(path): too many" }
            if let itemSchema = rules["items"] {
                for (index, item) in items.enumerated() {
                    if let found = problem(item, itemSchema, at: "\(path)[\(index)]") { return found }
                }
            }
        }
        if case let .object(fields) = value {
            if case let .array(required)? = rules["required"] {
                for case let .string(key) in required where fields[key] == nil { return "\(path): missing \(key)" }
            }
            let properties: [String: JSONValue]
            if case let .object(declared)? = rules["properties"] { properties = declared } else { properties = [:] }
            for (key, field) in fields {
                if let fieldSchema = properties[key] {
                    if let found = problem(field, fieldSchema, at: "\(path).\(key)") { return found }
                } else if rules["additionalProperties"] == .bool(false) {
                    return "\(path): unexpected field \(key)"
                }
            }
        }
        return nil
    }

    static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            return true
        case ("integer", .number(let number)): return number == number.rounded()
        default: return false
        }
    }
}

@Suite("The event log's JSON Schema")
struct EventLogSchemaTests {
    static let root = examplesFolder.deletingLastPathComponent()

    func validator() throws -> SchemaValidator {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("Documentation/event-log.schema.json"), encoding: .utf8)
        return SchemaValidator(root: try JSONValue.parse(text))
    }

    @Test(
        "every line of every example's JSON log, with every trace topic, is valid against the schema, and the first gives the version",
        arguments: sceneFiles(in: examplesFolder))
    func examples(name: String) throws {
        let validator = try validator()
        let result = try runResponder(
            ["run", "Examples/\(name)", "--format", "json", "--trace", "all"], in: Self.root)
        // A scene whose expect fails prints its log up to the failure, which is valid too.
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == #"{"step":0,"t":0,"kind":"log","version":2}"#)
        for line in lines {
            let problem = validator.problem(try JSONValue.parse(line), validator.root)
            #expect(problem == nil, "\(name): \(line): \(problem ?? "")")
        }
    }

    @Test("the golden JSON logs are valid against the schema")
    func goldens() throws {
        let validator = try validator()
        for name in try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path).sorted()
        where name.hasSuffix(".out") {
            let text = try String(contentsOf: examplesFolder.appendingPathComponent(name), encoding: .utf8)
            guard text.hasPrefix("{") else { continue }
            for line in text.split(separator: "\n") {
                let problem = validator.problem(try JSONValue.parse(String(line)), validator.root)
                #expect(problem == nil, "\(name): \(line): \(problem ?? "")")
            }
        }
    }

    @Test("the schema refuses a line with a missing field, an unknown kind, an extra field or a wrong type")
    func refusals() throws {
        let validator = try validator()
        for line in [
            #"{"step":1,"t":0,"kind":"hitTest","touch":1,"window":"w"}"#,
            #"{"step":1,"t":0,"kind":"hitTests","touch":1,"window":"w","view":"a"}"#,
            #"{"step":1,"t":0,"kind":"hitTest","touch":1,"window":"w","view":"a","extra":1}"#,
            #"{"step":1,"t":0,"kind":"hitTest","touch":"1","window":"w","view":"a"}"#,
            #"{"step":1,"t":0,"kind":"returned","call":"x","value":1}"#,
            #"{"step":0,"t":0,"kind":"log","version":1}"#
        ] {
            #expect(validator.problem(try JSONValue.parse(line), validator.root) != nil, "\(line)")
        }
        #expect(
            validator.problem(
                try JSONValue.parse(#"{"step":1,"t":0,"kind":"hitTest","touch":1,"window":"w","view":"a"}"#),
                validator.root) == nil)
    }
}
