import Foundation
import Testing

/// The repository's root, where the commands run.
let repositoryRoot = examplesFolder.deletingLastPathComponent()

@Suite("responder follows command-line conventions")
struct ConventionTests {
    @Test("`--version` prints the version declared in Version.swift, one line, exit code 0")
    func version() throws {
        let source = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Sources/responder/Version.swift"), encoding: .utf8)
        let declared = try #require(source.split(separator: "\"").dropFirst().first.map(String.init))
        #expect(declared.split(separator: ".").count == 3 && declared.allSatisfy { $0.isNumber || $0 == "." })
        let result = try runResponder(["--version"])
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout == declared + "\n")
    }

    @Test(
        "`--help`, `-h` and `help <command>` print help on stdout, exit code 0",
        arguments: [["--help"], ["-h"], ["run", "--help"], ["help", "lint"]])
    func help(arguments: [String]) throws {
        let result = try runResponder(arguments)
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout.contains("USAGE: responder"))
    }

    @Test("the root help lists the four exit codes")
    func rootHelpListsExitCodes() throws {
        let help = try runResponder(["--help"]).stdout
        #expect(
            help.contains(
                "\nExit codes:\n  0   done; for lint, no findings\n  1   lint found something\n  2   unreadable or invalid input: "
            ))
        #expect(help.contains("\n  64  bad arguments: an unknown option, a missing or malformed value\n"))
    }

    @Test(
        "each command's help says what its exit codes mean; only lint's has 1",
        arguments: ["run", "explain", "lint", "import", "render", "port", "mcp"])
    func commandHelpListsExitCodes(command: String) throws {
        let help = try runResponder([command, "--help"]).stdout
        #expect(help.contains("\nExit codes:\n  0   "))
        #expect(help.contains("\n  1   findings, printed on stdout\n") == (command == "lint"))
        #expect(help.contains("\n  2   ") && help.contains("\n  64  bad arguments"))
    }

    @Test("exit code 0: lint finds nothing")
    func clean() throws {
        let result = try runResponder(["lint", "Examples/seed001-chain.yaml"], in: repositoryRoot)
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout == "Examples/seed001-chain.yaml: no findings\n")
    }

    @Test("exit code 1: lint finds something, printed on stdout, nothing on stderr")
    func findings() throws {
        let result = try runResponder(["lint", "Examples/seed000-test1.yaml"], in: repositoryRoot)
        #expect(result.status == 1 && result.stderr == "")
        #expect(result.stdout.hasPrefix("Examples/seed000-test1.yaml:24:25: warning: "))
        #expect(result.stdout.hasSuffix("\n1 finding\n"))
    }

    @Test("exit code 2: input that cannot be used, one located message with a hint, nothing on stdout")
    func badInput() throws {
        let missing = try runResponder(["run", "Examples/nope.yaml"], in: repositoryRoot)
        #expect(missing.status == 2 && missing.stdout == "")
        #expect(
            missing.stderr
                == "Examples/nope.yaml: error: no such file\n  hint: check the path; a relative path starts from the current directory\n"
        )
        let malformed = try runResponder(["lint", "Examples/Errors/unknown-key.yaml"], in: repositoryRoot)
        #expect(malformed.status == 2 && malformed.stdout == "")
        #expect(
            malformed.stderr
                == "Examples/Errors/unknown-key.yaml:7:9: error: unknown key 'frmae' in a view\n  hint: did you mean 'frame'?\n"
        )
        let folder = try runResponder(["explain", "Examples", "--at", "1,1"], in: repositoryRoot)
        #expect(folder.status == 2 && folder.stdout == "")
        #expect(folder.stderr == "Examples: error: a directory, not a file\n  hint: give the path of a file\n")
    }

    static let usageErrors: [(arguments: [String], message: String)] = [
        (["run", "--frob", "Examples/seed000-test1.yaml"], "Error: Unknown option '--frob'"),
        (["run"], "Error: Missing expected argument '<scene>'"),
        (["explain", "Examples/seed000-test1.yaml"], "Error: Missing expected argument '--at <x,y>'"),
        (
            ["explain", "Examples/seed000-test1.yaml", "--at", "1"],
            "Error: --at takes a point as x,y (for example --at 100,120), not '1'"
        ),
        (
            ["render", "Examples/seed000-test1.yaml", "--at", "x,y"],
            "Error: --at takes a point as x,y (for example --at 100,120), not 'x,y'"
        ),
        (
            ["run", "Examples/seed000-test1.yaml", "--trace", "touches,gesturs"],
            "Error: unknown trace topic 'gesturs'; did you mean 'gestures'?"
        ),
        (
            ["run", "Examples/seed000-test1.yaml", "--trace", "xyz"],
            "Error: unknown trace topic 'xyz'; expected one of: hit-testing, touches, gestures, responders, first-responder, actions, events, all, none\n"
        ),
        (
            ["run", "Examples/seed000-test1.yaml", "--format", "xml"],
            "Error: The value 'xml' is invalid for '--format <format>'"
        ),
        (["import"], "Error: Missing expected argument '<dump>'")
    ]

    @Test(
        "exit code 64: bad arguments, ArgumentParser's message and the usage on stderr, nothing on stdout",
        arguments: usageErrors.indices)
    func usage(index: Int) throws {
        let (arguments, message) = Self.usageErrors[index]
        let result = try runResponder(arguments, in: repositoryRoot)
        #expect(result.status == 64, "\(arguments)")
        #expect(result.stdout == "", "\(arguments)")
        #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("\nUsage: responder "), "\(arguments)")
    }

    @Test("a negative point is a point, not an option: `--at -5,-5` and `--at=-5,-5`", arguments: ["explain", "render"])
    func negativePoint(command: String) throws {
        for at in [["--at", "-5,-5"], ["--at=-5,-5"]] {
            let result = try runResponder([command, "Examples/seed000-test1.yaml"] + at, in: repositoryRoot)
            #expect(result.status == 0 && result.stderr == "", "\(at): \(result.stderr)")
            if command == "explain" {
                #expect(result.stdout.hasPrefix("A touch at (-5, -5) hits no view"), "\(at)")
            } else {
                #expect(result.stdout.contains("touch (-5, -5) → nothing"), "\(at)")
            }
        }
    }
}

@Suite("Every command that reads a file says why it cannot")
struct UnreadableFileTests {
    /// Each way of reading a file, with `FILE` where the file goes.
    static let readers: [[String]] = [
        ["run", "FILE"], ["explain", "FILE", "--at", "1,1"], ["lint", "FILE"], ["render", "FILE"], ["import", "FILE"],
        ["run", examplesFolder.appendingPathComponent("seed000-test1.yaml").path, "--script", "FILE"]
    ]

    /// A folder holding a Latin-1 scene (é at line 2, column 12), the start of a PNG file, and a scene
    /// with NUL bytes on line 2.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("windows:\n  - id: caf".utf8 + [0xE9, 0x0A]).write(to: folder.appendingPathComponent("latin1.yaml"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]).write(
            to: folder.appendingPathComponent("picture.png"))
        try Data("windows:\n".utf8 + [0, 0]).write(to: folder.appendingPathComponent("nul.yaml"))
        return folder
    }

    static func run(_ reader: [String], on file: String, in folder: URL) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        try runResponder(reader.map { $0 == "FILE" ? file : $0 }, in: folder)
    }

    @Test(
        "a missing file: `PATH: error: no such file` and a hint, exit code 2, nothing on stdout",
        arguments: readers.indices)
    func missing(index: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(Self.readers[index], on: "missing.yaml", in: folder)
        #expect(result.status == 2 && result.stdout == "")
        #expect(
            result.stderr
                == "missing.yaml: error: no such file\n  hint: check the path; a relative path starts from the current directory\n"
        )
    }

    @Test(
        "a file that is not UTF-8, or binary: `PATH:LINE:COLUMN: error: not UTF-8 text` at the first bad byte, and a hint",
        arguments: readers.indices)
    func notText(index: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, location) in [("latin1.yaml", "2:12"), ("picture.png", "1:1"), ("nul.yaml", "2:1")] {
            let result = try Self.run(Self.readers[index], on: file, in: folder)
            #expect(result.status == 2 && result.stdout == "", "\(file)")
            #expect(
                result.stderr.hasPrefix("\(file):\(location): error: not UTF-8 text\n  hint: "),
                "\(file): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 2, "one message: \(result.stderr)")
        }
    }
}

@Suite("Shell completion")
struct CompletionTests {
    static let topics = [
        "hit-testing", "touches", "gestures", "responders", "first-responder", "actions", "events", "all", "none"
    ]

    @Test("the completion script is generated for each shell", arguments: ["bash", "zsh", "fish"])
    func script(shell: String) throws {
        let result = try runResponder(["--generate-completion-script", shell])
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout.contains("--trace"))
    }

    @Test("bash completes scene, dump and script files by extension, and asks responder for --trace topics")
    func bash() throws {
        let script = try runResponder(["--generate-completion-script", "bash"]).stdout
        #expect(script.contains("'!*.@(yaml|yml|json|txt)'"))
        #expect(script.contains("'!*.@(yaml|yml|json)'"))
        #expect(script.contains("'!*.@(txt|log)'"))
        #expect(script.contains("---completion run -- --trace"))
    }

    @Test("--trace completes the topic after the last comma")
    func traceTopics() throws {
        // What the completion script runs: the current word's index and cursor, then the words.
        func complete(_ word: String) throws -> [String] {
            let words = ["responder", "run", "scene.yaml", "--trace", word]
            let result = try runResponder(["---completion", "run", "--", "--trace", "4", "\(word.count)"] + words)
            #expect(result.status == 0 && result.stderr == "")
            return result.stdout.split(separator: "\n").map(String.init)
        }
        #expect(try complete("") == Self.topics)
        #expect(try complete("ge") == ["gestures"])
        #expect(try complete("touches,ge") == ["touches,gestures"])
        #expect(try complete("touches,") == Self.topics.filter { $0 != "touches" }.map { "touches," + $0 })
    }

    @Test(
        "in bash itself, the script completes `--trace touches,ge` to `touches,gestures`",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func inBash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("responder.bash")
        try runResponder(["--generate-completion-script", "bash"]).stdout.write(
            to: script, atomically: true, encoding: .utf8)
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let line = "responder run scene.yaml --trace touches,ge"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c",
            """
            source "$1"
            COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}; read -r -a COMP_WORDS <<< "$COMP_LINE"; COMP_CWORD=4
            _responder responder touches,ge --trace
            printf '%s\\n' "${COMPREPLY[@]}"
            """, "bash", script.path, line
        ]
        var environment = ProcessInfo.processInfo.environment
        // `responder` as the shell finds it: the built binary (next to the test runner, or above it).
        environment["PATH"] = [binary.path, binary.deletingLastPathComponent().path, environment["PATH"] ?? ""].joined(
            separator: ":")
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output == "touches,gestures\n")
    }
}
