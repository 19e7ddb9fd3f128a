import Foundation
import ResponderScene

/// The lessons `responder serve --lessons` offers: every lesson file of a folder (`Lessons/`), in
/// the order of their file names, each with its scene file's text. Read once, when the server
/// starts; each answer is then the engine's, on a fresh build of the lesson's scene.
///
/// A folder whose lessons do not all read, build and agree with the engine is refused as a whole,
/// with the first lesson's error at its line: the page never teaches from a broken lesson.
public struct LessonLibrary: Sendable {
    /// A lesson and its scene file.
    public struct Entry: Sendable {
        public let lesson: Lesson
        /// The scene file's path, as errors cite it.
        public let scenePath: String
        /// The scene file's text, as read when the library was.
        public let sceneText: String
    }

    /// The lessons, in the order of their file names.
    public let entries: [Entry]

    /// The lessons in `entries`' order (tests build libraries of their own).
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads every `.yaml` file of `folder` as a lesson, builds its scene and checks its answer
    /// against the engine. Throws a `SceneError` for a folder that cannot be read, holds no lesson,
    /// or a lesson or scene that is malformed; a ``LessonMismatch`` for a lesson whose answer is
    /// not the engine's; a `SceneError` at the second of two lessons with the same name.
    @MainActor
    public static func load(folder: String) throws -> LessonLibrary {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw SceneError(
                file: folder, line: 0, column: 0, message: "no lessons folder here",
                hint: "run from the ResponderKit checkout, whose Lessons/ holds them, or give --lessons-folder")
        }
        let files = names.filter { $0.hasSuffix(".yaml") }.sorted()
        guard !files.isEmpty else {
            throw SceneError(
                file: folder, line: 0, column: 0, message: "this folder holds no lesson (.yaml) files",
                hint: "give the folder the lesson files are in, Lessons/ in the ResponderKit checkout")
        }
        var entries: [Entry] = []
        var seen: Set<String> = []
        for name in files {
            let path = (folder as NSString).appendingPathComponent(name)
            let lesson = try Lesson.load(path: path)
            guard seen.insert(lesson.id).inserted else {
                throw SceneError(
                    file: path, line: 1, column: 1, message: "a second lesson named '\(lesson.id)'",
                    hint: "each lesson has a name of its own: it is the lesson's address")
            }
            let scenePath = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                lesson.scene)
            guard let data = FileManager.default.contents(atPath: scenePath),
                let text = String(data: data, encoding: .utf8)
            else {
                throw SceneError(
                    file: path, line: 1, column: 1, message: "the scene '\(lesson.scene)' cannot be read",
                    hint: "'scene' is a path relative to the lesson file")
            }
            let entry = Entry(lesson: lesson, scenePath: scenePath, sceneText: text)
            try lesson.check(scene: try entry.freshScene())
            entries.append(entry)
        }
        return LessonLibrary(entries: entries)
    }

    /// The lesson named `id`; nil for a name no lesson has.
    public func entry(_ id: String) -> Entry? {
        entries.first { $0.lesson.id == id }
    }
}

extension LessonLibrary.Entry {
    /// A new build of the lesson's scene, as the lesson file's folder holds it.
    @MainActor
    public func freshScene() throws -> Scene {
        try SceneLoader.load(sceneText, file: scenePath)
    }
}
