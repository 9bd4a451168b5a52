import BookshelfCore
import CSQLite
import Foundation
import Testing

@testable import BookshelfStore

@Suite("SQLite wrapper")
struct DatabaseTests {
  @Test("every binding type round-trips through a table")
  func bindingsRoundTrip() throws {
    let dir = try TemporaryDirectory()
    let db = try Database(path: dir.path("t.sqlite"))
    try db.executeScript("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n)")
    let text = "한글 NFC ⟷ 한글 emoji 📚👩‍👩‍👧 RTL שלום عربى nul\u{0}after"
    let bytes = Data([0, 1, 2, 255, 0, 128])
    try db.execute(
      "INSERT INTO t VALUES (?, ?, ?, ?, ?)", Int64.max, 3.25, text, bytes, String?.none)
    try db.execute("INSERT INTO t VALUES (?, ?, ?, ?, ?)", Int64.min, -0.5, "", Data(), SQLiteValue.null)
    try db.execute("INSERT INTO t VALUES (?, ?, ?, ?, ?)", 42, Double?.none, String?.none, Data?.none, true)

    let rows = try db.query("SELECT i, r, s, b, n FROM t ORDER BY rowid")
    #expect(rows.count == 3)
    #expect(rows[0].int64(0) == Int64.max)
    #expect(rows[0].double(1) == 3.25)
    #expect(rows[0].string(2) == text)
    #expect(Array(rows[0].string(2)!.utf8) == Array(text.utf8))
    #expect(rows[0].data(3) == bytes)
    #expect(rows[0][4] == .null)
    #expect(rows[1].int64(0) == Int64.min)
    #expect(rows[1]["s"] == .text(""))
    #expect(rows[1]["b"] == .blob(Data()))
    #expect(rows[2].int(0) == 42)
    #expect(rows[2][1] == .null && rows[2][2] == .null && rows[2][3] == .null)
    #expect(rows[2].int(4) == 1)

    let statement = try db.prepare("SELECT i, s, b FROM t WHERE i = :value")
    try statement.bind(Int64.max, named: ":value")
    #expect(try statement.step())
    #expect(statement.int64(at: 0) == Int64.max)
    #expect(statement.string(at: 1) == text)
    #expect(statement.data(at: 2) == bytes)
    #expect(statement.columnNames == ["i", "s", "b"])
    #expect(try statement.step() == false)
  }

  @Test("opening sets WAL, foreign keys and the busy timeout")
  func pragmas() throws {
    let dir = try TemporaryDirectory()
    let db = try Database(path: dir.path("p.sqlite"), busyTimeout: .milliseconds(1500))
    #expect(try db.query("PRAGMA journal_mode").first?.string(0) == "wal")
    #expect(try db.query("PRAGMA foreign_keys").first?.int(0) == 1)
    #expect(try db.query("PRAGMA busy_timeout").first?.int(0) == 1500)
    #expect(try db.query("PRAGMA synchronous").first?.int(0) == 2)
  }

  @Test("a throwing transaction body rolls back; a nested failure undoes only its savepoint")
  func transactionRollback() throws {
    struct Boom: Error {}
    let dir = try TemporaryDirectory()
    let db = try Database(path: dir.path("tx.sqlite"))
    try db.executeScript("CREATE TABLE t (v TEXT)")
    #expect(throws: Boom.self) {
      try db.transaction {
        try db.execute("INSERT INTO t VALUES (?)", "lost")
        throw Boom()
      }
    }
    #expect(try db.query("SELECT count(*) FROM t").first?.int(0) == 0)
    #expect(db.isInTransaction == false)

    let value = try db.transaction {
      try db.execute("INSERT INTO t VALUES (?)", "outer")
      try? db.transaction {
        try db.execute("INSERT INTO t VALUES (?)", "inner")
        throw Boom()
      }
      return 7
    }
    #expect(value == 7)
    #expect(try db.query("SELECT v FROM t").map { $0.string(0) } == ["outer"])
  }

  @Test("errors carry SQLite's result code, message and SQL")
  func errorCarriesMessage() throws {
    let dir = try TemporaryDirectory()
    let db = try Database(path: dir.path("e.sqlite"))
    try db.executeScript("CREATE TABLE r (rating INTEGER CHECK (rating BETWEEN 1 AND 5))")
    let check = #expect(throws: SQLiteError.self) {
      try db.execute("INSERT INTO r VALUES (?)", 6)
    }
    #expect(check?.code == 275)  // SQLITE_CONSTRAINT_CHECK
    #expect(check?.primaryCode == SQLITE_CONSTRAINT)
    #expect(check?.message == "CHECK constraint failed: rating BETWEEN 1 AND 5")
    #expect(check?.sql == "INSERT INTO r VALUES (?)")

    let syntax = #expect(throws: SQLiteError.self) { try db.query("SELEC 1") }
    #expect(syntax?.code == SQLITE_ERROR)
    #expect(syntax?.message == "near \"SELEC\": syntax error")

    let count = #expect(throws: SQLiteError.self) { try db.execute("SELECT ?", 1, 2) }
    #expect(count?.code == SQLITE_RANGE)
    #expect(count?.message == "2 arguments for 1 parameters")
  }

  @Test("a missing directory gives SQLITE_CANTOPEN")
  func cannotOpen() throws {
    let dir = try TemporaryDirectory()
    let error = #expect(throws: SQLiteError.self) {
      try Database(path: dir.path("missing/dir/x.sqlite"))
    }
    #expect(error?.code == SQLITE_CANTOPEN)
    #expect(error?.message == "unable to open database file")
  }

  @Test("a text file is not a database, and its bytes stay unchanged")
  func notADatabase() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("notes.sqlite")
    let original = Data("these are my notes, not a database\n".utf8)
    try original.write(to: URL(fileURLWithPath: path))
    #expect(throws: BookshelfError.notADatabase(path: path)) { try Database(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    #expect(FileManager.default.fileExists(atPath: path + "-wal") == false)
    #expect(FileManager.default.fileExists(atPath: path + "-journal") == false)
  }

  @Test("a database with a damaged header or schema page is reported, not repaired")
  func corruptedDatabase() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("broken.sqlite")
    do {
      let db = try Database(path: path)
      try db.executeScript(
        "PRAGMA journal_mode = DELETE; CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('x')")
      try db.close()
    }
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    for offset in 100..<min(bytes.count, 600) { bytes[offset] = 0xA5 }  // page 1: schema b-tree
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: BookshelfError.notADatabase(path: path)) { try Database(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test("migrations run in order, once each, recording user_version")
  func migrations() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("m.sqlite")
    let v1 = Migration(version: 1, name: "create t", sql: "CREATE TABLE t (a TEXT)")
    let v2 = Migration(version: 2, name: "add b", sql: "ALTER TABLE t ADD COLUMN b INTEGER DEFAULT 0")
    do {
      let db = try Database(path: path)
      #expect(try db.userVersion() == 0)
      let step = try db.migrate([v1])
      #expect(step.from == 0 && step.to == 1)
      try db.execute("INSERT INTO t (a) VALUES (?)", "kept")
    }
    let db = try Database(path: path)
    let step = try db.migrate([v1, v2])
    #expect(step.from == 1 && step.to == 2)
    #expect(try db.query("SELECT a, b FROM t").map { [$0[0], $0[1]] } == [[.text("kept"), .integer(0)]])
    #expect(try db.migrate([v1, v2]).from == 2)

    let failing = Migration(version: 3, name: "broken") { db in
      try db.executeScript("CREATE TABLE u (x)")
      try db.executeScript("INSERT INTO nowhere VALUES (1)")
    }
    let error = #expect(throws: SQLiteError.self) { try db.migrate([v1, v2, failing]) }
    #expect(error?.message == "no such table: nowhere")
    #expect(try db.userVersion() == 2)
    #expect(try db.query("SELECT name FROM sqlite_schema WHERE name = 'u'").isEmpty)

    #expect(
      throws: BookshelfError.storage(path: path, problem: .schemaTooNew(version: 2, supported: 1))
    ) {
      try db.migrate([v1])
    }
    let misnumbered = #expect(throws: SQLiteError.self) { try db.migrate([v2]) }
    #expect(misnumbered?.code == SQLITE_MISUSE)
  }

  @Test("a number left out of the migrations is skipped; the list must start at 1 and increase")
  func migrationGap() throws {
    let dir = try TemporaryDirectory()
    let db = try Database(path: dir.path("g.sqlite"))
    let v1 = Migration(version: 1, name: "create t", sql: "CREATE TABLE t (a TEXT)")
    let v3 = Migration(version: 3, name: "add b", sql: "ALTER TABLE t ADD COLUMN b INTEGER DEFAULT 0")
    #expect(try db.migrate([v1]).to == 1)
    let step = try db.migrate([v1, v3])
    #expect(step.from == 1 && step.to == 3)
    #expect(try db.userVersion() == 3)
    #expect(try db.query("SELECT b FROM t").isEmpty)
    #expect(try db.query("SELECT name FROM pragma_table_info('t') WHERE name = 'b'").count == 1)
    let backwards = #expect(throws: SQLiteError.self) { try db.migrate([v1, v3, v1]) }
    #expect(backwards?.code == SQLITE_MISUSE)
    let twice = #expect(throws: SQLiteError.self) { try db.migrate([v1, v1]) }
    #expect(twice?.code == SQLITE_MISUSE)
    #expect(
      throws: BookshelfError.storage(path: db.path, problem: .schemaTooNew(version: 3, supported: 1))
    ) {
      try db.migrate([v1])
    }
  }

  @Test("two connections: an immediate transaction waits for the other writer")
  func twoWriters() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("w.sqlite")
    let first = try Database(path: path)
    try first.executeScript("CREATE TABLE t (v INTEGER)")
    let second = try Database(path: path, busyTimeout: .milliseconds(50))
    try first.transaction {
      try first.execute("INSERT INTO t VALUES (1)")
      let busy = #expect(throws: SQLiteError.self) {
        try second.transaction { try second.execute("INSERT INTO t VALUES (2)") }
      }
      #expect(busy?.primaryCode == SQLITE_BUSY)
      #expect(busy?.message == "database is locked")
    }
    try second.transaction { try second.execute("INSERT INTO t VALUES (2)") }
    #expect(try first.query("SELECT v FROM t ORDER BY v").map { $0.int(0) } == [1, 2])
  }
}
