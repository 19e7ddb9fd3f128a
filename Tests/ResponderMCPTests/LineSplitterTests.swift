import Foundation
import ResponderMCP
import Testing

@Suite("Cutting stdin into messages")
struct LineSplitterTests {
    private func line(_ text: String) -> LineSplitter.Piece { .line(Data(text.utf8)) }

    @Test("a message cut across reads is one line once its newline arrives")
    func messageAcrossReads() {
        var splitter = LineSplitter(limit: 100)
        #expect(splitter.feed(Data("{\"a\":".utf8)) == [])
        #expect(splitter.feed(Data("1}\n{\"b\"".utf8)) == [line("{\"a\":1}")])
        #expect(splitter.feed(Data(":2}\n\n  \r\n".utf8)) == [line("{\"b\":2}")])
    }

    @Test("a carriage return before the newline is dropped, and a last line without newline ends with the input")
    func carriageReturnAndLastLine() {
        var splitter = LineSplitter(limit: 100)
        #expect(splitter.feed(Data("one\r\ntwo".utf8)) == [line("one")])
        #expect(splitter.finish() == [line("two")])
        #expect(splitter.finish() == [])
    }

    @Test("a line over the limit is dropped as it arrives and reported with its size; the next line is whole")
    func overlongLine() {
        var splitter = LineSplitter(limit: 10)
        #expect(splitter.feed(Data("0123456789".utf8)) == [])
        #expect(splitter.feed(Data("abcdef".utf8)) == [])
        #expect(splitter.feed(Data("ghij\nok\n".utf8)) == [.tooLong(bytes: 20), line("ok")])
    }

    @Test("a line of exactly the limit is kept")
    func lineAtTheLimit() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Data("abcd\nabcde\n".utf8)) == [line("abcd"), .tooLong(bytes: 5)])
    }
}
