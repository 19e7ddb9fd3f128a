/// What `responder serve` accepts of one request and how long it waits for it. Every limit is a
/// refusal with a status, never a wait: a request line or header over its limit is answered 431,
/// a body over ``bodyBytes`` 413 (a declared one at once, before any of it is read), a request not
/// whole within ``requestTimeout`` 408, and the connection is then closed.
public struct ServerLimits: Sendable, Hashable {
    /// The longest request line (method, path and version) or single header line: 16 KiB.
    public var headerLineBytes = 16 << 10
    /// The most bytes of request line and header lines together: 64 KiB.
    public var headerBytes = 64 << 10
    /// The most header fields in one request: 100.
    public var headerFields = 100
    /// The largest body: ``PlaygroundAPI/maximumBodyBytes`` (16 MiB).
    public var bodyBytes = PlaygroundAPI.maximumBodyBytes
    /// How long a request may take to arrive, from the moment the connection is ready for it (it
    /// opened, or the answer before it was sent) to its last byte: 60 s. A connection that sent
    /// nothing in that time is closed without an answer; one that sent part of a request is
    /// answered 408. The time the playground takes to answer is not counted.
    public var requestTimeout: Duration = .seconds(60)
    /// After a refusal, how long the rest of what the client sends is read and dropped before
    /// the connection is closed, so that a client still sending reads the refusal instead of a
    /// reset connection: 2 s.
    public var lingerTime: Duration = .seconds(2)

    /// The limits above.
    public init() {}
}
