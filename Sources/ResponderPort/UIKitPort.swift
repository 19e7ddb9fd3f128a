import Foundation

/// The migration of Documentation/PortingFromUIKit.md applied to a Swift file written for UIKit:
/// what `responder port` prints.
///
/// The textual rules are applied: M1 (`import UIKit` becomes `import ResponderKit`; `import
/// UIKit.UIGestureRecognizerSubclass` goes, its members being part of ResponderKit), M2 (`@objc `
/// goes, and so do Interface Builder's attributes, reported as notes), M3 (a `#selector(…)` given
/// as the action of a target that is not nil becomes a method reference `Type.method`: the type
/// written in the selector, or for a target `self` the enclosing type when the file declares the
/// method there, in its body or an extension of it) and M4 (any other `#selector(…)` becomes
/// `Selector(("objcName"))`). What needs a decision is reported, not changed: M5 (a method of the
/// file that M4's selector names, which needs an action-table entry, or for a notification a
/// closure observer), a selector whose first argument has a label (its Objective-C name has rules
/// of its own) and an override in an extension.
public struct UIKitPort {
    /// Something the migration left for a person, or did and says, at a line of the original file.
    public struct Warning: CustomStringConvertible, Equatable, Sendable {
        /// The file as given.
        public let file: String
        /// From 1.
        public let line: Int
        /// What to do, or what was done.
        public let message: String
        /// A note says what the migration did (nothing is left to do); a warning, what it left.
        public let isNote: Bool

        /// A warning (or, with `isNote`, a note) about `line` of `file`.
        public init(file: String, line: Int, message: String, isNote: Bool = false) {
            self.file = file
            self.line = line
            self.message = message
            self.isNote = isNote
        }

        /// `file:line: warning: message` (or `note:`), as compilers print them.
        public var description: String { "\(file):\(line): \(isNote ? "note" : "warning"): \(message)" }
    }

    /// The migrated text.
    public let source: String
    /// What the migration left for a person (warnings) and what it dropped (notes), in line order.
    public let warnings: [Warning]

    /// Migrates `text`, read from `file` (used to name it in warnings).
    public init(_ text: String, file: String) {
        var warnings: [Warning] = []
        let lineOf = { (offset: String.Index) in text[..<offset].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }
        let outline = Outline(text)

        // Reported on the original text, before anything moves.
        for line in Self.overridesInExtensions(text) {
            warnings.append(
                Warning(
                    file: file, line: line,
                    message: "an override in an extension needs the Objective-C runtime: move it into the class body"))
        }

        // M1. Line numbers are kept: a dropped import leaves its line empty.
        let importsUIKit = text.matches(of: Self.importLine).contains { $0.output[2].substring == nil }
        var source = Self.replacing(Self.importLine, in: text) { groups, _ in
            groups[2].isEmpty || !importsUIKit ? groups[1] + "import ResponderKit" : ""
        }
        for match in text.matches(of: Self.importLine) {
            let submodule = match.output[2].substring.map(String.init) ?? ""
            guard !submodule.isEmpty else { continue }
            warnings.append(
                Warning(
                    file: file, line: lineOf(match.range.lowerBound),
                    message: submodule == "UIGestureRecognizerSubclass"
                        ? "import UIKit.UIGestureRecognizerSubclass dropped: ResponderKit's UIGestureRecognizer has those members (state's setter, touchesBegan(_:with:) …, reset()) without it"
                        : "import UIKit.\(submodule) dropped: ResponderKit has no submodules; `import ResponderKit` covers what it has",
                    isNote: true))
        }
        // M2, and Interface Builder's attributes, which need the Objective-C runtime too.
        source = source.replacingOccurrences(of: "@objc ", with: "")
        for match in text.matches(of: Self.interfaceBuilder) {
            let attribute = String(match.output[1].substring ?? "")
            warnings.append(
                Warning(
                    file: file, line: lineOf(match.range.lowerBound),
                    message: "@\(attribute) dropped: no storyboard or nib is loaded on Linux; "
                        + (attribute == "IBOutlet"
                            ? "create the view in code and assign the property (in loadView() or viewDidLoad())"
                            : attribute == "IBAction"
                                ? "connect the method in code (addTarget(self, action: Type.method, for: …))"
                                : "the attribute has no effect without Interface Builder"),
                    isNote: true))
        }
        source = Self.replacing(Self.interfaceBuilder, in: source) { _, _ in "" }
        // M3: `Type.method`, with the type written or, for `self`, the enclosing type's own method.
        let beforeM3 = source
        source = Self.replacing(Self.typedAction, in: beforeM3) { groups, offset in
            let (lead, target, written, name) = (groups[1], groups[2], groups[3], groups[4])
            if !written.isEmpty { return lead + target + written + "." + name }
            let line = beforeM3[..<offset].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            guard target.split(separator: ",").first?.trimmingCharacters(in: .whitespaces) == "self",
                let type = outline.enclosingType(atLine: line),
                let method = outline.method(name, of: type), method.takesTypedArguments
            else { return groups[0] }
            return lead + target + type + "." + name
        }
        // M4, with M5 and labelled first arguments reported.
        var named: [String: String] = [:]
        source = Self.replacing(Self.selector, in: source) { groups, _ in
            let (name, labels) = (groups[1], groups[2])
            var objcName = name
            if !labels.isEmpty {
                let parts = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
                guard parts.first == "_" else { return groups[0] }
                objcName += ":" + parts.dropFirst().map { "\($0):" }.joined()
            }
            named[name] = objcName
            return "Selector((\"\(objcName)\"))"
        }
        for match in source.matches(of: Self.selector) {
            warnings.append(
                Warning(
                    file: file,
                    line: lineOf(text.range(of: String(source[match.range]))?.lowerBound ?? text.startIndex),
                    message:
                        "\(source[match.range]): the first argument has a label; write Selector((\"…\")) with its Objective-C name by hand"
                ))
        }
        let observed = Set(
            text.matches(of: Self.observerSelector).compactMap { $0.output[1].substring.map(String.init) })
        for (name, objcName) in named.sorted(by: { $0.key < $1.key }) {
            for match in text.matches(
                of: try! Regex("@objc +(?:(?:private|fileprivate|internal|public|final) +)*func +\(name)\\("))
            {
                let line = lineOf(match.range.lowerBound)
                let method = outline.enclosingType(atLine: line).flatMap { outline.method(name, of: $0) }
                warnings.append(
                    Warning(
                        file: file, line: line,
                        message: observed.contains(name)
                            ? Self.observerAdvice(name, method)
                            : Self.actionTableAdvice(
                                name, objcName, method,
                                responder: outline.enclosingType(atLine: line).map(outline.isResponder) ?? true)))
            }
        }
        self.source = source
        self.warnings = warnings.sorted { $0.line < $1.line }
    }

    /// M5's advice for a method found by its selector: an action-table entry whose call compiles.
    private static func actionTableAdvice(
        _ name: String, _ objcName: String, _ method: Outline.Method?, responder: Bool
    )
        -> String
    {
        let call =
            method.map { "self.\(name)(\($0.arguments(sender: "sender", event: "event")))" } ?? "self.\(name)(sender)"
        let uses =
            (method?.parameters.count ?? 1) == 0
            ? "_, _" : (method?.parameters.count ?? 1) == 1 ? "sender, _" : "sender, event"
        guard responder else {
            return """
                \(name) is found by its selector at run time (M5), and its type is not a responder: keep @objc under \
                `#if canImport(UIKit)` and make the type conform to ActionPerforming under `#if !canImport(UIKit)`: \
                `func responds(to action: Selector) -> Bool { action == Selector(("\(objcName)")) }` and \
                `func perform(_ action: Selector, sender: Any?, event: UIEvent?) { \(call) }`
                """
        }
        return """
            \(name) is found by its selector at run time (M5): keep @objc under `#if canImport(UIKit)` \
            and add `implement(Selector(("\(objcName)"))) { [unowned self] \(uses) in \(call) }` \
            under `#if !canImport(UIKit)` in its initializer or viewDidLoad()
            """
    }

    /// M5's advice for a notification observer method: Foundation on Linux has only the closure form.
    private static func observerAdvice(_ name: String, _ method: Outline.Method?) -> String {
        let takesNothing = method?.parameters.isEmpty ?? false
        let body =
            takesNothing
            ? "{ [weak self] _ in MainActor.assumeIsolated { self?.\(name)() } }"
            : "{ [weak self] notification in nonisolated(unsafe) let notification = notification; "
                + "MainActor.assumeIsolated { self?.\(name)(notification) } }"
        return """
            \(name) observes a notification by its selector (M5): Foundation without the Objective-C runtime has \
            no addObserver(_:selector:name:object:); write `observer = NotificationCenter.default.addObserver(\
            forName: name, object: nil, queue: .main) \(body)` (it compiles on iOS too, in Swift 5 and 6 modes; \
            the main queue delivers it, so the notification is not shared) and keep the token to remove it
            """
    }

    /// An `import UIKit` line, with the indentation and the submodule.
    private static var importLine: Regex<AnyRegexOutput> {
        try! Regex(#"^([ \t]*)import UIKit(?:\.(\w+))?[ \t]*$"#).anchorsMatchLineEndings()
    }
    /// `@IBOutlet `, `@IBAction `, `@IBInspectable `, `@IBDesignable` and the spaces after it.
    private static var interfaceBuilder: Regex<AnyRegexOutput> {
        try! Regex(#"@(IBOutlet|IBAction|IBInspectable|IBDesignable)\b[ \t]*"#)
    }
    /// `target: x, action: #selector(T.m(…))` and `addTarget(x, action: #selector(m(…))`, x not nil:
    /// the lead, the target and its comma, the type written (or nothing) and the method's name.
    private static var typedAction: Regex<AnyRegexOutput> {
        try! Regex(
            #"((?:target:|addTarget\() *)((?!\s*nil\b)[^,()]+, action: )#selector\((?:([A-Z]\w*)\.)?(\w+)(?:\([^()]*\))?\)"#
        )
    }
    /// `#selector(m)`, `#selector(T.m)`, `#selector(m(_:))`: the name and the labels.
    private static var selector: Regex<AnyRegexOutput> {
        try! Regex(#"#selector\((?:[A-Z]\w*\.)?(\w+)(?:\(([^()]*)\))?\)"#)
    }
    /// `addObserver(x, selector: #selector(m…)`: the method's name.
    private static var observerSelector: Regex<AnyRegexOutput> {
        try! Regex(#"addObserver\([^,()]+, *selector: *#selector\((?:[A-Z]\w*\.)?(\w+)"#)
    }
    /// The lines (from 1) of `override` declarations inside a top-level `extension`, found by
    /// counting braces line by line (braces in strings and comments are counted too).
    private static func overridesInExtensions(_ text: String) -> [Int] {
        var lines: [Int] = []
        var depth = 0
        var inExtension = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" })
            if depth == 0, let keyword = words.first(where: { !Self.modifiers.contains($0) }) {
                if ["extension", "class", "struct", "enum", "actor", "protocol"].contains(keyword) {
                    inExtension = keyword == "extension"
                }
            }
            if depth > 0, inExtension, words.contains("override") { lines.append(index + 1) }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return lines
    }

    private static let modifiers: Set<Substring> = [
        "public", "private", "fileprivate", "internal", "open", "final", "@MainActor"
    ]

    /// `text` with every match of `regex` replaced by `replacement` of its groups (0: the whole
    /// match; a group that did not take part is empty) and the match's start.
    private static func replacing(
        _ regex: Regex<AnyRegexOutput>, in text: String, with replacement: ([String], String.Index) -> String
    ) -> String {
        var result = ""
        var rest = text.startIndex
        for match in text.matches(of: regex) {
            result += text[rest..<match.range.lowerBound]
            let groups = match.output.map { $0.substring.map(String.init) ?? "" }
            result += replacement(groups, match.range.lowerBound)
            rest = match.range.upperBound
        }
        return result + text[rest...]
    }
}

/// The types of a file, the lines they span and the methods declared in them (their bodies and
/// their extensions), found by counting braces line by line as `overridesInExtensions` does.
private struct Outline {
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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
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
