import Foundation
import ResponderDiagnosis
import ResponderKit
import ResponderScene

// What the lessons mode's page is told, as JSON. Views are keyed as the playground keys them
// (``ViewIndex``: windows in file order, each window's views depth-first), in the scene as it
// stands when the touch comes down.

/// `GET /api/lessons`.
struct LessonList: Encodable {
    let lessons: [LessonSummary]
}

/// A lesson as the list shows it.
struct LessonSummary: Encodable {
    let id: String
    let article: Int
    let title: Lesson.Text
    /// `touch`: the learner clicks the view a touch goes to; `step`: picks what a step prints.
    let kind: String

    init(_ lesson: Lesson) {
        id = lesson.id
        article = lesson.article
        title = lesson.title
        kind = lesson.kind
    }
}

/// A view of a lesson's scene, to draw and to pick.
struct LessonView: Encodable {
    let key: Int
    /// The name a prediction gives it: its scene id, else its trace name.
    let name: String
    /// The engine's class (`UILabel`).
    let className: String
    /// What a person sees of it (a label's text, a button's title), when it shows text.
    let shown: String?
    let depth: Int
    let parent: Int?
    let hidden: Bool
    let alpha: Double
    let userInteractionEnabled: Bool
    /// Its bounds' corners on screen, in order around it.
    let corners: [[Double]]

    @MainActor
    static func all(in scene: Scene) -> [LessonView] {
        ViewIndex(scene).views.enumerated().map { key, item in
            LessonView(
                key: key, name: Lesson.name(of: item.view, in: scene),
                className: String(describing: type(of: item.view)), shown: scene.shownText(of: item.view),
                depth: item.depth, parent: item.parent, hidden: item.view.isHidden, alpha: Double(item.view.alpha),
                userInteractionEnabled: item.view.isUserInteractionEnabled, corners: Playground.corners(of: item.view))
        }
    }
}

/// A step of the lesson's script, as `responder run` writes it (`tap (100, 120)`).
struct LessonScriptStep: Encodable {
    let number: Int
    let text: String
}

/// `GET /api/lessons/<name>`: the lesson without its answer or its why.
struct LessonPage: Encodable {
    let id: String
    let article: Int
    let title: Lesson.Text
    let question: Lesson.Text
    let hint: Lesson.Text
    let kind: String
    /// For a touch, where the finger comes down, on screen.
    let point: [Double]?
    /// For a step, its number in the script, from 1.
    let step: Int?
    /// For a step, what the learner picks from.
    let choices: [String]
    /// The scene's script, step by step; empty for a scene without one.
    let script: [LessonScriptStep]
    /// The scene's views as loaded.
    let views: [LessonView]
    /// The part of the screen every picture of the lesson covers (x, y, width, height), so that a
    /// point stays on one pixel from the question to the answer.
    let canvas: [Double]
    /// The scene file, relative to the lesson.
    let scene: String
    /// The lessons before and after it in the list, by name.
    let previous: String?
    let next: String?

    @MainActor
    init(_ entry: LessonLibrary.Entry, in library: LessonLibrary) throws {
        let lesson = entry.lesson
        let scene = try entry.freshScene()
        id = lesson.id
        article = lesson.article
        title = lesson.title
        question = lesson.question
        hint = lesson.hint
        kind = lesson.kind
        switch lesson.prediction {
        case .touch(let point):
            self.point = [Double(point.x), Double(point.y)]
            step = nil
        case .step(let number):
            point = nil
            step = number
        }
        choices = lesson.choices
        views = LessonView.all(in: scene)
        canvas = Self.numbers(SVGRenderer.canvas(of: scene))
        // The steps as the runner writes them: played on a build of their own, since playing
        // changes the scene.
        if let script = scene.script {
            self.script = try ScriptRunner.run(script, in: try entry.freshScene(), topics: []).map {
                LessonScriptStep(number: $0.number, text: $0.text)
            }
        } else {
            self.script = []
        }
        self.scene = lesson.scene
        let position = library.entries.firstIndex { $0.lesson.id == lesson.id } ?? 0
        previous = position > 0 ? library.entries[position - 1].lesson.id : nil
        next = position + 1 < library.entries.count ? library.entries[position + 1].lesson.id : nil
    }

    static func numbers(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { Double($0) }
    }
}

/// One view the hit-test walk visited, in the order it visited them, with the engine's verdict.
struct WalkVisit: Encodable {
    /// The view's key; nil for a view the scene does not list.
    let key: Int?
    let name: String
    /// `inside`, `outside`, `hidden`, `transparent`, `interactionDisabled` or `animating`.
    let verdict: String
    /// The point in the view's own coordinates, as `point(inside:with:)` was asked.
    let point: [Double]
    /// For `outside`: the bounds the point is outside of.
    let bounds: [Double]?
    /// For `transparent`: the alpha, under 0.01.
    let alpha: Double?
}

/// A line of the step's event log.
struct LessonLogLine: Encodable {
    /// The JSON log's `kind` (`hitTest`, `touchesBegan`, `action` …).
    let kind: String
    let text: String
}

/// `POST /api/lessons/<name>/reveal`: the engine's answer to the lesson, computed on a fresh build
/// of its scene, and whether the prediction was it.
struct LessonReveal: Encodable {
    let id: String
    let prediction: String
    /// The engine's answer now (the lesson's own, which `swift test` checks).
    let answer: String
    let correct: Bool
    let why: Lesson.Text
    /// Where the finger came down, on screen; nil for a step without a touch (a shake, an action).
    let point: [Double]?
    /// The views of the scene as it stands when the touch comes down (after the steps before).
    let views: [LessonView]
    /// Every view the hit-test walk visited, in order, with its verdict.
    let walk: [WalkVisit]
    /// The key of the view the touch goes to; nil when it goes to none, or there is no touch.
    let hit: Int?
    /// Where the chain starts: `hit` (the view the touch goes to), `firstResponder` (a step
    /// without a touch: a shake, a remote-control event, an action sent to nil), or `none`.
    let chainStart: String
    /// The responder chain from there up `next`, names in backquotes.
    let chain: [String]
    /// The recognizers that would see the touch, in the order they are offered it.
    let recognizers: [String]
    /// For a step: the step's whole event log, in order, as `responder run` prints it.
    let log: [LessonLogLine]
    /// The engine's picture: the touch, the path to the view hit and the branches pruned.
    let svg: String
    /// The touch explained, as `responder explain` prints it; empty without a touch.
    let explanation: String

    @MainActor
    init(_ entry: LessonLibrary.Entry, prediction: String) throws {
        let lesson = entry.lesson
        let answer = try lesson.engineAnswer(in: try entry.freshScene())
        let canvas = SVGRenderer.canvas(of: try entry.freshScene())
        // The scene as it stands when the asked-about touch comes down: as loaded, or after the
        // steps before the one asked about (at the moment the last of them ended, as
        // `responder explain --step` has it).
        let scene = try entry.freshScene()
        var point: CGPoint?
        var log: [LessonLogLine] = []
        switch lesson.prediction {
        case .touch(let touch):
            point = touch
        case .step(let number):
            let played = try entry.freshScene()
            // `engineAnswer` refused a step the script does not have.
            guard let script = played.script, script.steps.indices.contains(number - 1) else { break }
            let results = try ScriptRunner.run(script, in: played, topics: .all)
            let step = results[number - 1]
            log = step.entries.map { LessonLogLine(kind: $0.kind.rawValue, text: $0.text) }
            point = Self.firstTouch(in: step, of: played)
            if let before = scene.script?.prefix(number - 1) {
                _ = try ScriptRunner.run(before, in: scene, topics: [], settles: false)
            }
        }
        let index = ViewIndex(scene)
        var walk: [WalkVisit] = []
        var hit: Int?
        var chain: [String] = []
        var recognizers: [String] = []
        var explanation = ""
        var chainStart = "none"
        if let point {
            let report = scene.application.hitTestReport(atScreen: point)
            walk = report.visits.map { Self.visit($0.view, $0.verdict, at: point, index: index, scene: scene) }
            let explained = Explanation(point: point, in: scene.application, naming: scene.displayName, scene: scene)
            hit = index.key(explained.hit)
            chain = explained.chain
            recognizers = explained.recognizers
            explanation = explained.text
            chainStart = explained.hit == nil ? "none" : "hit"
        } else if let first = scene.application.keyWindow?.firstResponder {
            var responder: UIResponder? = first
            while let current = responder, chain.count < 1000 {
                chain.append(scene.displayName(of: current))
                responder = current.next
            }
            chainStart = "firstResponder"
        }
        self.id = lesson.id
        self.prediction = prediction
        self.answer = answer
        self.correct = prediction == answer
        self.why = lesson.why
        self.point = point.map { [Double($0.x), Double($0.y)] }
        self.views = LessonView.all(in: scene)
        self.walk = walk
        self.hit = hit
        self.chainStart = chainStart
        self.chain = chain
        self.recognizers = recognizers
        self.log = log
        self.svg = SVGRenderer.render(scene, at: point, canvas: canvas)
        self.explanation = explanation
    }

    /// Where the step's first finger came down, on screen: the point of its first visit to a
    /// window, in that window's coordinates.
    @MainActor
    private static func firstTouch(in step: ScriptRunner.StepResult, of scene: Scene) -> CGPoint? {
        for entry in step.entries {
            if case let .hitTestVisit(name, point, _) = entry.event, let window = scene.objects[name] as? UIWindow {
                return CGPoint(x: point.x + window.frame.minX, y: point.y + window.frame.minY)
            }
        }
        return nil
    }

    @MainActor
    private static func visit(
        _ view: UIView, _ verdict: HitTestVerdict, at screen: CGPoint, index: ViewIndex, scene: Scene
    ) -> WalkVisit {
        var local = screen
        if let window = view.window {
            let inWindow = CGPoint(x: screen.x - window.frame.minX, y: screen.y - window.frame.minY)
            local = view === window ? inWindow : view.convert(inWindow, from: window)
        }
        let kind: String
        var bounds: [Double]?
        var alpha: Double?
        switch verdict {
        case .inside: kind = "inside"
        case .outside(let rect):
            kind = "outside"
            bounds = LessonPage.numbers(rect)
        case .hidden: kind = "hidden"
        case .transparent(let value):
            kind = "transparent"
            alpha = Double(value)
        case .interactionDisabled: kind = "interactionDisabled"
        case .animatingWithoutInteraction: kind = "animating"
        }
        return WalkVisit(
            key: index.key(view), name: Lesson.name(of: view, in: scene), verdict: kind,
            point: [local.x, local.y].map { Double(($0 * 100).rounded() / 100) }, bounds: bounds, alpha: alpha)
    }
}

extension Lesson {
    /// `touch` or `step`, as the page reads it.
    var kind: String {
        switch prediction {
        case .touch: "touch"
        case .step: "step"
        }
    }
}
