// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ResponderKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "ResponderScene", targets: ["ResponderScene"]),
        .library(name: "ResponderKitTesting", targets: ["ResponderKitTesting"]),
        .executable(name: "responder", targets: ["responder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // The engine. Foundation only.
        .target(
            name: "ResponderKit",
            swiftSettings: [
                // `_checkInvariants()` does real work only in debug builds (tests, `swift run`).
                .define("RESPONDERKIT_INVARIANTS", .when(configuration: .debug)),
                // The engine is checked Swift 6 code on the main actor: the run-time check that a
                // main-actor closure passed to the standard library runs there is redundant, and
                // it costs more than the closures themselves on the event path.
                .unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation"]),
                // Debug builds (the tests) check exclusive access at run time; release builds,
                // where the event path would pay for it on every property access, do not.
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            ]
        ),
        // Scene and script files, the event log's renderers.
        .target(
            name: "ResponderScene",
            dependencies: ["ResponderKit", .product(name: "Yams", package: "Yams")],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation"])]
        ),
        .target(name: "ResponderKitTesting", dependencies: ["ResponderKit"]),
        .executableTarget(
            name: "responder",
            dependencies: [
                "ResponderKit",
                "ResponderScene",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Seed article 000's scenes for `responder demo`; the same files as in Examples/.
            resources: [.copy("Scenes")]
        ),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit", "ResponderKitTesting"]),
        .testTarget(name: "ResponderSceneTests", dependencies: ["ResponderScene", "ResponderKitTesting"]),
        // Snapshots are read from the source tree by path, not bundled.
        .testTarget(name: "ResponderCLITests", dependencies: ["responder"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
