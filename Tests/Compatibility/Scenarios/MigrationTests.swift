import Foundation
import ResponderPort
import Testing

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
            // `responder port` applies M1–M4 and reports M5 where the snippet has a table entry.
            let port = try UIKitPort(original, file: name)
            let warnings = port.warnings.filter { !$0.isNote }
            #expect(warnings.isEmpty == !snippet.contains("implement("), "\(name): \(warnings)")
            // Compared without layout: the formatter may wrap a line differently once it is shorter.
            #expect(
                tokens(port.source) == tokens(removingActionTableDeclarations(snippet)), "\(name)")
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
