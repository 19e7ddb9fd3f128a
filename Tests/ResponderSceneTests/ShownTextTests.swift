import Foundation
import ResponderKit
import Testing

@testable import ResponderScene

@Suite("what a person sees of a view")
@MainActor
struct ShownTextTests {
    @Test("a label's text, a field's text else its placeholder, a button's title else its label's; a plain view none")
    func shownText() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: w
                subviews:
                  - {id: name, class: UILabel, frame: [0, 0, 100, 20], text: "  Linen\\n  shirt  "}
                  - {id: field, class: UITextField, frame: [0, 20, 100, 20], text: "hello"}
                  - {id: empty, class: UITextField, frame: [0, 40, 100, 20]}
                  - {id: plain, frame: [0, 60, 100, 20]}
                  - id: buy
                    class: UIButton
                    frame: [0, 80, 100, 20]
                    subviews:
                      - {id: buyLabel, class: UILabel, frame: [0, 0, 100, 20], text: Add to cart}
                  - {id: long, class: UILabel, frame: [0, 100, 100, 20], text: "The quick brown fox jumps over the lazy dog again"}
            """)
        func shown(_ id: String) -> String? {
            (scene.objects[id] as? UIView).flatMap { scene.shownText(of: $0) }
        }
        #expect(shown("name") == "Linen shirt")
        #expect(shown("field") == "hello")
        #expect(shown("empty") == nil)
        (scene.objects["empty"] as? UITextField)?.placeholder = "Email"
        #expect(shown("empty") == "Email")
        #expect(shown("plain") == nil)
        #expect(shown("buy") == "Add to cart")
        (scene.objects["buy"] as? UIButton)?.setTitle("Buy", for: .normal)
        #expect(shown("buy") == "Buy")
        #expect(shown("long") == "The quick brown fox jumps over the lazy…")
        #expect(shown("long")?.count == 40)
    }
}
