import FlyingSocks
import Foundation
import Testing

@testable import ResponderServe

/// Sends `request` as it is to the server on `port` and reads the answer until the server closes
/// the connection (the requests say `Connection: close`).
func exchange(_ request: Data, port: UInt16) async throws -> String {
    let socket = try await AsyncSocket.connected(to: .inet(ip4: "127.0.0.1", port: port))
    defer { try? socket.close() }
    // A server that refuses a request may answer and close before it has all of it: the answer
    // is read all the same.
    try? await socket.write(request)
    var received: [UInt8] = []
    while received.count < 64 << 20 {
        do {
            let bytes = try await socket.read(atMost: 65536)
            if bytes.isEmpty { break }
            received += bytes
        } catch {
            break
        }
    }
    return String(decoding: received, as: UTF8.self)
}

func httpRequest(_ method: String, _ path: String, body: String? = nil, headers: [String] = []) -> Data {
    var lines = ["\(method) \(path) HTTP/1.1", "Host: 127.0.0.1", "Connection: close"] + headers
    if let body {
        lines += ["Content-Type: application/json", "Content-Length: \(body.utf8.count)"]
    }
    return Data((lines.joined(separator: "\r\n") + "\r\n\r\n" + (body ?? "")).utf8)
}

@Suite("playground server")
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

    @Test("loopback is told apart from other addresses")
    func loopback() {
        #expect(PlaygroundServer.isLoopback("127.0.0.1"))
        #expect(PlaygroundServer.isLoopback("::1"))
        #expect(!PlaygroundServer.isLoopback("0.0.0.0"))
        #expect(!PlaygroundServer.isLoopback("192.168.1.4"))
    }
}
