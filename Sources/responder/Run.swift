import ArgumentParser
import Foundation
import ResponderKit
import ResponderScene

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replays a scene's script and prints the event log.",
        discussion: """
            Each step prints `N <the step as written> ---> who answered` (the views whose recognizers or \
            controls sent an action the scene performs, else the responders that handled the touches), \
            followed by what the engine decided, one line each, with virtual times. `--format json` \
            prints the same log as JSON lines instead, with a record per step. An `expect:` step that \
            does not hold stops the run: the log up to it is printed, the failure goes to stderr.

            Examples:
              swift run responder run Examples/seed000-test1.yaml
              swift run responder run Examples/seed000-test1.yaml --trace none
              swift run responder run scene.yaml --script taps.yaml --format json --trace gestures,actions

            """
                + ExitCode.helpSection(
                    success: "the log was printed (and every `expect:` step held)",
                    findings: "an `expect:` step did not hold; the log up to it is on stdout",
                    badInput: """
                        a scene or script that is missing, not UTF-8 text or malformed, a
                        scene without `script:` and no --script, a step naming an unknown id
                        """)
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var input: SceneArgument

    @Option(
        help: "A script file to play instead of the scene's own `script:`.",
        completion: .file(extensions: ["yaml", "yml", "json"]))
    var script: String?

    @Option(help: "text (for people) or json (one object per line).")
    var format: Format = .text

    @Option(
        help: ArgumentHelp(
            "What to trace, comma-separated: \(TraceOption.names.joined(separator: ", ")) (default: \(TraceOption.defaultValue); a chain of default forwarding is then one line, and naming responders gives every hop).",
            valueName: "topics"),
        completion: .custom(TraceOption.complete))
    var trace: String?

    func validate() throws {
        _ = try TraceOption.parse(trace ?? TraceOption.defaultValue)
    }

    func run() throws {
        let topics = try TraceOption.parse(trace ?? TraceOption.defaultValue)
        // Every hop of default forwarding only when --trace asks for responders by name.
        let joining = trace.map { TraceOption.namesTopic($0, "responders") == false } ?? true
        let output = try withScene(input) { loaded in
            let steps: Script
            if let script {
                steps = try Script.load(path: script)
            } else if let own = loaded.script {
                steps = own
            } else {
                throw SceneError(
                    file: input.scene, line: 0, column: 0, message: "the scene has no `script:`",
                    hint: "add `script:` with steps such as `- tap: [10, 20]`, or give a script file with --script FILE"
                )
            }
            do {
                let results = try ScriptRunner.run(steps, in: loaded, topics: topics)
                return (render(results, joining: joining), nil as String?)
            } catch let failure as ExpectationFailure {
                return (render(failure.results, joining: joining), failure.description)
            }
        }
        Output.print(output.0)
        if let failure = output.1 {
            Output.standardError(failure + "\n")
            throw ExitCode.findings
        }
    }

    private func render(_ results: [ScriptRunner.StepResult], joining: Bool) -> String {
        format == .json ? LogRenderer.jsonLines(results) : LogRenderer.text(results, joiningForwarding: joining)
    }
}
