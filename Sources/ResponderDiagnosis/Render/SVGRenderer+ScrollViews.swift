import Foundation
import ResponderKit
import ResponderScene

extension SVGRenderer {
    /// How the picture draws scroll views: at their own size, as the screen shows them. A scroll
    /// view clips the drawing of its content to its bounds (as UIKit's scroll views, which clip to
    /// their bounds, show it), with the content offset applied; the content's outline
    /// (`contentSize`) is dashed where it is in view, and bars along the scroll view's edges show
    /// which part of the content is in view. Content out of view is not drawn and does not widen
    /// the picture; the scroll view's label counts the views out of view.
    @MainActor
    struct ScrollViewDrawing {
        static let legendLine =
            "purple dashed: a scroll view's content (contentSize) where it is in view · purple bars: the part of the content in view"
        private static let color = "#8250df"

        /// The number of each scroll view the picture shows (its clip path is `scroll<number>`),
        /// from 1, in drawing order.
        private var numbers: [ObjectIdentifier: Int] = [:]
        /// For each scroll view shown, how many views inside it are out of view: the outermost
        /// ones, whose superview is drawn.
        private var outOfView: [ObjectIdentifier: Int] = [:]
        /// The `<clipPath>` of every scroll view shown: its shape, within its own scroll view's.
        let clipPaths: String

        /// Whether the picture shows no scroll view.
        var isEmpty: Bool { numbers.isEmpty }

        /// The scroll views among `placed` (every view of the picture's windows, in drawing
        /// order, those out of view included).
        init(_ placed: [Placement]) {
            var paths = ""
            var numbers: [ObjectIdentifier: Int] = [:]
            var drawn: Set<ObjectIdentifier> = []
            for item in placed where item.isShown {
                drawn.insert(ObjectIdentifier(item.view))
                guard let scrollView = item.view as? UIScrollView else { continue }
                let number = numbers.count + 1
                numbers[ObjectIdentifier(scrollView)] = number
                let outer = item.scrollView.flatMap { numbers[ObjectIdentifier($0)] }.map {
                    " clip-path=\"url(#scroll\($0))\""
                }
                paths +=
                    "<clipPath id=\"scroll\(number)\"\(outer ?? "")><polygon points=\"\(Self.points(item.corners))\"/></clipPath>\n"
            }
            clipPaths = paths
            self.numbers = numbers
            for item in placed where !item.isShown {
                guard let superview = item.view.superview, drawn.contains(ObjectIdentifier(superview)) else { continue }
                // The nearest scroll view drawn around the view (one out of view hides it too).
                var around: UIView? = item.scrollView
                while let view = around, !drawn.contains(ObjectIdentifier(view)) { around = view.superview }
                while let view = around, !(view is UIScrollView) { around = view.superview }
                if let scrollView = around { outOfView[ObjectIdentifier(scrollView), default: 0] += 1 }
            }
        }

        /// `shape`, the drawing of `item`, clipped to the scroll view it is in, if any.
        func clipped(_ shape: String, for item: Placement) -> String {
            guard let scrollView = item.scrollView, let number = numbers[ObjectIdentifier(scrollView)] else {
                return shape
            }
            return "<g clip-path=\"url(#scroll\(number))\">\n" + shape + "</g>\n"
        }

        /// For a scroll view, its content's outline where it is in view, and the bars that show
        /// which part of the content is in view; nothing for other views.
        func content(of item: Placement) -> String {
            guard let scrollView = item.view as? UIScrollView, let number = numbers[ObjectIdentifier(scrollView)] else {
                return ""
            }
            var out = ""
            let size = scrollView.contentSize
            if size.width > 0 || size.height > 0, size.width.isFinite, size.height.isFinite {
                let outline = SVGRenderer.cornersOnScreen(CGRect(origin: .zero, size: size), in: scrollView)
                out +=
                    "<g clip-path=\"url(#scroll\(number))\">\n<polygon points=\"\(Self.points(outline))\" fill=\"none\" stroke=\"\(Self.color)\" stroke-width=\"1\" stroke-dasharray=\"6 3\"/>\n</g>\n"
            }
            // Bars along the right and bottom edges, for an upright scroll view with content
            // beyond its bounds along that axis.
            guard item.upright, item.box.isArithmeticSafe else { return clipped(out, for: item) }
            let box = item.box
            let bounds = scrollView.bounds
            let inset = scrollView.adjustedContentInset
            if let (start, end) = Self.partInView(
                offset: bounds.minY, length: bounds.height, content: size.height, before: inset.top,
                after: inset.bottom), box.height > 8
            {
                let track = CGRect(x: box.maxX - 4, y: box.minY + 2, width: 3, height: box.height - 4)
                out += bar(track, from: start, to: end, vertical: true)
            }
            if let (start, end) = Self.partInView(
                offset: bounds.minX, length: bounds.width, content: size.width, before: inset.left,
                after: inset.right), box.width > 8
            {
                let track = CGRect(x: box.minX + 2, y: box.maxY - 4, width: box.width - 4, height: 3)
                out += bar(track, from: start, to: end, vertical: false)
            }
            return clipped(out, for: item)
        }

        /// What a scroll view's label notes: its content's size and offset, and the views out of
        /// view; nothing for other views, or for a scroll view with no content, at offset zero,
        /// with nothing out of view.
        func notes(for item: Placement) -> [String] {
            guard let scrollView = item.view as? UIScrollView else { return [] }
            var notes: [String] = []
            let size = scrollView.contentSize
            let offset = scrollView.contentOffset
            if size != .zero || offset != .zero {
                notes.append(
                    "content \(SVGRenderer.n(size.width))×\(SVGRenderer.n(size.height)) at offset \(Geometry.format(offset))"
                )
            }
            if let count = outOfView[ObjectIdentifier(scrollView)] {
                notes.append("\(count) view\(count == 1 ? "" : "s") out of view")
            }
            return notes
        }

        /// A bar: `track` lightly, and the part of it from `start` to `end` (fractions of the
        /// content) solidly; at least 4 points long.
        private func bar(_ track: CGRect, from start: CGFloat, to end: CGFloat, vertical: Bool) -> String {
            let length = vertical ? track.height : track.width
            let thumbLength = max((end - start) * length, min(4, length))
            let thumbStart = min(start * length, length - thumbLength)
            let thumb =
                vertical
                ? CGRect(x: track.minX, y: track.minY + thumbStart, width: track.width, height: thumbLength)
                : CGRect(x: track.minX + thumbStart, y: track.minY, width: thumbLength, height: track.height)
            return SVGRenderer.rect(track, fill: Self.color, opacity: "0.2")
                + SVGRenderer.rect(thumb, fill: Self.color, opacity: "0.8")
        }

        /// Along one axis, the part of the scrollable extent in view, as fractions of it (from 0
        /// to 1); nil when everything is in view. The extent runs from the content's start (less
        /// the inset before it) to its end (plus the inset after it), grown to hold the bounds
        /// where they lie beyond.
        static func partInView(
            offset: CGFloat, length: CGFloat, content: CGFloat, before: CGFloat, after: CGFloat
        ) -> (CGFloat, CGFloat)? {
            let low = min(-before, offset)
            let high = max(content + after, offset + length)
            let extent = high - low
            guard extent.isFinite, length.isFinite, extent > length + 0.5 else { return nil }
            return ((offset - low) / extent, (offset + length - low) / extent)
        }

        private static func points(_ corners: [CGPoint]) -> String {
            corners.map { "\(SVGRenderer.n($0.x)),\(SVGRenderer.n($0.y))" }.joined(separator: " ")
        }
    }
}
