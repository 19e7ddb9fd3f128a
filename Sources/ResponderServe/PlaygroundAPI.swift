import Foundation
import ResponderKit
import ResponderScene

/// An HTTP request as the playground reads it, whatever server received it.
public struct PlaygroundRequest: Sendable {
    /// `GET`, `POST` …
    public var method: String
    /// The path, without the query: `/api/explain`.
    public var path: String
    /// Header fields by lower-case name.
    public var headers: [String: String]
    /// The body; at most ``PlaygroundAPI/maximumBodyBytes`` are read (the server answers 413
    /// before reading more).
    public var body: Data

    /// A request for `path`.
    public init(method: String, path: String, headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        self.path = path
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }
}

/// What the playground answers: a status, a content type and a body.
public struct PlaygroundResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The body's media type.
    public var contentType: String
    /// More header fields (`Content-Disposition` for a download).
    public var headers: [String: String] = [:]
    /// The body.
    public var body: Data

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// The playground's HTTP interface: the page and its assets, and a JSON API over a
/// ``Playground``. It decides nothing about touches itself: each answer is the engine's.
///
/// | request | answer |
/// |---|---|
/// | `GET /`, `/playground.js`, `/playground.css`, `/lessons.js`, `/lessons.css` | the page (nothing else is served) |
/// | `GET /api/scene` | the scene: source, warnings, windows, views, picture; `rewritten` (true, with `rewriteNote`, once an edit had to write the file anew) |
/// | `POST /api/load` `{"name", "text"}` | loads a scene file or a dump; the scene, or its error at its line |
/// | `POST /api/explain` `{"x", "y", "window"?}` | `explain` for the point, with the picture of its path |
/// | `GET /api/lint` | the findings, each with its view |
/// | `GET /api/play` | the script, step by step, with each step's log |
/// | `POST /api/edit` `{"view", "hidden"?, "alpha"?, "userInteractionEnabled"?, "frame"?, "addTap"?}` | the edited scene |
/// | `POST /api/revert` | the scene as loaded |
/// | `GET /api/scene.yaml` | the (edited) scene file, as a download |
/// | `/api/lessons…` | the lessons mode (``LessonsAPI``) |
///
/// Errors are JSON, `{"error": {"kind", "file", "line", "column", "message", "hint", "text"}}`, with
/// status 400 (a malformed request), 404, 405, 413 (a body over ``maximumBodyBytes``), 415 (a
/// POST that is not JSON: what a page elsewhere could send without asking) or 422 (a scene or
/// dump the reader refuses, at its line).
@MainActor
public final class PlaygroundAPI {
    /// The largest request body read: 16 MiB, four times the largest dump seen in practice.
    nonisolated public static let maximumBodyBytes = 16 << 20

    /// The state the API reads and changes.
    public let playground: Playground
    /// The lessons of the lessons mode (``LessonsAPI``); nil when the playground has none.
    public let lessons: LessonLibrary?

    /// An API over `playground`, with `lessons` for the lessons mode.
    public init(playground: Playground, lessons: LessonLibrary? = nil) {
        self.playground = playground
        self.lessons = lessons
    }

    /// The answer to `request`. Never throws and never stops: a request it cannot serve gets an
    /// error status and a JSON error saying why.
    public func respond(to request: PlaygroundRequest) -> PlaygroundResponse {
        if request.body.count > Self.maximumBodyBytes { return Self.tooLarge(request.body.count) }
        if let asset = PageAssets.asset(at: request.path) {
            guard request.method == "GET" || request.method == "HEAD" else { return methodNotAllowed("GET") }
            return PlaygroundResponse(status: 200, contentType: asset.type, body: asset.bytes)
        }
        if LessonsAPI.handles(request.path) { return LessonsAPI.respond(to: request, lessons: lessons) }
        guard request.path.hasPrefix("/api/") else {
            return Self.error(404, .request("nothing is served at '\(request.path.prefix(200))'", hint: "open /"))
        }
        let route = String(request.path.dropFirst("/api/".count))
        let expected = Self.routes[route]
        guard let expected else {
            return Self.error(
                404,
                .request(
                    "no API call '\(route.prefix(200))'",
                    hint: "the calls are " + Self.routes.keys.sorted().joined(separator: ", ")))
        }
        guard request.method == expected else { return methodNotAllowed(expected) }
        if expected == "POST" {
            let type = request.headers["content-type"] ?? ""
            guard type.lowercased().hasPrefix("application/json") else {
                return Self.error(
                    415, .request("a POST to the playground takes JSON", hint: "send Content-Type: application/json"))
            }
        }
        do {
            switch route {
            case "scene": return try sceneResponse()
            case "load": return try load(request.body)
            case "explain": return try explain(request.body)
            case "lint": return try Self.json(200, playground.lint())
            case "play": return try Self.json(200, playground.timeline())
            case "edit": return try edit(request.body)
            case "revert":
                try playground.revert()
                return try sceneResponse()
            case "scene.yaml": return try download()
            default: return Self.error(404, .request("no API call '\(route)'"))
            }
        } catch let error as RequestError {
            return Self.error(400, .request(error.message, hint: error.hint))
        } catch let error as PlaygroundError {
            return Self.error(error == .noScene ? 409 : 422, ErrorInfo(error))
        } catch {
            return Self.error(422, ErrorInfo(error))
        }
    }

    private static let routes = [
        "scene": "GET", "load": "POST", "explain": "POST", "lint": "GET", "play": "GET", "edit": "POST",
        "revert": "POST", "scene.yaml": "GET"
    ]

    // MARK: Calls

    private func sceneResponse() throws -> PlaygroundResponse {
        guard let state = playground.state() else {
            // The file given on the command line did not load: the page shows why, and its text.
            if let failure = playground.failure {
                struct Body: Encodable {
                    let error: ErrorInfo
                    let name: String
                    let source: String
                }
                return try Self.json(
                    422, Body(error: ErrorInfo(failure.error), name: failure.source.name, source: failure.source.text))
            }
            throw PlaygroundError.noScene
        }
        return try Self.json(200, state)
    }

    private func load(_ body: Data) throws -> PlaygroundResponse {
        let fields = try decodeBody(
            LoadBody.self, from: body, example: #"{"name": "scene.yaml", "text": "windows: …"}"#)
        let text = fields.text
        let name = fields.name ?? "pasted"
        let cleanName = String(name.filter { !$0.isNewline && $0 != "\0" }.prefix(200))
        try playground.load(text, name: cleanName.isEmpty ? "pasted" : cleanName)
        return try sceneResponse()
    }

    private func explain(_ body: Data) throws -> PlaygroundResponse {
        let fields = try decodeBody(ExplainBody.self, from: body, example: #"{"x": 100, "y": 120}"#)
        return try Self.json(200, playground.explain(CGPoint(x: fields.x, y: fields.y), windowKey: fields.window))
    }

    private func edit(_ body: Data) throws -> PlaygroundResponse {
        let fields = try decodeBody(EditBody.self, from: body, example: #"{"view": "BB", "hidden": true}"#)
        let view = fields.view
        var edits: [SceneEdit] = []
        if let hidden = fields.hidden { edits.append(.hidden(view: view, hidden)) }
        if let alpha = fields.alpha { edits.append(.alpha(view: view, alpha)) }
        if let enabled = fields.userInteractionEnabled { edits.append(.userInteractionEnabled(view: view, enabled)) }
        if let frame = fields.frame {
            guard frame.count == 4 else {
                throw RequestError(message: "'frame' is not 4 numbers", hint: "send \"frame\": [x, y, width, height]")
            }
            edits.append(.frame(view: view, CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])))
        }
        if fields.addTap == true { edits.append(.addTap(view: view)) }
        guard edits.count == 1 else {
            throw RequestError(
                message: edits.isEmpty
                    ? "an edit changes one thing, and this one changes nothing" : "an edit changes one thing at a time",
                hint: "send one of hidden, alpha, userInteractionEnabled, frame or addTap with the view's id")
        }
        guard let scene = playground.scene, scene.view(view) != nil else { throw PlaygroundError.unknownView(view) }
        try playground.apply(edits[0])
        return try sceneResponse()
    }

    private func download() throws -> PlaygroundResponse {
        guard let text = try playground.sceneFileText(), let source = playground.source else {
            throw PlaygroundError.noScene
        }
        let base = (source.name as NSString).lastPathComponent
        let stem = (base as NSString).deletingPathExtension
        let safe = String(
            stem.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0) }
                .map(Character.init))
        var response = PlaygroundResponse(
            status: 200, contentType: "application/yaml; charset=utf-8", body: Data(text.utf8))
        response.headers["Content-Disposition"] =
            "attachment; filename=\"\(safe.isEmpty ? "scene" : safe)-edited.yaml\""
        return response
    }

    // MARK: Responses

    private func methodNotAllowed(_ allowed: String) -> PlaygroundResponse {
        var response = Self.error(405, .request("this address takes \(allowed) only"))
        response.headers["Allow"] = allowed
        return response
    }

    /// The answer to a body of `count` bytes, over ``maximumBodyBytes``.
    nonisolated public static func tooLarge(_ count: Int?) -> PlaygroundResponse {
        let size = count.map { " (\(megabytes($0)) MB)" } ?? ""
        return error(
            413,
            .request(
                "the request is too large\(size): the playground reads at most \(megabytes(maximumBodyBytes)) MB",
                hint:
                    "paste the part of the dump that matters (po the recursiveDescription of a smaller view), or run `responder explain` on the file"
            ))
    }

    nonisolated private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_048_576)
    }

    nonisolated static func error(_ status: Int, _ info: ErrorInfo) -> PlaygroundResponse {
        struct Body: Encodable { let error: ErrorInfo }
        return (try? json(status, Body(error: info)))
            ?? PlaygroundResponse(status: 500, contentType: "text/plain", body: Data("error".utf8))
    }

    nonisolated static func json(_ status: Int, _ value: some Encodable) throws -> PlaygroundResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return PlaygroundResponse(
            status: status, contentType: "application/json; charset=utf-8", body: try encoder.encode(value))
    }
}

/// A request body that is not what the call takes.
struct RequestError: Error {
    let message: String
    var hint: String?
}

/// Reads a JSON object body as `T`, with a message that says which field is wrong.
func decodeBody<T: Decodable>(_ type: T.Type, from body: Data, example: String) throws -> T {
    guard !body.isEmpty else {
        throw RequestError(message: "the request has no body", hint: "send a JSON object, such as \(example)")
    }
    do {
        return try JSONDecoder().decode(T.self, from: body)
    } catch let DecodingError.keyNotFound(key, _) {
        throw RequestError(message: "the request has no '\(key.stringValue)'", hint: "send \(example)")
    } catch let DecodingError.typeMismatch(expected, context) {
        throw RequestError(
            message: "'\(fieldPath(context))' is not \(describe(expected))", hint: "send \(example)")
    } catch let DecodingError.valueNotFound(expected, context) {
        throw RequestError(
            message: "'\(fieldPath(context))' is null, not \(describe(expected))", hint: "send \(example)")
    } catch {
        throw RequestError(message: "the request body is not a JSON object", hint: "send \(example)")
    }
}

private func fieldPath(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    return path.isEmpty ? "the body" : path.replacingOccurrences(of: ".[", with: "[")
}

private func describe(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is CGFloat.Type: "a number"
    case is Int.Type: "a whole number"
    case is Bool.Type: "true or false"
    case is String.Type: "a string"
    default: "of the expected type"
    }
}

/// `POST /api/load`'s body.
struct LoadBody: Decodable {
    let text: String
    let name: String?
}

/// `POST /api/explain`'s body.
struct ExplainBody: Decodable {
    let x: Double
    let y: Double
    let window: Int?
}

/// `POST /api/edit`'s body: a view's id and one change.
struct EditBody: Decodable {
    let view: String
    let hidden: Bool?
    let alpha: Double?
    let userInteractionEnabled: Bool?
    let frame: [Double]?
    let addTap: Bool?
}
