import ArgumentParser
import Foundation
import ResponderKit
import ResponderScene

/// Loads the scene or dump at `path` and hands it to `work`, on the main actor, where the engine
/// lives (`Responder.main()` runs every command on the main thread). A file that cannot be read or
/// is malformed throws its `SceneError`, which `Failure.exit(with:)` reports, as it does anything
/// `work` throws.
///
/// A large file takes a while to load, most of all in a debug build (`swift run`): on a terminal,
/// a line on stderr says what is being loaded and then how long it took, so that the tool never
/// looks hung. Nothing is printed when stderr is not a terminal (pipes, CI, the tests).
func withScene<T: Sendable>(
    _ input: SceneArgument, originInWindow: CGPoint? = nil, _ work: @MainActor (Scene) throws -> T
) throws -> T {
    try withScene(input.scene, dump: input.dump, originInWindow: originInWindow, work)
}

/// `withScene` for the file at `path`, the dump `dump` of it when it holds several, placed at
/// `originInWindow` when it is a fragment.
func withScene<T: Sendable>(
    _ path: String, dump: Int? = nil, originInWindow: CGPoint? = nil, _ work: @MainActor (Scene) throws -> T
) throws -> T {
    try MainActor.assumeIsolated {
        let progress = LoadProgress(path: path)
        let scene = try loadScene(path: path, dump: dump, originInWindow: originInWindow)
        progress?.finished(views: scene.objects.values.reduce(0) { $0 + ($1 is UIView ? 1 : 0) })
        let result = try work(scene)
        // A dump's warnings, once the command has something to show for it (bad input is one
        // message, alone).
        for warning in scene.importWarnings { Output.standardError(warning.description + "\n") }
        return result
    }
}

/// The scene or dump at `path`; `--dump` out of range, and `--origin-in-window` for a file that
/// is no fragment, are usage errors (exit code 64).
@MainActor
func loadScene(path: String, dump: Int?, originInWindow: CGPoint? = nil) throws -> Scene {
    do {
        return try SceneLoader.load(path: path, dump: dump, originInWindow: originInWindow)
    } catch let choice as DumpChoiceError {
        throw ValidationError(choice.description)
    } catch let origin as DumpOriginError {
        throw ValidationError(origin.description)
    }
}

/// What `explain` adds for a scene imported from a dump: `headline`, a line to follow the
/// answer when it depends on what the dump did not show, naming it; and `notes`, for the end:
/// where a fragment's points are, and each guess the answer depends on (attributes a cut line
/// lost, of the views under the point and of the hit view's ancestors; a frame not printed, of a
/// view that would take the point if it covered it; views lost where the dump was cut). Both
/// empty for a scene file written by hand.
@MainActor
func importNotes(_ scene: Scene, point: CGPoint, hit: UIView?, window: UIWindow?) -> (headline: String, notes: String) {
    guard let window else { return ("", "") }
    var notes = ""
    if let note = scene.fragmentNote(of: window) {
        notes += "Fragment: " + note.replacingOccurrences(of: "fragment: ", with: "") + ".\n"
    }
    let alternatives = hit.map { scene.guessedAlternatives(at: point, in: window, hit: $0) } ?? []
    let frames = scene.guessedFrameAlternatives(at: point, in: window, hit: hit)
    let lost = scene.lostSubviews(at: point, in: window)
    notes += (alternatives + frames.map(\.sentence) + (lost.map { [$0] } ?? [])).map { "Depends on a guess: \($0)\n" }
        .joined()
    let inWindow = window.convert(point, from: nil as UIWindow?)
    var guesses: [String] = []
    for view in scene.guessedViews where view.window === window {
        let under = view.bounds.contains(view.convert(inWindow, from: nil as UIView?))
        guard under || (hit.map { $0.isDescendant(of: view) } ?? false) else { continue }
        let attributes = scene.guessedAttributes(of: view).filter { $0 != "subviews" }.map {
            $0 == "animating" ? "the options of its running animation" : $0
        }
        guard !attributes.isEmpty else { continue }
        guesses.append("\(attributes.joined(separator: ", ")) of \(scene.displayName(of: view))")
    }
    if !guesses.isEmpty {
        let animatingGuess =
            scene.guessedViews.contains {
                $0.window === window && scene.guessedAttributes(of: $0).contains("animating")
            }
            ? ", UIKit's default animation options, without .allowUserInteraction" : ""
        let shown = guesses.count > 4 ? guesses.prefix(3) + ["\(guesses.count - 3) more views"] : guesses[...]
        notes +=
            "Guessed: the dump did not show \(shown.joined(separator: "; ")); the answer reads those lines as printed (interaction on unless `userInteractionEnabled = NO` is printed, not hidden, alpha 1, no transform\(animatingGuess)).\n"
    }
    var rests: [String] = []
    if !guesses.isEmpty {
        rests.append(
            guesses.count > 2 ? "attributes of \(guesses.count) views under the point" : guesses.joined(separator: "; ")
        )
    }
    if !frames.isEmpty {
        rests.append("the frame of " + frames.map { scene.displayName(of: $0.view) }.joined(separator: ", "))
    }
    if lost != nil { rests.append("the views lost where the dump was cut") }
    let headline =
        rests.isEmpty
        ? ""
        : "This answer depends on a guess about what the dump did not show: \(rests.joined(separator: "; ")) (see the end).\n"
    return (headline, notes)
}

/// The loading line of `withScene`, for files of `threshold` bytes or more read on a terminal.
struct LoadProgress {
    static let threshold = 2 << 20
    let started = Date()

    init?(path: String) {
        guard isatty(STDERR_FILENO) == 1,
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            size >= Self.threshold
        else { return nil }
        let megabytes = (Double(size) / 1_048_576).formatted(.number.precision(.fractionLength(1)))
        Output.standardError("responder: loading \(path) (\(megabytes) MB)…")
    }

    func finished(views: Int) {
        let seconds = Date().timeIntervalSince(started).formatted(.number.precision(.fractionLength(1)))
        Output.standardError(" \(views.formatted()) views in \(seconds) s\n")
    }
}
