import CSQLite
import Foundation
import Testing

@testable import BookshelfStore

@Suite("Packed values")
struct PackedValuesTests {
  static let sample: [SQLiteValue] = [
    .null, .integer(Int64.min), .integer(Int64.max), .integer(0), .real(-0.5), .real(3.25),
    .text(""), .text("미움받을 용기 📚 nul\u{0}after"), .blob(Data()), .blob(Data([0, 255, 1])),
  ]

  @Test("every kind of value unpacks to what was packed")
  func roundTrip() {
    let packed = PackedValues(Self.sample)
    #expect(packed.count == 10)
    #expect(packed.values == Self.sample)
  }

  @Test("bound values reach the table exactly, and the bindings are cleared afterwards")
  func bindsAndClears() throws {
    let dir = try TemporaryDirectory()
    let db = try Database(path: dir.path("t.sqlite"))
    let columns = (1...10).map { "c\($0)" }
    try db.executeScript("CREATE TABLE t (\(columns.joined(separator: ", ")))")
    let insert = try db.prepare(
      "INSERT INTO t VALUES (\((1...10).map { "?\($0)" }.joined(separator: ", ")))")
    try PackedValues(Self.sample).withBindings(to: insert) {
      defer { insert.reset() }
      while try insert.step() {}
    }
    // Stepping again without binding inserts NULLs: nothing still points into the buffer.
    while try insert.step() {}
    let rows = try db.query("SELECT * FROM t ORDER BY rowid")
    #expect(rows.count == 2)
    #expect((0..<10).map { rows[0][$0] } == Self.sample)
    #expect((0..<10).allSatisfy { rows[1][$0] == .null })
  }

  @Test("a value count that differs from the parameters is SQLITE_RANGE, and body does not run")
  func countMismatch() throws {
    let db = try Database(path: ":memory:")
    try db.executeScript("CREATE TABLE t (a, b)")
    let insert = try db.prepare("INSERT INTO t VALUES (?1, ?2)")
    var ran = false
    #expect(throws: SQLiteError.self) {
      try PackedValues([.integer(1)]).withBindings(to: insert) { ran = true }
    }
    #expect(!ran)
    #expect(try db.query("SELECT count(*) FROM t").first?.int(0) == 0)
  }
}
