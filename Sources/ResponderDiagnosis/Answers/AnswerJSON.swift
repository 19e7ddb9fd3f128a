import Foundation

/// The JSON form of the answers: `explain --format json` and `lint --format json` print one
/// document each (Documentation/explain.schema.json, Documentation/lint.schema.json), the
/// playground and `responder mcp` send the same. Keys are sorted, so the same answer is the same
/// text; a coordinate that is not finite is written as the string `"inf"`, `"-inf"` or `"nan"`.
public enum AnswerJSON {
    /// The version of the documents' format, their `version` field.
    public static let version = 1

    /// `explain`'s document: the answer, for the scene after `step` steps of its script (nil: as
    /// loaded).
    public struct ExplainDocument: Sendable, Equatable, Codable {
        /// ``AnswerJSON/version``.
        public var version: Int
        /// The script step the scene was explained after (`--step`); nil for the scene as loaded.
        public var step: Int?
        /// True for `--brief`: the explanation's `views`, `stack` and `otherWindows` are left empty.
        public var brief: Bool?
        /// The answer.
        public var explanation: ExplanationAnswer

        /// The document for `explanation`; with `brief`, without every view.
        public init(explanation: ExplanationAnswer, step: Int? = nil, brief: Bool = false) {
            self.version = AnswerJSON.version
            self.step = step
            self.brief = brief ? true : nil
            self.explanation = brief ? explanation.brief : explanation
        }
    }

    /// `lint`'s document: the scene's file and its findings, in `Lint.check`'s order.
    public struct LintDocument: Sendable, Equatable, Codable {
        /// ``AnswerJSON/version``.
        public var version: Int
        /// The scene's file, as given.
        public var file: String
        /// The findings, in `Lint.check`'s order.
        public var findings: [LintFinding]

        /// The document for `findings` in `file`.
        public init(file: String, findings: [LintFinding]) {
            self.version = AnswerJSON.version
            self.file = file
            self.findings = findings
        }
    }

    /// An encoder for the answers: sorted keys, slashes unescaped, non-finite numbers as strings.
    public static func encoder(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// A decoder that reads what ``encoder(pretty:)`` writes.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// `value` as one line of JSON, ending in a newline.
    public static func line<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try encoder().encode(value), as: UTF8.self) + "\n"
    }
}
