import Foundation
import MCP
import ResponderDiagnosis
import ResponderKit
import ResponderScene

/// `render`: the SVG picture of `responder render`.
package enum RenderTool: ResponderTool {
    package static let name = "render"
    package static let description = """
        Draws a scene or a recursiveDescription dump as an SVG picture: every view's shape on \
        screen, labelled with its id and class, where it can really be touched when its \
        ancestors' bounds cut it off, hidden, transparent, non-interactive and disabled views \
        marked. With `point`: the touch point, the hit-test path, the view hit and the branches \
        hit-testing pruned.
        """
    package static let argumentNames = SceneInput.argumentNames + ["point", "output"]
    package static let writesFiles = true

    package static var inputSchema: Value {
        var properties = SceneInput.schemaProperties(what: "scene or dump")
        properties["point"] = Schema.point("A touch point to trace, in screen coordinates.")
        properties["output"] = Schema.output("SVG file")
        return Schema.object(properties)
    }

    package static let outputSchema = Schema.object(
        [
            "svg": ["type": "string", "description": "The picture (SVG), unless `output` was given."],
            "output": [
                "type": "string", "description": "The file the picture was written to, when `output` was given."
            ],
            "views": ["type": "integer", "description": "How many views the scene has."],
            "warnings": Schema.warnings
        ],
        required: ["views", "warnings"])

    @MainActor
    package static func answer(_ arguments: ToolArguments) throws -> ToolAnswer {
        let input = try SceneInput(arguments, what: "scene or dump")
        let point = try arguments.point("point")
        let output = try arguments.string("output", example: "\"output\": \"picture.svg\"")
        let scene = try input.load()
        let svg = SVGRenderer.render(scene, at: point)
        var structured: [String: Value] = ["views": .int(scene.viewCount), "warnings": scene.warningValues]
        var summary = "An SVG picture of \(scene.viewCount) view\(scene.viewCount == 1 ? "" : "s")"
        if let point { summary += " with the touch at (\(format(point.x)), \(format(point.y)))" }
        if let output {
            try OutputFile.write(svg, to: output)
            structured["output"] = .string(output)
            summary += ", written to \(output)."
        } else {
            structured["svg"] = .string(svg)
            summary += " (\(OutputFile.size(svg.utf8.count)), in `svg`)."
        }
        return ToolAnswer(structured: structured, summary: summary)
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
