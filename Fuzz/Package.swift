// swift-tools-version: 6.0
import PackageDescription

// A libFuzzer target for everything ResponderKit reads: scene files, script files and
// recursiveDescription dumps. Kept apart from the main package because it must be built with
// the fuzzer and address sanitizers:
//
//   swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
//       -Xswiftc -DRESPONDERKIT_INVARIANTS
//   Fuzz/.build/release/fuzz-inputs Fuzz/Corpus -max_total_time=60
//
// See Fuzz/README.md.
let package = Package(
    name: "ResponderKitFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ResponderKit", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "fuzz-inputs",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderScene", package: "ResponderKit"),
                .product(name: "ResponderDiagnosis", package: "ResponderKit")
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
