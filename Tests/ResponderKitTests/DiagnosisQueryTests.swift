import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@Suite("Queries for diagnosis tools")
@MainActor
struct DiagnosisQueryTests {
    @Test("H2: a hit-test report gives each visited view's first verdict in order; the caller's trace sees none of it")
    func hitTestReport() {
        let world = World(topics: [.hitTesting])
        let back = world.view("back", r(0, 0, 100, 100))
        let hidden = world.view("hidden", r(0, 0, 100, 100))
        hidden.isHidden = true
        let front = world.view("front", r(200, 0, 50, 50))
        let report = world.app.hitTestReport(atScreen: p(10, 10))
        #expect(report.result?.view === back && report.result?.window === world.window)
        #expect(report.visits.map { TraceRecord.name(of: $0.view) } == ["window", "root", "front", "hidden", "back"])
        #expect(report.visits.map(\.verdict) == [.inside, .inside, .outside(bounds: r(0, 0, 50, 50)), .hidden, .inside])
        #expect(report.verdict(of: hidden) == .hidden && report.verdict(of: front) != nil)
        #expect(report.verdict(of: UIView()) == nil)
        #expect(world.log.lines == [], "the caller's sink saw nothing of the report's walk")
        _ = world.app.hitTest(atScreen: p(10, 10))
        #expect(world.log.lines.first == "hitTest window at (10, 10): inside", "the caller's tracing is on again")
    }

    @Test("withTracing sends what its body causes to its own sink, then puts back the caller's; nested calls in order")
    func scopedTracing() {
        let world = World(topics: [.hitTesting])
        var outer: [String] = []
        var inner: [String] = []
        let count = world.app.withTracing(.hitTesting, to: { outer.append($0.description) }) {
            _ = world.app.hitTest(atScreen: p(10, 10))
            world.app.withTracing(.hitTesting, to: { inner.append($0.description) }) {
                _ = world.app.hitTest(atScreen: p(20, 20))
            }
            _ = world.app.hitTest(atScreen: p(30, 30))
            return outer.count
        }
        #expect(count == 4, "two views visited at (10, 10), two at (30, 30)")
        #expect(inner.count == 2 && inner.allSatisfy { $0.contains("(20, 20)") })
        #expect(outer.contains { $0.contains("(30, 30)") } && !outer.contains { $0.contains("(20, 20)") })
        #expect(world.log.lines == [])
        _ = world.app.hitTest(atScreen: p(40, 40))
        #expect(world.log.lines == ["hitTest window at (40, 40): inside", "hitTest root at (40, 40): inside"])
    }

    @Test("withTracing with no caller's tracing leaves none on, also when its body throws")
    func scopedTracingWithoutCaller() throws {
        let app = UIApplication()
        let window = UIWindow(frame: r(0, 0, 100, 100), application: app)
        window.makeKeyAndVisible()
        struct Stop: Error {}
        var records = 0
        #expect(throws: Stop.self) {
            try app.withTracing(.hitTesting, to: { _ in records += 1 }) {
                _ = app.hitTest(atScreen: p(1, 1))
                throw Stop()
            }
        }
        #expect(records == 1)
        _ = app.hitTest(atScreen: p(1, 1))
        #expect(records == 1, "the sink is gone once the body has thrown")
    }

    @Test(
        "H2.1 H4: a view's ineligibility is the verdict hit-testing gives it, in the engine's order, subclasses read through"
    )
    func ineligibility() {
        final class AlwaysHidden: UIView {
            override var isHidden: Bool {
                get { true }
                set {}
            }
        }
        let world = World(topics: [.hitTesting])
        let view = world.view("view", r(0, 0, 100, 100))
        #expect(view.hitTestIneligibility == nil)
        view.isUserInteractionEnabled = false
        #expect(view.hitTestIneligibility == .interactionDisabled)
        view.alpha = 0.005
        #expect(view.hitTestIneligibility == .transparent(alpha: 0.005))
        view.isHidden = true
        #expect(view.hitTestIneligibility == .hidden)
        #expect(view.hitTestIneligibility == view.hitTestVerdict(p(10, 10), with: nil))
        let custom = world.add(AlwaysHidden(frame: r(0, 0, 10, 10)), "custom")
        #expect(custom.hitTestIneligibility == .hidden)
        #expect(UILabel().hitTestIneligibility == .interactionDisabled)
        #expect(view.hitTestIneligibilities == [.hidden, .transparent(alpha: 0.005), .interactionDisabled])
        #expect(custom.hitTestIneligibilities == [.hidden])
        view.isHidden = false
        view.alpha = 1
        #expect(view.hitTestIneligibilities == [.interactionDisabled])
        view.isUserInteractionEnabled = true
        #expect(view.hitTestIneligibilities.isEmpty)
    }

    @Test(
        "S3: a drag clamps the offset to reachableContentOffsets, from minus the inset to the content's end plus the inset"
    )
    func reachableContentOffsets() {
        let world = World(topics: [])
        let scroll = world.add(UIScrollView(frame: r(0, 0, 100, 200)), "scroll")
        scroll.contentSize = CGSize(width: 100, height: 1_000)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        #expect(scroll.reachableContentOffsets == r(0, -10, 0, 840))
        world.app.drag(from: p(50, 190), to: p(50, 10), duration: 0.1, steps: 2)
        world.app.advance(by: 1)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 180))
        for _ in 0..<6 {
            world.app.drag(from: p(50, 190), to: p(50, 10), duration: 0.1, steps: 2)
            world.app.advance(by: 1)
        }
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 830))
        world.app.drag(from: p(50, 10), to: p(50, 190), duration: 0.1, steps: 2)
        world.app.advance(by: 1)
        #expect(scroll.contentOffset.y == 650)
        scroll.contentSize = CGSize(width: 50, height: 50)
        #expect(scroll.reachableContentOffsets == r(0, -10, 0, 0))
    }
}
