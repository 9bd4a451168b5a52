import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// `StatementSlots`: a slot's statement is prepared once and reused; slots are independent.
@Suite struct StatementSlotsTests {
  @Test func aSlotPreparesItsStatementOnceAndReturnsTheSameOneAfter() throws {
    let dir = try TemporaryDirectory()
    let database = try Database(path: dir.path("s.sqlite"))
    let slots = StatementSlots(database: database, count: 2)
    var prepared = 0
    let first = try slots.statement(0) {
      prepared += 1
      return "SELECT 1 + ?1"
    }
    let again = try slots.statement(0) {
      prepared += 1
      return "SELECT 'never prepared'"
    }
    #expect(first === again)
    #expect(prepared == 1)
    #expect(try first.scalar([41]).int == 42)
    let other = try slots.statement(1) { "SELECT 2" }
    #expect(other !== first)
    #expect(try other.scalar([]).int == 2)
  }

  @Test func sqlSQLiteRefusesLeavesTheSlotEmptyForTheNextTry() throws {
    let dir = try TemporaryDirectory()
    let database = try Database(path: dir.path("s.sqlite"))
    let slots = StatementSlots(database: database, count: 1)
    #expect(throws: SQLiteError.self) { try slots.statement(0) { "SELEC nonsense" } }
    #expect(try slots.statement(0) { "SELECT 3" }.scalar([]).int == 3)
  }
}
