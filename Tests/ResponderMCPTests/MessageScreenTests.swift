import Foundation
import MCP
import ResponderMCP
import Testing

@Suite("Answering what is no JSON-RPC message")
struct MessageScreenTests {
    /// The error `line` is answered with: its `id`, `code` and `message`.
    private func reply(to line: String) throws -> (id: Value, code: Int, message: String, hint: String)? {
        guard case .reply(let data) = MessageScreen.screen(.line(Data(line.utf8)), limit: 1000) else { return nil }
        let reply = try JSONDecoder().decode(Value.self, from: data)
        let error = try #require(reply.objectValue?["error"]?.objectValue)
        #expect(reply.objectValue?["jsonrpc"] == "2.0")
        return (
            try #require(reply.objectValue?["id"]), try #require(error["code"]?.intValue),
            try #require(error["message"]?.stringValue),
            try #require(error["data"]?.objectValue?["hint"]?.stringValue)
        )
    }

    @Test("text that is not JSON is a parse error with a null id")
    func notJSON() throws {
        for line in ["not json", "{\"jsonrpc\": \"2.0\",", "[", "{\"a\": 1} trailing"] {
            let answer = try #require(try reply(to: line), "\(line)")
            #expect(answer.id == .null)
            #expect(answer.code == -32700)
            #expect(answer.hint.contains("one line of JSON"))
        }
    }

    @Test("JSON that is no request, notification or response is an invalid request, with its id when it has one")
    func invalidRequests() throws {
        let cases: [(String, Value, String)] = [
            ("42", .null, "a number (42), not a JSON-RPC object"),
            ("{\"id\": 3, \"method\": \"ping\"}", 3, "no \"jsonrpc\": \"2.0\""),
            ("{\"jsonrpc\": \"2.0\", \"id\": 7}", 7, "no `method`"),
            ("{\"jsonrpc\": \"2.0\", \"id\": \"a\", \"method\": 5}", "a", "its `method` is a number (5)"),
            (
                "{\"jsonrpc\": \"2.0\", \"id\": 8, \"method\": \"tools/call\", \"params\": 5}", 8,
                "its `params` is a number"
            ),
            ("{\"jsonrpc\": \"2.0\", \"id\": {}, \"method\": \"ping\"}", .null, "its `id` is an object"),
            ("{\"jsonrpc\": \"2.0\", \"id\": null, \"method\": \"ping\"}", .null, "its `id` is null"),
            ("[]", .null, "an empty batch"),
            (
                "[{\"jsonrpc\": \"2.0\", \"method\": \"ping\", \"id\": 1}, 3]", .null,
                "in a batch, the message is a number"
            )
        ]
        for (line, id, problem) in cases {
            let answer = try #require(try reply(to: line), "\(line)")
            #expect(answer.id == id, "\(line)")
            #expect(answer.code == -32600, "\(line)")
            #expect(answer.message.contains(problem), "\(line): \(answer.message)")
        }
    }

    @Test("a line over the limit is an invalid request that says the limit and to give a path")
    func tooLong() throws {
        guard case .reply(let data) = MessageScreen.screen(.tooLong(bytes: 20 << 20), limit: 16 << 20) else {
            Issue.record("a line over the limit passed")
            return
        }
        let error = try #require(try JSONDecoder().decode(Value.self, from: data).objectValue?["error"]?.objectValue)
        #expect(error["code"] == -32600)
        #expect(
            error["message"] == "Invalid Request: the message is 20.0 MB; this server reads messages of at most 16.0 MB"
        )
        #expect(error["data"]?.objectValue?["hint"]?.stringValue?.contains("`path`") == true)
    }

    @Test("requests, notifications and responses pass, with the ids they ask and cancel")
    func messagesPass() {
        let request = Data("{\"jsonrpc\": \"2.0\", \"id\": 4, \"method\": \"tools/list\"}".utf8)
        #expect(MessageScreen.screen(.line(request), limit: 1000) == .pass(request, requests: [4], cancels: []))
        let cancel = Data(
            "{\"jsonrpc\": \"2.0\", \"method\": \"notifications/cancelled\", \"params\": {\"requestId\": \"r\"}}".utf8)
        #expect(MessageScreen.screen(.line(cancel), limit: 1000) == .pass(cancel, requests: [], cancels: ["r"]))
        let batch = Data(
            "[{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}, {\"jsonrpc\": \"2.0\", \"id\": \"b\", \"method\": \"ping\"}]"
                .utf8)
        #expect(MessageScreen.screen(.line(batch), limit: 1000) == .pass(batch, requests: [1, "b"], cancels: []))
        let response = Data("{\"jsonrpc\": \"2.0\", \"id\": 9, \"result\": {}}".utf8)
        #expect(MessageScreen.screen(.line(response), limit: 1000) == .pass(response, requests: [], cancels: []))
    }

    @Test("an outgoing response answers its id; a request or notification of the server's answers none")
    func answered() {
        #expect(MessageScreen.answered(by: Data("{\"jsonrpc\":\"2.0\",\"id\":4,\"result\":{}}".utf8)) == [4])
        #expect(
            MessageScreen.answered(
                by: Data(
                    "[{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}},{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"error\":{}}]"
                        .utf8))
                == [1, "b"])
        #expect(MessageScreen.answered(by: Data("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}".utf8)) == [])
    }
}
