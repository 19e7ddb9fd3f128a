import Foundation
import MCP
import ResponderMCP
import Testing

@Suite("The server over stdio")
struct StdioServerTests {
    /// What the server answers to `lines`, message by message, once their input has ended.
    private func exchange(_ lines: [String]) async throws -> [Value] {
        let input = Pipe()
        let output = Pipe()
        try input.fileHandleForWriting.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
        try input.fileHandleForWriting.close()
        try await ResponderMCPServer.serve(
            version: "test",
            transport: StdioLineTransport(input: input.fileHandleForReading, output: output.fileHandleForWriting))
        try output.fileHandleForWriting.close()
        let data = try output.fileHandleForReading.readToEnd() ?? Data()
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            try JSONDecoder().decode(Value.self, from: Data($0.utf8))
        }
    }

    private let handshake = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#
    ]

    @Test("every request read before the input ends is answered before the server stops, bad lines included")
    func answersEverythingReadBeforeTheEnd() async throws {
        let run =
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run","arguments":{"path":"\#(example("seed001-chain.yaml"))"}}}"#
        let answers = try await exchange(
            handshake + [run, "{not json", #"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#])
        let ids = answers.compactMap { $0.objectValue?["id"] }
        #expect(Set(ids) == [1, 2, 3, .null])
        #expect(answers.count == 4)
        let ran = try #require(answers.first { $0.objectValue?["id"] == 2 }?.objectValue?["result"]?.objectValue)
        #expect(ran["isError"] == false)
        #expect(ran["structuredContent"]?.objectValue?["log"]?.arrayValue?.isEmpty == false)
        let refused = try #require(answers.first { $0.objectValue?["id"] == .null }?.objectValue?["error"]?.objectValue)
        #expect(refused["code"] == -32700)
    }

    @Test("the server's version and tools are what the handshake and the listing say")
    func handshakeAndListing() async throws {
        let answers = try await exchange(handshake + [#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#])
        let initialized = try #require(
            answers.first { $0.objectValue?["id"] == 1 }?.objectValue?["result"]?.objectValue)
        #expect(initialized["serverInfo"]?.objectValue?["name"] == "responder")
        #expect(initialized["serverInfo"]?.objectValue?["version"] == "test")
        let listed = try #require(answers.first { $0.objectValue?["id"] == 2 }?.objectValue?["result"]?.objectValue)
        let names = listed["tools"]?.arrayValue?.compactMap { $0.objectValue?["name"]?.stringValue }
        #expect(names == ToolCatalog.listing.map(\.name))
    }
}

@Suite("The stdio transport under a flood")
struct StdioFloodTests {
    @Test(
        "requests beyond maximumRequestsInFlight wait for an answer before the server sees them",
        .timeLimit(.minutes(1)))
    func requestsWaitForAnswers() async throws {
        let input = Pipe()
        let output = Pipe()
        let transport = StdioLineTransport(input: input.fileHandleForReading, output: output.fileHandleForWriting)
        try await transport.connect()
        let limit = StdioLineTransport.maximumRequestsInFlight
        let requests = (1...limit + 4).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"tools/list"}"# + "\n" }
        try input.fileHandleForWriting.write(contentsOf: Data(requests.joined().utf8))
        var received = await transport.receive().makeAsyncIterator()
        for _ in 1...limit { _ = try await received.next() }
        await transport.holdingBack()
        // An answer to the first request lets exactly one more through.
        try await transport.send(Data(#"{"jsonrpc":"2.0","id":1,"result":{}}"#.utf8))
        let next = try #require(try await received.next())
        #expect(String(decoding: next, as: UTF8.self).contains(#""id":\#(limit + 1)"#))
        await transport.holdingBack()
        try input.fileHandleForWriting.close()
        await transport.disconnect()
    }
}
