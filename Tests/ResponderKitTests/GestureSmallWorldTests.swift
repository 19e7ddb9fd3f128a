import Foundation
import Testing
@testable import ResponderKit

/// Every combination of two recognizers (kind, view, settings, a failure requirement) and a set of
/// finger programs, checked against the delivery invariants of issue 3: each view that got
/// `touchesBegan` for a touch gets exactly one `touchesEnded` or `touchesCancelled` and nothing
/// after; each recognizer alternates between one terminal state and reset, and ends in possible;
/// no action runs in failed or possible; no touch is left alive.
@Suite("Gesture recognizers: exhaustive small worlds")
@MainActor
struct GestureSmallWorldTests {
    enum Kind: String, CaseIterable { case tap, doubleTap, longPress, pan, swipe }
    enum Program: String, CaseIterable { case tap, doubleTap, hold, shortDrag, longDrag, twoFingerTap }

    struct Settings: CustomStringConvertible {
        var cancels: Bool, delaysBegan: Bool, delaysEnded: Bool
        var description: String { "cancels=\(cancels) delaysBegan=\(delaysBegan) delaysEnded=\(delaysEnded)" }
        static let all: [Settings] = [false, true].flatMap { c in
            [false, true].flatMap { b in [false, true].map { e in Settings(cancels: c, delaysBegan: b, delaysEnded: e) }
            }
        }
        static let defaults = Settings(cancels: true, delaysBegan: false, delaysEnded: true)
        static let flipped = Settings(cancels: false, delaysBegan: true, delaysEnded: false)
    }

    /// Counts each touch's messages and records violations.
    final class Recorder: UIView {
        var open: Set<ObjectIdentifier> = []
        var closed: Set<ObjectIdentifier> = []
        var violations: [String] = []
        /// Keeps every touch alive, so that no later touch can reuse an identifier.
        var seen: [UITouch] = []
        func check(_ touches: Set<UITouch>, _ phase: String) {
            seen += touches
            for touch in touches {
                let id = ObjectIdentifier(touch)
                if closed.contains(id) {
                    violations.append("\(accessibilityIdentifier!) got \(phase) after the touch ended")
                }
                switch phase {
                case "began":
                    if !open.insert(id).inserted { violations.append("\(accessibilityIdentifier!) got began twice") }
                case "ended", "cancelled":
                    if open.remove(id) == nil {
                        violations.append("\(accessibilityIdentifier!) got \(phase) without began")
                    }
                    closed.insert(id)
                default:
                    if !open.contains(id) {
                        violations.append("\(accessibilityIdentifier!) got \(phase) without began")
                    }
                }
            }
        }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { check(t, "began") }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { check(t, "moved") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { check(t, "ended") }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { check(t, "cancelled") }
    }

    func make(_ kind: Kind, _ settings: Settings) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch kind {
        case .tap: recognizer = UITapGestureRecognizer()
        case .doubleTap:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            recognizer = tap
        case .longPress: recognizer = UILongPressGestureRecognizer()
        case .pan: recognizer = UIPanGestureRecognizer()
        case .swipe: recognizer = UISwipeGestureRecognizer()
        }
        recognizer.cancelsTouchesInView = settings.cancels
        recognizer.delaysTouchesBegan = settings.delaysBegan
        recognizer.delaysTouchesEnded = settings.delaysEnded
        return recognizer
    }

    func run(_ program: Program, on app: UIApplication) {
        switch program {
        case .tap: app.tap(at: CGPoint(x: 50, y: 50))
        case .doubleTap: app.tap(at: CGPoint(x: 50, y: 50), count: 2)
        case .hold:
            app.touch(finger: 1, .began, at: CGPoint(x: 50, y: 50))
            app.advance(by: 0.7)
            app.touch(finger: 1, .ended, at: CGPoint(x: 50, y: 50))
        case .shortDrag: app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 55, y: 50), duration: 0.1, steps: 2)
        case .longDrag: app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.2, steps: 5)
        case .twoFingerTap:
            app.enqueue(
                .touches([
                    RawTouch(finger: 1, phase: .began, location: CGPoint(x: 50, y: 50)),
                    RawTouch(finger: 2, phase: .began, location: CGPoint(x: 60, y: 50))
                ]))
            app.advance(by: 0.05)
            app.enqueue(
                .touches([
                    RawTouch(finger: 1, phase: .ended, location: CGPoint(x: 50, y: 50)),
                    RawTouch(finger: 2, phase: .ended, location: CGPoint(x: 60, y: 50))
                ]))
            app.runUntilIdle()
        }
        app.advance(by: 2)
    }

    /// Runs one world and returns its violations.
    func violations(first: (Kind, Bool, Settings), second: (Kind, Bool, Settings), requires: Bool, program: Program)
        -> [String]
    {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: app)
        window.makeKeyAndVisible()
        let outer = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        outer.accessibilityIdentifier = "outer"
        let inner = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        inner.accessibilityIdentifier = "inner"
        inner.isMultipleTouchEnabled = true
        window.addSubview(outer)
        outer.addSubview(inner)
        var problems: [String] = []
        let recognizers = [first, second].map { kind, onInner, settings in
            let recognizer = make(kind, settings)
            (onInner ? inner : outer).addGestureRecognizer(recognizer)
            recognizer.addAction { r in
                if r.state == .failed || r.state == .possible { problems.append("action sent in \(r.state)") }
            }
            return recognizer
        }
        if requires { recognizers[1].require(toFail: recognizers[0]) }
        var lastState: [ObjectIdentifier: UIGestureRecognizer.State] = [:]
        app.trace(.gestures) { record in
            guard case let .gestureStateChanged(recognizer, from, to, _) = record.event else { return }
            let id = ObjectIdentifier(recognizer)
            if from.isTerminal && to != .possible { problems.append("left a terminal state for \(to)") }
            if let last = lastState[id], last != from { problems.append("state jumped from \(last) to \(from)") }
            lastState[id] = to
        }
        run(program, on: app)
        for recognizer in recognizers where recognizer.state != .possible {
            problems.append("\(recognizer) ended in \(recognizer.state)")
        }
        problems += outer.violations + inner.violations
        if !outer.open.isEmpty || !inner.open.isEmpty { problems.append("a view never got the end of a touch") }
        if !app.touchesEvent._touches.isEmpty || !app._gestures.heldTouches.isEmpty {
            problems.append("a touch is still alive")
        }
        if !app._gestures.participants.isEmpty { problems.append("a recognizer still holds touches") }
        return problems
    }

    @Test(
        "every view gets one end per touch, every recognizer one terminal state per gesture, no action in failed",
        arguments: Program.allCases)
    func invariants(program: Program) {
        var cases = 0
        for firstKind in Kind.allCases {
            for firstOnInner in [true, false] {
                for firstSettings in Settings.all {
                    for secondKind in Kind.allCases {
                        for secondOnInner in [true, false] {
                            for secondSettings in [Settings.defaults, .flipped] {
                                for requires in [false, true] {
                                    cases += 1
                                    let problems = violations(
                                        first: (firstKind, firstOnInner, firstSettings),
                                        second: (secondKind, secondOnInner, secondSettings),
                                        requires: requires, program: program)
                                    #expect(
                                        problems.isEmpty,
                                        """
                                        \(program): first \(firstKind) on \(firstOnInner ? "inner" : "outer") \(firstSettings); \
                                        second \(secondKind) on \(secondOnInner ? "inner" : "outer") \(secondSettings)\
                                        \(requires ? ", requiring the first to fail" : ""): \(problems)
                                        """)
                                    if !problems.isEmpty { return }
                                }
                            }
                        }
                    }
                }
            }
        }
        #expect(cases == 3200)
    }
}
