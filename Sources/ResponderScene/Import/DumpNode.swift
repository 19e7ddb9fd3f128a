import Foundation

/// The attributes a view line can print, in the order UIKit prints them (RECURSIVE_DESCRIPTION.md
/// §3): a key's raw value is its rank, so a line cut after one key lost only the keys after it.
enum DumpKey: Int, CaseIterable {
    case reactTag, baseClass, frame, transform, alpha, anchorPoint, text, clipsToBounds, hidden, opaque
    case autoresize, autoresizesSubviews, userInteractionEnabled, tag, tintColor, gestureRecognizers
    case placeholder, borderStyle, background, animations, backgroundColor, image, layer, configuration
    case contentOffset, contentSize, adjustedContentInset, dataSource, windowLevel

    /// The keys' names as bytes, by rank.
    static let names: [[UInt8]] = allCases.map { Array("\($0)".utf8) }

    /// The key spelled by `bytes`; spaces inside (a hard wrap that split the word) are ignored.
    init?(_ bytes: ArraySlice<UInt8>) {
        var name = bytes
        if name.contains(.space) { name = ArraySlice(name.filter { $0 != .space }) }
        guard let first = name.first else { return nil }
        for (rank, candidate) in Self.names.enumerated()
        where candidate.count == name.count && candidate[0] == first && candidate.elementsEqual(name) {
            self.init(rawValue: rank)
            return
        }
        return nil
    }

    /// The keys whose value changes where a touch goes (§8); `contentOffset` only for scroll views.
    static let hitTesting: [DumpKey] = [.frame, .transform, .alpha, .hidden, .userInteractionEnabled, .contentOffset]
}

/// One line of a dump that names an object — a view, a sublayer (`(layer)`), a view whose
/// description is overridden (free text), or an object printed without attributes — with what
/// it printed (RECURSIVE_DESCRIPTION.md §2–§4).
struct DumpNode {
    enum Kind {
        /// `<Class: 0x…; frame = …; …>`.
        case view
        /// `<CALayer: 0x…> (layer)`: a sublayer, not a view (§1).
        case layer
        /// `   | CustomDebugDescription`: a view whose description is overridden (§1).
        case opaque
        /// `<Class: 0x…>` and nothing else: a view controller in `presponder` output, or a view
        /// whose description an app replaced.
        case object
    }

    /// How a frame was printed.
    enum Frame {
        case absent
        case unreadable(String)
        case rect(CGRect)

        var isRect: Bool { if case .rect = self { true } else { false } }
    }

    var kind: Kind
    /// 1-based line where the node starts, and where it ends (later when hard-wrapped).
    var line: Int
    var lastLine: Int
    /// The number of `|` marks before the node.
    var depth: Int
    /// The class as printed (or the free text of an opaque node).
    var className: String
    /// `0x…`, or nil in a pointer-purged dump.
    var address: String?
    var baseClass: String?
    var frame: Frame = .absent
    /// `[a, b, c, d, tx, ty]`, or `[]` when printed but unreadable.
    var transform: [Double]?
    var alpha: Double?
    var hidden = false
    var interactionOff = false
    var clipsToBounds = false
    var tag: Int?
    var text: String?
    /// `{x, y}`, or `[]` when printed but unreadable.
    var contentOffset: [Double]?
    var contentSize: [Double]?
    var gestureRecognizers = false
    var animations = false
    var windowLevel: Double?
    /// Whether the `>` that closes the node was found.
    var closed = true
    /// Whether the line ends in `; >`, the mark of attributes cut out by hand (§6).
    var trimmed = false
    /// The keys read, as a bit set by rank.
    var keys: UInt64 = 0
    /// The key of the last attribute of a line that was cut, whose value may be cut too.
    var cutKey: DumpKey?
    /// For an object printed without attributes, the text after its `>` (`Frame: (…)` where an
    /// app replaced UIView's description).
    var suffix: String?
    /// Whether text that is neither a wrapper nor `|` marks stands before it on its line
    /// (`-> <UIView: …`, `hit view: <UIButton: …`): a view quoted in a log or a trace, unless
    /// subviews follow it with the dump's marks.
    var quoted = false
    /// For a view, the text after its `>` up to the end of its line or the next node's marks,
    /// trimmed: empty in most dumps; ` - (null)`, `(layer)`, `collection view layout: <…>`,
    /// `delegate=0x…` in some; `pointInside: YES` in a trace that prints the views it visits.
    var trailer = ""
    /// Whether an NSLog or os_log prefix (`2015-10-09 15:12:20.568 App[5625:756750]`) stood
    /// before it on its line.
    var logged = false

    init(kind: Kind, line: Int, depth: Int, className: String, address: String? = nil) {
        self.kind = kind
        self.line = line
        self.lastLine = line
        self.depth = depth
        self.className = className
        self.address = address
    }

    func has(_ key: DumpKey) -> Bool { keys & (1 << UInt64(key.rawValue)) != 0 }

    /// The rank of the last attribute read in full, or -1.
    var lastRank: Int { keys == 0 ? -1 : 63 - keys.leadingZeroBitCount }

    /// Whether the node was printed by UIKit in full: closed, with its `layer`, not trimmed.
    var isComplete: Bool { closed && !trimmed && has(.layer) }

    /// For a line that is not complete, the keys in `candidates` that it may have lost: after a
    /// cut, those after the last key read (and the key being read when it was cut); after a hand
    /// trim or with no `layer`, every key not printed.
    func unknownKeys(among candidates: [DumpKey]) -> [DumpKey] {
        guard !isComplete else { return [] }
        if !closed {
            let last = lastRank
            return candidates.filter { (!has($0) && $0.rawValue > last) || $0 == cutKey }
        }
        return candidates.filter { !has($0) }
    }
}

extension ArraySlice<UInt8> {
    /// Whether the bytes of `pattern` occur in order somewhere in the slice.
    func contains(_ pattern: String) -> Bool {
        let needle = Array(pattern.utf8)
        guard let first = needle.first, count >= needle.count else { return false }
        var index = startIndex
        let last = endIndex - needle.count
        while index <= last {
            if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let bar = UInt8(ascii: "|")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let semicolon = UInt8(ascii: ";")
    static let colon = UInt8(ascii: ":")
    static let equals = UInt8(ascii: "=")
    static let quote = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")

    var isBlank: Bool { self == .space || self == .tab }
    /// A byte of a number, a name or an address: what a wrap can break in the middle.
    var isWordByte: Bool { isLetter || isDigit || self == UInt8(ascii: ".") || self == UInt8(ascii: "_") }
    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isHexDigit: Bool { isDigit || (self >= 0x61 && self <= 0x66) || (self >= 0x41 && self <= 0x46) }
    var isLetter: Bool { (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) }

    /// A byte of a class name as dumps print them: ObjC, module-qualified, mangled Swift (`$`),
    /// Markdown-escaped (`\_`), or non-ASCII.
    var isClassNameByte: Bool {
        isLetter || isDigit || self == UInt8(ascii: "_") || self == UInt8(ascii: ".") || self == UInt8(ascii: "$")
            || self == .backslash || self >= 0x80
    }

    var isOpeningBracket: Bool {
        self == .less || self == UInt8(ascii: "{") || self == UInt8(ascii: "(") || self == UInt8(ascii: "[")
    }

    var isClosingBracket: Bool {
        self == .greater || self == UInt8(ascii: "}") || self == UInt8(ascii: ")") || self == UInt8(ascii: "]")
    }
}

/// Reads the text of one node, from its `<` to the `>` that closes it, in one pass over its bytes.
enum NodeParser {
    /// The curly quotes typesetting puts around `text` values: `‘` and `’`.
    static let curlyOpen: [UInt8] = [0xE2, 0x80, 0x98]
    static let curlyClose: [UInt8] = [0xE2, 0x80, 0x99]

    /// Whether a node starts at `start` (a `<`): `<Class: 0x…`, `<Class:0x…`, `<Class; …`, or the
    /// `<<Class: …` of descriptions that wrap their super's (§4). Returns where the class name
    /// starts.
    static func nameStart(_ bytes: ArraySlice<UInt8>, at start: Int) -> Int? {
        var index = start + 1
        if index < bytes.endIndex, bytes[index] == .less { index += 1 }
        guard index < bytes.endIndex else { return nil }
        let first = bytes[index]
        guard first.isLetter || first == UInt8(ascii: "_") || first == UInt8(ascii: "$") || first >= 0x80 else {
            return nil
        }
        var end = index
        while end < bytes.endIndex, bytes[end].isClassNameByte { end += 1 }
        guard end < bytes.endIndex else { return nil }
        switch bytes[end] {
        case .colon:
            var hex = end + 1
            if hex < bytes.endIndex, bytes[hex] == .space { hex += 1 }
            guard hex + 2 < bytes.endIndex, bytes[hex] == UInt8(ascii: "0"), bytes[hex + 1] == UInt8(ascii: "x"),
                bytes[hex + 2].isHexDigit
            else { return nil }
            return index
        case .semicolon:
            return index
        default:
            return nil
        }
    }

    /// The first `<` in `bytes` at or after `from` that starts a node, and where its class name
    /// starts. Linear even in a run of thousands of `<`.
    static func firstNode(in bytes: ArraySlice<UInt8>, from: Int) -> (start: Int, name: Int)? {
        var index = from
        while index < bytes.endIndex {
            guard let less = bytes[index...].firstIndex(of: .less) else { return nil }
            var run = less
            while run + 1 < bytes.endIndex, bytes[run + 1] == .less { run += 1 }
            // In a run of `<`, only the last one or two can start a node.
            let candidate = max(less, run - 1)
            if let name = nameStart(bytes, at: candidate) { return (candidate, name) }
            if candidate != run, let name = nameStart(bytes, at: run) { return (run, name) }
            index = run + 1
        }
        return nil
    }

    /// Parses the node whose `<` is at `start` (its class name at `name`) into `node`'s fields;
    /// returns the index after the `>` that closes it (or `bytes.endIndex` when it is not closed).
    static func parse(_ bytes: ArraySlice<UInt8>, name: Int, into node: inout DumpNode) -> Int {
        var index = name
        while index < bytes.endIndex, bytes[index].isClassNameByte { index += 1 }
        node.className = string(bytes[name..<index], unescapingMarkdown: true)
        if bytes[index] == .colon {
            index += 1
            if bytes[index] == .space { index += 1 }
            let hexStart = index + 2
            var hexEnd = hexStart
            while hexEnd < bytes.endIndex, bytes[hexEnd].isHexDigit { hexEnd += 1 }
            node.address = "0x" + string(bytes[hexStart..<hexEnd])
            index = hexEnd
        }
        // Attributes, split on `;` at bracket depth 0 and outside `text = '…'`, up to the `>` at
        // depth 0 that closes the node.
        var depth = 0
        var partStart = index
        var attributeCount = 0
        var lastPartEmpty = false
        func endPart(_ end: Int, closing: Bool) {
            let part = trimmed(bytes[partStart..<end])
            lastPartEmpty = part.isEmpty && partStart != index
            if !part.isEmpty {
                attributeCount += 1
                if !closing && end == bytes.endIndex {
                    read(part, into: &node, complete: false)
                } else {
                    read(part, into: &node, complete: true)
                }
            }
        }
        var position = index
        // A head followed directly by text that is not an attribute (`<UIView: 0x…>Frame: …`) has none.
        if position < bytes.endIndex, bytes[position] == .semicolon {
            position += 1
            partStart = position
            position = skipText(bytes, partStart: position)
        }
        while position < bytes.endIndex {
            let byte = bytes[position]
            if byte.isOpeningBracket {
                depth += 1
            } else if byte.isClosingBracket {
                if depth == 0 && byte == .greater {
                    if partStart != index || attributeCount > 0 { endPart(position, closing: true) }
                    node.trimmed = lastPartEmpty
                    node.closed = true
                    if attributeCount == 0 && node.kind == .view { node.kind = .object }
                    return position + 1
                }
                depth = max(depth - 1, 0)
            } else if byte == .semicolon && depth == 0 {
                endPart(position, closing: false)
                position += 1
                partStart = position
                position = skipText(bytes, partStart: position)
                continue
            }
            position += 1
        }
        // Not closed: a line cut short (or wrapped past what was joined).
        node.closed = false
        if partStart < bytes.endIndex {
            // The last part ends at the cut: its key is known if complete, its value never is.
            let part = trimmed(bytes[partStart...])
            if !part.isEmpty {
                attributeCount += 1
                read(part, into: &node, complete: false)
            }
        }
        if attributeCount == 0 && node.address != nil && node.kind == .view { node.kind = .object }
        return bytes.endIndex
    }

    /// At the start of an attribute: when it is `text = '…'`, the index after the quote that ends
    /// it (§5.2), so that its `;`, `<` and `>` are not read as structure; else `partStart`.
    static func skipText(_ bytes: ArraySlice<UInt8>, partStart: Int) -> Int {
        var index = partStart
        while index < bytes.endIndex, bytes[index].isBlank { index += 1 }
        guard index + 4 <= bytes.endIndex, bytes[index..<(index + 4)].elementsEqual("text".utf8) else {
            return partStart
        }
        index += 4
        while index < bytes.endIndex, bytes[index].isBlank { index += 1 }
        guard index < bytes.endIndex, bytes[index] == .equals else { return partStart }
        index += 1
        while index < bytes.endIndex, bytes[index].isBlank { index += 1 }
        let close: [UInt8]
        if index < bytes.endIndex, bytes[index] == .quote {
            close = [.quote]
            index += 1
        } else if bytes[index...].starts(with: curlyOpen) {
            close = curlyClose
            index += curlyOpen.count
        } else {
            return partStart
        }
        while index < bytes.endIndex {
            if bytes[index] == close[0], bytes[index...].starts(with: close) {
                let after = index + close.count
                if endsText(bytes[after...]) { return after }
            }
            index += 1
        }
        return bytes.endIndex
    }

    /// Whether what follows a closing quote ends a `text` value: the node's `>`, the end, or
    /// `; knownKey =`/`knownKey:`.
    static func endsText(_ rest: ArraySlice<UInt8>) -> Bool {
        guard let first = rest.first else { return true }
        if first == .greater { return true }
        guard first == .semicolon else { return false }
        var index = rest.startIndex + 1
        while index < rest.endIndex, rest[index].isBlank { index += 1 }
        let keyStart = index
        while index < rest.endIndex, rest[index].isLetter { index += 1 }
        guard DumpKey(rest[keyStart..<index]) != nil else { return false }
        while index < rest.endIndex, rest[index].isBlank { index += 1 }
        return index < rest.endIndex && (rest[index] == .equals || rest[index] == .colon)
    }

    /// Reads one `key = value` or `key: value` attribute. An attribute of a cut line may be cut
    /// itself: its key counts as read only when its value is complete and it is not the last.
    static func read(_ part: ArraySlice<UInt8>, into node: inout DumpNode, complete: Bool) {
        // The separator is the first `=` or `:`, whichever comes first.
        guard let separator = part.firstIndex(where: { $0 == .equals || $0 == .colon }) else {
            if !complete { node.cutKey = DumpKey(trimmed(part)) ?? prefixKey(trimmed(part)) }
            return
        }
        guard let key = DumpKey(trimmed(part[..<separator])) else { return }
        if !complete {
            node.cutKey = key
            return
        }
        node.keys |= 1 << UInt64(key.rawValue)
        let value = trimmed(part[(separator + 1)...])
        switch key {
        case .baseClass: node.baseClass = string(value, unescapingMarkdown: true)
        case .frame:
            if let n = numbers(value, count: 4) {
                node.frame = .rect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
            } else {
                node.frame = .unreadable(string(value))
            }
        case .transform: node.transform = numbers(value, count: 6) ?? []
        case .alpha: node.alpha = numbers(value, count: 1)?.first
        case .hidden: node.hidden = isYes(value)
        case .userInteractionEnabled: node.interactionOff = !isYes(value)
        case .clipsToBounds: node.clipsToBounds = isYes(value)
        case .tag:
            node.tag = numbers(value, count: 1).flatMap {
                $0[0] == $0[0].rounded() && abs($0[0]) < 1e9 ? Int($0[0]) : nil
            }
        case .text: node.text = textValue(value)
        case .contentOffset: node.contentOffset = numbers(value, count: 2) ?? []
        case .contentSize: node.contentSize = numbers(value, count: 2)
        case .gestureRecognizers: node.gestureRecognizers = true
        case .animations: node.animations = true
        case .windowLevel: node.windowLevel = numbers(value, count: 1)?.first
        default: break
        }
    }

    /// The key a cut attribute name starts (`userInteraction` → `userInteractionEnabled`).
    static func prefixKey(_ name: ArraySlice<UInt8>) -> DumpKey? {
        guard name.count >= 3, name.allSatisfy(\.isLetter) else { return nil }
        return DumpKey.allCases.first { DumpKey.names[$0.rawValue].starts(with: name) }
    }

    static func isYes(_ value: ArraySlice<UInt8>) -> Bool {
        value.elementsEqual("YES".utf8) || value.elementsEqual("yes".utf8) || value.elementsEqual("true".utf8)
    }

    /// The text between the quotes of `'…'` (or `‘…’`), its escapes decoded; a text cut before
    /// its closing quote is what there is.
    static func textValue(_ value: ArraySlice<UInt8>) -> String {
        var body = value
        if body.first == .quote {
            body = body.dropFirst()
            if body.last == .quote { body = body.dropLast() }
        } else if body.starts(with: curlyOpen) {
            body = body.dropFirst(curlyOpen.count)
            if body.count >= 3, body.suffix(3).elementsEqual(curlyClose) { body = body.dropLast(3) }
        }
        return unescaped(string(body))
    }

    // MARK: Bytes to values

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start].isBlank { start += 1 }
        while end > start, bytes[end - 1].isBlank { end -= 1 }
        return bytes[start..<end]
    }

    static func string(_ bytes: ArraySlice<UInt8>, unescapingMarkdown: Bool = false) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        if unescapingMarkdown && bytes.contains(.backslash) {
            return text.replacingOccurrences(of: "\\_", with: "_")
        }
        return text
    }

    /// Exactly `count` finite numbers separated by spaces, commas, semicolons and brackets
    /// (`(0 0; 414 896)`, `[1, 0, 0, 1, 0, 0]`, `{0, -88}`, `0.5`), or nil.
    static func numbers(_ bytes: ArraySlice<UInt8>, count: Int) -> [Double]? {
        var values: [Double] = []
        values.reserveCapacity(count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte.isBlank || byte == UInt8(ascii: ",") || byte == .semicolon || byte.isOpeningBracket
                || byte.isClosingBracket
            {
                index += 1
                continue
            }
            var end = index
            while end < bytes.endIndex {
                let b = bytes[end]
                if b.isBlank || b == UInt8(ascii: ",") || b == .semicolon || b.isOpeningBracket || b.isClosingBracket {
                    break
                }
                end += 1
            }
            guard values.count < count, let value = number(bytes[index..<end]), value.isFinite else { return nil }
            values.append(value)
            index = end
        }
        return values.count == count ? values : nil
    }

    /// A number as `%g` or `%f` prints it; whole numbers of up to 15 digits are read without
    /// going through a string.
    static func number(_ token: ArraySlice<UInt8>) -> Double? {
        var index = token.startIndex
        var negative = false
        if index < token.endIndex, token[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        let digits = token.endIndex - index
        if digits > 0, digits <= 15, token[index...].allSatisfy(\.isDigit) {
            var value = 0
            for byte in token[index...] { value = value * 10 + Int(byte - 0x30) }
            return negative ? -Double(value) : Double(value)
        }
        return Double(String(decoding: token, as: UTF8.self))
    }

    /// `text` with the escapes of the tool that printed it decoded (§5.6): `\uXXXX` and
    /// `\UXXXX` (UTF-16, surrogate pairs joined) and `\xXX`.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var units: [UInt16] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var result = ""
        func flush() {
            guard !units.isEmpty else { return }
            result += String(decoding: units, as: UTF16.self)
            units.removeAll()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count {
                let marker = scalars[index + 1]
                let length = marker == "u" || marker == "U" ? 4 : marker == "x" ? 2 : 0
                if length > 0, index + 1 + length < scalars.count {
                    let hex = String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 2 + length)]))
                    if hex.allSatisfy(\.isHexDigit), let unit = UInt16(hex, radix: 16) {
                        units.append(unit)
                        index += 2 + length
                        continue
                    }
                }
            }
            flush()
            result.unicodeScalars.append(scalar)
            index += 1
        }
        flush()
        return result
    }
}
