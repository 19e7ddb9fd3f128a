import Foundation
import ResponderKit
import ResponderScene
import Yams

/// A lesson of the playground's lessons mode: a scene from a seed article, a question in English
/// and Chinese, what the learner predicts, the answer, a hint shown before it and why it is so.
/// One file a lesson, in `Lessons/`; ``check(scene:)`` asks the engine, so a lesson cannot teach
/// what the engine does not do.
///
/// ```yaml
/// lesson: seed000-first-tap          # its address in the playground
/// article: 0                         # the seed article it comes from (0–4)
/// scene: ../Examples/seed000-test1.yaml
/// title: {en: …, zh: …}
/// question: {en: …, zh: …}
/// predict: {touch: [100, 120]}       # or {step: 1}: the output of the scene's script's step 1
/// choices: [AAA, AA, root]           # what the learner picks from (a step needs them)
/// answer: AAA
/// hint: {en: …, zh: …}
/// why: {en: …, zh: …}
/// ```
public struct Lesson: Sendable, Equatable {
    /// A text in the two languages of the lessons.
    public struct Text: Sendable, Equatable, Encodable {
        public let en: String
        public let zh: String
    }

    /// What the learner predicts.
    public enum Prediction: Sendable, Equatable {
        /// The view a touch at this point (screen coordinates) goes to: its id, or `(nothing)`.
        case touch(CGPoint)
        /// What step N (from 1) of the scene's script answers, as `responder run` prints it after
        /// `N --->`.
        case step(Int)
    }

    /// The lesson's name, its address in the playground.
    public let id: String
    /// The seed article it is built from, 0 to 4.
    public let article: Int
    /// The scene file's path, relative to the lesson file.
    public let scene: String
    public let title: Text
    public let question: Text
    public let prediction: Prediction
    /// What the learner chooses from; empty for a touch, where the learner clicks the picture.
    public let choices: [String]
    /// The engine's answer, as the lesson states it.
    public let answer: String
    public let hint: Text
    public let why: Text
    /// The lesson file's path, as errors cite it.
    public let file: String

    /// The answer the engine gives in `scene` (the lesson's scene, freshly built).
    @MainActor
    public func engineAnswer(in scene: Scene) throws -> String {
        switch prediction {
        case .touch(let point):
            return Self.name(of: scene.application.hitTestReport(atScreen: point).result?.view, in: scene)
        case .step(let number):
            guard let script = scene.script, script.steps.indices.contains(number - 1) else {
                throw SceneError(
                    file: file, line: 0, column: 0,
                    message:
                        "lesson '\(id)' asks about step \(number), but its scene's script has \(scene.script?.steps.count ?? 0)",
                    hint: "give a step of the scene's script, from 1")
            }
            // A step's answer is read from its log, so every topic is traced, as `responder run`
            // and the playground do: untraced, a recognizer that ends with no action answers nothing.
            let results = try ScriptRunner.run(script, in: scene, topics: .all)
            return results[number - 1].answer
        }
    }

    /// How a touch lesson names the view a touch goes to, in its answer and in a learner's
    /// prediction: its scene id, else its trace name; `(nothing)` for no view.
    @MainActor
    public static func name(of view: UIView?, in scene: Scene) -> String {
        guard let view else { return "(nothing)" }
        return scene.id(of: view) ?? TraceRecord.name(of: view)
    }

    /// Throws a ``LessonMismatch`` when the engine's answer in `scene` is not the lesson's.
    @MainActor
    public func check(scene: Scene) throws {
        let engine = try engineAnswer(in: scene)
        guard engine == answer else { throw LessonMismatch(lesson: id, file: file, stated: answer, engine: engine) }
    }
}

/// A lesson whose stated answer is not what the engine answers.
public struct LessonMismatch: Error, CustomStringConvertible, Equatable {
    public let lesson: String
    public let file: String
    public let stated: String
    public let engine: String

    public var description: String {
        "\(file): error: lesson '\(lesson)' says '\(stated)', but the engine answers '\(engine)'\n"
            + "  hint: a lesson teaches what the engine does: correct its answer (and its why), or the scene"
    }
}
