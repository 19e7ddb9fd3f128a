import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

// The fast hit-test walk and the indexes it keeps (frames side by side, grids, chains) must
// answer exactly as the plain recursive reverse scan of H2 does. The model below is that scan, written
// with the public API only; random hierarchies, points and mutations compare the two.

/// H2 as a recursive reverse scan; views of the test's own classes are asked through their
/// `hitTest`, as the engine must ask them. `convert` takes a point from a view to its subview.
@MainActor
private func scan(
    _ view: UIView, _ point: CGPoint,
    converting convert: (UIView, CGPoint, UIView) -> CGPoint = { $0.convert($1, to: $2) }
) -> UIView? {
    if view is Oval || view is Greedy || view.overrides != nil { return view.hitTest(point, with: nil) }
    guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled,
        view.point(inside: point, with: nil)
    else { return nil }
    for subview in view.subviews.reversed() {
        if let hit = scan(subview, convert(view, point, subview), converting: convert) { return hit }
    }
    return view
}

/// H9 level by level, with G3 inverted for untransformed views as the scan writes it, so that
/// points on an edge get the scan's own rounding.
@MainActor
private func levelByLevel(_ view: UIView, _ point: CGPoint, _ subview: UIView) -> CGPoint {
    guard subview.transform.isIdentity else { return view.convert(point, to: subview) }
    let b = subview.bounds, c = subview.center
    return CGPoint(x: b.origin.x + b.width / 2 + (point.x - c.x), y: b.origin.y + b.height / 2 + (point.y - c.y))
}

/// Takes only the ellipse inscribed in its bounds.
private final class Oval: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = (point.x - bounds.midX) / (bounds.width / 2), dy = (point.y - bounds.midY) / (bounds.height / 2)
        return dx * dx + dy * dy <= 1
    }
}

/// Takes points up to 20 points outside its bounds, and never answers itself.
private final class Greedy: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

@Suite("Fast hit-testing and the subview index")
@MainActor
struct FastHitTestingTests {
    static let side: CGFloat = 1000

    /// A random child of a wide container: mostly plain, some transformed, some ineligible,
    /// some of the test's classes, some with children of their own.
    func randomChild(_ rng: inout SplitMix64) -> UIView {
        let w = CGFloat.random(in: 10...120, using: &rng), h = CGFloat.random(in: 10...120, using: &rng)
        let frame = CGRect(
            x: .random(in: -50...Self.side, using: &rng), y: .random(in: -50...Self.side, using: &rng), width: w,
            height: h)
        let kind = Int.random(in: 0..<100, using: &rng)
        let view: UIView =
            kind < 4
            ? Oval(frame: frame)
            : kind < 7 ? Greedy(frame: frame) : kind < 10 ? UIButton(frame: frame) : UIView(frame: frame)
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<5: view.isHidden = true
        case 5..<8: view.alpha = 0.005
        case 8..<11: view.isUserInteractionEnabled = false
        case 11..<16: view.transform = CGAffineTransform(rotationAngle: .random(in: 0...(2 * .pi), using: &rng))
        case 16..<19:
            view.transform = CGAffineTransform(
                scaleX: .random(in: 0.2...3, using: &rng), y: .random(in: 0.2...3, using: &rng))
        case 19..<21: view.bounds.origin = CGPoint(x: .random(in: -30...30, using: &rng), y: 0)
        case 21..<23: view.overrides = ResponderOverrides()
        default: break
        }
        if Int.random(in: 0..<10, using: &rng) == 0 {
            view.addSubview(UIView(frame: CGRect(x: -10, y: -10, width: w / 2 + 20, height: h / 2)))
        }
        return view
    }

    func randomPoint(_ rng: inout SplitMix64) -> CGPoint {
        CGPoint(x: .random(in: -60...Self.side + 60, using: &rng), y: .random(in: -60...Self.side + 60, using: &rng))
    }

    func expectSameAnswers(
        _ container: UIView, _ rng: inout SplitMix64, points: Int, _ context: @autoclosure () -> String
    ) {
        for _ in 0..<points {
            let point = randomPoint(&rng)
            let fast = container.hitTest(point, with: nil)
            let model = scan(container, point)
            #expect(fast === model, "at \(point) after \(context())")
            if fast !== model { return }
        }
    }

    @Test(
        "H2 H8 H9: containers answer as the reverse scan does, whatever their subviews are",
        arguments: [2, 9, 40, 300, 3_000])
    func wideContainers(count: Int) {
        var rng = SplitMix64(seed: UInt64(count))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
        for _ in 0..<count { container.addSubview(randomChild(&rng)) }
        expectSameAnswers(container, &rng, points: count > 1_000 ? 800 : 3_000, "building \(count) subviews")
    }

    @Test("H2 H8: the index follows every kind of change to the subviews between queries", arguments: [12, 400])
    func mutations(count: Int) {
        var rng = SplitMix64(seed: 7)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
        for _ in 0..<count { container.addSubview(randomChild(&rng)) }
        expectSameAnswers(container, &rng, points: 200, "building")
        for step in 0..<600 {
            if container.subviews.count < 2 { container.addSubview(randomChild(&rng)) }
            let subviews = container.subviews
            let some = subviews[Int.random(in: 0..<subviews.count, using: &rng)]
            let change: String
            switch Int.random(in: 0..<14, using: &rng) {
            case 0:
                some.center.x += .random(in: -200...200, using: &rng)
                change = "moving a center"
            case 1:
                some.frame = CGRect(
                    x: .random(in: 0...Self.side, using: &rng), y: .random(in: 0...Self.side, using: &rng), width: 300,
                    height: 40)
                change = "setting a frame"
            case 2:
                some.bounds.size.width *= 2
                change = "widening bounds"
            case 3:
                some.transform = CGAffineTransform(rotationAngle: 0.7)
                change = "rotating"
            case 4:
                container.addSubview(randomChild(&rng))
                change = "adding on top"
            case 5:
                container.insertSubview(randomChild(&rng), at: Int.random(in: 0...subviews.count, using: &rng))
                change = "inserting below the top"
            case 6:
                some.removeFromSuperview()
                change = "removing"
            case 7:
                container.bringSubviewToFront(some)
                change = "bringing to front"
            case 8:
                container.sendSubviewToBack(some)
                change = "sending to back"
            case 9:
                container.exchangeSubview(at: 0, withSubviewAt: subviews.count - 1)
                change = "exchanging"
            case 10:
                let other = Int.random(in: 0..<subviews.count, using: &rng)
                container.exchangeSubview(
                    at: other,
                    withSubviewAt: Int.random(in: max(0, other - 2)...min(subviews.count - 1, other + 2), using: &rng))
                change = "exchanging near neighbours"
            case 11:
                container.insertSubview(some, at: Int.random(in: 0...subviews.count, using: &rng))
                change = "reinserting a subview elsewhere"
            case 12:
                some.isHidden.toggle()
                change = "toggling hidden"
            default:
                some.overrides = some.overrides == nil ? ResponderOverrides() : nil
                change = "toggling overrides"
            }
            expectSameAnswers(container, &rng, points: 3, "step \(step): \(change)")
        }
    }

    @Test(
        "H1 H13 ❓: a subview with its own hitTest that answers nil lets the walk go on below it; one that changes the hierarchy does not break it"
    )
    func callOuts() {
        final class Remover: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                // Against H13's advice: removes its siblings below it, then declines.
                for sibling in superview?.subviews ?? [] where sibling !== self { sibling.removeFromSuperview() }
                return nil
            }
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let below = (0..<60).map { index -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.tag = index
            container.addSubview(view)
            return view
        }
        container.addSubview(Greedy(frame: CGRect(x: 200, y: 200, width: 10, height: 10)))
        // Greedy declines and the walk goes on: the top plain subview takes the point.
        #expect(container.hitTest(CGPoint(x: 50, y: 50), with: nil) === below.last)
        container.addSubview(Remover(frame: .zero))
        // The subviews the call removed were in the snapshot the level began with (H13 ❓).
        #expect(container.hitTest(CGPoint(x: 50, y: 50), with: nil)?.tag == 59)
        #expect(container.subviews.count == 1)
        #expect(container.hitTest(CGPoint(x: 50, y: 50), with: nil) === container)
    }

    @Test("H5: points that are NaN or infinite hit nothing inside, with or without an index")
    func nonFinitePoints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for _ in 0..<100 { container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))) }
        for point in [
            CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: 5, y: CGFloat.infinity),
            CGPoint(x: -CGFloat.infinity, y: CGFloat.nan)
        ] {
            for _ in 0..<3 { #expect(container.hitTest(point, with: nil) == nil) }
        }
    }

    @Test("H2.3: a NaN point that an override lets in still reaches the subviews that take any point")
    func nanBelowAnAcceptingOverride() {
        // A container that takes every point, NaN included, so its walk (and, from the second
        // query, its boxes) meet the NaN; the subview with its own hitTest must still be asked.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overrides = ResponderOverrides()
        overrides.pointInside = { _, _, _, _ in true }
        container.overrides = overrides
        let asked = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let askedOverrides = ResponderOverrides()
        askedOverrides.hitTest = { view, _, _, _ in view }
        asked.overrides = askedOverrides
        container.addSubview(asked)
        for _ in 0..<4 { container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))) }
        for _ in 0..<3 {
            #expect(container.hitTest(CGPoint(x: CGFloat.nan, y: 5), with: nil) === asked)
            #expect(container.hitTest(CGPoint(x: 50, y: 50), with: nil) === container.subviews.last)
        }
    }

    // MARK: Chains

    /// A chain of `length` views below a root window, each nudged against its parent by fractions of
    /// a point (so that edges fall between integers and rounding matters); a few levels hidden,
    /// transformed, of the test's classes or with a second subview, if `varied`.
    func makeChain(length: Int, varied: Bool, _ rng: inout SplitMix64) -> (root: UIView, levels: [UIView]) {
        // In a window: the accelerator keeps chains only there.
        let root: UIView = UIWindow(
            frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side), application: UIApplication())
        root.isHidden = false
        var parent = root, levels: [UIView] = []
        var size = CGSize(width: Self.side, height: Self.side)
        for _ in 0..<length {
            let inset = CGFloat(Int.random(in: -9...18, using: &rng)) / 30
            size = CGSize(width: max(2, size.width - inset - 0.3), height: max(2, size.height - inset))
            let frame = CGRect(
                x: inset + CGFloat(Int.random(in: -2...2, using: &rng)) / 7, y: inset, width: size.width,
                height: size.height)
            let kind = varied ? Int.random(in: 0..<200, using: &rng) : 200
            let view: UIView = kind < 2 ? Oval(frame: frame) : kind < 4 ? Greedy(frame: frame) : UIView(frame: frame)
            switch kind {
            case 4..<6: view.isHidden = true
            case 6..<8: view.transform = CGAffineTransform(rotationAngle: 0.01)
            case 8..<10: view.bounds.origin = CGPoint(x: 0.25, y: -0.5)
            case 10..<12: parent.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
            default: break
            }
            parent.addSubview(view)
            levels.append(view)
            parent = view
        }
        if varied { parent.addSubview(UIView(frame: CGRect(x: 1, y: 1, width: 30, height: 30))) }
        return (root, levels)
    }

    /// Points near the chain's edges (where rounding decides), on whole and half points, and anywhere.
    func chainPoint(_ rng: inout SplitMix64) -> CGPoint {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return CGPoint(x: .random(in: -5...20, using: &rng), y: .random(in: -5...20, using: &rng))
        case 1:
            return CGPoint(
                x: CGFloat(Int.random(in: -4...1_004, using: &rng)) / 2,
                y: CGFloat(Int.random(in: -4...1_004, using: &rng)) / 2)
        default:
            return CGPoint(
                x: .random(in: -10...Self.side + 10, using: &rng), y: .random(in: -10...Self.side + 10, using: &rng))
        }
    }

    @Test(
        "H2 H3 H6 H9: long chains of single subviews answer as the level-by-level scan does", arguments: [false, true])
    func chains(varied: Bool) {
        var rng = SplitMix64(seed: varied ? 11 : 12)
        for length in [40, 300, 1_200] {
            let chain = makeChain(length: length, varied: varied, &rng)
            func level(_ view: UIView?) -> String {
                view.map { view in chain.levels.firstIndex { $0 === view }.map(String.init) ?? "another view" }
                    ?? "none"
            }
            // Points a few units in the last place around a level's left edge, where the scan's
            // rounding decides, then points anywhere.
            let edgePoints = (0..<40).flatMap { _ -> [CGPoint] in
                let level = chain.levels[Int.random(in: 0..<chain.levels.count, using: &rng)]
                let edge = level.convert(CGPoint(x: level.bounds.minX, y: level.bounds.midY), to: chain.root)
                var x = edge.x
                for _ in 0..<6 { x = x.nextDown }
                return (0..<13).map { _ in
                    defer { x = x.nextUp }; return CGPoint(x: x, y: edge.y)
                }
            }
            for point in edgePoints + (0..<400).map({ _ in chainPoint(&rng) }) {
                let fast = chain.root.hitTest(point, with: nil)
                let model = scan(chain.root, point, converting: levelByLevel)
                #expect(fast === model, "length \(length) at \(point): level \(level(fast)) instead of \(level(model))")
                if fast !== model { return }
            }
        }
    }

    @Test("H2 H9: a chain follows every kind of change to its levels between queries")
    func chainMutations() {
        var rng = SplitMix64(seed: 13)
        let chain = makeChain(length: 400, varied: false, &rng)
        let (root, levels) = chain
        for step in 0..<400 {
            let some = levels[Int.random(in: 0..<levels.count, using: &rng)]
            let change: String
            switch Int.random(in: 0..<11, using: &rng) {
            case 0:
                some.center.x += .random(in: -3...3, using: &rng)
                change = "moving a center"
            case 1:
                some.bounds.origin.y = .random(in: -2...2, using: &rng)
                change = "scrolling a level (bounds origin)"
            case 2:
                some.bounds.size.width -= 1
                change = "narrowing a level"
            case 3:
                some.isHidden.toggle()
                change = "toggling hidden"
            case 4:
                some.alpha = some.alpha < 0.5 ? 1 : 0
                change = "toggling alpha"
            case 5:
                some.isUserInteractionEnabled.toggle()
                change = "toggling interaction"
            case 6:
                some.transform = some.transform.isIdentity ? CGAffineTransform(translationX: 1, y: 2) : .identity
                change = "toggling a transform"
            case 7:
                some.overrides = some.overrides == nil ? ResponderOverrides() : nil
                change = "toggling overrides"
            case 8:
                let extra = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
                extra.tag = 99
                some.insertSubview(extra, at: 0)
                change = "adding a second subview below"
            case 9:
                some.subviews.first { $0.tag == 99 }?.removeFromSuperview()
                change = "removing a second subview"
            default:
                // Cut the chain and join it again, one level further down.
                if let parent = some.superview, let child = some.subviews.last {
                    some.removeFromSuperview()
                    parent.addSubview(child)
                    child.addSubview(some)
                }
                change = "swapping two levels"
            }
            // Several queries after each change, so that the index is rebuilt and then used.
            for _ in 0..<4 {
                let point = chainPoint(&rng)
                let fast = root.hitTest(point, with: nil)
                let model = scan(root, point, converting: levelByLevel)
                #expect(fast === model, "step \(step): \(change), at \(point)")
                if fast !== model { return }
            }
        }
    }
}
