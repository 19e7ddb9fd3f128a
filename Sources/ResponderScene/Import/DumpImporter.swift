import Foundation

/// Turns a `recursiveDescription` dump into a scene (`responder import`): frames, bounds origins
/// from `contentOffset`, transforms (bounds recovered from the bounding-box frame), alpha, hidden,
/// interaction, clipping, tags, label text, class and `baseClass`, and the address as the id.
public struct DumpImporter {
    /// The scene, as YAML text.
    public let scene: String
    /// Problems that did not stop the import: `file:line: warning: what`.
    public let warnings: [String]
    /// The dump line each imported view came from, by id.
    public let lines: [String: Int]

    /// The deepest nesting a scene file can hold (YAML parsers limit nesting).
    public static let maximumDepth = 400

    /// The first node below `root` deeper than `limit`, found without recursion.
    static func firstNode(in root: DumpNode, deeperThan limit: Int) -> DumpNode? {
        var stack = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return node }
            stack += node.children.map { ($0, depth + 1) }
        }
        return nil
    }

    /// Whether `text` looks like a dump rather than a scene file.
    public static func looksLikeDump(_ text: String) -> Bool {
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(50) {
            let line = DumpReader.unwrap(String(raw))
            if DumpReader.isNoise(line) || line.trimmedWhitespace.isEmpty { continue }
            guard let angle = line.firstIndex(of: "<") else { return false }
            let rest = line[angle...]
            return rest.contains(": 0x") || rest.contains("; frame = (") || rest.contains(";frame = (")
        }
        return false
    }

    /// Imports `text`; `file` names the dump in messages. Throws when no view could be read.
    public init(_ text: String, file: String) throws {
        let reader = DumpReader(text)
        var warnings = reader.skipped.map { "\(file):\($0.line): warning: skipped: \($0.reason)" }
        guard let root = reader.roots.first else {
            throw SceneError(
                file: file, line: 1, column: 1, message: "no view found in the dump",
                hint: "a dump has lines like `<UIView: 0x7f…; frame = (0 0; 375 667); layer = <CALayer: 0x…>>`")
        }
        if let deep = Self.firstNode(in: root, deeperThan: Self.maximumDepth) {
            throw SceneError(
                file: file, line: deep.line, column: 1,
                message: "views are nested more than \(Self.maximumDepth) deep here",
                hint:
                    "a scene holds at most \(Self.maximumDepth) levels; import the subtree that matters (po its recursiveDescription)"
            )
        }
        if reader.roots.count > 1 {
            warnings.append(
                "\(file):\(reader.roots[1].line): warning: the dump has \(reader.roots.count) top-level views; only the first is imported"
            )
        }
        var writer = SceneWriter(file: file)
        scene = writer.write(root)
        self.warnings = warnings + writer.warnings
        lines = writer.lines
    }
}

/// Writes a dump's tree as scene YAML.
struct SceneWriter {
    let file: String
    private(set) var warnings: [String] = []
    private(set) var lines: [String: Int] = [:]
    private var usedIDs: Set<String> = []
    private var counter = 0

    init(file: String) { self.file = file }

    static let knownClasses: Set<String> = [
        "UIView", "UILabel", "UIImageView", "UIControl", "UIButton", "UITextField",
        "UITextView", "UIScrollView", "UISwitch", "UISlider", "UISegmentedControl",
        "UIStepper", "UIPageControl"
    ]
    static let scrollViews: Set<String> = [
        "UITableView", "UICollectionView", "WKScrollView", "UITableViewWrapperView",
        "UITableViewCellScrollView", "UIFieldEditor", "PDFScrollView", "UIWebScrollView"
    ]

    mutating func write(_ root: DumpNode) -> String {
        var out = "# Imported from \(file) by `responder import`.\n"
        let isWindow = root.className == "UIWindow" || root.attribute("baseClass") == "UIWindow"
        let frame = parseFrame(root) ?? CGRect(x: 0, y: 0, width: 375, height: 667)
        out += "windows:\n"
        if isWindow {
            out += "  - id: \(quote(id(for: root)))\n    key: true\n"
            out += "    frame: \(list([frame.minX, frame.minY, frame.width, frame.height]))\n"
            if root.attribute("hidden") == "YES" { out += "    hidden: true\n" }
            if root.attribute("userInteractionEnabled") == "NO" { out += "    userInteractionEnabled: false\n" }
            if !root.children.isEmpty {
                out += "    subviews:\n"
                for child in root.children { out += view(child, indent: 6) }
            }
        } else {
            out += "  - id: window\n    key: true\n"
            out += "    frame: \(list([0, 0, max(frame.maxX, 1), max(frame.maxY, 1)]))\n"
            out += "    subviews:\n" + view(root, indent: 6)
        }
        return out
    }

    private mutating func id(for node: DumpNode) -> String {
        var base = node.address ?? node.className
        if node.address == nil {
            counter += 1
            base = "\(node.className)-\(counter)"
        }
        var candidate = base
        var suffix = 2
        while usedIDs.contains(candidate) { candidate = "\(base)-\(suffix)"; suffix += 1 }
        usedIDs.insert(candidate)
        lines[candidate] = node.line
        return candidate
    }

    private mutating func view(_ node: DumpNode, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        lines.append("- id: \(quote(id(for: node)))")
        let (className, baseClass) = classes(of: node)
        lines.append("  class: \(quote(className))")
        if let baseClass { lines.append("  baseClass: \(baseClass)") }
        if let geometry = geometry(node) { lines += geometry.map { "  " + $0 } }
        // UIKit keeps alpha within 0...1; a value outside (a damaged dump) is taken as UIKit would.
        if let alpha = node.attribute("alpha").flatMap(Double.init), !alpha.isNaN {
            lines.append("  alpha: \(number(min(max(alpha, 0), 1)))")
        }
        if node.attribute("hidden") == "YES" { lines.append("  hidden: true") }
        if node.attribute("userInteractionEnabled") == "NO" {
            lines.append("  userInteractionEnabled: false")
        } else if ["UILabel", "UIImageView"].contains(baseClass ?? className) {
            // The dump prints `userInteractionEnabled = NO` only when it differs from UIView's
            // default; a label or image view without it has interaction switched on.
            lines.append("  userInteractionEnabled: true")
        }
        if node.attribute("clipsToBounds") == "YES" { lines.append("  clipsToBounds: true") }
        if let tag = node.attribute("tag").flatMap({ Int($0) }) { lines.append("  tag: \(tag)") }
        if let text = node.attribute("text"), ["UILabel", "UITextField", "UITextView"].contains(baseClass ?? className)
        {
            lines.append("  text: \(quote(String(text.dropFirst().dropLast())))")
        }
        if node.attribute("gestureRecognizers") != nil {
            warnings.append(
                "\(file):\(node.line): warning: \(node.className) has gesture recognizers; a dump does not say which, so none are imported"
            )
        }
        if node.attribute("animations") != nil {
            warnings.append(
                "\(file):\(node.line): warning: \(node.className) was animating; its frame is the final one")
        }
        if !node.children.isEmpty {
            lines.append("  subviews:")
            var out = lines.map { pad + $0 + "\n" }.joined()
            for child in node.children { out += view(child, indent: indent + 4) }
            return out
        }
        return lines.map { pad + $0 + "\n" }.joined()
    }

    /// The scene class and base class for a dump class: UIKit classes the engine has stay as they
    /// are; others keep their name and behave as their `baseClass`, a scroll view, or a plain view.
    private func classes(of node: DumpNode) -> (String, String?) {
        if Self.knownClasses.contains(node.className) { return (node.className, nil) }
        if let base = node.attribute("baseClass") {
            if Self.knownClasses.contains(base) { return (node.className, base) }
            if Self.scrollViews.contains(base) { return (node.className, "UIScrollView") }
        }
        if Self.scrollViews.contains(node.className) { return (node.className, "UIScrollView") }
        return (node.className, "UIView")
    }

    /// `frame`, or `center`/`bounds`/`transform` when transformed; `bounds` origin from
    /// `contentOffset` (§8).
    private mutating func geometry(_ node: DumpNode) -> [String]? {
        guard var frame = parseFrame(node) else {
            warnings.append(
                "\(file):\(node.line): warning: \(node.className) has no readable frame; it is imported with a zero frame"
            )
            return ["frame: [0, 0, 0, 0]"]
        }
        if frame.width < 0 || frame.height < 0 {
            warnings.append(
                "\(file):\(node.line): warning: \(node.className)'s frame has a negative size; it is imported as the same rectangle with a positive size"
            )
            frame = frame.standardized
        }
        var offset = node.attribute("contentOffset").flatMap { numbers($0, count: 2) }
        if let o = offset, !o.allSatisfy(\.isFinite) {
            warnings.append(
                "\(file):\(node.line): warning: \(node.className)'s contentOffset is not finite; it is left out")
            offset = nil
        }
        var transform = node.attribute("transform").flatMap { numbers($0, count: 6) }
        if let t = transform, !t.allSatisfy(\.isFinite) || t[0] * t[3] - t[1] * t[2] == 0 {
            warnings.append(
                "\(file):\(node.line): warning: \(node.className)'s transform cannot be inverted; it is imported without it, at its frame"
            )
            transform = nil
        }
        guard let t = transform else {
            var lines = ["frame: \(list([frame.minX, frame.minY, frame.width, frame.height]))"]
            if let offset { lines.append("bounds: \(list([offset[0], offset[1], frame.width, frame.height]))") }
            return lines
        }
        // The frame is the bounding box of the transformed bounds: W = |a|w + |c|h, H = |b|w + |d|h.
        let (a, b, c, d) = (abs(t[0]), abs(t[1]), abs(t[2]), abs(t[3]))
        let determinant = a * d - c * b
        var size = CGSize(width: frame.width, height: frame.height)
        if abs(determinant) > 1e-9 {
            size = CGSize(
                width: (d * frame.width - c * frame.height) / determinant,
                height: (a * frame.height - b * frame.width) / determinant)
            if !(size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite) {
                warnings.append(
                    "\(file):\(node.line): warning: \(node.className)'s frame is not the bounding box of any bounds under its transform; the frame's size is used"
                )
                size = CGSize(width: frame.width, height: frame.height)
            }
        } else {
            warnings.append(
                "\(file):\(node.line): warning: \(node.className)'s transform turns it by 45°, so its bounds size cannot be recovered from the frame; the frame's size is used"
            )
        }
        let center = CGPoint(x: frame.midX - t[4], y: frame.midY - t[5])
        return [
            "center: \(list([center.x, center.y]))",
            "bounds: \(list([offset?[0] ?? 0, offset?[1] ?? 0, size.width, size.height]))",
            "transform: \(list(t))"
        ]
    }

    /// The frame, if it has four finite numbers.
    private func parseFrame(_ node: DumpNode) -> CGRect? {
        guard let value = node.attribute("frame"), let n = numbers(value, count: 4), n.allSatisfy(\.isFinite) else {
            return nil
        }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The numbers in `text` (`(0 0; 414 896)`, `[1, 0, 0, 1, 0, 0]`, `{0, -88}`), if there are `count`.
    private func numbers(_ text: String, count: Int) -> [Double]? {
        let tokens = text.split { " ,;()[]{}".contains($0) }
        let values = tokens.compactMap { Double($0) }
        guard values.count == count, values.count == tokens.count, values.allSatisfy(\.isFinite) else { return nil }
        return values
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private func list(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ", ") + "]" }
    private func list(_ values: [CGFloat]) -> String { list(values.map(Double.init)) }

    /// A double-quoted YAML string (a JSON string is one).
    private func quote(_ text: String) -> String { LogRenderer.json(string: text) }
}
