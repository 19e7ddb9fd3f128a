import ArgumentParser
import Foundation
import ResponderDiagnosis
import ResponderKit
import ResponderScene

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explains where a touch at a point goes, and why.",
        discussion: """
            Prints the verdict of every view of the window for that point (inside, outside its \
            bounds, hidden, transparent, interaction off, not asked and why), every view under the \
            point with why it lost, the responder chain from the view that wins, the recognizers that \
            would see the touch, and the nearest near miss.

            Examples:
              swift run responder explain Examples/button-outside-superview.yaml --at 240,210
              swift run responder explain scene.yaml --at 100,120 --window alertWindow
              swift run responder explain Examples/button-outside-superview.yaml --at -5,-5
              swift run responder explain Examples/dimming-overlay.yaml --at 100,20 --step 2
              swift run responder explain big-dump.txt --at 100,120 --brief
              swift run responder explain Examples/lint-gallery.yaml --at 100,120 --format json

            """
                + ExitCode.helpSection(
                    success: "the explanation was printed",
                    badInput: """
                        a scene or dump that is missing, not UTF-8 text or malformed, a
                        --window the scene does not have
                        """)
    )

    @OptionGroup var input: SceneArgument

    @Option(help: "text (for people) or json (one document: Documentation/explain.schema.json).")
    var format: AnswerFormat = .text

    @Flag(help: "Only the verdict, the hit path, the near miss and lint's findings, not every view (for large dumps).")
    var brief = false

    // Unconditional, so that a negative point (`--at -5,-5`) is not taken for an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("The point, in screen coordinates: x,y.", valueName: "x,y"))
    var at: String

    @Option(help: "The id of the window to explain (default: the one a touch there would go to).")
    var window: String?

    // Unconditional, so that a negative origin is not taken for an option.
    @Option(name: .customLong("origin-in-window"), parsing: .unconditional, help: OriginOption.help)
    var originInWindow: String?

    @Option(
        help: ArgumentHelp(
            "Explain the state after step N of the scene's script (its set, add and remove steps, taps, waits … applied), at the moment it ended (timers not yet due, such as an animation's end, have not run); 0 is the scene as loaded.",
            valueName: "N"))
    var step: Int?

    func validate() throws {
        _ = try PointOption.parse(at)
        _ = try OriginOption.parse(originInWindow)
        if let step, step < 0 {
            throw ValidationError("--step takes a step's number, from 0 (the scene as loaded), not \(step)")
        }
    }

    func run() throws {
        let point = try PointOption.parse(at)
        let output = try withScene(input, originInWindow: try OriginOption.parse(originInWindow)) { loaded in
            var header = ""
            if let step, step > 0 {
                guard let script = loaded.script else {
                    throw CommandFailure(
                        file: input.scene, message: "--step \(step) needs a script, and the scene has no `script:`",
                        hint: "add `script:` to the scene, or leave out --step")
                }
                guard step <= script.steps.count else {
                    throw CommandFailure(
                        file: input.scene, message: "--step \(step): the script has \(script.steps.count) steps",
                        hint: "give a step from 0 to \(script.steps.count)")
                }
                // At the moment the step ended: a running animation is still running.
                _ = try ScriptRunner.run(script.prefix(step), in: loaded, topics: [], settles: false)
                header = "After step \(step) (line \(script.steps[step - 1].line)) of the script:\n\n"
            }
            var chosen: UIWindow?
            if let window {
                guard let found = loaded.objects[window] as? UIWindow else {
                    let windows = loaded.windows.compactMap(\.accessibilityIdentifier)
                    throw CommandFailure(
                        file: input.scene, message: "no window '\(window)'",
                        hint: "its windows are \(windows.joined(separator: ", "))")
                }
                chosen = found
            }
            let explanation = Explanation(
                point: point, in: loaded.application, window: chosen, naming: loaded.displayName, scene: loaded)
            switch format {
            case .text: return header + (brief ? explanation.answer.briefText : explanation.text)
            case .json:
                return try AnswerJSON.line(
                    AnswerJSON.ExplainDocument(
                        explanation: explanation.answer, step: step.flatMap { $0 > 0 ? $0 : nil }, brief: brief))
            }
        }
        Output.print(output)
    }
}
