import Foundation

/// The migration of Documentation/PortingFromUIKit.md applied to a Swift file written for UIKit:
/// what `responder port` prints.
///
/// The rules apply to code only: swift-syntax's parser tells code from comments and string
/// literals, which are left as written. The rules applied: M1 (`import UIKit` becomes `import
/// ResponderKit`; `import UIKit.UIGestureRecognizerSubclass` goes, its members being part of
/// ResponderKit), M2 (`@objc ` goes, and so do Interface Builder's attributes, reported as notes),
/// M3 (a `#selector(…)` given as the action of a target that is not nil becomes a method reference
/// `Type.method`: the type written in the selector, or for a target `self` the enclosing type when
/// the file declares the method there, in its body or an extension of it) and M4 (any other
/// `#selector(…)` becomes `Selector(("objcName"))`). What needs a decision is reported, not changed: M5 (a method of the
/// file that M4's selector names, which needs an action-table entry, or for a notification a
/// closure observer), a selector whose first argument has a label (its Objective-C name has rules
/// of its own) and an override in an extension (of a UIKit class: a subclass; of the file's own
/// class: its body).
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

    /// Migrates `text`, read from `file` (used to name it in warnings). Comments and the text of
    /// string literals (multi-line and raw ones too) are left as they are; the code of an
    /// interpolation is code.
    ///
    /// Throws a ``PortError`` when `file`'s name does not end in `.swift`, or when `text` does not
    /// parse as Swift (located at the parser's first error).
    public init(_ text: String, file: String) throws {
        guard file.hasSuffix(".swift") else {
            throw PortError(
                file: file, line: 0, column: 0, message: "not a Swift file: its name does not end in .swift",
                hint: "port reads a Swift source file written for UIKit, such as MyViewController.swift")
        }
        if let (offset, limit) = SwiftSource.tooDeep(text) {
            let lines = String(decoding: text.utf8.prefix(offset), as: UTF8.self)
                .split(separator: "\n", omittingEmptySubsequences: false)
            throw PortError(
                file: file, line: lines.count, column: (lines.last?.unicodeScalars.count ?? 0) + 1,
                message: limit == SwiftSource.maximumBracketDepth.square
                    ? "square brackets nest more than \(limit) deep" : "brackets nest more than \(limit) deep",
                hint: "port reads Swift written by hand; swift-syntax's parser is too slow or too deep for this file")
        }
        let parsed = SwiftSource(text)
        if let error = parsed.firstError {
            throw PortError(
                file: file, line: parsed.line(at: error.offset), column: parsed.column(at: error.offset),
                message: "not Swift that parses: \(error.message)",
                hint:
                    "port reads a Swift file that compiles with UIKit; fix the file, or check that it is the one meant"
            )
        }
        let code = parsed.code
        var warnings: [Warning] = []
        var edits: [(range: Range<Int>, replacement: String)] = []
        let outline = Outline(code)
        // A match's groups, from the original text (a group that did not take part is empty).
        func groups(_ match: Regex<AnyRegexOutput>.Match) -> [String] {
            match.output.map { $0.range.map { parsed.text(Self.offsets($0, in: code)) } ?? "" }
        }
        func range(_ match: Regex<AnyRegexOutput>.Match) -> Range<Int> { Self.offsets(match.range, in: code) }
        func lineOf(_ match: Regex<AnyRegexOutput>.Match) -> Int { parsed.line(at: range(match).lowerBound) }

        for override in parsed.extensionOverrides {
            let type = override.extendedType
            let uikitClass = Self.isUIKitName(type) && !parsed.declaredClasses.contains(type)
            warnings.append(
                Warning(
                    file: file, line: parsed.line(at: override.offset),
                    message: uikitClass
                        ? Self.subclassAdvice(override)
                        : "an override in an extension needs the Objective-C runtime: move it into the class body"))
        }

        // M1. Line numbers are kept: a dropped import leaves its line empty.
        let imports = code.matches(of: Self.importLine)
        let importsUIKit = imports.contains { $0.output[3].range == nil }
        for match in imports {
            let parts = groups(match)
            let (indentation, submodule) = (parts[1], parts[3])
            edits.append((range(match), submodule.isEmpty || !importsUIKit ? indentation + "import ResponderKit" : ""))
            guard !submodule.isEmpty else { continue }
            warnings.append(
                Warning(
                    file: file, line: lineOf(match),
                    message: submodule == "UIGestureRecognizerSubclass"
                        ? "import UIKit.UIGestureRecognizerSubclass dropped: ResponderKit's UIGestureRecognizer has those members (state's setter, touchesBegan(_:with:) …, reset()) without it"
                        : "import UIKit.\(submodule) dropped: ResponderKit has no submodules; `import ResponderKit` covers what it has",
                    isNote: true))
        }
        // M2, and Interface Builder's attributes, which need the Objective-C runtime too.
        for match in code.matches(of: Self.objc) { edits.append((range(match), "")) }
        for match in code.matches(of: Self.interfaceBuilder) {
            let attribute = groups(match)[1]
            edits.append((range(match), ""))
            warnings.append(
                Warning(
                    file: file, line: lineOf(match),
                    message: "@\(attribute) dropped: no storyboard or nib is loaded on Linux; "
                        + (attribute == "IBOutlet"
                            ? "create the view in code and assign the property (in loadView() or viewDidLoad())"
                            : attribute == "IBAction"
                                ? "connect the method in code (addTarget(self, action: Type.method, for: …))"
                                : "the attribute has no effect without Interface Builder"),
                    isNote: true))
        }
        // M3: `Type.method`, with the type written or, for `self`, the enclosing type's own method.
        var typed: [Range<Int>] = []
        for match in code.matches(of: Self.typedAction) {
            let parts = groups(match)
            let (lead, target, written, name) = (parts[1], parts[2], parts[3], parts[4])
            var type = written
            if type.isEmpty {
                guard target.split(separator: ",").first?.trimmingCharacters(in: .whitespaces) == "self",
                    let enclosing = outline.enclosingType(atLine: lineOf(match)),
                    let method = outline.method(name, of: enclosing), method.takesTypedArguments
                else { continue }
                type = enclosing
            }
            edits.append((range(match), lead + target + type + "." + name))
            typed.append(range(match))
        }
        // M4, with M5 and labelled first arguments reported.
        var named: [String: String] = [:]
        for match in code.matches(of: Self.selector) where !typed.contains(where: { $0.overlaps(range(match)) }) {
            let parts = groups(match)
            let (name, labels) = (parts[1], parts[2])
            var objcName = name
            if !labels.isEmpty {
                let labelParts = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
                guard labelParts.first == "_" else {
                    warnings.append(
                        Warning(
                            file: file, line: lineOf(match),
                            message:
                                "\(parts[0]): the first argument has a label; write Selector((\"…\")) with its Objective-C name by hand"
                        ))
                    continue
                }
                objcName += ":" + labelParts.dropFirst().map { "\($0):" }.joined()
            }
            named[name] = objcName
            edits.append((range(match), "Selector((\"\(objcName)\"))"))
        }
        let observed = Set(code.matches(of: Self.observerSelector).map { groups($0)[1] })
        for (name, objcName) in named.sorted(by: { $0.key < $1.key }) {
            for match in code.matches(
                of: try! Regex("@objc +(?:(?:private|fileprivate|internal|public|final) +)*func +\(name)\\("))
            {
                let line = lineOf(match)
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
        self.source = Self.applying(edits, to: parsed.bytes)
        self.warnings = warnings.sorted { $0.line < $1.line }
    }

    /// Whether `name` is a UIKit type's: `UI` and a capital letter (`UIView`, not `UInt`).
    private static func isUIKitName(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true
    }

    /// The advice for an override in an extension of a UIKit class, which cannot be moved into
    /// the class's body: that body is ResponderKit's.
    private static func subclassAdvice(_ override: SwiftSource.ExtensionOverride) -> String {
        let type = override.extendedType
        return """
            an override in an extension of \(type), a UIKit class: Swift overrides a method only in a \
            class's body (an override in an extension needs the Objective-C runtime, which Linux lacks), \
            and \(type)'s body is ResponderKit's; subclass it (`class My\(type.dropFirst(2)): \(type) \
            { override \(override.name) … }`) and make the objects that need the override of that subclass
            """
    }

    /// The text of `bytes` with each edit's range replaced; an edit that overlaps an earlier one
    /// is not made.
    private static func applying(_ edits: [(range: Range<Int>, replacement: String)], to bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        var rest = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where edit.range.lowerBound >= rest {
            result += bytes[rest..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            rest = edit.range.upperBound
        }
        result += bytes[rest...]
        return String(decoding: result, as: UTF8.self)
    }

    /// A range of `text` as UTF-8 offsets.
    private static func offsets(_ range: Range<String.Index>, in text: String) -> Range<Int> {
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        return start..<start + text.utf8.distance(from: range.lowerBound, to: range.upperBound)
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

    /// An `import UIKit` line up to its end or its comment: the indentation, the declaration and
    /// the submodule.
    private static var importLine: Regex<AnyRegexOutput> {
        try! Regex(#"^([ \t]*)(import UIKit(?:\.(\w+))?)(?=[ \t]*$)"#).anchorsMatchLineEndings()
    }
    /// `@objc ` (M2); `@objc(name)` stays.
    private static var objc: Regex<AnyRegexOutput> { try! Regex(#"@objc "#) }
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
}
