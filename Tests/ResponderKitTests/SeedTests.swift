import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
import TestSupport

@Suite("Seed articles")
@MainActor
struct SeedTests {
    @Test(
        "seed 000: every version of the label experiment answers as the article prints",
        arguments: Seed000.Variant.allCases)
    func seed000(variant: Seed000.Variant) {
        let expected: [Seed000.Variant: [String]] = [
            .test1: ["AAA", "AA", "BBBBB", "BBBB", "BB", "BBB", "BB"],
            .test2: ["AA", "AA", "AA", "AA", "AA", "AA", "AA"],
            .test3: ["AAA", "AA", "BBBBB", "BBBB", "BBBB", "BBB", "BB"],
            .test4: ["AAA", "AA", "BBB", "BBB", "BBB", "BBB", "BB"],
            .test4Fixed: ["AAA", "AA", "BBB", "BBB", "BB", "BBB", "BB"]
        ]
        let lines = Seed000(variant).run()
        #expect(lines == expected[variant]!.enumerated().map { "\($0.offset + 1) ---> \($0.element)" })
    }

    @Test("seed 000: point 5 goes to BB because BBB's bounds exclude it, which the trace shows")
    func seed000Explanation() {
        let why = Seed000(.test1).explainTap(Seed000.points[4], number: 5)
        #expect(
            why == "Point 5 (275, 300) went to BB: it lies inside BBBB's frame, but BBB sees it at (215, 50), "
                + "outside its bounds (0, 0, 200, 200), so BBB's point(inside:) returned false and BBBB was never asked."
        )
    }

    @Test(
        "seed 001: a covered view B receives touches through A when A ignores interaction or returns nil from hitTest",
        arguments: [1, 2])
    func seed001CoveredView(way: Int) {
        final class Transparent: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
        }
        let world = World()
        world.view("B", r(0, 0, 200, 200))
        let a = world.add(way == 1 ? UIView(frame: r(0, 0, 200, 200)) : Transparent(frame: r(0, 0, 200, 200)), "A")
        if way == 1 { a.isUserInteractionEnabled = false }
        #expect(world.hit(50, 50) == "B")
    }

    @Test("seed 001: the hit-test and the responder chain are the same path, reversed")
    func seed001TableAndYellowView() {
        final class YellowView: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self }
        }
        let world = World()
        let table = world.view("table", r(0, 0, 375, 667))
        world.add(YellowView(frame: r(20, 20, 200, 200)), "yellow", in: table)
        #expect(world.hit(300, 600) == "yellow")  // the override claims every point it is asked about
        #expect(chain(from: table.subviews[0]) == ["yellow", "table", "root", "vc", "window", "UIApplication"])
    }

    @Test("seed 002: a round button takes only the points inside its circle")
    func seed002RoundButton() {
        final class RoundButton: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let dx = point.x - frame.size.width / 2, dy = point.y - frame.size.height / 2
                return (dx * dx + dy * dy).squareRoot() <= frame.size.width / 2
            }
        }
        let world = World()
        world.add(RoundButton(frame: r(100, 100, 100, 100)), "round")
        #expect(world.hit(150, 150) == "round")
        #expect(world.hit(105, 105) == "root")  // a corner of the square, outside the circle
        #expect(world.hit(150, 101) == "round")
    }

    @Test("seed 002: an ineligible parent makes its children unreachable; alpha 0.0–0.01 counts as transparent")
    func seed002ParentRules() {
        let world = World()
        let parent = world.view("parent", r(0, 0, 100, 100))
        world.view("child", r(0, 0, 50, 50), in: parent)
        for change in [
            { parent.isHidden = true }, { parent.alpha = 0.005 }, { parent.isUserInteractionEnabled = false }
        ] {
            parent.isHidden = false; parent.alpha = 1; parent.isUserInteractionEnabled = true
            #expect(world.hit(10, 10) == "child")
            change()
            #expect(world.hit(10, 10) == "root")
        }
    }

    @Test("seed 003: an enlarged hit area and a corners-only hit area")
    func seed003HitAreas() {
        final class ExpandButton: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                CGRect(
                    x: bounds.origin.x - 5, y: bounds.origin.y - 10,
                    width: bounds.size.width + 10, height: bounds.size.height + 20
                ).contains(point)
            }
        }
        final class ResizeView: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                guard bounds.contains(point) else { return false }
                let thumb: CGFloat = 20
                let corners = [
                    CGPoint(x: 0, y: 0), CGPoint(x: bounds.width - thumb, y: 0),
                    CGPoint(x: 0, y: bounds.height - thumb), CGPoint(x: bounds.width - thumb, y: bounds.height - thumb)
                ]
                return corners.contains {
                    CGRect(origin: $0, size: CGSize(width: thumb, height: thumb)).contains(point)
                }
            }
        }
        let world = World()
        world.add(ExpandButton(frame: r(100, 100, 40, 20)), "expand")
        world.add(ResizeView(frame: r(100, 300, 200, 200)), "resize")
        #expect(world.hit(96, 91) == "expand")
        #expect(world.hit(94, 110) == "root")
        #expect(world.hit(105, 305) == "resize")
        #expect(world.hit(295, 495) == "resize")
        #expect(world.hit(200, 400) == "root")
    }

    @Test("seed 004: hit-testing descends only into views that contain the touch, front-most subview first")
    func seed004HitOrder() {
        let world = World(topics: [.hitTesting])
        let a = world.view("A", r(0, 0, 300, 300))
        world.view("B", r(0, 0, 100, 100), in: a)
        let c = world.view("C", r(100, 100, 200, 200), in: a)
        world.view("D", r(0, 0, 100, 100), in: c)
        world.view("E", r(100, 100, 100, 100), in: c)
        world.app.tap(at: p(250, 250))
        #expect(
            world.log.lines == [
                "hitTest window at (250, 250): inside",
                "hitTest root at (250, 250): inside",
                "hitTest A at (250, 250): inside",
                "hitTest C at (150, 150): inside",
                "hitTest E at (50, 50): inside"
            ])
        world.app.tap(at: p(150, 150))
        #expect(
            world.log.lines.suffix(4) == [
                "hitTest A at (150, 150): inside",
                "hitTest C at (50, 50): inside",
                "hitTest E at (-50, -50): outside bounds (0, 0, 100, 100)",
                "hitTest D at (50, 50): inside"
            ])
    }

    @Test(
        "seed 001: a view with a recognizer gets touchesCancelled when the gesture is recognized, touchesBegan and touchesEnded when it is not"
    )
    func seed001Recognizer() {
        let world = World(topics: [])
        let view = world.handlingView("v", r(0, 0, 200, 200))
        view.addGestureRecognizer(UITapGestureRecognizer())
        world.app.tap(at: p(10, 10))
        #expect(world.log.lines == ["v handled began [1]", "v handled cancelled [1]"])
        world.log.clear()
        world.app.advance(by: 1)
        world.app.drag(from: p(10, 10), to: p(100, 10), duration: 0.1, steps: 1)
        #expect(world.log.lines == ["v handled began [1]", "v handled moved [1]", "v handled ended [1]"])
    }

    @Test("seed 002: a UIButton that overrides touchesBegan without calling super never sends its action")
    func seed002ButtonOverride() {
        final class SilentButton: UIButton {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let world = World(topics: [.actions])
        let plain = world.add(UIButton(frame: r(0, 0, 100, 40)), "plain")
        let silent = world.add(SilentButton(frame: r(0, 100, 100, 40)), "silent")
        var taps: [String] = []
        plain.addAction(UIAction { _ in taps.append("plain") }, for: .touchUpInside)
        silent.addAction(UIAction { _ in taps.append("silent") }, for: .touchUpInside)
        world.app.tap(at: p(10, 10))
        world.app.tap(at: p(10, 110))
        #expect(taps == ["plain"])
        #expect(!world.log.lines.contains { $0.hasPrefix("silent") })
    }

    @Test(
        "seed 003: a button with no target still handles the touch, and a subview with a tap recognizer keeps the tap from its parent"
    )
    func seed003HandledTouches() {
        let world = World(topics: [.responders])
        let parent = world.handlingView("parent", r(0, 0, 300, 300))
        world.add(UIButton(frame: r(0, 0, 100, 40)), "button", in: parent)
        let tapped = world.view("tapped", r(0, 100, 100, 40), in: parent)
        var taps = 0
        tapped.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
        tapped.gestureRecognizers?.first?.addAction { _ in taps += 1 }
        world.app.tap(at: p(10, 10))
        world.app.tap(at: p(10, 110))
        #expect(taps == 1)
        #expect(
            world.log.lines == [
                "touchesBegan tapped -> parent",
                "parent handled began [1]",
                "touchesCancelled tapped -> parent",
                "parent handled cancelled [1]"
            ])
    }

    @Test("seed 004: a control's nil-targeted action travels the responder chain to whoever implements it")
    func seed004NilTargetedAction() {
        let world = World(topics: [.actions])
        var performed: [String] = []
        world.controller.implement("save:") { sender, _ in performed.append("vc from \(TraceRecord.name(of: sender))") }
        let container = world.view("container", r(0, 0, 300, 300))
        let button = world.add(UIButton(frame: r(0, 0, 100, 40)), "button", in: container)
        button.addTarget(nil, action: "save:", for: .touchUpInside)
        world.app.tap(at: p(10, 10))
        #expect(performed == ["vc from button"])
        #expect(
            world.log.lines == [
                "button sends touchDown",
                "button sends touchUpInside",
                "action save: from button -> vc",
                "button sends primaryActionTriggered"
            ])
    }
}
