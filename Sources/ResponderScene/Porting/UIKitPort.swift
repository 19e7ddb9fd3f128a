import Foundation

/// The migration of Documentation/PortingFromUIKit.md applied to a Swift file written for UIKit:
/// what `responder port` prints.
///
/// The textual rules are applied: M1 (`import UIKit` becomes `import ResponderKit`), M2 (`@objc `
/// goes), M3 (a `#selector(Type.method(…))` given as the action of a target that is not nil becomes
/// the method reference `Type.method`) and M4 (any other `#selector(…)` becomes
/// `Selector(("objcName"))`). What needs a decision is reported, not changed: M5 (a method of the
/// file that M4's selector names, which needs an action-table entry), a selector whose first
/// argument has a label (its Objective-C name has rules of its own) and an override in an
/// extension.
public struct UIKitPort {
    /// Something the migration left for a person, at a line of the original file.
    public struct Warning: CustomStringConvertible, Equatable, Sendable {
        /// The file as given.
        public let file: String
        /// From 1.
        public let line: Int
        /// What to do.
        public let message: String

        /// `file:line: warning: message`, as compilers print them.
        public var description: String { "\(file):\(line): warning: \(message)" }
    }

    /// The migrated text.
    public let source: String
    /// What the migration left for a person, in line order.
    public let warnings: [Warning]

    /// Migrates `text`, read from `file` (used to name it in warnings).
    public init(_ text: String, file: String) {
        var warnings: [Warning] = []
        let lineOf = { (offset: String.Index) in text[..<offset].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }

        // Reported on the original text, before anything moves.
        for line in Self.overridesInExtensions(text) {
            warnings.append(
                Warning(
                    file: file, line: line,
                    message: "an override in an extension needs the Objective-C runtime: move it into the class body"))
        }

        var source = text.replacingOccurrences(of: "import UIKit", with: "import ResponderKit")  // M1
        source = source.replacingOccurrences(of: "@objc ", with: "")  // M2
        // M3
        source = Self.replacing(Self.typedAction, in: source) { groups in
            groups[1] + groups[2] + groups[3] + "." + groups[4]
        }
        // M4, with M5 and labelled first arguments reported.
        var named: [String: String] = [:]
        source = Self.replacing(Self.selector, in: source) { groups in
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
        for match in Self.matches(Self.selector, in: source) {
            warnings.append(
                Warning(
                    file: file,
                    line: lineOf(text.range(of: String(source[match.range]))?.lowerBound ?? text.startIndex),
                    message:
                        "\(source[match.range]): the first argument has a label; write Selector((\"…\")) with its Objective-C name by hand"
                ))
        }
        for (name, objcName) in named.sorted(by: { $0.key < $1.key }) {
            for match in Self.matches(try! Regex("@objc +func +\(name)\\("), in: text) {
                warnings.append(
                    Warning(
                        file: file, line: lineOf(match.range.lowerBound),
                        message: """
                            \(name) is found by its selector at run time (M5): keep @objc under `#if canImport(UIKit)` \
                            and add `implement(Selector(("\(objcName)"))) { [unowned self] sender, _ in self.\(name)(sender) }` \
                            under `#if !canImport(UIKit)` in its initializer or viewDidLoad()
                            """))
            }
        }
        self.source = source
        self.warnings = warnings.sorted { $0.line < $1.line }
    }

    /// `target: x, action: #selector(T.m(…))` and `addTarget(x, action: #selector(T.m(…))`, x not nil.
    private static var typedAction: Regex<AnyRegexOutput> {
        try! Regex(
            #"((?:target:|addTarget\() *)((?!\s*nil\b)[^,()]+, action: )#selector\(([A-Z]\w*)\.(\w+)(?:\([^()]*\))?\)"#)
    }
    /// `#selector(m)`, `#selector(T.m)`, `#selector(m(_:))`: the name and the labels.
    private static var selector: Regex<AnyRegexOutput> {
        try! Regex(#"#selector\((?:[A-Z]\w*\.)?(\w+)(?:\(([^()]*)\))?\)"#)
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

    private static func matches(_ regex: Regex<AnyRegexOutput>, in text: String) -> [Regex<AnyRegexOutput>.Match] {
        text.matches(of: regex)
    }

    /// `text` with every match of `regex` replaced by `replacement` of its groups (0: the whole
    /// match; a group that did not take part is empty).
    private static func replacing(
        _ regex: Regex<AnyRegexOutput>, in text: String, with replacement: ([String]) -> String
    ) -> String {
        var result = ""
        var rest = text.startIndex
        for match in text.matches(of: regex) {
            result += text[rest..<match.range.lowerBound]
            let groups = match.output.map { $0.substring.map(String.init) ?? "" }
            result += replacement(groups)
            rest = match.range.upperBound
        }
        return result + text[rest...]
    }
}
