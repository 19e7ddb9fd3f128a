import Foundation
import MCP
import ResponderScene

/// `import`: turns a `recursiveDescription` dump into a scene file, as `responder import` does.
package enum ImportTool: ResponderTool {
    package static let name = "import"
    package static let description = """
        Turns a UIKit recursiveDescription dump (as pasted from lldb, a log or a test failure) \
        into a scene file (YAML) with every view's frame, bounds origin, transform, alpha, hidden, \
        interaction, clipping, text and class, its address as its id; `warnings` says what was \
        repaired or guessed, by line. `dumps` lists the dumps the text holds; the largest is \
        imported unless `dump` picks one. The other tools also read a dump directly.
        """
    package static let argumentNames = SceneInput.argumentNames + ["originInWindow", "output"]
    package static let writesFiles = true

    package static var inputSchema: Value {
        var properties = SceneInput.schemaProperties(what: "dump")
        properties["originInWindow"] = Schema.point(
            "For a dump that does not start at a window: the window coordinates of its root's top-left corner (what `p [view convertPoint:CGPointZero toView:nil]` prints). Default: what the paste states after a `convertRect:…toView:nil`, else 0,0."
        )
        properties["output"] = Schema.output("scene file")
        return Schema.object(properties)
    }

    package static let outputSchema = Schema.object(
        [
            "scene": ["type": "string", "description": "The scene file (YAML), unless `output` was given."],
            "output": ["type": "string", "description": "The file the scene was written to, when `output` was given."],
            "dumps": [
                "type": "array",
                "description": "Every dump the text holds, in order.",
                "items": Schema.object(
                    [
                        "number": ["type": "integer"], "firstLine": ["type": "integer"],
                        "lastLine": ["type": "integer"], "views": ["type": "integer"], "root": ["type": "string"]
                    ], required: ["number", "firstLine", "lastLine", "views", "root"])
            ],
            "chosen": ["type": "integer", "description": "The number of the dump imported."],
            "warnings": Schema.warnings
        ],
        required: ["dumps", "chosen", "warnings"])

    @MainActor
    package static func answer(_ arguments: ToolArguments) throws -> ToolAnswer {
        let input = try SceneInput(arguments, what: "dump")
        let origin = try arguments.point("originInWindow")
        let output = try arguments.string("output", example: "\"output\": \"scene.yaml\"")
        let text = try input.text(hint: "a dump is the text recursiveDescription prints, saved as UTF-8")
        let imported = try DumpImporter(text, file: input.name, dump: input.dump, originInWindow: origin)
        let scene = imported.sceneFile()
        var structured: [String: Value] = [
            "dumps": .array(
                imported.dumps.map { dump in
                    [
                        "number": .int(dump.number), "firstLine": .int(dump.lines.lowerBound),
                        "lastLine": .int(dump.lines.upperBound), "views": .int(dump.views), "root": .string(dump.root)
                    ]
                }),
            "chosen": .int(imported.chosen), "warnings": imported.warningValues
        ]
        let chosen = imported.dumps.first { $0.number == imported.chosen }
        var summary =
            "Imported "
            + (imported.dumps.count > 1 ? "dump \(imported.chosen) of \(imported.dumps.count)" : "the dump")
            + (chosen.map {
                " (\($0.views) view\($0.views == 1 ? "" : "s"), lines \($0.lines.lowerBound)–\($0.lines.upperBound))"
            }
                ?? "")
        if let output {
            try OutputFile.write(scene, to: output)
            structured["output"] = .string(output)
            summary += " and wrote the scene to \(output)"
        } else {
            structured["scene"] = .string(scene)
            summary += " as a scene file of \(OutputFile.size(scene.utf8.count)) (`scene`)"
        }
        let warnings = imported.warnings.count
        summary += warnings == 0 ? "." : "; \(warnings) warning\(warnings == 1 ? "" : "s") (`warnings`)."
        return ToolAnswer(structured: structured, summary: summary)
    }
}
