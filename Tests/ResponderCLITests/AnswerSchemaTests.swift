import Foundation
import ResponderDiagnosis
import Testing

/// `explain --format json` and `lint --format json` on every example: each document is valid
/// against its published schema, and decodes to the value whose rendering is what the text form
/// prints.
@Suite("The answers' JSON Schemas")
struct AnswerSchemaTests {
    static let root = examplesFolder.deletingLastPathComponent()

    func validator(_ schema: String) throws -> SchemaValidator {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Documentation/\(schema)"), encoding: .utf8)
        return SchemaValidator(root: try JSONValue.parse(text))
    }

    /// The scenes and dumps of Examples/, as paths from the repository's root.
    static let files =
        sceneFiles(in: examplesFolder).map { "Examples/" + $0 }
        + ((try? FileManager.default.contentsOfDirectory(atPath: examplesFolder.appendingPathComponent("Dumps").path))
        ?? []).filter { $0.hasSuffix(".txt") }.sorted().map { "Examples/Dumps/" + $0 }

    @Test("explain --format json: valid against explain.schema.json, and the same answer as the text", arguments: files)
    func explain(path: String) throws {
        let validator = try validator("explain.schema.json")
        let json = try runResponder(["explain", path, "--at", "100,120", "--format", "json"], in: Self.root)
        let text = try runResponder(["explain", path, "--at", "100,120"], in: Self.root)
        #expect(json.status == text.status)
        // An example that is bad input on purpose is refused alike, with nothing on stdout.
        guard json.status == 0 else {
            #expect(json.stdout.isEmpty && json.stderr == text.stderr, "\(path)")
            return
        }
        #expect(json.stderr == text.stderr, "warnings stay on stderr: \(path)")
        let problem = validator.problem(try JSONValue.parse(json.stdout), validator.root)
        #expect(problem == nil, "\(path): \(problem ?? "")")
        let document = try AnswerJSON.decoder().decode(AnswerJSON.ExplainDocument.self, from: Data(json.stdout.utf8))
        #expect(document.explanation.text == text.stdout, "\(path)")
    }

    @Test("lint --format json: valid against lint.schema.json, and the same findings as the text", arguments: files)
    func lint(path: String) throws {
        let validator = try validator("lint.schema.json")
        let json = try runResponder(["lint", path, "--format", "json"], in: Self.root)
        let text = try runResponder(["lint", path], in: Self.root)
        #expect(json.status == text.status)
        guard json.status == 0 || json.status == 1 else {
            #expect(json.stdout.isEmpty && json.stderr == text.stderr, "\(path)")
            return
        }
        #expect(json.stderr == text.stderr, "warnings stay on stderr: \(path)")
        let problem = validator.problem(try JSONValue.parse(json.stdout), validator.root)
        #expect(problem == nil, "\(path): \(problem ?? "")")
        let document = try AnswerJSON.decoder().decode(AnswerJSON.LintDocument.self, from: Data(json.stdout.utf8))
        #expect(document.text == text.stdout, "\(path)")
    }
}
