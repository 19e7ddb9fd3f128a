import Foundation

/// The types of a file, the lines they span and the methods declared in them (their bodies and
/// their extensions), found by counting braces line by line in
/// the file's code (``SwiftSource/code``: braces in comments and strings are not counted).
struct Outline {
    /// A method's parameters, as written.
    struct Method {
        /// Each parameter's label (`_` for none) and type, as written.
        let parameters: [(label: String, type: String)]

        /// Whether a typed method reference fits UIKit's action shapes: nothing, a sender whose type
        /// is a class (not `Any`, not optional), or such a sender and an event.
        var takesTypedArguments: Bool {
            guard parameters.count <= 2, let first = parameters.first else { return parameters.isEmpty }
            // `Any`, or an optional sender, does not fit a method reference: it goes to M5.
            guard !Self.untyped.contains(first.type), !first.type.hasSuffix("?"), !first.type.hasSuffix("!") else {
                return false
            }
            return parameters.count == 1 || parameters[1].type.hasPrefix("UIEvent")
        }

        /// The call's arguments from an action handler's `sender: Any?` and `event: UIEvent?`.
        func arguments(sender: String, event: String) -> String {
            var arguments: [String] = []
            for (index, parameter) in parameters.enumerated() {
                let value = index == 0 ? sender : event
                let type = parameter.type
                let converted: String
                if index == 0 {
                    converted =
                        type == "Any?"
                        ? value
                        : type == "Any" || type == "AnyObject"
                            ? "\(value) as \(type)"
                            : type.hasSuffix("?") ? "\(value) as? \(type.dropLast())" : "\(value) as! \(type)"
                } else {
                    converted = type.hasSuffix("?") ? value : "\(value)!"
                }
                arguments.append(parameter.label == "_" ? converted : "\(parameter.label): \(converted)")
            }
            return arguments.joined(separator: ", ")
        }

        private static let untyped: Set<String> = ["Any", "Any?", "AnyObject", "AnyObject?"]
    }

    /// Per line (from 1), the innermost type declared around it.
    private var typeOfLine: [Int: String] = [:]
    /// Per type, its methods by name (the first declaration of a name).
    private var methods: [String: [String: Method]] = [:]
    /// Per type, the first type it inherits from, as written.
    private var superclass: [String: String] = [:]

    init(_ text: String) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        var stack: [(name: String, depth: Int)] = []
        var depth = 0
        let declaration = try! Regex(
            #"^\s*(?:(?:public|private|fileprivate|internal|open|final|@MainActor|@objc|@preconcurrency)\s+)*(class|struct|extension|enum|actor)\s+([A-Z][\w.]*)(?:\s*:\s*([A-Z]\w*))?"#
        )
        let function = try! Regex(#"func\s+(\w+)\s*\("#)
        for (index, line) in lines.enumerated() {
            if let match = String(line).firstMatch(of: declaration) {
                let name = String(match.output[2].substring ?? "")
                if let inherited = match.output[3].substring, match.output[1].substring != "extension" {
                    superclass[name] = String(inherited)
                }
                stack.append((name, depth))
            }
            if let type = stack.last?.name {
                typeOfLine[index + 1] = type
                for match in String(line).matches(of: function) {
                    let name = String(match.output[1].substring ?? "")
                    let rest = lines[index...].joined(separator: "\n")
                    let start = rest.range(of: String(match.output[0].substring ?? ""))!.upperBound
                    if methods[type, default: [:]][name] == nil {
                        methods[type, default: [:]][name] = Method(parameters: Self.parameters(rest[start...]))
                    }
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            while let last = stack.last, depth <= last.depth, line.contains("}") { stack.removeLast() }
        }
    }

    func enclosingType(atLine line: Int) -> String? { typeOfLine[line] }

    func method(_ name: String, of type: String) -> Method? { methods[type]?[name] }

    /// Whether `type` is a responder: it inherits, through the file's classes, from a UIKit class
    /// other than a gesture recognizer and other than `NSObject`.
    func isResponder(_ type: String) -> Bool {
        var current = type
        for _ in 0..<16 {
            guard let parent = superclass[current] else { return false }
            if parent.hasPrefix("UI") { return !parent.hasSuffix("GestureRecognizer") && parent != "UIAction" }
            current = parent
        }
        return false
    }

    /// The parameters of a list that starts after its `(`, up to the matching `)`.
    private static func parameters(_ text: Substring) -> [(label: String, type: String)] {
        var level = 0
        var current = ""
        var parts: [String] = []
        for character in text {
            if character == "(" || character == "[" || character == "<" { level += 1 }
            if character == ")" || character == "]" || (character == ">" && !current.hasSuffix("-")) {
                if level == 0 { break }
                level -= 1
            }
            if character == ",", level == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.compactMap { part in
            let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let colon = trimmed.firstIndex(of: ":") else { return nil }
            let names = trimmed[..<colon].split(separator: " ")
            var type = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let equals = type.range(of: "=") {
                type = type[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            return (label: String(names.first ?? "_"), type: type)
        }
    }
}
