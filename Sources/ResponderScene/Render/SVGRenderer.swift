import Foundation
import ResponderKit

/// A picture of a scene's windows (`responder render`): every view's frame, where it can really be
/// touched when that differs, hidden and non-interactive views marked; with a point, the touch,
/// the hit-test path and the branches it pruned.
@MainActor
public enum SVGRenderer {
    /// A complete SVG document of `scene`'s visible windows in screen coordinates, with a legend
    /// below; the canvas is the union of their frames (375×667 when none is visible).
    ///
    /// With `point` (screen coordinates), the engine hit-tests it as a new touch would be, front
    /// window first, and the picture shows its answer: the touch, the view hit, the views on
    /// the path to it, and the views the scan pruned with their verdicts. Nothing is
    /// re-decided, and the hierarchy is not changed.
    public static func render(_ scene: Scene, at point: CGPoint? = nil) -> String {
        let windows = scene.application.windows.filter { !$0.isHidden }
        let canvas = windows.reduce(CGRect.null) { $0.safeUnion(frameOnScreen($1)) }
        let area = canvas.isNull ? CGRect(x: 0, y: 0, width: 375, height: 667) : canvas
        var verdicts: [ObjectIdentifier: HitTestVerdict] = [:]
        var hit: UIView?
        if let point {
            scene.application.trace(.hitTesting) { record in
                if case let .hitTestVisit(view, _, verdict) = record.event, verdicts[ObjectIdentifier(view)] == nil {
                    verdicts[ObjectIdentifier(view)] = verdict
                }
            }
            hit = scene.application.hitTest(atScreen: point)?.view
            scene.application.stopTracing()
        }
        let legendHeight: CGFloat = 70
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(n(area.minX - 10)) \(n(area.minY - 10)) \(n(area.width + 220)) \(n(area.height + 20 + legendHeight))" font-family="Helvetica, Arial, sans-serif" font-size="9">
            <defs><pattern id="lost" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#d33" stroke-width="1.5"/></pattern></defs>
            <rect x="\(n(area.minX - 10))" y="\(n(area.minY - 10))" width="\(n(area.width + 220))" height="\(n(area.height + 20 + legendHeight))" fill="white"/>

            """
        var labels = LabelPlacer()
        for window in windows {
            var stack: [(UIView, CGRect)] = [(window, frameOnScreen(window))]
            while let (view, clip) = stack.popLast() {
                svg += drawing(
                    of: view, clip: clip, verdict: verdicts[ObjectIdentifier(view)], isHit: view === hit,
                    onPath: hit.map { $0 === view || $0.isDescendant(of: view) } ?? false, labels: &labels)
                let childClip = clip.safeIntersection(frameOnScreen(view))
                stack += view.subviews.reversed().map { ($0, childClip) }
            }
        }
        if let point {
            svg +=
                "<circle cx=\"\(n(point.x))\" cy=\"\(n(point.y))\" r=\"6\" fill=\"none\" stroke=\"#000\" stroke-width=\"2\"/>\n"
            svg += "<circle cx=\"\(n(point.x))\" cy=\"\(n(point.y))\" r=\"2\" fill=\"#000\"/>\n"
            svg += text(
                point.x + 8, point.y - 8,
                "touch \(TraceRecord.format(point)) → \(hit.map { TraceRecord.name(of: $0) } ?? "nothing")",
                weight: "bold")
        }
        svg += legend(x: area.minX, y: area.maxY + 18)
        return svg + "</svg>\n"
    }

    /// One view: its frame (a polygon when transformed), its reachable area if smaller, its marks.
    private static func drawing(
        of view: UIView, clip: CGRect, verdict: HitTestVerdict?, isHit: Bool, onPath: Bool,
        labels: inout LabelPlacer
    ) -> String {
        let corners = cornersOnScreen(view)
        let name = escape(TraceRecord.name(of: view))
        var stroke = "#555", dash = "", width = "0.8", fill = "none"
        var notes: [String] = []
        if view.isHidden { stroke = "#aaa"; dash = "4 3"; notes.append("hidden") }
        if !view.isUserInteractionEnabled { stroke = "#e08a00"; dash = "2 2"; notes.append("no interaction") }
        if !(view.alpha >= UIView.minimumHitTestAlpha) { stroke = "#aaa"; dash = "1 3"; notes.append("alpha < 0.01") }
        if view.overrides?.pointInside != nil || view.overrides?.hitTest != nil { notes.append("custom hit-testing") }
        if let control = view as? UIControl, !control.isEnabled { notes.append("disabled") }
        if onPath { stroke = "#1f6feb"; width = "2" }
        if isHit { fill = "#1f6feb"; notes.append("hit") }
        if let verdict, verdict != .inside { stroke = "#d33"; width = "1.5"; notes.append("pruned: \(verdict)") }
        var out =
            "<polygon points=\"\(corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\" fill=\"\(fill)\" fill-opacity=\"0.15\" stroke=\"\(stroke)\" stroke-width=\"\(width)\"\(dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")><title>\(name)</title></polygon>\n"
        // Where the view can actually be touched, when ancestors' bounds cut some of it off (H6).
        let frame = frameOnScreen(view)
        let reachable = frame.safeIntersection(clip)
        if view.transform.isIdentity, !(view is UIWindow), reachable != frame, frame.width > 0, frame.height > 0 {
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
            notes.append(reachable.isNull || reachable.isEmpty ? "unreachable" : "partly outside its ancestors")
        }
        let corner = corners.min { ($0.y, $0.x) < ($1.y, $1.x) } ?? .zero
        let label = "\(TraceRecord.name(of: view))\(notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")")"
        let anchor = labels.place(CGPoint(x: corner.x + 2, y: corner.y + 10), width: CGFloat(label.count) * 5)
        out += text(anchor.x, anchor.y, label, color: stroke)
        return out
    }

    private static func legend(x: CGFloat, y: CGFloat) -> String {
        [
            "blue: the hit-test path; filled: the view hit · red: pruned by hit-testing",
            "orange dotted: interaction off · grey dashed: hidden or transparent",
            "hatched: outside its ancestors' bounds, never touched · green: where it can be touched"
        ].enumerated().map { text(x, y + CGFloat($0.offset) * 13, $0.element, color: "#333") }.joined()
    }

    /// Moves labels down until they do not sit on one another (widths estimated at 5 pt a letter).
    struct LabelPlacer {
        private var used: [CGRect] = []
        mutating func place(_ point: CGPoint, width: CGFloat) -> CGPoint {
            var box = CGRect(x: point.x, y: point.y - 9, width: width, height: 11)
            var tries = 0
            while used.contains(where: { $0.safeIntersects(box) }), tries < 200 {
                box.origin.y += 11
                tries += 1
            }
            used.append(box)
            return CGPoint(x: box.minX, y: box.maxY - 2)
        }
    }

    // MARK: Geometry

    static func frameOnScreen(_ view: UIView) -> CGRect {
        let corners = cornersOnScreen(view)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func cornersOnScreen(_ view: UIView) -> [CGPoint] {
        let b = view.bounds
        let local = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY)
        ]
        guard let window = view.window else { return local.map { view.convert($0, to: nil) } }
        return local.map { window.convert(view.convert($0, to: window), to: nil as UIWindow?) }
    }

    // MARK: SVG text

    private static func rect(_ r: CGRect, fill: String, opacity: String) -> String {
        "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"\(fill)\" fill-opacity=\"\(opacity)\" stroke=\"none\"/>\n"
    }

    private static func text(
        _ x: CGFloat, _ y: CGFloat, _ content: String, color: String = "#000", weight: String = "normal"
    ) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" fill=\"\(color)\" font-weight=\"\(weight)\">\(escape(content))</text>\n"
    }

    static func n(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        // Whole numbers print without ".0", as long as they fit an Int; larger ones as doubles.
        if rounded == rounded.rounded(), let whole = Int(exactly: rounded) { return String(whole) }
        return String(Double(rounded))
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
