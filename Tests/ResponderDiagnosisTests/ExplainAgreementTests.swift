import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
import TestSupport
@testable import ResponderDiagnosis
@testable import ResponderScene

// `explain` reads the engine's own hit-test trace; a touch is delivered by the untraced hit-test.
// On random scenes with every hit-testing feature a scene can declare, they must name one view
// for every point, and the explanation's tree must mark that view as the hit.

@Suite("Explain agrees with delivery")
@MainActor
struct ExplainAgreementTests {
    struct SceneMaker {
        var rng: SplitMix64
        mutating func int(_ range: ClosedRange<Int>) -> Int { .random(in: range, using: &rng) }
        mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

        /// A scene of nested views with classes, eligibility, transforms and hit-test behaviours.
        mutating func scene() -> String {
            var lines = ["windows:", "  - id: w", "    key: true", "    frame: [0, 0, 400, 400]", "    subviews:"]
            var count = 0
            func views(indent: String, depth: Int, into lines: inout [String], maker: inout SceneMaker) {
                for _ in 0..<maker.int(1...4) {
                    count += 1
                    lines.append(indent + "- id: v\(count)")
                    let inner = indent + "  "
                    let classes = ["UIView", "UIView", "UIView", "UIButton", "UILabel", "UIControl", "UISwitch"]
                    lines.append(inner + "class: \(classes[maker.int(0...classes.count - 1)])")
                    lines.append(
                        inner
                            + "frame: [\(maker.int(-40...300)), \(maker.int(-40...300)), \(maker.int(0...250)), \(maker.int(0...250))]"
                    )
                    if maker.chance(8) { lines.append(inner + "hidden: true") }
                    if maker.chance(6) {
                        lines.append(inner + "alpha: \(["0", "0.005", "0.01", "0.5"][maker.int(0...3)])")
                    }
                    if maker.chance(10) { lines.append(inner + "userInteractionEnabled: \(maker.chance(50))") }
                    if maker.chance(10) {
                        lines.append(
                            inner
                                + "transform: {rotate: \(maker.int(0...359)), scale: \(Double(maker.int(5...20)) / 10)}"
                        )
                    }
                    if maker.chance(8) {
                        lines.append(inner + "hitTest: \(["self", "none", "passThrough"][maker.int(0...2)])")
                    }
                    if maker.chance(8) {
                        lines.append(
                            inner
                                + "pointInside: {outsets: [\(maker.int(0...20)), \(maker.int(0...20)), \(maker.int(0...20)), \(maker.int(0...20))]}"
                        )
                    }
                    if maker.chance(5) { lines.append(inner + "touches: handle") }
                    if depth < 4, maker.chance(45) {
                        lines.append(inner + "subviews:")
                        views(indent: inner + "  ", depth: depth + 1, into: &lines, maker: &maker)
                    }
                }
            }
            views(indent: "      ", depth: 0, into: &lines, maker: &self)
            return lines.joined(separator: "\n") + "\n"
        }
    }

    @Test("H2 W3: on random scenes, explain names the view a touch is delivered to, at every point")
    func explainAgreesWithDelivery() throws {
        var maker = SceneMaker(rng: SplitMix64(seed: stressSeed(0xE2)))
        for index in 0..<(150 * stressScale) {
            let yaml = maker.scene()
            let scene = try SceneLoader.load(yaml, file: "random.yaml")
            let application = scene.application
            for _ in 0..<40 {
                let point = CGPoint(x: Double(maker.int(-20...420)) + 0.5, y: Double(maker.int(-20...420)) + 0.5)
                let explanation = Explanation(point: point, in: application)
                var bound: UIView?
                var dropped = false
                application.withTracing(.touches) { record in
                    switch record.event {
                    case let .touchBound(_, _, view): bound = view
                    case .touchDropped(_, .noViewHit): dropped = true
                    default: break
                    }
                } _: {
                    application.touch(finger: 1, .began, at: point)
                    application.touch(finger: 1, .ended, at: point)
                }
                application.advance(by: 1)
                let context = "scene \(index) at \(point):\n\(yaml)"
                #expect(
                    explanation.hit === bound,
                    "explain says \(explanation.hit.map(TraceRecord.name(of:)) ?? "nothing"), the touch went to \(bound.map(TraceRecord.name(of:)) ?? "nothing"); \(context)"
                )
                #expect((explanation.hit == nil) == dropped, "\(context)")
                if let hit = explanation.hit {
                    let line = explanation.tree.first {
                        $0.trimmingCharacters(in: .whitespaces).hasPrefix(Explanation.name(hit) + "  ")
                    }
                    #expect(line?.hasSuffix("— hit") == true, "\(line ?? "no line") \(context)")
                }
                if explanation.hit !== bound { return }
            }
        }
    }
}
