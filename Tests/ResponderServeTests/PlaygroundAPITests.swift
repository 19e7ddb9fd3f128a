import Foundation
import ResponderScene
import Testing

@testable import ResponderServe

/// The examples folder, from this file.
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

func example(_ name: String) throws -> String {
    try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
}

/// A JSON body's object.
func object(_ response: PlaygroundResponse) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
}

func list(_ response: PlaygroundResponse) throws -> [[String: Any]] {
    try #require(JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
}

@MainActor
func post(_ api: PlaygroundAPI, _ path: String, _ json: String) -> PlaygroundResponse {
    api.respond(
        to: PlaygroundRequest(
            method: "POST", path: path, headers: ["Content-Type": "application/json"], body: Data(json.utf8)))
}

@MainActor
func get(_ api: PlaygroundAPI, _ path: String) -> PlaygroundResponse {
    api.respond(to: PlaygroundRequest(method: "GET", path: path))
}

/// An API with seed article 000's TEST_1 loaded.
@MainActor
func seedAPI() throws -> PlaygroundAPI {
    let playground = Playground()
    try playground.load(try example("seed000-test1.yaml"), name: "Examples/seed000-test1.yaml")
    return PlaygroundAPI(playground: playground)
}

/// The key of the view with `id` in a scene state.
func key(of id: String, in state: [String: Any]) throws -> Int {
    let views = try #require(state["views"] as? [[String: Any]])
    let view = try #require(views.first { $0["id"] as? String == id })
    return try #require(view["key"] as? Int)
}

@MainActor
@Suite("playground API")
struct PlaygroundAPITests {
    @Test("the page and its two assets are served, and nothing else")
    func assets() throws {
        let api = PlaygroundAPI(playground: Playground())
        let page = get(api, "/")
        #expect(page.status == 200)
        #expect(page.contentType.hasPrefix("text/html"))
        #expect(page.text.contains("<script src=\"/playground.js\""))
        #expect(get(api, "/playground.js").text.contains("/api/explain"))
        #expect(get(api, "/playground.css").contentType.hasPrefix("text/css"))
        for path in ["/../Package.swift", "/etc/passwd", "/Examples/seed000-test1.yaml", "/playground.js/..", "/api"] {
            let response = get(api, path)
            #expect(response.status == 404, "\(path)")
            #expect(response.contentType.hasPrefix("application/json"))
        }
    }

    @Test("H2: the seed's fifth tap, at 275,300, goes to BB: BBB's bounds prune the point, so BBBB is never asked")
    func explainSeedPointFive() throws {
        let api = try seedAPI()
        let state = try object(get(api, "/api/scene"))
        let response = post(api, "/api/explain", #"{"x": 275, "y": 300}"#)
        #expect(response.status == 200)
        let answer = try object(response)
        let bb = try key(of: "BB", in: state), bbb = try key(of: "BBB", in: state)
        let bbbb = try key(of: "BBBB", in: state), root = try key(of: "root", in: state)
        let window = try key(of: "window", in: state)
        #expect(answer["hit"] as? Int == bb)
        #expect(answer["path"] as? [Int] == [bb, root, window])
        let verdicts = try #require(answer["verdicts"] as? [String: String])
        #expect(verdicts[String(bb)] == "inside — hit")
        #expect(verdicts[String(bbb)]?.hasPrefix("outside its bounds") == true)
        // BBBB contains the point on screen, but was never asked: no verdict from the engine.
        let visited = try #require(answer["visited"] as? [String: String])
        #expect(visited[String(bbbb)] == nil)
        #expect(visited[String(bbb)]?.hasPrefix("outside") == true)
        let text = try #require(answer["text"] as? String)
        #expect(text.hasPrefix("A touch at (275, 300) goes to `BB` (UILabel) in window `window`."))
        #expect(answer["chain"] as? [String] == ["`BB` (UILabel)", "`root`", "`vc`", "`window`", "`UIApplication`"])
        #expect((answer["svg"] as? String)?.contains("touch (275, 300) → BB (UILabel)") == true)
    }

    @Test("explain in a named window, and a window the scene does not have")
    func explainWindow() throws {
        let api = try seedAPI()
        #expect(post(api, "/api/explain", #"{"x": 100, "y": 120, "window": 0}"#).status == 200)
        let missing = post(api, "/api/explain", #"{"x": 100, "y": 120, "window": 3}"#)
        #expect(missing.status == 422)
        #expect(missing.text.contains("there is no window 3"))
    }

    @Test("malformed requests get a 4xx and a message naming what is wrong; the playground keeps its scene")
    func malformedRequests() throws {
        let api = try seedAPI()
        let cases: [(String, String, Int, String)] = [
            ("/api/explain", "", 400, "the request has no body"),
            ("/api/explain", "{", 400, "the request body is not a JSON object"),
            ("/api/explain", "[1, 2]", 400, "is not"),
            ("/api/explain", #"{"x": 1}"#, 400, "the request has no 'y'"),
            ("/api/explain", #"{"x": "one", "y": 2}"#, 400, "'x' is not a number"),
            ("/api/explain", #"{"x": 1e400, "y": 2}"#, 400, "not a JSON object"),
            ("/api/edit", #"{"view": "BB"}"#, 400, "this one changes nothing"),
            ("/api/edit", #"{"view": "BB", "hidden": true, "alpha": 0.5}"#, 400, "one thing at a time"),
            ("/api/edit", #"{"view": "BB", "frame": [1, 2, 3]}"#, 400, "'frame' is not 4 numbers"),
            ("/api/edit", #"{"view": "nope", "hidden": true}"#, 422, "no view with id 'nope'"),
            ("/api/edit", #"{"view": "BB", "alpha": 7}"#, 422, "alpha"),
            ("/api/load", #"{"name": "x"}"#, 400, "the request has no 'text'")
        ]
        for (path, body, status, message) in cases {
            let response = post(api, path, body)
            #expect(response.status == status, "\(path) \(body)")
            let error = try #require(try object(response)["error"] as? [String: Any])
            #expect((error["text"] as? String)?.contains(message) == true, "\(path) \(body): \(response.text)")
        }
        #expect(get(api, "/api/explain").status == 405)
        #expect(get(api, "/api/nothing").status == 404)
        let plain = api.respond(
            to: PlaygroundRequest(
                method: "POST", path: "/api/explain", headers: ["Content-Type": "text/plain"],
                body: Data(#"{"x": 1, "y": 2}"#.utf8)))
        #expect(plain.status == 415)
        #expect(try object(get(api, "/api/scene"))["edits"] as? Int == 0)
        #expect(post(api, "/api/explain", #"{"x": 275, "y": 300}"#).status == 200)
    }

    @Test("a body over the limit is refused with 413 and a message saying the limit")
    func sizeLimit() throws {
        let api = try seedAPI()
        let body = Data(count: PlaygroundAPI.maximumBodyBytes + 1)
        let response = api.respond(
            to: PlaygroundRequest(
                method: "POST", path: "/api/load", headers: ["Content-Type": "application/json"], body: body))
        #expect(response.status == 413)
        #expect(response.text.contains("the playground reads at most 16.0 MB"))
    }

    @Test("a malformed scene is refused at its line, and the scene loaded before stays")
    func malformedScene() throws {
        let api = try seedAPI()
        let text = "windows:\n  - id: w\n    subviews:\n      - id: A\n        frame: [0, 0, 10]\n"
        let body = try JSONSerialization.data(withJSONObject: ["name": "bad.yaml", "text": text])
        let response = post(api, "/api/load", String(decoding: body, as: UTF8.self))
        #expect(response.status == 422)
        let error = try #require(try object(response)["error"] as? [String: Any])
        #expect(error["kind"] as? String == "scene")
        #expect(error["line"] as? Int == 5)
        #expect((error["text"] as? String)?.hasPrefix("bad.yaml:5:") == true)
        #expect(try object(get(api, "/api/scene"))["name"] as? String == "Examples/seed000-test1.yaml")
    }

    @Test("a file that does not load is served with its error at its line and its text, and nothing is loaded")
    func failedFirstLoad() throws {
        let playground = Playground()
        let text = try example("Errors/unknown-key.yaml")
        #expect(throws: SceneError.self) { try playground.load(text, name: "unknown-key.yaml") }
        let api = PlaygroundAPI(playground: playground)
        let response = get(api, "/api/scene")
        #expect(response.status == 422)
        let body = try object(response)
        #expect(body["source"] as? String == text)
        let error = try #require(body["error"] as? [String: Any])
        #expect(error["line"] as? Int == 7 && error["column"] as? Int == 9)
        #expect(error["hint"] as? String == "did you mean 'frame'?")
        #expect(post(api, "/api/explain", #"{"x": 1, "y": 1}"#).status == 409)
    }

    @Test("a pasted dump loads with its warnings at their lines, and its views are explained by address")
    func pastedDump() throws {
        let api = PlaygroundAPI(playground: Playground())
        #expect(get(api, "/api/scene").status == 409)
        let dump = """
            <UIWindow: 0x7f8a1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x6000>>
               | <UIView: 0x7f8a2; frame = (0 0; 320 480); layer = <CALayer: 0x6001>>
               |    | <UIButton: 0x7f8a3; frame = (20 40; 100 44); opaque = NO; layer = <CALayer: 0x6002>>
               |    | <UILabel: 0x7f8a4; frame = (20 100; 200 30); text = 'Hello'; userInteractionEn
            """
        let body = try JSONSerialization.data(withJSONObject: ["name": "paste", "text": dump])
        let response = post(api, "/api/load", String(decoding: body, as: UTF8.self))
        #expect(response.status == 200, "\(response.text)")
        let state = try object(response)
        #expect(state["kind"] as? String == "dump")
        let warnings = try #require(state["warnings"] as? [[String: Any]])
        #expect(warnings.contains { $0["line"] as? Int == 4 }, "\(warnings)")
        let answer = try object(post(api, "/api/explain", #"{"x": 30, "y": 50}"#))
        #expect(answer["hit"] as? Int == (try key(of: "0x7f8a3", in: state)))
        #expect(get(api, "/api/scene.yaml").text.contains("id: \"0x7f8a3\""))
        let play = get(api, "/api/play")
        #expect(play.status == 422)
        #expect(play.text.contains("this scene has no script"))
    }

    @Test("H4: hiding the view hit sends the touch to the view behind it; undo brings it back")
    func editChangesTheAnswer() throws {
        let api = try seedAPI()
        let state = try object(get(api, "/api/scene"))
        let aa = try key(of: "AA", in: state), aaa = try key(of: "AAA", in: state)
        #expect(try object(post(api, "/api/explain", #"{"x": 100, "y": 120}"#))["hit"] as? Int == aaa)
        let edited = post(api, "/api/edit", #"{"view": "AAA", "hidden": true}"#)
        #expect(edited.status == 200)
        #expect(try object(edited)["edits"] as? Int == 1)
        #expect(try object(post(api, "/api/explain", #"{"x": 100, "y": 120}"#))["hit"] as? Int == aa)
        let yaml = get(api, "/api/scene.yaml")
        #expect(yaml.headers["Content-Disposition"] == "attachment; filename=\"seed000-test1-edited.yaml\"")
        let reloaded = try SceneLoader.load(yaml.text, file: "edited.yaml")
        #expect(reloaded.view("AAA")?.isHidden == true)
        #expect(reloaded.script?.steps.count == 7)
        #expect(post(api, "/api/revert", "").status == 200)
        #expect(try object(post(api, "/api/explain", #"{"x": 100, "y": 120}"#))["hit"] as? Int == aaa)
    }

    @Test("a new frame, interaction off and a tap recognizer are applied by the engine and written to the file")
    func otherEdits() throws {
        let api = try seedAPI()
        #expect(post(api, "/api/edit", #"{"view": "BBB", "frame": [50, 0, 260, 200]}"#).status == 200)
        // BBB now holds x 60…320 on screen, so BBBB gets the fifth tap's point.
        let state = try object(get(api, "/api/scene"))
        #expect(
            try object(post(api, "/api/explain", #"{"x": 275, "y": 300}"#))["hit"] as? Int
                == (try key(of: "BBBB", in: state)))
        #expect(post(api, "/api/edit", #"{"view": "BBBB", "userInteractionEnabled": false}"#).status == 200)
        #expect(
            try object(post(api, "/api/explain", #"{"x": 275, "y": 300}"#))["hit"] as? Int
                == (try key(of: "BBB", in: state)))
        #expect(post(api, "/api/edit", #"{"view": "root", "addTap": true}"#).status == 200)
        let answer = try object(post(api, "/api/explain", #"{"x": 275, "y": 300}"#))
        #expect((answer["recognizers"] as? [String])?.last == "`tap1` (UITapGestureRecognizer on `root`)")
        let yaml = get(api, "/api/scene.yaml").text
        let scene = try SceneLoader.load(yaml, file: "edited.yaml")
        #expect(scene.view("BBB")?.frame == CGRect(x: 50, y: 0, width: 260, height: 200))
        #expect(scene.view("BBBB")?.isUserInteractionEnabled == false)
        #expect(scene.view("root")?.gestureRecognizers?.map(\.name) == ["tap1"])
    }

    @Test("the script plays step by step: the fifth step lands at 275,300 on BB, and BB's tap sends the action")
    func timeline() throws {
        let api = try seedAPI()
        let state = try object(get(api, "/api/scene"))
        let response = get(api, "/api/play")
        #expect(response.status == 200)
        let timeline = try object(response)
        let steps = try #require(timeline["steps"] as? [[String: Any]])
        #expect(steps.map { $0["answer"] as? String } == ["AAA", "AA", "BBBBB", "BBBB", "BB", "BBB", "BB"])
        let five = steps[4]
        #expect(five["source"] as? String == "- tap: [275, 300]")
        #expect(five["points"] as? [[Double]] == [[275, 300]])
        #expect(five["views"] as? [Int] == [try key(of: "BB", in: state)])
        let entries = try #require(five["entries"] as? [[String: Any]])
        #expect(
            entries.contains {
                $0["kind"] as? String == "gesture" && ($0["text"] as? String)?.contains("tapBB") == true
            })
        #expect(entries.contains { $0["kind"] as? String == "performed" })
        #expect((timeline["text"] as? String)?.contains("5 tap (275, 300) ---> BB") == true)
    }

    @Test("a script that changes the hierarchy comes with the picture after each step")
    func stepPictures() throws {
        let playground = Playground()
        try playground.load(try example("dimming-overlay.yaml"), name: "dimming-overlay.yaml")
        let api = PlaygroundAPI(playground: playground)
        let steps = try #require(try object(get(api, "/api/play"))["steps"] as? [[String: Any]])
        let pictures = steps.compactMap { $0["svg"] as? String }
        #expect(pictures.count == 4)
        // Step 2 sets the overlay's alpha to 0.005: from then on it is drawn as transparent.
        #expect(pictures.map { $0.contains("overlay (UIView) — alpha &lt; 0.01") } == [false, true, true, true])
        // The seed's script changes nothing: no pictures.
        let seed = try #require(try object(get(try seedAPI(), "/api/play"))["steps"] as? [[String: Any]])
        #expect(seed.allSatisfy { $0["svg"] == nil || $0["svg"] is NSNull })
    }

    @Test("lint findings carry the view they are about and their fix")
    func lint() throws {
        let playground = Playground()
        try playground.load(try example("button-outside-superview.yaml"), name: "button-outside-superview.yaml")
        let api = PlaygroundAPI(playground: playground)
        let state = try object(get(api, "/api/scene"))
        let findings = try list(get(api, "/api/lint"))
        let outside = try #require(findings.first { $0["check"] as? String == "outside-ancestor" })
        let views = try #require(state["views"] as? [[String: Any]])
        let view = try #require(views.first { $0["key"] as? Int == outside["view"] as? Int })
        #expect((outside["message"] as? String)?.contains("`\(view["id"] as? String ?? "?")`") == true)
        #expect((outside["fix"] as? String)?.isEmpty == false)
    }

    @Test("C9: a recognizer's finding is drawn on the control it gets in the way of, or on its own view")
    func lintRecognizerFindings() throws {
        let playground = Playground()
        try playground.load(try example("lint-gallery.yaml"), name: "lint-gallery.yaml")
        let api = PlaygroundAPI(playground: playground)
        let state = try object(get(api, "/api/scene"))
        let findings = try list(get(api, "/api/lint"))
        let cancels = try #require(findings.first { $0["check"] as? String == "ancestor-tap-cancels" })
        #expect(cancels["view"] as? Int == (try key(of: "volume", in: state)))
        let waits = try #require(findings.first { $0["check"] as? String == "waits-for-double-tap" })
        #expect(waits["view"] as? Int == (try key(of: "photo", in: state)))
        let blocked = try #require(findings.first { $0["check"] as? String == "blocked-by-ancestor" })
        #expect(blocked["view"] as? Int == (try key(of: "save", in: state)))
    }
}
