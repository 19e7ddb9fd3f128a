import Foundation
import ResponderScene

/// The lessons mode's share of the playground's JSON API, over a ``LessonLibrary``:
///
/// | request | answer |
/// |---|---|
/// | `GET /api/lessons` | every lesson: name, seed article, title, what is predicted |
/// | `GET /api/lessons/<name>` | one lesson without its answer: question, hint, choices, the scene's views and script |
/// | `POST /api/lessons/<name>/reveal` `{"prediction"}` | whether the prediction is the engine's answer, and the engine's answer, computed now: the hit-test walk with each verdict, the responder chain, the recognizers, the step's log, the picture, the lesson's why |
///
/// Errors are the playground's: 404 for a playground started without lessons or a name no lesson
/// has (with the name meant), 405, 415 for a POST that is not JSON, 400 for a prediction that
/// names no view of the scene or no choice.
@MainActor
enum LessonsAPI {
    /// Whether `path` is one of the lessons mode's addresses.
    static func handles(_ path: String) -> Bool {
        path == "/api/lessons" || path.hasPrefix("/api/lessons/")
    }

    /// The answer to a request for one of the lessons mode's addresses.
    static func respond(to request: PlaygroundRequest, lessons: LessonLibrary?) -> PlaygroundResponse {
        guard let lessons else {
            return PlaygroundAPI.error(
                404,
                .request(
                    "this playground was started without lessons",
                    hint: "start it with `responder serve --lessons` in the ResponderKit checkout"))
        }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(3)
        do {
            switch (parts.count, parts.last) {
            case (0, _):
                try expect("GET", request)
                return try PlaygroundAPI.json(
                    200, LessonList(lessons: lessons.entries.map { LessonSummary($0.lesson) }))
            case (1, let name?):
                try expect("GET", request)
                return try PlaygroundAPI.json(200, try LessonPage(try entry(String(name), in: lessons), in: lessons))
            case (2, "reveal"):
                try expect("POST", request)
                let entry = try entry(String(parts[parts.startIndex]), in: lessons)
                let body = try decodeBody(
                    RevealBody.self, from: request.body, example: #"{"prediction": "AAA"}"#)
                try check(body.prediction, for: entry)
                return try PlaygroundAPI.json(200, try LessonReveal(entry, prediction: body.prediction))
            default:
                throw LessonRequestError(
                    status: 404, message: "nothing is served at '\(request.path.prefix(200))'",
                    hint: "the lessons are at /api/lessons, /api/lessons/<name> and /api/lessons/<name>/reveal")
            }
        } catch let error as LessonRequestError {
            var response = PlaygroundAPI.error(error.status, .request(error.message, hint: error.hint))
            if let allowed = error.allowed { response.headers["Allow"] = allowed }
            return response
        } catch let error as RequestError {
            return PlaygroundAPI.error(400, .request(error.message, hint: error.hint))
        } catch {
            // A lesson read when the server started and refused now (it cannot be: the library
            // built every scene): said, not crashed on.
            return PlaygroundAPI.error(422, ErrorInfo(error))
        }
    }

    private static func expect(_ method: String, _ request: PlaygroundRequest) throws {
        guard request.method == method || (method == "GET" && request.method == "HEAD") else {
            throw LessonRequestError(
                status: 405, message: "this address takes \(method) only", hint: nil, allowed: method)
        }
        if method == "POST", !(request.headers["content-type"] ?? "").lowercased().hasPrefix("application/json") {
            throw LessonRequestError(
                status: 415, message: "a POST to the playground takes JSON", hint: "send Content-Type: application/json"
            )
        }
    }

    /// Refuses a prediction that is no answer the lesson could have: a name no view of the scene
    /// has (nor `(nothing)`) for a touch, or no choice for a step.
    private static func check(_ prediction: String, for entry: LessonLibrary.Entry) throws {
        let lesson = entry.lesson
        let allowed: [String]
        let what: String
        switch lesson.prediction {
        case .touch:
            allowed = LessonView.all(in: try entry.freshScene()).map(\.name) + ["(nothing)"]
            what = "no view of this lesson's scene is named"
        case .step:
            allowed = lesson.choices
            what = "this lesson's choices do not include"
        }
        guard allowed.contains(prediction) else {
            throw RequestError(
                message: "\(what) '\(prediction.prefix(200))'", hint: hint(for: prediction, among: allowed))
        }
    }

    private static func entry(_ name: String, in lessons: LessonLibrary) throws -> LessonLibrary.Entry {
        let name = name.removingPercentEncoding ?? name
        guard let entry = lessons.entry(name) else {
            throw LessonRequestError(
                status: 404, message: "no lesson named '\(name.prefix(200))'",
                hint: hint(for: name, among: lessons.entries.map(\.lesson.id)))
        }
        return entry
    }
}

/// A request the lessons mode refuses, with its status.
struct LessonRequestError: Error {
    let status: Int
    let message: String
    let hint: String?
    var allowed: String?
}

/// `POST /api/lessons/<name>/reveal`'s body: the learner's prediction, a view's name (or
/// `(nothing)`) for a touch, one of the choices for a step.
struct RevealBody: Decodable {
    let prediction: String
}
