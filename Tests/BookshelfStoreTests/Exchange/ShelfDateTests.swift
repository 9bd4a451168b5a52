import Foundation
import Testing

@testable import BookshelfStore

@Suite("Shelf dates")
struct ShelfDateTests {
  @Test("ISO 8601 with milliseconds, both ways")
  func iso8601() throws {
    let date = Date(timeIntervalSince1970: 1_764_471_845.678)
    #expect(ShelfDate.iso8601(date) == "2025-11-30T03:04:05.678Z")
    #expect(ShelfDate.parseISO8601("2025-11-30T03:04:05.678Z") == ShelfDate.rounded(date))
    #expect(ShelfDate.parseISO8601("2025-11-30T12:04:05+09:00") == Date(timeIntervalSince1970: 1_764_471_845))
    #expect(ShelfDate.parseISO8601("2025-11-30") == Date(timeIntervalSince1970: 1_764_460_800))
    #expect(ShelfDate.iso8601(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59.000Z")
    #expect(ShelfDate.parseISO8601("2025-02-30T00:00:00Z") == nil)
    #expect(ShelfDate.parseISO8601("yesterday") == nil)
  }

  @Test("Goodreads yyyy/MM/dd dates are UTC midnight")
  func goodreads() {
    #expect(ShelfDate.parseGoodreads("2020/05/20") == Date(timeIntervalSince1970: 1_589_932_800))
    #expect(ShelfDate.goodreads(Date(timeIntervalSince1970: 1_589_932_800 + 86_399)) == "2020/05/20")
    #expect(ShelfDate.parseGoodreads("2020/02/29") != nil)
    #expect(ShelfDate.parseGoodreads("2019/02/29") == nil)
    #expect(ShelfDate.parseGoodreads("6/20/2017") == nil)
  }
}
