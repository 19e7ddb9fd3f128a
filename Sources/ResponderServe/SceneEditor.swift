import Foundation
import ResponderScene
import Yams

/// A change the page asks for, to one view of the scene, by id.
public enum SceneEdit: Equatable, Sendable {
    /// `hidden:`.
    case hidden(view: String, Bool)
    /// `alpha:`.
    case alpha(view: String, Double)
    /// `userInteractionEnabled:`.
    case userInteractionEnabled(view: String, Bool)
    /// `frame:` (x, y, width, height, in the superview's coordinates); `center:` goes, and
    /// `bounds:` keeps its origin and takes the new size.
    case frame(view: String, CGRect)
    /// A tap recognizer (`{id: …, type: tap}`) added to the view's `gestures:`.
    case addTap(view: String)

    /// The view the edit changes.
    public var view: String {
        switch self {
        case .hidden(let view, _), .alpha(let view, _), .userInteractionEnabled(let view, _), .frame(let view, _),
            .addTap(let view):
            view
        }
    }
}

/// A scene file with an edit applied.
struct EditedSceneFile: Equatable, Sendable {
    /// The whole file.
    let text: String
    /// Nil when the author's text was kept and only the edited values were written; otherwise
    /// why the file had to be written anew from what it means (its comments, blank lines and
    /// layout are then lost).
    let rewriteReason: String?
}

/// Applies a ``SceneEdit`` to a scene file's text and keeps the author's text: comments, blank
/// lines, key order, quoting and flow or block style stay byte for byte; only the edited values
/// change, a key the view did not have is inserted as one `key: value`, and a key the edit drops
/// (`center:` for a new frame) goes with its lines.
///
/// What the edit means is decided on the file's node tree: the first mapping (in file order)
/// whose `id` is the view's is changed, and that tree is what the file must mean afterwards. The
/// text is then patched where the parser's marks place the values, read again, and kept only if
/// it means exactly that tree. When the text cannot be patched safely (anchors and aliases, a
/// block scalar, a key written `? key`, a patch that reads back otherwise), the tree is written
/// as a new file instead, with lists of numbers in flow style (`[0, 0, 100, 50]`), and
/// ``EditedSceneFile/rewriteReason`` says why. A JSON file stays JSON either way.
///
/// The result is a scene file for ``SceneLoader``, which checks it as it checks any file.
enum SceneEditor {
    /// `text` with `edit` applied; `taken` are the ids the scene already uses, so that a new
    /// recognizer gets a fresh one.
    static func apply(_ edit: SceneEdit, to text: String, file: String, taken: Set<String>) throws -> EditedSceneFile {
        guard let root = try Yams.compose(yaml: text) else { throw PlaygroundError.noScene }
        guard let (path, original) = viewMapping(edit.view, in: root) else {
            throw PlaygroundError.unknownView(edit.view)
        }
        var edited = original
        try change(&edited, edit: edit, taken: taken)
        let meant = replacing(root, at: path[...], with: .mapping(edited))
        let isJSON = isJSONObject(text)
        do {
            var patch = try TextPatch(text, root: root)
            let patched = try patch.edit(original, into: edited)
            guard let reread = try? Yams.compose(yaml: patched), sameMeaning(reread, meant) else {
                throw Unpatchable("the patched text did not read back as the edit")
            }
            guard !isJSON || isJSONObject(patched) else { throw Unpatchable("the patched text was no longer JSON") }
            return EditedSceneFile(text: patched, rewriteReason: nil)
        } catch let refusal as Unpatchable {
            let rewritten =
                isJSON
                ? JSONText.write(meant) : try Yams.serialize(node: flowingNumbers(meant), width: -1, allowUnicode: true)
            return EditedSceneFile(text: rewritten, rewriteReason: refusal.reason)
        }
    }

    /// The path (pair or item indices, values only) to the first mapping in file order whose `id`
    /// is `view`, and that mapping.
    private static func viewMapping(_ view: String, in node: Node) -> ([Int], Node.Mapping)? {
        switch node {
        case .mapping(let mapping):
            // `mapping["id"]` would resolve the type of every key on the way (slow): the text first.
            let id = mapping.first { $0.key.string == "id" && $0.key == Node("id") }?.value
            if id?.string == view { return ([], mapping) }
            for (index, pair) in mapping.enumerated() {
                if let (path, found) = viewMapping(view, in: pair.value) { return ([index] + path, found) }
            }
            return nil
        case .sequence(let sequence):
            for (index, item) in sequence.enumerated() {
                if let (path, found) = viewMapping(view, in: item) { return ([index] + path, found) }
            }
            return nil
        case .scalar, .alias:
            return nil
        }
    }

    /// `node` with the node at `path` replaced by `new`.
    private static func replacing(_ node: Node, at path: ArraySlice<Int>, with new: Node) -> Node {
        guard let first = path.first else { return new }
        switch node {
        case .mapping(let mapping):
            var pairs = mapping.map { ($0.key, $0.value) }
            pairs[first].1 = replacing(pairs[first].1, at: path.dropFirst(), with: new)
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            var items = Array(sequence)
            items[first] = replacing(items[first], at: path.dropFirst(), with: new)
            return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
        case .scalar, .alias:
            return node
        }
    }

    private static func change(_ mapping: inout Node.Mapping, edit: SceneEdit, taken: Set<String>) throws {
        switch edit {
        case .hidden(_, let value):
            mapping["hidden"] = try yaml(value ? "true" : "false")
        case .alpha(_, let value):
            mapping["alpha"] = try yaml(number(value))
        case .userInteractionEnabled(_, let value):
            mapping["userInteractionEnabled"] = try yaml(value ? "true" : "false")
        case .frame(_, let rect):
            if mapping["transform"] != nil {
                throw PlaygroundError.unsupportedEdit(
                    "'\(edit.view)' has a transform, so it is placed by center and bounds: edit those in the file")
            }
            mapping["frame"] = try yaml(list([rect.minX, rect.minY, rect.width, rect.height]))
            mapping["center"] = nil
            if let bounds = mapping["bounds"]?.sequence, bounds.count == 4 {
                let origin = [bounds[0], bounds[1]].map { Double($0.string ?? "0") ?? 0 }
                mapping["bounds"] = try yaml(list([origin[0], origin[1], rect.width, rect.height]))
            }
        case .addTap:
            var number = 1
            while taken.contains("tap\(number)") { number += 1 }
            let tap = try yaml("{id: tap\(number), type: tap}")
            var gestures = mapping["gestures"]?.sequence.map(Array.init) ?? []
            gestures.append(tap)
            mapping["gestures"] = .sequence(Node.Sequence(gestures, .implicit, .block))
        }
    }

    /// A YAML value read from its text, so that it is typed as the scene reader types it.
    private static func yaml(_ text: String) throws -> Node {
        guard let node = try Yams.compose(yaml: text) else {
            throw PlaygroundError.unsupportedEdit("cannot write '\(text)' in the scene file")
        }
        return node
    }

    private static func list(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    private static func list(_ values: [CGFloat]) -> String { list(values.map { Double($0) }) }

    /// A number as short as it reads back exactly: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Whether two trees mean the same: equal scalars (text and type), sequences item by item,
    /// mappings pair by pair whatever their order.
    static func sameMeaning(_ a: Node, _ b: Node) -> Bool {
        switch (a, b) {
        case (.scalar(let a), .scalar(let b)):
            guard a.string == b.string else { return false }
            // The same text in the same style and with the same tag is read as the same type;
            // resolving types (with regular expressions) is what takes the time.
            return (a.style == b.style && a.tag.rawValue == b.tag.rawValue) || a == b
        case (.sequence(let a), .sequence(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { sameMeaning($0, $1) }
        case (.mapping(let a), .mapping(let b)):
            guard a.count == b.count else { return false }
            var pairs: [String: [(key: Node, value: Node)]] = [:]
            for pair in b { pairs[pair.key.string ?? "", default: []].append(pair) }
            return a.allSatisfy { pair in
                pairs[pair.key.string ?? ""]?.contains {
                    sameMeaning(pair.key, $0.key) && sameMeaning(pair.value, $0.value)
                } == true
            }
        default:
            return false
        }
    }

    /// The type YAML reads `node` as (`int`, `float`, `str` …): its tag, resolved.
    static func typeName(of node: Node) -> Tag.Name { Tag.Name(rawValue: node.tag.rawValue) }

    private static func isJSONObject(_ text: String) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any]
    }

    /// `node` with every list of numbers in flow style, as scene files write frames, for the
    /// emitter (the parser does not keep the styles it read).
    private static func flowingNumbers(_ node: Node) -> Node {
        switch node {
        case .mapping(let mapping):
            let pairs = mapping.map { (flowingNumbers($0.key), flowingNumbers($0.value)) }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            let items = sequence.map(flowingNumbers)
            let numbers = !items.isEmpty && items.allSatisfy { [.int, .float].contains(typeName(of: $0)) }
            return .sequence(Node.Sequence(items, sequence.tag, numbers ? .flow : sequence.style, sequence.mark))
        case .scalar, .alias:
            return node
        }
    }
}

// MARK: - Patching the text

/// Why the text could not be patched: the file is then written anew.
private struct Unpatchable: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// The edit of one mapping written into the file's own text: each change is a range of the text
/// and what replaces it, found from the parser's marks (line and column, in Unicode scalars, of
/// where each node starts) and from where each node ends, found by reading on from there.
private struct TextPatch {
    private var text: [Unicode.Scalar]
    /// Where each line starts, as libYAML counts lines (CR LF, CR, LF, NEL, LS and PS end one).
    private let lineStarts: [Int]
    /// The file's line break, for the lines a patch adds.
    private let lineBreak: String
    private var changes: [(range: Range<Int>, text: String)] = []

    init(_ source: String, root: Node) throws {
        text = Array(source.unicodeScalars)
        // libYAML skips a byte order mark before it counts columns.
        var starts = [text.first == "\u{FEFF}" ? 1 : 0]
        var firstBreak: String?
        var index = starts[0]
        while index < text.count {
            let scalar = text[index]
            index += 1
            if scalar == "\r", index < text.count, text[index] == "\n" {
                index += 1
                firstBreak = firstBreak ?? "\r\n"
            } else if Self.isBreak(scalar) {
                firstBreak = firstBreak ?? String(scalar)
            } else {
                continue
            }
            starts.append(index)
        }
        lineStarts = starts
        lineBreak = firstBreak ?? "\n"
        try refuseAnchors(root)
    }

    /// The text with the edit of `original` into `edited` (the same mapping, changed by the
    /// edit) written in.
    mutating func edit(_ original: Node.Mapping, into edited: Node.Mapping) throws -> String {
        let opening = try offset(of: .mapping(original))
        let isFlow = text[opening] == "{"
        if !isFlow, let first = original.first, try offset(of: first.key) != opening {
            throw Unpatchable("the view's mapping has a tag or an anchor")
        }
        let quote = Self.quoting(of: original)
        var removed: Set<Int> = []
        for (index, pair) in original.enumerated() {
            guard let value = edited[pair.key] else {
                try remove(pair: index, of: original, isFlow: isFlow)
                removed.insert(index)
                continue
            }
            if SceneEditor.sameMeaning(value, pair.value) { continue }
            if pair.key.string == "gestures", let old = pair.value.sequence, let new = value.sequence,
                new.count > old.count, zip(old, new).allSatisfy({ SceneEditor.sameMeaning($0, $1) })
            {
                let keyQuote = old.last?.mapping.map(Self.quoting) ?? quote
                try append(Array(new.dropFirst(old.count)), to: old, quote: keyQuote)
            } else {
                try replace(pair, with: value, isFlow: isFlow, quote: quote)
            }
        }
        let added = edited.filter { original[$0.key] == nil }
        if !added.isEmpty {
            try insert(added.map { ($0.key, $0.value) }, into: original, after: removed, isFlow: isFlow, quote: quote)
        }
        return try applied()
    }

    // MARK: Changes

    /// Writes `value` in place of the pair's value. A block list or mapping is replaced by the
    /// new value on the key's line.
    private mutating func replace(_ pair: Node.Mapping.Element, with value: Node, isFlow: Bool, quote: Quote) throws {
        let start = try offset(of: pair.value)
        let written = try Self.flowText(value, quote: quote)
        let isBlock: Bool
        switch pair.value {
        case .sequence: isBlock = text[start] != "["
        case .mapping: isBlock = text[start] != "{"
        case .scalar, .alias: isBlock = false
        }
        guard isBlock, !isFlow else {
            let end = try end(of: pair.value, inFlow: isFlow)
            try change(start, end, written)
            return
        }
        let colon = try endOfColon(after: pair.key, inFlow: false)
        let keyLineEnd = lineEnd(from: colon)
        let rest = text[colon..<keyLineEnd].drop { Self.isBlank($0) }
        if rest.isEmpty {
            try change(colon, keyLineEnd, " " + written)
        } else if rest.first == "#" {
            try change(colon, colon, " " + written)
        } else {
            throw Unpatchable("a value starts with a tag or an anchor")
        }
        let valueEnd = try end(of: pair.value, inFlow: false)
        try change(keyLineEnd, lineEnd(from: valueEnd), "")
    }

    /// Removes the pair: its lines in a block mapping, the pair and a comma in a flow mapping.
    private mutating func remove(pair index: Int, of mapping: Node.Mapping, isFlow: Bool) throws {
        let pair = mapping[index]
        let keyStart = try offset(of: pair.key)
        let valueEnd = try end(of: pair.value, inFlow: isFlow)
        var next: Int?
        if index + 1 < mapping.count { next = try offset(of: mapping[index + 1].key) }
        if !isFlow, isFirstOnLine(keyStart) {
            try change(lineStart(of: keyStart), afterBreak(lineEnd(from: valueEnd)), "")
        } else if let next {
            try change(keyStart, next, "")
        } else if isFlow, index > 0 {
            let previousEnd = try end(of: mapping[index - 1].value, inFlow: true)
            try change(previousEnd, valueEnd, "")
        } else {
            throw Unpatchable("a key to remove shares its line")
        }
    }

    /// Inserts `pairs` after the last pair before `subviews:` (else after the last pair), leaving
    /// out `removed` pairs: one line each in a block mapping, `, key: value` in a flow mapping
    /// (on a line of its own when the pairs are one to a line).
    private mutating func insert(
        _ pairs: [(Node, Node)], into mapping: Node.Mapping, after removed: Set<Int>, isFlow: Bool, quote: Quote
    ) throws {
        let kept = mapping.indices.filter { !removed.contains($0) }
        let subviews = mapping.firstIndex { $0.key.string == "subviews" }
        guard let anchor = subviews.flatMap({ subviews in kept.last { $0 < subviews } }) ?? kept.last else {
            throw Unpatchable("the view's mapping has no pair to write after")
        }
        let written = try pairs.map { try Self.flowText($0.0, quote: quote) + ": " + Self.flowText($0.1, quote: quote) }
        let keyStart = try offset(of: mapping[anchor].key)
        let valueEnd = try end(of: mapping[anchor].value, inFlow: isFlow)
        if isFlow {
            let separator = isFirstOnLine(keyStart) ? "," + lineBreak + indentation(of: keyStart) : ", "
            try change(valueEnd, valueEnd, written.map { separator + $0 }.joined())
        } else {
            try addLines(written.map { indentation(of: keyStart) + $0 }, after: valueEnd)
        }
    }

    /// Appends `items` to a list, in its style: `, item` in a flow list (on a line of its own
    /// when the items are one to a line), a `- item` line in a block list, the item a block
    /// mapping when the list's last item is one.
    private mutating func append(_ items: [Node], to list: Node.Sequence, quote: Quote) throws {
        let start = try offset(of: .sequence(list))
        guard let last = list.last else {
            // Only a flow list is empty: `[]`.
            guard text[start] == "[" else { throw Unpatchable("the gestures list has a tag or an anchor") }
            let written = try items.map { try Self.flowText($0, quote: quote) }
            try change(start + 1, start + 1, written.joined(separator: ", "))
            return
        }
        let lastStart = try offset(of: last)
        if text[start] == "[" {
            let lastEnd = try end(of: last, inFlow: true)
            let separator = isFirstOnLine(lastStart) ? "," + lineBreak + indentation(of: lastStart) : ", "
            let written = try items.map { try separator + Self.flowText($0, quote: quote) }
            try change(lastEnd, lastEnd, written.joined())
            return
        }
        guard text[start] == "-" else { throw Unpatchable("the gestures list has a tag or an anchor") }
        var dash = lastStart - 1
        while dash > 0, Self.isBlank(text[dash]) { dash -= 1 }
        guard dash >= 0, text[dash] == "-", isFirstOnLine(dash) else {
            throw Unpatchable("a gesture starts on the line after its dash")
        }
        let prefix = indentation(of: dash) + "-" + String(repeating: " ", count: lastStart - dash - 1)
        let blockItems = last.mapping != nil && text[lastStart] != "{"
        var lines: [String] = []
        for item in items {
            if blockItems, let mapping = item.mapping {
                for (index, pair) in mapping.enumerated() {
                    let written =
                        try Self.flowText(pair.key, quote: quote) + ": " + Self.flowText(pair.value, quote: quote)
                    lines.append((index == 0 ? prefix : indentation(of: lastStart)) + written)
                }
            } else {
                lines.append(prefix + (try Self.flowText(item, quote: quote)))
            }
        }
        try addLines(lines, after: try end(of: last, inFlow: false))
    }

    /// Replaces the text from `lower` up to `upper` with `text` (a range the reading of the
    /// marks got backwards is refused, not trapped on).
    private mutating func change(_ lower: Int, _ upper: Int, _ text: String) throws {
        guard 0 <= lower, lower <= upper, upper <= self.text.count else {
            throw Unpatchable("the parts of the text to change were not found in order")
        }
        changes.append((lower..<upper, text))
    }

    /// Adds whole lines after the line where `position` is.
    private mutating func addLines(_ lines: [String], after position: Int) throws {
        let end = lineEnd(from: position)
        if end < text.count {
            let at = afterBreak(end)
            try change(at, at, lines.map { $0 + lineBreak }.joined())
        } else {
            try change(end, end, lines.map { lineBreak + $0 }.joined())
        }
    }

    /// The text with the changes made, from the last to the first.
    private func applied() throws -> String {
        let ordered = changes.sorted {
            ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound)
        }
        var result = text
        var limit = text.count
        for change in ordered {
            guard change.range.upperBound <= limit else { throw Unpatchable("two changes overlap") }
            result.replaceSubrange(change.range, with: change.text.unicodeScalars)
            limit = change.range.lowerBound
        }
        var string = String.UnicodeScalarView()
        string.append(contentsOf: result)
        return String(string)
    }

    // MARK: Where nodes start and end

    /// Where `node` starts in the text.
    private func offset(of node: Node) throws -> Int {
        guard let mark = node.mark, mark.line >= 1, mark.line <= lineStarts.count, mark.column >= 1 else {
            throw Unpatchable("a node has no place in the text")
        }
        let offset = lineStarts[mark.line - 1] + mark.column - 1
        guard offset < text.count else { throw Unpatchable("a node has no place in the text") }
        return offset
    }

    /// Where `node` ends: after a scalar's last character or closing quote, a flow collection's
    /// closing bracket, or a block collection's last value.
    private func end(of node: Node, inFlow: Bool) throws -> Int {
        let start = try offset(of: node)
        switch node {
        case .scalar(let scalar):
            switch scalar.style {
            case .plain:
                guard !scalar.string.isEmpty else { throw Unpatchable("a key has no value") }
                let end = plainEnd(from: start, inFlow: inFlow)
                guard String(String.UnicodeScalarView(text[start..<end])) == scalar.string else {
                    throw Unpatchable("a value is written over several lines, or with a tag or an anchor")
                }
                return end
            case .singleQuoted: return try quotedEnd(from: start, quote: "'")
            case .doubleQuoted: return try quotedEnd(from: start, quote: "\"")
            default: throw Unpatchable("a value is a block scalar (| or >)")
            }
        case .sequence(let sequence):
            if text[start] == "[" {
                let after = try sequence.last.map { try end(of: $0, inFlow: true) } ?? start + 1
                return try flowEnd(from: after, closing: "]")
            }
            guard text[start] == "-", let last = sequence.last else {
                throw Unpatchable("a list has a tag or an anchor")
            }
            return try end(of: last, inFlow: false)
        case .mapping(let mapping):
            if text[start] == "{" {
                let after = try Array(mapping).last.map { try end(of: $0.value, inFlow: true) } ?? start + 1
                return try flowEnd(from: after, closing: "}")
            }
            guard let last = Array(mapping).last, try offset(of: last.key) >= start else {
                throw Unpatchable("a mapping has a tag or an anchor")
            }
            return try end(of: last.value, inFlow: inFlow)
        case .alias:
            throw Unpatchable("the file uses anchors and aliases")
        }
    }

    /// The end of a plain scalar: before a comment, a line break, `: `, or in a flow collection
    /// a comma or bracket; trailing blanks are not part of it.
    private func plainEnd(from start: Int, inFlow: Bool) -> Int {
        var index = start
        var end = start
        while index < text.count {
            let scalar = text[index]
            if Self.isBreak(scalar) || (scalar == "#" && index > start && Self.isBlank(text[index - 1])) { break }
            if inFlow && Self.isFlowIndicator(scalar) { break }
            if scalar == ":" {
                let next = index + 1 < text.count ? text[index + 1] : "\n"
                if Self.isBlank(next) || Self.isBreak(next) || (inFlow && Self.isFlowIndicator(next)) { break }
            }
            index += 1
            if !Self.isBlank(scalar) { end = index }
        }
        return end
    }

    /// The end of a quoted scalar, after its closing quote (`''` inside single quotes and `\`
    /// escapes inside double quotes do not close it).
    private func quotedEnd(from start: Int, quote: Unicode.Scalar) throws -> Int {
        guard text[start] == quote else { throw Unpatchable("a quoted value has a tag or an anchor") }
        var index = start + 1
        while index < text.count {
            let scalar = text[index]
            if quote == "\"" && scalar == "\\" {
                index += 2
            } else if scalar == quote {
                if quote == "'", index + 1 < text.count, text[index + 1] == "'" {
                    index += 2
                } else {
                    return index + 1
                }
            } else {
                index += 1
            }
        }
        throw Unpatchable("a quoted value does not end")
    }

    /// The end of a flow collection, after its closing bracket, from the end of its last item:
    /// blanks, line breaks, a trailing comma and comments come before the bracket.
    private func flowEnd(from position: Int, closing: Unicode.Scalar) throws -> Int {
        var index = position
        while index < text.count {
            let scalar = text[index]
            if scalar == closing { return index + 1 }
            if scalar == "#" {
                index = lineEnd(from: index)
            } else if Self.isBlank(scalar) || Self.isBreak(scalar) || scalar == "," {
                index += 1
            } else {
                break
            }
        }
        throw Unpatchable("a flow list or mapping whose end cannot be found")
    }

    /// After the `:` that follows `key`.
    private func endOfColon(after key: Node, inFlow: Bool) throws -> Int {
        var index = try end(of: key, inFlow: inFlow)
        while index < text.count, Self.isBlank(text[index]) { index += 1 }
        guard index < text.count, text[index] == ":" else { throw Unpatchable("a key is written as `? key`") }
        return index + 1
    }

    /// Every node's mark must be where the node's own text starts; an anchor (`&name`) moves a
    /// node's mark to it, and an alias repeats the anchored node, marks and all.
    private func refuseAnchors(_ node: Node) throws {
        if let start = try? offset(of: node), text[start] == "&" {
            throw Unpatchable("the file uses anchors and aliases")
        }
        switch node {
        case .mapping(let mapping):
            for pair in mapping {
                try refuseAnchors(pair.key)
                try refuseAnchors(pair.value)
            }
        case .sequence(let sequence):
            for item in sequence { try refuseAnchors(item) }
        case .scalar:
            break
        case .alias:
            throw Unpatchable("the file uses anchors and aliases")
        }
    }

    // MARK: Lines

    private func lineEnd(from position: Int) -> Int {
        var index = position
        while index < text.count, !Self.isBreak(text[index]) { index += 1 }
        return index
    }

    /// After the line break at `position` (the text's end stays).
    private func afterBreak(_ position: Int) -> Int {
        guard position < text.count else { return position }
        if text[position] == "\r", position + 1 < text.count, text[position + 1] == "\n" { return position + 2 }
        return position + 1
    }

    private func lineStart(of position: Int) -> Int {
        var index = position
        while index > 0, !Self.isBreak(text[index - 1]) { index -= 1 }
        return index
    }

    private func isFirstOnLine(_ position: Int) -> Bool {
        text[lineStart(of: position)..<position].allSatisfy(Self.isBlank)
    }

    /// As many spaces as there are characters before `position` on its line.
    private func indentation(of position: Int) -> String {
        String(repeating: " ", count: position - lineStart(of: position))
    }

    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    private static func isFlowIndicator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "," || scalar == "[" || scalar == "]" || scalar == "{" || scalar == "}"
    }

    // MARK: Writing values

    /// How strings are written: plain where YAML reads them back as strings, or always in double
    /// quotes, as in a JSON file (whose keys are double-quoted).
    enum Quote { case plain, double }

    static func quoting(of mapping: Node.Mapping) -> Quote {
        mapping.first?.key.scalar?.style == .doubleQuoted ? .double : .plain
    }

    /// `node` in flow style: `[0, 0, 100, 50]`, `{id: tap1, type: tap}`, `true`.
    static func flowText(_ node: Node, quote: Quote) throws -> String {
        switch node {
        case .scalar(let scalar):
            guard SceneEditor.typeName(of: node) == .str else { return scalar.string }
            let plain =
                quote == .plain && scalar.string.first?.isLetter == true
                && scalar.string.unicodeScalars.allSatisfy {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
                }
                && SceneEditor.typeName(of: Node(scalar.string)) == .str
            return plain ? scalar.string : JSONText.quoted(scalar.string)
        case .sequence(let sequence):
            return try "[" + sequence.map { try flowText($0, quote: quote) }.joined(separator: ", ") + "]"
        case .mapping(let mapping):
            let pairs = try mapping.map { try flowText($0.key, quote: quote) + ": " + flowText($0.value, quote: quote) }
            return "{" + pairs.joined(separator: ", ") + "}"
        case .alias:
            throw Unpatchable("the file uses anchors and aliases")
        }
    }
}

// MARK: - Writing JSON

/// A node tree written as JSON, two spaces to a level, lists of scalars on one line: the file
/// written anew when a JSON scene file cannot be patched.
enum JSONText {
    static func write(_ node: Node) -> String { value(node, indent: "") + "\n" }

    private static func value(_ node: Node, indent: String) -> String {
        let inner = indent + "  "
        switch node {
        case .mapping(let mapping):
            guard !mapping.isEmpty else { return "{}" }
            let pairs = mapping.map { inner + quoted($0.key.string ?? "") + ": " + value($0.value, indent: inner) }
            return "{\n" + pairs.joined(separator: ",\n") + "\n" + indent + "}"
        case .sequence(let sequence):
            guard !sequence.isEmpty else { return "[]" }
            if sequence.allSatisfy({ $0.scalar != nil }) {
                return "[" + sequence.map { value($0, indent: inner) }.joined(separator: ", ") + "]"
            }
            return "[\n" + sequence.map { inner + value($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent
                + "]"
        case .scalar(let scalar):
            switch SceneEditor.typeName(of: node) {
            case .int: return node.int.map { String($0) } ?? quoted(scalar.string)
            case .float:
                return node.float.flatMap { $0.isFinite ? SceneEditor.number($0) : nil } ?? quoted(scalar.string)
            case .bool: return node.bool.map { $0 ? "true" : "false" } ?? quoted(scalar.string)
            case .null: return "null"
            default: return quoted(scalar.string)
            }
        case .alias:
            return "null"
        }
    }

    /// `string` in double quotes, escaped as JSON and YAML both read it.
    static func quoted(_ string: String) -> String {
        LogRenderer.json(string: string)
    }
}
