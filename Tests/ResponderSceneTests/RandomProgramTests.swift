import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
import TestSupport
@testable import ResponderScene

// Random touch programs — several fingers, legal phase orders, random timing — on random scenes
// with recognizers, controls and every responder behaviour. Invariants are checked after every
// input; a failing program is shrunk and printed as a scene file that `responder run` replays.

/// A scene and its script, as data that can be shrunk and printed in the scene format.
struct TouchProgram {
    struct View {
        var id: String
        var parent: String
        var frame: [Int]
        /// Lines for a UIKit class other than `UIView` and its own fields.
        var kind: [String] = []
        var multipleTouch = false
        var exclusive = false
        var touches = "forward"
    }

    struct Gesture {
        var id: String
        var view: String
        /// The gesture's fields after `id`, in flow YAML.
        var fields: String
        var requireToFail: String?
    }

    enum Step {
        case touch(finger: Int, phase: String, x: Int, y: Int, stroke: Int)
        case wait(Double)

        var stroke: Int? { if case let .touch(_, _, _, _, stroke) = self { stroke } else { nil } }
    }

    var views: [View] = []
    var gestures: [Gesture] = []
    var steps: [Step] = []

    /// The program in the scene format (DESIGN "The scene format"), script included.
    var yaml: String {
        var lines = [
            "windows:", "  - id: w", "    key: true", "    rootViewController:", "      id: vc",
            "      view:", "        id: root"
        ]
        func emit(_ id: String, indent: String) {
            let mine = gestures.filter { $0.view == id }
            if !mine.isEmpty {
                lines.append(indent + "gestures:")
                for g in mine {
                    let requirement = g.requireToFail.map { ", requireToFail: [\($0)]" } ?? ""
                    lines.append(indent + "  - {id: \(g.id), \(g.fields)\(requirement)}")
                }
            }
            let children = views.filter { $0.parent == id }
            guard !children.isEmpty else { return }
            lines.append(indent + "subviews:")
            for v in children {
                lines.append(indent + "  - id: \(v.id)")
                let inner = indent + "    "
                lines += v.kind.map { inner + $0 }
                lines.append(inner + "frame: [\(v.frame.map(String.init).joined(separator: ", "))]")
                if v.multipleTouch { lines.append(inner + "multipleTouchEnabled: true") }
                if v.exclusive { lines.append(inner + "exclusiveTouch: true") }
                if v.touches != "forward" { lines.append(inner + "touches: \(v.touches)") }
                emit(v.id, indent: inner)
            }
        }
        emit("root", indent: "        ")
        lines.append("script:")
        for step in steps {
            switch step {
            case let .touch(finger, phase, x, y, _):
                lines.append("  - touch: {finger: \(finger), phase: \(phase), at: [\(x), \(y)]}")
            case let .wait(seconds):
                lines.append("  - wait: \(seconds)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every smaller program one removal away: a finger's whole stroke, one move, one wait, one
    /// recognizer, or one view with everything under it.
    var shrinks: [TouchProgram] {
        var result: [TouchProgram] = []
        for stroke in Set(steps.compactMap(\.stroke)).sorted() {
            var smaller = self
            smaller.steps.removeAll { $0.stroke == stroke }
            result.append(smaller)
        }
        for (index, step) in steps.enumerated() {
            switch step {
            case .touch(_, "moved", _, _, _), .wait:
                var smaller = self
                smaller.steps.remove(at: index)
                result.append(smaller)
            default: break
            }
        }
        for gesture in gestures {
            var smaller = self
            smaller.gestures.removeAll { $0.id == gesture.id }
            for index in smaller.gestures.indices where smaller.gestures[index].requireToFail == gesture.id {
                smaller.gestures[index].requireToFail = nil
            }
            result.append(smaller)
        }
        for view in views {
            var gone: Set<String> = [view.id]
            for v in views where gone.contains(v.parent) { gone.insert(v.id) }
            var smaller = self
            smaller.views.removeAll { gone.contains($0.id) }
            let removed = Set(smaller.gestures.filter { gone.contains($0.view) }.map(\.id))
            smaller.gestures.removeAll { removed.contains($0.id) }
            for index in smaller.gestures.indices where removed.contains(smaller.gestures[index].requireToFail ?? "") {
                smaller.gestures[index].requireToFail = nil
            }
            result.append(smaller)
        }
        return result
    }
}

/// Seeded random programs.
struct ProgramGenerator {
    var rng: SplitMix64

    mutating func int(_ range: ClosedRange<Int>) -> Int { .random(in: range, using: &rng) }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func program() -> TouchProgram {
        var program = TouchProgram()
        for index in 0..<int(2...7) {
            let parent =
                chance(40) || program.views.isEmpty ? "root" : program.views[int(0...program.views.count - 1)].id
            var view = TouchProgram.View(
                id: "v\(index)", parent: parent, frame: [int(0...200), int(0...200), int(20...200), int(20...200)])
            if chance(35) {
                view.kind =
                    [
                        ["class: UIButton"], ["class: UISwitch"], ["class: UISlider"], ["class: UIStepper"],
                        ["class: UITextField"],
                        ["class: UIScrollView", "contentSize: [400, 900]"],
                        ["class: UIScrollView", "contentSize: [400, 900]", "delaysContentTouches: false"]
                    ][int(0...6)]
            }
            view.multipleTouch = chance(40)
            view.exclusive = chance(15)
            view.touches = ["forward", "forward", "handle", "handleAndForward"][int(0...3)]
            program.views.append(view)
        }
        let owners = ["root"] + program.views.map(\.id)
        for index in 0..<int(0...3) {
            let flags =
                "cancelsTouchesInView: \(chance(75)), delaysTouchesBegan: \(chance(25)), delaysTouchesEnded: \(chance(75))"
            let kind = [
                "type: tap, taps: \(int(1...2))",
                "type: longPress, minimumPressDuration: \(Double(int(1...6)) / 10)",
                "type: pan",
                "type: swipe, direction: [right, left]"
            ][int(0...3)]
            let requirement = index > 0 && chance(30) ? "g\(int(0...index - 1))" : nil
            program.gestures.append(
                .init(
                    id: "g\(index)", view: owners[int(0...owners.count - 1)], fields: "\(kind), \(flags)",
                    requireToFail: requirement))
        }
        var down: [Int: (x: Int, y: Int, stroke: Int)] = [:]
        var strokes = 0
        for _ in 0..<int(6...40) {
            switch int(0...9) {
            case 0...2 where down.count < 3:
                let finger = (1...3).first { down[$0] == nil }!
                strokes += 1
                down[finger] = (int(0...330), int(0...330), strokes)
                let d = down[finger]!
                program.steps.append(.touch(finger: finger, phase: "began", x: d.x, y: d.y, stroke: d.stroke))
            case 3...5 where !down.isEmpty:
                let finger = down.keys.sorted()[int(0...down.count - 1)]
                let d = down[finger]!
                down[finger] = (d.x + int(-40...40), d.y + int(-40...40), d.stroke)
                program.steps.append(
                    .touch(finger: finger, phase: "moved", x: down[finger]!.x, y: down[finger]!.y, stroke: d.stroke))
            case 6...7 where !down.isEmpty:
                let finger = down.keys.sorted()[int(0...down.count - 1)]
                let d = down.removeValue(forKey: finger)!
                program.steps.append(
                    .touch(finger: finger, phase: chance(10) ? "cancelled" : "ended", x: d.x, y: d.y, stroke: d.stroke))
            default:
                program.steps.append(.wait(Double(int(1...70)) / 100))
            }
        }
        for finger in down.keys.sorted() {
            let d = down[finger]!
            program.steps.append(.touch(finger: finger, phase: "ended", x: d.x, y: d.y, stroke: d.stroke))
        }
        return program
    }
}

/// Runs a program and returns the invariants it broke (empty: none).
@MainActor
func violations(of program: TouchProgram) -> [String] {
    let scene: Scene
    do {
        scene = try SceneLoader.load(program.yaml, file: "program.yaml")
    } catch {
        return ["the program does not load: \(error)"]
    }
    let app = scene.application
    let ledger = TouchLedger()
    let responders = scene.objects.values.compactMap { $0 as? UIResponder }
    ledger.watch(responders)
    let watched = Set(responders.map { TraceRecord.name(of: $0) })
    let recognizers = scene.objects.values.compactMap { $0 as? UIGestureRecognizer }

    var problems: [String] = []
    var traced: [String] = []
    /// Per recognizer since its last reset: terminal states reached, whether it sent an action.
    var terminals: [ObjectIdentifier: Int] = [:]
    var acted: Set<ObjectIdentifier> = []
    app.trace([.touches, .responders, .gestures]) { record in
        switch record.event {
        case let .delivered(message, responder, _, _) where watched.contains(TraceRecord.name(of: responder)):
            traced.append("\(TraceRecord.name(of: responder)) \(message.rawValue)")
        case let .forwarded(message, _, responder?) where watched.contains(TraceRecord.name(of: responder)):
            traced.append("\(TraceRecord.name(of: responder)) \(message.rawValue)")
        case let .gestureStateChanged(recognizer, _, to, _):
            let id = ObjectIdentifier(recognizer)
            switch to {
            case .ended, .cancelled, .failed:
                terminals[id, default: 0] += 1
                if to == .failed && acted.contains(id) {
                    problems.append("\(TraceRecord.name(of: recognizer)) failed after sending an action")
                }
            case .possible:
                if terminals[id, default: 0] != 1 {
                    problems.append(
                        "\(TraceRecord.name(of: recognizer)) was reset after \(terminals[id, default: 0]) terminal states"
                    )
                }
                terminals[id] = 0
                acted.remove(id)
            default: break
            }
        case let .gestureAction(recognizer, state, _):
            if state == .failed || state == .possible {
                problems.append("\(TraceRecord.name(of: recognizer)) sent an action in state \(state)")
            }
            acted.insert(ObjectIdentifier(recognizer))
        default: break
        }
    }
    for (number, step) in program.steps.enumerated() {
        switch step {
        case let .touch(finger, phase, x, y, _):
            let phases: [String: UITouch.Phase] = [
                "began": .began, "moved": .moved, "ended": .ended, "cancelled": .cancelled
            ]
            app.touch(finger: finger, phases[phase]!, at: CGPoint(x: x, y: y))
        case let .wait(seconds):
            app.advance(by: seconds)
        }
        if let problem = (problems + ledger.problems).first { return ["after step \(number + 1): \(problem)"] }
        app._checkHierarchyInvariants()
    }
    app.advance(by: 2)
    problems += ledger.problemsAtRest()
    for recognizer in recognizers where recognizer.state != .possible {
        problems.append("\(TraceRecord.name(of: recognizer)) is \(recognizer.state) at rest")
    }
    // Ledger lines end in the fingers; the trace's forwarding records do not name them.
    let callbacks = ledger.messages.map { String($0[..<$0.lastIndex(of: " ")!]) }
    if callbacks != traced {
        let index =
            zip(callbacks, traced).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(callbacks.count, traced.count)
        problems.append(
            "the trace and the callbacks part at message \(index + 1): callback \(callbacks.dropFirst(index).first ?? "none"), trace \(traced.dropFirst(index).first ?? "none")"
        )
    }
    app.stopTracing()
    let alive = ledger.liveTouchesAfterRelease()
    if alive > 0 { problems.append("\(alive) touches are alive at rest") }
    return problems
}

/// The smallest program, by greedy removal, that still breaks an invariant.
@MainActor
func shrink(_ program: TouchProgram) -> (TouchProgram, [String]) {
    var smallest = program
    var problems = violations(of: program)
    var progress = true
    while progress {
        progress = false
        for candidate in smallest.shrinks {
            let found = violations(of: candidate)
            if !found.isEmpty {
                smallest = candidate
                problems = found
                progress = true
                break
            }
        }
    }
    return (smallest, problems)
}

@Suite("Random touch programs")
@MainActor
struct RandomProgramTests {
    static let programs = 1_000

    @Test("T5 T13 GR3 GR5 GV3: invariants hold after every input of random programs on random scenes")
    func invariants() {
        var generator = ProgramGenerator(rng: SplitMix64(seed: stressSeed(0x70C4)))
        for index in 0..<(Self.programs * stressScale) {
            let program = generator.program()
            guard !violations(of: program).isEmpty else { continue }
            let (smallest, problems) = shrink(program)
            Issue.record(
                """
                program \(index) (seed \(stressSeed(0x70C4))) breaks an invariant: \(problems.joined(separator: "; "))
                Smallest reproduction (save as repro.yaml; `swift run responder run repro.yaml`):
                \(smallest.yaml)
                """)
            return
        }
    }

    @Test("a failing program shrinks to the steps that matter, printed as a scene that loads")
    func shrinking() throws {
        var generator = ProgramGenerator(rng: SplitMix64(seed: 3))
        var program = generator.program()
        while program.steps.count < 20 { program = generator.program() }
        // A stand-in invariant that any program with a cancelled finger breaks.
        func broken(_ p: TouchProgram) -> Bool {
            p.steps.contains { if case .touch(_, "cancelled", _, _, _) = $0 { true } else { false } }
        }
        program.steps += [
            .touch(finger: 9, phase: "began", x: 1, y: 1, stroke: 99),
            .touch(finger: 9, phase: "cancelled", x: 1, y: 1, stroke: 99)
        ]
        var smallest = program
        var progress = true
        while progress {
            progress = false
            if let candidate = smallest.shrinks.first(where: broken) {
                smallest = candidate
                progress = true
            }
        }
        #expect(smallest.views.isEmpty && smallest.gestures.isEmpty)
        #expect(smallest.steps.count == 2)
        _ = try SceneLoader.load(smallest.yaml, file: "repro.yaml")
        _ = try SceneLoader.load(program.yaml, file: "program.yaml")
    }
}
