import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

// One H2: the traced hit-test (what `explain` reads) and the untraced one (what apps run) are the
// same scan, and the accelerator only narrows it. Random trees in a window, with geometry at the
// edges of what a double holds (subnormal, huge, negative zero, infinite, NaN), runs of single
// subviews long enough for chains, and mutations between rounds; every point is asked untraced
// (twice, so that indexes are built) and traced. In debug builds the engine also compares every
// accelerated outcome with the full scan's itself (RESPONDERKIT_INVARIANTS).

/// Takes only the ellipse inscribed in its bounds: a class of the app's, asked through its own
/// `point(inside:)`.
private final class Round: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = (point.x - bounds.midX) / (bounds.width / 2), dy = (point.y - bounds.midY) / (bounds.height / 2)
        return dx * dx + dy * dy <= 1
    }
}

@Suite("One hit-test: traced and untraced answers agree")
@MainActor
struct HitTestDifferentialTests {
    /// Subnormal doubles, written as products: a subnormal literal draws a compiler warning (the
    /// products are the literals' values, bit for bit).
    static let subnormal1 = 1e-300 * 1e-12
    static let subnormal2 = 2e-300 * 1e-12
    static let subnormalHalf = 5e-300 * 1e-13

    /// Values where arithmetic on doubles stops being ordinary.
    static let extremes: [CGFloat] = [
        0, -0.0, subnormal1, subnormalHalf, -subnormal1, .leastNonzeroMagnitude, .leastNormalMagnitude,
        1e12, 1e300, -1e300, .greatestFiniteMagnitude, .infinity, -.infinity, .nan
    ]

    @MainActor
    struct Maker {
        var rng: SplitMix64
        mutating func int(_ range: ClosedRange<Int>) -> Int { .random(in: range, using: &rng) }
        mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

        /// Mostly ordinary values on a coarse grid (edges meet points exactly), sometimes an extreme.
        mutating func value(_ range: ClosedRange<Int>) -> CGFloat {
            chance(6)
                ? HitTestDifferentialTests.extremes[int(0...HitTestDifferentialTests.extremes.count - 1)]
                : CGFloat(int(range)) / 2
        }

        mutating func frame() -> CGRect {
            CGRect(x: value(-20...400), y: value(-20...400), width: value(0...300), height: value(0...300))
        }

        mutating func view() -> UIView {
            let view: UIView =
                chance(5) ? Round(frame: frame()) : chance(3) ? UIButton(frame: frame()) : UIView(frame: frame())
            switch int(0...99) {
            case 0..<4: view.isHidden = true
            case 4..<6: view.alpha = chance(50) ? 0.005 : .nan
            case 6..<9: view.isUserInteractionEnabled = false
            case 9..<13: view.transform = CGAffineTransform(scaleX: value(-4...4), y: value(-4...4))
            case 13..<16: view.transform = CGAffineTransform(rotationAngle: CGFloat(int(0...628)) / 100)
            case 16..<18: view.bounds.origin = CGPoint(x: value(-40...40), y: value(-40...40))
            case 18..<20:
                let overrides = ResponderOverrides()
                overrides.pointInside = { view, point, _, _ in view.bounds.insetBy(dx: -10, dy: -10).contains(point) }
                view.overrides = overrides
            default: break
            }
            return view
        }

        /// A window with a random tree: wide levels, and runs of single subviews long enough for
        /// the accelerator to chain them.
        mutating func window(of application: UIApplication) -> (UIWindow, [UIView]) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: application)
            window.isHidden = false
            var views: [UIView] = [window]
            for _ in 0..<int(20...120) {
                let parent = views[int(0...views.count - 1)]
                if chance(8) {
                    var top = parent
                    for _ in 0..<int(30...45) {
                        let level = view()
                        if chance(70) { level.frame = top.bounds.insetBy(dx: value(0...3), dy: value(0...3)) }
                        top.addSubview(level)
                        views.append(level)
                        top = level
                    }
                } else {
                    let child = view()
                    parent.addSubview(child)
                    views.append(child)
                }
            }
            return (window, views)
        }

        mutating func point() -> CGPoint { CGPoint(x: value(-20...820), y: value(-20...820)) }

        /// One change of the kind the accelerator must follow.
        mutating func mutate(_ views: inout [UIView], in window: UIWindow) {
            guard views.count > 1 else { return window.addSubview(view()) }
            let some = views[int(1...views.count - 1)]
            switch int(0...8) {
            case 0: some.center = CGPoint(x: value(-20...400), y: value(-20...400))
            case 1: some.bounds = frame()
            case 2: some.isHidden.toggle()
            case 3:
                some.transform =
                    some.transform.isIdentity ? CGAffineTransform(translationX: value(-9...9), y: 1) : .identity
            case 4: some.alpha = some.alpha < 0.5 ? 1 : 0
            case 5:
                let child = view()
                some.insertSubview(child, at: int(0...some.subviews.count))
                views.append(child)
            case 6:
                some.removeFromSuperview()
                views.removeAll { $0 === some || $0.isDescendant(of: some) }
            case 7: some.superview?.bringSubviewToFront(some)
            default: some.overrides = some.overrides == nil ? ResponderOverrides() : nil
            }
        }
    }

    /// The answer, untraced (asked twice: indexes are built on the second query) and traced, with
    /// the traced visits.
    func answers(_ application: UIApplication, _ point: CGPoint) -> (
        untraced: UIView?, again: UIView?, traced: UIView?,
        visits: [(UIView, HitTestVerdict)]
    ) {
        let untraced = application.hitTest(atScreen: point)?.view
        let again = application.hitTest(atScreen: point)?.view
        var visits: [(UIView, HitTestVerdict)] = []
        let traced = application.withTracing(.hitTesting) { record in
            if case let .hitTestVisit(view, _, verdict) = record.event { visits.append((view, verdict)) }
        } _: {
            application.hitTest(atScreen: point)?.view
        }
        return (untraced, again, traced, visits)
    }

    @Test(
        "H2 H5 H9: on random trees with extreme geometry, traced and untraced hit-tests give one answer, and the trace shows the path to it"
    )
    func tracedEqualsUntraced() {
        var maker = Maker(rng: SplitMix64(seed: 0x21))
        for tree in 0..<60 {
            let application = UIApplication()
            var (window, views) = maker.window(of: application)
            for round in 0..<6 {
                for _ in 0..<60 {
                    let point = maker.point()
                    let (untraced, again, traced, visits) = answers(application, point)
                    let context = "tree \(tree), round \(round), at \(point)"
                    #expect(again === untraced, "\(context): the second untraced query answered differently")
                    #expect(
                        traced === untraced,
                        "\(context): traced \(traced.map(TraceRecord.name(of:)) ?? "nil"), untraced \(untraced.map(TraceRecord.name(of:)) ?? "nil")"
                    )
                    guard traced === untraced else { return }
                    // The hit and every ancestor of it were visited and found the point inside.
                    let inside = Set(visits.filter { $0.1 == .inside }.map { ObjectIdentifier($0.0) })
                    var view = untraced
                    while let current = view {
                        #expect(
                            inside.contains(ObjectIdentifier(current)),
                            "\(context): \(TraceRecord.name(of: current)) on the path has no inside visit")
                        view = current.superview
                    }
                    // Each view is visited once per query.
                    #expect(
                        Set(visits.map { ObjectIdentifier($0.0) }).count == visits.count,
                        "\(context): a view was visited twice")
                }
                for _ in 0..<maker.int(1...8) { maker.mutate(&views, in: window) }
            }
            window = UIWindow(frame: .zero, application: application)
        }
    }

    @Test("H2.4 H5: a chain of subnormal views treats bounds as half-open, as the scan does")
    func subnormalChain() {
        // 32 levels of [0, 0, 1e-312, 1e-312] (`tiny1`) in a window of 2e-312 (`tiny2`): the chain
        // is built by the first taps at (5e-313, 5e-313) (`half`), then a point on the first
        // level's right edge is outside it (H5).
        let application = UIApplication()
        let (tiny1, tiny2, half) = (Self.subnormal1, Self.subnormal2, Self.subnormalHalf)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: tiny2, height: tiny2), application: application)
        window.isHidden = false
        var top: UIView = window
        var levels: [UIView] = []
        for _ in 0..<32 {
            let level = UIView(frame: CGRect(x: 0, y: 0, width: tiny1, height: tiny1))
            top.addSubview(level)
            levels.append(level)
            top = level
        }
        for _ in 0..<3 { #expect(window.hitTest(CGPoint(x: half, y: half), with: nil) === levels.last) }
        #expect(window.hitTest(CGPoint(x: tiny1, y: half), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: tiny1.nextDown, y: half), with: nil) === levels.last)
    }

    @Test("H2.1 H2.2 H4: hitTestVerdict says what the hit-test decides about each view it visits")
    func verdicts() {
        var maker = Maker(rng: SplitMix64(seed: 0x22))
        let application = UIApplication()
        let (window, _) = maker.window(of: application)
        for _ in 0..<300 {
            let point = maker.point()
            var visits: [(UIView, CGPoint, HitTestVerdict)] = []
            application.withTracing(.hitTesting) { record in
                if case let .hitTestVisit(view, local, verdict) = record.event { visits.append((view, local, verdict)) }
            } _: {
                _ = application.hitTest(atScreen: point, in: window)
            }
            for (view, local, verdict) in visits {
                let asked = view.hitTestVerdict(local, with: nil)
                #expect(
                    String(describing: asked) == String(describing: verdict),
                    "\(TraceRecord.name(of: view)) at \(local)")
            }
        }
    }
}
