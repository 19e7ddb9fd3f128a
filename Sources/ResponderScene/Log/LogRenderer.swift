import Foundation

/// The event log as people read it and as programs read it (DESIGN "The event log").
public enum LogRenderer {
    /// The version of the JSON format, its first line's `version`: 2 added step records,
    /// touch locations, `observed`, `returned` and `changed` lines (1 had none of them and no
    /// first line).
    public static let jsonVersion = 2

    /// One line per step, the step as written and who answered it (`3 tap (100, 20) ---> row1`;
    /// a step that is not input and that nobody answered has no arrow:
    /// `2 set overlay.alpha = 0.005`), each followed by its log entries, indented, with their
    /// times. With `joiningForwarding`, a run of default forwarding of one message at one time,
    /// each hop starting where the last ended (`touchesBegan AAA -> AA`, `touchesBegan AA -> A`
    /// …), is one line: `touchesBegan AAA -> AA -> A -> … (forwarded by default)`; when it starts
    /// at a scene responder that has just handled the message (`handleAndForward`), the line says
    /// that responder passed it on: `(passed on by ctl's override calling super, then forwarded
    /// by default)`.
    public static func text(_ results: [ScriptRunner.StepResult], joiningForwarding: Bool = false) -> String {
        var lines: [String] = []
        for result in results {
            let names = result.answerNames
            let arrow = result.isInput || !names.isEmpty ? " ---> \(result.answer)" : ""
            lines.append("\(result.number) \(result.text)\(arrow)")
            var index = result.entries.startIndex
            while index < result.entries.endIndex {
                let entry = result.entries[index]
                var text = entry.text
                index += 1
                if joiningForwarding, case let .forwarded(message, first, to) = entry.event {
                    // A scene responder that handles the message and forwards it (`handleAndForward`)
                    // passes it on itself, as an override calling super does; the rest is default.
                    var passedOn = false
                    if index >= 2, case let .handled(handledMessage, responder, _) = result.entries[index - 2].event,
                        handledMessage == message, responder == first, result.entries[index - 2].time == entry.time
                    {
                        passedOn = true
                    }
                    var last = to
                    var hops = 1
                    while index < result.entries.endIndex, let next = last,
                        case let .forwarded(nextMessage, from, nextTo) = result.entries[index].event,
                        nextMessage == message, from == next, result.entries[index].time == entry.time,
                        let arrow = result.entries[index].text.range(of: " -> ", options: .backwards)
                    {
                        text += " -> " + result.entries[index].text[arrow.upperBound...]
                        last = nextTo
                        hops += 1
                        index += 1
                    }
                    if passedOn {
                        text +=
                            hops > 1
                            ? " (passed on by \(first)'s override calling super, then forwarded by default)"
                            : " (passed on by \(first)'s override calling super)"
                    } else if hops > 1 {
                        text += " (forwarded by default)"
                    }
                }
                lines.append("    \(time(entry.time))  \(text)")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// One JSON object per line: first `{"step":0,"t":0,"kind":"log","version":2}`, then for
    /// each step its record (`kind` `step`: `line`, `column`, `does`: the step as written,
    /// `answer`: who answered, a list) followed by one object per entry, in order, each with
    /// `step`, `t` and `kind` first, then the entry's fields in the order ``LogEntry/Event``
    /// documents. `Documentation/event-log.schema.json` is the format's JSON Schema.
    public static func jsonLines(_ results: [ScriptRunner.StepResult]) -> String {
        var out = "{\"step\":0,\"t\":0,\"kind\":\"log\",\"version\":\(jsonVersion)}\n"
        for result in results {
            out += stepRecord(result) + "\n"
            for entry in result.entries {
                out += jsonLine(entry, step: result.number) + "\n"
            }
        }
        return out
    }

    /// `entry` as one JSON object, without a newline: `{"step":1,"t":0.05,"kind":"hitTest",…}`.
    public static func jsonLine(_ entry: LogEntry, step: Int) -> String {
        let fields =
            [
                ("step", LogValue.number(Double(step))), ("t", .number(rounded(entry.time))),
                ("kind", .string(entry.kind.rawValue))
            ]
            + entry.event.jsonFields
        return "{" + fields.map { "\(json(string: $0.0)):\(json($0.1))" }.joined(separator: ",") + "}"
    }

    /// A step's record: `{"step":3,"t":1.05,"kind":"step","line":18,"column":5,"does":"tap (100, 20)","answer":["row1"]}`;
    /// a failed `expect:`'s record adds `"failed":{"expected":…,"actual":…,"message":…}`.
    public static func stepRecord(_ result: ScriptRunner.StepResult) -> String {
        var fields: [(String, LogValue)] = [
            ("step", .number(Double(result.number))), ("t", .number(rounded(result.time))), ("kind", .string("step")),
            ("line", .number(Double(result.line))), ("column", .number(Double(result.column))),
            ("does", .string(result.text)), ("answer", .list(result.answerNames.map(LogValue.string)))
        ]
        if let failure = result.failure {
            // A failed `expect:`: what it wanted and what it found (the run exits 1).
            fields.append(
                (
                    "failed",
                    .object([
                        .init(name: "expected", value: .string(failure.expected)),
                        .init(name: "actual", value: .string(failure.actual)),
                        .init(name: "message", value: .string(failure.message))
                    ])
                ))
        }
        return "{" + fields.map { "\(json(string: $0.0)):\(json($0.1))" }.joined(separator: ",") + "}"
    }

    /// Seconds with three decimals: `0.050`.
    static func time(_ seconds: TimeInterval) -> String {
        String(format: "%.3f", seconds)
    }

    /// Rounds away binary noise (0.30000000000000004 → 0.3).
    static func rounded(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }

    static func json(_ value: LogValue) -> String {
        switch value {
        case .string(let text): return json(string: text)
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
            return "\(rounded(number))"
        case .bool(let flag): return flag ? "true" : "false"
        case .list(let items): return "[" + items.map(json).joined(separator: ",") + "]"
        case .null: return "null"
        case .object(let fields):
            return "{" + fields.map { "\(json(string: $0.name)):\(json($0.value))" }.joined(separator: ",") + "}"
        }
    }

    /// Controls, DEL, C1 controls, the line and paragraph separators and the two
    /// non-characters: what a YAML reader refuses raw or breaks lines at, and JSON wants escaped.
    package static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029 || (0xFFFE...0xFFFF).contains(scalar.value)
    }

    /// `string` as a JSON string literal, which YAML reads as the same string.
    package static func json(string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // Escaped, so that the string is valid JSON and valid YAML (the importer and the
            // playground's scene editor write text through here).
            case _ where mustBeEscaped(scalar):
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
