import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// `CSVHeader`, the one header rule of the CSV readers: BOM and surrounding whitespace
/// removed, letter case ignored, the first of duplicate names wins.
@Suite struct CSVHeaderTests {
  @Test func namesAreMatchedWithoutCaseBOMOrSurroundingWhitespace() {
    let header = CSVHeader(["\u{FEFF}Title", " ISBN13\t", "Exclusive\u{3000}Shelf ", "\nbook id\r\n"])
    #expect(header.names == ["Title", "ISBN13", "Exclusive\u{3000}Shelf", "book id"])
    #expect(header.index("title") == 0 && header.index("TITLE") == 0)
    #expect(header.index("isbn13") == 1)
    #expect(header.index("exclusive\u{3000}shelf") == 2)
    #expect(header.index("Book Id") == 3 && header.has("BOOK ID"))
    #expect(header.index("Exclusive Shelf") == nil)  // inner whitespace is part of the name
    #expect(!header.has("isbn"))
  }

  @Test func theFirstOfDuplicateNamesWins() {
    let header = CSVHeader(["title", "Title", "TITLE"])
    #expect(header.index("Title") == 0)
    #expect(header.value("title", in: ["a", "b", "c"]) == "a")
  }

  @Test func valuesAreTrimmedAndRawValuesAreNot() {
    let header = CSVHeader(["Title", "Notes"])
    #expect(header.value("title", in: ["  Dune\n", " x "]) == "Dune")
    #expect(header.value("title", in: [" \u{3000} ", ""]) == nil)
    #expect(header.raw("notes", in: ["", " x "]) == " x ")
    #expect(header.raw("notes", in: ["", ""]) == nil)
    #expect(header.value("missing", in: ["a"]) == nil && header.value(at: 5, in: ["a"]) == nil)
  }

  @Test func formatDetectionMatchesColumnsByTheSameRule() {
    let goodreads = "\u{FEFF}book id,Title, exclusive shelf \r\n1,Dune,read\n"
    #expect(ExchangeFormat.detect(path: "x.csv", head: Array(goodreads.utf8)) == .goodreads)
    // Words inside another column's name are no columns.
    let quoted = "title,\"Book Id and Exclusive Shelf\"\n"
    #expect(ExchangeFormat.detect(path: "x.csv", head: Array(quoted.utf8)) == .csv)
  }

  @Test func aShelfCSVWithAHeaderInOtherLetterCaseImports() async throws {
    let dir = try TemporaryDirectory()
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    let path = dir.path("shelf.csv")
    try Data("\u{FEFF}Title , ISBN13,STATUS\nDune,9780441172719,read\n".utf8).write(
      to: URL(fileURLWithPath: path))
    let report = try await store.importEntries(from: path, format: .csv)
    #expect(report.added == 1)
    #expect(try await store.entry(forKey: "9780441172719")?.book.title == "Dune")
    #expect(try await store.entry(forKey: "9780441172719")?.status == .read)
  }
}
