import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

/// `Documentation/SceneFormat.md` against the reader's own key tables: a key the reader accepts
/// and the page does not list fails, and so does a key the page lists that the reader refuses.
@Suite("The scene format reference")
@MainActor
struct SceneFormatReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The first backquoted word of each table row under the `### heading`, up to the next heading.
    static func tableKeys(_ heading: String) throws -> [String] {
        let text = try String(
            contentsOf: root.appendingPathComponent("Documentation/SceneFormat.md"), encoding: .utf8)
        var keys: [String] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                inside = line == "### \(heading)"
                continue
            }
            guard inside, line.hasPrefix("| `") else { continue }
            let afterTick = line.dropFirst(3)
            keys.append(String(afterTick.prefix { $0 != "`" }))
        }
        return keys
    }

    nonisolated static let headings = [
        "The scene", "A capture", "The screen", "A window", "A view controller", "A view", "View classes", "A gesture",
        "Gesture types",
        "A control target", "The app delegate", "An object", "Script steps", "expect", "Properties expect reads",
        "Log kinds"
    ]

    /// The keys the reader accepts for the table under `heading`, from its own tables.
    func accepted(_ heading: String) -> [String] {
        switch heading {
        case "The scene": SceneBuilder.sceneKeys
        case "A capture": SceneBuilder.capturedKeys
        case "The screen": SceneBuilder.screenKeys
        case "An object": SceneBuilder.objectKeys
        case "A window": SceneBuilder.windowKeys
        case "A view controller": SceneBuilder.controllerKeys
        case "A view": SceneBuilder.viewKeys
        case "View classes": ViewFactory.classes.map(\.key)
        case "A gesture": GestureFactory.keys
        case "Gesture types": GestureFactory.types.map(\.key)
        case "A control target": SceneBuilder.targetKeys
        case "The app delegate": SceneBuilder.appDelegateKeys
        case "Script steps": Script.stepNames
        case "expect": Expectation.targetKeys + Expectation.stepChecks
        case "Properties expect reads": ObjectProperty.all.map(\.name)
        default: ["log", "step"] + LogEntry.Kind.allCases.map(\.rawValue)
        }
    }

    @Test("every table lists exactly the keys the reader accepts", arguments: headings)
    func table(heading: String) throws {
        let listed = try Self.tableKeys(heading)
        #expect(!listed.isEmpty, "no table under ### \(heading)")
        let accepted = accepted(heading)
        #expect(accepted.filter { !listed.contains($0) } == [], "accepted but not listed under \(heading)")
        #expect(listed.filter { !accepted.contains($0) } == [], "listed under \(heading) but not accepted")
        #expect(Set(listed).count == listed.count, "listed twice under \(heading)")
    }

    @Test("expect reads exactly the properties the format's names list, and accepts those keys")
    func properties() {
        #expect(ObjectProperty.all.map(\.name) == ObjectProperty.names)
        #expect(Set(Expectation.keys) == Set(Expectation.targetKeys + Expectation.stepChecks + ObjectProperty.names))
    }

    @Test("every step with a mapping body lists its keys, and `set` takes every settable view and gesture key")
    func stepKeys() {
        #expect(Set(Script.stepKeys.keys).isSubset(of: Script.stepNames))
        let set = Script.stepKeys["set"]!
        #expect(SceneBuilder.settableKeys.allSatisfy(set.contains))
        #expect(GestureFactory.settableKeys.allSatisfy(set.contains))
    }

    @Test("each step's row in the steps table shows every key the step takes (set and expect have tables of their own)")
    func stepRows() throws {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("Documentation/SceneFormat.md"), encoding: .utf8)
        for (step, keys) in Script.stepKeys where step != "set" && step != "expect" {
            let section = text.components(separatedBy: "### Script steps")[1].components(separatedBy: "\n### ")[0]
            let row = section.split(separator: "\n").first { $0.hasPrefix("| `\(step)` |") }
            #expect(row != nil, "no row for \(step)")
            for key in keys {
                #expect(row?.contains("\(key):") == true, "the row of \(step) does not show \(key)")
            }
        }
    }

    @Test("the DocC catalog's SceneFormat article is the reference page, byte for byte")
    func doccCopy() throws {
        let page = try Data(contentsOf: Self.root.appendingPathComponent("Documentation/SceneFormat.md"))
        let article = try Data(
            contentsOf: Self.root.appendingPathComponent("Sources/ResponderScene/ResponderScene.docc/SceneFormat.md"))
        #expect(page == article)
    }
}
