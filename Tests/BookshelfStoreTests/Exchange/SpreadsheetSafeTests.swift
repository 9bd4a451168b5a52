import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// CSV and Goodreads exports wrote cells beginning with `=`, `+`, `-`, `@`, tab or CR as they
/// were, so a spreadsheet ran them as formulas. Such a cell now gets one more leading `'`,
/// which our importers remove again: export → import gives back every string byte for byte.
@Suite("Spreadsheet-safe CSV cells")
struct SpreadsheetSafeTests {
  static func written(_ row: [String]) throws -> String {
    var output = Data()
    let writer = CSVWriter { output.append($0) }
    try writer.write(row)
    try writer.finish()
    return String(decoding: output, as: UTF8.self)
  }

  static func readBack(_ data: Data) throws -> [[String]] {
    let reader = StreamingCSVReader(data: data, strict: true)
    var rows: [[String]] = []
    while let record = try reader.next() { rows.append(SpreadsheetSafe.unescaped(record.fields)) }
    return rows
  }

  @Test("each trigger is prefixed, after any leading quotes; other cells are written as they are")
  func exportedCells() throws {
    let cases: [(String, String)] = [
      ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"),
      ("\tTab", "'\tTab"), ("\rCR", "\"'\rCR\""),
      ("=HYPERLINK(\"http://x\",\"y\")", "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""),
      ("'=x", "''=x"), ("''@y", "'''@y"), ("'", "'"), ("''", "''"), ("'plain", "'plain"),
      ("plain", "plain"), ("a=b", "a=b"), (" =x", " =x"), ("", ""), ("＝1", "＝1"),
      ("=\"0440238145\"", "\"=\"\"0440238145\"\"\""), ("=\"\"", "\"=\"\"\"\"\""),
      ("=\"12\"&CMD", "\"'=\"\"12\"\"&CMD\""),
      ("=\"12\"\"\"", "\"'=\"\"12" + String(repeating: "\"", count: 7)),
    ]
    for (cell, expected) in cases {
      #expect(try Self.written([cell]) == expected + "\n", "\(cell.debugDescription)")
    }
  }

  /// Strings built from the characters that matter: quotes, triggers, CSV syntax, Unicode.
  static func hostileStrings() -> [String] {
    let pieces = [
      "'", "=", "+", "-", "@", "\t", "\r", "\n", "\r\n", "\"", ",", " ", "a", "1", "한", "📚", "=\"", "X",
    ]
    var strings: Set<String> = [""]
    for a in pieces {
      for b in pieces {
        strings.insert(a + b)
        for c in pieces { strings.insert(a + b + c) }
      }
    }
    // Longer random ones (fixed seed, so a failure repeats).
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2_000 {
      var text = ""
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for k in 0..<Int(seed >> 60) + 1 {
        text += pieces[Int((seed >> (UInt64(k) * 4 % 56)) % UInt64(pieces.count))]
      }
      strings.insert(text)
    }
    return strings.sorted()
  }

  @Test("export then import gives back every string byte for byte")
  func roundTripProperty() throws {
    let strings = Self.hostileStrings()
    #expect(strings.count > 5_000)
    var output = Data()
    let writer = CSVWriter { output.append($0) }
    // Each string alone (the first cell, where a trigger counts) and after another cell.
    for text in strings { try writer.write([text, "x", text]) }
    try writer.finish()
    let rows = try Self.readBack(output)
    #expect(rows.count == strings.count)
    for (text, row) in zip(strings, rows) {
      #expect(row == [text, "x", text], "\(text.debugDescription)")
      #expect(SpreadsheetSafe.unescaped(SpreadsheetSafe.escaped(text)) == text)
    }
    // No written cell starts a formula (except the harmless ISBN shape `="…"`).
    let reader = StreamingCSVReader(data: output, strict: true)
    while let record = try reader.next() {
      for cell in record.fields where !SpreadsheetSafe.isISBNFormula(cell.utf8) {
        if let first = cell.utf8.first {
          #expect(!SpreadsheetSafe.isTrigger(first), "\(cell.debugDescription)")
        }
      }
    }
  }
}
