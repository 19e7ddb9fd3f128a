import Foundation
import Testing

/// The documented migration (Documentation/PortingFromUIKit.md), applied as text.
///
/// M1 `import UIKit` becomes `import ResponderKit`. M2 `@objc ` goes. M3 a
/// `#selector(Type.method(…))` given as the action of a target that is not nil becomes the method
/// reference `Type.method`. M4 any other `#selector(…)` becomes `Selector(("objcName"))`.
func migrateFromUIKit(_ source: String) -> String {
    var text = source.replacingOccurrences(of: "import UIKit", with: "import ResponderKit")
    text = text.replacingOccurrences(of: "@objc ", with: "")
    let typed = try! NSRegularExpression(
        pattern:
            #"((?:target|addTarget\(|\.addTarget\() *(?!nil)[^,()]+, action: )#selector\(([A-Z]\w*)\.(\w+)(\([^()]*\))?\)"#
    )
    text = typed.stringByReplacingMatches(
        in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1$2.$3")
    let value = try! NSRegularExpression(pattern: #"#selector\((?:[A-Z]\w*\.)?(\w+)(?:\(([^()]*)\))?\)"#)
    while let match = value.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) {
        let name = String(text[Range(match.range(at: 1), in: text)!])
        var objcName = name
        if let labels = Range(match.range(at: 2), in: text).map({ String(text[$0]) }) {
            for (index, label) in labels.split(separator: ":").enumerated() {
                if index == 0 {
                    // Only unlabelled first arguments are mechanical (PortingFromUIKit.md, M4).
                    precondition(label == "_", "a labelled first argument: write its Objective-C name by hand")
                    objcName += ":"
                } else {
                    objcName += "\(label):"
                }
            }
        }
        text.replaceSubrange(Range(match.range, in: text)!, with: "Selector((\"\(objcName)\"))")
    }
    return text
}

/// M5 undone: a method that a selector value names keeps `@objc` under `#if canImport(UIKit)` and
/// is put in the action table under `#if !canImport(UIKit)`; removing both gives M1–M4's text.
func removingActionTableDeclarations(_ snippet: String) -> String {
    var text = snippet
    let table = try! NSRegularExpression(pattern: #"\n *#if !canImport\(UIKit\)\n(?:.*\n)*? *#endif(?=\n)"#)
    text = table.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
    let objc = try! NSRegularExpression(pattern: #"#if canImport\(UIKit\)\n *@objc\n *#endif\n *"#)
    return objc.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
}

/// The text without its layout (every space and line break removed), so that a line the
/// formatter wraps differently once it is shorter still compares equal.
func tokens(_ text: String) -> String {
    String(text.filter { $0 != " " && $0 != "\n" })
}

@Suite("UIKit snippets port by the documented migration")
struct MigrationTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static var originals: [String] {
        let names = try? FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("UIKitOriginals").path)
        return (names ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test("every original that uses #selector becomes its compiled snippet by M1–M5 alone")
    func migration() throws {
        #expect(Self.originals.count >= 10)
        for name in Self.originals {
            let original = try String(
                contentsOf: Self.folder.appendingPathComponent("UIKitOriginals/\(name)"), encoding: .utf8)
            let snippet = try String(
                contentsOf: Self.folder.appendingPathComponent("Snippets/\(name)"), encoding: .utf8)
            #expect(original.contains("#selector"), "\(name)")
            // Compared without layout: the formatter may wrap a line differently once it is shorter.
            #expect(
                tokens(migrateFromUIKit(original)) == tokens(removingActionTableDeclarations(snippet)), "\(name)")
        }
    }

    @Test("every other snippet differs from UIKit code only by its import")
    func importOnly() throws {
        let snippets = try FileManager.default.contentsOfDirectory(
            atPath: Self.folder.appendingPathComponent("Snippets").path)
        let migrated = Set(Self.originals)
        #expect(snippets.count >= 30)
        for name in snippets where !migrated.contains(name) {
            let snippet = try String(
                contentsOf: Self.folder.appendingPathComponent("Snippets/\(name)"), encoding: .utf8)
            #expect(snippet.contains("\nimport ResponderKit\n"), "\(name)")
            #expect(!snippet.contains("import UIKit") && !snippet.contains("implement("), "\(name)")
        }
    }
}
