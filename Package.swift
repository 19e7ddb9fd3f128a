// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ResponderKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "ResponderScene", targets: ["ResponderScene"]),
        .library(name: "ResponderDiagnosis", targets: ["ResponderDiagnosis"]),
        .library(name: "ResponderKitTesting", targets: ["ResponderKitTesting"]),
        .library(name: "ResponderCapture", targets: ["ResponderCapture"]),
        .executable(name: "responder", targets: ["responder"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `responder serve`'s HTTP server: SwiftNIO's HTTP/1 parser, whose limits on lines and
        // headers the playground needs (NIOCore, NIOPosix and NIOHTTP1 only).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        // `swift package generate-documentation` (DocC); a plugin, so it adds nothing to a build.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // `responder port`'s parser (ResponderPort only: no library product depends on it).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        // `responder mcp`'s protocol types and server (ResponderMCP only: no library product depends
        // on it). 0.x, so minor versions may change its API. Its manifest asks for swift-docc-plugin
        // by branch; SwiftPM never resolves that requirement, as no target of its MCP product uses
        // the plugin, and resolves ours above by version.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", .upToNextMinor(from: "0.12.1")),
        // The SDK's logger type, which its transports carry (built for the SDK anyway).
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0")
    ],
    targets: [
        // The engine. Foundation only.
        .target(
            name: "ResponderKit",
            swiftSettings: [
                // `_checkInvariants()` does real work only in debug builds (tests, `swift run`).
                .define("RESPONDERKIT_INVARIANTS", .when(configuration: .debug))
            ]
        ),
        // Scene and script files, the `recursiveDescription` importer, the event log's renderers.
        .target(
            name: "ResponderScene",
            dependencies: ["ResponderKit", .product(name: "Yams", package: "Yams")]
        ),
        // explain, lint and render: answers about a scene, as clients of the engine.
        .target(name: "ResponderDiagnosis", dependencies: ["ResponderKit", "ResponderScene"]),
        .target(name: "ResponderKitTesting", dependencies: ["ResponderKit"]),
        // A live app's hierarchy written as a scene file. In an iOS app it imports UIKit; everywhere
        // else it imports ResponderKit, so that the same code is tested here. An app links it, so it
        // depends on nothing else (no ResponderScene, no Yams).
        .target(
            name: "ResponderCapture",
            dependencies: [
                .target(
                    name: "ResponderKit",
                    condition: .when(platforms: [.macOS, .linux, .windows, .android, .wasi, .openbsd]))
            ]
        ),
        // `responder serve`: the playground's JSON API over ResponderScene, its HTTP server and its
        // page (HTML, CSS and JavaScript embedded in the binary: no bundle, no CDN, no build step).
        .target(
            name: "ResponderServe",
            dependencies: [
                "ResponderKit", "ResponderScene", "ResponderDiagnosis", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio")
            ],
            resources: [
                .embedInCode("Page/index.html"), .embedInCode("Page/playground.css"),
                .embedInCode("Page/playground.js"), .embedInCode("Page/lessons.js"),
                .embedInCode("Page/lessons.css")
            ]
        ),
        // `responder port`: the UIKit migration of Documentation/PortingFromUIKit.md, on swift-syntax's
        // parser. Not a product, so that the libraries' users never build swift-syntax.
        .target(
            name: "ResponderPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax")
            ]
        ),
        // `responder mcp`: explain, run, lint, import and render as Model Context Protocol tools over
        // stdio, on the MCP Swift SDK. Not a product, so that the libraries' users never build it.
        .target(
            name: "ResponderMCP",
            dependencies: [
                "ResponderKit", "ResponderScene", "ResponderDiagnosis", .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log")
            ]
        ),
        .executableTarget(
            name: "responder",
            dependencies: [
                "ResponderKit",
                "ResponderScene",
                "ResponderDiagnosis",
                "ResponderServe",
                "ResponderPort",
                "ResponderMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            // Seed article 000's scenes for `responder demo`; the same files as in Examples/.
            resources: [.copy("Scenes")]
        ),
        // The project's own test scenarios and knobs (seed article 000 built in code, the stress
        // scale of the randomized suites); not a product.
        .target(name: "TestSupport", dependencies: ["ResponderKit"], path: "Tests/TestSupport"),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit", "ResponderKitTesting", "TestSupport"]),
        .testTarget(
            name: "ResponderSceneTests", dependencies: ["ResponderScene", "ResponderKitTesting", "TestSupport"]),
        .testTarget(
            name: "ResponderDiagnosisTests",
            dependencies: ["ResponderDiagnosis", "ResponderScene", "ResponderKitTesting", "TestSupport"]
        ),
        .testTarget(name: "ResponderPortTests", dependencies: ["ResponderPort"]),
        .testTarget(
            name: "ResponderMCPTests",
            dependencies: [
                "ResponderMCP", "ResponderScene", "ResponderDiagnosis", .product(name: "MCP", package: "swift-sdk")
            ]
        ),
        .testTarget(
            name: "ResponderCaptureTests",
            dependencies: ["ResponderCapture", "ResponderKit", "ResponderScene", "ResponderDiagnosis"]
        ),
        .testTarget(
            name: "ResponderServeTests",
            dependencies: [
                "ResponderServe", "ResponderScene", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio")
            ]
        ),
        // Snapshots are read from the source tree by path, not bundled.
        .testTarget(
            name: "ResponderCLITests", dependencies: ["responder", "ResponderDiagnosis"], exclude: ["Snapshots"]),
        // UIKit snippets (Tests/Compatibility/Snippets) compiled with only the import changed, and the
        // scenarios that check they behave, in Swift 6 mode and, through symbolic links to the same
        // files, in Swift 5 mode. `UIKitOriginals` holds the UIKit text of the snippets that needed
        // the documented migration (Documentation/PortingFromUIKit.md); a test checks it.
        .testTarget(
            name: "CompatibilityTests", dependencies: ["ResponderKit", "ResponderScene", "ResponderPort"],
            path: "Tests/Compatibility",
            exclude: ["UIKitOriginals"]
        ),
        .testTarget(
            name: "CompatibilitySwift5Tests", dependencies: ["ResponderKit", "ResponderScene", "ResponderPort"],
            path: "Tests/CompatibilitySwift5",
            exclude: ["UIKitOriginals"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        )
    ],
    swiftLanguageModes: [.v6]
)
