import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@Suite("Hit-testing")
@MainActor
struct HitTestingTests {
    @Test("H1 H2: the deepest view containing the point wins, the receiver if no subview does")
    func deepestView() {
        let world = World()
        let outer = world.view("outer", r(0, 0, 200, 200))
        world.view("inner", r(50, 50, 50, 50), in: outer)
        #expect(world.hit(60, 60) == "inner")
        #expect(world.hit(10, 10) == "outer")
        #expect(world.hit(300, 300) == "root")
        #expect(outer.hitTest(p(60, 60), with: nil).map { TraceRecord.name(of: $0) } == "inner")
        #expect(outer.hitTest(p(-1, 0), with: nil) == nil)
    }

    @Test("H2: the order is eligibility, then point(inside:), then subviews front to back", arguments: [true, false])
    func visitOrder(insideFirst: Bool) {
        let world = World(topics: [.hitTesting])
        let back = world.view("back", r(0, 0, 100, 100))
        world.view("front", r(0, 0, 100, 100))
        back.isHidden = !insideFirst
        world.app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "hitTest window at (10, 10): inside",
                "hitTest root at (10, 10): inside",
                "hitTest front at (10, 10): inside"
            ])
    }

    @Test("H2 H3 H4 H11: hidden, disabled and transparent views hide their whole subtree, with the reason traced")
    func ineligibleViews() {
        let world = World(topics: [.hitTesting])
        let hidden = world.view("hidden", r(0, 0, 100, 100))
        world.view("a", r(0, 0, 50, 50), in: hidden)
        let disabled = world.view("disabled", r(100, 0, 100, 100))
        world.view("b", r(0, 0, 50, 50), in: disabled)
        let faint = world.view("faint", r(200, 0, 100, 100))
        world.view("c", r(0, 0, 50, 50), in: faint)
        hidden.isHidden = true
        disabled.isUserInteractionEnabled = false
        faint.alpha = 0.009
        #expect(world.hit(10, 10) == "root")
        #expect(world.hit(110, 10) == "root")
        #expect(world.hit(210, 10) == "root")
        #expect(hidden.subviews[0].isHidden == false)  // H11: descendants keep their own flag
        world.app.tap(at: p(210, 10))
        #expect(
            world.log.lines == [
                "hitTest window at (210, 10): inside",
                "hitTest root at (210, 10): inside",
                "hitTest faint at (10, 10): alpha 0.009 < 0.01",
                "hitTest disabled at (110, 10): userInteractionEnabled is false",
                "hitTest hidden at (210, 10): hidden"
            ])
    }

    @Test("H4 ⚠: alpha 0 and 0.009 are skipped, 0.02 is hittable")
    func alphaThreshold() {
        let world = World()
        let view = world.view("v", r(0, 0, 100, 100))
        for (alpha, expected) in [(0.0, "root"), (0.009, "root"), (0.02, "v"), (1.0, "v")] {
            view.alpha = alpha
            #expect(world.hit(5, 5) == expected, "alpha \(alpha)")
        }
        view.alpha = .nan
        #expect(world.hit(5, 5) == "root")
    }

    @Test(
        "H5 H6: a subview sticking out of its superview cannot be hit outside the superview, clipping or not",
        arguments: [false, true])
    func outsideSuperview(clips: Bool) {
        let world = World()
        let container = world.view("container", r(0, 0, 100, 100))
        container.clipsToBounds = clips
        world.view("button", r(80, 80, 60, 60), in: container)
        #expect(world.hit(90, 90) == "button")
        #expect(world.hit(120, 120) == "root")
        #expect(world.hit(100, 90) == "root")  // H5: the max edge is outside
        #expect(world.hit(99.5, 90) == "button")
    }

    @Test("H7 H8: the last subview wins wherever siblings overlap, whatever their content")
    func siblingOrder() {
        let world = World()
        let a = world.view("a", r(0, 0, 100, 100))
        world.view("b", r(50, 50, 100, 100))
        #expect(world.hit(60, 60) == "b")
        world.root.bringSubviewToFront(a)
        #expect(world.hit(60, 60) == "a")
    }

    @Test("H9: a rotated or scaled view is hit in its transformed footprint")
    func transformedFootprint() {
        let world = World()
        let bar = world.view("bar", r(100, 190, 200, 20))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Upright now: x 190...210, y 100...300.
        #expect(world.hit(200, 120) == "bar")
        #expect(world.hit(120, 200) == "root")
        let small = world.view("small", r(0, 400, 10, 10))
        small.transform = CGAffineTransform(scaleX: 4, y: 4)
        #expect(world.hit(20, 420) == "small")
    }

    @Test("H10: UILabel and UIImageView ignore touches unless interaction is switched on")
    func labelsIgnoreTouches() {
        let world = World()
        let label = world.add(UILabel(frame: r(0, 0, 100, 100)), "label")
        world.add(UIImageView(frame: r(200, 0, 100, 100)), "image")
        #expect(UILabel().isUserInteractionEnabled == false)
        #expect(UIImageView().isUserInteractionEnabled == false)
        #expect(UIView().isUserInteractionEnabled == true)
        #expect(world.hit(10, 10) == "root")
        #expect(world.hit(210, 10) == "root")
        label.isUserInteractionEnabled = true
        #expect(world.hit(10, 10) == "label")
    }

    @Test("H1: overrides of hitTest(_:with:) and point(inside:with:) are honoured")
    func overrides() {
        final class Round: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let dx = point.x - bounds.midX, dy = point.y - bounds.midY
                return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
            }
        }
        final class PassThrough: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let world = World()
        world.add(Round(frame: r(0, 0, 100, 100)), "round")
        let overlay = world.add(PassThrough(frame: r(0, 200, 200, 200)), "overlay")
        world.view("button", r(10, 10, 40, 40), in: overlay)
        #expect(world.hit(50, 50) == "round")
        #expect(world.hit(5, 5) == "root")
        #expect(world.hit(20, 220) == "button")
        #expect(world.hit(150, 350) == "root")
    }

    @Test("H12: a hitTest override returning a view of another hierarchy binds no touch there")
    func foreignViewIsNotBound() {
        final class Thief: UIView {
            let stranger = UIView(frame: r(0, 0, 10, 10))
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { stranger }
        }
        let world = World(topics: [.touches])
        world.root.addSubview(Thief(frame: r(0, 0, 50, 50)))
        world.app.tap(at: p(5, 5))
        #expect(world.log.lines == ["touch 1 dropped: no window's hitTest returned a view"])
    }

    @Test("H13 ❓: a new touch hit-tests its window exactly once")
    func hitTestOncePerTouch() {
        final class Counting: UIView {
            var calls = 0
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                calls += 1
                return super.hitTest(point, with: event)
            }
        }
        let world = World()
        let view = world.add(Counting(frame: r(0, 0, 100, 100)), "v")
        world.app.drag(from: p(10, 10), to: p(50, 50))
        #expect(view.calls == 1)
    }
}
