import Foundation
import MCP
import ResponderDiagnosis
import ResponderKit
import ResponderScene

/// `explain`: where a touch at a point goes, and why: the document of `explain --format json`.
package enum ExplainTool: ResponderTool {
    package static let name = "explain"
    package static let description = """
        Explains where a touch at a point goes in a scene or a recursiveDescription dump, and why: \
        hit-testing's verdict for every view of the window (inside, outside its bounds, hidden, \
        transparent, interaction off, not asked and why), every view under the point with why it \
        lost, the responder chain from the view hit, the gesture recognizers that would see the \
        touch, the nearest near miss, and what the answer rests on that a dump did not show. The \
        structured content is the document of `explain --format json` \
        (Documentation/explain.schema.json); `brief` leaves out the per-view lists, for large dumps.
        """
    package static let argumentNames = SceneInput.argumentNames + ["point", "window", "originInWindow", "step", "brief"]
    package static let writesFiles = false

    package static var inputSchema: Value {
        var properties = SceneInput.schemaProperties(what: "scene or dump")
        properties["point"] = Schema.point("The point to explain, in screen coordinates.")
        properties["window"] = [
            "type": "string",
            "description": "The id of the window to explain (default: the one a touch there would go to)."
        ]
        properties["originInWindow"] = Schema.point(
            "For a dump that does not start at a window: the window coordinates of its root's top-left corner, so that `point` is in window coordinates."
        )
        properties["step"] = [
            "type": "integer", "minimum": 0,
            "description":
                "Explain the state after step N of the scene's script (its set, add and remove steps, taps … applied), at the moment it ended; 0 is the scene as loaded."
        ]
        properties["brief"] = [
            "type": "boolean",
            "description":
                "Only the verdict, the hit path, the near miss and lint's findings, without every view (for large dumps)."
        ]
        return Schema.object(properties, required: ["point"])
    }

    package static let outputSchema = Schema.object(
        [
            "version": ["type": "integer"],
            "step": ["type": "integer"],
            "brief": ["type": "boolean"],
            "explanation": [
                "type": "object",
                "description": "The explanation (Documentation/explain.schema.json)."
            ],
            "warnings": Schema.warnings
        ],
        required: ["version", "explanation", "warnings"])

    @MainActor
    package static func answer(_ arguments: ToolArguments) throws -> ToolAnswer {
        let input = try SceneInput(arguments, what: "scene or dump")
        guard let point = try arguments.point("point") else {
            throw ToolFailure.arguments(
                name, "no `point`: explain answers for a point", hint: "for example \"point\": {\"x\": 100, \"y\": 120}"
            )
        }
        let windowID = try arguments.string("window", example: "\"window\": \"main\"")
        let origin = try arguments.point("originInWindow")
        let step = try arguments.integer("step", minimum: 0, example: "\"step\": 2")
        let brief = try arguments.flag("brief", example: "\"brief\": true")
        let scene = try input.load(originInWindow: origin)
        if let step, step > 0 {
            guard let script = scene.script else {
                throw ToolFailure.input(
                    input.name, "`step` \(step) needs a script, and the scene has no `script:`",
                    hint: "add `script:` to the scene, or leave out `step`")
            }
            guard step <= script.steps.count else {
                throw ToolFailure.input(
                    input.name, "`step` \(step): the script has \(script.steps.count) steps",
                    hint: "give a step from 0 to \(script.steps.count)")
            }
            _ = try ScriptRunner.run(script.prefix(step), in: scene, topics: [], settles: false)
        }
        var window: UIWindow?
        if let windowID {
            guard let found = scene.objects[windowID] as? UIWindow else {
                let windows = scene.windows.compactMap(\.accessibilityIdentifier)
                throw ToolFailure.input(
                    input.name, "no window '\(windowID)'", hint: "its windows are \(windows.joined(separator: ", "))")
            }
            window = found
        }
        let explanation = Explanation(
            point: point, in: scene.application, window: window, naming: scene.displayName, scene: scene)
        let document = AnswerJSON.ExplainDocument(
            explanation: explanation.answer, step: step.flatMap { $0 > 0 ? $0 : nil }, brief: brief)
        var structured = try JSONLines.object(AnswerJSON.line(document))
        structured["warnings"] = scene.warningValues
        return ToolAnswer(structured: structured, summary: explanation.answer.briefText)
    }
}
