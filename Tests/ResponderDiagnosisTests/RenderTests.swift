import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@testable import ResponderDiagnosis
@testable import ResponderScene

/// What a test reads back from a rendered SVG: its viewBox, the label boxes with their text, the
/// touch marker, and every view's polygon by its title.
struct RenderedPicture {
    struct Label {
        let box: CGRect
        let text: String
        let textOrigin: CGPoint
    }

    let viewBox: CGRect
    let labels: [Label]
    let marker: CGRect?
    let polygons: [String: [CGPoint]]

    init(_ svg: String) throws {
        let number = #"(-?[0-9.e+]+)"#
        let head = try #require(
            svg.firstMatch(of: try Regex(#"viewBox="\#(number) \#(number) \#(number) \#(number)""#)))
        viewBox = try CGRect(
            x: Self.value(head, 1), y: Self.value(head, 2), width: Self.value(head, 3), height: Self.value(head, 4))
        let labelPattern = try Regex(
            #"<rect class="label" x="\#(number)" y="\#(number)" width="\#(number)" height="\#(number)"[^>]*/>\n"#
                + #"<text x="\#(number)" y="\#(number)"[^>]*>([^<]*)</text>"#)
        labels = try svg.matches(of: labelPattern).map { match in
            try Label(
                box: CGRect(
                    x: Self.value(match, 1), y: Self.value(match, 2), width: Self.value(match, 3),
                    height: Self.value(match, 4)),
                text: String(try #require(match.output[7].substring)),
                textOrigin: CGPoint(x: Self.value(match, 5), y: Self.value(match, 6)))
        }
        if let ring = svg.firstMatch(of: try Regex(#"<circle cx="\#(number)" cy="\#(number)" r="6""#)) {
            marker = try CGRect(x: Self.value(ring, 1) - 7, y: Self.value(ring, 2) - 7, width: 14, height: 14)
        } else {
            marker = nil
        }
        var polygons: [String: [CGPoint]] = [:]
        for match in svg.matches(of: try Regex(#"<polygon points="([^"]*)"[^>]*><title>([^<]*)</title>"#)) {
            let points = try #require(match.output[1].substring).split(separator: " ").map { pair in
                let xy = pair.split(separator: ",").compactMap { Double($0) }
                return CGPoint(x: xy[0], y: xy[1])
            }
            polygons[String(try #require(match.output[2].substring))] = points
        }
        self.polygons = polygons
    }

    private static func value(_ match: Regex<AnyRegexOutput>.Match, _ index: Int) throws -> CGFloat {
        CGFloat(try #require(match.output[index].substring.flatMap { Double($0) }))
    }

    /// Every pair of labels that share some area, by their text.
    var overlappingLabels: [String] {
        var found: [String] = []
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] where LabelPlacer.overlap(a.box, b.box) {
                found.append("'\(a.text)' \(a.box) and '\(b.text)' \(b.box)")
            }
        }
        return found
    }
}

@Suite("Rendering a scene as SVG")
@MainActor
struct RenderTests {
    /// A crowd: twenty views nested at one corner, a row of narrow buttons with long ids, a pruned
    /// sibling, and a touch right at the corner of the view it hits.
    static let crowd: String = {
        var nested = "subviews: []"
        for level in (1...20).reversed() {
            nested = "subviews: [{id: level\(level), frame: [0, 0, \(200 + level), \(200 + level)], \(nested)}]"
        }
        let buttons = (0..<12).map {
            "{id: aButtonWithAVeryLongName\($0), class: UIButton, frame: [\($0 * 30), 300, 28, 30]}"
        }
        return """
            windows:
              - id: window
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      - {id: stack, frame: [20, 20, 250, 250], \(nested)}
                      - {id: row, frame: [0, 0, 375, 400], subviews: [\(buttons.joined(separator: ", "))]}
                      - {id: target, class: UIButton, frame: [100, 500, 120, 40]}
                      - {id: cover, frame: [90, 495, 60, 20], hidden: true}
            """
    }()

    @Test("no two labels overlap, and none sits on the touch marker, in a crowded scene")
    func crowdedLabels() throws {
        let scene = try SceneLoader.load(Self.crowd)
        // The touch lands just inside the button's corner, where the button's own label starts.
        let svg = SVGRenderer.render(scene, at: CGPoint(x: 103, y: 503))
        let picture = try RenderedPicture(svg)
        let views = scene.objects.values.filter { $0 is UIView }.count
        #expect(picture.labels.count == views + 1 + 3, "one label per view, the touch's and three legend lines")
        #expect(picture.overlappingLabels == [])
        let marker = try #require(picture.marker)
        #expect(picture.labels.filter { LabelPlacer.overlap($0.box, marker) }.map(\.text) == [])
        let touch = try #require(picture.labels.first { $0.text.hasPrefix("touch ") })
        #expect(touch.text == "touch (103, 503) → target (UIButton)")
        #expect(abs(touch.box.minX - marker.maxX) <= 2 && abs(touch.box.maxY - marker.minY) <= 2, "beside the marker")
        #expect(svg == SVGRenderer.render(try SceneLoader.load(Self.crowd), at: CGPoint(x: 103, y: 503)))
    }

    @Test("labels stay apart, inside the viewBox, with their text in their box, in random crowds", arguments: 0..<6)
    func randomCrowds(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var views: [String] = []
        for index in 0..<80 {
            let x = Int.random(in: -40...360, using: &random), y = Int.random(in: -40...640, using: &random)
            let w = Int.random(in: 0...200, using: &random), h = Int.random(in: 0...120, using: &random)
            let angle = Double.random(in: 0..<(2 * .pi), using: &random)
            let turned =
                index % 4 == 0 ? ", transform: [\(cos(angle)), \(sin(angle)), \(-sin(angle)), \(cos(angle)), 0, 0]" : ""
            views.append("{id: v\(index), class: UILabel, frame: [\(x), \(y), \(w), \(h)]\(turned)}")
        }
        let scene = try SceneLoader.load(
            """
            windows:
              - id: window
                rootViewController: {id: vc, view: {id: root, subviews: [\(views.joined(separator: ", "))]}}
            """)
        let point = CGPoint(
            x: Double.random(in: 0...375, using: &random), y: Double.random(in: 0...667, using: &random))
        let picture = try RenderedPicture(SVGRenderer.render(scene, at: point))
        #expect(picture.labels.count == 80 + 2 + 1 + 3, "the views, the window and root, the touch, the legend")
        #expect(picture.overlappingLabels == [])
        let marker = try #require(picture.marker)
        #expect(picture.labels.filter { LabelPlacer.overlap($0.box, marker) }.map(\.text) == [])
        for label in picture.labels {
            #expect(picture.viewBox.contains(label.box), "\(label.text) at \(label.box)")
            #expect(label.textOrigin.x == label.box.minX + 1 && label.box.minY < label.textOrigin.y)
            #expect(label.textOrigin.y < label.box.maxY && label.box.height == LabelPlacer.lineHeight)
            #expect(label.box.width >= TextMetrics.width(label.text) + 2 - 0.001)
        }
        for (name, corners) in picture.polygons {
            #expect(corners.allSatisfy(picture.viewBox.contains), "\(name): \(corners)")
        }
    }

    @Test("a label's box is as wide as its text in the widest of the fonts the SVG names")
    func textWidths() {
        // Helvetica: `i` 222, `W` 944 thousandths; DejaVu Sans: `i` 278, `W` 989, `m` 975.
        #expect(TextMetrics.width("i") == CGFloat(278) * 9 / 1000)
        #expect(TextMetrics.width("W") == CGFloat(989) * 9 / 1000)
        #expect(TextMetrics.width("@") == CGFloat(1015) * 9 / 1000)
        #expect(TextMetrics.width("mm", bold: true) == 2 * CGFloat(1042) * 9 / 1000)
        #expect(TextMetrics.width("→") == CGFloat(838) * 9 / 1000)
        #expect(TextMetrics.width("你") == 9)
    }

    @Test("coordinates are rounded to hundredths, in the text and in the geometry")
    func rounding() throws {
        #expect(SVGRenderer.n(76.53668647301797) == "76.54")
        #expect(SVGRenderer.n(12.50) == "12.5")
        #expect(SVGRenderer.n(300) == "300")
        #expect(SVGRenderer.n(-0.001) == "0")
        #expect(SVGRenderer.n(-7.005001) == "-7.01")
        let third = 100.0 / 3
        let scene = try SceneLoader.load(
            """
            windows:
              - id: window
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      - id: turned
                        frame: [50.123456, 50.987654, 100, 100]
                        transform: [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]
                      - {id: narrow, frame: [200, 300, \(third), 20]}
            """)
        let svg = SVGRenderer.render(scene, at: CGPoint(x: 76.53668647301797, y: 300.126))
        #expect(svg.contains("touch (76.54, 300.13) → root (UIView)"))
        #expect(svg.contains("narrow (UIView) — pruned: outside bounds (0, 0, 33.33, 20)"))
        let long = try Regex(#"[0-9]\.[0-9]{3}"#)
        #expect(svg.firstMatch(of: long) == nil, "a number with more than two decimals")
        let picture = try RenderedPicture(svg)
        let corners = try #require(picture.polygons["turned (UIView)"])
        let engine = SVGRenderer.cornersOnScreen(try #require(scene.view("turned")))
        #expect(corners.count == 4)
        for (drawn, exact) in zip(corners, engine) {
            #expect(abs(drawn.x - exact.x) <= 0.005 && abs(drawn.y - exact.y) <= 0.005, "\(drawn) for \(exact)")
        }
    }

    @Test("a view's backgroundColor fills its shape under its outline; clear and nil colours draw nothing")
    func backgroundColors() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: window
                frame: [0, 0, 200, 300]
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      - {id: card, frame: [10, 20, 100, 50]}
                      - {id: glass, frame: [10, 100, 100, 50]}
            """)
        try #require(scene.view("card")).backgroundColor = UIColor.red.withAlphaComponent(0.5)
        try #require(scene.view("glass")).backgroundColor = .clear
        let svg = SVGRenderer.render(scene)
        let fills = svg.split(separator: "\n").filter { $0.contains("fill=\"rgb(") }
        #expect(
            fills == [
                #"<polygon points="10,20 110,20 110,70 10,70" fill="rgb(255,0,0)" fill-opacity="0.5" stroke="none"/>"#
            ])
    }

    @Test("rotated and scaled views are drawn as their shape on screen, inside the viewBox")
    func transformedViews() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: window
                frame: [0, 0, 200, 300]
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      - id: spinner
                        frame: [-20, -20, 80, 80]
                        transform: [0.70710678118654757, 0.70710678118654757, -0.70710678118654757, 0.70710678118654757, 0, 0]
                        subviews: [{id: blade, frame: [60, 0, 40, 10]}]
                      - {id: big, frame: [150, 250, 40, 40], transform: [3, 0, 0, 3, 0, 0]}
            """)
        let picture = try RenderedPicture(SVGRenderer.render(scene))
        let spinner = try #require(picture.polygons["spinner (UIView)"])
        // Turned by 45° about its center (20, 20): its corners are on the axes through the center.
        let half = 40 * 2.0.squareRoot()
        let expected = [
            CGPoint(x: 20, y: 20 - half), CGPoint(x: 20 + half, y: 20), CGPoint(x: 20, y: 20 + half),
            CGPoint(x: 20 - half, y: 20)
        ]
        for (drawn, exact) in zip(spinner, expected) {
            #expect(abs(drawn.x - exact.x) <= 0.005 && abs(drawn.y - exact.y) <= 0.005, "\(drawn) for \(exact)")
        }
        // Its subview turns with it: its corners come from the engine's conversion, not its frame.
        let blade = try #require(picture.polygons["blade (UIView)"])
        let bladeView = try #require(scene.view("blade"))
        for (drawn, exact) in zip(blade, SVGRenderer.cornersOnScreen(bladeView)) {
            #expect(abs(drawn.x - exact.x) <= 0.005 && abs(drawn.y - exact.y) <= 0.005)
        }
        #expect(blade[0].y != blade[1].y, "the blade's top edge is turned")
        // Scaled 3× about its center (170, 270): from (110, 210) to (230, 330), past the window.
        #expect(
            picture.polygons["big (UIView)"] == [
                CGPoint(x: 110, y: 210), CGPoint(x: 230, y: 210), CGPoint(x: 230, y: 330), CGPoint(x: 110, y: 330)
            ])
        for (name, corners) in picture.polygons {
            #expect(corners.allSatisfy(picture.viewBox.contains), "\(name): \(corners) outside \(picture.viewBox)")
        }
        #expect(picture.viewBox.minX < 20 - half && picture.viewBox.minY < 20 - half)
        #expect(picture.viewBox.maxX > 230 && picture.viewBox.maxY > 330)
    }

    @Test("views are named by id and the class the scene declares")
    func namesInScenes() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: window
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      - {id: saveButton, class: UIButton, frame: [10, 10, 100, 40]}
                      - {id: follow, class: MyApp.FollowButton, baseClass: UIButton, frame: [10, 60, 100, 40]}
                      - {id: plain, frame: [10, 110, 100, 40]}
            """)
        let svg = SVGRenderer.render(scene, at: CGPoint(x: 20, y: 70))
        let texts = try RenderedPicture(svg).labels.map(\.text)
        #expect(texts.contains("saveButton (UIButton)"))
        #expect(texts.contains("follow (MyApp.FollowButton) — hit"))
        #expect(texts.contains("plain (UIView) — pruned: outside bounds (0, 0, 100, 40)"))
        #expect(texts.contains("window (UIWindow)"))
        #expect(texts.contains("touch (20, 70) → follow (MyApp.FollowButton)"))
        #expect(svg.contains("<title>saveButton (UIButton)</title>"))
    }

    @Test("views of a dump are named by address and the class it printed")
    func namesInDumps() throws {
        let dump = """
            <UIWindow: 0x7f912540fff0; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x600000c86320>>
               | <UIView: 0x7f9125414e10; frame = (0 0; 414 896); layer = <CALayer: 0x600000c86380>>
               |    | <MyApp.FollowButton: 0x7f9125512340; baseClass = UIButton; frame = (300 40; 100 44); layer = <CALayer: 0x600000c8ff60>>
               |    | <UIView: 0x7f9125513340; frame = (50 50; 100 100); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; layer = <CALayer: 0x600000c8ff70>>
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try dump.write(to: file, atomically: true, encoding: .utf8)
        let scene = try SceneLoader.load(path: file.path)
        let svg = SVGRenderer.render(scene, at: CGPoint(x: 310, y: 50))
        let picture = try RenderedPicture(svg)
        let texts = picture.labels.map(\.text)
        #expect(texts.contains("0x7f912540fff0 (UIWindow)"))
        #expect(texts.contains("0x7f9125512340 (MyApp.FollowButton) — hit"))
        #expect(texts.contains("touch (310, 50) → 0x7f9125512340 (MyApp.FollowButton)"))
        // The turned view's frame is its bounding box; its bounds are drawn turned, and rounded.
        #expect(
            picture.polygons["0x7f9125513340 (UIView)"] == [
                CGPoint(x: 79.29, y: 50), CGPoint(x: 150, y: 79.29), CGPoint(x: 120.71, y: 150),
                CGPoint(x: 50, y: 120.71)
            ])
        #expect(picture.overlappingLabels == [])
    }

    @Test(
        "past the label limit, the hit-test path, pruned views and touch targets keep their labels; every view keeps its shape and name"
    )
    func labelLimit() throws {
        // A window with a grid of 1,500 plain views, a hidden view and a button in front of them.
        var lines = ["<UIWindow: 0x7f0000100001; frame = (0 0; 400 800); layer = <UIWindowLayer: 0x600000000001>>"]
        for index in 0..<1500 {
            let (x, y) = (index % 30 * 13, index / 30 * 15)
            lines.append(
                "   | <UIView: 0x7f00\(String(format: "%08x", index)); frame = (\(x) \(y); 12 14); layer = <CALayer: 0x6>>"
            )
        }
        lines.append("   | <UIView: 0x7f0000200001; frame = (0 0; 400 800); hidden = YES; layer = <CALayer: 0x6>>")
        lines.append("   | <UIButton: 0x7f0000200002; frame = (200 770; 100 30); layer = <CALayer: 0x6>>")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let scene = try SceneLoader.load(path: file.path)
        let picture = try RenderedPicture(SVGRenderer.render(scene, at: CGPoint(x: 5, y: 5)))
        let texts = picture.labels.map(\.text)
        // The views' labels, the touch's, and four legend lines.
        #expect(texts.count == SVGRenderer.maximumLabels + 1 + 4)
        #expect(texts.contains { $0.hasPrefix("0x7f0000200002 (UIButton)") })
        #expect(texts.contains("0x7f0000000000 (UIView) — hit"))
        #expect(texts.contains("0x7f0000200001 (UIView) — hidden, pruned"))
        #expect(texts.contains { $0.hasPrefix("1000 of 1503 views labelled") })
        #expect(picture.polygons.count == 1503)
        #expect(picture.overlappingLabels == [])
    }

    @Test("on a given canvas every picture of a scene has one viewBox, wherever the touch and its labels are")
    func givenCanvas() throws {
        let scene = try SceneLoader.load(Self.crowd)
        let canvas = SVGRenderer.canvas(of: scene)
        #expect(try RenderedPicture(SVGRenderer.render(scene)).viewBox == canvas)
        for point in [CGPoint(x: 103, y: 503), CGPoint(x: 5, y: 5), CGPoint(x: 900, y: 900)] {
            let picture = try RenderedPicture(SVGRenderer.render(scene, at: point, canvas: canvas))
            #expect(picture.viewBox == canvas)
            #expect(picture.marker != nil)
        }
    }
}

@Suite("Placing labels")
struct LabelPlacerTests {
    @Test("a label below a column of labels takes the first free height, never one further down")
    func firstFreeHeight() {
        var placer = LabelPlacer()
        placer.reserve(CGRect(x: 0, y: 0, width: 50, height: 11))
        placer.reserve(CGRect(x: 0, y: 11, width: 50, height: 11))
        placer.reserve(CGRect(x: 0, y: 33, width: 50, height: 11))
        #expect(
            placer.place(width: 40, preferring: [CGPoint(x: 0, y: 0)]) == CGRect(x: 0, y: 22, width: 40, height: 11))
        #expect(
            placer.place(width: 40, preferring: [CGPoint(x: 0, y: 0)]) == CGRect(x: 0, y: 44, width: 40, height: 11))
        // A narrow label fits beside a box that stops a wide one.
        placer.reserve(CGRect(x: 20, y: 55, width: 30, height: 11))
        #expect(
            placer.place(width: 10, preferring: [CGPoint(x: 0, y: 0)]) == CGRect(x: 0, y: 55, width: 10, height: 11))
        #expect(
            placer.place(width: 60, preferring: [CGPoint(x: 0, y: 0)]) == CGRect(x: 0, y: 66, width: 60, height: 11))
        // The first free preferred place wins; origins are rounded to whole points.
        #expect(
            placer.place(width: 9.2, preferring: [CGPoint(x: 0, y: 0), CGPoint(x: 100.4, y: 0.6)])
                == CGRect(x: 100, y: 1, width: 10, height: 11))
    }

    @Test("in random sequences, every label lands where a point-by-point search puts it", arguments: 0..<20)
    func matchesPointByPointSearch(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var placer = LabelPlacer()
        var taken: [CGRect] = []
        for _ in 0..<60 {
            let origin = CGPoint(
                x: CGFloat(Int.random(in: 0...6, using: &random) * 10),
                y: CGFloat(Int.random(in: 0...4, using: &random) * 7))
            let width = CGFloat(Int.random(in: 1...80, using: &random))
            if Int.random(in: 0..<5, using: &random) == 0 {
                let box = CGRect(
                    origin: origin,
                    size: CGSize(width: width, height: CGFloat.random(in: 1...30, using: &random).rounded()))
                placer.reserve(box)
                taken.append(box)
                continue
            }
            var expected = CGRect(origin: origin, size: CGSize(width: width, height: LabelPlacer.lineHeight))
            while taken.contains(where: { LabelPlacer.overlap($0, expected) }) { expected.origin.y += 1 }
            let placed = placer.place(width: width, preferring: [origin])
            #expect(placed == expected, "seed \(seed), after \(taken.count) boxes")
            taken.append(placed)
        }
    }
}
