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
        /// The debugger command echoed right before it (`po view`), when one was.
        var command: String?
        var firstLine: Int
        var lastLine: Int
        /// Its address family (see `family(of:)`), once a node has one.
        var family: Substring?
        /// Whether its top line quotes a view inside other text; it is a tree only once a line
        /// with the dump's marks follows it one level deeper (`Cell: <UITableViewCell: …>` then
        /// `   | <UITableViewCellContentView: …>`), and a mention of a view otherwise.
        var quoted = false
        /// The line of an elision (`...`, `.......`) right after it: lines were left out there.
        var elidedAt: Int?
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
    /// Views quoted inside other text (a log line, a trace step, another tool's tree) with no
    /// subview line after them: not part of any dump. Each note holds the line's start.
    private(set) var mentions: [Note] = []
    /// The start of each line whose node is quoted in other text, by line number.
    private var quotedLines: [Int: String] = [:]
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
        // A line that ends in the start of a node's head (`<UIView:`, `<UIView: 0x`), held to be
        // joined with the next: a hard wrap broke the head.
        var held: (number: Int, line: Line)?
        while let (number, raw) = scanner.next() {
            var line = Self.unwrap(raw)
            var first = number
            if firstTextLine == 0, !line.body.isEmpty { firstTextLine = number }
            if htmlLine == 0, Self.isHTMLStart(raw) { htmlLine = number }
            if let head = held {
                held = nil
                let joined = ArraySlice(Array(head.line.body) + Array(line.body))
                if let (start, _) = NodeParser.firstNode(in: joined, from: joined.startIndex),
                    start < joined.startIndex + head.line.body.count
                {
                    line = Line(body: joined, prompt: head.line.prompt, presponder: head.line.presponder)
                    first = head.number
                } else {
                    pending = classify(head.line, number: head.number, events: &events)
                    if let done = pending {
                        flush(done, into: &events)
                        pending = nil
                    }
                }
            }
            if var open = pending, open.acceptsMore {
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
            if first == number, Self.endsInHead(line.body),
                NodeParser.firstNode(in: line.body, from: line.body.startIndex) == nil
            {
                held = (number, line)
                continue
            }
            pending = classify(line, number: first, events: &events)
            pending?.lastLine = number
        }
        if let head = held { pending = classify(head.line, number: head.number, events: &events) }
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
        /// Whether an NSLog or os_log prefix was taken off.
        var logged = false
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
                line.logged = true
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

    /// Whether `body` ends in the start of a node's head that a wrap cut before its address was
    /// whole: `<`, `<UIView`, `<UIView:`, `<UIView: 0`, `<UIView: 0x` (and `<<…`), with no node
    /// starting there.
    static func endsInHead(_ body: ArraySlice<UInt8>) -> Bool {
        guard let less = body.lastIndex(of: .less) else { return false }
        var index = less + 1
        while index < body.endIndex, body[index].isClassNameByte { index += 1 }
        let name = index - less - 1
        if name > 0 || index == body.endIndex {
            if index < body.endIndex, body[index] == .colon { index += 1 }
            if index < body.endIndex, body[index] == .space { index += 1 }
            if index < body.endIndex, body[index] == UInt8(ascii: "0") { index += 1 }
            if index < body.endIndex, body[index] == UInt8(ascii: "x"), body[index - 1] == UInt8(ascii: "0") {
                index += 1
            }
        }
        guard index == body.endIndex else { return false }
        // A class name must start as one does, unless the break fell right after the `<`.
        if name > 0, let start = body[(less + 1)...].first, !(start.isLetter || start == UInt8(ascii: "_")) {
            return false
        }
        return NodeParser.nameStart(body, at: less) == nil && (less == body.startIndex || name > 0 || body.count > 1)
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

    /// Whether a prompt stands anywhere in `bytes` (prose, then `(gdb) po [webView
    /// recursiveDescription]`, then the dump, on one line of a web page).
    static func containsPrompt(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.contains("(lldb)") || bytes.contains("(gdb)") || bytes.contains("cy#")
    }

    /// A debugger prompt or command: `(lldb)`, `(gdb)`, `cy#`, `po …`, `expr …`, `p …`, `e …`.
    static func isPrompt(_ body: ArraySlice<UInt8>) -> Bool {
        for prefix in ["(lldb)", "(gdb)", "cy#", "po ", "expr ", "expression ", "p ", "e ", "print("] {
            if body.starts(with: prefix.utf8) {
                // `e = (40 …`: the rest of `frame` broken by a wrap, not lldb's `e` command.
                let rest = body.dropFirst(prefix.utf8.count).drop { $0.isBlank }
                return rest.first != .equals
            }
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
        /// Whether text that is no wrapper stands before it (see `DumpNode.quoted`).
        var quoted = false
        /// Whether a log prefix stood before it (see `DumpNode.logged`).
        var logged = false

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

        /// Whether the line may go on on the next line: its node is not closed, or what follows
        /// the node's `>` opened a bracket it has not closed (` (lay`, ` collection view layout:
        /// <UICollectionViewFlow`), or ends where ` (layer)` may follow.
        var acceptsMore: Bool { !closed || suffixOpen || suffixMayFollow }

        /// Brackets opened after the node's `>` and not closed (the outer `<` of `<<Class: …>: …>`
        /// counts as opened).
        var suffixOpen: Bool {
            guard closed else { return false }
            var depth = text.starts(with: [.less, .less]) ? 1 : 0
            for byte in text[end...] {
                if byte.isOpeningBracket {
                    depth += 1
                } else if byte.isClosingBracket {
                    depth = Swift.max(depth - 1, 0)
                }
            }
            return depth > 0
        }

        /// A closed node with nothing after it, which a ` (layer)` on the next line may complete.
        var suffixMayFollow: Bool { closed && NodeParser.trimmed(text[end...]).isEmpty }

        /// Whether `line` continues this node, cut by a hard wrap: a line with no `|` marks, not
        /// a prompt, and either attribute text (`… = …`, a value broken in the middle) or a `<`
        /// that does not start a view of its own (`<NSArray: 0x…>; layer = <CALayer: 0x…>>`).
        func accepts(_ line: Line, raw: ArraySlice<UInt8>) -> Bool {
            let body = line.body
            guard let first = body.first, !line.prompt, joined < DumpReader.maximumContinuationLines,
                text.count + body.count < DumpReader.maximumContinuationBytes
            else { return false }
            if first == .bar || DumpReader.isElision(body) || DumpReader.isSeparator(body) { return false }
            if closed {
                if suffixOpen {
                    // The rest of a bracket the suffix opened: anything but a node of its own.
                    guard let (start, _) = NodeParser.firstNode(in: body, from: body.startIndex) else { return true }
                    return start != body.startIndex
                }
                return NodeParser.trimmed(body).elementsEqual("(layer)".utf8)
            }
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
            // The rest of a value broken in the middle (`a60> (layer)`, `Layer: 0x6000031e1c30>>`):
            // a `>` that closes what the line did not open.
            if let greater = body.firstIndex(of: .greater), !body[..<greater].contains(.less) { return true }
            return body.contains(.equals) || body.contains(": {") || body.contains(": <")
        }

        /// Appends `line`: with a blank between when the wrap fell on one (on either side of the
        /// break), directly when it broke a word (`layer` / `= <CALayer…`, `userInteraction` /
        /// `Enabled`).
        mutating func append(_ line: Line, raw: ArraySlice<UInt8>, number: Int) {
            var joinedText = Array(text)
            let blankBefore = joinedText.last?.isBlank ?? true
            let blankAfter = raw.first?.isBlank ?? false
            let offset = name - text.startIndex
            // Indices into the new text, which starts at 0.
            end -= text.startIndex
            if blankAfter && !blankBefore {
                joinedText.append(.space)
            } else if !blankBefore && !blankAfter, let last = joinedText.last, let next = line.body.first,
                last.isWordByte && next.isWordByte
            {
                // A break between two word characters: a wrap that took the blank between two
                // tokens (`(40 21.5; 102` / `13.5)`), or one that broke a token (`0x6000` /
                // `01e4c0a0`, `userInteraction` / `Enabled`). The join that reads better wins.
                if Self.readsBetterSpaced(joinedText, line.body, name: offset) { joinedText.append(.space) }
            }
            joinedText += line.body
            text = ArraySlice(joinedText)
            name = offset
            lastLine = number
            joined += 1
            // Only a `>` can close it; until one comes, the node is read again when it ends.
            stale = true
            if line.body.contains(.greater) { reparse() }
        }

        /// Whether `text` and `next` read better with a blank between than without: more of the
        /// values that place a view read (the frame first), and a whole address.
        static func readsBetterSpaced(_ text: [UInt8], _ next: ArraySlice<UInt8>, name: Int) -> Bool {
            func score(_ candidate: [UInt8]) -> Int {
                // Closed for the probe, so that a value at the end is read as complete.
                var node = DumpNode(kind: .view, line: 0, depth: 0, className: "")
                _ = NodeParser.parse(ArraySlice(candidate + [.greater]), name: name, into: &node)
                var score = node.frame.isRect ? 8 : 0
                if let address = node.address, address.utf8.count >= 9 { score += 2 }
                for values in [node.transform, node.contentOffset] {
                    if let values { score += values.isEmpty ? -1 : 1 }
                }
                if node.has(.alpha) || node.cutKey == .alpha { score += node.alpha == nil ? -1 : 1 }
                return score
            }
            let direct = text + next
            let spaced = text + [.space] + next
            return score(spaced) > score(direct)
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
            var pending = Pending(text: body[start...], line: number, depth: depth, name: name)
            pending.logged = line.logged
            // Text before the marks that is no prompt (`-> <UIView: …`, `|--<UIView:…`, `hit:
            // <UIButton: …`): the view is quoted, by a log, a trace or another tool's format.
            let lead = body[body.startIndex..<marksStart]
            if !line.prompt, !lead.isEmpty, !Self.containsPrompt(lead) {
                pending.quoted = true
                quotedLines[number] = NodeParser.string(body.prefix(72)) + (body.count > 72 ? "…" : "")
            }
            return pending
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
            node.quoted = first && pending.quoted
            node.logged = first && pending.logged
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
            if node.kind == .view, end < text.endIndex {
                let tailEnd =
                    next.map { start, _, _ in Self.marksStart(text, before: start, after: end) } ?? text.endIndex
                node.trailer = NodeParser.string(NodeParser.trimmed(text[end..<Swift.min(tailEnd, end + 80)]))
            }
            nodes.append(node)
            events.append(.node(nodes.count - 1))
            guard let (start, nextName, nextDepth) = next else { return }
            text = text[start...]
            name = nextName
            depth = nextDepth
        }
    }

    /// Where the blanks and `|` marks right before `start` begin, not before `after`.
    static func marksStart(_ text: ArraySlice<UInt8>, before start: Int, after: Int) -> Int {
        var index = start
        while index > after, text[index - 1].isBlank || text[index - 1] == .bar { index -= 1 }
        return index
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
        let quoted: Bool

        init(_ node: DumpNode) {
            (kind, depth, line, lastLine, address) = (node.kind, node.depth, node.line, node.lastLine, node.address)
            quoted = node.quoted
        }
    }

    /// Cuts the nodes into trees at every gap that is not blank and every boundary inside a run.
    private mutating func segment(_ events: [Event]) {
        var current: Tree?
        var gap = Gap.blank
        var presponder = false
        var command: String?
        var lastViewDepth = 0
        func close() {
            if let tree = current {
                if tree.quoted {
                    // A view quoted in other text with no subview line after it: a mention, prose.
                    mentions.append(Note(line: tree.firstLine, message: quotedLines[tree.firstLine] ?? ""))
                    gap = .text
                } else {
                    trees.append(tree)
                }
            }
            current = nil
        }
        for event in events {
            switch event {
            case .gap(let kind, let number, let line):
                if kind == .text, current != nil, !current!.quoted,
                    Self.isElision(line.body.drop { $0.isBlank || $0 == .bar })
                {
                    current!.elidedAt = number
                }
                if kind != .blank { close() }
                gap = max(gap, kind)
                if line.presponder { presponder = true }
                if kind == .prompt { command = NodeParser.string(line.body.prefix(120)) }
            case .node(let index):
                let node = NodeFacts(nodes[index])
                if let tree = current, tree.quoted {
                    // A line with the dump's marks one level deeper makes a quoted view a dump's top.
                    if !node.quoted && node.depth == tree.rootDepth + 1 {
                        current!.quoted = false
                    } else {
                        close()
                    }
                }
                if node.quoted {
                    close()
                    gap = max(gap, .text)
                }
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
                    command: command,
                    firstLine: node.line, lastLine: node.lastLine,
                    family: node.kind == .layer ? nil : Self.family(of: node.address), quoted: node.quoted)
                lastViewDepth = node.kind == .layer ? node.depth - 1 : node.depth
                gap = .blank
                presponder = false
                command = nil
            }
        }
        close()
    }
}
