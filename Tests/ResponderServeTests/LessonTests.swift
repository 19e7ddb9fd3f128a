import Foundation
import ResponderScene
import Testing

@testable import ResponderServe

let lessonsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Lessons")

func lessonFiles() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: lessonsFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
}

@Suite("lessons")
@MainActor
struct LessonTests {
    @Test("every lesson's answer is the engine's", arguments: lessonFiles())
    func lessonAnswers(name: String) throws {
        let lesson = try Lesson.load(path: lessonsFolder.appendingPathComponent(name).path)
        try lesson.check(scene: try lesson.loadScene())
        #expect(name.contains(lesson.id), "the file is named after the lesson")
    }

    @Test("the lessons have distinct names, and there are some")
    func distinctNames() throws {
        let ids = try lessonFiles().map { try Lesson.load(path: lessonsFolder.appendingPathComponent($0).path).id }
        #expect(ids.count >= 3)
        #expect(Set(ids).count == ids.count)
    }

    static let valid = """
        lesson: test-lesson
        article: 0
        scene: ../Examples/seed000-test1.yaml
        title: {en: T, zh: 题}
        question: {en: Q, zh: 问}
        predict: {touch: [100, 120]}
        answer: AA
        hint: {en: H, zh: 提示}
        why: {en: W, zh: 原因}
        """

    @Test("a lesson whose answer is not the engine's fails with the lesson and the engine's answer")
    func wrongAnswer() throws {
        let lesson = try Lesson.read(Self.valid, file: lessonsFolder.appendingPathComponent("wrong.yaml").path)
        #expect(lesson.prediction == .touch(CGPoint(x: 100, y: 120)))
        #expect(throws: LessonMismatch(lesson: "test-lesson", file: lesson.file, stated: "AA", engine: "AAA")) {
            try lesson.check(scene: try lesson.loadScene())
        }
        #expect(
            LessonMismatch(lesson: "l", file: "f.yaml", stated: "AA", engine: "AAA").description
                == "f.yaml: error: lesson 'l' says 'AA', but the engine answers 'AAA'\n"
                + "  hint: a lesson teaches what the engine does: correct its answer (and its why), or the scene")
    }

    @Test(
        "a malformed lesson is an error at its line, with a hint",
        arguments: [
            ("answr: AA", "answer: AA", 7, "unknown key 'answr' in a lesson", "did you mean 'answer'?"),
            (
                "predict: {touch: [100, 120]}", "predict: {tap: [1, 2]}", 6,
                "'predict' takes {touch: [x, y]} or {step: N}",
                "touch: the learner clicks the view a touch there goes to; step: picks that step's output"
            ),
            (
                "title: {en: T, zh: 题}", "title: {en: T}", 4, "'title' takes the text in English and Chinese",
                "write {en: …, zh: …}"
            ),
            ("article: 0", "article: 9", 2, "article 9 is not a seed article", "the articles are 0 to 4"),
            (
                "predict: {touch: [100, 120]}", "predict: {step: 2}", 6, "a step's output is picked from choices",
                "add 'choices: [...]'"
            )
        ] as [(String, String, Int, String, String?)])
    func malformed(original: String, replacement: String, line: Int, message: String, hint: String?) {
        var text = Self.valid
        if original == "answr: AA" {
            text = text.replacingOccurrences(of: "answer: AA", with: "answr: AA")
        } else {
            text = text.replacingOccurrences(of: original, with: replacement)
        }
        do {
            _ = try Lesson.read(text, file: "l.yaml")
            Issue.record("\(replacement) was read")
        } catch let error as SceneError {
            #expect(error.line == line && error.message == message && error.hint == hint, "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }
}
