import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

// Geometry nobody means to build, and hierarchies deeper than anyone should: the engine answers
// something defined and documented, and neither crashes nor overflows its stack.

@Suite("Geometry edge cases and deep hierarchies")
@MainActor
struct EdgeCaseTests {
    /// A 100×100 container holding one view of the given geometry on top of a full-size
    /// backdrop, and what a grid of points over both hits.
    func hits(
        bounds: CGRect = CGRect(x: 0, y: 0, width: 40, height: 40), center: CGPoint = CGPoint(x: 50, y: 50),
        transform: CGAffineTransform = .identity
    ) -> (container: UIView, backdrop: UIView, odd: UIView, answers: [UIView?]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let backdrop = UIView(frame: container.bounds)
        let odd = UIView()
        odd.bounds = bounds
        odd.center = center
        odd.transform = transform
        container.addSubview(backdrop)
        container.addSubview(odd)
        var answers: [UIView?] = []
        for x in stride(from: -10.0, through: 110, by: 7.5) {
            for y in stride(from: -10.0, through: 110, by: 7.5) {
                answers.append(container.hitTest(CGPoint(x: x, y: y), with: nil))
            }
        }
        return (container, backdrop, odd, answers)
    }

    @Test(
        "H5: zero sizes take no point; negative sizes take what CGRect.contains takes",
        arguments: [
            CGRect(x: 0, y: 0, width: 0, height: 40), CGRect(x: 0, y: 0, width: 40, height: 0), CGRect.zero
        ])
    func emptyBounds(bounds: CGRect) {
        let (_, _, odd, answers) = hits(bounds: bounds)
        #expect(!answers.contains { $0 === odd })
    }

    @Test("H5: a view with a negative size is hit where its standardized bounds contain the point")
    func negativeSize() {
        let odd = UIView()
        odd.bounds = CGRect(x: 0, y: 0, width: -40, height: -40)
        #expect(odd.point(inside: CGPoint(x: -20, y: -20), with: nil))
        #expect(odd.hitTest(CGPoint(x: -20, y: -20), with: nil) === odd)
        #expect(odd.hitTest(CGPoint(x: 20, y: 20), with: nil) == nil)
    }

    @Test(
        "G3 H9: a transform that cannot be inverted leaves the view untouchable, its siblings unharmed",
        arguments: [
            CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: 0, y: 1),
            CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
            CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0),
            CGAffineTransform(scaleX: 1e200, y: 1e200)
        ])
    func singularTransforms(transform: CGAffineTransform) {
        let (container, backdrop, odd, answers) = hits(transform: transform)
        #expect(!answers.contains { $0 === odd })
        #expect(answers.contains { $0 === backdrop })
        #expect(!odd.convert(CGPoint(x: 50, y: 50), from: container).x.isFinite)
        // The frame is still the bounding box of the images of the corners (G4): no crash.
        _ = odd.frame
    }

    @Test(
        "G1 H2: NaN and infinite centers and bounds make a view untouchable, not its siblings",
        arguments: [
            (CGRect(x: 0, y: 0, width: 40, height: 40), CGPoint(x: CGFloat.nan, y: 50)),
            (CGRect(x: CGFloat.nan, y: 0, width: 40, height: 40), CGPoint(x: 50, y: 50)),
            (CGRect(x: 0, y: 0, width: 40, height: 40), CGPoint(x: CGFloat.infinity, y: 50)),
            (CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40), CGPoint(x: 50, y: 50))
        ])
    func nonFiniteGeometry(bounds: CGRect, center: CGPoint) {
        let (_, backdrop, odd, answers) = hits(bounds: bounds, center: center)
        #expect(!answers.contains { $0 === odd })
        #expect(answers.contains { $0 === backdrop })
    }

    @Test(
        "G3 H2: coordinates of 1e300 are computed, not trapped, with and without a subview index", arguments: [3, 100])
    func hugeCoordinates(siblings: Int) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1e300, height: 1e300))
        for index in 0..<siblings {
            container.addSubview(
                UIView(frame: CGRect(x: 1e299 * Double(index % 10), y: 1e299, width: 1e298, height: 1e298)))
        }
        let far = UIView(frame: CGRect(x: 9e299, y: 9e299, width: 1e299, height: 1e299))
        container.addSubview(far)
        for _ in 0..<3 {
            #expect(container.hitTest(CGPoint(x: 9.5e299, y: 9.5e299), with: nil) === far)
            #expect(container.hitTest(CGPoint(x: 5e299, y: 5e299), with: nil) === container)
            #expect(container.hitTest(CGPoint(x: -1e300, y: 0), with: nil) == nil)
        }
        #expect(far.convert(CGPoint(x: 0, y: 0), to: container) == CGPoint(x: 9e299, y: 9e299))
    }

    /// A chain of `depth` views below a window's root view, each 1 point inside the last.
    func deepChain(_ world: World, depth: Int) -> UIView {
        var parent = world.root
        for level in 0..<depth {
            let view = UIView(frame: CGRect(x: level % 2 == 0 ? 0.5 : -0.5, y: 0, width: 300, height: 300))
            parent.addSubview(view)
            parent = view
        }
        return parent
    }

    @Test("H2 G10: a 10,000-deep chain is hit-tested with tracing on, converted, tapped and torn down")
    func tenThousandLevels() {
        let world = World(topics: .all)
        weak var weakLeaf: UIView?
        do {
            let leaf = deepChain(world, depth: 10_000)
            leaf.accessibilityIdentifier = "leaf"
            weakLeaf = leaf
            world.app.tap(at: CGPoint(x: 10, y: 10))
            #expect(world.log.lines.filter { $0.hasPrefix("hitTest") }.count == 10_002)
            #expect(world.log.lines.contains("touch 1 began in window on leaf"))

            let inLeaf = leaf.convert(CGPoint(x: 3, y: 4), from: nil)
            #expect(inLeaf == CGPoint(x: 3, y: 4))
            #expect(world.window.convert(inLeaf, from: leaf) == CGPoint(x: 3, y: 4))
            #expect(
                leaf.convert(CGRect(x: 1, y: 1, width: 2, height: 2), to: nil)
                    == CGRect(x: 1, y: 1, width: 2, height: 2))
        }
        world.root.subviews.first?.removeFromSuperview()
        #expect(weakLeaf == nil)
    }

    @Test("H2: a traced hit-test of a 200,000-deep chain keeps its levels off the call stack")
    func tracedDeepHitTest() {
        let world = World(topics: .hitTesting)
        var visits = 0
        world.app.trace(.hitTesting) { _ in visits += 1 }
        let leaf = deepChain(world, depth: 200_000)
        #expect(world.app.hitTest(atScreen: CGPoint(x: 10, y: 10))?.view === leaf)
        #expect(visits == 200_002)
        world.root.subviews.first?.removeFromSuperview()
    }
}
