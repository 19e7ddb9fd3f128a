import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Testing

@testable import ResponderServe

/// Sends `request` as it is to the server on `port` and reads the answer until the server closes
/// (or half-closes) the connection. Reading goes on while sending: a server that refuses a request
/// answers before it has all of it, and the answer is read all the same.
func exchange(_ request: Data, port: UInt16) async throws -> String {
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .connect(host: "127.0.0.1", port: Int(port)) { channel in
            channel.eventLoop.makeCompletedFuture {
                try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
            }
        }
    return try await channel.executeThenClose { inbound, outbound in
        try await withThrowingTaskGroup(of: String?.self) { group in
            group.addTask {
                try? await outbound.write(ByteBuffer(bytes: request))
                return nil
            }
            group.addTask {
                var received = ByteBuffer()
                do {
                    for try await var chunk in inbound { received.writeBuffer(&chunk) }
                } catch {
                    // A reset after the answer: what arrived before it is the answer.
                }
                return String(buffer: received)
            }
            var answer = ""
            for try await result in group {
                if let result {
                    answer = result
                    group.cancelAll()
                }
            }
            return answer
        }
    }
}

func httpRequest(_ method: String, _ path: String, body: String? = nil, headers: [String] = []) -> Data {
    var lines = ["\(method) \(path) HTTP/1.1", "Host: 127.0.0.1", "Connection: close"] + headers
    if let body {
        lines += ["Content-Type: application/json", "Content-Length: \(body.utf8.count)"]
    }
    return Data((lines.joined(separator: "\r\n") + "\r\n\r\n" + (body ?? "")).utf8)
}

/// A server for the seed scene on an ephemeral loopback port, with `limits`.
func startedServer(limits: ServerLimits = .init()) async throws -> (PlaygroundServer, UInt16) {
    let api = try await MainActor.run { try seedAPI() }
    let server = try PlaygroundServer(api: api, host: "127.0.0.1", port: 0, limits: limits)
    return (server, try await server.start())
}

/// The status line of an answer.
func statusLine(_ answer: String) -> String {
    answer.components(separatedBy: "\r\n")[0]
}

// The answers wait for the main actor, which the rest of a full `swift test` keeps busy for
// minutes; the limit is there so that a hang fails rather than stalls CI.
@Suite("playground server", .timeLimit(.minutes(10)))
struct PlaygroundServerTests {
    @Test(
        "on an ephemeral loopback port: the page, an explain, malformed requests, an oversized body, and still serving")
    func server() async throws {
        let api = try await MainActor.run { try seedAPI() }
        let server = try PlaygroundServer(api: api, host: "127.0.0.1", port: 0)
        let port = try await server.start()
        #expect(port != 0)

        let page = try await exchange(httpRequest("GET", "/"), port: port)
        #expect(page.hasPrefix("HTTP/1.1 200"))
        #expect(page.contains("Content-Security-Policy: default-src 'self'"))
        #expect(page.contains("<title>ResponderKit playground</title>"))

        let answer = try await exchange(httpRequest("POST", "/api/explain", body: #"{"x": 275, "y": 300}"#), port: port)
        #expect(answer.hasPrefix("HTTP/1.1 200"))
        #expect(answer.contains("A touch at (275, 300) goes to `BB`"))

        // Not HTTP at all, a header line with no end, a path outside the page: the server says no
        // or closes that connection, and goes on.
        _ = try await exchange(Data("hello\r\n\r\n".utf8), port: port)
        _ = try await exchange(Data([0xff, 0xfe, 0x00, 0x0d, 0x0a, 0x0d, 0x0a]), port: port)
        let traversal = try await exchange(httpRequest("GET", "/../../etc/passwd"), port: port)
        #expect(traversal.hasPrefix("HTTP/1.1 404"))
        let badLength = try await exchange(
            Data("POST /api/explain HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n".utf8), port: port)
        #expect(!badLength.contains("200 OK"))

        // Another site's name in Host (DNS rebinding) is refused.
        let rebinding = try await exchange(
            Data("GET /api/scene HTTP/1.1\r\nHost: evil.example:80\r\nConnection: close\r\n\r\n".utf8), port: port)
        #expect(rebinding.hasPrefix("HTTP/1.1 403"))

        // 50 MB: refused by its Content-Length, with the limit in the message.
        let big = String(repeating: "a", count: 50 << 20)
        let tooLarge = try await exchange(httpRequest("POST", "/api/load", body: big), port: port)
        #expect(tooLarge.hasPrefix("HTTP/1.1 413"))
        #expect(tooLarge.contains("the request is too large (50.0 MB)"))

        // Chunked, with no length given: refused once 16 MB have arrived.
        var chunked = Data(
            "POST /api/load HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                .utf8)
        let chunk = Data(repeating: UInt8(ascii: "b"), count: 1 << 20)
        for _ in 0..<17 {
            chunked.append(Data("100000\r\n".utf8))
            chunked.append(chunk)
            chunked.append(Data("\r\n".utf8))
        }
        chunked.append(Data("0\r\n\r\n".utf8))
        let chunkedAnswer = try await exchange(chunked, port: port)
        #expect(chunkedAnswer.hasPrefix("HTTP/1.1 413"))

        let after = try await exchange(httpRequest("POST", "/api/explain", body: #"{"x": 100, "y": 120}"#), port: port)
        #expect(after.hasPrefix("HTTP/1.1 200"))
        #expect(after.contains("goes to `AAA`"))
        await server.stop()
    }

    @Test("a request line or header over its limit is answered 431 and closed, and the server goes on")
    func headerLimits() async throws {
        let (server, port) = try await startedServer()
        let longLine = Data(
            ("GET /" + String(repeating: "a", count: 30_000) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").utf8)
        // Twice: each hung the server before, and pinned a core.
        for _ in 0..<2 {
            let answer = try await exchange(longLine, port: port)
            #expect(statusLine(answer) == "HTTP/1.1 431 Request Header Fields Too Large")
            #expect(answer.contains("Connection: close"))
            #expect(answer.contains("the request's line or headers are too long"))
        }
        let longHeader = httpRequest("GET", "/", headers: ["X-Long: " + String(repeating: "b", count: 20_000)])
        #expect(statusLine(try await exchange(longHeader, port: port)).hasPrefix("HTTP/1.1 431"))
        let manyHeaders = httpRequest(
            "GET", "/", headers: (0..<90).map { "X-Header-\($0): " + String(repeating: "c", count: 1_000) })
        #expect(statusLine(try await exchange(manyHeaders, port: port)).hasPrefix("HTTP/1.1 431"))
        let tooManyFields = httpRequest("GET", "/", headers: (0..<120).map { "X-\($0): 1" })
        #expect(statusLine(try await exchange(tooManyFields, port: port)).hasPrefix("HTTP/1.1 431"))

        let page = try await exchange(httpRequest("GET", "/"), port: port)
        #expect(statusLine(page) == "HTTP/1.1 200 OK")
        await server.stop()
    }

    @Test("a declared body over 16 MB is answered 413 at once, before any of it is sent")
    func declaredBody() async throws {
        let (server, port) = try await startedServer()
        // Only the head: the answer comes without waiting for the terabyte it declares.
        let head = Data(
            "POST /api/load HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000000000\r\n\r\n"
                .utf8)
        let answer = try await exchange(head, port: port)
        #expect(statusLine(answer) == "HTTP/1.1 413 Payload Too Large")
        #expect(answer.contains("the playground reads at most 16.0 MB"))
        #expect(statusLine(try await exchange(httpRequest("GET", "/"), port: port)) == "HTTP/1.1 200 OK")
        await server.stop()
    }

    @Test("a client that stalls is answered 408 and closed; one that sends nothing is closed")
    func stalledClients() async throws {
        var limits = ServerLimits()
        limits.requestTimeout = .milliseconds(300)
        let (server, port) = try await startedServer(limits: limits)
        let partialLine = try await exchange(Data("GET /api/sce".utf8), port: port)
        #expect(statusLine(partialLine) == "HTTP/1.1 408 Request Timeout")
        #expect(partialLine.contains("the request did not arrive whole within 0.3 s"))
        let partialHead = try await exchange(Data("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8), port: port)
        #expect(statusLine(partialHead) == "HTTP/1.1 408 Request Timeout")
        let partialBody = try await exchange(
            Data(
                "POST /api/explain HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"x\""
                    .utf8), port: port)
        #expect(statusLine(partialBody) == "HTTP/1.1 408 Request Timeout")
        let silent = try await exchange(Data(), port: port)
        #expect(silent == "")
        await server.stop()
    }

    @Test("a stalled client holds up no one: others are answered meanwhile")
    func stalledClientDoesNotBlock() async throws {
        // Longer than the test takes however busy the machine: the stalled client is still
        // waiting, unanswered, when the server stops.
        var limits = ServerLimits()
        limits.requestTimeout = .seconds(900)
        let (server, port) = try await startedServer(limits: limits)
        let stalled = Task { try await exchange(Data("GET / HTTP/1.1\r\nHost: 127.0".utf8), port: port) }
        for _ in 0..<3 {
            let answer = try await exchange(
                httpRequest("POST", "/api/explain", body: #"{"x": 100, "y": 120}"#), port: port)
            #expect(statusLine(answer) == "HTTP/1.1 200 OK")
        }
        // Stopping the server closes the stalled connection too.
        await server.stop()
        #expect(try await stalled.value == "")
    }

    @Test("requests on one kept-alive connection are answered in order, the last one closing it")
    func keepAlive() async throws {
        let (server, port) = try await startedServer()
        let first = "GET /api/scene HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        let second = "HEAD / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
        let answer = try await exchange(Data((first + second).utf8), port: port)
        #expect(answer.components(separatedBy: "HTTP/1.1 ").count == 3)
        #expect(answer.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 3)
        #expect(answer.contains("Connection: keep-alive"))
        // HEAD: the page's length, not the page.
        #expect(answer.hasSuffix("Connection: close\r\n\r\n"))
        await server.stop()
    }

    @Test("loopback is told apart from other addresses")
    func loopback() {
        #expect(PlaygroundServer.isLoopback("127.0.0.1"))
        #expect(PlaygroundServer.isLoopback("::1"))
        #expect(!PlaygroundServer.isLoopback("0.0.0.0"))
        #expect(!PlaygroundServer.isLoopback("192.168.1.4"))
    }
}

@Suite("a connection's decisions")
struct ConnectionStateTests {
    func head(_ headers: [(String, String)], method: HTTPMethod = .POST) -> HTTPRequestHead {
        HTTPRequestHead(version: .http1_1, method: method, uri: "/api/load?x=1", headers: HTTPHeaders(headers))
    }

    func status(_ action: ConnectionState.Action) -> Int? {
        if case .refuse(let response) = action { return response.status }
        return nil
    }

    @Test("a declared length over the limit is refused at the head; within it, the body is gathered and answered")
    func bodyLimit() {
        var limits = ServerLimits()
        limits.bodyBytes = 10
        var state = ConnectionState(limits: limits, loopbackOnly: true)
        #expect(status(state.received(head: head([("Host", "127.0.0.1"), ("Content-Length", "11")]))) == 413)
        // Refused: the rest is dropped.
        #expect(status(state.received(body: ByteBuffer(string: "12345678901"))) == nil)
        #expect(state.isWaiting == false)

        state = ConnectionState(limits: limits, loopbackOnly: true)
        _ = state.received(head: head([("Host", "localhost:8080"), ("Content-Length", "6")]))
        _ = state.received(body: ByteBuffer(string: "abc"))
        _ = state.received(body: ByteBuffer(string: "def"))
        guard case .answer(let request, let keepAlive, let headOnly) = state.receivedEnd() else {
            Issue.record("a whole request is answered")
            return
        }
        #expect(request.path == "/api/load" && request.body == Data("abcdef".utf8) && keepAlive && !headOnly)
        #expect(request.headers["host"] == "localhost:8080")
        if case .wait = state.answerSent() {} else { Issue.record("kept alive") }
        #expect(state.isWaiting)
    }

    @Test("a chunked body is refused once it passes the limit")
    func chunkedLimit() {
        var limits = ServerLimits()
        limits.bodyBytes = 4
        var state = ConnectionState(limits: limits, loopbackOnly: false)
        _ = state.received(head: head([("Transfer-Encoding", "chunked")]))
        #expect(status(state.received(body: ByteBuffer(string: "abcd"))) == nil)
        #expect(status(state.received(body: ByteBuffer(string: "e"))) == 413)
    }

    @Test("the timer closes a silent connection quietly and answers a partial request 408; not while answering")
    func deadline() {
        var state = ConnectionState(limits: .init(), loopbackOnly: true)
        if case .close = state.deadlinePassed() {} else { Issue.record("a silent connection is closed") }
        state = ConnectionState(limits: .init(), loopbackOnly: true)
        state.bytesArrived()
        #expect(status(state.deadlinePassed()) == 408)
        state = ConnectionState(limits: .init(), loopbackOnly: true)
        _ = state.received(head: head([("Host", "127.0.0.1")], method: .GET))
        _ = state.receivedEnd()
        if case .wait = state.deadlinePassed() {} else { Issue.record("the playground's own time is not counted") }
    }

    @Test("parse errors: an overflow is 431, anything else 400; garbage after a whole request closes after its answer")
    func parseErrors() {
        var state = ConnectionState(limits: .init(), loopbackOnly: true)
        #expect(status(state.failed(.headerOverflow)) == 431)
        state = ConnectionState(limits: .init(), loopbackOnly: true)
        #expect(status(state.failed(.invalidMethod)) == 400)
        state = ConnectionState(limits: .init(), loopbackOnly: true)
        _ = state.received(head: head([("Host", "127.0.0.1")], method: .GET))
        _ = state.receivedEnd()
        if case .wait = state.failed(.invalidMethod) {} else { Issue.record("the answer comes first") }
        if case .close = state.answerSent() {} else { Issue.record("then the connection closes") }
    }

    @Test("another site's name in Host is refused on loopback; Expect: 100-continue is answered")
    func hostAndContinue() {
        var state = ConnectionState(limits: .init(), loopbackOnly: true)
        #expect(status(state.received(head: head([("Host", "evil.example")]))) == 403)
        state = ConnectionState(limits: .init(), loopbackOnly: false)
        let action = state.received(head: head([("Host", "evil.example"), ("Expect", "100-continue")]))
        if case .sendContinue = action {} else { Issue.record("a body that may come is asked for") }
    }

    @Test(
        "a Host naming loopback, with or without a port, is local",
        arguments: [
            ("127.0.0.1:8080", true), ("localhost", true), ("[::1]:80", true), ("LOCALHOST:1", true),
            ("evil.example:80", false), ("127.evil.example", true), ("[fe80::1]", false)
        ])
    func localNames(host: String, local: Bool) {
        #expect(ConnectionState.isLocalName(host) == local)
    }
}
