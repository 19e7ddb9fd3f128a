import FlyingFox
import FlyingSocks
import Foundation

/// `responder serve`'s HTTP server (FlyingFox): it reads each request, at most
/// ``PlaygroundAPI/maximumBodyBytes`` of body, hands it to the ``PlaygroundAPI`` on the main
/// actor, and sends the answer. A malformed request closes its connection; the server goes on.
public final class PlaygroundServer: Sendable {
    /// The address asked for; `127.0.0.1` unless `--host` said otherwise.
    public let host: String
    private let server: HTTPServer
    private let api: PlaygroundAPI

    /// A server for `api` on `host` (an IPv4 or IPv6 address) and `port` (0: one the system
    /// chooses). Throws when `host` is not an address.
    public init(api: PlaygroundAPI, host: String = "127.0.0.1", port: UInt16 = 0) throws {
        self.host = host
        self.api = api
        let address: any SocketAddress
        if host.contains(":") {
            address = try sockaddr_in6.inet6(ip6: host, port: port)
        } else {
            address = try sockaddr_in.inet(ip4: host, port: port)
        }
        let loopback = Self.isLoopback(host)
        server = HTTPServer(
            // The handler's time limit: long enough for a large dump in a debug build, and for the
            // main actor to come free when it is busy.
            config: HTTPServer.Configuration(address: address, timeout: 600, logger: .disabled),
            handler: Handler(api: api, loopbackOnly: loopback))
    }

    /// Whether `host` is a loopback address, which a page elsewhere cannot make a browser reach
    /// under another name.
    public static func isLoopback(_ host: String) -> Bool {
        host.hasPrefix("127.") || host == "::1" || host == "localhost"
    }

    /// Starts listening and returns the port; the server runs until ``stop()``, in a task of its own.
    public func start() async throws -> UInt16 {
        let server = self.server
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            task.cancel()
            // The run's own error says why (the port is taken, the address is not this machine's).
            _ = try await task.value
            throw error
        }
        switch await server.listeningAddress {
        case .ip4(_, let port), .ip6(_, let port): return port
        default: return 0
        }
    }

    /// Stops listening and closes the connections.
    public func stop() async {
        await server.stop()
    }

    private struct Handler: HTTPHandler {
        let api: PlaygroundAPI
        let loopbackOnly: Bool

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            var headers: [String: String] = [:]
            for (header, value) in request.headers { headers[header.rawValue.lowercased()] = value }
            if loopbackOnly, let host = headers["host"], !Self.isLocalName(host) {
                // A page on another site that resolves its own name to 127.0.0.1 (DNS rebinding)
                // names that site in Host.
                return Self.http(
                    PlaygroundAPI.error(
                        403,
                        .request("this playground answers for 127.0.0.1 and localhost only, not '\(host.prefix(100))'"))
                )
            }
            // One pass over the body (a chunked one can be read once): kept up to the limit, then
            // read and thrown away.
            let declared = request.bodySequence.count
            var chunks = request.bodySequence.makeAsyncIterator()
            var body = Data()
            if let declared, declared > PlaygroundAPI.maximumBodyBytes {
                try await Self.discard(&chunks, skipped: 0)
                return Self.http(PlaygroundAPI.tooLarge(declared), close: true)
            }
            while let chunk = try await chunks.next() {
                body.append(chunk)
                if body.count > PlaygroundAPI.maximumBodyBytes {
                    let skipped = body.count
                    body = Data()
                    try await Self.discard(&chunks, skipped: skipped)
                    return Self.http(PlaygroundAPI.tooLarge(nil), close: true)
                }
            }
            let method = request.method.rawValue
            let path = request.path
            let received = PlaygroundRequest(method: method, path: path, headers: headers, body: body)
            let api = self.api
            let response = await MainActor.run { api.respond(to: received) }
            return Self.http(response, head: method == "HEAD")
        }

        /// The most of a refused body read and thrown away, so that a browser still sending it
        /// reads the refusal rather than a reset connection; past it, the connection is closed.
        static let discardLimit = 256 << 20

        /// Reads the rest of a refused body, a chunk at a time, keeping none of it, up to
        /// ``discardLimit`` in all.
        static func discard(_ chunks: inout HTTPBodySequence.Iterator, skipped: Int) async throws {
            var read = skipped
            while let chunk = try await chunks.next() {
                read += chunk.count
                if read > discardLimit { return }
            }
        }

        /// Whether a Host header names this machine's loopback: `127.0.0.1:8080`, `localhost`,
        /// `[::1]:8080`.
        static func isLocalName(_ host: String) -> Bool {
            var name = host.lowercased()
            if name.hasPrefix("[") {
                name = String(name.dropFirst().prefix { $0 != "]" })
            } else if let colon = name.lastIndex(of: ":") {
                name = String(name[..<colon])
            }
            return name == "localhost" || name == "::1" || name.hasPrefix("127.")
        }

        static func http(_ response: PlaygroundResponse, close: Bool = false, head: Bool = false) -> HTTPResponse {
            var headers: [HTTPHeader: String] = [
                .contentType: response.contentType,
                HTTPHeader("X-Content-Type-Options"): "nosniff",
                HTTPHeader("Cache-Control"): "no-store",
                // The page loads nothing from anywhere else.
                HTTPHeader("Content-Security-Policy"):
                    "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'"
            ]
            for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
            if close { headers[.connection] = "close" }
            return HTTPResponse(
                statusCode: HTTPStatusCode(response.status, phrase: phrase(response.status)),
                headers: HTTPHeaders(headers), body: head ? Data() : response.body)
        }

        static func phrase(_ status: Int) -> String {
            switch status {
            case 200: "OK"
            case 400: "Bad Request"
            case 403: "Forbidden"
            case 404: "Not Found"
            case 405: "Method Not Allowed"
            case 409: "Conflict"
            case 413: "Content Too Large"
            case 415: "Unsupported Media Type"
            case 422: "Unprocessable Content"
            default: "Error"
            }
        }
    }
}
