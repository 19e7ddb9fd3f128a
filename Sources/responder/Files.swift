import ArgumentParser
import Foundation
import ResponderKit
import ResponderScene

/// The files the commands read, for shell completion: scenes (YAML or JSON) and dumps (text).
let sceneFileCompletion = CompletionKind.file(extensions: ["yaml", "yml", "json", "txt"])

/// Loads the scene or dump at `path` and hands it to `work`, on the main actor, where the engine
/// lives (`Responder.main()` runs every command on the main thread). A file that cannot be read or
/// is malformed throws its `SceneError`, which `Failure.exit(with:)` reports.
///
/// A large file takes a while to load, most of all in a debug build (`swift run`): on a terminal,
/// a line on stderr says what is being loaded and then how long it took, so that the tool never
/// looks hung. Nothing is printed when stderr is not a terminal (pipes, CI, the tests).
func withScene<T: Sendable>(_ path: String, _ work: @MainActor (Scene) throws -> T) throws -> T {
    try MainActor.assumeIsolated {
        let progress = LoadProgress(path: path)
        let scene = try SceneLoader.load(path: path)
        progress?.finished(views: scene.objects.values.reduce(0) { $0 + ($1 is UIView ? 1 : 0) })
        return try work(scene)
    }
}

/// The loading line of `withScene`, for files of `threshold` bytes or more read on a terminal.
struct LoadProgress {
    static let threshold = 2 << 20
    let started = Date()

    init?(path: String) {
        guard isatty(STDERR_FILENO) == 1,
              let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
              size >= Self.threshold else { return nil }
        let megabytes = (Double(size) / 1_048_576).formatted(.number.precision(.fractionLength(1)))
        FileHandle.standardError.write(Data("responder: loading \(path) (\(megabytes) MB)…".utf8))
    }

    func finished(views: Int) {
        let seconds = Date().timeIntervalSince(started).formatted(.number.precision(.fractionLength(1)))
        FileHandle.standardError.write(Data(" \(views.formatted()) views in \(seconds) s\n".utf8))
    }
}

/// Prints `text`, or writes it whole to `output` (never a partial file).
func emit(_ text: String, to output: String?) throws {
    guard let output else {
        print(text, terminator: "")
        return
    }
    do {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        throw CommandFailure(file: output, message: "cannot write the file: \(error.localizedDescription)",
                             hint: "check that the directory exists and can be written to")
    }
}
