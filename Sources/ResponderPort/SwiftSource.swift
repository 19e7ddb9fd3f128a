import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift file as swift-syntax's parser reads it: what of its text is code, the first error the
/// parser found, and the facts about its declarations that the migration needs.
struct SwiftSource {
    /// An `override` declared in an extension.
    struct ExtensionOverride {
        /// The UTF-8 offset of its `override` keyword.
        let offset: Int
        /// The type the extension extends, as written (without a `UIKit.` prefix).
        let extendedType: String
        /// The declaration's name: `hitTest(_:with:)`, `canBecomeFirstResponder`, `init(frame:)`.
        let name: String
    }

    /// How deep the parser lets brackets and braces nest: the compiler's own limit.
    /// (swift-syntax's default in a debug build, 20, refuses ordinary files.)
    static let maximumNestingLevel = 256
    /// How deep brackets may nest before the parser is run at all: all kinds, and square ones.
    /// Past the first, swift-syntax's look-ahead recurses past `maximumNestingLevel` until the
    /// stack overflows (about 3,000 deep on the main thread of a debug build); past the second,
    /// its look-ahead for a collection type (`[[[…`) takes time that doubles with each level
    /// (0.6 s for 14 in a debug build, 2 s for 16). Counted outside comments (in strings too), so that no
    /// file deeper than these reaches the parser.
    static let maximumBracketDepth = (all: 1000, square: 12)

    /// The offset of the first bracket nested deeper than `maximumBracketDepth`, outside comments,
    /// and the limit it passes; nil when there is none. Closing brackets count down to 0, never
    /// below.
    static func tooDeep(_ text: String) -> (offset: Int, limit: Int)? {
        let bytes = Array(text.utf8)
        var (depth, square, commentDepth, index) = (0, 0, 0, 0)
        func at(_ offset: Int, _ character: Unicode.Scalar) -> Bool {
            offset < bytes.count && bytes[offset] == UInt8(ascii: character)
        }
        while index < bytes.count {
            if at(index, "/"), at(index + 1, "*") {
                commentDepth += 1
                index += 2
                continue
            }
            if commentDepth > 0 {
                if at(index, "*"), at(index + 1, "/") {
                    commentDepth -= 1
                    index += 1
                }
            } else if at(index, "/"), at(index + 1, "/") {
                while index < bytes.count, !at(index, "\n") { index += 1 }
            } else if at(index, "(") || at(index, "[") || at(index, "{") {
                depth += 1
                square += at(index, "[") ? 1 : 0
                if depth > maximumBracketDepth.all { return (index, maximumBracketDepth.all) }
                if square > maximumBracketDepth.square { return (index, maximumBracketDepth.square) }
            } else if at(index, ")") || at(index, "]") || at(index, "}") {
                depth = max(0, depth - 1)
                square = at(index, "]") ? max(0, square - 1) : square
            }
            index += 1
        }
        return nil
    }

    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// The text with every comment, and the contents of every string and regex literal, blanked:
    /// each of their bytes a space, line breaks kept. Offsets, lines and what is code are the
    /// text's own, so a pattern found here is never in a comment or a string; the code of a
    /// string's interpolations (`"\(f(#selector(m)))"`) is code and stays.
    let code: String
    /// The parser's first error: its UTF-8 offset and message. Nil when the text parses.
    let firstError: (offset: Int, message: String)?
    /// Every `override` in an extension, in file order.
    let extensionOverrides: [ExtensionOverride]
    /// The names of the classes the file declares, at any depth.
    let declaredClasses: Set<String>

    /// Parses `text` on a thread of its own whose stack is `stackSize`: swift-syntax's parser and
    /// visitors recurse as deep as the code nests (3,000 nested `try` or a chain of 50,000 member
    /// accesses overflow a main thread's 8 MiB in a debug build).
    init(_ text: String) {
        let result = ParseResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.set(SwiftSource(parsing: text))
            done.signal()
        }
        thread.stackSize = Self.stackSize
        thread.start()
        done.wait()
        self = result.get()!
    }

    /// The parsing thread's stack (reserved, not used, until the parser goes deep).
    static let stackSize = 1 << 30

    private init(parsing text: String) {
        var parser = Parser(text, maximumNestingLevel: Self.maximumNestingLevel)
        let tree = SourceFileSyntax.parse(from: &parser)
        var bytes = Array(text.utf8)
        self.bytes = bytes
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                if piece.isComment { Self.blank(&bytes, offset..<offset + piece.sourceLength.utf8Length) }
                offset += piece.sourceLength.utf8Length
            }
            switch token.tokenKind {
            case .stringSegment, .regexLiteralPattern:
                let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
                Self.blank(&bytes, start..<token.endPositionBeforeTrailingTrivia.utf8Offset)
            default: break
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                if piece.isComment { Self.blank(&bytes, offset..<offset + piece.sourceLength.utf8Length) }
                offset += piece.sourceLength.utf8Length
            }
        }
        code = String(decoding: bytes, as: UTF8.self)
        if tree.hasError {
            let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first { $0.diagMessage.severity == .error }
            firstError = first.map { ($0.position.utf8Offset, $0.message) }
        } else {
            firstError = nil
        }
        let declarations = Declarations(viewMode: .sourceAccurate)
        declarations.walk(tree)
        extensionOverrides = declarations.overrides
        declaredClasses = declarations.classes
    }

    /// The line (from 1) of a UTF-8 offset.
    func line(at offset: Int) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// The column (from 1, in Unicode scalars) of a UTF-8 offset.
    func column(at offset: Int) -> Int {
        let end = min(offset, bytes.count)
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        // Continuation bytes (10xxxxxx) do not start a scalar.
        return bytes[start..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
    }

    /// The text between two UTF-8 offsets.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Blanks `range` of `bytes`, keeping line breaks.
    private static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
        for index in range.clamped(to: bytes.indices)
        where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
            bytes[index] = UInt8(ascii: " ")
        }
    }
}

/// The parsing thread's answer, handed to the thread that waits for it.
private final class ParseResult: @unchecked Sendable {
    private let lock = NSLock()
    private var value: SwiftSource?

    func set(_ source: SwiftSource) { lock.withLock { value = source } }
    func get() -> SwiftSource? { lock.withLock { value } }
}

/// The classes a file declares and the overrides in its extensions.
private final class Declarations: SyntaxVisitor {
    var classes: Set<String> = []
    var overrides: [SwiftSource.ExtensionOverride] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        var type = node.extendedType.trimmedDescription
        if type.hasPrefix("UIKit.") { type.removeFirst("UIKit.".count) }
        for member in node.memberBlock.members {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                let keyword = modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            overrides.append(
                .init(
                    offset: keyword.positionAfterSkippingLeadingTrivia.utf8Offset, extendedType: type,
                    name: Self.name(of: member.decl)))
        }
        return .visitChildren
    }

    /// `hitTest(_:with:)` for a function, the first bound name for a property, `init(frame:)`.
    private static func name(of declaration: DeclSyntax) -> String {
        func labels(_ parameters: FunctionParameterListSyntax) -> String {
            "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return function.name.text + labels(function.signature.parameterClause.parameters)
        }
        if let initializer = declaration.as(InitializerDeclSyntax.self) {
            return "init" + labels(initializer.signature.parameterClause.parameters)
        }
        if let variable = declaration.as(VariableDeclSyntax.self),
            let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        {
            return pattern.identifier.text
        }
        // A subscript: the only other declaration that overrides.
        return "subscript"
    }
}
