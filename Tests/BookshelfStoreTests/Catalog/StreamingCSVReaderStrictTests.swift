import Foundation
import Testing

@testable import BookshelfStore

/// `StreamingCSVReader` in strict mode does everything the shelf's `CSVReader` does: these
/// mirror `CSVTests` case by case (same inputs, records, errors and line numbers).
@Suite struct StreamingCSVReaderStrictTests {
  /// Reads all records, feeding the reader `chunkSize` bytes at a time.
  func records(_ text: String, chunkSize: Int = 65_536) throws -> [StreamingCSVReader.Record] {
    try records(Data(text.utf8), chunkSize: chunkSize)
  }

  func records(_ data: Data, chunkSize: Int) throws -> [StreamingCSVReader.Record] {
    let reader = StreamingCSVReader(strict: true, readChunk: Self.chunks(of: data, size: chunkSize))
    var result: [StreamingCSVReader.Record] = []
    while let record = try reader.next() { result.append(record) }
    return result
  }

  static func chunks(of data: Data, size: Int) -> () throws -> Data? {
    var offset = 0
    return {
      guard offset < data.count else { return nil }
      defer { offset += size }
      return data.subdata(in: offset..<min(data.count, offset + size))
    }
  }

  @Test func rfc4180AtEveryChunkSize() throws {
    let text =
      "\u{FEFF}a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"line1\nline2\"\r\n\r\n\"\",,\"crlf\r\ninside\"\nlast,\"=\"\"0440238145\"\"\",end"
    let expected = [
      StreamingCSVReader.Record(line: 1, fields: ["a", "b", "c"]),
      StreamingCSVReader.Record(line: 2, fields: ["x, y", "say \"hi\"", "line1\nline2"]),
      StreamingCSVReader.Record(line: 5, fields: ["", "", "crlf\r\ninside"]),
      StreamingCSVReader.Record(line: 7, fields: ["last", "=\"0440238145\"", "end"]),
    ]
    for chunkSize in [1, 2, 3, 7, 65_536] {
      #expect(try records(text, chunkSize: chunkSize) == expected, "chunk size \(chunkSize)")
    }
  }

  @Test func aLoneCREndsARecordAQuoteInsideAnUnquotedFieldIsTextTrailingComma() throws {
    #expect(
      try records("a,b\rc,d\"e,\n") == [
        .init(line: 1, fields: ["a", "b"]), .init(line: 2, fields: ["c", "d\"e", ""]),
      ])
    #expect(try records("") == [])
    #expect(try records("\n\n") == [])
  }

  @Test func textAfterAClosingQuoteIsMalformedAndTheReaderGoesOnWithTheNextLine() throws {
    for chunkSize in [1, 2, 3, 65_536] {
      let reader = StreamingCSVReader(
        strict: true,
        readChunk: Self.chunks(of: Data("ok,1\n\"bad\"x,2\nnext,3\n\"open,4\nmore".utf8), size: chunkSize))
      #expect(try reader.next()?.fields == ["ok", "1"])
      #expect(
        throws: StreamingCSVReader.Failure.malformed(
          line: 2, reason: .textAfterQuote(field: 1))
      ) {
        try reader.next()
      }
      #expect(try reader.next() == .init(line: 3, fields: ["next", "3"]))
      #expect(throws: StreamingCSVReader.Failure.unclosedQuote(line: 4)) {
        try reader.next()
      }
      #expect(try reader.next() == nil)
    }
  }

  @Test func textAfterAClosingQuoteInALaterFieldNamesThatField() throws {
    let reader = StreamingCSVReader(
      strict: true, readChunk: Self.chunks(of: Data("a,\"b\" ,c\r\nd\r\n".utf8), size: 4))
    #expect(
      throws: StreamingCSVReader.Failure.malformed(
        line: 1, reason: .textAfterQuote(field: 2))
    ) {
      try reader.next()
    }
    #expect(try reader.next() == .init(line: 2, fields: ["d"]))
    #expect(try reader.next() == nil)
  }

  @Test func bytesThatAreNotUTF8AreReportedWithTheirLineAndTheReaderStops() throws {
    for strict in [true, false] {
      let data = Data("title\nok\n".utf8) + Data([0x43, 0x61, 0x66, 0xE9, 0x0A]) + Data("after\n".utf8)
      let reader = StreamingCSVReader(strict: strict, readChunk: Self.chunks(of: data, size: 3))
      #expect(try reader.next()?.fields == ["title"])
      #expect(try reader.next()?.fields == ["ok"])
      #expect(throws: StreamingCSVReader.Failure.notUTF8(line: 3)) { try reader.next() }
      #expect(try reader.next() == nil)
    }
  }

  @Test func utf8IsCheckedPerFieldAndForEveryKindOfBadSequence() throws {
    let bad: [[UInt8]] = [
      [0x80], [0xC3], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82],
    ]
    for bytes in bad {
      let reader = StreamingCSVReader(
        strict: true, readChunk: Self.chunks(of: Data("x,\"".utf8) + Data(bytes) + Data("\"\n".utf8), size: 2)
      )
      #expect(throws: StreamingCSVReader.Failure.notUTF8(line: 1), "\(bytes)") { try reader.next() }
    }
    // 한 (ED 95 9C) split by a comma is two invalid fields, though the bytes joined are valid.
    let split = StreamingCSVReader(
      strict: true, readChunk: Self.chunks(of: Data([0xED, 0x95, 0x2C, 0x9C]), size: 1))
    #expect(throws: StreamingCSVReader.Failure.notUTF8(line: 1)) { try split.next() }
    #expect(try records("한국어,📚 עברית,é\n", chunkSize: 1).map(\.fields) == [["한국어", "📚 עברית", "é"]])
  }

  @Test func theLenientModeStillKeepsTextAroundQuotesButNotAnUnclosedOne() throws {
    let reader = StreamingCSVReader(text: "ab\"c,\"d\"e\n\"open")
    #expect(try reader.next()?.fields == ["ab\"c", "de"])
    #expect(throws: StreamingCSVReader.Failure.unclosedQuote(line: 2)) { try reader.next() }
    #expect(try reader.next() == nil)
  }

  @Test func theWriterOutputReadsBack() throws {
    var output = Data()
    let writer = CSVWriter { output.append($0) }
    let rows = [
      ["Book Id", "Title", "ISBN"],
      ["1", "Plain", "=\"0440238145\""],
      ["2", "Comma, \"quote\"\nnewline", "=\"\""],
      ["3", "한글 📚 עברית", ""],
    ]
    for row in rows { try writer.write(row) }
    try writer.finish()
    #expect(try records(output, chunkSize: 5).map(\.fields) == rows)
  }

  @Test func aChunkSourceErrorIsThrown() throws {
    struct Broken: Error, Equatable {}
    let reader = StreamingCSVReader(strict: true) { throw Broken() }
    #expect(throws: Broken()) { try reader.next() }
  }
}
