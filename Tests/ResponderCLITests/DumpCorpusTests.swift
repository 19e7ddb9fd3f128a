import Foundation
import Testing

/// The pastes in Examples/Dumps and, from its answers.json, what a person reading each one expects:
/// where a touch at a point goes, or that the paste is refused and why.
struct DumpCorpus: Decodable {
    /// An answer that rests on an attribute of a line cut before it.
    struct Guess: Decodable {
        /// The attribute the line was cut before (`userInteractionEnabled`).
        let attribute: String
        /// Where the touch goes if that attribute was NO.
        let otherwise: String
    }

    /// A point of a paste and the view a touch there goes to.
    struct Point: Decodable {
        /// x and y, in `space`.
        let at: [Double]
        /// `screen`, `root` (the fragment root's own coordinates) or `superview` (sibling roots' superview).
        let space: String
        /// The dump to pick with `--dump`; `nil` for the default one.
        let dump: Int?
        /// The address of the view that gets the touch, or `none`.
        let expect: String
        /// For a point on the screen that a view gets, the address of its window.
        let window: String?
        /// Set when the answer depends on an attribute a cut line lost.
        let guessed: Guess?
        /// Why, for people.
        let why: String

        /// `--at`'s value: `187.5,740`, `339,-20`.
        var argument: String {
            at.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ",")
        }
    }

    /// One paste.
    struct File: Decodable {
        /// Its name in Examples/Dumps.
        let file: String
        /// For a file with several dumps, the one used without `--dump`.
        let defaultDump: Int?
        /// Points and their answers (none for a refused file).
        let points: [Point]
        /// For a file that must be refused: the message contains one of these.
        let refusal: [String]?
        /// Text the imported scene contains.
        let importContains: [String]?
        /// Addresses the paste prints that are not views (layers, view controllers): explain never lists them.
        let notViews: [String]?
        /// Text explain's output contains (an opaque node, kept).
        let explainMentions: [String]?

        /// The path given to the commands, relative to the repository's root.
        var path: String { "Examples/Dumps/\(file)" }
    }

    let files: [File]

    /// The corpus folder.
    static let folder = examplesFolder.appendingPathComponent("Dumps")

    static func load() throws -> DumpCorpus {
        let data = try Data(contentsOf: folder.appendingPathComponent("answers.json"))
        return try JSONDecoder().decode(DumpCorpus.self, from: data)
    }

    /// The files answers.json lists, in its order; empty when it cannot be read (the listing test
    /// then fails and says why).
    static let names: [String] = (try? load())?.files.map(\.file) ?? []

    static func file(_ name: String) throws -> File {
        try #require(try load().files.first { $0.file == name }, "\(name) is not in answers.json")
    }
}

@Suite("The dump corpus: every command reads every paste in Examples/Dumps and gives the expected answer")
struct DumpCorpusTests {
    @Test("every paste in Examples/Dumps has its answers in answers.json and its row in the README, and no more")
    func everyFileIsListed() throws {
        let corpus = try DumpCorpus.load()
        let readme = try String(
            contentsOf: DumpCorpus.folder.appendingPathComponent("README.md"), encoding: .utf8)
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: DumpCorpus.folder.path)
            .filter { $0 != "README.md" && $0 != "answers.json" }.sorted()
        let listed = corpus.files.map(\.file)
        #expect(Set(listed).count == listed.count, "a file is listed twice in answers.json")
        #expect(listed.sorted() == onDisk)
        #expect(onDisk.count >= 30, "the corpus holds \(onDisk.count) pastes")
        for name in onDisk {
            #expect(readme.contains("`\(name)`"), "\(name) has no row in README.md")
        }
        for file in corpus.files {
            #expect(
                file.refusal != nil || !file.points.isEmpty, "\(file.file): no answer and no refusal")
            #expect(file.refusal == nil || file.points.isEmpty, "\(file.file): refused, yet answered")
            for point in file.points {
                #expect(point.at.count == 2 && ["screen", "root", "superview"].contains(point.space), "\(file.file)")
                #expect(point.expect == "none" || point.expect.hasPrefix("0x"), "\(file.file): \(point.expect)")
                #expect(
                    (point.window != nil) == (point.space == "screen" && point.expect != "none"),
                    "\(file.file): a point on the screen that a view gets names its window, and only such a point")
            }
        }
    }

    @Test(
        "explain sends a touch at each point where a person reading the paste expects, or refuses the paste with its reason",
        arguments: DumpCorpus.names)
    func explain(name: String) throws {
        let file = try DumpCorpus.file(name)
        if let refusal = file.refusal {
            let result = try runResponder(["explain", file.path, "--at", "1,1"], in: repositoryRoot)
            expectRefusal(result, refusal, file.path)
            return
        }
        for point in file.points {
            let dump = point.dump.map { ["--dump", String($0)] } ?? []
            let result = try runResponder(
                ["explain", file.path, "--at", point.argument] + dump, in: repositoryRoot)
            let label = "\(file.path) --at \(point.argument) \(dump.joined(separator: " ")): \(point.why)"
            #expect(result.status == 0, "\(label)\n\(result.stderr)")
            let first = result.stdout.prefix { $0 != "\n" }
            if point.expect == "none" {
                #expect(!first.contains("goes to `0x"), "\(label)\nexpected no view of the paste, got: \(first)")
            } else {
                #expect(
                    first.contains("goes to `\(point.expect)`"), "\(label)\nexpected \(point.expect), got: \(first)")
            }
            if let window = point.window {
                #expect(first.contains("in window `\(window)`"), "\(label)\nexpected window \(window), got: \(first)")
            }
            if let guessed = point.guessed {
                #expect(
                    result.stdout.contains(guessed.otherwise) && result.stdout.contains(guessed.attribute),
                    "\(label)\nexplain should say the answer depends on the cut \(guessed.attribute) and that the touch goes to \(guessed.otherwise) otherwise"
                )
            }
            if point.dump == nil {
                for address in file.notViews ?? [] {
                    #expect(
                        !result.stdout.contains(address), "\(label)\n\(address) is not a view, yet explain lists it")
                }
                for text in file.explainMentions ?? [] {
                    #expect(result.stdout.contains(text), "\(label)\nexplain does not mention \(text)")
                }
            }
            if point.dump == nil, let chosen = file.defaultDump {
                let named = try runResponder(
                    ["explain", file.path, "--at", point.argument, "--dump", String(chosen)], in: repositoryRoot)
                #expect(
                    named.status == 0 && named.stdout.prefix { $0 != "\n" } == first,
                    "\(label)\nthe default dump should be dump \(chosen)\n\(named.stderr)")
            }
        }
    }

    @Test(
        "lint reads each paste: exit code 1 with findings, 0 without, 2 with the reason for a refused one",
        arguments: DumpCorpus.names)
    func lint(name: String) throws {
        let file = try DumpCorpus.file(name)
        let result = try runResponder(["lint", file.path], in: repositoryRoot)
        if let refusal = file.refusal {
            expectRefusal(result, refusal, file.path)
            return
        }
        #expect([0, 1].contains(result.status), "\(file.path): exit code \(result.status)\n\(result.stderr)")
        #expect(!result.stdout.isEmpty, "\(file.path): lint printed nothing")
        #expect(result.status == (result.stdout.hasSuffix("no findings\n") ? 0 : 1), "\(file.path)")
    }

    @Test("render draws each paste into the -o file, or refuses it with the reason", arguments: DumpCorpus.names)
    func render(name: String) throws {
        let file = try DumpCorpus.file(name)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try runResponder(["render", file.path, "-o", output.path], in: repositoryRoot)
        if let refusal = file.refusal {
            expectRefusal(result, refusal, file.path)
            #expect(
                !FileManager.default.fileExists(atPath: output.path), "\(file.path): a refused paste wrote a picture")
            return
        }
        #expect(result.status == 0 && result.stdout == "", "\(file.path): exit code \(result.status)\n\(result.stderr)")
        let svg = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"), "\(file.path): no whole picture was written")
    }

    @Test(
        "import keeps what the paste says in its text (escapes decoded)",
        arguments: DumpCorpus.names.filter { (try? DumpCorpus.file($0).importContains) != nil })
    func importText(name: String) throws {
        let file = try DumpCorpus.file(name)
        let result = try runResponder(["import", file.path], in: repositoryRoot)
        #expect(result.status == 0, "\(file.path)\n\(result.stderr)")
        for text in file.importContains ?? [] {
            #expect(result.stdout.contains(text), "\(file.path): the scene does not contain \(text)")
        }
    }

    /// A refusal: exit code 2, nothing on stdout, and a message on stderr giving one of the reasons.
    private func expectRefusal(
        _ result: (status: Int32, stdout: String, stderr: String), _ reasons: [String], _ path: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 2, "\(path): exit code \(result.status)", sourceLocation: sourceLocation)
        #expect(result.stdout == "", "\(path): printed on stdout", sourceLocation: sourceLocation)
        let message = result.stderr.lowercased()
        #expect(
            reasons.contains { message.contains($0.lowercased()) },
            "\(path): the message should say \(reasons.joined(separator: " or ")): \(result.stderr)",
            sourceLocation: sourceLocation)
    }
}
