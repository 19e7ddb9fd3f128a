import Foundation
import ResponderKit
import Yams

/// Reads a scene file (YAML, or JSON, which is YAML) and builds it into a live hierarchy.
@MainActor
public enum SceneLoader {
    /// Loads the scene at `path` — a scene file, or a `recursiveDescription` dump, which is
    /// imported first; every problem is a `SceneError` with its location.
    public static func load(path: String) throws -> Scene {
        let text = try TextFile.read(
            path: path, hint: "a scene is a YAML or JSON file, or a recursiveDescription dump saved as text")
        if DumpImporter.looksLikeDump(text) {
            let imported = try DumpImporter(text, file: path)
            let scene = try load(imported.scene, file: path)
            scene.importedLines = imported.lines
            return scene
        }
        return try load(text, file: path)
    }

    /// Loads a scene from `text`; `file` names it in errors.
    public static func load(_ text: String, file: String = "scene.yaml") throws -> Scene {
        let root = try Value.parse(text, file: file)
        var builder = SceneBuilder(scene: Scene(application: UIApplication(), file: file))
        try builder.build(root)
        return builder.scene
    }
}
