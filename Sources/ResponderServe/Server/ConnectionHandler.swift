import Foundation
import NIOCore
import NIOHTTP1

/// Performs a connection's ``ConnectionState`` decisions: hands whole requests to the playground
/// on the main actor, writes answers and refusals, and runs the request timer. It sits after
/// SwiftNIO's HTTP/1 parser, whose limits make an overlong line or header a parse error.
///
/// Requests on one connection are answered one at a time, in order: while the playground answers,
/// the socket is not read, and parts of a next request that had already arrived wait their turn.
final class ConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let api: PlaygroundAPI
    private var state: ConnectionState
    /// The request timer while the connection waits for a request, the linger timer after a
    /// refusal.
    private var timer: Scheduled<Void>?
    /// Parts of the next request that arrived while one was being answered.
    private var waitingParts: [HTTPServerRequestPart] = []
    /// Whether a read was asked for while one was being answered.
    private var readHeld = false

    init(api: PlaygroundAPI, limits: ServerLimits, loopbackOnly: Bool) {
        self.api = api
        self.state = ConnectionState(limits: limits, loopbackOnly: loopbackOnly)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { armRequestTimer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        armRequestTimer(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is BytesArrived {
            state.bytesArrived()
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if state.isAnswering {
            waitingParts.append(part)
        } else {
            received(part, context)
        }
    }

    func read(context: ChannelHandlerContext) {
        if state.isAnswering {
            readHeld = true
        } else {
            context.read()
        }
    }

    private func received(_ part: HTTPServerRequestPart, _ context: ChannelHandlerContext) {
        switch part {
        case .head(let head): perform(state.received(head: head), context)
        case .body(let chunk): perform(state.received(body: chunk), context)
        case .end: perform(state.receivedEnd(), context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        switch error {
        case let error as HTTPParserError:
            perform(state.failed(error), context)
        case is ByteToMessageDecoderError:
            // Bytes after a parse error: the refusal is sent, and they are dropped.
            break
        default:
            // The client went away, or the socket failed.
            context.close(promise: nil)
        }
    }

    private func perform(_ action: ConnectionState.Action, _ context: ChannelHandlerContext) {
        switch action {
        case .wait:
            break
        case .sendContinue:
            let head = HTTPResponseHead(version: .http1_1, status: .continue)
            context.writeAndFlush(wrapOutboundOut(.head(head)), promise: nil)
        case .answer(let request, let keepAlive, let headOnly):
            timer?.cancel()
            timer = nil
            let api = self.api
            let answer = context.eventLoop.makePromise(of: PlaygroundResponse.self)
            answer.completeWithTask { await api.respond(to: request) }
            answer.futureResult.assumeIsolated().whenSuccess { response in
                guard context.channel.isActive else { return }
                self.write(response, keepAlive: keepAlive, headOnly: headOnly, context).assumeIsolated()
                    .whenComplete { _ in self.answerSent(context) }
            }
        case .refuse(let response):
            timer?.cancel()
            // Half-closed once written: the client reads the refusal to its end, and what it still
            // sends is read and dropped until it stops or the linger time is over.
            write(response, keepAlive: false, headOnly: false, context).assumeIsolated().whenComplete { _ in
                context.close(mode: .output, promise: nil)
            }
            timer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(state.limits.lingerTime)) {
                context.close(promise: nil)
            }
        case .close:
            timer?.cancel()
            timer = nil
            context.close(promise: nil)
        }
    }

    /// After an answer: the connection closes, or takes its next request, from the parts that
    /// already arrived and then from the socket.
    private func answerSent(_ context: ChannelHandlerContext) {
        perform(state.answerSent(), context)
        guard state.isWaiting else { return }
        armRequestTimer(context)
        while !waitingParts.isEmpty, !state.isAnswering {
            received(waitingParts.removeFirst(), context)
        }
        if readHeld, !state.isAnswering {
            readHeld = false
            context.read()
        }
    }

    private func armRequestTimer(_ context: ChannelHandlerContext) {
        timer?.cancel()
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(state.limits.requestTimeout)) {
            self.timer = nil
            self.perform(self.state.deadlinePassed(), context)
        }
    }

    /// Writes `response`; the future completes once it has gone to the socket (or failed to).
    private func write(
        _ response: PlaygroundResponse, keepAlive: Bool, headOnly: Bool, _ context: ChannelHandlerContext
    ) -> EventLoopFuture<Void> {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: response.contentType)
        headers.add(name: "Content-Length", value: String(response.body.count))
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "Cache-Control", value: "no-store")
        // The page loads nothing from anywhere else.
        headers.add(
            name: "Content-Security-Policy",
            value: "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'")
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { headers.add(name: name, value: value) }
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let head = HTTPResponseHead(
            version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if !headOnly, !response.body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: response.body)))), promise: nil)
        }
        return context.writeAndFlush(wrapOutboundOut(.end(nil)))
    }
}

/// Told by ``ArrivalSignal`` for each read from the socket, before the parser: a request has
/// started even when no whole line of it has arrived.
struct BytesArrived: Sendable {}

/// The first handler of a connection: it passes every read on, and says that bytes arrived.
final class ArrivalSignal: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireUserInboundEventTriggered(BytesArrived())
        context.fireChannelRead(data)
    }
}

extension TimeAmount {
    /// `duration` in NIO's unit, to the nanosecond.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
