import Foundation
import ResponderKit
import Testing

@testable import ResponderDiagnosis
@testable import ResponderScene

/// How `render` and the playground draw a scroll view: at its own size, the content offset
/// applied, the content out of view left out and summed up, never a sliver as tall as the content.
@Suite("Rendering scroll views")
@MainActor
struct ScrollViewRenderTests {
    /// A window holding a scroll view `form` (375×600 at the top) of thirty 44-pt rows, scrolled
    /// down `offset` points.
    func form(offset: Int = 0) throws -> Scene {
        let rows = (0..<30).map {
            "            - {id: row\($0), class: UIButton, frame: [0, \($0 * 44), 375, 44]}"
        }
        return try SceneLoader.load(
            """
            windows:
              - id: window
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      - id: form
                        class: UIScrollView
                        frame: [0, 0, 375, 600]
                        contentSize: [375, 1320]
                        contentOffset: [0, \(offset)]
                        subviews:
            \(rows.joined(separator: "\n"))
            """)
    }

    /// The `<rect>` elements of `svg` filled with `fill` at `opacity`, in order.
    func rects(in svg: String, fill: String, opacity: String) throws -> [CGRect] {
        let number = #"(-?[0-9.]+)"#
        let pattern = try Regex(
            #"<rect x="\#(number)" y="\#(number)" width="\#(number)" height="\#(number)" fill="\#(fill)" fill-opacity="\#(opacity)""#
        )
        return svg.matches(of: pattern).map { match in
            let values = (1...4).map { CGFloat(Double(match.output[$0].substring ?? "") ?? .nan) }
            return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
    }

    @Test("a 30-row form is drawn at the scroll view's size: the rows out of view are left out and counted")
    func thirtyRows() throws {
        let svg = SVGRenderer.render(try form())
        let picture = try RenderedPicture(svg)
        // The canvas holds the window and the legend, not the 1320 pt of content.
        #expect(picture.viewBox.height < 800, "\(picture.viewBox)")
        #expect(picture.viewBox.width >= 375)
        let rows = (0..<30).filter { picture.polygons["row\($0) (UIButton)"] != nil }
        #expect(rows == Array(0...13), "rows 0 to 12 in view, row 13 (572…616) in part")
        #expect(
            picture.labels.contains {
                $0.text == "form (UIScrollView) — content 375×1320 at offset (0, 0), 16 views out of view"
            }, "\(picture.labels.map(\.text))")
        // Every row is drawn inside the scroll view's clip path, the scroll view's shape on screen.
        #expect(svg.contains(#"<clipPath id="scroll1"><polygon points="0,0 375,0 375,600 0,600"/></clipPath>"#))
        #expect(svg.components(separatedBy: ##"<g clip-path="url(#scroll1)">"##).count - 1 == 14 + 1)
        // The content's outline, dashed, and a bar showing the part in view: 600 of 1320 pt.
        #expect(svg.contains(##"<polygon points="0,0 375,0 375,1320 0,1320" fill="none" stroke="#8250df""##))
        let track = try #require(try rects(in: svg, fill: "#8250df", opacity: "0.2").first)
        let thumb = try #require(try rects(in: svg, fill: "#8250df", opacity: "0.8").first)
        #expect(track == CGRect(x: 371, y: 2, width: 3, height: 596))
        #expect(thumb.minY == track.minY && abs(thumb.height - 596 * 600 / 1320) < 0.01)
        #expect(picture.labels.contains { $0.text.hasPrefix("purple dashed: a scroll view's content") })
    }

    @Test("the content offset moves the content up: rows above and below the visible part are left out")
    func scrolled() throws {
        let svg = SVGRenderer.render(try form(offset: 400))
        let picture = try RenderedPicture(svg)
        let rows = (0..<30).filter { picture.polygons["row\($0) (UIButton)"] != nil }
        // Visible: content y 400…1000, rows 9 (396…440) to 22 (968…1012).
        #expect(rows == Array(9...22))
        #expect(
            picture.polygons["row10 (UIButton)"] == [
                .init(x: 0, y: 40), .init(x: 375, y: 40), .init(x: 375, y: 84), .init(x: 0, y: 84)
            ])
        #expect(
            picture.labels.contains { $0.text.hasSuffix("content 375×1320 at offset (0, 400), 16 views out of view") })
        let thumb = try #require(try rects(in: svg, fill: "#8250df", opacity: "0.8").first)
        #expect(abs(thumb.minY - (2 + 596 * 400 / 1320)) < 0.01)
        // A row cut by the fold is labelled at the top of its visible part, not above the scroll view.
        let label = try #require(picture.labels.first { $0.text.hasPrefix("row9 (UIButton)") })
        #expect(label.box.minY >= 0)
        #expect(picture.viewBox.minY > -20, "\(picture.viewBox)")
    }

    @Test("a scroll view inside a scroll view clips within its own clip path, and the outer one counts what it hides")
    func nested() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: window
                subviews:
                  - id: outer
                    class: UIScrollView
                    frame: [0, 0, 375, 300]
                    contentSize: [375, 2000]
                    subviews:
                      - id: inner
                        class: UIScrollView
                        frame: [0, 200, 375, 200]
                        contentSize: [2000, 200]
                        subviews:
                          - {id: near, class: UIButton, frame: [0, 0, 100, 200]}
                          - {id: far, class: UIButton, frame: [1000, 0, 100, 200]}
                      - {id: deep, class: UIButton, frame: [0, 1500, 100, 40]}
            """)
        let svg = SVGRenderer.render(scene)
        let picture = try RenderedPicture(svg)
        #expect(svg.contains(##"<clipPath id="scroll2" clip-path="url(#scroll1)">"##))
        #expect(picture.polygons["near (UIButton)"] != nil)
        #expect(picture.polygons["far (UIButton)"] == nil && picture.polygons["deep (UIButton)"] == nil)
        #expect(
            picture.labels.contains {
                $0.text == "outer (UIScrollView) — content 375×2000 at offset (0, 0), 1 view out of view"
            })
        #expect(
            picture.labels.contains {
                $0.text == "inner (UIScrollView) — content 2000×200 at offset (0, 0), 1 view out of view"
            })
        #expect(picture.viewBox.height < 800 && picture.viewBox.width < 700, "\(picture.viewBox)")
    }

    @Test("a scene without scroll views draws no clip paths and no scroll legend")
    func noScrollViews() throws {
        let scene = try SceneLoader.load(
            "windows: [{id: window, subviews: [{id: b, class: UIButton, frame: [0, 700, 100, 44]}]}]")
        let svg = SVGRenderer.render(scene)
        #expect(!svg.contains("clipPath") && !svg.contains("purple dashed"))
        // Outside a scroll view, what lies beyond the window is drawn where it is, as before.
        #expect(try RenderedPicture(svg).polygons["b (UIButton)"] != nil)
    }
}
