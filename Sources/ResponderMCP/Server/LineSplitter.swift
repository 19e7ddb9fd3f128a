import Foundation

/// Cuts the bytes of a stdio connection into messages: MCP's stdio transport sends one JSON-RPC
/// message a line. A line longer than `limit` bytes is not kept: its bytes are counted and
/// dropped as they arrive, so that memory stays bounded whatever a client sends, and the line is
/// reported as ``Piece/tooLong(bytes:)`` once its newline arrives. Empty lines are skipped; a
/// `\r` before the newline is dropped.
package struct LineSplitter {
    /// What a line was.
    package enum Piece: Equatable {
        /// A line, without its newline.
        case line(Data)
        /// A line of `bytes` bytes, over the limit, dropped.
        case tooLong(bytes: Int)
    }

    package let limit: Int
    private var pending = Data()
    /// The bytes of an overlong line dropped so far; nil while the current line fits.
    private var dropped: Int?

    package init(limit: Int) {
        self.limit = limit
    }

    /// The lines that `chunk` completes, in order.
    package mutating func feed(_ chunk: Data) -> [Piece] {
        var pieces: [Piece] = []
        var rest = chunk[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            take(rest[rest.startIndex..<newline])
            if let piece = endLine() { pieces.append(piece) }
            rest = rest[rest.index(after: newline)...]
        }
        take(rest)
        return pieces
    }

    /// At the end of the input: the last line, if it had no newline.
    package mutating func finish() -> [Piece] {
        endLine().map { [$0] } ?? []
    }

    private mutating func take(_ bytes: Data) {
        if let dropped {
            self.dropped = dropped + bytes.count
        } else if pending.count + bytes.count > limit {
            dropped = pending.count + bytes.count
            pending = Data()
        } else {
            pending.append(bytes)
        }
    }

    private mutating func endLine() -> Piece? {
        defer {
            pending = Data()
            dropped = nil
        }
        if let dropped { return .tooLong(bytes: dropped) }
        var line = pending
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { return nil }
        return .line(line)
    }
}
