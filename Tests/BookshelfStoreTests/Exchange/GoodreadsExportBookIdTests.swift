import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// `Book Id` in a Goodreads export is only ever what `GoodreadsImport` reads back: Goodreads'
/// own number, a Bookshelf key with a colon, or empty (the book is then found by ISBN or by its
/// title and first author). A shelf with odd ids exports and imports back whole.
@Suite("Goodreads export: Book Id that imports back")
struct GoodreadsExportBookIdTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  static let books = [
    Book(id: "evil-2", title: "Evil Two", authors: ["A. Writer"], source: "json"),
    Book(id: "12 3", title: "Spaced", authors: ["B"], source: "json"),
    Book(id: "goodreads:abc", title: "Not A Number", source: "json"),
    Book(
      id: "goodreads:77", title: "Slugged", authors: ["C"],
      detailURL: URL(string: "https://www.goodreads.com/book/show/123.Slugged_Title"), source: "goodreads"),
    Book(id: "x", title: "With ISBN", isbn13: "9780306406157", source: "json"),
    Book(
      id: "y", title: "Slug With ISBN", isbn13: "9788996991342",
      detailURL: URL(string: "https://www.goodreads.com/book/show/5.Slug"), source: "json"),
    Book(id: "kakao:abc 9", title: "카카오 책", authors: ["기시미 이치로"], source: "kakao"),
  ]

  func cell(_ name: String, of book: Book) throws -> String {
    let index = try #require(GoodreadsExport.header.firstIndex(of: name))
    return GoodreadsExport.fields(ShelfEntry(book: book, addedAt: TestValues.day))[index]
  }

  @Test("Book Id is digits, a key with a colon, or empty")
  func bookIdCells() throws {
    let ids = try Self.books.map { try cell("Book Id", of: $0) }
    #expect(ids == ["", "", "goodreads:abc", "77", "", "5", "kakao:abc 9"])
  }

  @Test("export → import into a fresh shelf → the same books; importing again changes nothing")
  func roundTrip() async throws {
    let source = try ShelfStore(path: dir.path("a.sqlite"))
    for book in Self.books { try await source.save(ShelfEntry(book: book, addedAt: TestValues.day)) }
    let path = dir.path("goodreads.csv")
    try await source.exportEntries(format: .goodreads, toFile: path)

    let target = try ShelfStore(path: dir.path("b.sqlite"))
    let report = try await target.importEntries(from: path)
    #expect(report.added == Self.books.count && report.skipped.isEmpty)
    let imported = try await target.entries(matching: ShelfFilter(), sortedBy: .added)
    #expect(Set(imported.map(\.book.title)) == Set(Self.books.map(\.title)))
    #expect(try await target.entry(forKey: "goodreads:abc") != nil)
    #expect(try await target.entry(forKey: "kakao:abc 9") != nil)
    #expect(try await target.entry(forKey: "goodreads:77") != nil)
    #expect(try await target.entry(forKey: "9780306406157") != nil)
    #expect(try await target.importEntries(from: path) == ImportReport(unchanged: Self.books.count))
  }
}
