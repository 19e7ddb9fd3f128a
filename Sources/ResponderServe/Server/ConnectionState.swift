import Foundation
import NIOCore
import NIOHTTP1

/// One connection's progress through its requests, and what the server does next. It decides;
/// ``ConnectionHandler`` performs (writes, closes, arms the timer). It holds no socket, so each
/// decision is tested alone.
///
/// A connection waits for a request, receives it, waits for the playground's answer, and then
/// waits for the next one (keep-alive) or closes. A refusal (431, 413, 408, 400, 403) ends it:
/// whatever arrives after it is dropped.
struct ConnectionState {
    /// What the server does next.
    enum Action {
        /// Nothing: wait for more.
        case wait
        /// Tell a client that asked (`Expect: 100-continue`) to send its body.
        case sendContinue
        /// Hand the request to the playground and send its answer (only its head for `HEAD`);
        /// then ``answerSent()`` says what follows.
        case answer(PlaygroundRequest, keepAlive: Bool, headOnly: Bool)
        /// Send this refusal, read and drop what still comes for the linger time, then close.
        case refuse(PlaygroundResponse)
        /// Close without a word: a connection that never sent a request, or whose last answer said
        /// `Connection: close`.
        case close
    }

    private enum Phase {
        /// Ready for a request; `started` once any byte of it has arrived.
        case waiting(started: Bool)
        /// A request's head has arrived; its body so far.
        case receiving(HTTPRequestHead, body: Data)
        /// The request went to the playground; after its answer, the connection is kept if
        /// `keepAlive`.
        case answering(keepAlive: Bool)
        /// Refused or closed: whatever still arrives is dropped.
        case closing
    }

    let limits: ServerLimits
    /// Whether only requests naming this machine's loopback in `Host` are answered.
    let loopbackOnly: Bool
    private var phase = Phase.waiting(started: false)

    init(limits: ServerLimits, loopbackOnly: Bool) {
        self.limits = limits
        self.loopbackOnly = loopbackOnly
    }

    /// Whether the connection is ready for a request: the request timer runs only then.
    var isWaiting: Bool {
        if case .waiting = phase { return true }
        return false
    }

    /// Whether a request is with the playground: the socket is not read meanwhile.
    var isAnswering: Bool {
        if case .answering = phase { return true }
        return false
    }

    /// Some bytes arrived (before the parser has made anything of them).
    mutating func bytesArrived() {
        if case .waiting(started: false) = phase { phase = .waiting(started: true) }
    }

    /// A request's line and headers arrived, within the header limits (the parser enforces them).
    mutating func received(head: HTTPRequestHead) -> Action {
        guard case .waiting = phase else { return .wait }
        if loopbackOnly, let host = head.headers.first(name: "host"), !Self.isLocalName(host) {
            // A page on another site that resolves its own name to 127.0.0.1 (DNS rebinding)
            // names that site in Host.
            return refuse(
                PlaygroundAPI.error(
                    403,
                    .request("this playground answers for 127.0.0.1 and localhost only, not '\(host.prefix(100))'")))
        }
        if let declared = head.headers.first(name: "content-length").flatMap(Int.init), declared > limits.bodyBytes {
            return refuse(PlaygroundAPI.tooLarge(declared))
        }
        phase = .receiving(head, body: Data())
        let expect = head.headers.first(name: "expect")?.lowercased()
        return expect == "100-continue" && head.version == .http1_1 ? .sendContinue : .wait
    }

    /// A part of a request's body arrived.
    mutating func received(body chunk: ByteBuffer) -> Action {
        guard case .receiving(let head, var body) = phase else { return .wait }
        // Chunked, or longer than declared: refused once the limit is passed.
        guard body.count + chunk.readableBytes <= limits.bodyBytes else { return refuse(PlaygroundAPI.tooLarge(nil)) }
        phase = .closing  // the body is appended to in place, not copied
        body.append(contentsOf: chunk.readableBytesView)
        phase = .receiving(head, body: body)
        return .wait
    }

    /// A request is whole.
    mutating func receivedEnd() -> Action {
        guard case .receiving(let head, let body) = phase else { return .wait }
        let keepAlive = head.isKeepAlive
        phase = .answering(keepAlive: keepAlive)
        var headers: [String: String] = [:]
        for (name, value) in head.headers { headers[name.lowercased()] = value }
        let path = String(head.uri.prefix { $0 != "?" && $0 != "#" })
        let request = PlaygroundRequest(method: head.method.rawValue, path: path, headers: headers, body: body)
        return .answer(request, keepAlive: keepAlive, headOnly: head.method == .HEAD)
    }

    /// The playground's answer has been written.
    mutating func answerSent() -> Action {
        guard case .answering(let keepAlive) = phase else { return .wait }
        if keepAlive {
            phase = .waiting(started: false)
            return .wait
        }
        phase = .closing
        return .close
    }

    /// The parser refused what arrived: a line or header over its limit (431), or anything that
    /// is not HTTP/1 (400).
    mutating func failed(_ error: HTTPParserError) -> Action {
        switch phase {
        case .closing:
            return .wait
        case .answering:
            // Garbage after a whole request: that request is still answered, then the connection
            // closes.
            phase = .answering(keepAlive: false)
            return .wait
        case .waiting, .receiving:
            if error == .headerOverflow {
                return refuse(
                    PlaygroundAPI.error(
                        431,
                        .request(
                            "the request's line or headers are too long: the playground reads lines of at most \(limits.headerLineBytes / 1024) KB, \(limits.headerBytes / 1024) KB of headers and \(limits.headerFields) header fields",
                            hint: "send the scene or dump in a POST body, not in the address")))
            }
            return refuse(
                PlaygroundAPI.error(
                    400, .request("not an HTTP/1 request the playground reads (\(error))", hint: "open / in a browser"))
            )
        }
    }

    /// The request timer ran out: the request did not arrive whole in time.
    mutating func deadlinePassed() -> Action {
        switch phase {
        case .waiting(started: false):
            phase = .closing
            return .close
        case .waiting(started: true), .receiving:
            let time = limits.requestTimeout.components
            let seconds = Double(time.seconds) + Double(time.attoseconds) / 1e18
            return refuse(
                PlaygroundAPI.error(
                    408,
                    .request(
                        "the request did not arrive whole within \(String(format: "%g", seconds)) s",
                        hint: "send the whole request at once; the connection is closed")))
        case .answering, .closing:
            return .wait
        }
    }

    private mutating func refuse(_ response: PlaygroundResponse) -> Action {
        phase = .closing
        return .refuse(response)
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
}
