import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// `Database.reading`: one read transaction around several statements, ended on return and on
/// throw, and a plain block inside a transaction already open.
@Suite struct DatabaseReadingTests {
  @Test func statementsInsideSeeOneSnapshotAndTheLockIsReleasedAfterwards() throws {
    let dir = try TemporaryDirectory()
    let writer = try Database(path: dir.path("r.sqlite"))
    try writer.executeScript("CREATE TABLE t (i INTEGER); INSERT INTO t VALUES (1)")
    let reader = try Database(path: dir.path("r.sqlite"), flags: [.readOnly])
    let counts = try reader.reading { () -> [Int] in
      #expect(reader.isInTransaction)
      let before = try reader.scalar("SELECT count(*) FROM t").int ?? -1
      try writer.execute("INSERT INTO t VALUES (2)")  // committed by another connection
      let after = try reader.scalar("SELECT count(*) FROM t").int ?? -1
      return [before, after]
    }
    #expect(counts == [1, 1])
    #expect(!reader.isInTransaction)
    #expect(try reader.scalar("SELECT count(*) FROM t").int == 2)
  }

  @Test func aThrowingBlockEndsTheTransaction() throws {
    let dir = try TemporaryDirectory()
    let writer = try Database(path: dir.path("r.sqlite"))
    try writer.executeScript("CREATE TABLE t (i INTEGER)")
    let reader = try Database(path: dir.path("r.sqlite"), flags: [.readOnly])
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try reader.reading {
        _ = try reader.scalar("SELECT count(*) FROM t")
        throw Stop()
      }
    }
    #expect(!reader.isInTransaction)
    // the writer can still checkpoint and write: no reader lock is left behind
    try writer.execute("INSERT INTO t VALUES (1)")
    #expect(try reader.scalar("SELECT count(*) FROM t").int == 1)
  }

  @Test func insideAnOpenTransactionTheBlockJoinsIt() throws {
    let dir = try TemporaryDirectory()
    let db = try Database(path: dir.path("r.sqlite"))
    try db.executeScript("CREATE TABLE t (i INTEGER)")
    try db.transaction {
      try db.execute("INSERT INTO t VALUES (1)")
      // the uncommitted row is visible: the block runs in the open write transaction
      #expect(try db.reading { try db.scalar("SELECT count(*) FROM t").int } == 1)
      #expect(db.isInTransaction)
    }
    #expect(try db.scalar("SELECT count(*) FROM t").int == 1)
  }
}
