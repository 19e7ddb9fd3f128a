#if canImport(UIKit) && !os(watchOS)
import UIKit
#else
import ResponderKit
#endif
import Foundation

/// The scene file as it is written: lines at an indentation, and values in the forms the scene
/// reader takes back exactly.
struct YAMLOut {
    private(set) var text = ""

    mutating func line(_ indent: Int, _ content: String) {
        text += String(repeating: " ", count: indent) + content + "\n"
    }

    mutating func comment(_ content: String, indent: Int = 0) {
        line(indent, "# " + content.replacingOccurrences(of: "\n", with: " "))
    }

    /// `text` as a YAML scalar: as it is when it is a plain name, else double-quoted with JSON's
    /// escapes (a JSON string is a YAML one).
    static func scalar(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && !["true", "false", "yes", "no", "on", "off", "null", "nil", "~"].contains(text.lowercased())
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                    || $0 == "-" || $0 == "."
            } && !text.hasPrefix("-") && Double(text) == nil
        return plain ? text : quoted(text)
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func list(_ items: [String]) -> String {
        "[" + items.map(scalar).joined(separator: ", ") + "]"
    }

    /// A number as short as it reads back exactly: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// `value`, or 0 with a note when it is not finite (the scene reader takes finite numbers).
    static func finite(_ value: CGFloat, notes: inout Notes) -> String {
        guard value.isFinite else {
            if !notes.missing.contains("a value that is not finite (written 0)") {
                notes.missing.append("a value that is not finite (written 0)")
            }
            return "0"
        }
        return number(value)
    }

    static func point(_ point: CGPoint, notes: inout Notes) -> String {
        "[\(finite(point.x, notes: &notes)), \(finite(point.y, notes: &notes))]"
    }

    /// `[x, y, width, height]`, the rectangle standardized (the reader takes no negative size).
    static func rect(_ rect: CGRect, notes: inout Notes) -> String {
        let finiteRect =
            rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
        let r = finiteRect ? rect.standardized : rect
        return
            "[\(finite(r.origin.x, notes: &notes)), \(finite(r.origin.y, notes: &notes)), \(finite(r.size.width, notes: &notes)), \(finite(r.size.height, notes: &notes))]"
    }

    static func size(_ size: CGSize, notes: inout Notes) -> String {
        "[\(finite(max(0, size.width), notes: &notes)), \(finite(max(0, size.height), notes: &notes))]"
    }

    /// A list of edges, as `preferredScreenEdgesDeferringSystemGestures` and
    /// `systemGestureEdges` take them.
    static func edges(_ edges: UIRectEdge) -> String {
        let names: [(UIRectEdge, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
        return list(names.filter { edges.contains($0.0) }.map(\.1))
    }
}
