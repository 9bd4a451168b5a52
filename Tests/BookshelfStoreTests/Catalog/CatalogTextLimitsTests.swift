import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// A catalog import keeps every book, with text longer than `TextLimits` allows cut to the
/// limit (a catalog is a copy of someone else's data; nothing the user typed is cut).
@Suite struct CatalogTextLimitsTests {
  @Test func aTenKilobyteTitleAndALongDescriptionAreCutOnImport() throws {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    let title = "Dune " + String(repeating: "사막 ", count: 2_500)  // about 10 KB
    let description = String(repeating: "모래 ", count: 30_000)  // 210 KB
    let csv =
      "title,authors,isbn13,description\n\"\(title)\",Frank Herbert,9780441172719,\"\(description)\"\n"
    let file = directory.url.appendingPathComponent("books.csv")
    try Data(csv.utf8).write(to: file)
    try CatalogImporter.run(file: file, format: .csv, into: catalog)
    let book = try #require(try catalog.lookup(ISBN("9780441172719")))
    #expect(TextLimits.violation(in: book) == nil)
    #expect(book.title.hasPrefix("Dune 사막 사막") && book.title.hasSuffix("…"))
    #expect((book.description?.utf8.count ?? 0) > 60_000)
    #expect(try catalog.search(BookQuery(text: "Dune")).books.map(\.isbn13) == ["9780441172719"])
  }
}
