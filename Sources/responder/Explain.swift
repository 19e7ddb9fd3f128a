import ArgumentParser
import Foundation
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

            """
                + ExitCode.helpSection(
                    success: "the explanation was printed",
                    badInput: """
                        a scene or dump that is missing, not UTF-8 text or malformed, a
                        --window the scene does not have
                        """)
    )

    @OptionGroup var input: SceneArgument

    // Unconditional, so that a negative point (`--at -5,-5`) is not taken for an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("The point, in screen coordinates: x,y.", valueName: "x,y"))
    var at: String

    @Option(help: "The id of the window to explain (default: the one a touch there would go to).")
    var window: String?

    func validate() throws {
        _ = try PointOption.parse(at)
    }

    func run() throws {
        let point = try PointOption.parse(at)
        let output = try withScene(input) { loaded in
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
                point: point, in: loaded.application, window: chosen, naming: loaded.displayName)
            return explanation.text
                + importNotes(loaded, point: point, hit: explanation.hit, window: explanation.window)
        }
        Output.print(output)
    }
}
