// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for ResponderKit, kept apart so that the main package builds without them.
//   swift package benchmark                                  (from this folder)
//   swift run -c release --package-path Benchmarks hitbench DIR R HITS_FILE
//   swift run -c release --package-path Benchmarks soak [EVENTS]
//   swift run -c release --package-path Benchmarks tapbench [N]
let package = Package(
    name: "ResponderKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ResponderKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"])
    ],
    targets: [
        // glibc's heap statistics, for the memory benchmarks.
        .target(name: "HeapStatistics"),
        // The trees and the realistic scene the benchmarks and the soak run on.
        .target(
            name: "BenchmarkScenes",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitTesting", package: "ResponderKit")
            ]
        ),
        // A million events through the realistic scene; fails if the heap grows meanwhile.
        .executableTarget(
            name: "soak",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit"), "BenchmarkScenes", "HeapStatistics"]
        ),
        // A whole tap, side by side with Qt's whole click (../shared/bench/click_qt.cpp).
        .executableTarget(
            name: "tapbench",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit"), "BenchmarkScenes"]
        ),
        // The shared peer-benchmark harness (../shared/bench/README.md).
        .executableTarget(
            name: "hitbench",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]
        ),
        .executableTarget(
            name: "ResponderKitBenchmarks",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderScene", package: "ResponderKit"),
                .product(name: "ResponderDiagnosis", package: "ResponderKit"),
                .product(name: "ResponderKitTesting", package: "ResponderKit"),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkScenes",
                "HeapStatistics"
            ],
            path: "Benchmarks/ResponderKitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
