import Foundation
import ResponderKit
import ResponderScene

/// A picture of a scene's windows (`responder render`): every view's shape on screen, where it can
/// really be touched when that differs, hidden and non-interactive views marked; with a point, the
/// touch, the hit-test path and the branches it pruned. Views are named by id and class.
@MainActor
public enum SVGRenderer {
    /// A complete SVG document of `scene`'s visible windows in screen coordinates, with a legend
    /// below; the canvas holds every view's on-screen bounding box (transforms included) and every
    /// label (375×667 when no window is visible).
    ///
    /// With `point` (screen coordinates), the engine hit-tests it as a new touch would be, front
    /// window first, and the picture shows its answer: the touch, the view hit, the views on
    /// the path to it, and the views the scan pruned with their verdicts. Nothing is
    /// re-decided, and the hierarchy is not changed.
    ///
    /// No two labels overlap, and none covers the touch marker: the touch's label is placed first,
    /// beside the point, then each view's label in drawing order at its view's top-left corner or
    /// below it (see `LabelPlacer`). Numbers are rounded to 0.01, in the geometry and in the text.
    ///
    /// With `canvas`, the picture covers that rectangle of the screen instead of its own extent,
    /// and what falls outside it is cut: a page that draws several pictures of one scene passes
    /// ``canvas(of:)`` to each, so that a point of the screen stays on the same pixel.
    public static func render(_ scene: Scene, at point: CGPoint? = nil, canvas: CGRect? = nil) -> String {
        let drawn = drawing(of: scene, at: point)
        let canvas = canvas ?? drawn.canvas
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(n(canvas.minX)) \(n(canvas.minY)) \(n(canvas.width)) \(n(canvas.height))" font-family="Helvetica, Arial, sans-serif" font-size="\(n(TextMetrics.fontSize))">
            <defs><pattern id="lost" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#d33" stroke-width="1.5"/></pattern></defs>
            <rect x="\(n(canvas.minX))" y="\(n(canvas.minY))" width="\(n(canvas.width))" height="\(n(canvas.height))" fill="white"/>

            """ + drawn.body + "</svg>\n"
    }

    /// The rectangle of the screen that ``render(_:at:canvas:)`` draws for `scene` without a
    /// point: its views, their labels and the legend, with a margin.
    public static func canvas(of scene: Scene) -> CGRect {
        drawing(of: scene, at: nil).canvas
    }

    /// The picture's shapes and labels, and the canvas that holds them all.
    private static func drawing(of scene: Scene, at point: CGPoint?) -> (canvas: CGRect, body: String) {
        let windows = scene.application.windows.filter { !$0.isHidden }
        let (hit, verdicts) = point.map { hitTest(scene, at: $0) } ?? (nil, [:])
        var path: Set<ObjectIdentifier> = []
        var onPath = hit
        while let view = onPath {
            path.insert(ObjectIdentifier(view))
            onPath = view.superview
        }

        let all = windows.flatMap(placements)
        // Content a scroll view does not show is not drawn (only counted in its label).
        let placed = all.filter(\.isShown)
        let scrolling = ScrollViewDrawing(all)
        let views = placed.reduce(CGRect.null) { $0.safeUnion($1.drawnBox) }
        let area = views.isNull ? CGRect(x: 0, y: 0, width: 375, height: 667) : views
        var placer = LabelPlacer()
        var labels: [Label] = []
        var extent = area
        var marker = ""
        if let point {
            let ring = CGRect(x: point.x - 7, y: point.y - 7, width: 14, height: 14)
            placer.reserve(ring)
            extent = extent.safeUnion(ring)
            marker =
                "<circle cx=\"\(n(point.x))\" cy=\"\(n(point.y))\" r=\"6\" fill=\"none\" stroke=\"#000\" stroke-width=\"2\"/>\n"
                + "<circle cx=\"\(n(point.x))\" cy=\"\(n(point.y))\" r=\"2\" fill=\"#000\"/>\n"
            let text = "touch \(Geometry.format(point)) → \(hit.map { name(of: $0, in: scene) } ?? "nothing")"
            let width = TextMetrics.width(text, bold: true) + 2
            let box = placer.place(
                width: width,
                preferring: [CGPoint(x: point.x + 8, y: point.y - 8 - LabelPlacer.lineHeight)])
            labels.append(Label(text: text, box: box, color: "#000", bold: true, leader: nil))
        }

        let labelled = labelledViews(placed, path: path, verdicts: verdicts)
        var shapes = ""
        for item in placed {
            let style = Style(
                of: item.view, verdict: verdicts[ObjectIdentifier(item.view)], isHit: item.view === hit,
                onPath: path.contains(ObjectIdentifier(item.view)))
            let (shape, reach) = drawing(of: item, style: style, in: scene)
            shapes += scrolling.clipped(shape, for: item) + scrolling.content(of: item)
            guard labelled?.contains(ObjectIdentifier(item.view)) ?? true else { continue }
            let notes = style.notes + [reach].compactMap { $0 } + scrolling.notes(for: item)
            let text = name(of: item.view, in: scene) + (notes.isEmpty ? "" : " — " + notes.joined(separator: ", "))
            // A view a scroll view shows in part is labelled at the corner of the part shown.
            let corners = item.shown != nil && item.upright ? cornersOf(item.drawnBox) : item.corners
            let corner = corners.min { ($0.y, $0.x) < ($1.y, $1.x) } ?? area.origin
            let anchor = corner.x.isFinite && corner.y.isFinite ? corner : area.origin
            let box = placer.place(
                width: TextMetrics.width(text) + 2, preferring: [CGPoint(x: anchor.x + 1, y: anchor.y + 1)])
            // A label pushed below its view points back at the view's corner.
            let moved = box.minY > (anchor.y + 1).rounded() && box.minY >= item.drawnBox.maxY
            let leader = moved && anchor == corner ? corner : nil
            labels.append(Label(text: text, box: box, color: style.stroke, bold: false, leader: leader))
        }
        extent = labels.reduce(extent) { $0.safeUnion($1.box) }

        let legendTop = extent.maxY + 8
        var legend = legendLines
        if !scrolling.isEmpty { legend.append(ScrollViewDrawing.legendLine) }
        if let labelled {
            legend.append(
                "\(labelled.count) of \(placed.count) views labelled (the hit-test path, touch targets and pruned views first); every view's name shows on hover"
            )
        }
        for (index, line) in legend.enumerated() {
            let box = placer.place(
                width: TextMetrics.width(line) + 2,
                preferring: [CGPoint(x: extent.minX, y: legendTop + CGFloat(index) * 13)])
            labels.append(Label(text: line, box: box, color: "#333", bold: false, leader: nil))
        }
        let canvas = labels.reduce(extent) { $0.safeUnion($1.box) }.insetBy(dx: -10, dy: -10)

        var svg = scrolling.clipPaths + shapes + marker
        for label in labels {
            svg += label.svg
        }
        return (canvas, svg)
    }

    /// The view a touch at `point` goes to, and the verdict of every view the scan visited on the way.
    private static func hitTest(_ scene: Scene, at point: CGPoint) -> (UIView?, [ObjectIdentifier: HitTestVerdict]) {
        let report = scene.application.hitTestReport(atScreen: point)
        return (
            report.result?.view,
            Dictionary(uniqueKeysWithValues: report.visits.map { (ObjectIdentifier($0.view), $0.verdict) })
        )
    }

    /// The most labels a picture places: past that, labels cover the picture rather than name
    /// it, and placing them costs more than the rest of the picture.
    static let maximumLabels = 1000

    /// The views that get a label when the picture has more than ``maximumLabels`` views (nil:
    /// every view): the hit-test path; then windows, touch targets and the views the scan pruned
    /// as hidden, transparent or not interactive; then those it found outside their bounds; then
    /// the rest; each group in drawing order, up to the limit.
    private static func labelledViews(
        _ placed: [Placement], path: Set<ObjectIdentifier>, verdicts: [ObjectIdentifier: HitTestVerdict]
    ) -> Set<ObjectIdentifier>? {
        guard placed.count > maximumLabels else { return nil }
        var chosen: Set<ObjectIdentifier> = []
        func verdict(_ view: UIView) -> HitTestVerdict? { verdicts[ObjectIdentifier(view)] }
        func outside(_ view: UIView) -> Bool {
            if case .outside = verdict(view) { return true }
            return false
        }
        let tiers: [(UIView) -> Bool] = [
            { path.contains(ObjectIdentifier($0)) },
            { $0 is UIWindow || Lint.isTarget($0) || (verdict($0).map { $0 != .inside } == true && !outside($0)) },
            { outside($0) },
            { _ in true }
        ]
        for tier in tiers {
            for item in placed where chosen.count < maximumLabels && tier(item.view) {
                chosen.insert(ObjectIdentifier(item.view))
            }
        }
        return chosen
    }

    // MARK: Names

    /// A view's name in the picture: its id and its class, `saveButton (UIButton)`,
    /// `0x7f9125512340 (MyApp.FollowButton)`. The class is the one the scene declared (`class:`) or
    /// the dump printed, else the engine's class; a view named by its class alone is not named twice.
    static func name(of view: UIView, in scene: Scene) -> String {
        let id = TraceRecord.name(of: view)
        let className =
            view.accessibilityIdentifier.flatMap { scene.declaredClasses[$0] } ?? String(describing: type(of: view))
        return id == className ? id : "\(id) (\(className))"
    }

    /// A verdict as the picture prints it: `HitTestVerdict`'s words, numbers rounded for people.
    static func describe(_ verdict: HitTestVerdict) -> String {
        switch verdict {
        case .outside(let bounds): "outside bounds \(Geometry.format(bounds))"
        case .transparent(let alpha):
            "alpha \(TraceRecord.format((alpha * 10_000).rounded() / 10_000)) < \(TraceRecord.format(UIView.minimumHitTestAlpha))"
        case .hidden, .interactionDisabled, .animatingWithoutInteraction, .inside: verdict.description
        }
    }

    // MARK: Views

    /// A view where the picture draws it: corners and bounding box on screen, and the part of the
    /// screen its ancestors' bounds let touches into.
    struct Placement {
        let view: UIView
        let corners: [CGPoint]
        let box: CGRect
        let clip: CGRect
        /// Whether the view and its ancestors keep their edges horizontal and vertical on screen,
        /// so that `box` is its shape and `clip` is exact.
        let upright: Bool
        /// The part of the screen the scroll views around the view show (the bounding boxes of
        /// their bounds, intersected); nil outside any scroll view.
        let shown: CGRect?
        /// The nearest scroll view around the view, whose bounds clip its drawing; nil outside any.
        let scrollView: UIScrollView?

        /// The part of `box` the picture draws: all of it, or what the scroll views around show.
        var drawnBox: CGRect { shown.map { box.safeIntersection($0) } ?? box }

        /// Whether the scroll views around the view show any of it (a zero-size view on their
        /// edge counts as shown).
        var isShown: Bool {
            guard let shown else { return true }
            return box.isArithmeticSafe && shown.isArithmeticSafe && box.minX <= shown.maxX
                && shown.minX <= box.maxX && box.minY <= shown.maxY && shown.minY <= box.maxY
        }
    }

    /// `window` and its views in drawing order (back to front, parents before children).
    private static func placements(_ window: UIWindow) -> [Placement] {
        var placed: [Placement] = []
        var stack: [(UIView, CGRect, Bool, CGRect?, UIScrollView?)] = [
            (window, frameOnScreen(window), isUpright(window.transform), nil, nil)
        ]
        while let (view, clip, upright, shown, scrollView) = stack.popLast() {
            let corners = cornersOnScreen(view)
            let box = boundingBox(corners)
            placed.append(
                Placement(
                    view: view, corners: corners, box: box, clip: clip, upright: upright, shown: shown,
                    scrollView: scrollView))
            let childClip = clip.safeIntersection(box)
            // A scroll view shows its content within its bounds, as UIKit's (clipsToBounds) does.
            let scrolling = view as? UIScrollView
            let childShown = scrolling == nil ? shown : (shown.map { $0.safeIntersection(box) } ?? box)
            stack += view.subviews.reversed().map {
                ($0, childClip, upright && isUpright($0.transform), childShown, scrolling ?? scrollView)
            }
        }
        return placed
    }

    /// How a view is stroked and what its label notes.
    @MainActor
    private struct Style {
        var stroke = "#555", dash = "", width = "0.8", fill = "none"
        var notes: [String] = []

        init(of view: UIView, verdict: HitTestVerdict?, isHit: Bool, onPath: Bool) {
            // The engine's reasons to skip the view, each drawn its way (the last drawn wins).
            let reasons = view.hitTestIneligibilities
            if reasons.contains(.hidden) { (stroke, dash) = ("#aaa", "4 3"); notes.append("hidden") }
            if reasons.contains(.interactionDisabled) {
                (stroke, dash) = ("#e08a00", "2 2")
                notes.append("no interaction")
            }
            if reasons.contains(where: { if case .transparent = $0 { true } else { false } }) {
                (stroke, dash) = ("#aaa", "1 3")
                notes.append("alpha < \(TraceRecord.format(UIView.minimumHitTestAlpha))")
            }
            if view.overrides?.pointInside != nil || view.overrides?.hitTest != nil {
                notes.append("custom hit-testing")
            }
            if let control = view as? UIControl, !control.isEnabled { notes.append("disabled") }
            if onPath { (stroke, width) = ("#1f6feb", "2") }
            if isHit { fill = "#1f6feb"; notes.append("hit") }
            if let verdict, verdict != .inside {
                (stroke, width) = ("#d33", "1.5")
                // A verdict the view's own notes already give is not said twice ("hidden, pruned").
                switch verdict {
                case .hidden, .interactionDisabled, .transparent: notes.append("pruned")
                default: notes.append("pruned: \(SVGRenderer.describe(verdict))")
                }
            }
        }
    }

    /// One view: its shape (the polygon of its four corners on screen), and, when ancestors' bounds
    /// cut some of it off, the part that can be touched, with a note saying so.
    private static func drawing(of item: Placement, style: Style, in scene: Scene) -> (svg: String, note: String?) {
        let points = item.corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        let dash = style.dash.isEmpty ? "" : " stroke-dasharray=\"\(style.dash)\""
        var out = background(of: item.view, points: points)
        out +=
            "<polygon points=\"\(points)\" fill=\"\(style.fill)\" fill-opacity=\"0.15\" stroke=\"\(style.stroke)\" stroke-width=\"\(style.width)\"\(dash)><title>\(escape(name(of: item.view, in: scene)))</title></polygon>\n"
        // Where the view can actually be touched, when ancestors' bounds cut some of it off (H6).
        // Drawn for upright views only, where rectangles are the true shapes.
        // Within a scroll view, only the part it shows is judged: the rest is out of view, not lost.
        let frame = item.drawnBox
        let reachable = frame.safeIntersection(item.clip)
        if item.upright, !(item.view is UIWindow), reachable != frame, frame.width > 0, frame.height > 0 {
            let kept = reachable.isNull ? CGRect(x: frame.minX, y: frame.minY, width: 0, height: 0) : reachable
            // The strips of the frame outside the reachable part, hatched; the reachable part green.
            let strips = [
                CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(kept.minY - frame.minY, 0)),
                CGRect(x: frame.minX, y: kept.maxY, width: frame.width, height: max(frame.maxY - kept.maxY, 0)),
                CGRect(x: frame.minX, y: kept.minY, width: max(kept.minX - frame.minX, 0), height: kept.height),
                CGRect(x: kept.maxX, y: kept.minY, width: max(frame.maxX - kept.maxX, 0), height: kept.height)
            ]
            for strip in strips where strip.width > 0 && strip.height > 0 {
                out += rect(strip, fill: "url(#lost)", opacity: "0.6")
            }
            if !reachable.isNull, !reachable.isEmpty { out += rect(reachable, fill: "#2da44e", opacity: "0.15") }
            return (out, reachable.isNull || reachable.isEmpty ? "unreachable" : "partly outside its ancestors")
        }
        return (out, nil)
    }

    /// The view's `backgroundColor`, under its outline; nothing for none or a clear one.
    private static func background(of view: UIView, points: String) -> String {
        guard let color = view.backgroundColor else { return "" }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        guard a > 0 else { return "" }
        let channel = { (value: CGFloat) in String(Int((min(max(value, 0), 1) * 255).rounded())) }
        return
            "<polygon points=\"\(points)\" fill=\"rgb(\(channel(r)),\(channel(g)),\(channel(b)))\" fill-opacity=\"\(n(min(a, 1)))\" stroke=\"none\"/>\n"
    }

    private static let legendLines = [
        "blue: the hit-test path; filled: the view hit · red: pruned by hit-testing",
        "orange dotted: interaction off · grey dashed: hidden or transparent",
        "hatched: outside its ancestors' bounds, never touched · green: where it can be touched"
    ]

    /// A line of text in its box: a white backing the size of the box, the text, and, for a label
    /// pushed away from its view, a dotted line back to it.
    @MainActor
    private struct Label {
        let text: String
        let box: CGRect
        let color: String
        let bold: Bool
        let leader: CGPoint?

        var svg: String {
            var out = ""
            if let leader {
                out +=
                    "<line x1=\"\(n(leader.x))\" y1=\"\(n(leader.y))\" x2=\"\(n(box.minX))\" y2=\"\(n(box.midY))\" stroke=\"\(color)\" stroke-width=\"0.5\" stroke-dasharray=\"1 2\"/>\n"
            }
            out +=
                "<rect class=\"label\" x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" fill=\"white\" fill-opacity=\"0.7\"/>\n"
            out +=
                "<text x=\"\(n(box.minX + 1))\" y=\"\(n(box.minY + LabelPlacer.baseline))\" fill=\"\(color)\" font-weight=\"\(bold ? "bold" : "normal")\">\(escape(text))</text>\n"
            return out
        }
    }

    // MARK: Geometry

    static func frameOnScreen(_ view: UIView) -> CGRect { boundingBox(cornersOnScreen(view)) }

    /// The four corners of `rect`, clockwise from its top-left.
    static func cornersOf(_ rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
        ]
    }

    /// The smallest rectangle holding `points`; null when there are none.
    static func boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The four corners of `view`'s bounds on screen, in order around the view, every transform on
    /// the way applied (the engine's `convert(_:to:)`).
    static func cornersOnScreen(_ view: UIView) -> [CGPoint] {
        cornersOnScreen(view.bounds, in: view)
    }

    /// The four corners of `b`, a rectangle in `view`'s coordinates, on screen.
    static func cornersOnScreen(_ b: CGRect, in view: UIView) -> [CGPoint] {
        let local = cornersOf(b)
        guard let window = view.window else { return local.map { view.convert($0, to: nil) } }
        return local.map { window.convert(view.convert($0, to: window), to: nil as UIWindow?) }
    }

    /// Whether `transform` maps horizontal and vertical edges to horizontal and vertical edges.
    private static func isUpright(_ transform: CGAffineTransform) -> Bool {
        (transform.b == 0 && transform.c == 0) || (transform.a == 0 && transform.d == 0)
    }

    // MARK: SVG text

    static func rect(_ r: CGRect, fill: String, opacity: String) -> String {
        "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"\(fill)\" fill-opacity=\"\(opacity)\" stroke=\"none\"/>\n"
    }

    /// A coordinate to 0.01, without trailing zeros: `76.54`, `12.5`, `300`.
    static func n(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        // Whole numbers print without ".0", as long as they fit an Int; larger ones as doubles.
        if rounded == rounded.rounded(), let whole = Int(exactly: rounded) { return String(whole) }
        return String(Double(rounded))
    }

    /// `text` with `&`, `<`, `>` and `"` written as entities, for SVG text and attributes.
    static func escape(_ text: String) -> String {
        let needsEscaping = text.utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"")
        }
        guard needsEscaping else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
