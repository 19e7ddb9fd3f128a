import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

@Suite("UIScrollView")
@MainActor
struct ScrollViewTests {
    /// A 300×300 scroll view with 1000×1000 content, a button at (10, 10) and a handling view at
    /// (10, 100), all logged.
    func scene(topics: TraceTopics = [.actions]) -> (World, UIScrollView) {
        let world = World(topics: topics)
        let scroll = world.add(UIScrollView(frame: r(0, 0, 300, 300)), "scroll")
        scroll.contentSize = CGSize(width: 1000, height: 1000)
        world.add(UIButton(frame: r(10, 10, 100, 40)), "button", in: scroll)
        world.handlingView("content", r(10, 100, 200, 100), in: scroll)
        return (world, scroll)
    }

    @Test("S1: a quick tap reaches the content when the finger lifts; a held finger after 0.15 s")
    func delayedContentTouches() {
        let (world, _) = scene()
        let app = world.app
        app.tap(at: p(20, 20))
        #expect(
            world.log.lines == [
                "button sends touchDown", "button sends touchUpInside", "button sends primaryActionTriggered"
            ])
        world.log.clear()
        app.advance(by: 1)
        app.touch(finger: 1, .began, at: p(20, 20))
        app.advance(by: 0.1)
        #expect(world.log.lines.isEmpty)
        app.advance(by: 0.1)
        #expect(world.log.lines == ["button sends touchDown"])
        #expect(abs(app.clock.now - 1.25) < 1e-9)
    }

    @Test("S1 S5: a finger that drags first scrolls; the content never sees it and contentOffset is bounds.origin")
    func dragScrolls() {
        let (world, scroll) = scene(topics: [.actions, .touches])
        world.app.drag(from: p(50, 150), to: p(50, 50), duration: 0.1, steps: 4)
        #expect(scroll.contentOffset == p(0, 100))
        #expect(scroll.bounds.origin == p(0, 100))
        #expect(
            world.log.lines == [
                "touch 1 began in window on content",
                "touch 1 began delayed by ContentTouchDelayRecognizer",
                "UIPanGestureRecognizer takes touches [1] from their views"
            ])
        // Content moved up by 100: the point (50, 50) now hits the content view at (40, 50).
        #expect(world.hit(50, 50) == "content")
    }

    @Test("S1: with delaysContentTouches false the content gets touchesBegan at once")
    func noDelay() {
        let (world, scroll) = scene()
        scroll.delaysContentTouches = false
        world.app.touch(finger: 1, .began, at: p(20, 20))
        #expect(world.log.lines == ["button sends touchDown"])
    }

    @Test("S2: touchesShouldBegin false keeps every event message from the content")
    func touchesShouldBegin() {
        final class Picky: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                !(view is UIButton)
            }
        }
        let world = World(topics: [.actions, .touches])
        let scroll = world.add(Picky(frame: r(0, 0, 300, 300)), "scroll")
        scroll.delaysContentTouches = false
        world.add(UIButton(frame: r(10, 10, 100, 40)), "button", in: scroll)
        world.app.tap(at: p(20, 20))
        #expect(
            world.log.lines == [
                "touch 1 began in window on button",
                "touch 1 dropped: an enclosing scroll view's touchesShouldBegin returned false"
            ])
    }

    @Test(
        "S3: content that is already tracking loses the touch to a scroll, unless canCancelContentTouches is false",
        arguments: [true, false])
    func cancelContent(canCancel: Bool) {
        let (world, scroll) = scene(topics: [])
        scroll.canCancelContentTouches = canCancel
        let app = world.app
        app.touch(finger: 1, .began, at: p(50, 150))
        app.advance(by: 0.2)
        app.touch(finger: 1, .moved, at: p(50, 100))
        app.touch(finger: 1, .ended, at: p(50, 100))
        #expect(scroll.contentOffset == (canCancel ? p(0, 50) : .zero))
        #expect(
            world.log.lines
                == (canCancel
                    ? ["content handled began [1]", "content handled cancelled [1]"]
                    : ["content handled began [1]", "content handled moved [1]", "content handled ended [1]"]))
    }

    @Test("S4: a control that is tracking keeps its touch: no scroll starts")
    func controlKeepsTouch() {
        let (world, scroll) = scene()
        let app = world.app
        app.touch(finger: 1, .began, at: p(20, 20))
        app.advance(by: 0.2)
        app.touch(finger: 1, .moved, at: p(20, 100))
        app.touch(finger: 1, .ended, at: p(20, 100))
        #expect(scroll.contentOffset == .zero)
        #expect(
            world.log.lines == [
                "button sends touchDown", "button sends touchDragInside", "button sends touchUpInside",
                "button sends primaryActionTriggered"
            ])
        #expect(!scroll.touchesShouldCancel(in: UIButton()) && scroll.touchesShouldCancel(in: UIView()))
    }

    final class DelegateLog: UIScrollViewDelegate {
        var lines: [String] = []
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            lines.append("willBeginDragging at \(Int(scrollView.contentOffset.y))")
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            lines.append("didScroll \(Int(scrollView.contentOffset.y))")
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            lines.append("didEndDragging \(decelerate)")
        }
    }

    @Test("S5: the delegate hears a drag begin, every offset change, and the drag end; code that moves the offset too")
    func delegate() {
        let (world, scroll) = scene()
        let log = DelegateLog()
        scroll.delegate = log
        world.app.drag(from: p(250, 250), to: p(250, 150), duration: 0.3, steps: 4)
        #expect(log.lines.first == "willBeginDragging at 0")
        #expect(log.lines.last == "didEndDragging false")
        let scrolls = log.lines.dropFirst().dropLast()
        #expect(scrolls.count >= 2 && scrolls.allSatisfy { $0.hasPrefix("didScroll") })
        #expect(scrolls.last == "didScroll 100")
        log.lines = []
        scroll.setContentOffset(p(0, 40), animated: false)
        scroll.contentOffset = p(0, 40)
        scroll.bounds.size = CGSize(width: 300, height: 200)
        #expect(log.lines == ["didScroll 40"])
    }

    @Test("S5: contentInset lets a drag scroll past the content's edges by the inset, and no further")
    func contentInset() {
        let (world, scroll) = scene()
        scroll.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        world.app.drag(from: p(250, 20), to: p(250, 280))
        #expect(scroll.contentOffset == p(0, -30))
        world.app.advance(by: 1)
        for _ in 0..<5 { world.app.drag(from: p(250, 290), to: p(250, 10)) }
        #expect(scroll.contentOffset == p(0, 1000 - 300 + 20))
    }

    @Test("S5: content no taller than the bounds scrolls vertically only within the insets")
    func insetMakesShortContentScroll() {
        let (world, scroll) = scene()
        scroll.contentSize = CGSize(width: 300, height: 300)
        world.app.drag(from: p(250, 20), to: p(250, 200))
        #expect(scroll.contentOffset == .zero)
        scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        world.app.advance(by: 1)
        world.app.drag(from: p(250, 20), to: p(250, 200))
        #expect(scroll.contentOffset == p(0, -50))
    }
}
