import Foundation
import MCP
import ResponderDiagnosis
import ResponderScene

/// `lint`: touch targets that cannot be touched: the document of `lint --format json`.
package enum LintTool: ResponderTool {
    package static let name = "lint"
    package static let description = """
        Finds touch targets that cannot be touched in a scene or a recursiveDescription dump, \
        before anyone taps: interaction off or transparent (itself or an ancestor), a frame \
        outside an ancestor's bounds, a zero-size ancestor, a view covering it, a control with no \
        target or a target lacking its action, targets under 44×44 pt, an ancestor's tap \
        recognizer cancelling its touches, single and double taps without a failure requirement. \
        Each finding has a severity, names the view and where it is declared, and says the fix. \
        The structured content is the document of `lint --format json` \
        (Documentation/lint.schema.json); findings are an answer, not an error.
        """
    package static let argumentNames = SceneInput.argumentNames
    package static let writesFiles = false

    package static var inputSchema: Value {
        Schema.object(SceneInput.schemaProperties(what: "scene or dump"))
    }

    package static let outputSchema = Schema.object(
        [
            "version": ["type": "integer"],
            "file": ["type": "string"],
            "findings": [
                "type": "array", "items": ["type": "object"],
                "description": "The findings, in lint's order (Documentation/lint.schema.json)."
            ],
            "warnings": Schema.warnings
        ],
        required: ["version", "file", "findings", "warnings"])

    @MainActor
    package static func answer(_ arguments: ToolArguments) throws -> ToolAnswer {
        let input = try SceneInput(arguments, what: "scene or dump")
        let scene = try input.load()
        let findings = Lint.check(scene)
        let document = AnswerJSON.LintDocument(file: input.name, findings: findings)
        var structured = try JSONLines.object(AnswerJSON.line(document))
        structured["warnings"] = scene.warningValues
        var lines = [
            "\(input.name): "
                + (findings.isEmpty ? "no findings" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")")
        ]
        lines += findings.prefix(10).map(\.description)
        if findings.count > 10 { lines.append("… \(findings.count - 10) more in `findings`") }
        return ToolAnswer(structured: structured, summary: lines.joined(separator: "\n"))
    }
}
