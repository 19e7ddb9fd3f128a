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

    init(_ text: String) {
        let tree = Parser.parse(source: text)
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
