import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Imports each real data set of `../shared/data` and checks exact hits. Skips with a message
/// when the folder is absent.
@Suite struct RealDataImportTests {
  func catalog(importing path: String, as format: CatalogImportFormat) throws
    -> (LocalCatalog, CatalogImportSummary, TemporaryDirectory)?
  {
    guard let url = SharedData.url(path) else {
      print(SharedData.skipMessage(for: path))
      return nil
    }
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    let summary = try CatalogImporter.run(file: url, format: format, into: catalog, mappings: .adapters)
    return (catalog, summary, directory)
  }

  func titles(_ catalog: LocalCatalog, _ text: String, field: SearchField = .any) throws -> [String] {
    try catalog.search(BookQuery(text: text, field: field)).books.map(\.title)
  }

  @Test func goodbooks() throws {
    guard let (catalog, summary, _) = try catalog(importing: "data/goodbooks-10k/books.csv", as: .goodbooks)
    else { return }
    #expect(summary.imported == 10_000 && summary.skipped.isEmpty)
    let games = try #require(try catalog.lookup(ISBN("9780439023481")))
    #expect(games.title == "The Hunger Games (The Hunger Games, #1)")
    #expect(games.authors == ["Suzanne Collins"])
    #expect(games.ratingsCount == 4_780_653)
    #expect(games.publishedDate == "2008")
    #expect(try catalog.lookup(ISBN("0439023483")) == games)
    #expect(try titles(catalog, "9780439023481") == ["The Hunger Games (The Hunger Games, #1)"])
    #expect(try titles(catalog, "hunger games").first == "The Hunger Games (The Hunger Games, #1)")
    let rowling = try catalog.search(BookQuery(text: "rowling", field: .author))
    #expect(rowling.totalCount == 27)  // rows whose authors contain "rowling" (checked with Python)
    #expect(rowling.books.allSatisfy { $0.authors.contains { $0.hasSuffix("Rowling") } })
    #expect(rowling.books.map(\.title).contains("Harry Potter and the Sorcerer's Stone (Harry Potter, #1)"))
    let hunger = try catalog.search(BookQuery(text: "hunger"))
    #expect(hunger.totalCount == 13)  // titles containing "hunger" (checked with Python)
    #expect(try titles(catalog, "the").first == "The Hunger Games (The Hunger Games, #1)")
    let potter = try catalog.search(BookQuery(text: "harry pot"))
    #expect(potter.books.first?.title == "Harry Potter and the Sorcerer's Stone (Harry Potter, #1)")
    #expect(
      try titles(catalog, "grandpre", field: .author).contains(
        "Harry Potter and the Sorcerer's Stone (Harry Potter, #1)"))
    // book_id 916 has an invalid ISBN-10 (812971060): imported without an ISBN
    #expect(try catalog.search(BookQuery(text: "812971060")).totalCount == 0)
  }

  @Test func aladinDomestic() throws {
    guard
      let (catalog, summary, _) = try catalog(
        importing: "data/aladin-kr-books/aladin_domestic_books.json", as: .aladin)
    else { return }
    #expect(summary.imported == 2_583 && summary.skipped.isEmpty)
    // The Aladin adapter's mapping: without `subInfo.subTitle` (lists carry none) the title
    // stays whole, as in a search (APIS-aladin Q7); a 감수 (supervisor) is not an author.
    let courage = try catalog.search(BookQuery(text: "미움")).books
    #expect(courage.map(\.title) == ["미움받을 용기 (200만 부 기념 스페셜 에디션) - 자유롭고 행복한 삶을 위한 아들러의 가르침"])
    #expect(courage.first?.subtitle == nil)
    #expect(courage.first?.authors == ["기시미 이치로", "고가 후미타케"])
    #expect(courage.first?.translators == ["전경아"])
    #expect(courage.first?.isbn13 == "9791168340770")
    #expect(try titles(catalog, "소년이 온다").first == "소년이 온다 - 2024 노벨문학상 수상작가")
    #expect(try titles(catalog, "소년이온다").first == "소년이 온다 - 2024 노벨문학상 수상작가")
    let han = try titles(catalog, "한강", field: .author)
    #expect(["작별하지 않는다 - ", "소년이 온다 - ", "흰 - "].allSatisfy { head in han.contains { $0.hasPrefix(head) } })
    #expect(try catalog.search(BookQuery(text: "민국")).totalCount >= 5)
    let isbn = try #require(try catalog.lookup(ISBN("9788936439880")))
    #expect(isbn.title == "할매" && isbn.authors == ["황석영"] && isbn.publisher == "창비")
    #expect(isbn.price == Money(amount: 16800, currency: "KRW"))
    #expect(isbn.averageRating == 4.5)
  }

  @Test func aladinForeign() throws {
    guard
      let (catalog, summary, _) = try catalog(
        importing: "data/aladin-kr-books/aladin_foreign_books.json", as: .aladin)
    else { return }
    #expect(summary.imported == 2_615 && summary.skipped.isEmpty)
    #expect(try catalog.search(BookQuery(text: "the")).totalCount > 100)
  }

  @Test func gutenberg() throws {
    guard
      let (catalog, summary, _) = try catalog(
        importing: "data/gutenberg/gutenberg_metadata.csv", as: .gutenberg)
    else { return }
    #expect(summary.rowsRead == 82_415)
    #expect(summary.imported == 78_765)
    #expect(summary.skipped.map(\.reason) == [.noTitle])
    let pan = try #require(try catalog.search(BookQuery(text: "peter pan", field: .title)).books.first)
    #expect(pan.title == "Peter Pan")
    let bill = try #require(try catalog.search(BookQuery(text: "bill of rights")).books.first)
    #expect(bill.title == "The United States Bill of Rights")
    #expect(bill.subtitle == "The Ten Original Amendments to the Constitution of the United States")
    let doyle = try catalog.search(BookQuery(text: "arthur conan doyle", field: .author))
    #expect(doyle.totalCount > 50)
    #expect(doyle.books.allSatisfy { $0.authors.contains("Arthur Conan Doyle") })
  }

  @Test func goodreadsExport() throws {
    guard let (catalog, summary, _) = try catalog(importing: "data/goodreads-export/1.csv", as: .goodreads)
    else { return }
    #expect(summary.imported == 315 && summary.skipped.isEmpty)
    let again = try CatalogImporter.run(
      file: SharedData.url("data/goodreads-export/1.csv")!, format: .goodreads, into: catalog)
    #expect(again.unchanged == 315 && again.imported == 0)
    #expect(try catalog.statistics().rows == 315)
  }

  @Test func formatsAreGuessedFromTheHeader() throws {
    let cases: [(String, CatalogImportFormat)] = [
      ("data/goodbooks-10k/books.csv", .goodbooks), ("data/goodreads-export/2.csv", .goodreads),
      ("data/aladin-kr-books/aladin_domestic_books.json", .aladin),
      ("data/gutenberg/gutenberg_metadata.csv", .gutenberg),
    ]
    for (path, format) in cases {
      guard let url = SharedData.url(path) else {
        print(SharedData.skipMessage(for: path))
        continue
      }
      #expect(CatalogImporter.guessFormat(file: url) == format)
    }
  }
}
