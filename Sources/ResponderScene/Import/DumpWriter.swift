import Foundation
import ResponderKit

/// Writes a hierarchy in `recursiveDescription`'s format (RECURSIVE_DESCRIPTION.md §1–§3), with
/// every attribute that matters for hit-testing — the importer's inverse, used to check round trips.
@MainActor
public enum DumpWriter {
    /// The dump of `root`; `address` gives each view the address printed for it.
    public static func describe(_ root: UIView, address: (UIView) -> String) -> String {
        var lines: [String] = []
        var stack: [(UIView, Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + line(for: view, address: address(view)))
            stack += view.subviews.reversed().map { ($0, depth + 1) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(for view: UIView, address: String) -> String {
        var attributes: [String] = []
        let frame = view.frame
        attributes.append("frame = (\(g(frame.minX)) \(g(frame.minY)); \(g(frame.width)) \(g(frame.height)))")
        let t = view.transform
        // Transforms are printed in full precision, as UIKit does.
        if !t.isIdentity {
            attributes.append(
                "transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { "\(Double($0))" }.joined(separator: ", "))]")
        }
        if view.alpha != 1 { attributes.append("alpha = \(g(view.alpha))") }
        if let label = view as? UILabel, let text = label.text { attributes.append("text = '\(text)'") }
        if view.clipsToBounds { attributes.append("clipsToBounds = YES") }
        if view.isHidden { attributes.append("hidden = YES") }
        if !view.isUserInteractionEnabled { attributes.append("userInteractionEnabled = NO") }
        if view.tag != 0 { attributes.append("tag = \(view.tag)") }
        if view.isAnimating {
            attributes.append("animations = { position=<CABasicAnimation: 0x2\(address.dropFirst(2))>; }")
        }
        attributes.append("layer = <CALayer: 0x1\(address.dropFirst(2))>")
        if let scroll = view as? UIScrollView {
            attributes.append("contentOffset: {\(g(scroll.contentOffset.x)), \(g(scroll.contentOffset.y))}")
            attributes.append("contentSize: {\(g(scroll.contentSize.width)), \(g(scroll.contentSize.height))}")
        }
        return "<\(String(describing: type(of: view))): \(address); " + attributes.joined(separator: "; ") + ">"
    }

    /// `%g`-like: up to 6 significant digits for frames, as UIKit prints them.
    static func g(_ value: CGFloat) -> String {
        let rounded = Double(String(format: "%.6g", Double(value))) ?? Double(value)
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
