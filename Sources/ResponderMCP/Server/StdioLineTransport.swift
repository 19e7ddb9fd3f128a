import Foundation
import Logging
import MCP

/// MCP's stdio transport for `responder mcp`: messages are lines on standard input and standard
/// output.
///
/// Unlike the SDK's `StdioTransport`, it leaves the file descriptors blocking (a thread waits on
/// the input, so an idle server uses no CPU), bounds what a line may hold
/// (``maximumMessageBytes``), and answers what is no JSON-RPC message itself
/// (``MessageScreen``), in the order messages arrive, before the server sees the next one. The
/// server's messages and these answers are written whole, one at a time. When the input ends, the
/// requests already read are answered before the server is told.
///
/// A client that writes faster than the tools answer is slowed down rather than buffered without
/// end: at most ``maximumRequestsInFlight`` requests are with the server at once (the next waits
/// for an answer), and the reading thread stops reading while ``maximumQueuedLines`` lines wait to
/// be screened, so the pipe fills and the client's writes block.
package actor StdioLineTransport: Transport {
    /// The most a message may hold: a scene or dump sent as `text` (escaped in JSON) fits in it as
    /// long as the playground would take it (16 MB).
    package static let maximumMessageBytes = 16 << 20
    /// The most requests the server works on at once.
    package static let maximumRequestsInFlight = 16
    /// The most lines read and not yet screened.
    package static let maximumQueuedLines = 8

    package nonisolated let logger = Logger(label: "responder.mcp", factory: { _ in SwiftLogNoOpLogHandler() })
    private let input: FileHandle
    private let output: FileHandle
    private let limit: Int
    private var connected = false
    /// The requests passed to the server and not yet answered (nor cancelled).
    private var unanswered: Set<Value> = []
    /// Waiting, once the input has ended, for ``unanswered`` to empty.
    private var drained: CheckedContinuation<Void, Never>?
    /// Waiting, with ``maximumRequestsInFlight`` requests unanswered, for an answer.
    private var room: CheckedContinuation<Void, Never>?
    /// Those waiting in ``holdingBack()``.
    private var holdingBackWaiters: [CheckedContinuation<Void, Never>] = []
    /// Taken by the reading thread for each line it queues, given back as the line is screened.
    private let queueSlots = DispatchSemaphore(value: maximumQueuedLines)
    private let pieces: AsyncStream<LineSplitter.Piece>
    private let piecesContinuation: AsyncStream<LineSplitter.Piece>.Continuation
    private let messages: AsyncThrowingStream<Data, any Error>
    private let messagesContinuation: AsyncThrowingStream<Data, any Error>.Continuation

    /// A transport reading `input` and writing `output` (by default the process's standard input
    /// and output), with lines of at most `limit` bytes.
    package init(
        input: FileHandle = .standardInput, output: FileHandle = .standardOutput, limit: Int = maximumMessageBytes
    ) {
        self.input = input
        self.output = output
        self.limit = limit
        (pieces, piecesContinuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
        (messages, messagesContinuation) = AsyncThrowingStream.makeStream()
    }

    /// Starts reading: a thread reads the input as it arrives, and a task screens each line.
    package func connect() async throws {
        guard !connected else { return }
        connected = true
        let input = input
        let limit = limit
        let pieces = piecesContinuation
        let slots = queueSlots
        // Blocking reads on a thread of their own; the end of the input ends the stream.
        let reader = Thread {
            var splitter = LineSplitter(limit: limit)
            while true {
                let chunk = input.availableData
                if chunk.isEmpty {
                    for piece in splitter.finish() {
                        slots.wait()
                        pieces.yield(piece)
                    }
                    pieces.finish()
                    return
                }
                for piece in splitter.feed(chunk) {
                    slots.wait()
                    pieces.yield(piece)
                }
            }
        }
        reader.name = "responder mcp: stdin"
        reader.start()
        Task { await screen() }
    }

    private func screen() async {
        for await piece in pieces {
            queueSlots.signal()
            switch MessageScreen.screen(piece, limit: limit) {
            case .pass(let message, let requests, let cancels):
                // A cancellation frees its request's place before the new requests wait for one.
                unanswered.subtract(cancels)
                if !requests.isEmpty {
                    while unanswered.count >= Self.maximumRequestsInFlight {
                        for waiter in holdingBackWaiters { waiter.resume() }
                        holdingBackWaiters = []
                        await withCheckedContinuation { room = $0 }
                    }
                }
                unanswered.formUnion(requests)
                unanswered.subtract(cancels)
                messagesContinuation.yield(message)
            case .reply(let error):
                do {
                    try send(error)
                } catch {
                    break
                }
            }
        }
        if !unanswered.isEmpty {
            await withCheckedContinuation { drained = $0 }
        }
        messagesContinuation.finish()
    }

    package func disconnect() async {
        connected = false
        messagesContinuation.finish()
    }

    /// Writes `message` and a newline, whole. An output that was closed (the client has gone) is
    /// an error the server reports to its log, not a signal that ends the process.
    package func send(_ message: Data) throws {
        var line = message
        line.append(UInt8(ascii: "\n"))
        try output.write(contentsOf: line)
        if !unanswered.isEmpty {
            unanswered.subtract(MessageScreen.answered(by: message))
            if unanswered.count < Self.maximumRequestsInFlight, let room {
                self.room = nil
                room.resume()
            }
            if unanswered.isEmpty, let drained {
                self.drained = nil
                drained.resume()
            }
        }
    }

    package func receive() -> AsyncThrowingStream<Data, any Error> {
        messages
    }

    /// Returns once the transport holds a request back because ``maximumRequestsInFlight`` are
    /// unanswered (for tests: it returns at the next such moment, or at once if one is now).
    package func holdingBack() async {
        if room != nil { return }
        await withCheckedContinuation { holdingBackWaiters.append($0) }
    }
}
