import ArgumentParser
import Foundation
import ResponderDiagnosis
import ResponderKit
import ResponderScene

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draws a scene (or a dump) as an SVG picture.",
        discussion: """
            Every view's shape on screen (turned or scaled views as they are drawn), labelled with its \
            id and class, with where it can really be touched when its ancestors' bounds cut it off; \
            hidden, transparent, non-interactive and disabled views marked. With --at, the touch point, \
            the hit-test path (blue), the view hit (filled) and the branches hit-testing pruned (red). \
            Labels never cover one another; numbers are rounded to hundredths.

            Examples:
              swift run responder render Examples/button-outside-superview.yaml --at 240,210 -o out.svg
              swift run responder render Examples/Dumps/lldb-window.txt -o hierarchy.svg

            """
                + ExitCode.helpSection(
                    success: "the picture was written",
                    badInput: """
                        a scene or dump that is missing, not UTF-8 text or malformed, an
                        output file that cannot be written (then none is written)
                        """)
    )

    @OptionGroup var input: SceneArgument

    // Unconditional, so that a negative point (`--at -5,-5`) is not taken for an option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("A touch point to trace, in screen coordinates: x,y.", valueName: "x,y"))
    var at: String?

    @Option(
        name: .shortAndLong, help: "The SVG file to write (default: standard output).",
        completion: .file(extensions: ["svg"]))
    var output: String?

    func validate() throws {
        if let at { _ = try PointOption.parse(at) }
    }

    func run() throws {
        let point = try at.map(PointOption.parse)
        let svg = try withScene(input) { SVGRenderer.render($0, at: point) }
        try Output.emit(svg, to: output)
    }
}
