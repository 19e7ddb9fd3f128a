import Foundation
import ResponderScene
import Yams

extension Lesson {
    /// The keys a lesson file takes.
    static let keys = ["lesson", "article", "scene", "title", "question", "predict", "choices", "answer", "hint", "why"]

    /// Reads a lesson file; a malformed one throws a `SceneError` at its line and column, with a
    /// hint.
    public static func read(_ text: String, file: String) throws -> Lesson {
        if let position = aliasKeyPosition(inYAML: text) {
            throw SceneError(
                file: file, line: position.line, column: position.column,
                message: "an alias (*name) stands as a mapping key here; lesson files take aliases as values only",
                hint: "write the key out")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw SceneError(
                file: file, line: 1, column: 1, message: "not YAML: \(error)", hint: "a lesson file is YAML")
        }
        guard let mapping = root?.mapping else {
            throw SceneError(
                file: file, line: 1, column: 1, message: "a lesson file is a mapping",
                hint: "start with 'lesson: <name>'")
        }
        let reader = Reader(file: file, mapping: mapping)
        try reader.refuseUnknownKeys()
        let id = try reader.string("lesson")
        guard id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), !id.isEmpty else {
            throw reader.error(at: "lesson", "a lesson's name is letters, digits and dashes, not '\(id)'", hint: nil)
        }
        let article = try reader.int("article")
        guard (0...4).contains(article) else {
            throw reader.error(
                at: "article", "article \(article) is not a seed article", hint: "the articles are 0 to 4")
        }
        let prediction = try reader.prediction()
        let choices = try reader.strings("choices", required: false)
        let answer = try reader.string("answer")
        if case .step = prediction, choices.isEmpty {
            throw reader.error(at: "predict", "a step's output is picked from choices", hint: "add 'choices: [...]'")
        }
        if !choices.isEmpty, !choices.contains(answer) {
            throw reader.error(
                at: "answer", "the answer '\(answer)' is not among the choices", hint: "add it to 'choices'")
        }
        return Lesson(
            id: id, article: article, scene: try reader.string("scene"), title: try reader.text("title"),
            question: try reader.text("question"), prediction: prediction, choices: choices, answer: answer,
            hint: try reader.text("hint"), why: try reader.text("why"), file: file)
    }

    /// Reads a lesson mapping's values, each error at its key.
    private struct Reader {
        let file: String
        let mapping: Node.Mapping

        func error(at key: String, _ message: String, hint: String?) -> SceneError {
            let node = mapping.first { $0.key.string == key }?.value
            let mark = node?.mark ?? mapping.first?.key.mark
            return SceneError(
                file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, message: message, hint: hint)
        }

        func value(_ key: String) throws -> Node {
            guard let value = mapping[key] else {
                throw SceneError(
                    file: file, line: 1, column: 1, message: "a lesson needs '\(key)'",
                    hint: "the keys are " + Lesson.keys.joined(separator: ", "))
            }
            return value
        }

        func refuseUnknownKeys() throws {
            for (key, _) in mapping where !Lesson.keys.contains(key.string ?? "") {
                let name = key.string ?? "?"
                throw SceneError(
                    file: file, line: key.mark?.line ?? 1, column: key.mark?.column ?? 1,
                    message: "unknown key '\(name)' in a lesson",
                    hint: ResponderScene.hint(for: name, among: Lesson.keys))
            }
        }

        func string(_ key: String) throws -> String {
            let node = try value(key)
            guard let text = node.scalar?.string, !text.isEmpty else {
                throw error(at: key, "'\(key)' takes a string", hint: nil)
            }
            return text
        }

        func int(_ key: String) throws -> Int {
            guard let number = try value(key).int else {
                throw error(at: key, "'\(key)' takes a whole number", hint: nil)
            }
            return number
        }

        func strings(_ key: String, required: Bool) throws -> [String] {
            guard mapping[key] != nil || required else { return [] }
            guard let items = try value(key).sequence?.map({ $0.scalar?.string }), !items.contains(nil) else {
                throw error(at: key, "'\(key)' takes a list of strings", hint: nil)
            }
            return items.compactMap { $0 }
        }

        func text(_ key: String) throws -> Lesson.Text {
            let node = try value(key)
            guard let texts = node.mapping, let en = texts["en"]?.string, let zh = texts["zh"]?.string,
                !en.isEmpty, !zh.isEmpty, texts.count == 2
            else {
                throw error(at: key, "'\(key)' takes the text in English and Chinese", hint: "write {en: …, zh: …}")
            }
            return Lesson.Text(en: en, zh: zh)
        }

        func prediction() throws -> Lesson.Prediction {
            let node = try value("predict")
            if let point = node.mapping?["touch"]?.sequence, point.count == 2,
                let x = point[0].float, let y = point[1].float, x.isFinite, y.isFinite, node.mapping?.count == 1
            {
                return .touch(CGPoint(x: x, y: y))
            }
            if let step = node.mapping?["step"]?.int, step >= 1, node.mapping?.count == 1 {
                return .step(step)
            }
            throw error(
                at: "predict", "'predict' takes {touch: [x, y]} or {step: N}",
                hint: "touch: the learner clicks the view a touch there goes to; step: picks that step's output")
        }
    }
}

extension Lesson {
    /// Reads the lesson file at `path`.
    public static func load(path: String) throws -> Lesson {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw SceneError(
                file: path, line: 0, column: 0, message: "no such file, or not UTF-8 text",
                hint: "lessons are the YAML files in Lessons/")
        }
        return try read(text, file: path)
    }

    /// Builds the lesson's scene afresh: ``scene`` read relative to the lesson file's folder.
    @MainActor
    public func loadScene() throws -> Scene {
        let folder = (file as NSString).deletingLastPathComponent
        return try SceneLoader.load(path: (folder as NSString).appendingPathComponent(scene))
    }
}
