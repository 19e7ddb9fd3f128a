import Foundation
import Testing

/// Examples/Diagnosis: one scene per cause of a dead tap (Documentation/WhyDoesMyTapDoNothing.md).
let diagnosisFolder = examplesFolder.appendingPathComponent("Diagnosis")

@Suite("Diagnosis gallery: explain, lint and run on every example of Examples/Diagnosis")
struct DiagnosisTests {
    /// The `explain` arguments a scene asks for, from its `# explain: --at x,y …` lines.
    static func explainArguments(_ source: String) -> [[String]] {
        source.split(separator: "\n").filter { $0.hasPrefix("# explain: ") }.map {
            $0.dropFirst("# explain: ".count).split(separator: " ").map(String.init)
        }
    }

    @Test(
        "each example's explain (at its points), lint and run output is its .out file",
        arguments: sceneFiles(in: diagnosisFolder))
    func example(name: String) throws {
        let root = examplesFolder.deletingLastPathComponent()
        let path = "Examples/Diagnosis/\(name)"
        let source = try String(contentsOf: diagnosisFolder.appendingPathComponent(name), encoding: .utf8)
        let explains = Self.explainArguments(source)
        #expect(!explains.isEmpty, "\(name) has no `# explain:` line")
        var transcript = ""
        for arguments in explains.map({ ["explain", path] + $0 }) + [["lint", path], ["run", path]] {
            let result = try runResponder(arguments, in: root)
            #expect(result.stderr == "", "\(arguments)")
            #expect(result.status == (arguments[0] == "lint" && !result.stdout.hasSuffix("no findings\n") ? 1 : 0))
            transcript += "$ responder \(arguments.joined(separator: " "))\n\(result.stdout)\n"
        }
        let base = (name as NSString).deletingPathExtension
        try expectSnapshot(transcript, diagnosisFolder.appendingPathComponent(base + ".out"))
    }

    @Test("lint reports nothing on UIKit's defaults that are fine")
    func fineDefaults() throws {
        let result = try runResponder(
            ["lint", "Examples/Diagnosis/fine-defaults.yaml"], in: examplesFolder.deletingLastPathComponent())
        #expect(result.status == 0)
        #expect(result.stdout == "Examples/Diagnosis/fine-defaults.yaml: no findings\n")
    }

    @Test("explain --step: a step past the script's end, or a scene without a script, is bad input")
    func badStep() throws {
        let root = examplesFolder.deletingLastPathComponent()
        let past = try runResponder(
            ["explain", "Examples/Diagnosis/04-clear-overlay.yaml", "--at", "1,1", "--step", "9"], in: root)
        #expect(past.status == 2 && past.stdout == "")
        #expect(past.stderr.contains("--step 9: the script has 3 steps"))
        let negative = try runResponder(
            ["explain", "Examples/Diagnosis/04-clear-overlay.yaml", "--at", "1,1", "--step", "-1"], in: root)
        #expect(negative.status == 64 && negative.stdout == "")
    }
}
