import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

@Suite("Shelf export and import")
struct ExchangeTests {
  let dir: TemporaryDirectory
  let clock = StepClock()
  init() throws { dir = try TemporaryDirectory() }

  func openStore(_ name: String) throws -> ShelfStore {
    try ShelfStore(path: dir.path(name), now: { [clock] in clock.now() })
  }

  /// Three entries that use every field: prices, URLs, Unicode, a long note, no ISBN.
  func fillStore(_ store: ShelfStore) async throws {
    let full = Book(
      id: "9788996991342", title: "미움받을 용기 📚", subtitle: "עברית, \"quoted\"",
      authors: ["기시미 이치로", "고가 후미타케"], translators: ["전경아"], publisher: "인플루엔셜",
      publishedDate: "2014-11", isbn10: "8996991341", isbn13: "9788996991342",
      description: "line 1\nline 2, with comma",
      thumbnailURL: URL(string: "https://search1.kakaocdn.net/thumb/R120x174?fname=x.jpg"),
      detailURL: URL(string: "https://search.daum.net/search?w=bookpage&q=%EC%B1%85"),
      price: Money(amount: Decimal(14900), currency: "KRW"),
      salePrice: Money(amount: Decimal(sign: .plus, exponent: -2, significand: 999), currency: "USD"),
      averageRating: 4.37,
      ratingsCount: 1_234, source: "kakao")
    try await store.save(
      ShelfEntry(
        book: full, status: .read, rating: 5, tags: ["심리학", "favourites"],
        note: String(repeating: "노트 ✍️ ", count: 1_500),
        addedAt: Date(timeIntervalSince1970: 1_700_000_000.123),
        startedAt: Date(timeIntervalSince1970: 1_700_086_400.5),
        finishedAt: Date(timeIntervalSince1970: 1_700_172_800)))
    try await store.save(
      ShelfEntry(
        book: TestValues.book(id: "openlibrary:OL45804W", title: "No ISBN, \"at all\""),
        status: .reading, addedAt: Date(timeIntervalSince1970: 1_600_000_000)))
    try await store.save(
      ShelfEntry(
        book: TestValues.book(isbn13: "9780306406157", isbn10: "0306406152", title: "Plain"),
        tags: ["x"], addedAt: Date(timeIntervalSince1970: 1_500_000_000)))
  }

  @Test("JSON export then import gives back exactly the same entries")
  func jsonRoundTrip() async throws {
    let source = try openStore("a.sqlite")
    try await fillStore(source)
    let path = dir.path("backup.json")
    #expect(try await source.exportEntries(format: .json, toFile: path) == 3)
    let original = try await source.entries(matching: ShelfFilter(), sortedBy: .added)

    let target = try openStore("b.sqlite")
    #expect(try await target.importEntries(from: path) == ImportReport(added: 3))
    #expect(try await target.entries(matching: ShelfFilter(), sortedBy: .added) == original)
    #expect(try await target.importEntries(from: path) == ImportReport(unchanged: 3))
    #expect(try await source.importEntries(from: path, format: .json) == ImportReport(unchanged: 3))

    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\"addedAt\" : \"2023-11-14T22:13:20.123Z\""))
    #expect(text.contains("\"thumbnailURL\" : \"https://search1.kakaocdn.net/thumb/R120x174?fname=x.jpg\""))
  }

  @Test("our CSV: export then import keeps the entries' fields; a second import changes nothing")
  func csvRoundTrip() async throws {
    let source = try openStore("a.sqlite")
    try await fillStore(source)
    let path = dir.path("shelf.csv")
    try await source.exportEntries(format: .csv, toFile: path)
    let header = try String(contentsOfFile: path, encoding: .utf8).prefix { $0 != "\n" }
    #expect(header == Substring(ShelfCSV.columns.joined(separator: ",")))

    let target = try openStore("b.sqlite")
    #expect(try await target.importEntries(from: path) == ImportReport(added: 3))
    let original = try await source.entries(matching: ShelfFilter(), sortedBy: .added)
    let copied = try await target.entries(matching: ShelfFilter(), sortedBy: .added)
    #expect(copied.map(\.id) == original.map(\.id))
    for (copy, entry) in zip(copied, original) {
      var book = entry.book
      book.price = nil
      book.salePrice = nil
      #expect(copy.book == book)
      #expect(copy.status == entry.status && copy.rating == entry.rating && copy.tags == entry.tags)
      #expect(copy.note == entry.note)
      #expect(copy.addedAt == entry.addedAt && copy.startedAt == entry.startedAt)
      #expect(copy.finishedAt == entry.finishedAt)
    }
    #expect(try await target.importEntries(from: path) == ImportReport(unchanged: 3))
  }

  @Test("Goodreads export: the real column layout, and it imports back")
  func goodreadsExport() async throws {
    let source = try openStore("a.sqlite")
    try await fillStore(source)
    let path = dir.path("goodreads.csv")
    try await source.exportEntries(format: .goodreads, toFile: path)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines[0] == Substring(GoodreadsExport.header.joined(separator: ",")))
    #expect(lines.count == 4)
    #expect(
      lines[3]
        == ",Plain,Ursula K. Le Guin,\"Le Guin, Ursula K.\",,\"=\"\"0306406152\"\"\",\"=\"\"9780306406157\"\"\",0,0.00,,,,,,,2017/07/14,\"to-read, x\",\"to-read, x\",to-read,,,,0,0"
    )
    #expect(ExchangeFormat.detect(path: path, head: Array(lines[0].utf8)) == .goodreads)

    let target = try openStore("b.sqlite")
    #expect(try await target.importEntries(from: path) == ImportReport(added: 3))
    let noISBN = try #require(try await target.entry(forKey: "openlibrary:OL45804W"))
    #expect(noISBN.book.title == "No ISBN, \"at all\"" && noISBN.status == .reading)
    let full = try #require(try await target.entry(forKey: "9788996991342"))
    #expect(full.status == .read && full.rating == 5 && full.tags == ["심리학", "favourites"])
    #expect(full.book.authors == ["기시미 이치로", "고가 후미타케"])
    #expect(full.finishedAt == Date(timeIntervalSince1970: 1_700_092_800))  // the day, UTC midnight
    #expect(try await target.importEntries(from: path) == ImportReport(unchanged: 3))
  }

  @Test("Goodreads export imported back into the same shelf changes nothing, times of day kept")
  func goodreadsRoundTripIntoTheSameShelf() async throws {
    let store = try openStore("a.sqlite")
    try await fillStore(store)
    // finishedAt at 06:48:47.477 UTC; Goodreads keeps only the day (2023/11/16).
    let precise = Date(timeIntervalSince1970: 1_700_117_327.477)
    var entry = try #require(try await store.entry(forKey: "9788996991342"))
    entry.finishedAt = precise
    entry.startedAt = Date(timeIntervalSince1970: 1_700_043_000)
    try await store.save(entry)
    let path = dir.path("goodreads.csv")
    try await store.exportEntries(format: .goodreads, toFile: path)
    let before = try #require(try await store.entry(forKey: "9788996991342"))
    let report = try await store.importEntries(from: path)
    #expect(report == ImportReport(unchanged: 3))
    let after = try #require(try await store.entry(forKey: "9788996991342"))
    #expect(after.book == before.book)
    #expect(after.note == before.note)
    #expect(after.tags == before.tags)
    #expect(after.rating == before.rating && after.status == before.status)
    #expect(after.finishedAt == precise)
    #expect(after.startedAt == Date(timeIntervalSince1970: 1_700_043_000))
  }

  @Test("a day-precision date replaces a saved one only when it is another day")
  func dayPrecisionDates() {
    let saved = Date(timeIntervalSince1970: 1_700_117_327.477)  // 2023-11-16 06:48:47Z
    #expect(ImportMerge.date(Date(timeIntervalSince1970: 1_700_092_800), over: saved) == saved)
    let nextDay = Date(timeIntervalSince1970: 1_700_179_200)  // 2023-11-17 00:00Z
    #expect(ImportMerge.date(nextDay, over: saved) == nextDay)
    let otherTime = Date(timeIntervalSince1970: 1_700_100_000)  // same day, a real time
    #expect(ImportMerge.date(otherTime, over: saved) == otherTime)
    #expect(ImportMerge.date(nil, over: saved) == saved)
    #expect(ImportMerge.date(nextDay, over: nil) == nextDay)
  }

  @Test("export replaces the target in one step and leaves no temporary file")
  func atomicExport() async throws {
    let store = try openStore("a.sqlite")
    try await fillStore(store)
    let exportDir = dir.url.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: exportDir, withIntermediateDirectories: true)
    let target = exportDir.appendingPathComponent("books.json").path
    try Data("old contents".utf8).write(to: URL(fileURLWithPath: target))
    try await store.exportEntries(format: .json, toFile: target)
    #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("[\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: exportDir.path) == ["books.json"])

    let blocked = exportDir.appendingPathComponent("adir")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: blocked.appendingPathComponent("inside.txt"))
    await #expect(
      throws: BookshelfError.file(path: blocked.path, problem: .notRegularTarget(.directory))
    ) {
      try await store.exportEntries(format: .csv, toFile: blocked.path)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: exportDir.path).sorted() == ["adir", "books.json"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: blocked.path) == ["inside.txt"])

    let missing = dir.path("no/such/dir/x.csv")
    await #expect(throws: BookshelfError.file(path: missing, problem: .noFolder)) {
      try await store.exportEntries(format: .csv, toFile: missing)
    }
  }

  @Test("JSON that is not shelf entries: the file or the element is named")
  func badJSON() async throws {
    let store = try openStore("a.sqlite")
    let notArray = dir.path("book.json")
    try Data(#"{"id": "x", "title": "A Book, not an array", "source": "kakao"}"#.utf8)
      .write(to: URL(fileURLWithPath: notArray))
    await #expect(
      throws: BookshelfError.invalidInput(what: .file(notArray), problem: .notShelfJSON)
    ) { try await store.importEntries(from: notArray) }

    let badElement = dir.path("entries.json")
    let good =
      #"{"book": {"id": "9780306406157", "title": "Fine", "source": "kakao"}, "status": "want", "tags": [], "addedAt": "2024-01-01T00:00:00.000Z", "updatedAt": "2024-01-02T00:00:00.000Z"}"#
    let noTitle =
      #"{"book": {"id": "x:1", "source": "kakao"}, "status": "want", "tags": [], "addedAt": "2024-01-01T00:00:00Z", "updatedAt": "2024-01-01T00:00:00Z"}"#
    let badStatus =
      #"{"book": {"id": "x:2", "title": "T", "source": "kakao"}, "status": "done", "tags": [], "addedAt": "2024-01-01T00:00:00Z", "updatedAt": "2024-01-01T00:00:00Z"}"#
    try Data("[\(good), \(noTitle), \(badStatus)]".utf8).write(to: URL(fileURLWithPath: badElement))
    await #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: badElement, unit: .entry, number: 2), problem: .row(.keyMissing("book.title")))
    ) { try await store.importEntries(from: badElement) }
    #expect(try await store.count() == 0)

    let report = try await store.importEntries(from: badElement, partial: true)
    #expect(report.added == 1)
    #expect(report.skipped.map(\.line) == [2, 3])
    #expect(report.skipped[1].reason.text(in: .english).hasPrefix("status"))
    let fine = try await store.entry(forKey: "9780306406157")
    #expect(fine?.updatedAt == Date(timeIntervalSince1970: 1_704_153_600))
  }

  @Test("the same book twice in one file: the second row is reported, the import goes on")
  func duplicateRows() async throws {
    let store = try openStore("a.sqlite")
    let path = dir.path("dups.csv")
    let csv =
      "title,isbn13,isbn10,status\nFirst,9780306406157,,want\nSecond,,0306406152,read\nThird,9780441478125,,read\n"
    try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
    let report = try await store.importEntries(from: path, format: .csv)
    #expect(
      report == ImportReport(added: 2, skipped: [.init(line: 3, reason: .sameBook(unit: .line, number: 2))]))
    #expect(try await store.entry(forKey: "9780306406157")?.book.title == "First")
  }
}

@Suite("Shelf JSON writer")
struct ShelfJSONWriterTests {
  @Test("an entry without tags or translators writes its empty arrays as []")
  func emptyArraysAreBrackets() {
    var writer = ShelfJSONWriter()
    writer.write([
      ShelfEntry(
        book: Book(id: "kakao:1", title: "T", source: "kakao"), addedAt: Date(timeIntervalSince1970: 0))
    ])
    let text = String(decoding: writer.bytes, as: UTF8.self)
    #expect(text.contains("\"tags\" : []"))
    #expect(text.contains("\"translators\" : []"))
    #expect(!text.contains("[\n\n"))
  }

  @Test("writes the same JSON values as JSONEncoder, including escapes, and reads back exactly")
  func matchesJSONEncoder() throws {
    let book = Book(
      id: "kakao:1", title: "Quote \" backslash \\ slash / tab \t nul \u{0} bell \u{7} 한글 📚",
      subtitle: nil, authors: ["A", "B\nC"], translators: [], publisher: "P", publishedDate: "2014",
      isbn10: nil, isbn13: nil, description: "\r\n\u{1F}", thumbnailURL: URL(string: "https://x.y/a?b=c&d=e"),
      detailURL: nil, price: Money(amount: Decimal(string: "12.5")!, currency: "usd"),
      salePrice: Money(amount: 13_410, currency: "KRW"), averageRating: 4.0, ratingsCount: 0,
      source: "kakao")
    let entries = [
      ShelfEntry(
        book: book, status: .reading, rating: 3, tags: ["x", "심리학"], note: "n",
        addedAt: Date(timeIntervalSince1970: 1_700_000_000.25),
        startedAt: Date(timeIntervalSince1970: 1), finishedAt: nil,
        updatedAt: Date(timeIntervalSince1970: 1_700_000_001)),
      ShelfEntry(
        book: Book(
          id: "9780306406157", title: "T", averageRating: 3.75, notForSale: true, salesStatus: "절판",
          source: "google"),
        addedAt: Date(timeIntervalSince1970: 0)),
    ]
    let written = try ShelfStore.exportData(entries, format: .json)
    let reference = try ShelfJSON.encoder().encode(entries)
    let ours = try JSONSerialization.jsonObject(with: written) as? NSArray
    let theirs = try JSONSerialization.jsonObject(with: reference) as? NSArray
    #expect(ours != nil && ours == theirs)
    #expect(try ShelfJSON.decoder().decode([ShelfEntry].self, from: written) == entries)
    #expect(try ShelfStore.exportData([], format: .json) == Data("[]\n".utf8))
  }
}
