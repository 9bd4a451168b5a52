import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// A saved book keeps Kakao's "no sale price" flag and its sales status (절판), so `show` of a
/// saved copy and the JSON export say what the provider said.
@Suite("Shelf store: sales status")
struct ShelfSalesStatusTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  @Test("notForSale and salesStatus are stored and read back, and a JSON export keeps them")
  func roundTrip() async throws {
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    var book = TestValues.book(isbn13: TestValues.isbn13(3), title: "절판된 책")
    book.notForSale = true
    book.salesStatus = "절판"
    _ = try await store.save(ShelfEntry(book: book, addedAt: TestValues.day))
    let saved = try #require(try await store.entry(forKey: TestValues.isbn13(3)))
    #expect(saved.book.notForSale)
    #expect(saved.book.salesStatus == "절판")
    let json = try ShelfStore.exportData([saved], format: .json)
    let entries = try ShelfJSON.decoder().decode([ShelfEntry].self, from: json)
    #expect(entries.first?.book.notForSale == true)
    #expect(entries.first?.book.salesStatus == "절판")
  }
}
