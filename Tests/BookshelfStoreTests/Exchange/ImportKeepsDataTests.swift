import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// An import never erases or degrades what is saved (issue 3, "nothing a user saved is ever
/// lost or silently changed").
@Suite("Import over saved entries")
struct ImportKeepsDataTests {
  let dir: TemporaryDirectory
  let clock = StepClock()
  init() throws { dir = try TemporaryDirectory() }

  let added = Date(timeIntervalSince1970: 1_700_000_000.123)  // 2023-11-14T22:13:20.123Z
  let started = Date(timeIntervalSince1970: 1_700_086_400.5)

  func savedStore() async throws -> ShelfStore {
    let store = try ShelfStore(path: dir.path("shelf.sqlite"), now: { [clock] in clock.now() })
    let book = Book(
      id: "9788996991342", title: "미움받을 용기", authors: ["기시미 이치로"], publisher: "인플루엔셜",
      publishedDate: "2018-03-05", isbn10: "8996991341", isbn13: "9788996991342",
      description: "아들러 심리학",
      thumbnailURL: URL(string: "https://search1.kakaocdn.net/thumb/x.jpg"),
      detailURL: URL(string: "https://search.daum.net/search?w=bookpage"),
      price: Money(amount: Decimal(14900), currency: "KRW"),
      salePrice: Money(amount: Decimal(13410), currency: "KRW"), averageRating: 4.5,
      ratingsCount: 321, source: "kakao")
    try await store.save(
      ShelfEntry(
        book: book, status: .reading, rating: 4, tags: ["심리학", "Favourites"], note: "내 메모",
        addedAt: added, startedAt: started))
    return store
  }

  func write(_ name: String, _ text: String) throws -> String {
    let path = dir.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("a Goodreads row for a saved book keeps every field the file lacks")
  func goodreadsKeepsFields() async throws {
    let store = try await savedStore()
    let csv = try write(
      "goodreads.csv",
      #"""
      Book Id,Title,Author,ISBN,ISBN13,My Rating,Publisher,Year Published,Date Read,Date Added,Bookshelves,Exclusive Shelf
      ,미움받을 용기,기시미 이치로,"=""8996991341""","=""9788996991342""",0,,2018,2020/02/02,2019/01/01,"favourites, korean",read

      """#)
    let report = try await store.importEntries(from: csv, format: .goodreads)
    #expect(report.updated == 1 && report.added == 0)
    let entry = try #require(try await store.entry(forKey: "9788996991342"))
    #expect(entry.book.id == "9788996991342")
    #expect(entry.book.source == "kakao")
    #expect(entry.book.description == "아들러 심리학")
    #expect(entry.book.detailURL?.absoluteString == "https://search.daum.net/search?w=bookpage")
    #expect(entry.book.thumbnailURL?.absoluteString == "https://search1.kakaocdn.net/thumb/x.jpg")
    #expect(entry.book.ratingsCount == 321)
    #expect(entry.book.publishedDate == "2018-03-05")
    #expect(entry.book.publisher == "인플루엔셜")
    #expect(entry.book.price == Money(amount: Decimal(string: "14900")!, currency: "KRW"))
    #expect(entry.status == .read)
    #expect(entry.rating == 4)
    #expect(entry.tags == ["심리학", "Favourites", "korean"])
    #expect(entry.note == "내 메모")
    #expect(entry.addedAt == added)
    #expect(entry.startedAt == started)
    #expect(entry.finishedAt == ShelfDate.parseGoodreads("2020/02/02"))

    let again = try await store.importEntries(from: csv, format: .goodreads)
    #expect(again.unchanged == 1 && again.updated == 0 && again.added == 0)
  }

  @Test("values the file has win: rating, note, dates, a newer year")
  func fileValuesWin() async throws {
    let store = try await savedStore()
    let csv = try write(
      "goodreads.csv",
      #"""
      Book Id,Title,Author,ISBN,ISBN13,My Rating,Year Published,Date Started,Date Added,Exclusive Shelf,Private Notes
      ,미움받을 용기 (개정판),기시미 이치로,,"=""9788996991342""",2,2019,2021/05/06,2019/01/01,to-read,새 메모

      """#)
    #expect(try await store.importEntries(from: csv, format: .goodreads).updated == 1)
    let entry = try #require(try await store.entry(forKey: "9788996991342"))
    #expect(entry.book.title == "미움받을 용기 (개정판)")
    #expect(entry.book.publishedDate == "2019")
    #expect(entry.status == .want && entry.rating == 2 && entry.note == "새 메모")
    #expect(entry.startedAt == ShelfDate.parseGoodreads("2021/05/06"))
    #expect(entry.addedAt == added)
  }

  @Test("re-importing our own CSV export (no price columns) keeps prices and changes nothing")
  func ownCSVReimport() async throws {
    let store = try await savedStore()
    let path = dir.path("export.csv")
    try await store.exportEntries(format: .csv, toFile: path)
    let report = try await store.importEntries(from: path)
    #expect(report.unchanged == 1 && report.updated == 0)
    let entry = try #require(try await store.entry(forKey: "9788996991342"))
    #expect(entry.book.price == Money(amount: Decimal(string: "14900")!, currency: "KRW"))
    #expect(entry.book.salePrice == Money(amount: Decimal(string: "13410")!, currency: "KRW"))
  }
}
