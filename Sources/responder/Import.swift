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
        interaction, clipping, tag, text and class, its address as its id. Lines that cannot be \
        read are reported on stderr, with their line numbers; the rest is imported. `run`, \
        `explain`, `lint` and `render` also accept a dump directly.

        Examples:
          swift run responder import dump.txt -o scene.yaml
          swift run responder explain dump.txt --at 120,300
        """
    )

    @Argument(help: "The dump (a text file).")
    var dump: String

    @Option(name: .shortAndLong, help: "Where to write the scene (default: standard output).")
    var output: String?

    func run() throws {
        guard let data = FileManager.default.contents(atPath: dump), let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure(message: "\(dump):1:1: error: cannot read the file\n  hint: check the path")
        }
        let imported: DumpImporter
        do {
            imported = try DumpImporter(text, file: dump)
        } catch let error as SceneError {
            throw CommandFailure(message: error.description)
        }
        for warning in imported.warnings {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        try emit(imported.scene, to: output)
    }
}
