import BenchmarkScenes
import Foundation
import HeapStatistics
import ResponderKit

// Issue 6's soak: a million events (taps on a row and on the button, drags across the list, long
// presses) through the realistic scene, with the heap measured after a warm-up tenth and at the
// end. Exit status 1 if it grew by more than `allowedGrowth`.
//
//   swift run -c release --package-path Benchmarks soak [EVENTS]

let allowedGrowth = 64 * 1024

@MainActor
func soak(events: Int) -> Int32 {
    let scene = makeRealisticApp()
    let app = scene.application
    var sent = 0
    var baseline: Int64?
    var round = 0
    while sent < events {
        if baseline == nil, sent >= events / 10 { baseline = heap_bytes_in_use() }
        switch round % 4 {
        case 0:
            app.tap(at: scene.rowPoint)
            sent += 2
        case 1:
            app.tap(at: scene.buttonPoint)
            sent += 2
        case 2:
            app.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 40, y: 480), duration: 0.2, steps: 10)
            sent += 12
        default:
            app.touch(finger: 1, .began, at: CGPoint(x: 200, y: 200))
            app.advance(by: 0.6)
            app.touch(finger: 1, .ended, at: CGPoint(x: 200, y: 200))
            sent += 2
        }
        app.advance(by: 0.5)
        round += 1
    }
    let final = heap_bytes_in_use()
    guard let start = baseline, start >= 0, final >= 0 else {
        print("soak: \(sent) events; this C library does not report heap use")
        return 0
    }
    let growth = final - start
    print(
        "soak: \(sent) events; heap in use after the first tenth \(start) bytes, at the end \(final) bytes (\(growth >= 0 ? "+" : "")\(growth))"
    )
    if growth > allowedGrowth {
        print("soak: the heap grew by more than \(allowedGrowth) bytes")
        return 1
    }
    return 0
}

let events = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
exit(MainActor.assumeIsolated { soak(events: events) })
