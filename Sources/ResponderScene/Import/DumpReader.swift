import Foundation

/// Reads a `recursiveDescription` paste as people paste it (RECURSIVE_DESCRIPTION.md §6), in one
/// pass over its bytes: wrappers (prompts, log prefixes, comment markers, quotes, fences, HTML
/// escapes) are taken off wherever they sit, hard-wrapped lines are joined, and every object line
/// becomes a node at the depth its `|` marks say. Then the nodes are cut into trees at every
/// boundary — a line that is not part of a dump (prose, a separator, an elision), a jump of
/// several levels, a change of address family — and the trees into dumps: the windows of one
/// paste stay together, separate dumps are listed apart.
struct DumpReader {
    /// A line that is not a node, as far as it separates dumps.
    enum Gap: Int, Comparable {
        /// A blank line: a tree may go on after it.
        case blank
        /// A debugger prompt or command: a new output starts after it, possibly of the same run.
        case prompt
        /// Prose, a separator, an elision, a comment: what follows is another dump.
        case text

        static func < (a: Gap, b: Gap) -> Bool { a.rawValue < b.rawValue }
    }

    /// Consecutive nodes of one subtree, or of siblings under an unknown parent (a fragment).
    struct Tree {
        /// Indices in `nodes`, in line order: views, sublayers, overridden descriptions.
        var nodes: [Int] = []
        /// The depth of its top nodes.
        var rootDepth: Int
        /// The strongest gap between the tree before and this one.
        var gapBefore: Gap
        /// Whether the prompt before it was Chisel's `presponder`.
        var afterPresponder = false
        var firstLine: Int
        var lastLine: Int
        /// Its address family (see `family(of:)`), once a node has one.
        var family: Substring?
    }

    /// A located note about the paste.
    struct Note {
        let line: Int
        let message: String
    }

    /// Every node read, in line order.
    private(set) var nodes: [DumpNode] = []
    private(set) var trees: [Tree] = []
    /// Boundaries found inside a run of nodes, and lines not understood.
    private(set) var notes: [Note] = []
    /// The first line that is not blank, and what the file looks like when it holds no node.
    private(set) var firstTextLine = 0
    /// The line of `<!DOCTYPE html>` or `<html>`, when the file is a web page.
    private(set) var htmlLine = 0
    var looksLikeHTML: Bool { htmlLine > 0 }

    /// Nodes of a hard-wrapped line are joined over at most this many lines and bytes.
    static let maximumContinuationLines = 40
    static let maximumContinuationBytes = 1 << 16

    init(_ text: String) {
        var scanner = LineScanner(text)
        var pending: Pending?
        var events: [Event] = []
        while let (number, raw) = scanner.next() {
            let line = Self.unwrap(raw)
            if firstTextLine == 0, !line.body.isEmpty { firstTextLine = number }
            if htmlLine == 0, Self.isHTMLStart(raw) { htmlLine = number }
            if var open = pending, !open.closed {
                if open.accepts(line, raw: raw) {
                    open.append(line, raw: raw, number: number)
                    pending = open
                    continue
                }
            }
            if let done = pending {
                flush(done, into: &events)
                pending = nil
            }
            pending = classify(line, number: number, events: &events)
        }
        if let done = pending { flush(done, into: &events) }
        segment(events)
    }

    // MARK: Lines

    /// The lines of a text as byte slices, without their terminators (`\n`, `\r\n` or `\r`).
    struct LineScanner {
        let bytes: [UInt8]
        var position = 0
        var number = 0

        init(_ text: String) { bytes = Array(text.utf8) }

        mutating func next() -> (Int, ArraySlice<UInt8>)? {
            guard position < bytes.count else { return nil }
            let start = position
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            position = end
            if position < bytes.count {
                if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
                position += 1
            }
            number += 1
            return (number, bytes[start..<end])
        }
    }

    /// A line with its wrappers taken off.
    struct Line {
        /// The text, from its `|` marks or first character.
        var body: ArraySlice<UInt8>
        /// Whether a debugger prompt or command led the line (`(lldb) po …`, `cy# …`).
        var prompt = false
        /// Whether it names Chisel's `presponder`.
        var presponder = false
    }

    /// Takes off what tools and people put before dump lines (§6): blanks and tabs, NSLog and
    /// os_log prefixes, comment markers (`//`, `#`, `*`, Markdown's `>`), backticks and fences,
    /// the quotes of Cycript (`@"`, `#"`) and Frida (`"`), HTML escapes. A prompt and its command
    /// are taken off too when a node follows them on the same line.
    static func unwrap(_ raw: ArraySlice<UInt8>) -> Line {
        var bytes = raw
        if bytes.contains(.init(ascii: "&")) && bytes.contains("&lt;") { bytes = ArraySlice(htmlText(bytes)) }
        while let last = bytes.last, last.isBlank || last == 0x0D { bytes = bytes.dropLast() }
        var line = Line(body: bytes)
        var changed = true
        while changed {
            changed = false
            var body = line.body
            while let first = body.first, first.isBlank || first == 0xC2 && body.dropFirst().first == 0xA0 {
                body = body.dropFirst(first == 0xC2 ? 2 : 1)
            }
            if let rest = dropLogPrefix(body) {
                body = rest
                changed = true
            } else if body.starts(with: "//".utf8) {
                body = body.dropFirst(2)
                while body.first == UInt8(ascii: "/") { body = body.dropFirst() }
                changed = true
            } else if body.starts(with: "```".utf8) {
                body = body.drop { $0 == UInt8(ascii: "`") }
                while let first = body.first, first.isLetter { body = body.dropFirst() }  // ```text
                changed = true
            } else if let first = body.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "\"") {
                body = body.dropFirst()
                changed = true
            } else if let first = body.first, first == UInt8(ascii: "@") || first == UInt8(ascii: "#"),
                body.dropFirst().first == UInt8(ascii: "\"")
            {
                body = body.dropFirst(2)
                changed = true
            } else if let first = body.first,
                first == UInt8(ascii: "#") || first == UInt8(ascii: "*") || first == .greater,
                let second = body.dropFirst().first, second.isBlank,
                startsWithNodeOrMarks(body.dropFirst(2))
            {
                body = body.dropFirst(2)
                changed = true
            }
            line.body = body
        }
        // Markdown's escaped underscores, inside class names (`\_UILabelContentLayer`).
        if line.body.contains(.backslash), line.body.contains("\\_") {
            var copy: [UInt8] = []
            copy.reserveCapacity(line.body.count)
            var index = line.body.startIndex
            while index < line.body.endIndex {
                if line.body[index] == .backslash, index + 1 < line.body.endIndex,
                    line.body[index + 1] == UInt8(ascii: "_")
                {
                    index += 1
                    continue
                }
                copy.append(line.body[index])
                index += 1
            }
            line.body = ArraySlice(copy)
        }
        if isPrompt(line.body) {
            line.prompt = true
            line.presponder = line.body.contains("presponder")
        }
        return line
    }

    /// `<!DOCTYPE html` or `<html`, in any case.
    static func isHTMLStart(_ raw: ArraySlice<UInt8>) -> Bool {
        let text = NodeParser.trimmed(raw)
        guard text.first == .less, text.count >= 5, let second = text.dropFirst().first,
            second == UInt8(ascii: "!") || second | 0x20 == UInt8(ascii: "h")
        else { return false }
        let head = String(decoding: text.prefix(14), as: UTF8.self).lowercased()
        return head.hasPrefix("<!doctype html") || head.hasPrefix("<html")
    }

    /// Whether `bytes` starts (after blanks) with `|` marks or a `<`.
    static func startsWithNodeOrMarks(_ bytes: ArraySlice<UInt8>) -> Bool {
        let first = bytes.first { !$0.isBlank }
        return first == .bar || first == .less
    }

    /// `bytes` without an NSLog / os_log prefix (`2015-10-09 15:12:20.568 App[5625:756750] `),
    /// or nil when it has none.
    static func dropLogPrefix(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        // YYYY-MM-DD
        guard bytes.count > 20, bytes.first?.isDigit == true else { return nil }
        for offset in 0..<10 {
            let byte = bytes[bytes.startIndex + offset]
            guard offset == 4 || offset == 7 ? byte == UInt8(ascii: "-") : byte.isDigit else { return nil }
        }
        var index = bytes.startIndex + 10
        guard bytes[index] == .space || bytes[index] == UInt8(ascii: "T") else { return nil }
        index += 1
        // The time and whatever follows it (fraction, zone) up to a blank.
        guard index + 8 <= bytes.endIndex, bytes[index].isDigit, bytes[index + 2] == .colon else { return nil }
        while index < bytes.endIndex, !bytes[index].isBlank { index += 1 }
        while index < bytes.endIndex, bytes[index].isBlank { index += 1 }
        // `Process[pid:thread]`.
        let process = index
        while index < bytes.endIndex, !bytes[index].isBlank, bytes[index] != UInt8(ascii: "[") { index += 1 }
        guard index > process, index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") else { return nil }
        guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")), close - index < 40 else { return nil }
        index = close + 1
        while index < bytes.endIndex, bytes[index].isBlank { index += 1 }
        return bytes[index...]
    }

    /// A debugger prompt or command: `(lldb)`, `(gdb)`, `cy#`, `po …`, `expr …`, `p …`, `e …`.
    static func isPrompt(_ body: ArraySlice<UInt8>) -> Bool {
        for prefix in ["(lldb)", "(gdb)", "cy#", "po ", "expr ", "expression ", "p ", "e ", "print("] {
            if body.starts(with: prefix.utf8) { return true }
        }
        return false
    }

    /// A line of an HTML page as text: tags taken off, entities decoded (mechanical: in a line
    /// holding `&lt;`, every real `<` opens a tag).
    static func htmlText(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        let entities: [(String, String)] = [
            ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"),
            ("&apos;", "'"), ("&nbsp;", " "), ("&#124;", "|")
        ]
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == .less, let close = bytes[index...].firstIndex(of: .greater) {
                index = close + 1
                continue
            }
            if byte == UInt8(ascii: "&"),
                let (entity, text) = entities.first(where: { bytes[index...].starts(with: $0.0.utf8) })
            {
                out += text.utf8
                index += entity.utf8.count
                continue
            }
            out.append(byte)
            index += 1
        }
        return out
    }

    // MARK: Nodes

    /// A node line being read, joined with the lines a hard wrap broke it into.
    struct Pending {
        var text: ArraySlice<UInt8>
        var line: Int
        var lastLine: Int
        var depth: Int
        var name: Int
        var joined = 0
        /// Whether lines were joined since the node was last read.
        var stale = false

        /// The node as read so far, and the index after its `>`.
        var node: DumpNode
        var end: Int

        init(text: ArraySlice<UInt8>, line: Int, depth: Int, name: Int) {
            self.text = text
            self.line = line
            self.lastLine = line
            self.depth = depth
            self.name = name
            node = DumpNode(kind: .view, line: line, depth: depth, className: "")
            end = NodeParser.parse(text, name: name, into: &node)
        }

        var closed: Bool { node.closed }

        /// Whether `line` continues this node, cut by a hard wrap: a line with no `|` marks, not
        /// a prompt, and either attribute text (`… = …`, a value broken in the middle) or a `<`
        /// that does not start a view of its own (`<NSArray: 0x…>; layer = <CALayer: 0x…>>`).
        func accepts(_ line: Line, raw: ArraySlice<UInt8>) -> Bool {
            let body = line.body
            guard let first = body.first, !line.prompt, joined < DumpReader.maximumContinuationLines,
                text.count + body.count < DumpReader.maximumContinuationBytes
            else { return false }
            if first == .bar || DumpReader.isElision(body) || DumpReader.isSeparator(body) { return false }
            if first == .less {
                guard let (start, name) = NodeParser.firstNode(in: body, from: body.startIndex),
                    start == body.startIndex
                else { return true }
                var probe = DumpNode(kind: .view, line: 0, depth: 0, className: "")
                _ = NodeParser.parse(body, name: name, into: &probe)
                if case .rect = probe.frame { return false }
                return probe.kind != .view || !probe.closed
            }
            if first == .greater || first == .semicolon || first == .equals || first == UInt8(ascii: ")")
                || first == UInt8(ascii: ",") || first.isDigit || first == UInt8(ascii: "-")
            {
                return true
            }
            return body.contains(.equals) || body.contains(": {") || body.contains(": <")
        }

        /// Appends `line`: with a blank between when the wrap fell on one (on either side of the
        /// break), directly when it broke a word (`layer` / `= <CALayer…`, `userInteraction` /
        /// `Enabled`).
        mutating func append(_ line: Line, raw: ArraySlice<UInt8>, number: Int) {
            var joinedText = Array(text)
            let blankBefore = joinedText.last?.isBlank ?? true
            let blankAfter = raw.first?.isBlank ?? false
            if blankAfter && !blankBefore { joinedText.append(.space) }
            let offset = name - text.startIndex
            joinedText += line.body
            text = ArraySlice(joinedText)
            name = offset
            lastLine = number
            joined += 1
            // Only a `>` can close it; until one comes, the node is read again when it ends.
            stale = true
            if line.body.contains(.greater) { reparse() }
        }

        mutating func reparse() {
            node = DumpNode(kind: .view, line: line, depth: depth, className: "")
            end = NodeParser.parse(text, name: name, into: &node)
            stale = false
        }
    }

    /// Reads what a line is: the start of a node (kept pending, for a hard wrap to continue), a
    /// node with free text (an overridden description), or a gap.
    private mutating func classify(_ line: Line, number: Int, events: inout [Event]) -> Pending? {
        let body = line.body
        if body.isEmpty {
            events.append(.gap(.blank, number, line))
            return nil
        }
        if let (start, name) = NodeParser.firstNode(in: body, from: body.startIndex) {
            // Marks are the blanks and `|` right before the node; anything before them (a prompt,
            // a command, a log prefix) is not part of the dump.
            var marksStart = start
            while marksStart > body.startIndex, body[marksStart - 1].isBlank || body[marksStart - 1] == .bar {
                marksStart -= 1
            }
            let depth = body[marksStart..<start].reduce(0) { $0 + ($1 == .bar ? 1 : 0) }
            if line.prompt {
                events.append(.gap(.prompt, number, line))
            }
            return Pending(text: body[start...], line: number, depth: depth, name: name)
        }
        if line.prompt {
            events.append(.gap(.prompt, number, line))
            return nil
        }
        // `|` marks followed by free text: a view whose description is overridden (§1); by
        // nothing or dots: an elision.
        var index = body.startIndex
        var depth = 0
        while index < body.endIndex, body[index].isBlank || body[index] == .bar {
            if body[index] == .bar { depth += 1 }
            index += 1
        }
        let rest = body[index...]
        if depth > 0, rest.first == .less, NodeParser.trimmed(rest).reversed().starts(with: ")reyal(".utf8) {
            // A sublayer in a pointer-purged dump: `<_UILabelContentLayer> (layer)`.
            nodes.append(DumpNode(kind: .layer, line: number, depth: depth, className: ""))
            events.append(.node(nodes.count - 1))
            return nil
        }
        if depth > 0 && !rest.isEmpty && !Self.isElision(rest) && !Self.isSeparator(rest) {
            var node = DumpNode(kind: .opaque, line: number, depth: depth, className: "")
            node.className = NodeParser.unescaped(NodeParser.string(rest))
            node.closed = true
            nodes.append(node)
            events.append(.node(nodes.count - 1))
            return nil
        }
        events.append(.gap(.text, number, line))
        return nil
    }

    /// Reads a finished node line into nodes: one, or several when an HTML page collapsed the
    /// newlines and the nodes follow each other with their `|` marks (§6).
    private mutating func flush(_ pending: Pending, into events: inout [Event]) {
        var text = pending.text
        var depth = pending.depth
        var name = pending.name
        var first = true
        while true {
            var node: DumpNode
            var end: Int
            if first && !pending.stale {
                (node, end) = (pending.node, pending.end)
            } else {
                node = DumpNode(kind: .view, line: pending.line, depth: depth, className: "")
                end = NodeParser.parse(text, name: name, into: &node)
            }
            first = false
            node.line = pending.line
            node.lastLine = pending.lastLine
            var next: (Int, Int, Int)?  // start, name, depth
            if end < text.endIndex {
                let tail = text[end...]
                if Self.isLayerSuffix(tail) { node.kind = .layer }
                if let (start, nextName) = NodeParser.firstNode(in: text, from: end) {
                    var marksStart = start
                    while marksStart > end, text[marksStart - 1].isBlank || text[marksStart - 1] == .bar {
                        marksStart -= 1
                    }
                    let marks = text[marksStart..<start]
                    if marks.contains(.bar) {
                        if Self.isLayerSuffix(text[end..<marksStart]) { node.kind = .layer }
                        next = (start, nextName, marks.reduce(0) { $0 + ($1 == .bar ? 1 : 0) })
                    }
                }
            }
            if node.kind == .object, end < text.endIndex {
                node.suffix = NodeParser.string(text[end..<Swift.min(end + 80, text.endIndex)])
            }
            nodes.append(node)
            events.append(.node(nodes.count - 1))
            guard let (start, nextName, nextDepth) = next else { return }
            text = text[start...]
            name = nextName
            depth = nextDepth
        }
    }

    /// ` (layer)` after a node's `>`: a sublayer that is not a view's own (§1).
    static func isLayerSuffix(_ tail: ArraySlice<UInt8>) -> Bool {
        NodeParser.trimmed(tail).starts(with: "(layer)".utf8)
    }

    /// `...`, `…`, `[...]`: lines left out by whoever pasted.
    static func isElision(_ bytes: ArraySlice<UInt8>) -> Bool {
        let text = NodeParser.trimmed(bytes)
        guard !text.isEmpty else { return false }
        if text.allSatisfy({ $0 == UInt8(ascii: ".") || $0 == 0xE2 || $0 == 0x80 || $0 == 0xA6 }) { return true }
        return text.first == UInt8(ascii: "[") && text.last == UInt8(ascii: "]")
            && (text.contains("...") || text.contains("…"))
    }

    /// `---`, `===`, `***`, `___` rules, and a line that starts with one (`--- second dump ---`).
    static func isSeparator(_ bytes: ArraySlice<UInt8>) -> Bool {
        let text = NodeParser.trimmed(bytes)
        for rule in ["---", "===", "***", "___", "#if", "#endif", "```"] where text.starts(with: rule.utf8) {
            return true
        }
        return false
    }

    // MARK: Trees

    enum Event {
        case node(Int)
        case gap(Gap, Int, Line)
    }

    /// The family of an address, where one can be told: the top 16 bits of a 48-bit heap address
    /// of a 64-bit simulator or Mac process (`0x7fc8…`); views of one run share it. Other
    /// addresses (32-bit devices, arm64 heaps) mix ranges within one run and are not compared.
    static func family(of address: String?) -> Substring? {
        guard let address, address.utf8.count == 14, address.hasPrefix("0x7f") else { return nil }
        return address.dropFirst(2).prefix(4)
    }

    /// What cutting into trees reads of a node (not the whole node, whose copy costs).
    struct NodeFacts {
        let kind: DumpNode.Kind
        let depth: Int
        let line: Int
        let lastLine: Int
        let address: String?

        init(_ node: DumpNode) {
            (kind, depth, line, lastLine, address) = (node.kind, node.depth, node.line, node.lastLine, node.address)
        }
    }

    /// Cuts the nodes into trees at every gap that is not blank and every boundary inside a run.
    private mutating func segment(_ events: [Event]) {
        var current: Tree?
        var gap = Gap.blank
        var presponder = false
        var lastViewDepth = 0
        func close() {
            if let tree = current { trees.append(tree) }
            current = nil
        }
        for event in events {
            switch event {
            case .gap(let kind, _, let line):
                if kind != .blank { close() }
                gap = max(gap, kind)
                if line.presponder { presponder = true }
            case .node(let index):
                let node = NodeFacts(nodes[index])
                if current != nil {
                    // Read through `current` and changed in place: a copy would copy its nodes.
                    let rootDepth = current!.rootDepth
                    var boundary: String?
                    if node.kind != .layer, node.depth > lastViewDepth + 1 {
                        boundary =
                            "the depth jumps from \(lastViewDepth) to \(node.depth) here (lines are missing above); a new fragment starts"
                    } else if node.depth < rootDepth {
                        boundary =
                            "this line is less deep (\(node.depth)) than the fragment it follows (\(rootDepth)); a new fragment starts"
                    } else if node.depth == rootDepth && rootDepth == 0 && node.kind != .layer {
                        close()
                        current = Tree(
                            nodes: [index], rootDepth: 0, gapBefore: .blank, firstLine: node.line,
                            lastLine: node.lastLine, family: Self.family(of: node.address))
                        lastViewDepth = 0
                        continue
                    } else if node.kind != .layer, let family = Self.family(of: node.address),
                        let treeFamily = current!.family, family != treeFamily
                    {
                        boundary =
                            "the addresses change from 0x\(treeFamily)… to 0x\(family)… here: a dump of another run starts"
                    }
                    if let boundary {
                        // A tree of sublayers alone is no dump: it ends without a word.
                        if current!.nodes.contains(where: { nodes[$0].kind != .layer }) {
                            notes.append(Note(line: node.line, message: boundary))
                        }
                        close()
                    } else {
                        current!.nodes.append(index)
                        current!.lastLine = node.lastLine
                        if node.kind != .layer {
                            lastViewDepth = node.depth
                            if current!.family == nil { current!.family = Self.family(of: node.address) }
                        }
                        continue
                    }
                }
                current = Tree(
                    nodes: [index], rootDepth: node.depth, gapBefore: gap, afterPresponder: presponder,
                    firstLine: node.line, lastLine: node.lastLine,
                    family: node.kind == .layer ? nil : Self.family(of: node.address))
                lastViewDepth = node.kind == .layer ? node.depth - 1 : node.depth
                gap = .blank
                presponder = false
            }
        }
        close()
    }
}
