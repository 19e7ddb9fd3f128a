import Foundation
import ResponderDiagnosis
import ResponderKit
import ResponderScene
import Yams

// What the page asks and what it is told, as JSON. Views are keyed by their position in the
// scene (`key`: windows in file order, each window's views depth-first in subview order), so that
// views without an id, and dumps' addresses, are named as surely as scene ids.

/// A view as the page lists and draws it.
struct ViewInfo: Encodable {
    /// Its position in the scene, depth-first over the windows.
    let key: Int
    /// Its scene id (a dump's address), or nil when it has none (then it cannot be edited).
    let id: String?
    /// Its name as traces print it, in backquotes, with the dump's class for an imported view.
    let name: String
    /// The engine's class (`UILabel`).
    let className: String
    /// What a person sees of it (a label's text, a button's title), when it shows text.
    let shown: String?
    /// The key of its window.
    let window: Int
    /// 0 for a window.
    let depth: Int
    /// The key of its superview; nil for a window.
    let parent: Int?
    /// `frame` in its superview's coordinates: x, y, width, height.
    let frame: [Double]
    let hidden: Bool
    let alpha: Double
    let userInteractionEnabled: Bool
    /// Its recognizers' names.
    let gestures: [String]
    /// Its bounds' four corners on screen, transforms applied, in order around it.
    let corners: [[Double]]
    /// Attributes the dump did not show and that were guessed.
    let guessed: [String]
}

/// A window, for the window chooser.
struct WindowInfo: Encodable {
    let key: Int
    let id: String?
    let name: String
    let level: Double
    let hidden: Bool
    let isKey: Bool
}

/// A warning of the dump import, at its line.
struct WarningInfo: Encodable {
    let line: Int
    let message: String
    let details: [String]
}

/// The whole state the page draws: the source, its warnings, the picture, the tree.
struct SceneState: Encodable {
    let name: String
    let kind: String
    let source: String
    /// The scene as it stands: the edited scene file once there is an edit, else ``source``.
    let current: String
    let edits: Int
    let warnings: [WarningInfo]
    let windows: [WindowInfo]
    let views: [ViewInfo]
    /// ``SVGRenderer``'s picture of the scene, without a touch.
    let svg: String
    /// Whether the scene has a script to play.
    let hasScript: Bool
    /// Whether an edit had to write the scene file anew, so that the download has lost the
    /// file's comments, blank lines and layout; false while every edit kept the file's text.
    let rewritten: Bool
    /// The sentence that says so and why, for the page; nil when `rewritten` is false.
    let rewriteNote: String?
}

/// An error of the scene or dump reader, or of the request, for the page: where and what.
struct ErrorInfo: Encodable {
    /// `scene` (the scene or dump reader's, at `line`), `request` (the request's) or `server`.
    let kind: String
    let file: String?
    let line: Int?
    let column: Int?
    let message: String
    let hint: String?
    /// The whole message, as the CLI prints it.
    let text: String
}

/// A view under the point, for the page's stack: its key, the line, and whether it lost.
struct StackInfo: Encodable {
    let key: Int?
    let text: String
    let lost: Bool
}

/// `explain` for the point clicked: the engine's answer and its reasons.
struct ExplainAnswer: Encodable {
    let point: [Double]
    /// The key of the window the touch goes to, nil when no window is visible.
    let window: Int?
    /// The key of the view hit, nil when the touch is dropped.
    let hit: Int?
    /// The hit view and its ancestors up to the window, hit first.
    let path: [Int]
    /// For every view of the window, the verdict ``Explanation`` gives it, by key.
    let verdicts: [String: String]
    /// The keys of the views hit-testing pruned (outside, skipped, or under one that was).
    let pruned: [Int]
    /// For every view the hit-test visited, the engine's verdict (`inside`, `hidden` …), by key.
    let visited: [String: String]
    /// The first line of the answer: where the touch goes, and what the user sees.
    let headline: String
    let stack: [StackInfo]
    let chain: [String]
    let recognizers: [String]
    let nearMiss: String?
    /// What a dump's guesses may change, and where a fragment's points are, as `explain` says it.
    let notes: [String]
    /// The explanation as `responder explain` prints it.
    let text: String
    /// ``SVGRenderer``'s picture with the touch, its path and the branches pruned.
    let svg: String
    /// The answer as a value, as `responder explain --format json` prints it.
    let answer: ExplanationAnswer
}

/// A lint finding, where it is.
struct FindingInfo: Encodable {
    let line: Int
    let column: Int
    let check: String
    let message: String
    let fix: String
    /// The key of the view the finding is about (for a recognizer's finding, the view whose
    /// touches it gets in the way of, or its own view).
    let view: Int?
    let text: String
    /// The finding as a value, as `responder lint --format json` prints it.
    let finding: LintFinding
}

/// One step of a script, with what it caused.
struct StepInfo: Encodable {
    let number: Int
    let line: Int
    /// The step as written in the file.
    let source: String
    /// Who answered (`1 ---> AAA`).
    let answer: String
    /// Where fingers came down, on screen.
    let points: [[Double]]
    /// The keys of the views touches were bound to.
    let views: [Int]
    let entries: [EntryInfo]
    /// ``SVGRenderer``'s picture after the step, for a script that changes the hierarchy
    /// (`set`, `remove`, `add`); nil otherwise.
    let svg: String?
}

/// One line of the event log.
struct EntryInfo: Encodable {
    let t: Double
    let kind: String
    let text: String
    /// The key of the view the line is about (a responder or a bound view), when it is one.
    let view: Int?
}

/// A script played from the start on a fresh build of the scene.
struct Timeline: Encodable {
    let steps: [StepInfo]
    /// The run's text log, as `responder run` prints it.
    let text: String
}

extension ErrorInfo {
    init(_ error: any Error) {
        switch error {
        case let error as SceneError:
            self.init(
                kind: "scene", file: error.file, line: error.line > 0 ? error.line : nil,
                column: error.column > 0 ? error.column : nil, message: error.message, hint: error.hint,
                text: error.description)
        case let error as DumpChoiceError:
            self.init(
                kind: "scene", file: error.file, line: nil, column: nil, message: error.description, hint: nil,
                text: error.description)
        case let error as PlaygroundError:
            self.init(
                kind: "request", file: nil, line: nil, column: nil, message: error.description, hint: nil,
                text: error.description)
        default:
            let text = String(describing: error)
            self.init(kind: "server", file: nil, line: nil, column: nil, message: text, hint: nil, text: text)
        }
    }

    /// An error in the request itself.
    static func request(_ message: String, hint: String? = nil) -> ErrorInfo {
        ErrorInfo(
            kind: "request", file: nil, line: nil, column: nil, message: message, hint: hint,
            text: message + (hint.map { "\n  hint: \($0)" } ?? ""))
    }
}

// MARK: Building the answers

/// The scene's views in key order, with their keys by object.
@MainActor
struct ViewIndex {
    let views: [(view: UIView, window: Int, depth: Int, parent: Int?)]
    let keys: [ObjectIdentifier: Int]

    init(_ scene: Scene) {
        var views: [(UIView, Int, Int, Int?)] = []
        var keys: [ObjectIdentifier: Int] = [:]
        for window in scene.windows {
            let windowKey = views.count
            var stack: [(UIView, Int, Int?)] = [(window, 0, nil)]
            while let (view, depth, parent) = stack.popLast() {
                let key = views.count
                keys[ObjectIdentifier(view)] = key
                views.append((view, windowKey, depth, parent))
                stack += view.subviews.reversed().map { ($0, depth + 1, key) }
            }
        }
        self.views = views
        self.keys = keys
    }

    func key(_ object: AnyObject?) -> Int? {
        guard let object else { return nil }
        return keys[ObjectIdentifier(object)]
    }
}

extension Playground {
    /// The page's whole state; nil when nothing is loaded.
    func state() -> SceneState? {
        guard let source, let scene else { return nil }
        let index = ViewIndex(scene)
        let views = index.views.enumerated().map { key, item in
            let view = item.view
            let frame = view.frame
            return ViewInfo(
                key: key, id: scene.id(of: view), name: scene.displayName(of: view),
                className: String(describing: type(of: view)), shown: scene.shownText(of: view), window: item.window,
                depth: item.depth,
                parent: item.parent, frame: [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) },
                hidden: view.isHidden, alpha: Double(view.alpha), userInteractionEnabled: view.isUserInteractionEnabled,
                gestures: (view.gestureRecognizers ?? []).map { TraceRecord.name(of: $0) },
                corners: Self.corners(of: view), guessed: scene.guessedAttributes(of: view))
        }
        let windows = scene.windows.map { window in
            WindowInfo(
                key: index.key(window) ?? 0, id: scene.id(of: window), name: scene.displayName(of: window),
                level: Double(window.windowLevel.rawValue), hidden: window.isHidden, isKey: window.isKeyWindow)
        }
        return SceneState(
            name: source.name, kind: source.isDump ? "dump" : "scene", source: source.text,
            current: editedText ?? source.text, edits: editCount,
            warnings: warnings.map { WarningInfo(line: $0.line, message: $0.message, details: $0.details) },
            windows: windows, views: views, svg: SVGRenderer.render(scene), hasScript: scene.script != nil,
            rewritten: rewriteReason != nil,
            rewriteNote: rewriteReason.map {
                "the scene file was written anew for an edit (\($0)): its comments and blank lines were not kept"
            })
    }

    /// Explains a touch at `point`, in the window with key `windowKey` or where such a touch goes.
    func explain(_ point: CGPoint, windowKey: Int?) throws -> ExplainAnswer {
        guard let scene else { throw PlaygroundError.noScene }
        let index = ViewIndex(scene)
        var chosen: UIWindow?
        if let windowKey {
            guard index.views.indices.contains(windowKey), let window = index.views[windowKey].view as? UIWindow else {
                throw PlaygroundError.unknownWindow(windowKey)
            }
            chosen = window
        }
        // The engine's verdict for every view it visits, as `render` and `explain` collect them.
        var visited: [String: String] = [:]
        for (view, verdict) in scene.application.hitTestReport(atScreen: point, in: chosen).visits {
            if let key = index.key(view) { visited[String(key)] = String(describing: verdict) }
        }

        let explanation = Explanation(
            point: point, in: scene.application, window: chosen, naming: scene.displayName, scene: scene)
        let answer = explanation.answer
        var verdicts: [String: String] = [:]
        var pruned: [Int] = []
        if let window = explanation.window, let windowKey = index.key(window) {
            // `views` has one entry per view of the window, in key order (depth-first).
            let keys = index.views.indices.filter { index.views[$0].window == windowKey }
            if keys.count == answer.views.count {
                for (key, visited) in zip(keys, answer.views) {
                    verdicts[String(key)] = visited.verdict.text
                    switch visited.verdict {
                    case .outside, .pointInsideRefused, .skipped, .ancestorExcluded: pruned.append(key)
                    default: break
                    }
                }
            }
        }
        var path: [Int] = []
        var view = explanation.hit
        while let current = view {
            if let key = index.key(current) { path.append(key) }
            view = current.superview
        }
        let stack = answer.stack.map { entry -> StackInfo in
            let lost: Bool
            switch entry.reason {
            case .hit, .hitOutsideBounds, .ancestorOfHit: lost = false
            default: lost = true
            }
            return StackInfo(key: key(of: entry.object, in: scene, index: index), text: entry.text, lost: lost)
        }
        return ExplainAnswer(
            point: [Double(point.x), Double(point.y)], window: index.key(explanation.window),
            hit: index.key(explanation.hit), path: path, verdicts: verdicts, pruned: pruned, visited: visited,
            headline: answer.headline, stack: stack, chain: explanation.chain, recognizers: explanation.recognizers,
            nearMiss: explanation.nearMiss, notes: (answer.guessNote.map { [$0] } ?? []) + answer.notes,
            text: explanation.text, svg: SVGRenderer.render(scene, at: point, canvas: SVGRenderer.canvas(of: scene)),
            answer: answer)
    }

    /// The key of the view an answer names, found by its scene id; nil for an object that is no
    /// view of the scene or has no id.
    private func key(of object: AnswerObject?, in scene: Scene, index: ViewIndex) -> Int? {
        guard let id = object?.id, let view = scene.objects[id] as? UIView else { return nil }
        return index.key(view)
    }

    /// The lint findings, each with the view it is about.
    func lint() throws -> [FindingInfo] {
        guard let scene else { throw PlaygroundError.noScene }
        let index = ViewIndex(scene)
        return Lint.check(scene).map { finding in
            FindingInfo(
                line: finding.line, column: finding.column, check: finding.check, message: finding.message,
                fix: finding.fix, view: key(of: finding.view, in: scene, index: index), text: finding.description,
                finding: finding)
        }
    }

    /// The scene's script, played on a fresh build of the scene, step by step.
    func timeline() throws -> Timeline {
        let scene = try freshScene()
        guard let script = scene.script else {
            throw PlaygroundError.noScript
        }
        let index = ViewIndex(scene)
        let results = try ScriptRunner.run(script, in: scene, topics: .all)
        let lines = (try? sceneFileText())?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        let pictures = try stepPictures()
        let steps = results.map { result in
            var points: [[Double]] = []
            var views: [Int] = []
            var entries: [EntryInfo] = []
            for entry in result.entries {
                var about: String?
                switch entry.event {
                case let .hitTestVisit(name, point, _):
                    // A window's first visit is where the finger came down, in its coordinates.
                    if let window = scene.objects[name] as? UIWindow {
                        let screen = window.convert(point, to: nil as UIWindow?)
                        let pair = [Double(screen.x), Double(screen.y)]
                        if points.last != pair { points.append(pair) }
                    }
                    about = name
                case let .hitTest(_, _, view):
                    about = view
                    if let key = index.key(scene.objects[view]), !views.contains(key) { views.append(key) }
                case let .delivered(_, responder, _, _, _), let .handled(_, responder, _):
                    about = responder
                case let .forwarded(_, _, to):
                    about = to
                default:
                    about = nil
                }
                entries.append(
                    EntryInfo(
                        t: entry.time, kind: entry.kind.rawValue, text: entry.text,
                        view: about.flatMap { index.key(scene.objects[$0]) }))
            }
            let line = result.line - 1
            let text = lines.indices.contains(line) ? lines[line].trimmingCharacters(in: .whitespaces) : ""
            let picture = pictures.flatMap { $0.indices.contains(result.number - 1) ? $0[result.number - 1] : nil }
            return StepInfo(
                number: result.number, line: result.line, source: text, answer: result.answer, points: points,
                views: views, entries: entries, svg: picture)
        }
        return Timeline(steps: steps, text: LogRenderer.text(results))
    }

    /// The most steps a script may have for a picture after each: each picture plays the steps
    /// before it again on a fresh build.
    static let maximumPicturedSteps = 100

    /// For a script that changes the hierarchy (a `set`, `remove` or `add` step), the picture after
    /// each step: the script's first steps played again on a fresh build of the scene, then drawn.
    /// Nil for a script that changes nothing (the scene's own picture serves), or one of more than
    /// ``maximumPicturedSteps`` steps.
    private func stepPictures() throws -> [String]? {
        guard let text = try sceneFileText(), let root = try Yams.compose(yaml: text),
            let steps = root.mapping?["script"]?.sequence, steps.count <= Self.maximumPicturedSteps
        else { return nil }
        let changing: Set<String> = ["set", "remove", "add"]
        let changes = steps.contains { step in
            step.mapping?.keys.contains { changing.contains($0.string ?? "") } == true
        }
        guard changes else { return nil }
        var pictures: [String] = []
        for count in 1...steps.count {
            let prefix = try Yams.serialize(node: .sequence(Node.Sequence(Array(steps.prefix(count)))))
            let scene = try freshScene()
            _ = try ScriptRunner.run(Script.load(prefix, file: "script"), in: scene, topics: [])
            pictures.append(SVGRenderer.render(scene))
        }
        return pictures
    }

    /// `view`'s bounds' corners on screen, every transform on the way applied.
    static func corners(of view: UIView) -> [[Double]] {
        let b = view.bounds
        let local = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY)
        ]
        let screen: [CGPoint]
        if let window = view.window {
            screen = local.map { window.convert(view.convert($0, to: window), to: nil as UIWindow?) }
        } else {
            screen = local.map { view.convert($0, to: nil) }
        }
        return screen.map { [Double($0.x), Double($0.y)].map { $0.isFinite ? $0 : 0 } }
    }
}
