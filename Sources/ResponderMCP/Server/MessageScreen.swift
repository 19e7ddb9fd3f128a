import Foundation
import MCP

/// Looks at each message before the MCP SDK's server does, and answers those that are not
/// JSON-RPC messages with the JSON-RPC error the specification gives them (`id` null when the
/// message has none that can be read): text that is not JSON is a parse error (-32700); JSON that
/// is no request, notification or response, and a line over the size limit, are invalid requests
/// (-32600). Each error's `data.hint` says what to send instead. Everything else passes on.
package enum MessageScreen {
    /// What becomes of a message.
    package enum Verdict: Equatable {
        /// A JSON-RPC message, for the server, with the ids of the requests it makes (a batch makes
        /// several) and of those it cancels (`notifications/cancelled`).
        case pass(Data, requests: [Value], cancels: [Value])
        /// Not one: this error goes back to the client, and the message goes no further.
        case reply(Data)
    }

    /// The verdict on `piece`; `limit` is the line limit a ``LineSplitter/Piece/tooLong(bytes:)``
    /// went over.
    package static func screen(_ piece: LineSplitter.Piece, limit: Int) -> Verdict {
        switch piece {
        case .tooLong(let bytes):
            return .reply(
                errorReply(
                    code: -32600,
                    "Invalid Request: the message is \(megabytes(bytes)) MB; this server reads messages of at most \(megabytes(limit)) MB",
                    hint: "give a large scene or dump as a file, by `path`, rather than as `text`"))
        case .line(let data):
            let json: Value
            do {
                json = try JSONDecoder().decode(Value.self, from: data)
            } catch {
                return .reply(
                    errorReply(
                        code: -32700, "Parse error: the message is not JSON",
                        hint: "send each JSON-RPC message as one line of JSON (UTF-8), ended by a newline"))
            }
            if let problem = problem(with: json) {
                return .reply(
                    errorReply(code: -32600, "Invalid Request: \(problem)", id: id(of: json), hint: requestHint))
            }
            return .pass(data, requests: requests(in: json), cancels: cancellations(in: json))
        }
    }

    /// The ids of the requests `json` makes.
    private static func requests(in json: Value) -> [Value] {
        if case .array(let batch) = json { return batch.flatMap(requests(in:)) }
        guard let message = json.objectValue, message["method"] != nil, let id = message["id"] else { return [] }
        return [id]
    }

    /// The ids of the requests `json` cancels.
    private static func cancellations(in json: Value) -> [Value] {
        if case .array(let batch) = json { return batch.flatMap(cancellations(in:)) }
        guard let message = json.objectValue, message["method"] == "notifications/cancelled",
            let id = message["params"]?.objectValue?["requestId"]
        else { return [] }
        return [id]
    }

    /// The ids of the requests the outgoing `message` answers.
    package static func answered(by message: Data) -> [Value] {
        guard let json = try? JSONDecoder().decode(Value.self, from: message) else { return [] }
        let messages = json.arrayValue ?? [json]
        return messages.compactMap { item in
            guard let fields = item.objectValue, fields["method"] == nil else { return nil }
            return fields["id"]
        }
    }

    static let requestHint =
        "a request is {\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\"}; a notification has no `id`"

    /// What makes `json` no JSON-RPC message (a batch: any of its members), or nil.
    private static func problem(with json: Value) -> String? {
        if case .array(let batch) = json {
            if batch.isEmpty { return "an empty batch" }
            return batch.lazy.compactMap { member in problem(with: member).map { "in a batch, \($0)" } }.first
        }
        guard case .object(let message) = json else {
            return "the message is \(ToolArguments.describe(json)), not a JSON-RPC object"
        }
        guard message["jsonrpc"] == "2.0" else { return "the message has no \"jsonrpc\": \"2.0\"" }
        if let id = message["id"], !isID(id) {
            return "its `id` is \(ToolArguments.describe(id)), not a string or a number"
        }
        if let method = message["method"] {
            guard case .string = method else {
                return "its `method` is \(ToolArguments.describe(method)), not a string"
            }
            if let params = message["params"], params.objectValue == nil {
                return "its `params` is \(ToolArguments.describe(params)), not an object"
            }
            return nil
        }
        if message["id"] != nil && (message["result"] != nil || message["error"] != nil) { return nil }
        return "the message has no `method` (a request or notification) and no `result` or `error` (a response)"
    }

    private static func isID(_ value: Value) -> Bool {
        switch value {
        case .string, .int: true
        default: false
        }
    }

    /// The message's `id`, when it is one.
    private static func id(of json: Value) -> Value {
        guard let id = json.objectValue?["id"], isID(id) else { return .null }
        return id
    }

    private static func errorReply(code: Int, _ message: String, id: Value = .null, hint: String) -> Data {
        let reply: Value = [
            "jsonrpc": "2.0", "id": id,
            "error": ["code": .int(code), "message": .string(message), "data": ["hint": .string(hint)]]
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A value of strings, numbers and null always encodes.
        return (try? encoder.encode(reply)) ?? Data()
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_048_576)
    }
}
