import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// Hostile CSV input: stray quotes, fields and records no book needs, quoted fields that never
/// close. The reader keeps Python `csv`'s reading of quotes, bounds what it holds, drops the
/// record with its line and reads on, and never lets one quote swallow the file.
@Suite struct StreamingCSVReaderLimitTests {
  /// Every record, or the failure, in order: `.success` records and `.failure` skips, up to the
  /// end (or a stopping failure, which is the last element).
  static func read(_ reader: StreamingCSVReader) -> [Result<
    StreamingCSVReader.Record, StreamingCSVReader.Failure
  >] {
    var out: [Result<StreamingCSVReader.Record, StreamingCSVReader.Failure>] = []
    for _ in 0..<10_000 {
      do {
        guard let record = try reader.next() else { return out }
        out.append(.success(record))
      } catch let failure as StreamingCSVReader.Failure {
        out.append(.failure(failure))
        if case .malformed = failure { continue }
        return out
      } catch {
        Issue.record("unexpected \(error)")
        return out
      }
    }
    Issue.record("the reader never ended")
    return out
  }

  static func reader(
    _ data: Data, strict: Bool, chunkSize: Int, limits: StreamingCSVReader.Limits = .standard
  ) -> StreamingCSVReader {
    var offset = 0
    return StreamingCSVReader(strict: strict, limits: limits) {
      guard offset < data.count else { return nil }
      defer { offset += chunkSize }
      return data.subdata(in: offset..<min(data.count, offset + chunkSize))
    }
  }

  @Test("a quote inside an unquoted field is text, as Python's csv reads it")
  func quoteInsideAnUnquotedFieldIsText() throws {
    // python3 -c 'import csv,io; print(list(csv.reader(io.StringIO(…))))'
    let cases: [(String, [[String]])] = [
      ("a\"b,c\n", [["a\"b", "c"]]),
      ("x,a\"b\"c,d\n", [["x", "a\"b\"c", "d"]]),
      ("a\"\"b,c\n", [["a\"\"b", "c"]]),
      (" \"a\",b\n", [[" \"a\"", "b"]]),
      ("The 12\" Single,Someone\nNext,Row\n", [["The 12\" Single", "Someone"], ["Next", "Row"]]),
    ]
    for strict in [false, true] {
      for (text, expected) in cases {
        for chunkSize in [1, 2, 65_536] {
          let records = Self.read(Self.reader(Data(text.utf8), strict: strict, chunkSize: chunkSize))
          #expect(
            records.map { try? $0.get().fields } == expected, "\(text.debugDescription) strict \(strict)")
        }
      }
    }
  }

  @Test("counting records reads quotes the way the reader does")
  func countingAgreesWithTheReader() throws {
    let directory = try TemporaryDirectory()
    let text =
      "title,authors\nThe 12\" Single,Someone\n\"Two\nlines\",x\n\"a\"\"b\",c\nab\"c\"d,e\nlast,row\n"
    let url = directory.url.appendingPathComponent("q.csv")
    try Data(text.utf8).write(to: url)
    #expect(Self.read(try StreamingCSVReader(url: url)).count == 6)
    #expect(try StreamingCSVReader.countRecords(url: url) == 6)
    // A stray quote: the records after the line where the reader gives up are counted.
    var stray = "title,authors\nBroken,\"stray\n"
    for n in 1...30_000 {
      stray += "Book number \(n) with a much longer title than most books have,Author \(n)\n"
    }
    try Data(stray.utf8).write(to: url)
    let reader = try StreamingCSVReader(url: url)
    var records = 0
    while true {
      do {
        guard try reader.advance() else { break }
      } catch StreamingCSVReader.Failure.malformed {}
      records += 1
    }
    #expect(records > 10_000)
    #expect(try StreamingCSVReader.countRecords(url: url) == records)
  }

  @Test("a field over 1 MiB drops its record with its line; exactly 1 MiB is kept")
  func aFieldOverTheLimitDropsItsRecord() throws {
    let limit = StreamingCSVReader.Limits.standard.fieldBytes
    #expect(limit == 1 << 20)
    let long = String(repeating: "x", count: limit + 1)
    let exact = String(repeating: "y", count: limit)
    let text = "title,authors\nok,a\n\(long),b\n\(exact),c\n\"\(exact)\",d\nafter,e\n"
    for strict in [false, true] {
      let records = Self.read(Self.reader(Data(text.utf8), strict: strict, chunkSize: 1 << 20))
      #expect(records.count == 6)
      #expect(try records[1].get().fields == ["ok", "a"])
      #expect(records[2].failure == .malformed(line: 3, reason: .fieldTooLong(field: 1)))
      #expect(try records[3].get().fields == [exact, "c"])
      #expect(try records[4].get().fields == [exact, "d"])
      #expect(try records[5].get() == .init(line: 6, fields: ["after", "e"]))
    }
  }

  @Test("a runaway quoted field is dropped at the limit and reading resumes at the next line")
  func aRunawayQuotedFieldResumesAtTheNextLine() throws {
    // Limit 40: the stray quote opens field 2 on line 2; the field passes 40 bytes on line 5
    // ("Book 1,Author 1\nBook 2,Author 2\n" is 32 bytes), so lines 2–5 are dropped.
    var text = "title,authors\nStray,\"quote\n"
    for n in 1...6 { text += "Book \(n),Author \(n)\n" }
    let limits = StreamingCSVReader.Limits(fieldBytes: 40, recordBytes: 1_000, fields: 100)
    for strict in [false, true] {
      for chunkSize in [1, 2, 3, 7, 65_536] {
        let records = Self.read(
          Self.reader(Data(text.utf8), strict: strict, chunkSize: chunkSize, limits: limits))
        #expect(
          records.map { (try? $0.get())?.line ?? -1 } == [1, -1, 6, 7, 8],
          "chunk \(chunkSize) strict \(strict)")
        #expect(
          records[1].failure
            == .malformed(
              line: 2,
              reason: .runawayQuote(field: 2, line: 5)),
          "chunk \(chunkSize)")
        #expect(records.last.flatMap { try? $0.get().fields } == ["Book 6", "Author 6"])
      }
    }
  }

  @Test("a quoted field still open at the end of the file is an error naming the line it opened on")
  func aQuotedFieldOpenAtTheEndIsAnError() throws {
    let text = "title,authors\nok,a\nbad,\"open\nBook 1,x\nBook 2,y\n"
    for strict in [false, true] {
      let records = Self.read(Self.reader(Data(text.utf8), strict: strict, chunkSize: 5))
      #expect(records.count == 3)
      #expect(records.last?.failure == .unclosedQuote(line: 3))
    }
  }

  @Test("a file mostly swallowed by a runaway quote ends with an error, not a quiet end")
  func mostlySwallowedIsAnError() throws {
    // Limit 40: the stray quote swallows about 17 of the 20 short lines after it.
    let head = "title,authors\nStray,\"quote\n" + String(repeating: "x\n", count: 20)
    let limits = StreamingCSVReader.Limits(fieldBytes: 40, recordBytes: 1_000, fields: 100)
    for (good, mostly) in [(3, true), (40, false)] {
      let text = head + (1...good).map { "Book \($0),Author \($0)\n" }.joined()
      let lines = 22 + good
      for strict in [false, true] {
        let records = Self.read(Self.reader(Data(text.utf8), strict: strict, chunkSize: 3, limits: limits))
        guard case .malformed(2, .runawayQuote(field: _, let last))? = records[1].failure else {
          Issue.record("no runaway skip: \(records[1])")
          continue
        }
        let swallowed = last - 2
        #expect(swallowed > 10)
        // The lines after the resynchronisation are read, then the end is judged.
        let read = records.dropFirst(2).prefix { (try? $0.get()) != nil }.count
        #expect(read == lines - last)
        if mostly {
          #expect(records.last?.failure == .mostlySwallowed(line: 2, swallowed: swallowed, lines: lines))
        } else {
          #expect(records.count == 2 + read)
        }
      }
    }
  }

  @Test("a record with too many fields or bytes is dropped with its line")
  func aRecordOverTheLimitIsDropped() throws {
    let limits = StreamingCSVReader.Limits(fieldBytes: 100, recordBytes: 300, fields: 10)
    let manyFields = String(repeating: "a,", count: 20) + "z"
    let manyBytes = (0..<5).map { _ in String(repeating: "b", count: 90) }.joined(separator: ",")
    let text = "h\n\(manyFields)\n\(manyBytes)\nok\n"
    for strict in [false, true] {
      for chunkSize in [1, 7, 65_536] {
        let records = Self.read(
          Self.reader(Data(text.utf8), strict: strict, chunkSize: chunkSize, limits: limits))
        let reason = CSVProblem.recordTooLong
        #expect(
          records.map { $0.failure } == [
            nil, .malformed(line: 2, reason: reason), .malformed(line: 3, reason: reason), nil,
          ])
        #expect(try records.last?.get() == .init(line: 4, fields: ["ok"]))
      }
    }
  }

  @Test("the reader holds at most about a field limit and a chunk, whatever the field's length")
  func memoryStaysBounded() throws {
    // 40 MiB without a line break, unquoted and then quoted (never closed).
    for opening in ["", "\""] {
      var sent = 0
      let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
      let reader = StreamingCSVReader(strict: false) {
        if sent == 0 {
          sent += 1
          return Data("h\nstart,\(opening)".utf8)
        }
        guard sent <= 40 else { return nil }
        sent += 1
        return chunk
      }
      #expect(try reader.next()?.fields == ["h"])
      #expect(throws: StreamingCSVReader.Failure.self) { try reader.next() }
      #expect(
        reader.heldBytes < 3 << 20,
        "held \(reader.heldBytes) bytes after \(opening.isEmpty ? "unquoted" : "quoted")")
    }
  }
}

extension Result {
  /// The error, or nil for a success.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
