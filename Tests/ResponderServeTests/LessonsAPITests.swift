import Foundation
import ResponderScene
import Testing

@testable import ResponderServe

/// An API with the lessons of `Lessons/` and no scene loaded.
@MainActor
func lessonsAPI() throws -> PlaygroundAPI {
    PlaygroundAPI(playground: Playground(), lessons: try LessonLibrary.load(folder: lessonsFolder.path))
}

/// An API with the one lesson of `Lessons/<name>`, read as the library reads it.
@MainActor
func lessonAPI(file name: String) throws -> PlaygroundAPI {
    let lesson = try Lesson.load(path: lessonsFolder.appendingPathComponent(name).path)
    let scene = lessonsFolder.appendingPathComponent(lesson.scene).path
    let entry = LessonLibrary.Entry(
        lesson: lesson, scenePath: scene, sceneText: try String(contentsOfFile: scene, encoding: .utf8))
    return PlaygroundAPI(playground: Playground(), lessons: LessonLibrary(entries: [entry]))
}

/// A folder of its own under the temporary directory, with `files` written in it.
func temporaryFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
}

@MainActor
@Suite("lessons API")
struct LessonsAPITests {
    @Test("the list has every lesson file, in file order, with its article, both titles and what is predicted")
    func list() throws {
        let response = get(try lessonsAPI(), "/api/lessons")
        #expect(response.status == 200)
        let lessons = try #require(try object(response)["lessons"] as? [[String: Any]])
        let files = lessonFiles()
        #expect(lessons.count == files.count)
        for (lesson, file) in zip(lessons, files) {
            let id = try #require(lesson["id"] as? String)
            #expect(file.contains(id))
            let title = try #require(lesson["title"] as? [String: String])
            #expect(title["en"]?.isEmpty == false && title["zh"]?.isEmpty == false)
            #expect(["touch", "step"].contains(lesson["kind"] as? String))
            #expect((0...4).contains(try #require(lesson["article"] as? Int)))
            #expect(lesson["answer"] == nil && lesson["why"] == nil)
        }
        #expect(Set(lessons.compactMap { $0["article"] as? Int }) == [0, 1, 2, 3, 4])
    }

    @Test("a touch lesson's page has the question, the hint, the point and the views to pick, not the answer")
    func touchPage() throws {
        let page = try object(get(try lessonsAPI(), "/api/lessons/seed000-first-tap"))
        #expect(page["kind"] as? String == "touch")
        #expect(page["point"] as? [Double] == [100, 120])
        #expect((page["question"] as? [String: String])?["zh"]?.contains("(100, 120)") == true)
        #expect((page["hint"] as? [String: String])?["en"]?.isEmpty == false)
        #expect(page["answer"] == nil && page["why"] == nil)
        let views = try #require(page["views"] as? [[String: Any]])
        let names = views.compactMap { $0["name"] as? String }
        #expect(names.contains("AAA") && names.contains("AA") && names.contains("root"))
        #expect(page["previous"] == nil)
        #expect(page["next"] as? String == "seed000-outside-its-parent")
        #expect((page["canvas"] as? [Double])?.count == 4)
    }

    @Test("a step lesson's page has the choices and the script as `responder run` writes it")
    func stepPage() throws {
        let page = try object(get(try lessonsAPI(), "/api/lessons/seed004-nil-targeted-action"))
        #expect(page["kind"] as? String == "step")
        #expect(page["step"] as? Int == 3)
        #expect(page["choices"] as? [String] == ["field", "vc", "appDelegate", "(nothing)"])
        let script = try #require(page["script"] as? [[String: Any]])
        #expect(script.map { $0["number"] as? Int } == Array(1...script.count).map { $0 })
        #expect(script.count >= 3)
        #expect(page["next"] == nil)
    }

    @Test("revealing a touch lesson: the engine's answer, the walk view by view in order, the chain and the why")
    func revealTouch() throws {
        let api = try lessonsAPI()
        let reveal = try object(
            post(api, "/api/lessons/seed000-first-tap/reveal", #"{"prediction": "AAA"}"#))
        #expect(reveal["correct"] as? Bool == true)
        #expect(reveal["answer"] as? String == "AAA")
        #expect(reveal["point"] as? [Double] == [100, 120])
        let walk = try #require(reveal["walk"] as? [[String: Any]])
        let views = try #require(reveal["views"] as? [[String: Any]])
        // The walk is the engine's: each visit's verdict is what the hit-test report gives, and
        // the last view found inside is the one hit.
        let report = try #require(try LessonLibrary.load(folder: lessonsFolder.path).entry("seed000-first-tap"))
        let scene = try report.freshScene()
        let visits = scene.application.hitTestReport(atScreen: CGPoint(x: 100, y: 120)).visits
        #expect(walk.map { $0["name"] as? String } == visits.map { Lesson.name(of: $0.view, in: scene) })
        #expect(walk.first?["verdict"] as? String == "inside")
        let hit = try #require(reveal["hit"] as? Int)
        #expect(views.first { $0["key"] as? Int == hit }?["name"] as? String == "AAA")
        #expect(walk.last { $0["verdict"] as? String == "inside" }?["key"] as? Int == hit)
        #expect((reveal["chain"] as? [String])?.first == "`AAA` (UILabel)")
        #expect(reveal["chainStart"] as? String == "hit")
        #expect((reveal["why"] as? [String: String])?["en"]?.contains("AAA") == true)
        #expect((reveal["svg"] as? String)?.hasPrefix("<svg") == true)
        #expect((reveal["explanation"] as? String)?.isEmpty == false)
    }

    @Test("a wrong prediction is said to be wrong, with the engine's answer")
    func revealWrong() throws {
        let reveal = try object(
            post(try lessonsAPI(), "/api/lessons/seed000-first-tap/reveal", #"{"prediction": "AA"}"#))
        #expect(reveal["correct"] as? Bool == false)
        #expect(reveal["prediction"] as? String == "AA")
        #expect(reveal["answer"] as? String == "AAA")
    }

    @Test("an outside verdict carries the bounds the point is outside of, in the view's own coordinates")
    func outsideVerdict() throws {
        let reveal = try object(
            post(try lessonsAPI(), "/api/lessons/seed000-outside-its-parent/reveal", #"{"prediction": "(nothing)"}"#))
        let walk = try #require(reveal["walk"] as? [[String: Any]])
        let outside = try #require(walk.first { $0["verdict"] as? String == "outside" })
        let bounds = try #require(outside["bounds"] as? [Double])
        let point = try #require(outside["point"] as? [Double])
        #expect(bounds.count == 4 && point.count == 2)
        #expect(
            !(point[0] >= bounds[0] && point[0] < bounds[0] + bounds[2] && point[1] >= bounds[1]
                && point[1] < bounds[1] + bounds[3]))
    }

    @Test("revealing a step without a touch: the step's log, and the chain from the first responder")
    func revealAction() throws {
        let reveal = try object(
            post(try lessonsAPI(), "/api/lessons/seed004-nil-targeted-action/reveal", #"{"prediction": "vc"}"#))
        #expect(reveal["correct"] as? Bool == false)
        #expect(reveal["answer"] as? String == "appDelegate")
        #expect(reveal["chainStart"] as? String == "firstResponder")
        #expect((reveal["chain"] as? [String])?.first?.hasPrefix("`field`") == true)
        #expect((reveal["walk"] as? [Any])?.isEmpty == true && reveal["point"] == nil)
        let log = try #require(reveal["log"] as? [[String: Any]])
        #expect(log.contains { $0["kind"] as? String == "action" })
    }

    @Test("revealing a tapped step: the walk at the step's finger, on the scene as the steps before left it")
    func revealTapStep() throws {
        let reveal = try object(
            post(try lessonsAPI(), "/api/lessons/seed000-every-tap-goes-to-AA/reveal", #"{"prediction": "AA"}"#))
        #expect(reveal["correct"] as? Bool == true)
        #expect((reveal["point"] as? [Double])?.count == 2)
        #expect((reveal["walk"] as? [Any])?.isEmpty == false)
        #expect((reveal["log"] as? [[String: Any]])?.contains { $0["kind"] as? String == "hitTest" } == true)
    }

    @Test("every lesson predicted with its own answer is revealed right", arguments: lessonFiles())
    func everyLesson(name: String) throws {
        let lesson = try Lesson.load(path: lessonsFolder.appendingPathComponent(name).path)
        let body = String(decoding: try JSONEncoder().encode(["prediction": lesson.answer]), as: UTF8.self)
        let response = post(try lessonAPI(file: name), "/api/lessons/\(lesson.id)/reveal", body)
        #expect(response.status == 200, "\(response.text)")
        let reveal = try object(response)
        #expect(reveal["correct"] as? Bool == true && reveal["answer"] as? String == lesson.answer)
    }

    @Test(
        "a bad lessons request gets an error status and a JSON error, never a crash",
        arguments: [
            ("GET", "/api/lessons/seed000-frist-tap", nil, 404, "did you mean 'seed000-first-tap'?"),
            ("GET", "/api/lessons/%ff%00", nil, 404, nil),
            ("POST", "/api/lessons", "{}", 405, nil),
            ("GET", "/api/lessons/seed000-first-tap/reveal", nil, 405, nil),
            ("POST", "/api/lessons/seed000-first-tap", "{}", 405, nil),
            ("GET", "/api/lessons/seed000-first-tap/why", nil, 404, nil),
            ("GET", "/api/lessons/a/b/c", nil, 404, nil),
            ("POST", "/api/lessons/nope/reveal", #"{"prediction": "AAA"}"#, 404, nil),
            ("POST", "/api/lessons/seed000-first-tap/reveal", "", 400, nil),
            ("POST", "/api/lessons/seed000-first-tap/reveal", "[1]", 400, nil),
            ("POST", "/api/lessons/seed000-first-tap/reveal", #"{"prediction": 3}"#, 400, nil),
            ("POST", "/api/lessons/seed000-first-tap/reveal", #"{"prediction": "AAAA"}"#, 400, "did you mean 'AAA'?"),
            ("POST", "/api/lessons/seed004-nil-targeted-action/reveal", #"{"prediction": "root"}"#, 400, nil)
        ] as [(String, String, String?, Int, String?)])
    func badRequests(method: String, path: String, body: String?, status: Int, hint: String?) throws {
        let api = try lessonsAPI()
        let response =
            body.map { post(api, path, $0) } ?? api.respond(to: PlaygroundRequest(method: method, path: path))
        #expect(response.status == status, "\(response.text)")
        let error = try #require(try object(response)["error"] as? [String: Any])
        #expect((error["message"] as? String)?.isEmpty == false)
        if let hint { #expect(error["hint"] as? String == hint) }
        if status == 405 { #expect(response.headers["Allow"] != nil) }
    }

    @Test("a reveal that is not JSON is refused (415), as every POST of the playground")
    func notJSON() throws {
        let response = try lessonsAPI().respond(
            to: PlaygroundRequest(
                method: "POST", path: "/api/lessons/seed000-first-tap/reveal", headers: ["Content-Type": "text/plain"],
                body: Data(#"{"prediction": "AAA"}"#.utf8)))
        #expect(response.status == 415)
    }

    @Test("a playground started without lessons says how to start it with them")
    func withoutLessons() throws {
        let response = get(PlaygroundAPI(playground: Playground()), "/api/lessons")
        #expect(response.status == 404)
        let error = try #require(try object(response)["error"] as? [String: Any])
        #expect(error["message"] as? String == "this playground was started without lessons")
        #expect((error["hint"] as? String)?.contains("responder serve --lessons") == true)
    }

    @Test("the lessons page's script and style are served")
    func assets() throws {
        let api = PlaygroundAPI(playground: Playground())
        #expect(get(api, "/lessons.js").contentType.hasPrefix("text/javascript"))
        #expect(get(api, "/lessons.css").contentType.hasPrefix("text/css"))
        #expect(get(api, "/").text.contains("<script src=\"/lessons.js\""))
    }

    @Test("a lessons folder that is missing, empty, or holds a malformed, duplicate or wrong lesson is refused")
    func badFolders() throws {
        #expect(throws: SceneError.self) { try LessonLibrary.load(folder: "/nonexistent-lessons") }
        #expect(throws: SceneError.self) { try LessonLibrary.load(folder: try temporaryFolder([:]).path) }
        let scene = try example("seed000-test1.yaml")
        let lesson = LessonTests.valid.replacingOccurrences(of: "../Examples/seed000-test1.yaml", with: "scene.yaml")
            .replacingOccurrences(of: "answer: AA", with: "answer: AAA")
        func folder(_ lessons: [String: String]) throws -> String {
            try temporaryFolder(lessons.merging(["scene.txt": scene]) { $1 }).path
        }
        // Only `.yaml` files are read as lessons: the scene, a `.txt`, is not one.
        let named = lesson.replacingOccurrences(of: "scene.yaml", with: "scene.txt")
        #expect(
            try LessonLibrary.load(folder: try folder(["a.yaml": named])).entries.map(\.lesson.id) == ["test-lesson"])
        do {
            _ = try LessonLibrary.load(folder: try folder(["a.yaml": named, "b.yaml": named]))
            Issue.record("two lessons of one name were read")
        } catch let error as SceneError {
            #expect(error.message == "a second lesson named 'test-lesson'" && error.file.hasSuffix("b.yaml"))
        }
        let wrong = named.replacingOccurrences(of: "answer: AAA", with: "answer: AA")
        #expect(throws: LessonMismatch.self) { try LessonLibrary.load(folder: try folder(["a.yaml": wrong])) }
        let malformed = named.replacingOccurrences(of: "article: 0", with: "article: 7")
        #expect(throws: SceneError.self) { try LessonLibrary.load(folder: try folder(["a.yaml": malformed])) }
        let noScene = named.replacingOccurrences(of: "scene.txt", with: "missing.yaml")
        #expect(throws: SceneError.self) { try LessonLibrary.load(folder: try folder(["a.yaml": noScene])) }
    }
}
