import Foundation

/// One view line of a `recursiveDescription` dump (RECURSIVE_DESCRIPTION.md §2–§4): class,
/// address and attributes, as printed.
struct DumpNode {
    /// 1-based line in the dump where the node starts.
    let line: Int
    let depth: Int
    let className: String
    /// `0x…`, or nil in a pointer-purged dump.
    let address: String?
    /// Attributes in order, both `key = value` and `key: value` forms, values verbatim.
    let attributes: [(key: String, value: String)]
    var children: [DumpNode] = []

    func attribute(_ key: String) -> String? {
        attributes.first { $0.key == key }?.value
    }
}

/// Reads the text of one node, from its `<` to the `>` that closes it.
enum NodeParser {
    /// Keys a `text = '…'` value may be followed by; the text ends at a `'` followed by one of them.
    static let knownKeys = [
        "baseClass", "frame", "transform", "alpha", "anchorPoint", "text", "clipsToBounds", "hidden",
        "opaque", "autoresize", "autoresizesSubviews", "userInteractionEnabled", "tag", "tintColor",
        "gestureRecognizers", "animations", "backgroundColor", "image", "layer", "placeholder",
        "borderStyle", "background", "configuration", "contentOffset", "contentSize",
        "adjustedContentInset", "dataSource", "reactTag"
    ]

    /// Parses `text`, which starts at the node's `<`; nil when it is not a view node.
    static func parse(_ text: String, line: Int, depth: Int) -> DumpNode? {
        var body = Substring(text)
        // `<<Class: …>> extra`: the view's own description is the inner one (§4).
        while body.hasPrefix("<<") { body = body.dropFirst() }
        guard body.first == "<" else { return nil }
        body = body.dropFirst()
        // The node ends at the `>` that closes it; text after it is a suffix we do not need.
        let inner = closingSlice(body)
        let parts = splitAttributes(String(inner))
        guard let head = parts.first?.trimmedWhitespace, !head.isEmpty else { return nil }
        let className: String
        var address: String?
        if let colon = head.firstRange(of: ": 0x") ?? head.firstRange(of: ":0x") {
            className = String(head[..<colon.lowerBound]).trimmedWhitespace
            address = "0x" + head[colon.upperBound...].prefix { $0.isHexDigit }
        } else {
            className = head.trimmedWhitespace
        }
        guard !className.isEmpty, !className.contains(" ") else { return nil }
        var attributes: [(String, String)] = []
        for part in parts.dropFirst() {
            let trimmed = part.trimmedWhitespace
            // `key = value`, or the scroll-view style `key: value`, whichever separator comes first.
            let separators = [trimmed.firstRange(of: " = "), trimmed.firstRange(of: ": ")].compactMap { $0 }
            guard let separator = separators.min(by: { $0.lowerBound < $1.lowerBound }) else { continue }
            attributes.append(
                (
                    String(trimmed[..<separator.lowerBound]).trimmedWhitespace,
                    String(trimmed[separator.upperBound...]).trimmedWhitespace
                ))
        }
        return DumpNode(line: line, depth: depth, className: className, address: address, attributes: attributes)
    }

    /// The text up to the `>` closing the node (brackets and the `text` quote respected), or all of it.
    static func closingSlice(_ text: Substring) -> Substring {
        var depth = 0
        var index = text.startIndex
        var inText = false
        while index < text.endIndex {
            let character = text[index]
            if inText {
                if character == "'" && endsText(text[text.index(after: index)...]) { inText = false }
            } else if character == "t", text[index...].hasPrefix("text = '") {
                inText = true
                index = text.index(index, offsetBy: 7)
            } else if character.isOpeningBracket {
                depth += 1
            } else if character.isClosingBracket {
                if depth == 0 && character == ">" { return text[..<index] }
                depth = max(depth - 1, 0)
            }
            index = text.index(after: index)
        }
        return text
    }

    /// Whether what follows a `'` ends a `text` value: `; key =`/`key:`, or the node's `>`.
    static func endsText(_ rest: Substring) -> Bool {
        if rest.hasPrefix(">") || rest.isEmpty { return true }
        guard rest.hasPrefix("; ") else { return false }
        let after = rest.dropFirst(2)
        return knownKeys.contains { after.hasPrefix($0 + " =") || after.hasPrefix($0 + ":") }
    }

    /// Splits on `; ` at bracket depth 0, keeping `text = '…'` whole.
    static func splitAttributes(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inText = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inText {
                current.append(character)
                if character == "'" && endsText(text[text.index(after: index)...]) { inText = false }
            } else if character == "t", text[index...].hasPrefix("text = '") {
                current += "text = '"
                inText = true
                index = text.index(index, offsetBy: 8)
                continue
            } else if character == ";", depth == 0, text[index...].hasPrefix("; ") {
                parts.append(current)
                current = ""
                index = text.index(index, offsetBy: 2)
                continue
            } else {
                if character.isOpeningBracket { depth += 1 }
                if character.isClosingBracket { depth = max(depth - 1, 0) }
                current.append(character)
            }
            index = text.index(after: index)
        }
        if !current.trimmedWhitespace.isEmpty { parts.append(current) }
        return parts
    }
}

extension Character {
    fileprivate var isOpeningBracket: Bool {
        switch self {
        case "<", "{", "(", "[": true
        default: false
        }
    }

    fileprivate var isClosingBracket: Bool {
        switch self {
        case ">", "}", ")", "]": true
        default: false
        }
    }
}
