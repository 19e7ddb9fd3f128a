import Foundation
import Testing

/// Runs the built `responder` binary and returns (exit code, stdout, stderr).
func runResponder(_ arguments: [String], in workingDirectory: URL? = nil) throws -> (
    status: Int32, stdout: String, stderr: String
) {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var binary = directory.appendingPathComponent("responder")
    if !FileManager.default.fileExists(atPath: binary.path) {
        // Under `swift test` on Linux the runner sits inside the .xctest bundle's folder.
        binary = directory.deletingLastPathComponent().appendingPathComponent("responder")
    }
    let process = Process()
    process.executableURL = binary
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

func snapshot(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
}

@Suite("responder CLI")
struct CLITests {
    @Test("`responder demo` prints seed 000's answers exactly as the snapshot")
    func demo() throws {
        let result = try runResponder(["demo"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == (try snapshot("demo.stdout")))
    }

    @Test("an unknown subcommand is a usage error (64) with a hint, and prints nothing on stdout")
    func unknownSubcommand() throws {
        let result = try runResponder(["dmeo"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("Unexpected argument 'dmeo'"))
    }
}

@Suite("responder run: forwarding chains")
struct ForwardingTests {
    @Test("T12: a default forwarding chain is one line, unless --trace names responders")
    func joined() throws {
        let root = examplesFolder.deletingLastPathComponent()
        let joined = try runResponder(["run", "Examples/seed000-test2.yaml"], in: root)
        #expect(joined.status == 0)
        #expect(
            joined.stdout.contains(
                "touchesBegan AA -> root -> vc -> window -> UIApplication -> end of chain (forwarded by default)\n"))
        let every = try runResponder(
            ["run", "Examples/seed000-test2.yaml", "--trace", "touches,gestures,responders"], in: root)
        #expect(every.status == 0)
        #expect(every.stdout.contains("touchesBegan AA -> root\n"))
        #expect(every.stdout.contains("touchesBegan root -> vc\n"))
        #expect(!every.stdout.contains("(forwarded by default)"))
    }
}

@Suite("responder port")
struct PortCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("ports a UIKit original: the migrated file on stdout, the M5 decision on stderr with its line")
    func port() throws {
        let result = try runResponder(
            ["port", "Tests/Compatibility/UIKitOriginals/S34NilTargetedAction.swift"], in: Self.root)
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"button.addTarget(nil, action: Selector(("refresh:")), for: .touchUpInside)"#))
        #expect(result.stdout.hasPrefix("// A button deep in the hierarchy") && !result.stdout.contains("#selector"))
        #expect(
            result.stderr.hasPrefix(
                "Tests/Compatibility/UIKitOriginals/S34NilTargetedAction.swift:16: warning: refresh is found by its selector at run time (M5)"
            ))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("a missing file is bad input: one located message, exit code 2, nothing on stdout")
    func missing() throws {
        let result = try runResponder(["port", "NoSuchFile.swift"], in: Self.root)
        #expect(result.status == 2 && result.stdout == "")
        #expect(result.stderr.hasPrefix("NoSuchFile.swift: error: no such file\n  hint: "))
    }

    @Test(
        "a file that is not Swift is bad input: by its name, or where it stops parsing; exit code 2, nothing on stdout")
    func notSwift() throws {
        let readme = try runResponder(["port", "README.md"], in: Self.root)
        #expect(readme.status == 2 && readme.stdout == "")
        #expect(
            readme.stderr == """
                README.md: error: not a Swift file: its name does not end in .swift
                  hint: port reads a Swift source file written for UIKit, such as MyViewController.swift

                """)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString).swift")
        try "import UIKit\n\nlet help = \"use #selector(foo) with @objc\n".write(
            to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let broken = try runResponder(["port", url.path, "-o", url.path + ".out"])
        #expect(broken.status == 2 && broken.stdout == "")
        #expect(
            broken.stderr.hasPrefix(
                "\(url.path):3:42: error: not Swift that parses: expected '\"' to end string literal\n"))
        #expect(broken.stderr.contains("\n  hint: port reads a Swift file that compiles with UIKit"))
        #expect(!FileManager.default.fileExists(atPath: url.path + ".out"))
    }

    @Test("deep nesting is refused before the parser, or parsed on a large stack: never a crash or a long wait")
    func deepNesting() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: url) }
        try ("let x = " + String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13) + "\n")
            .write(to: url, atomically: true, encoding: .utf8)
        let square = try runResponder(["port", url.path])
        #expect(square.status == 2 && square.stdout == "")
        #expect(square.stderr.hasPrefix("\(url.path):1:21: error: square brackets nest more than 12 deep\n  hint: "))
        // 3,000 nested `try` overflow a debug build's main thread in swift-syntax's parser.
        try ("import UIKit\nlet x = " + String(repeating: "try ", count: 3000) + "#selector(f)\n")
            .write(to: url, atomically: true, encoding: .utf8)
        let tries = try runResponder(["port", url.path])
        #expect(tries.status == 0 && tries.stderr == "")
        #expect(tries.stdout.hasPrefix("import ResponderKit\nlet x = try try "))
        #expect(tries.stdout.hasSuffix("try Selector((\"f\"))\n"))
    }

    @Test("comments and strings come through unchanged: the issue's example compiles after porting")
    func stringsKept() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString).swift")
        try """
        import UIKit
        // use #selector(foo) with @objc
        let help = "use #selector(foo) with @objc"
        let s = #selector(UIView.layoutSubviews)

        """.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try runResponder(["port", url.path])
        #expect(result.status == 0 && result.stderr == "")
        #expect(
            result.stdout == """
                import ResponderKit
                // use #selector(foo) with @objc
                let help = "use #selector(foo) with @objc"
                let s = Selector(("layoutSubviews"))

                """)
    }
}
