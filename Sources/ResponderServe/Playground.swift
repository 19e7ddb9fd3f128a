import Foundation
import ResponderDiagnosis
import ResponderKit
import ResponderScene

/// The state behind `responder serve`'s page: the scene or dump loaded, the edits made to it, and
/// the live hierarchy built from both. Every answer the page shows comes from here, and every one
/// is the engine's (``Explanation``, ``SVGRenderer``, ``Lint``, ``ScriptRunner``); nothing is
/// decided in the browser.
///
/// A load that fails leaves the scene loaded before it in place and says why, at its line.
@MainActor
public final class Playground {
    /// What was loaded: a scene file or a `recursiveDescription` dump, as text.
    public struct Source: Sendable {
        /// The name errors and warnings cite: the file's path, or the name of a dropped file or
        /// paste.
        public let name: String
        /// The text as loaded.
        public let text: String
        /// Whether the text was read as a dump.
        public let isDump: Bool
    }

    /// The loaded source; nil until something loads.
    public private(set) var source: Source?
    /// The scene file the edits were applied to, once there is an edit; the download.
    public private(set) var editedText: String?
    /// The live hierarchy of the source with the edits applied.
    public private(set) var scene: Scene?
    /// The import's warnings for a dump (empty for a scene file), by line of the dump.
    public private(set) var warnings: [DumpWarning] = []
    /// How many edits have been applied since the source was loaded.
    public private(set) var editCount = 0
    /// Why the edited file was written anew rather than patched (its comments, blank lines and
    /// layout are then not in the download), from the first edit that had to; nil while every
    /// edit since the load kept the file's own text.
    public private(set) var rewriteReason: String?
    /// The last load, if it failed: what was given and why it was refused (the scene loaded
    /// before it, if any, stays).
    public private(set) var failure: (source: Source, error: any Error)?

    /// An empty playground: the page offers to drop a file or paste a dump.
    public init() {}

    /// Loads `text` (a scene file, or a dump: any text with a line that reads as a view
    /// description); `name` names it in messages. On failure the loaded scene stays as it was,
    /// and the error is thrown: a ``SceneError`` at its line for a malformed scene or dump.
    public func load(_ text: String, name: String) throws {
        let isDump = DumpImporter.looksLikeDump(text)
        let scene: Scene
        var warnings: [DumpWarning] = []
        do {
            if isDump {
                let importer = try DumpImporter(text, file: name)
                scene = importer.build()
                warnings = importer.warnings
            } else {
                scene = try SceneLoader.load(text, file: name)
            }
        } catch {
            failure = (Source(name: name, text: text, isDump: isDump), error)
            throw error
        }
        self.failure = nil
        self.source = Source(name: name, text: text, isDump: isDump)
        self.scene = scene
        self.warnings = warnings
        self.editedText = nil
        self.editCount = 0
        self.rewriteReason = nil
    }

    /// Drops every edit: the scene is the source again.
    public func revert() throws {
        guard let source else { return }
        try load(source.text, name: source.name)
    }

    /// The scene file that the edits apply to and that the page downloads: the edited text once
    /// edited; else the source itself for a scene file, or the import's scene file for a dump.
    public func sceneFileText() throws -> String? {
        if let editedText { return editedText }
        guard let source else { return nil }
        if source.isDump { return try DumpImporter(source.text, file: source.name).sceneFile() }
        return source.text
    }

    /// Applies `edit` to the scene file and rebuilds the scene from the result. A change the
    /// scene reader refuses (an alpha of 2, a frame with a negative width) is its ``SceneError``,
    /// and nothing changes.
    public func apply(_ edit: SceneEdit) throws {
        guard let source, let scene, let base = try sceneFileText() else {
            throw PlaygroundError.noScene
        }
        let edited = try SceneEditor.apply(edit, to: base, file: source.name, taken: Set(scene.objects.keys))
        let rebuilt = try SceneLoader.load(edited.text, file: source.name + " (edited)")
        self.scene = rebuilt
        self.editedText = edited.text
        self.rewriteReason = rewriteReason ?? edited.rewriteReason
        editCount += 1
    }

    /// A new build of the current scene (the source and its edits), for a run that changes what
    /// it runs on, such as a script.
    func freshScene() throws -> Scene {
        guard let source else { throw PlaygroundError.noScene }
        if let editedText { return try SceneLoader.load(editedText, file: source.name + " (edited)") }
        if source.isDump { return try DumpImporter(source.text, file: source.name).build() }
        return try SceneLoader.load(source.text, file: source.name)
    }
}

/// What the playground refuses that is not a scene's fault.
public enum PlaygroundError: Error, Equatable, CustomStringConvertible {
    /// Nothing is loaded yet.
    case noScene
    /// An edit names a view the scene does not have, or one without an id.
    case unknownView(String)
    /// An edit the scene file cannot take as asked.
    case unsupportedEdit(String)
    /// A window number the scene does not have.
    case unknownWindow(Int)
    /// The scene has no script to play.
    case noScript

    /// The sentence the page shows.
    public var description: String {
        switch self {
        case .noScene: "no scene is loaded: drop a scene file or paste a dump first"
        case .unknownView(let id): "the scene has no view with id '\(id)' that can be edited"
        case .unsupportedEdit(let why): why
        case .unknownWindow(let key): "there is no window \(key)"
        case .noScript: "this scene has no script: add `script:` with steps to play"
        }
    }
}
