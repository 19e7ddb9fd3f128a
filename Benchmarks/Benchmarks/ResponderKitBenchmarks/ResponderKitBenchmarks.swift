import Benchmark
import Foundation
import ResponderKit
import ResponderScene
import ResponderKitTesting
import BenchmarkScenes
import HeapStatistics

// Run from Benchmarks/:  swift package benchmark
// Results, the peer comparison (hitbench) and the targets are in Benchmarks/README.md.

let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResident]
    Benchmark.defaultConfiguration = .init(
        metrics: metrics, warmupIterations: 1, maxDuration: .seconds(1), maxIterations: 1_000)

    // MARK: Hit-testing: one query per iteration, through the public `hitTest(_:with:)`.
    let sizes: [Shape: [Int]] = [
        .wide: [1_000, 10_000, 100_000, 1_000_000], .deep: [1_000, 10_000, 100_000, 1_000_000],
        .balanced: [1_000, 10_000, 100_000, 1_000_000], .random: [1_000, 100_000]
    ]
    for shape in Shape.allCases {
        for count in sizes[shape]! {
            Benchmark("hitTest \(shape.rawValue) \(count)", configuration: .init(scalingFactor: .kilo)) {
                (benchmark: Benchmark, tree: Handed<(UIView, [CGPoint])>) in
                let iterations = benchmark.scaledIterations
                onMain {
                    let (root, points) = tree.value
                    var index = 0
                    for _ in iterations { hitTestNext(root, points, &index) }
                }
            } setup: {
                onMain { warmedTree(shape, count: count) }
            }
        }
    }

    // MARK: Keeping the index of a wide container (10,000 subviews) while it changes.
    // The grid follows moves and reorders until too many of its subviews are loose; a dropped
    // grid is rebuilt on the second query after a change, so a container that changes between
    // every two queries is scanned.
    let changes: [(name: String, queries: Int, change: @MainActor (UIView, Int) -> Void)] = [
        (
            "move one subview back and forth, then hit-test", 1,
            { root, step in
                root.subviews[5_000].frame.origin.x += step & 1 == 0 ? 1 : -1
            }
        ),
        (
            "bring a subview to front, then hit-test", 1,
            { root, step in
                root.bringSubviewToFront(root.subviews[step % 9_000])
            }
        ),
        (
            "bring a subview to front, then hit-test three times", 3,
            { root, step in
                root.bringSubviewToFront(root.subviews[step % 9_000])
            }
        )
    ]
    for (name, queries, change) in changes {
        Benchmark("wide 10000: \(name)", configuration: .init(scalingFactor: .kilo)) {
            (benchmark: Benchmark, tree: Handed<(UIView, [CGPoint])>) in
            let iterations = benchmark.scaledIterations
            onMain {
                let (root, points) = tree.value
                var index = 0
                for step in iterations {
                    change(root, step)
                    for _ in 0..<queries { hitTestNext(root, points, &index) }
                }
            }
        } setup: {
            onMain { warmedTree(.wide, count: 10_000) }
        }
    }

    // MARK: Removing every subview of a wide container (20,000, grid built) one by one. Each
    // removal finds its subview at the top, or through the container's table of positions, and
    // the grid follows the first 32 removals only: the whole costs O(n), in any order.
    for order in ["top first", "bottom first", "random order"] {
        Benchmark("wide 20000: remove every subview one by one, \(order)", configuration: .init(maxIterations: 20)) {
            benchmark in
            for _ in benchmark.scaledIterations {
                // The application and its window live until the last removal.
                let scene = onMain { () -> Handed<(UIApplication, UIView, [UIView])> in
                    let app = UIApplication()
                    let (window, points) = makeTree(.wide, count: 20_000, inWindowOf: app)
                    for point in points { blackHole(window.hitTest(point, with: nil)) }
                    var rng = SplitMix64(seed: 7)
                    let subviews = window.subviews
                    let arranged =
                        switch order {
                        case "top first": Array(subviews.reversed())
                        case "bottom first": subviews
                        default: subviews.shuffled(using: &rng)
                        }
                    return Handed((app, window, arranged))
                }
                benchmark.startMeasurement()
                onMain { for view in scene.value.2 { view.removeFromSuperview() } }
                benchmark.stopMeasurement()
                onMain { precondition(scene.value.1.subviews.isEmpty) }
            }
        }
    }

    // MARK: Full dispatch on the realistic scene.
    Benchmark("hitTest the realistic scene", configuration: .init(scalingFactor: .kilo)) {
        (benchmark: Benchmark, scene: Handed<RealisticScene>) in
        let iterations = benchmark.scaledIterations
        onMain {
            for _ in iterations { blackHole(scene.value.window.hitTest(scene.value.rowPoint, with: nil)) }
        }
    } setup: {
        onMain { Handed(makeRealisticApp()) }
    }
    // A thousand taps or drags per sample, as for hit-tests: otherwise each sample would also
    // measure the hop to the main thread (about 5 µs and 21 mallocs here); formatting every
    // record costs a hundred times more than that, so those taps are measured one by one.
    let dispatch = Benchmark.Configuration(scalingFactor: .kilo)
    // Tracing: every topic on, the sink keeping the records; then formatting each as text too.
    for tracing in ["", ", traced", ", traced and formatted"] {
        Benchmark(
            "tap the realistic scene\(tracing)",
            configuration: tracing.hasSuffix("formatted") ? .init() : dispatch
        ) { (benchmark: Benchmark, scene: Handed<RealisticScene>) in
            let iterations = benchmark.scaledIterations
            onMain {
                let (app, _, row, _) = scene.value
                for _ in iterations {
                    app.tap(at: row)
                    app.advance(by: 1)
                }
            }
        } setup: {
            onMain {
                let scene = makeRealisticApp()
                switch tracing {
                case ", traced": scene.application.trace(.all) { blackHole($0) }
                case ", traced and formatted": scene.application.trace(.all) { blackHole($0.description) }
                default: break
                }
                return Handed(scene)
            }
        }
    }
    Benchmark("tap the realistic scene's button", configuration: dispatch) {
        (benchmark: Benchmark, scene: Handed<RealisticScene>) in
        let iterations = benchmark.scaledIterations
        onMain {
            for _ in iterations {
                scene.value.application.tap(at: scene.value.buttonPoint)
                scene.value.application.advance(by: 1)
            }
        }
    } setup: {
        onMain { Handed(makeRealisticApp()) }
    }
    Benchmark("drag across the realistic scene (10 moves)", configuration: dispatch) {
        (benchmark: Benchmark, scene: Handed<RealisticScene>) in
        let iterations = benchmark.scaledIterations
        onMain {
            for _ in iterations {
                scene.value.application.drag(
                    from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 280), duration: 0.2, steps: 10)
                scene.value.application.advance(by: 1)
            }
        }
    } setup: {
        onMain { Handed(makeRealisticApp()) }
    }

    // A finger held on a control and moved: the control tracks it (touchesMoved on every phase).
    Benchmark("drag on the realistic scene's button (10 moves)", configuration: dispatch) {
        (benchmark: Benchmark, scene: Handed<RealisticScene>) in
        let iterations = benchmark.scaledIterations
        onMain {
            let start = scene.value.buttonPoint
            for _ in iterations {
                scene.value.application.drag(
                    from: start, to: CGPoint(x: start.x + 10, y: start.y + 5), duration: 0.2, steps: 10)
                scene.value.application.advance(by: 1)
            }
        }
    } setup: {
        onMain { Handed(makeRealisticApp()) }
    }

    // MARK: Lists: a tap on a row and a drag that scrolls, with 100 and 100,000 rows (issue 32:
    // the same cost, since only the visible cells exist); the tap costs at most twice the
    // realistic scene's button tap.
    for rows in [100, 100_000] {
        Benchmark("tap a row of a table of \(rows) rows", configuration: dispatch) {
            (benchmark: Benchmark, scene: Handed<TableScene>) in
            let iterations = benchmark.scaledIterations
            onMain {
                for _ in iterations {
                    scene.value.application.tap(at: scene.value.rowPoint)
                    scene.value.application.advance(by: 1)
                }
                precondition(scene.value.controller.selections > 0)
            }
        } setup: {
            onMain { Handed(makeTableApp(rows: rows)) }
        }
        Benchmark("drag a table of \(rows) rows up and down (2 × 10 moves)", configuration: dispatch) {
            (benchmark: Benchmark, scene: Handed<TableScene>) in
            let iterations = benchmark.scaledIterations
            onMain {
                let app = scene.value.application
                for _ in iterations {
                    app.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 100), duration: 0.2, steps: 10)
                    app.advance(by: 1)
                    app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 500), duration: 0.2, steps: 10)
                    app.advance(by: 1)
                }
            }
        } setup: {
            onMain { Handed(makeTableApp(rows: rows)) }
        }
    }

    // MARK: Building, importing, explaining.
    Benchmark("build 10,000 views (balanced)") { benchmark in
        let iterations = benchmark.scaledIterations
        onMain {
            for _ in iterations { blackHole(makeTree(.balanced, count: 10_000).root) }
        }
    }
    Benchmark("import a recursiveDescription dump of 10,000 views", configuration: .init(maxIterations: 20)) {
        (benchmark: Benchmark, dump: Handed<String>) in
        let iterations = benchmark.scaledIterations
        onMain {
            for _ in iterations {
                blackHole(try? DumpImporter(dump.value, file: "dump.txt").build())
            }
        }
    } setup: {
        onMain { Handed(largeDump()) }
    }
    // A thousand per sample, as for taps, so that a sample does not measure the hop to the main thread.
    Benchmark("explain a point in an imported dump of 10,000 views", configuration: .init(scalingFactor: .kilo)) {
        (benchmark: Benchmark, scene: Handed<Scene>) in
        let iterations = benchmark.scaledIterations
        onMain {
            for _ in iterations {
                blackHole(Explanation(point: CGPoint(x: 500.5, y: 500.5), in: scene.value.application).text)
            }
        }
    } setup: {
        onMain { Handed(try! DumpImporter(largeDump(), file: "dump.txt").build()) }
    }

    // MARK: Memory, as heap bytes in use per object (glibc's mallinfo2).
    let perView = BenchmarkMetric.custom("heap bytes per view", useScalingFactor: false)
    let perWindow = BenchmarkMetric.custom("heap bytes per window", useScalingFactor: false)
    let perTouch = BenchmarkMetric.custom("heap bytes per live touch", useScalingFactor: false)
    Benchmark(
        "memory per view, window and live touch",
        configuration: .init(metrics: [perView, perWindow, perTouch], warmupIterations: 0, maxIterations: 3)
    ) { benchmark in
        let (view, window, touch) = onMain { () -> (Int, Int, Int) in
            let view = bytesPerObject(100_000) { count in
                // A wide container and a balanced tree, the two ways views are held, each with
                // every index hit-testing makes: every view's centre is hit-tested twice.
                let trees = [makeTree(.wide, count: count / 2).root, makeTree(.balanced, count: count / 2).root]
                for root in trees {
                    var views = [root]
                    while let view = views.popLast() {
                        let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: root)
                        for _ in 0..<2 { blackHole(root.hitTest(centre, with: nil)) }
                        views += view.subviews
                    }
                }
                return trees
            }
            let app = UIApplication()
            let window = bytesPerObject(1_000) { count in
                (0..<count).map { _ -> UIWindow in
                    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: app)
                    window.isHidden = false
                    return window
                }
            }
            let scene = makeRealisticApp()
            for view in scene.window.rootViewController!.view.subviews { view.isMultipleTouchEnabled = true }
            let touch = bytesPerObject(200) { count in
                for finger in 0..<count {
                    scene.application.touch(finger: finger, .began, at: CGPoint(x: 10 + Double(finger), y: 630))
                }
                return []
            }
            return (view, window, touch)
        }
        benchmark.measurement(perView, view)
        benchmark.measurement(perWindow, window)
        benchmark.measurement(perTouch, touch)
    }
}

// MARK: Helpers

/// Runs `body` on the main actor, where the engine lives; benchmark closures may run elsewhere.
func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

/// Carries main-actor objects from a benchmark's setup to its body; only used on the main actor.
struct Handed<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A tree and its query points, every point hit-tested once, so that every container that
/// keeps an index has built it (on its second query).
@MainActor
func warmedTree(_ shape: Shape, count: Int) -> Handed<(UIView, [CGPoint])> {
    let tree = makeTree(shape, count: count, inWindowOf: UIApplication())
    for point in tree.points { blackHole(tree.root.hitTest(point, with: nil)) }
    return Handed((tree.root, tree.points))
}

/// Hit-tests the point after the last one (the 4,096 points in turn).
@MainActor @inline(__always)
func hitTestNext(_ root: UIView, _ points: [CGPoint], _ index: inout Int) {
    blackHole(root.hitTest(points[index & 4_095], with: nil))
    index &+= 1
}

/// A dump of a balanced tree of 10,000 views in a window, as `recursiveDescription` prints it.
@MainActor
func largeDump() -> String {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000), application: app)
    window.addSubview(makeTree(.balanced, count: 10_000).root)
    var addresses: [ObjectIdentifier: Int] = [:]
    return DumpWriter.describe(window) { view in
        let next = addresses.count
        return String(
            format: "0x7f%010x",
            0x1000 + 0x40
                * (addresses[ObjectIdentifier(view)]
                    ?? {
                        addresses[ObjectIdentifier(view)] = next; return next
                    }()))
    }
}

/// Heap bytes in use per object while `make(count)` holds what it made (0 where unknown).
@MainActor
func bytesPerObject(_ count: Int, _ make: (Int) -> [AnyObject]) -> Int {
    let before = heap_bytes_in_use()
    let made = make(count)
    let after = heap_bytes_in_use()
    withExtendedLifetime(made) {}
    return before < 0 ? 0 : Int(after - before) / count
}
