import Foundation
import Testing

@testable import BookshelfStore

@Suite("CSV reader and writer")
struct CSVTests {
  /// Reads all records, feeding the reader `chunkSize` bytes at a time.
  func records(_ text: String, chunkSize: Int = 65_536) throws -> [StreamingCSVReader.Record] {
    try records(Data(text.utf8), chunkSize: chunkSize)
  }

  func records(_ data: Data, chunkSize: Int) throws -> [StreamingCSVReader.Record] {
    var offset = 0
    let reader = StreamingCSVReader(strict: true) {
      guard offset < data.count else { return nil }
      defer { offset += chunkSize }
      return data.subdata(in: offset..<min(data.count, offset + chunkSize))
    }
    var result: [StreamingCSVReader.Record] = []
    while let record = try reader.next() { result.append(record) }
    return result
  }

  @Test("quoted commas, doubled quotes, raw LF and CRLF inside fields, at every chunk size")
  func rfc4180() throws {
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

  @Test("a lone CR ends a record; a quote inside an unquoted field is text; trailing comma")
  func lenientCases() throws {
    #expect(
      try records("a,b\rc,d\"e,\n") == [
        .init(line: 1, fields: ["a", "b"]), .init(line: 2, fields: ["c", "d\"e", ""]),
      ])
    #expect(try records("") == [])
    #expect(try records("\n\n") == [])
  }

  @Test("text after a closing quote is malformed; the reader goes on with the next line")
  func malformedRecovers() throws {
    let reader = StreamingCSVReader(data: Data("ok,1\n\"bad\"x,2\nnext,3\n\"open,4\nmore".utf8), strict: true)
    #expect(try reader.next()?.fields == ["ok", "1"])
    #expect(
      throws: StreamingCSVReader.Failure.malformed(
        line: 2, reason: "text follows the closing quote of field 1")
    ) {
      try reader.next()
    }
    #expect(try reader.next() == .init(line: 3, fields: ["next", "3"]))
    #expect(throws: StreamingCSVReader.Failure.malformed(line: 4, reason: "a quoted field is not closed")) {
      try reader.next()
    }
    #expect(try reader.next() == nil)
  }

  @Test("bytes that are not UTF-8 are reported with their line")
  func notUTF8() throws {
    let reader = StreamingCSVReader(data: Data("title\nok\n".utf8) + Data([0x43, 0x61, 0x66, 0xE9, 0x0A]))
    #expect(try reader.next()?.fields == ["title"])
    #expect(try reader.next()?.fields == ["ok"])
    #expect(throws: StreamingCSVReader.Failure.notUTF8(line: 3)) { try reader.next() }
  }

  @Test("the writer quotes only what needs it, and the reader reads it back")
  func writerRoundTrip() throws {
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
    #expect(
      String(decoding: output, as: UTF8.self)
        == "Book Id,Title,ISBN\n1,Plain,\"=\"\"0440238145\"\"\"\n2,\"Comma, \"\"quote\"\"\nnewline\",\"=\"\"\"\"\"\n3,한글 📚 עברית,\n"
    )
    #expect(try records(output, chunkSize: 5).map(\.fields) == rows)
  }
}
