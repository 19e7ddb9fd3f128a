import ArgumentParser
import Foundation
import ResponderScene

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Turns a UIKit recursiveDescription dump into a scene file.",
        discussion: """
            Reads the dump as pasted from lldb, a log, Cycript, Frida, a test failure or a web page \
            (prompts, prefixes, quotes, tabs and wrapped lines are taken off), and writes a scene \
            with every view's frame, bounds origin (from contentOffset), transform, alpha, hidden, \
            interaction, clipping, tag, text and class, its address as its id. What was repaired or \
            guessed (a cut line's missing attributes) is reported on stderr, with line numbers. A \
            file with several dumps is listed; the largest is imported unless --dump picks one. \
            `run`, `explain`, `lint` and `render` also accept a dump directly.

            Examples:
              swift run responder import Examples/Dumps/lldb-window.txt -o scene.yaml
              swift run responder explain Examples/Dumps/lldb-window.txt --at 120,260

            """
                + ExitCode.helpSection(
                    success: "the scene was written (lines it skipped are warnings on stderr)",
                    badInput: """
                        a dump that is missing, not UTF-8 text or has no view in it, an
                        output file that cannot be written (then none is written)
                        """)
    )

    @Argument(help: "The dump (a text file).", completion: .file(extensions: ["txt", "log"]))
    var dump: String

    @Option(
        name: .shortAndLong, help: "Where to write the scene (default: standard output).",
        completion: .file(extensions: ["yaml", "yml"]))
    var output: String?

    @Option(name: .customLong("dump"), help: ArgumentHelp(DumpOption.help, valueName: "n"))
    var number: Int?

    // Unconditional, so that a negative origin is not taken for an option.
    @Option(name: .customLong("origin-in-window"), parsing: .unconditional, help: OriginOption.help)
    var originInWindow: String?

    func validate() throws {
        try DumpOption.validate(number)
        _ = try OriginOption.parse(originInWindow)
    }

    func run() throws {
        let text = try TextFile.read(path: dump, hint: "a dump is the text recursiveDescription prints, saved as UTF-8")
        let imported: DumpImporter
        do {
            imported = try DumpImporter(
                text, file: dump, dump: number, originInWindow: try OriginOption.parse(originInWindow))
        } catch let choice as DumpChoiceError {
            throw ValidationError(choice.description)
        } catch let origin as DumpOriginError {
            throw ValidationError(origin.description)
        }
        try Output.emit(imported.sceneFile(), to: output)
        for warning in imported.warnings {
            Output.standardError(warning.description + "\n")
        }
    }
}
