import Foundation
import ResponderKit
import Yams

/// Reads a scene file (YAML, or JSON, which is YAML) and builds it into a live hierarchy; reads a
/// `recursiveDescription` dump straight into one.
@MainActor
public enum SceneLoader {
    /// Loads the scene at `path`: a scene file, or a `recursiveDescription` dump (any file with a
    /// line that reads as a view description, wherever it is), imported directly; `dump` picks a
    /// dump of a file that holds several (default: the largest). Every problem with the file is a
    /// `SceneError` with its location; a `dump` out of range, or given for a scene file, is a
    /// ``DumpChoiceError``; `originInWindow` places a dump that does not start at a window (see
    /// ``DumpImporter/init(_:file:dump:originInWindow:)``), and is a ``DumpOriginError`` for a
    /// scene file or a dump of windows. The import's warnings are in ``Scene/importWarnings``.
    public static func load(path: String, dump: Int? = nil, originInWindow: CGPoint? = nil) throws -> Scene {
        let text = try TextFile.read(
            path: path, hint: "a scene is a YAML or JSON file, or a recursiveDescription dump saved as text")
        return try load(sceneOrDump: text, file: path, dump: dump, originInWindow: originInWindow)
    }

    /// Loads `text` as ``load(path:dump:originInWindow:)`` loads a file's text: a scene, or a dump
    /// imported directly; `file` names it in errors and warnings.
    public static func load(
        sceneOrDump text: String, file path: String, dump: Int? = nil, originInWindow: CGPoint? = nil
    ) throws -> Scene {
        if DumpImporter.looksLikeDump(text) {
            return try DumpImporter(text, file: path, dump: dump, originInWindow: originInWindow).build()
        }
        if let dump { throw DumpChoiceError(file: path, requested: dump, dumps: []) }
        if originInWindow != nil { throw DumpOriginError(file: path, window: nil) }
        let root: Value
        do {
            root = try Value.parse(text, file: path)
        } catch is SceneError where !mentionsSceneKey(text) {
            // Text that is not YAML and names no key of a scene (lldb output of another command,
            // `_printHierarchy`, a log): said as what it is not, a dump, with how to print one.
            return try DumpImporter(text, file: path).build()
        }
        if !root.isMapping && !root.isSequence {
            // Plain text, neither a scene nor a dump: said as a dump with no view is.
            return try DumpImporter(text, file: path).build()
        }
        return try build(root, file: path)
    }

    /// Whether a line of `text` starts, at any indentation, with a key only a scene has: a
    /// top-level key (`windows:`, `script:` …), `id:` or `subviews:`.
    static func mentionsSceneKey(_ text: String) -> Bool {
        let keys = SceneBuilder.sceneKeys + ["id", "subviews"]
        return text.split(whereSeparator: \.isNewline).contains { line in
            let start = line.drop { $0 == " " || $0 == "\t" || $0 == "-" }
            return keys.contains { start.hasPrefix($0 + ":") }
        }
    }

    /// Loads a scene from `text`; `file` names it in errors.
    public static func load(_ text: String, file: String = "scene.yaml") throws -> Scene {
        try build(Value.parse(text, file: file), file: file)
    }

    private static func build(_ root: Value, file: String) throws -> Scene {
        var builder = SceneBuilder(scene: Scene(application: UIApplication(), file: file))
        try builder.build(root)
        // Observed: UIKit lays a window out before it is first shown, so a table's rows are in
        // place before any question about where a touch goes (explain asks before any event).
        for window in builder.scene.windows { window.layoutIfNeeded() }
        return builder.scene
    }
}
