import NIOCore
import NIOHTTP1
import NIOPosix

/// `responder serve`'s HTTP/1.1 server, on SwiftNIO: it reads each request within
/// ``ServerLimits``, hands it to the ``PlaygroundAPI`` on the main actor, and sends the answer.
/// A request over a limit is refused with its status (431, 413, 408) and its connection closed;
/// one that is not HTTP is answered 400 and closed; the server goes on, and a slow or stalled
/// client holds up no one else.
public actor PlaygroundServer {
    /// The address asked for; `127.0.0.1` unless `--host` said otherwise.
    public nonisolated let host: String
    /// What one request may be.
    public nonisolated let limits: ServerLimits
    private let address: SocketAddress
    private let api: PlaygroundAPI
    private var running: (group: MultiThreadedEventLoopGroup, channel: any Channel)?

    /// A server for `api` on `host` (an IPv4 or IPv6 address) and `port` (0: one the system
    /// chooses). Throws when `host` is not an address.
    public init(api: PlaygroundAPI, host: String = "127.0.0.1", port: UInt16 = 0, limits: ServerLimits = .init())
        throws
    {
        self.host = host
        self.api = api
        self.limits = limits
        self.address = try SocketAddress(ipAddress: host, port: Int(port))
    }

    /// Whether `host` is a loopback address, which a page elsewhere cannot make a browser reach
    /// under another name.
    public static func isLoopback(_ host: String) -> Bool {
        host.hasPrefix("127.") || host == "::1" || host == "localhost"
    }

    /// Starts listening and returns the port; the server runs on a thread of its own until
    /// ``stop()``. Throws when the port is taken or the address is not this machine's.
    public func start() async throws -> UInt16 {
        precondition(running == nil, "PlaygroundServer.start() called twice")
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let api = self.api
        let limits = self.limits
        let loopbackOnly = Self.isLoopback(host)
        let decoderLimits = limits.decoderLimits
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(ArrivalSignal())
                    try pipeline.configureHTTPServerPipeline(
                        withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: true,
                        withEncoderConfiguration: .init(), withDecoderLimitConfiguration: decoderLimits)
                    try pipeline.addHandler(ConnectionHandler(api: api, limits: limits, loopbackOnly: loopbackOnly))
                }
            }
        do {
            let channel = try await bootstrap.bind(to: address).get()
            running = (group, channel)
            return UInt16(channel.localAddress?.port ?? 0)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// Stops listening and closes every connection.
    public func stop() async {
        guard let running else { return }
        self.running = nil
        try? await running.channel.close()
        try? await running.group.shutdownGracefully()
    }
}

extension ServerLimits {
    /// The parser's share of the limits: an overlong line or header is its error.
    var decoderLimits: NIOHTTPDecoderLimitConfiguration {
        var limits = NIOHTTPDecoderLimitConfiguration()
        limits.maxHeaderFieldSize = headerLineBytes
        limits.maxHeaderListSize = headerBytes
        limits.maxHeaderFieldCount = headerFields
        return limits
    }
}
