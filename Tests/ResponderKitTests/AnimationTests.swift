import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@Suite("UIView animations")
@MainActor
struct AnimationTests {
    @Test("H10: a view animating without .allowUserInteraction and its subtree take no touch until the animation ends")
    func interactionOffWhileAnimating() {
        let world = World(topics: [.hitTesting])
        let card = world.view("card", r(0, 0, 100, 100))
        world.view("label", r(0, 0, 50, 50), in: card)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.5, animations: { card.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(card.alpha == 0.5)  // the model value, at once
        #expect(card.isAnimating)
        #expect(world.hit(10, 10) == "root")
        #expect(card.hitTestVerdict(p(10, 10), with: nil) == .animatingWithoutInteraction)
        world.app.tap(at: p(10, 10))
        #expect(
            world.log.lines == [
                "hitTest window at (10, 10): inside",
                "hitTest root at (10, 10): inside",
                "hitTest card at (10, 10): animating without .allowUserInteraction"
            ])
        world.app.advance(to: 0.49)
        #expect(world.hit(10, 10) == "root")
        #expect(finished.isEmpty)
        world.app.advance(to: 0.5)
        #expect(finished == [true])
        #expect(!card.isAnimating)
        #expect(world.hit(10, 10) == "label")
    }

    @Test("H10: with .allowUserInteraction the animating view takes touches, at its final frame")
    func allowUserInteraction() {
        let world = World()
        let button = world.view("button", r(0, 0, 100, 100))
        UIView.animate(
            withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear],
            animations: { button.frame = r(200, 0, 100, 100) })
        #expect(button.isAnimating)
        #expect(button.animationsAllowUserInteraction)
        world.app.advance(to: 0.25)
        // It appears a quarter of the way; hit-testing uses the model layer, the final frame.
        #expect(button.presentationFrame == r(50, 0, 100, 100))
        #expect(button.frame == r(200, 0, 100, 100))
        #expect(world.hit(60, 10) == "root")
        #expect(world.hit(210, 10) == "button")
        world.app.advance(to: 1)
        #expect(button.presentationFrame == button.frame)
    }

    @Test("H10: the delay counts as animating, and the old values show until it has passed")
    func delay() {
        let world = World()
        let view = world.view("v", r(0, 0, 100, 100))
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center = p(150, 50) })
        world.app.advance(to: 0.4)
        #expect(view.presentationFrame == r(0, 0, 100, 100))
        #expect(world.hit(110, 10) == "root")
        world.app.advance(to: 1)
        #expect(view.presentationFrame == r(50, 0, 100, 100))
        world.app.advance(to: 1.5)
        #expect(!view.isAnimating)
        #expect(world.hit(110, 10) == "v")
    }

    @Test("H10: curves follow Core Animation's Béziers; ease-in-out is UIKit's default")
    func curves() {
        let curves: [UIView.AnimationOptions] = [[], .curveEaseInOut, .curveLinear, .curveEaseIn, .curveEaseOut]
        var positions: [CGFloat] = []
        for options in curves {
            let world = World()
            let view = world.view("v", r(0, 0, 100, 100))
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.frame.origin.x = 100 })
            world.app.advance(to: 0.25)
            positions.append(view.presentationFrame.minX)
        }
        // At a quarter of the time (the curves solved apart, in Python): ease-in-out 12.916 %,
        // linear 25 %, ease-in 9.346 %, ease-out 37.814 %.
        #expect(positions[0] == positions[1])
        #expect(positions[2] == 25)
        #expect(abs(positions[0] - 12.916) < 0.001)
        #expect(abs(positions[3] - 9.346) < 0.001)
        #expect(abs(positions[4] - 37.814) < 0.001)
    }

    @Test("H10 Observed: setting a value to what it was inside the block animates the view all the same")
    func unchangedValueStillAnimates() {
        let world = World()
        let view = world.view("v", r(0, 0, 100, 100))
        UIView.animate(withDuration: 0.3) { view.frame = view.frame }
        #expect(view.isAnimating)
        #expect(world.hit(10, 10) == "root")
        let other = world.view("other", r(200, 0, 100, 100))
        UIView.animate(withDuration: 0.3) { _ = other.frame }
        #expect(!other.isAnimating)
    }

    @Test("H10: animations add up, and a later one ends the view's animating state only when all have ended")
    func additive() {
        let world = World()
        let view = world.view("v", r(0, 0, 100, 100))
        var ends: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction],
            animations: { view.frame.origin.x = 100 }, completion: { _ in ends.append("first") })
        world.app.advance(to: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { view.frame.origin.x = 200 }, completion: { _ in ends.append("second") })
        // Continuous: it still appears where the first animation had brought it.
        #expect(view.presentationFrame.minX == 50)
        #expect(!view.animationsAllowUserInteraction)
        world.app.advance(to: 1)
        #expect(ends == ["first"])
        #expect(view.presentationFrame.minX == 150)
        #expect(world.hit(210, 10) == "root")
        world.app.advance(to: 1.5)
        #expect(ends == ["first", "second"])
        #expect(world.hit(210, 10) == "v")
    }

    @Test("H10: performWithoutAnimation's changes are not animated, and a view in no window is not animated")
    func notAnimated() {
        let world = World()
        let view = world.view("v", r(0, 0, 100, 100))
        let detached = UIView(frame: r(0, 0, 10, 10))
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1,
            animations: {
                UIView.performWithoutAnimation { view.alpha = 0.5 }
                detached.alpha = 0.5
            }, completion: { finished.append($0) })
        #expect(!view.isAnimating)
        #expect(!detached.isAnimating)
        // Deviation: with no application to take the completion, it runs at once.
        #expect(finished == [true])
    }

    @Test("H10: a transformed and an alpha animation are interpolated, transform entry by entry")
    func presentationOfTransformAndAlpha() {
        let world = World()
        let view = world.view("v", r(0, 0, 100, 100))
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.transform = CGAffineTransform(scaleX: 3, y: 3)
                view.alpha = 0
            })
        world.app.advance(to: 0.5)
        #expect(view.presentationFrame == r(-50, -50, 200, 200))
        #expect(view.presentationAlpha == 0.5)
        #expect(view.alpha == 0)
    }

    @Test(
        "H10: one hit-test path: a subclass asked through its properties, and a view among many that the accelerator indexes"
    )
    func onePath() {
        final class Card: UIView {}
        let world = World()
        let card = world.add(Card(frame: r(0, 0, 100, 100)), "card")
        var rows: [UIView] = []
        for index in 0..<100 {
            rows.append(world.view("row\(index)", r(0, 120 + CGFloat(index) * 5, 375, 5)))
        }
        #expect(world.hit(10, 10) == "card")
        #expect(world.hit(10, 321) == "row40")  // builds the index
        UIView.animate(withDuration: 1) {
            card.alpha = 0.5
            rows[40].alpha = 0.5
        }
        #expect(card.hitTestVerdict(p(10, 10), with: nil) == .animatingWithoutInteraction)
        #expect(world.hit(10, 10) == "root")
        #expect(world.hit(10, 321) == "root")
        #expect(world.hit(10, 326) == "row41")
        world.app.advance(to: 1)
        #expect(world.hit(10, 10) == "card")
        #expect(world.hit(10, 321) == "row40")
    }
}
