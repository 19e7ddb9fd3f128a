import ArgumentParser
import Foundation
import ResponderDiagnosis
import ResponderKit
import ResponderScene

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Finds touch targets that cannot be touched, before anyone taps.",
        discussion: """
            Checks every control and every view that takes touches: its own interaction off or alpha \
            below 0.01 (UILabel and UIImageView default to interaction off); an ancestor with \
            interaction off, hidden or transparent; a frame reaching outside an ancestor's bounds; a \
            zero-size ancestor; a view or window covering all or part of it; a control with no target, \
            a target that lacks its action, a target for an event the control never sends; a target \
            under 44×44 pt; an ancestor's tap recognizer that cancels its touches; a single and a \
            double tap with no failure requirement; a single tap waiting for a double tap; a pan \
            inside a scroll view with no relation to its pan. Each finding has a severity (error or \
            warning), names the view, where it is declared, and the fix. The rules are listed in \
            Documentation/LintRules.md.

            Example:
              swift run responder lint Examples/button-outside-superview.yaml

            """
                + ExitCode.helpSection(
                    success: "clean: no findings",
                    findings: "findings, printed on stdout",
                    badInput: "a scene or dump that is missing, not UTF-8 text or malformed")
    )

    @OptionGroup var input: SceneArgument

    @Option(help: "text (for people) or json (one document: Documentation/lint.schema.json).")
    var format: AnswerFormat = .text

    func run() throws {
        let document = try withScene(input) { AnswerJSON.LintDocument(file: input.scene, findings: Lint.check($0)) }
        Output.print(format == .json ? try AnswerJSON.line(document) : document.text)
        if !document.findings.isEmpty { throw ExitCode.findings }
    }
}
