import Foundation
import ResponderKit
import Testing

@testable import ResponderDiagnosis
@testable import ResponderScene

/// `zero-size-arranged`: a button its stack view lays out with no width or height.
@Suite("Lint: stack views")
@MainActor
struct StackViewLintTests {
    /// A scene of one window holding one stack view, written from line 5 on.
    func scene(_ stack: String) throws -> Scene {
        try SceneLoader.load(
            "windows:\n  - id: w\n    key: true\n    subviews:\n" + stack + "\n", file: "s.yaml")
    }

    /// `zero-size-arranged`'s findings in `scene`, each as `line:column: message | fix`.
    func findings(_ scene: Scene) -> [String] {
        Lint.check(scene).filter { $0.check == "zero-size-arranged" }.map {
            "\($0.line):\($0.column): \($0.message) | \($0.fix)"
        }
    }

    @Test("zero-size-arranged STK6: a button with no width of its own, under a distribution that keeps own widths")
    func noOwnWidth() throws {
        let scene = try scene(
            """
                  - id: bar
                    class: UIStackView
                    frame: [0, 600, 375, 44]
                    distribution: equalSpacing
                    arrangedSubviews:
                      - {id: back, class: UIButton, frame: [0, 0, 60, 44]}
                      - {id: share, class: UIButton}
            """)
        #expect(
            findings(scene) == [
                "11:18: `share` (UIButton) can never be touched: its stack view `bar` (UIStackView) lays it out 0 pt wide, because its distribution equalSpacing keeps each view's own width, and `share` (UIButton) has none | give `share` (UIButton) a width of its own (a frame, or an intrinsicContentSize), or set the distribution of `bar` (UIStackView) to fillEqually"
            ])
        let finding = try #require(Lint.check(scene).first { $0.check == "zero-size-arranged" })
        #expect(finding.change?.property == "distribution" && finding.change?.value == "fillEqually")
        #expect(finding.severity == .error)
    }

    @Test("zero-size-arranged STK8: a button with no height of its own, under an alignment that keeps own heights")
    func noOwnHeight() throws {
        let scene = try scene(
            """
                  - id: bar
                    class: UIStackView
                    frame: [0, 600, 375, 44]
                    distribution: fillEqually
                    alignment: center
                    arrangedSubviews:
                      - {id: back, class: UIButton, frame: [0, 0, 60, 44]}
                      - {id: share, class: UIButton, frame: [0, 0, 60, 0]}
            """)
        #expect(
            findings(scene) == [
                "12:18: `share` (UIButton) can never be touched: its stack view `bar` (UIStackView) lays it out 0 pt tall, because its alignment center keeps each view's own height, and `share` (UIButton) has none | give `share` (UIButton) a height of its own (a frame, or an intrinsicContentSize), or set the alignment of `bar` (UIStackView) to fill"
            ])
    }

    @Test("zero-size-arranged STK3: a button squeezed out by the views before it, and one left no room by the margins")
    func noRoom() throws {
        let squeezed = try scene(
            """
                  - id: column
                    class: UIStackView
                    axis: vertical
                    frame: [0, 0, 100, 100]
                    arrangedSubviews:
                      - {id: a, class: UIButton, frame: [0, 0, 100, 100]}
                      - {id: b, class: UIButton, frame: [0, 0, 100, 60]}
            """)
        #expect(
            findings(squeezed) == [
                "11:18: `b` (UIButton) can never be touched: its stack view `column` (UIStackView) lays it out 0 pt tall: the stack's other views and spacing take all its height | make `column` (UIStackView) taller, or its spacing or other views smaller"
            ])
        let margins = try scene(
            """
                  - id: bar
                    class: UIStackView
                    frame: [0, 600, 375, 44]
                    distribution: fillEqually
                    layoutMargins: [22, 0, 22, 0]
                    layoutMarginsRelativeArrangement: true
                    arrangedSubviews: [{id: back, class: UIButton}, {id: share, class: UIButton}]
            """)
        #expect(
            findings(margins) == [
                "11:33: `back` (UIButton) can never be touched: its stack view `bar` (UIStackView) lays it out 0 pt tall: `bar` (UIStackView) leaves no height for its views inside its layout margins | make the layoutMargins of `bar` (UIStackView) smaller, or the stack taller",
                "11:62: `share` (UIButton) can never be touched: its stack view `bar` (UIStackView) lays it out 0 pt tall: `bar` (UIStackView) leaves no height for its views inside its layout margins | make the layoutMargins of `bar` (UIStackView) smaller, or the stack taller"
            ])
    }

    @Test(
        "zero-size-arranged: nothing for buttons the stack sizes, hidden ones, or a stack of zero size (zero-size-ancestor's)"
    )
    func fine() throws {
        let sized = try scene(
            """
                  - id: bar
                    class: UIStackView
                    frame: [0, 600, 375, 44]
                    distribution: fillEqually
                    arrangedSubviews:
                      - {id: back, class: UIButton}
                      - {id: share, class: UIButton}
                      - {id: gone, class: UIButton, hidden: true}
            """)
        #expect(findings(sized) == [])
        let flat = try scene(
            """
                  - id: bar
                    class: UIStackView
                    frame: [0, 600, 375, 0]
                    arrangedSubviews: [{id: back, class: UIButton}]
            """)
        #expect(findings(flat) == [])
        #expect(Lint.check(flat).map(\.check).contains("zero-size-ancestor"))
    }
}
