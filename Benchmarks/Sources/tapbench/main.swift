import BenchmarkScenes
import Foundation
import ResponderKit

// The whole tap, side by side with Qt's whole click (`../shared/bench/click_qt.cpp`): the suite's
// realistic scene tapped on its button and on a row, N taps per sample, seven samples, medians.
// The output line has the shape of click_qt's, so that the two can be run alternately and compared.
//
//   swift run -c release --package-path Benchmarks tapbench [N]
//   (prints: peer responderkit-tap ns_per_tap_button B ns_per_tap_row R taps T)
//
// Under callgrind, the instructions of one tap are the difference between two runs' totals:
//   valgrind --tool=callgrind Benchmarks/.build/release/tapbench 2000 button   (and 1000)
// where a second argument `button` or `row` taps only that target, once per sample.

@MainActor
func nanosecondsPerTap(_ app: UIApplication, at point: CGPoint, taps: Int, samples: Int) -> Double {
    var times: [Double] = []
    for _ in 0..<samples {
        let start = ContinuousClock.now
        for _ in 0..<taps {
            app.tap(at: point)
            app.advance(by: 1)
        }
        let elapsed = ContinuousClock.now - start
        let (seconds, attoseconds) = elapsed.components
        times.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(taps))
    }
    times.sort()
    return times[times.count / 2]
}

@MainActor
func run(arguments: [String]) -> Int32 {
    guard let taps = arguments.first.map({ Int($0) }) ?? 20_000, taps > 0 else {
        print("usage: tapbench [N] [button|row]  (N: a positive number of taps per sample)")
        return 2
    }
    var actions = 0
    let scene = makeRealisticApp { actions += 1 }
    switch arguments.dropFirst().first {
    case "button"?:
        _ = nanosecondsPerTap(scene.application, at: scene.buttonPoint, taps: taps, samples: 1)
        return actions == taps ? 0 : 1
    case "row"?:
        _ = nanosecondsPerTap(scene.application, at: scene.rowPoint, taps: taps, samples: 1)
        return 0
    case nil:
        let button = nanosecondsPerTap(scene.application, at: scene.buttonPoint, taps: taps, samples: 7)
        let row = nanosecondsPerTap(scene.application, at: scene.rowPoint, taps: taps, samples: 7)
        print(
            String(
                format: "peer responderkit-tap ns_per_tap_button %.0f ns_per_tap_row %.0f taps %d", button, row, actions
            ))
        return actions == 7 * taps ? 0 : 1
    case let other?:
        print("tapbench: unknown target \(other); use button or row")
        return 2
    }
}

exit(MainActor.assumeIsolated { run(arguments: Array(CommandLine.arguments.dropFirst())) })
