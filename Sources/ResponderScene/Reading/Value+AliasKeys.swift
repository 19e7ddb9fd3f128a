import Foundation

extension Value {
    /// Where `text` uses an alias (`*name`) as a mapping key, or inside a flow mapping other than
    /// as a value, or in an explicit `?` key; nil when it does not. The YAML reader hashes every key
    /// of a mapping to find duplicates, and an alias key is hashed as the whole tree it stands for:
    /// nine nested aliases of ten items make a key of a billion nodes, which never finishes. Aliases
    /// as values cost nothing (they share the node) and are left alone. A lexical scan, before the
    /// reader: quoted scalars and comments are skipped; an alias-like `*` inside a block scalar may
    /// be taken for one, which only refuses such a file.
    static func aliasKeyPosition(in text: String) -> (line: Int, column: Int)? {
        let scalars = Array(text.unicodeScalars)
        var flow: [Unicode.Scalar] = []
        var line = 1
        var lineStart = 0
        var previous: Unicode.Scalar? = nil  // the last significant scalar on this line
        var explicitKey = false
        var index = 0
        func isBreak(_ s: Unicode.Scalar) -> Bool { s == "\n" || s == "\r" }
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" }
        func isFlowIndicator(_ s: Unicode.Scalar) -> Bool { s == "," || s == "[" || s == "]" || s == "{" || s == "}" }
        while index < scalars.count {
            let scalar = scalars[index]
            if isBreak(scalar) {
                line += 1
                index += 1
                lineStart = index
                previous = nil
                explicitKey = false
                continue
            }
            if isSpace(scalar) {
                index += 1
                continue
            }
            let startsToken = previous == nil || isSpace(scalars[index - 1]) || previous.map(isFlowIndicator) == true
            if scalar == "#", index == lineStart || isSpace(scalars[index - 1]) {
                while index < scalars.count, !isBreak(scalars[index]) { index += 1 }
                continue
            }
            if (scalar == "'" || scalar == "\""), startsToken || previous == ":" {
                // A quoted scalar, to its closing quote ('' and \" do not close it).
                index += 1
                while index < scalars.count {
                    let inner = scalars[index]
                    if isBreak(inner) {
                        line += 1
                        lineStart = index + 1
                    }
                    if scalar == "\"", inner == "\\" {
                        index += 2
                        continue
                    }
                    if inner == scalar {
                        if scalar == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                            index += 2
                            continue
                        }
                        break
                    }
                    index += 1
                }
                index += 1
                previous = scalar
                continue
            }
            if scalar == "?", startsToken, index + 1 >= scalars.count || isSpace(scalars[index + 1]) {
                explicitKey = true
            }
            if scalar == "*", startsToken {
                let position = (line: line, column: index - lineStart + 1)
                var end = index + 1
                while end < scalars.count, !isSpace(scalars[end]), !isBreak(scalars[end]),
                    !isFlowIndicator(scalars[end])
                {
                    end += 1
                }
                var next = end
                while next < scalars.count, isSpace(scalars[next]) { next += 1 }
                let followedByColon =
                    next < scalars.count && scalars[next] == ":"
                    && (next + 1 >= scalars.count || isSpace(scalars[next + 1]) || isBreak(scalars[next + 1])
                        || isFlowIndicator(scalars[next + 1]))
                let asValueOfFlowMapping = flow.last == "{" && previous == ":"
                if explicitKey || followedByColon || (flow.contains("{") && !asValueOfFlowMapping) {
                    return position
                }
                index = end
                previous = "*"
                continue
            }
            if scalar == "[" || scalar == "{" {
                flow.append(scalar)
            } else if scalar == "]" || scalar == "}" {
                _ = flow.popLast()
            }
            previous = scalar
            index += 1
        }
        return nil
    }
}

/// ``Value/aliasKeyPosition(in:)`` for the package's other readers of YAML (lessons).
package func aliasKeyPosition(inYAML text: String) -> (line: Int, column: Int)? {
    Value.aliasKeyPosition(in: text)
}
