import ArgumentParser
import Foundation
import ResponderKit
import ResponderScene

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Finds touch targets that cannot be touched, before anyone taps.",
        discussion: """
        Checks every control and every view that takes touches: an ancestor with interaction off, \
        hidden or transparent; a frame reaching outside an ancestor's bounds; a zero-size \
        ancestor; a target under 44×44 pt; an overlay covering it; an ancestor's tap recognizer \
        that cancels its touches; a single tap waiting for a double tap. Each finding names the \
        view, where it is declared, and the fix. Exit code 0 when clean, 1 with findings.

        Example:
          swift run responder lint Examples/button-outside-superview.yaml
        """
    )

    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    func run() throws {
        let findings = try MainActor.assumeIsolated { () throws -> [LintFinding] in
            do {
                return Lint.check(try SceneLoader.load(path: scene))
            } catch let error as SceneError {
                throw CommandFailure(message: error.description)
            }
        }
        if findings.isEmpty {
            print("\(scene): no findings")
            return
        }
        print(findings.map(\.description).joined(separator: "\n"))
        print("\(findings.count) finding\(findings.count == 1 ? "" : "s")")
        throw ExitCode(1)
    }
}
