import Foundation
import ResponderKit
import Testing

@testable import ResponderScene

@Suite("Scene errors: aliases as keys")
@MainActor
struct AliasKeyTests {
    /// Loads `text` and returns the error's one-line form `line:column: message | hint`.
    func failure(_ text: String) -> String {
        do {
            _ = try SceneLoader.load(text, file: "s.yaml")
            return "no error"
        } catch let error as SceneError {
            return "\(error.line):\(error.column): \(error.message) | \(error.hint ?? "")"
        } catch {
            return "\(error)"
        }
    }

    /// Nine nested aliases of ten items each: a billion nodes as one tree.
    let bomb =
        (["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        + "bcdefghi".map { name in
            let previous = Character(UnicodeScalar(name.asciiValue! - 1))
            return "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]"
        }).joined(separator: "\n")

    @Test("an alias as a mapping key is refused before the reader, which would hash its whole tree")
    func aliasKeys() {
        let refusal =
            "an alias (*name) stands as a mapping key here; scene files take aliases as values only"
            + " | write the key out, or use the alias as a value (frame: *box)"
        #expect(failure(bomb + "\nwindows: [{id: w, tag: {*i, x: 1}}]\n") == "10:25: " + refusal)
        #expect(failure(bomb + "\n*i : 1\nwindows: [{id: w}]\n") == "10:1: " + refusal)
        #expect(failure(bomb + "\n? [*i]\n: 1\nwindows: [{id: w}]\n") == "10:4: " + refusal)
    }

    @Test("aliases as values share their node and read as before; quoted text and comments are not aliases")
    func aliasValues() {
        #expect(
            failure(bomb + "\nwindows: [{id: w}]\n")
                == "1:1: unknown key 'a' in the scene | expected one of: screen, windows, objects, appDelegate, firstResponder, script, captured"
        )
        let anchors = """
            windows:
              - id: w
                subviews:
                  - {id: A, frame: &box [0, 0, 5, 5]}
                  - {id: B, frame: *box}
                  - id: C
                    frame: *box # not a key: *box
                  - {id: D, class: UILabel, frame: [0, 0, 1, 1], text: '*x: y'}
            """
        #expect(failure(anchors) == "no error")
    }
}
