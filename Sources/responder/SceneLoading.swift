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
