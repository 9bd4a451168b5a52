import BookshelfCore
import CSQLite
import Foundation
import Testing

@testable import BookshelfStore

/// The wrapper API the catalog's hot paths use: columns by name, one-value queries, rewinding
/// without losing bindings, binds from bytes and from another statement's column, change
/// counts, FTS5 auxiliary functions, and the one SQLite → `BookshelfError` translation.
@Suite("SQLite wrapper: named columns, hot-path binds, FTS5 functions")
struct StatementColumnsTests {
  func database() throws -> Database {
    let db = try Database(path: ":memory:")
    try db.executeScript("CREATE TABLE t (i INTEGER, s TEXT, b BLOB)")
    try db.execute("INSERT INTO t VALUES (?, ?, ?)", 7, "seven", Data([7]))
    try db.execute("INSERT INTO t VALUES (?, ?, ?)", 8, String?.none, Data?.none)
    return db
  }

  @Test("columns resolve by their name or alias, the first of equal names; a missing one is SQLITE_RANGE")
  func columnsByName() throws {
    let db = try database()
    let statement = try db.prepare("SELECT t.s, t.i AS number, 1 AS s FROM t ORDER BY i")
    #expect(try statement.columnIndex(named: "number") == 1)
    #expect(try statement.columnIndex(named: "s") == 0)
    #expect(try statement.step())
    #expect(statement.int(at: try statement.columnIndex(named: "number")) == 7)
    let missing = #expect(throws: SQLiteError.self) { try statement.columnIndex(named: "nope") }
    #expect(missing?.code == SQLITE_RANGE)
    #expect(missing?.message == "no column named nope")
  }

  @Test("scalar is the first column of the first row, .null without a row, and rewinds")
  func scalar() throws {
    let db = try database()
    #expect(try db.scalar("SELECT count(*) FROM t") == .integer(2))
    #expect(try db.scalar("SELECT s FROM t WHERE i = ?1", 7) == .text("seven"))
    #expect(try db.scalar("SELECT s FROM t WHERE i = ?1", 99) == .null)
    let statement = try db.prepare("SELECT i FROM t ORDER BY i")
    #expect(try statement.scalar() == .integer(7))
    #expect(try statement.scalar() == .integer(7))
  }

  @Test("rewind keeps the bindings, clearBindings sets them NULL, reset does both")
  func rewindAndClear() throws {
    let db = try database()
    let statement = try db.prepare("SELECT ?1, ?2")
    try statement.bind(integer: 42, at: 1)
    var text = "keep"
    try text.withUTF8 { try statement.bind(utf8: $0, at: 2) }
    #expect(try statement.step())
    statement.rewind()
    #expect(try statement.step())
    #expect(statement.int(at: 0) == 42 && statement.string(at: 1) == "keep")
    statement.rewind()
    statement.clearBindings()
    #expect(try statement.step())
    #expect(statement.isNull(at: 0) && statement.isNull(at: 1))
    statement.rewind()
    try statement.bind(integer: 1, at: 1)
    statement.reset()
    #expect(try statement.step())
    #expect(statement.isNull(at: 0))
    statement.rewind()
    let outside = #expect(throws: SQLiteError.self) { try statement.bind(integer: 1, at: 3) }
    #expect(outside?.code == SQLITE_RANGE)
  }

  @Test("utf8 binds copy the bytes; empty bytes bind an empty text, not NULL")
  func utf8Binds() throws {
    let db = try database()
    let statement = try db.prepare("SELECT ?1, typeof(?1), ?2, typeof(?2)")
    var korean = "한글 📚"
    try korean.withUTF8 { try statement.bind(utf8: $0, at: 1) }
    try statement.bind(utf8: UnsafeBufferPointer(start: nil, count: 0), at: 2)
    korean = "changed"
    #expect(try statement.step())
    #expect(statement.string(at: 0) == "한글 📚" && statement.string(at: 1) == "text")
    #expect(statement.string(at: 2) == "" && statement.string(at: 3) == "text")
  }

  @Test("a column is passed on with its type; its text is read in place, nil unless text")
  func columnPassThrough() throws {
    let db = try database()
    let rows = try db.prepare("SELECT i, s, b FROM t ORDER BY i")
    let copy = try db.prepare("SELECT typeof(?1), ?1, typeof(?2), ?2, typeof(?3), ?3")
    #expect(try rows.step())
    for column in 0..<3 { try copy.bind(columnOf: rows, column, at: column + 1) }
    #expect(try copy.step())
    #expect(copy.string(at: 0) == "integer" && copy.int(at: 1) == 7)
    #expect(copy.string(at: 2) == "text" && copy.string(at: 3) == "seven")
    #expect(copy.string(at: 4) == "blob" && copy.data(at: 5) == Data([7]))
    #expect(rows.withUTF8(at: 1) { $0.map { Array($0) } } == Array("seven".utf8))
    #expect(rows.withUTF8(at: 0) { $0 == nil })
    #expect(rows.byteCount(at: 1) == 5)
    #expect(try rows.step())
    #expect(rows.withUTF8(at: 1) { $0 == nil })
    #expect(rows.byteCount(at: 1) == 0)
  }

  @Test("changes, totalChanges and lastInsertRowID count this connection's writes")
  func changeCounts() throws {
    let db = try database()
    let before = db.totalChanges
    try db.execute("UPDATE t SET s = 'x'")
    #expect(db.changes == 2)
    try db.execute("INSERT INTO t (i) VALUES (9)")
    #expect(db.changes == 1)
    #expect(db.lastInsertRowID == 3)
    #expect(db.totalChanges == before + 3)
  }

  @Test("an FTS5 function sees the match's phrases, instances, tokens and its blob argument")
  func fts5Function() throws {
    let db = try Database(path: ":memory:")
    try db.executeScript(
      """
      CREATE VIRTUAL TABLE f USING fts5 (a, b);
      INSERT INTO f (rowid, a, b) VALUES (1, 'dune dune', 'sand'), (2, 'emma', 'dune');
      """)
    try db.createFTS5Function(named: "probe") { match in
      let weights = match.blobArgument(0).map { Array($0.assumingMemoryBound(to: Double.self)) } ?? []
      var columns = 0
      for index in 0..<match.instanceCount { columns += match.instance(index).map { $0.column + 1 } ?? 0 }
      let counts = match.phraseCount * 1_000 + match.instanceCount * 100 + columns * 10 + match.tokenCount()
      let table = Int(match.rowCount) * 100_000 + Int(match.totalTokenCount()) * 1_000_000
      return Double(counts + table) + (weights.first ?? 0) * 10_000
    }
    let weights = [0.5].withUnsafeBytes { Data($0) }
    let rows = try db.query(
      "SELECT rowid, probe(f, ?1) AS score FROM f WHERE f MATCH 'dune' ORDER BY rowid", weights)
    // Row 1: 1 phrase, 2 instances in column 0, 3 tokens; row 2: 1 instance in column 1, 2
    // tokens; both: 0.5 from the blob, 2 rows, 5 tokens in the table.
    #expect(rows.map { $0["score"].double } == [5_206_223, 5_206_122])
    let noBlob = try db.query("SELECT probe(f) AS score FROM f WHERE f MATCH 'emma'")
    #expect(noBlob.first?["score"].double == 5_201_112)
  }

  @Test("SQLite failures become BookshelfErrors naming the file: damaged → .notADatabase, else .storage")
  func bookshelfErrors() {
    let path = "/data/catalog.sqlite"
    #expect(
      SQLiteError(code: SQLITE_BUSY, message: "database is locked").bookshelfError(path: path)
        == .storage(path: path, problem: .busy(message: "database is locked")))
    #expect(
      SQLiteError(code: SQLITE_CORRUPT, message: "x").bookshelfError(path: path) == .notADatabase(path: path))
    #expect(
      SQLiteError(code: SQLITE_NOTADB, message: "x").bookshelfError(path: path) == .notADatabase(path: path))
    let interrupted = BookshelfError.interrupted(signal: 2)
    #expect(SQLiteError.bookshelfError(interrupted, path: path) == interrupted)
    #expect(
      SQLiteError.bookshelfError(
        SQLiteError(code: SQLITE_FULL, message: "database or disk is full"), path: path)
        == .storage(path: path, problem: .system("database or disk is full")))
  }
}
