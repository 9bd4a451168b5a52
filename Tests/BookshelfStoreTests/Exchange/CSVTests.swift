import Foundation
import Testing

@testable import BookshelfStore

/// The reader itself is tested in `Catalog/StreamingCSVReaderStrictTests` (strict mode, as the
/// shelf import uses it) and `StreamingCSVReaderTests`.
@Suite("CSV writer")
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
