import Foundation
import Testing
@testable import ResponderKit

@Suite("Setting frame under a transform (G4b)")
@MainActor
struct TransformedFrameTests {
    @Test("G4b: under scale(0.5), frame (0,0,100,100) gives bounds (0,0,200,200) and center (50,50)")
    func scaledHalf() {
        let view = UIView(frame: r(0, 0, 10, 10))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = r(0, 0, 100, 100)
        #expect(view.bounds == r(0, 0, 200, 200))
        #expect(view.center == p(50, 50))
        #expect(view.frame == r(0, 0, 100, 100))
        // (199,199) of its own space is inside it.
        #expect(view.hitTest(p(199, 199), with: nil) === view)
        #expect(view.hitTest(p(200, 200), with: nil) == nil)
    }

    @Test("G4b: a subview under scale(0.5) given frame (25,25,50,50) has bounds 100×100 and takes (25,25) and (74,74)")
    func scaledSubview() {
        let world = World()
        let parent = world.view("parent", r(0, 0, 100, 100))
        let child = world.view("child", r(0, 0, 10, 10), in: parent)
        child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        child.frame = r(25, 25, 50, 50)
        #expect(child.bounds == r(0, 0, 100, 100))
        #expect(child.center == p(50, 50))
        #expect(parent.hitTest(p(25, 25), with: nil) === child)
        #expect(parent.hitTest(p(74, 74), with: nil) === child)
        #expect(parent.hitTest(p(24, 24), with: nil) === parent)
        #expect(parent.hitTest(p(75, 75), with: nil) === parent)
        #expect(world.hit(74, 74) == "child")
        #expect(parent.convert(p(25, 25), to: child).isClose(to: p(0, 0)))
        #expect(parent.convert(p(74, 74), to: child).isClose(to: p(98, 98)))
        #expect(child.convert(p(100, 100), to: parent).isClose(to: p(75, 75)))
    }

    @Test("G4b: bounds.origin is left unchanged; the frame read back is the frame set for axis-aligned transforms")
    func originKeptAndRoundTrip() {
        let transforms = [
            CGAffineTransform(scaleX: 2, y: 3), CGAffineTransform(scaleX: -1, y: 0.5),
            CGAffineTransform(rotationAngle: .pi / 2), CGAffineTransform(rotationAngle: .pi)
        ]
        for transform in transforms {
            let view = UIView(frame: r(0, 0, 10, 10))
            view.bounds.origin = p(7, -3)
            view.transform = transform
            view.frame = r(10, 20, 60, 40)
            #expect(view.bounds.origin == p(7, -3), "\(transform)")
            #expect(view.center == p(40, 40), "\(transform)")
            #expect(abs(view.frame.minX - 10) < 1e-9 && abs(view.frame.minY - 20) < 1e-9, "\(transform)")
            #expect(abs(view.frame.width - 60) < 1e-9 && abs(view.frame.height - 40) < 1e-9, "\(transform)")
        }
    }

    @Test("G4b: under a quarter turn a 100×50 frame gives bounds 50×100")
    func quarterTurn() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = r(0, 0, 100, 50)
        #expect(abs(view.bounds.width - 50) < 1e-9)
        #expect(abs(view.bounds.height - 100) < 1e-9)
    }

    @Test("G4b: under a 45° turn the bounds are the box of the frame mapped back through the inverse")
    func eighthTurn() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.frame = r(0, 0, 100, 100)
        let side = 100 * 2.0.squareRoot()
        #expect(abs(view.bounds.width - side) < 1e-9)
        #expect(abs(view.bounds.height - side) < 1e-9)
        #expect(view.center == p(50, 50))
    }

    @Test("G4b: a transform that cannot be inverted leaves the size as given")
    func singular() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(scaleX: 0, y: 1)
        view.frame = r(0, 0, 30, 40)
        #expect(view.bounds.size == CGSize(width: 30, height: 40))
        #expect(view.center == p(15, 20))
    }

    @Test(
        "G4b G10 H2: under a scaled ancestor and a rotated parent, a frame set under a transform converts and hit-tests"
    )
    func nestedTransforms() {
        let world = World()
        // A 2× ancestor: its 100×100 bounds cover (0,0)–(200,200) of the root.
        let scaled = world.view("scaled", r(0, 0, 10, 10))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scaled.frame = r(0, 0, 200, 200)
        #expect(scaled.bounds.size == CGSize(width: 100, height: 100))
        // A parent turned a quarter, filling the ancestor's bounds.
        let rotated = world.view("rotated", r(0, 0, 10, 10), in: scaled)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        rotated.frame = r(0, 0, 100, 100)
        // A child at half scale in the rotated parent's top-left quarter.
        let child = world.view("child", r(0, 0, 10, 10), in: rotated)
        child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        child.frame = r(0, 0, 50, 50)
        #expect(abs(child.bounds.width - 100) < 1e-9)

        // The rotated parent's (0,0) is the top-right corner of the ancestor's bounds: (100,0),
        // which is (200,0) of the root; its (25,25) is at (75,25) → (150,50) of the root.
        #expect(rotated.convert(p(0, 0), to: world.root).isClose(to: p(200, 0)))
        #expect(rotated.convert(p(25, 25), to: world.root).isClose(to: p(150, 50)))
        #expect(child.convert(p(0, 0), to: world.root).isClose(to: p(200, 0)))
        #expect(child.convert(p(50, 50), to: world.root).isClose(to: p(150, 50)))
        #expect(world.root.convert(p(150, 50), to: child).isClose(to: p(50, 50)))
        // Round trip through every level.
        let point = p(31, 77)
        #expect(world.root.convert(child.convert(point, to: world.root), to: child).isClose(to: point))

        #expect(world.hit(150, 50) == "child")
        #expect(world.hit(199, 1) == "child")
        // Past the child's half of the rotated parent: the rotated parent.
        #expect(world.hit(150, 150) == "rotated")
        // Outside the ancestor's transformed bounds: the root.
        #expect(world.hit(201, 100) == "root")
    }
}
