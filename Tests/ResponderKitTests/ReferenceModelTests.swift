import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
import TestSupport

// A reference model of SPEC's geometry (G3, G10) and hit-testing (H2–H9), written from the rules
// alone: plain values, one formula per rule, no engine code. Seeded random hierarchies are built
// twice, as model nodes and as real views, and the two must agree on every point.

/// One view of the model: its geometry as G1 defines it, its H2.1 flags, and how it decides
/// whether a point is inside.
private struct Node {
    enum Inside { case bounds, oval, margin(Double) }

    var parent: Int?
    var children: [Int] = []
    var bounds: (x: Double, y: Double, width: Double, height: Double)
    var center: (x: Double, y: Double)
    var transform: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) = (1, 0, 0, 1, 0, 0)
    var hidden = false
    var alpha = 1.0
    var interaction = true
    var inside = Inside.bounds
}

/// The answer of one containment test: in, out, or too close to the edge for two correct
/// implementations to be required to agree (their rounding may differ).
private enum Containment { case inside, outside, ambiguous }

private struct Model {
    var nodes: [Node]

    /// G3: a point in `node`'s superview space, in its bounds space.
    func fromSuperview(_ node: Node, _ p: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let t = node.transform
        let det = t.a * t.d - t.b * t.c
        let ux = p.x - node.center.x - t.tx, uy = p.y - node.center.y - t.ty
        return (
            node.bounds.x + node.bounds.width / 2 + (t.d * ux - t.c * uy) / det,
            node.bounds.y + node.bounds.height / 2 + (-t.b * ux + t.a * uy) / det
        )
    }

    /// G3: a point in `node`'s bounds space, in its superview's.
    func toSuperview(_ node: Node, _ p: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let t = node.transform
        let dx = p.x - node.bounds.x - node.bounds.width / 2, dy = p.y - node.bounds.y - node.bounds.height / 2
        return (node.center.x + t.a * dx + t.c * dy + t.tx, node.center.y + t.b * dx + t.d * dy + t.ty)
    }

    /// H5 (and the test classes' own rules): with an ε-band around every edge.
    func contains(_ node: Node, _ p: (x: Double, y: Double)) -> Containment {
        let ε = 1e-7
        let b = node.bounds
        switch node.inside {
        case .bounds, .margin:
            let m: Double = if case .margin(let m) = node.inside { m } else { 0 }
            let minX = b.x - m, minY = b.y - m, maxX = b.x + b.width + m, maxY = b.y + b.height + m
            guard maxX > minX, maxY > minY else { return .outside }
            if p.x > minX + ε && p.x < maxX - ε && p.y > minY + ε && p.y < maxY - ε { return .inside }
            if p.x < minX - ε || p.x > maxX + ε || p.y < minY - ε || p.y > maxY + ε { return .outside }
            // Within ε of an edge: decided exactly by H5 (min edges in, max edges out) only
            // where everything is an integer, and so computed without rounding.
            let exact = [p.x, p.y, b.x, b.y, b.width, b.height, m].allSatisfy { $0 == $0.rounded() }
            return !exact ? .ambiguous : p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY ? .inside : .outside
        case .oval:
            let dx = (p.x - (b.x + b.width / 2)) / (b.width / 2), dy = (p.y - (b.y + b.height / 2)) / (b.height / 2)
            let r = dx * dx + dy * dy
            return r < 1 - ε ? .inside : r > 1 + ε ? .outside : .ambiguous
        }
    }

    /// H2: the index of the view hit at `p` (in `index`'s bounds space), nil for none, or
    /// `.ambiguous` when an edge decided it.
    func hit(_ index: Int, _ p: (x: Double, y: Double)) -> Result<Int?, Ambiguous> {
        let node = nodes[index]
        // UIKit: H2.1, H4
        guard !node.hidden, node.alpha >= 0.01, node.interaction else { return .success(nil) }
        switch contains(node, p) {
        case .outside: return .success(nil)  // H2.2, H3, H6
        case .ambiguous: return .failure(Ambiguous())
        case .inside: break
        }
        for child in node.children.reversed() {  // H2.3, H8
            switch hit(child, fromSuperview(nodes[child], p)) {  // H9
            case .success(nil): continue
            case let answer: return answer
            }
        }
        return .success(index)  // H2.4
    }

    /// G10: a point in `index`'s bounds space, in the root's.
    func toRoot(_ index: Int, _ p: (x: Double, y: Double)) -> (x: Double, y: Double) {
        var point = p, index = index
        while let parent = nodes[index].parent {
            point = toSuperview(nodes[index], point)
            index = parent
        }
        return point
    }
}

private struct Ambiguous: Error {}

/// Takes only the ellipse inscribed in its bounds.
private final class Oval: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = (point.x - bounds.midX) / (bounds.width / 2), dy = (point.y - bounds.midY) / (bounds.height / 2)
        return dx * dx + dy * dy <= 1
    }
}

/// Takes points up to `margin` outside its bounds.
private final class Margin: UIView {
    var margin: CGFloat = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
}

/// Seeded random hierarchies: depth, fan-out, every kind of geometry G1 allows, H2.1's flags
/// and overridden `point(inside:)`.
private struct Generator {
    var rng: SplitMix64

    mutating func double(_ range: ClosedRange<Double>) -> Double { .random(in: range, using: &rng) }
    mutating func percent() -> Int { .random(in: 0..<100, using: &rng) }

    mutating func node(parent: Int?, scale: Double) -> Node {
        let width = percent() < 3 ? 0 : double(5...300) * scale, height = percent() < 3 ? 0 : double(5...300) * scale
        var node = Node(
            parent: parent,
            bounds: (percent() < 20 ? double(-40...40) : 0, percent() < 20 ? double(-40...40) : 0, width, height),
            center: (double(-50...350) * scale, double(-50...350) * scale))
        switch percent() {
        case 0..<15:
            let angle = double(0...(2 * .pi))
            node.transform = (cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0)
        case 15..<25:
            node.transform = (double(0.2...3), 0, 0, double(0.2...3), 0, 0)
        case 25..<30:
            node.transform = (1, 0, 0, 1, double(-30...30), double(-30...30))
        case 30..<35:
            let angle = double(0...(2 * .pi)), s = double(0.5...2)
            node.transform = (
                s * cos(angle), s * sin(angle), -s * sin(angle) + 0.3, s * cos(angle), double(-10...10), 0
            )
        default: break
        }
        switch percent() {
        case 0..<4: node.hidden = true
        case 4..<7: node.alpha = [0, 0.009, 0.005].randomElement(using: &rng)!
        case 7..<9: node.alpha = 0.02
        case 9..<12: node.interaction = false
        default: break
        }
        switch percent() {
        case 0..<6: node.inside = .oval
        case 6..<10: node.inside = .margin(double(5...30))
        default: break
        }
        return node
    }

    /// A root of 300×300 (in a window at the origin) with up to `size` views below it.
    mutating func model(size: Int, maxDepth: Int, fanOut: Int) -> Model {
        var nodes = [Node(parent: nil, bounds: (0, 0, 300, 300), center: (150, 150))]
        var frontier = [(index: 0, depth: 0)]
        while nodes.count < size, !frontier.isEmpty {
            let (parent, depth) = frontier.removeFirst()
            for _ in 0..<Int.random(in: 1...fanOut, using: &rng) where nodes.count < size {
                nodes.append(node(parent: parent, scale: pow(0.7, Double(depth))))
                nodes[parent].children.append(nodes.count - 1)
                if depth + 1 < maxDepth { frontier.append((nodes.count - 1, depth + 1)) }
            }
            if percent() < 30 { frontier.shuffle(using: &rng) }
        }
        return Model(nodes: nodes)
    }

    mutating func point(scale: Double = 1) -> (x: Double, y: Double) {
        (double(-60...360) * scale, double(-60...360) * scale)
    }
}

@MainActor
private func views(for model: Model) -> [UIView] {
    var views: [UIView] = []
    for node in model.nodes {
        let view: UIView
        switch node.inside {
        case .bounds: view = UIView()
        case .oval: view = Oval()
        case .margin(let m):
            let margin = Margin()
            margin.margin = m
            view = margin
        }
        let b = node.bounds, t = node.transform
        view.bounds = CGRect(x: b.x, y: b.y, width: b.width, height: b.height)
        view.center = CGPoint(x: node.center.x, y: node.center.y)
        view.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        view.isHidden = node.hidden
        view.alpha = node.alpha
        view.isUserInteractionEnabled = node.interaction
        if let parent = node.parent { views[parent].addSubview(view) }
        views.append(view)
    }
    return views
}

@Suite("The reference model of geometry and hit-testing")
@MainActor
struct ReferenceModelTests {
    /// Hierarchy shapes: (views, maximum depth, fan-out).
    static let shapes = [(40, 3, 6), (120, 8, 3), (200, 40, 1), (400, 4, 60)]

    @Test(
        "H2 H3 H4 H5 H6 H8 H9: the engine and the model agree on random hierarchies and points",
        arguments: 0..<4)
    func hitTesting(shape: Int) {
        let (size, depth, fanOut) = Self.shapes[shape]
        var generator = Generator(rng: SplitMix64(seed: stressSeed(0x5EED_0000) &+ UInt64(shape)))
        var compared = 0, ambiguous = 0
        for round in 0..<(60 * stressScale) {
            let model = generator.model(size: size, maxDepth: depth, fanOut: fanOut)
            let views = views(for: model)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: UIApplication())
            window.addSubview(views[0])
            for _ in 0..<200 {
                let p = generator.point()
                guard case .success(let expected) = model.hit(0, p) else {
                    ambiguous += 1
                    continue
                }
                compared += 1
                let answer = views[0].hitTest(CGPoint(x: p.x, y: p.y), with: nil)
                let expectedView = expected.map { views[$0] } ?? nil
                if answer !== expectedView {
                    let got = answer.flatMap { a in views.firstIndex { $0 === a } }
                    Issue.record(
                        "round \(round), point \(p): model hits \(expected.map(String.init) ?? "nothing"), engine \(got.map(String.init) ?? answer.map { "\($0)" } ?? "nothing")"
                    )
                    return
                }
            }
        }
        #expect(compared >= 10_000 * stressScale)
        #expect(ambiguous * 1_000 < compared, "too many points fell on edges for the comparison to mean much")
    }

    @Test("H5: on integer grids, views' min edges take the point and max edges do not, exactly")
    func integerEdges() {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<(40 * stressScale) {
            var nodes = [Node(parent: nil, bounds: (0, 0, 40, 40), center: (20, 20))]
            for _ in 0..<30 {
                let x = Double(Int.random(in: -5...35, using: &rng)), y = Double(Int.random(in: -5...35, using: &rng))
                let w = Double(Int.random(in: 0...12, using: &rng)), h = Double(Int.random(in: 0...12, using: &rng))
                nodes.append(Node(parent: 0, bounds: (0, 0, w, h), center: (x + w / 2, y + h / 2)))
                nodes[0].children.append(nodes.count - 1)
            }
            let model = Model(nodes: nodes)
            let views = views(for: model)
            for x in -6...41 {
                for y in -6...41 {
                    let p = (Double(x), Double(y))
                    guard case .success(let expected) = model.hit(0, p) else {
                        Issue.record("an integer point on an integer grid cannot be ambiguous: \(p)")
                        return
                    }
                    let answer = views[0].hitTest(CGPoint(x: x, y: y), with: nil)
                    #expect(answer === expected.map { views[$0] }, "at \(p)")
                    if answer !== expected.map({ views[$0] }) { return }
                }
            }
        }
    }

    @Test(
        "G3 G10: converting to the window agrees with the model; to another view and back is the identity within 1e-9")
    func conversions() {
        var generator = Generator(rng: SplitMix64(seed: 0xC0417))
        var compared = 0
        for _ in 0..<(40 * stressScale) {
            let model = generator.model(size: 120, maxDepth: 8, fanOut: 3)
            let views = views(for: model)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: UIApplication())
            window.addSubview(views[0])
            for _ in 0..<300 {
                let a = Int.random(in: 0..<views.count, using: &generator.rng)
                let b = Int.random(in: 0..<views.count, using: &generator.rng)
                let p = generator.point()
                let point = CGPoint(x: p.x, y: p.y)

                let inWindow = views[a].convert(point, to: nil)
                let expected = model.toRoot(a, p)
                let there = views[a].convert(point, to: views[b])
                let back = views[b].convert(there, to: views[a])
                let from = views[b].convert(point, from: views[a])
                guard close(inWindow, expected) else {
                    Issue.record("view \(a) to the window: \(inWindow), the model says \(expected)")
                    return
                }
                guard close(back, p), close(from, (Double(there.x), Double(there.y))) else {
                    Issue.record("view \(a) to \(b) and back: \(point) → \(there) → \(back); from: \(from)")
                    return
                }
                compared += 1
            }
        }
        #expect(compared >= 10_000 * stressScale)
    }
}

/// Equal within 1e-9, relative to the size of the coordinates.
private func close(_ p: CGPoint, _ q: (x: Double, y: Double)) -> Bool {
    let tolerance = 1e-9 * max(1, abs(q.x), abs(q.y))
    return abs(Double(p.x) - q.x) <= tolerance && abs(Double(p.y) - q.y) <= tolerance
}
