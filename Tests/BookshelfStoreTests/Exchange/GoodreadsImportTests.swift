import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

@Suite("Goodreads import")
struct GoodreadsImportTests {
  let dir: TemporaryDirectory
  let clock = StepClock()
  init() throws { dir = try TemporaryDirectory() }

  func openStore() throws -> ShelfStore {
    try ShelfStore(path: dir.path("shelf.sqlite"), now: { [clock] in clock.now() })
  }

  /// Copies one of the repository's own fixtures into the temporary directory.
  func fixture(_ name: String) throws -> String {
    let path = dir.path(name)
    try SharedData.ownFixture("shelf/\(name)").write(to: URL(fileURLWithPath: path))
    return path
  }

  func day(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

  @Test("own 31-column fixture: every quirk mapped to the expected entry")
  func ownFixture() async throws {
    let store = try openStore()
    let path = try fixture("goodreads-31.csv")
    let report = try await store.importEntries(from: path)
    #expect(report == ImportReport(added: 5))

    let leGuin = try #require(try await store.entry(forKey: "9780441478125"))
    #expect(leGuin.book.title == "The Left Hand of Darkness")
    #expect(leGuin.book.authors == ["Ursula K. Le Guin"])
    #expect(leGuin.book.publisher == "Ace Books")
    #expect(leGuin.book.publishedDate == "1987")
    #expect(leGuin.book.isbn10 == "0441478123")
    #expect(leGuin.book.id == "9780441478125")
    #expect(leGuin.book.averageRating == 4.08)
    #expect(leGuin.book.source == "goodreads")
    #expect(leGuin.book.detailURL == URL(string: "https://www.goodreads.com/book/show/1001"))
    #expect(leGuin.status == .read)
    #expect(leGuin.rating == 5)
    #expect(leGuin.tags == ["sci-fi", "favourites"])
    #expect(leGuin.note == "Line one\nLine two")
    #expect(leGuin.addedAt == day(1_585_699_200))
    #expect(leGuin.startedAt == day(1_586_476_800))
    #expect(leGuin.finishedAt == day(1_588_291_200))

    let hanKang = try #require(try await store.entry(forKey: "9788936434120"))
    #expect(Array(hanKang.book.title.utf8) == Array("소년이 온다".precomposedStringWithCanonicalMapping.utf8))
    #expect(hanKang.book.authors == ["한강"])
    #expect(hanKang.book.isbn10 == ISBN.parse("9788936434120")?.isbn10)
    #expect(hanKang.status == .reading)
    #expect(hanKang.rating == nil)
    #expect(hanKang.tags == ["한국문학"])
    #expect(hanKang.addedAt == day(1_609_545_600))

    let quoted = try #require(try await store.entry(forKey: "goodreads:1003"))
    #expect(quoted.book.title == "\"Quoted\" Title, with comma")
    #expect(quoted.book.authors == ["Anonymous", "Jane Doe", "赫尔曼·黑塞"])
    #expect(quoted.book.isbn13 == nil && quoted.book.isbn10 == nil)
    #expect(quoted.book.averageRating == nil)
    #expect(quoted.book.publishedDate == nil)
    #expect(quoted.status == .dnf)  // a did-not-finish shelf is the dnf status, not a tag
    #expect(quoted.tags == [])
    #expect(quoted.rating == 3)
    #expect(quoted.note == "first line\nsecond line")

    let oddISBN = try #require(try await store.entry(forKey: "097522980X"))
    #expect(oddISBN.book.isbn13 == "9780975229804")
    #expect(oddISBN.book.title == "Odd ISBN13")
    #expect(oddISBN.status == .want && oddISBN.tags.isEmpty && oddISBN.rating == nil)

    let badCheck = try #require(try await store.entry(forKey: "goodreads:1005"))
    #expect(badCheck.book.isbn10 == nil)
    #expect(badCheck.status == .read && badCheck.rating == 2)
    #expect(badCheck.finishedAt == day(1_502_150_400))

    #expect(try await store.importEntries(from: path) == ImportReport(unchanged: 5))
  }

  @Test("a malformed row rolls the whole import back and names its line")
  func malformedRollsBack() async throws {
    let store = try openStore()
    let kept = ShelfEntry(
      book: TestValues.book(isbn13: "9780441478125", title: "Already here"), status: .reading,
      rating: 1, addedAt: TestValues.day)
    try await store.save(kept)
    let before = try await store.entries(matching: ShelfFilter(), sortedBy: .title)
    let path = try fixture("goodreads-malformed.csv")

    await #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: path, unit: .line, number: 3), problem: .row(.badMyRating("7")))
    ) { try await store.importEntries(from: path, format: .goodreads) }
    #expect(try await store.entries(matching: ShelfFilter(), sortedBy: .title) == before)

    let report = try await store.importEntries(from: path, format: .goodreads, partial: true)
    #expect(report.added == 2 && report.updated == 1 && report.unchanged == 0)
    #expect(
      report.skipped == [
        .init(line: 3, reason: .badMyRating("7")),
        .init(line: 4, reason: .csv(.textAfterQuote(field: 2))),
      ])
    // An impossible date is left out with a warning; the book is imported.
    #expect(
      report.warnings == [.init(line: 5, kind: .unreadableDate, column: "Date Read", value: "2020/13/45")])
    #expect(try await store.entry(forKey: "goodreads:2004")?.finishedAt == nil)
    #expect(try await store.entry(forKey: "9780441478125")?.book.title == "Good One")
    #expect(try await store.entry(forKey: "goodreads:2005")?.status == .want)
    #expect(try await store.count() == 3)
  }

  @Test("a file that is not UTF-8 is rejected and nothing is saved")
  func notUTF8() async throws {
    let store = try openStore()
    let path = dir.path("latin1.csv")
    var bytes = try SharedData.ownFixture("shelf/goodreads-31.csv")
    bytes.append(
      contentsOf: Array("9999,Caf".utf8) + [0xE9] + Array(",X,,,,,0,,,,,,,,2020/01/01,,,read\n".utf8))
    try bytes.write(to: URL(fileURLWithPath: path))
    await #expect(
      throws: BookshelfError.invalidInput(what: .file(path), problem: .notUTF8(line: 8))
    ) { try await store.importEntries(from: path, partial: true) }
    #expect(try await store.count() == 0)
  }

  @Test("real export 1.csv (24 columns, 315 rows): counts and values as in the file")
  func realFile1() async throws {
    guard let url = SharedData.url("data/goodreads-export/1.csv") else {
      print(SharedData.skipMessage(for: "data/goodreads-export/1.csv"))
      return
    }
    let store = try openStore()
    #expect(try await store.importEntries(from: url.path) == ImportReport(added: 315))
    let all = try await store.entries(matching: ShelfFilter(), sortedBy: .added)
    #expect(all.count == 315)
    #expect(all.filter { $0.status == .read }.count == 72)
    #expect(all.filter { $0.status == .reading }.count == 2)
    #expect(all.filter { $0.status == .want }.count == 241)
    #expect(all.filter { $0.rating != nil }.count == 71)
    #expect(all.filter { $0.id.hasPrefix("goodreads:") }.count == 41)

    let deepWork = try #require(try await store.entry(forKey: "9781455586691"))
    #expect(deepWork.book.title == "Deep Work: Rules for Focused Success in a Distracted World")
    #expect(deepWork.book.authors.first == "Cal Newport")
    #expect(deepWork.book.isbn10 == "1455586692")
    #expect(deepWork.rating == 3)
    #expect(deepWork.status == .read)
    #expect(deepWork.tags == ["self"])
    #expect(deepWork.addedAt == day(1_551_830_400))

    let grit = try #require(try await store.entry(forKey: "1443442313"))
    #expect(grit.book.title == "Grit: The Power of Passion and Perseverance")
    #expect(grit.rating == 4 && grit.tags.isEmpty && grit.addedAt == day(1_529_884_800))

    #expect(try await store.importEntries(from: url.path) == ImportReport(unchanged: 315))
  }

  @Test("real export 2.csv (31 columns, 1,197 rows): custom shelves, NFC, an 11-digit ISBN13")
  func realFile2() async throws {
    guard let url = SharedData.url("data/goodreads-export/2.csv") else {
      print(SharedData.skipMessage(for: "data/goodreads-export/2.csv"))
      return
    }
    let store = try openStore()
    #expect(try await store.importEntries(from: url.path) == ImportReport(added: 1_197))
    let all = try await store.entries(matching: ShelfFilter(), sortedBy: .added)
    #expect(all.filter { $0.status == .read }.count == 866)
    #expect(all.filter { $0.status == .reading }.count == 4)
    #expect(all.filter { $0.status == .want }.count == 318)  // to-read 277 + custom shelves 29 + 12
    #expect(all.filter { $0.status == .dnf }.count == 9)  // wont-finish
    #expect(all.filter { $0.rating != nil }.count == 614)
    #expect(all.filter { $0.id.hasPrefix("goodreads:") }.count == 140)
    #expect(try await store.entries(matching: ShelfFilter(tag: "wont-finish"), sortedBy: .added).count == 0)
    #expect(
      try await store.entries(matching: ShelfFilter(tag: "to-read-non-fiction"), sortedBy: .added).count == 29
    )
    #expect(all.allSatisfy { !$0.tags.contains("to-read") && !$0.tags.contains("currently-reading") })

    let antiracist = try #require(try await store.entry(forKey: "9780525509288"))
    #expect(antiracist.book.title == "How to Be an Antiracist")
    #expect(antiracist.status == .reading)
    #expect(antiracist.rating == nil)
    #expect(antiracist.tags.first == "authors-of-color")
    #expect(antiracist.tags.contains("books-that-changed-how-i-think"))
    #expect(antiracist.addedAt == day(1_589_932_800))

    let ender = try #require(try await store.entry(forKey: "9780765304742"))
    #expect(ender.status == .dnf && ender.tags == [] && ender.rating == 1)
    #expect(ender.finishedAt == day(1_585_785_600))

    let stayWithMe = try #require(try await store.entry(forKey: "9780451494603"))
    let author = "Ayọ̀bámi Adébáyọ̀".precomposedStringWithCanonicalMapping
    #expect(Array(stayWithMe.book.authors[0].utf8) == Array(author.utf8))

    let tiprens = try #require(try await store.entry(forKey: "goodreads:40114057"))
    #expect(tiprens.book.title == "Tiprens-la")
    #expect(tiprens.book.isbn13 == nil)

    let snowCrash = try #require(try await store.entry(forKey: "0553380958"))
    #expect(snowCrash.tags == ["sci_fi"] && snowCrash.rating == 3)
    #expect(snowCrash.addedAt == day(1_300_838_400))

    #expect(try await store.importEntries(from: url.path) == ImportReport(unchanged: 1_197))
  }
}

@Suite("Goodreads rows")
struct GoodreadsRowTests {
  @Test("an author repeated in Additional Authors is listed once (seen in a real export)")
  func repeatedAuthor() throws {
    let header = CSVHeader([
      "Book Id", "Title", "Author", "Additional Authors", "ISBN", "ISBN13", "Exclusive Shelf",
    ])
    let fields = [
      "13312360", "Easy Strength", "Dan John", "Dan John, Pavel  Tsatsouline", "=\"\"", "=\"\"", "read",
    ]
    let entry = try GoodreadsImport.entry(
      header: header, fields: fields, now: { Date(timeIntervalSince1970: 0) })
    #expect(entry.book.authors == ["Dan John", "Pavel Tsatsouline"])
    #expect(entry.id == "goodreads:13312360")
  }
}
