import Foundation
import Testing

@testable import BookshelfStore

@Suite struct StreamingCSVReaderTests {
  func records(_ text: String) throws -> [StreamingCSVReader.Record] {
    let reader = StreamingCSVReader(text: text)
    var all: [StreamingCSVReader.Record] = []
    while let record = try reader.next() { all.append(record) }
    return all
  }

  @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
    let all = try records("a,b\n\"x, y\",\"say \"\"hi\"\"\"\n\"two\r\nlines\",z\r\nlast,\n")
    #expect(
      all.map(\.fields) == [["a", "b"], ["x, y", "say \"hi\""], ["two\r\nlines", "z"], ["last", ""]])
    #expect(all.map(\.line) == [1, 2, 3, 5])
  }

  @Test func blankLinesAndBOMAreSkippedAndCRAloneEndsARecord() throws {
    let all = try records("\u{FEFF}h1,h2\n\n1,2\r3,4")
    #expect(all.map(\.fields) == [["h1", "h2"], ["1", "2"], ["3", "4"]])
    #expect(all.map(\.line) == [1, 3, 4])
  }

  @Test func textAroundQuotesIsKeptAsWritten() throws {
    #expect(try records("ab\"c,\"d\"e\n").map(\.fields) == [["ab\"c", "de"]])
  }

  @Test func smallChunksGiveTheSameRecords() throws {
    let text = "id,title\n1,\"A\r\nB\"\r\n2,\"x\"\"y\"\r\n3,plain\r\n"
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("t.csv")
    try text.write(to: url, atomically: true, encoding: .utf8)
    for chunk in [1, 2, 3, 5, 7] {
      let reader = try StreamingCSVReader(url: url, chunkSize: chunk)
      var all: [StreamingCSVReader.Record] = []
      while let record = try reader.next() { all.append(record) }
      #expect(
        all.map(\.fields) == [["id", "title"], ["1", "A\r\nB"], ["2", "x\"y"], ["3", "plain"]],
        "chunk \(chunk)")
      #expect(all.map(\.line) == [1, 2, 4, 5], "chunk \(chunk)")
    }
    #expect(try StreamingCSVReader.countRecords(url: url) == 4)
  }
}
