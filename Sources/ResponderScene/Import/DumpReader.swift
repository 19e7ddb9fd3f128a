import Foundation

/// Reads a `recursiveDescription` dump as pasted in the wild (RECURSIVE_DESCRIPTION.md §6): debugger
/// prompts, log and comment prefixes, quotes, tabs and hard-wrapped lines are taken off; every view
/// line becomes a node at the depth its `|` marks say; lines that cannot be read are reported.
struct DumpReader {
    /// The views at the top of the dump (one, normally), with their subtrees.
    private(set) var roots: [DumpNode] = []
    /// Lines that were not understood, with why.
    private(set) var skipped: [(line: Int, reason: String)] = []

    init(_ text: String) {
        var pending: [(line: Int, depth: Int, text: String)] = []
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            let line = Self.unwrap(raw)
            if line.trimmedWhitespace.isEmpty { continue }
            if Self.isNoise(line) { continue }
            let angle = line.firstIndex(of: "<")
            let prefix = line[..<(angle ?? line.endIndex)]
            guard let angle, prefix.allSatisfy({ $0 == " " || $0 == "|" }) else {
                // A hard-wrapped continuation of the node before: text before any `<` (§6).
                if !prefix.contains("|"), !pending.isEmpty {
                    pending[pending.count - 1].text += " " + line.trimmedWhitespace
                } else if prefix.contains("|"), !pending.isEmpty, angle == nil {
                    // A view whose description is overridden prints free text (§1): kept as nothing.
                    skipped.append((number, "a custom description, not a view line"))
                } else {
                    skipped.append((number, "no `<` starts a view here"))
                }
                continue
            }
            let depth = prefix.filter { $0 == "|" }.count
            for (extraDepth, text) in Self.split(line[angle...], depth: depth) {
                pending.append((number, extraDepth, text))
            }
        }
        var nodes: [DumpNode] = []
        for item in pending {
            if item.text.hasSuffix("(layer)") { continue }  // sublayers are not views (§1)
            guard let node = NodeParser.parse(item.text, line: item.line, depth: item.depth) else {
                skipped.append((item.line, "not a view description"))
                continue
            }
            nodes.append(node)
        }
        roots = Self.tree(nodes)
    }

    /// A line holding several nodes — a dump whose newlines an HTML page collapsed, nodes
    /// separated by their `|` marks (§6) — as one text per node with its depth. Text after a node
    /// that does not start another stays with it (a suffix such as `(layer)`).
    static func split(_ line: Substring, depth: Int) -> [(depth: Int, text: String)] {
        var segments: [(depth: Int, text: String)] = []
        var rest = line
        var current = depth
        while true {
            let inner = NodeParser.closingSlice(rest.drop { $0 == "<" })
            guard inner.endIndex < rest.endIndex else {
                segments.append((current, String(rest)))
                return segments
            }
            let end = rest.index(after: inner.endIndex)
            let tail = rest[end...]
            if let next = tail.firstIndex(of: "<") {
                // The marks of the next node end the gap; what comes before them is a suffix.
                let gap = tail[..<next]
                let marksStart = gap.lastIndex { $0 != " " && $0 != "|" }.map { gap.index(after: $0) } ?? gap.startIndex
                let marks = gap[marksStart...]
                if marks.contains("|") {
                    segments.append((current, String(rest[..<marksStart])))
                    current = marks.filter { $0 == "|" }.count
                    rest = tail[next...]
                    continue
                }
            }
            segments.append((current, String(rest)))
            return segments
        }
    }

    /// Takes off what tools and people put around dump lines (§6).
    static func unwrap(_ raw: String) -> String {
        var line = raw
        // NSLog / os_log timestamp prefix: `2015-10-09 15:12:20.568 App[5625:756750] `.
        // (Regular expressions are costly on Linux: each runs only where a cheap test says it may match.)
        if line.trimmedWhitespace.first?.isNumber == true,
            let match = line.range(
                of: #"^\s*\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?\S*\s+\S+\[\d+:[0-9a-fx]+\]\s"#,
                options: .regularExpression)
        {
            line.removeSubrange(match)
        }
        // Source-code comment markers, Markdown fences, tabs.
        if line.contains("\t") { line = line.replacingOccurrences(of: "\t", with: "    ") }
        let indented = line.drop { $0 == " " || $0 == "\t" }
        if indented.hasPrefix("//") { line = String(indented.dropFirst(2)) }
        if line.contains("```") { line = line.replacingOccurrences(of: "```", with: "") }
        // Quotes and backticks of Cycript, Frida and `po` of strings around the whole dump.
        for opener in ["@\"", "#\"", "`", "\""] where line.trimmedWhitespace.hasPrefix(opener + "<") {
            if let range = line.firstRange(of: opener + "<") { line.replaceSubrange(range, with: "<") }
        }
        for closer in ["`", "\"", "\","] where line.hasSuffix(closer) && line.contains(">") {
            line.removeLast(closer.count)
        }
        // Markdown escapes of underscores.
        if line.contains("\\_") { line = line.replacingOccurrences(of: "\\_", with: "_") }
        return line
    }

    /// Debugger prompts and commands, and typed elisions.
    static func isNoise(_ line: String) -> Bool {
        let trimmed = line.trimmedWhitespace
        return trimmed.hasPrefix("(lldb)") || trimmed.hasPrefix("(gdb)") || trimmed.hasPrefix("cy#")
            || trimmed.hasPrefix("po ") || trimmed.hasPrefix("expr ") || trimmed == "..."
            || trimmed.allSatisfy { $0 == "." || $0 == "…" }
            || trimmed.hasPrefix("View Hierarchy:")
    }

    /// Nodes in line order to trees by depth; a fragment starting deeper than 0 is lifted, and a
    /// node deeper than its predecessor's child depth hangs under the nearest shallower node.
    static func tree(_ nodes: [DumpNode]) -> [DumpNode] {
        guard let minimum = nodes.map(\.depth).min() else { return [] }
        var roots: [DumpNode] = []
        var stack: [DumpNode] = []
        func close(to depth: Int) {
            while let last = stack.last, last.depth >= depth {
                stack.removeLast()
                if stack.isEmpty { roots.append(last) } else { stack[stack.count - 1].children.append(last) }
            }
        }
        for var node in nodes {
            node = DumpNode(
                line: node.line, depth: node.depth - minimum, className: node.className,
                address: node.address, attributes: node.attributes)
            close(to: node.depth)
            stack.append(node)
        }
        close(to: 0)
        return roots
    }
}
