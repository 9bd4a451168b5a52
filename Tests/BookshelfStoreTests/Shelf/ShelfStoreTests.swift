import BookshelfCore
import BookshelfPresentation
import Foundation
import Testing

@testable import BookshelfStore

@Suite("Shelf store")
struct ShelfStoreTests {
  let dir: TemporaryDirectory
  let clock = StepClock()
  init() throws { dir = try TemporaryDirectory() }

  func openStore(_ name: String = "shelf.sqlite") throws -> ShelfStore {
    try ShelfStore(path: dir.path(name), now: { [clock] in clock.now() })
  }

  @Test("save, read, update, unchanged and remove one entry")
  func crud() async throws {
    let store = try openStore("nested/dir/shelf.sqlite")
    let book = Book(
      id: "9788996991342", title: "미움받을 용기", subtitle: "자유롭고 행복한 삶을 위한 아들러의 가르침",
      authors: ["기시미 이치로", "고가 후미타케"], translators: ["전경아"], publisher: "인플루엔셜",
      publishedDate: "2014-11-17", isbn10: "8996991341", isbn13: "9788996991342",
      description: "아들러 심리학", thumbnailURL: URL(string: "https://search1.kakaocdn.net/thumb/x.jpg"),
      detailURL: URL(string: "https://search.daum.net/search?q=x"),
      price: Money(amount: 14900, currency: "KRW"), salePrice: Money(amount: 13410, currency: "krw"),
      averageRating: 4.25, ratingsCount: 12, source: "kakao")
    let entry = ShelfEntry(
      book: book, status: .reading, rating: 4, tags: ["심리학", "to-read-again"], note: "p. 42",
      addedAt: TestValues.day, startedAt: TestValues.day.addingTimeInterval(86_400))

    #expect(try await store.save(entry) == .added)
    let saved = try #require(try await store.entry(forKey: "9788996991342"))
    var expected = entry
    expected.updatedAt = Date(timeIntervalSince1970: 1_767_225_600)
    #expect(saved == expected)
    #expect(saved.book.salePrice == Money(amount: 13410, currency: "KRW"))
    #expect(try await store.entry(forKey: "89-969913-4-1") == expected)
    #expect(FileManager.default.fileExists(atPath: dir.path("nested/dir/shelf.sqlite")))

    #expect(try await store.save(entry) == .unchanged)
    #expect(try await store.entry(forKey: "9788996991342")?.updatedAt == expected.updatedAt)

    var changed = entry
    changed.status = .read
    changed.finishedAt = TestValues.day.addingTimeInterval(7 * 86_400)
    changed.addedAt = TestValues.day.addingTimeInterval(999)  // later: the first addedAt stays
    #expect(try await store.save(changed) == .updated)
    let updated = try #require(try await store.entry(forKey: "9788996991342"))
    #expect(updated.status == .read)
    #expect(updated.addedAt == TestValues.day)
    #expect(updated.updatedAt == Date(timeIntervalSince1970: 1_767_225_601))

    #expect(try await store.remove(key: "8996991341")?.status == .read)
    #expect(try await store.entry(forKey: "9788996991342") == nil)
    #expect(try await store.remove(key: "9788996991342") == nil)
    #expect(try await store.count() == 0)
  }

  @Test("the ISBN-10 and the ISBN-13 of one book are one entry")
  func isbn10IsIsbn13() async throws {
    let store = try openStore()
    let byTen = TestValues.book(isbn10: "0306406152", id: "google:abc", title: "Bitter Sweet")
    #expect(ShelfEntry.key(for: byTen) == "9780306406157")
    #expect(try await store.save(ShelfEntry(book: byTen, addedAt: TestValues.day)) == .added)
    let byThirteen = TestValues.book(isbn13: "9780306406157", title: "Bitter Sweet")
    #expect(try await store.save(ShelfEntry(book: byThirteen, addedAt: TestValues.day)) == .updated)
    #expect(try await store.count() == 1)
    #expect(try await store.entry(forKey: "0-306-40615-2")?.book.isbn13 == "9780306406157")

    let noISBN = TestValues.book(id: "openlibrary:OL123W", title: "No ISBN")
    #expect(try await store.save(ShelfEntry(book: noISBN, addedAt: TestValues.day)) == .added)
    #expect(try await store.entry(forKey: "openlibrary:OL123W")?.book.title == "No ISBN")
  }

  @Test("filters by status and tag; sorts with stable ties")
  func filtersAndSorts() async throws {
    let store = try openStore()
    let rows: [(String, String, [String], ReadingStatus, Int?, Double, [String])] = [
      ("b", "Banana", ["Zed"], .read, 5, 10, ["fruit"]),
      ("a", "apple", ["Adams"], .want, nil, 30, ["fruit", "red"]),
      ("c", "Cherry", [], .reading, 3, 20, ["red"]),
      ("d", "apple", ["Baker"], .read, 5, 30, []),
      ("e", "가나다", ["김"], .want, 3, 5, ["과일"]),
    ]
    for (n, (_, title, authors, status, rating, day, tags)) in rows.enumerated() {
      let book = TestValues.book(isbn13: TestValues.isbn13(n + 1), title: title, authors: authors)
      try await store.save(
        ShelfEntry(
          book: book, status: status, rating: rating, tags: tags,
          addedAt: Date(timeIntervalSince1970: day * 86_400)))
    }
    func titles(_ sort: ShelfSort, _ filter: ShelfFilter = ShelfFilter()) async throws -> [String] {
      try await store.entries(matching: filter, sortedBy: sort).map {
        "\($0.book.title)/\($0.book.isbn13!.suffix(2))"
      }
    }
    let k = (1...5).map { String(TestValues.isbn13($0).suffix(2)) }
    #expect(
      try await titles(.title) == [
        "apple/\(k[1])", "apple/\(k[3])", "Banana/\(k[0])", "Cherry/\(k[2])", "가나다/\(k[4])",
      ])
    #expect(
      try await titles(.added) == [
        "apple/\(k[1])", "apple/\(k[3])", "Cherry/\(k[2])", "Banana/\(k[0])", "가나다/\(k[4])",
      ])
    #expect(
      try await titles(.author) == [
        "apple/\(k[1])", "apple/\(k[3])", "Banana/\(k[0])", "가나다/\(k[4])", "Cherry/\(k[2])",
      ])
    #expect(
      try await titles(.rating) == [
        "apple/\(k[3])", "Banana/\(k[0])", "Cherry/\(k[2])", "가나다/\(k[4])", "apple/\(k[1])",
      ])
    #expect(try await titles(.title, ShelfFilter(status: .read)) == ["apple/\(k[3])", "Banana/\(k[0])"])
    #expect(try await titles(.title, ShelfFilter(tag: "red")) == ["apple/\(k[1])", "Cherry/\(k[2])"])
    #expect(try await titles(.title, ShelfFilter(status: .want, tag: "fruit")) == ["apple/\(k[1])"])
    #expect(try await titles(.title, ShelfFilter(tag: "nothing")) == [])
    let apple = try await store.entries(matching: ShelfFilter(tag: "red"), sortedBy: .title).first
    #expect(apple?.tags == ["fruit", "red"])
  }

  @Test("Hangul NFC and NFD tags are one tag; emoji, RTL and a 10,000-character note round-trip")
  func unicodeRoundTrip() async throws {
    let store = try openStore()
    let nfc = "심리학"
    let nfd = nfc.decomposedStringWithCanonicalMapping
    #expect(Array(nfc.utf8) != Array(nfd.utf8))
    let title = "📚 책 읽기 👩‍👩‍👧 — עברית ومرحبا — Ａ"
    let note = String(repeating: "가ㄱ😀a\u{200F}", count: 2_000)
    #expect(note.count == 10_000)
    let book = TestValues.book(isbn13: TestValues.isbn13(7), title: title, authors: ["אורסולה"])
    try await store.save(
      ShelfEntry(book: book, tags: [nfd, nfc, " 심리학 ", "emoji🏳️‍🌈"], note: note, addedAt: TestValues.day))

    let saved = try #require(try await store.entry(forKey: TestValues.isbn13(7)))
    #expect(Array(saved.book.title.utf8) == Array(title.utf8))
    #expect(Array(saved.note!.utf8) == Array(note.utf8))
    #expect(saved.book.authors == ["אורסולה"])
    #expect(saved.tags == [nfc, "emoji🏳️‍🌈"])
    #expect(Array(saved.tags[0].utf8) == Array(nfc.utf8))
    #expect(try await store.entries(matching: ShelfFilter(tag: nfd), sortedBy: .added).count == 1)
    #expect(try await store.entries(matching: ShelfFilter(tag: nfc), sortedBy: .added).count == 1)
  }

  @Test("rating 0 or 6 is rejected and the saved entry stays as it was")
  func badRating() async throws {
    let store = try openStore()
    let book = TestValues.book(isbn13: TestValues.isbn13(3), title: "Kept")
    try await store.save(ShelfEntry(book: book, rating: 2, addedAt: TestValues.day))
    let before = try await store.entry(forKey: TestValues.isbn13(3))
    for rating in [0, 6, -1] {
      var bad = ShelfEntry(book: book, rating: rating, tags: ["x"], addedAt: TestValues.day)
      bad.note = "should not be saved"
      await #expect(throws: BookshelfError.invalidRating(String(rating))) { try await store.save(bad) }
    }
    let untitled = TestValues.book(isbn13: TestValues.isbn13(4), title: "  ")
    await #expect(
      throws: BookshelfError.invalidInput(what: .book(id: TestValues.isbn13(4)), problem: .row(.titleEmpty))
    ) {
      try await store.save(ShelfEntry(book: untitled, addedAt: TestValues.day))
    }
    #expect(try await store.entry(forKey: TestValues.isbn13(3)) == before)
    #expect(try await store.count() == 1)
  }

  @Test("recent searches: newest first, repeats move to the front, empty ignored")
  func recentSearches() async throws {
    let store = try openStore()
    for query in ["swift", "  한강  소년이 온다 ", "rust", "swift", "   "] {
      try await store.recordSearch(query)
    }
    #expect(try await store.recentSearches(limit: 10) == ["swift", "rust", "한강 소년이 온다"])
    #expect(try await store.recentSearches(limit: 2) == ["swift", "rust"])
    for n in 0..<120 { try await store.recordSearch("q\(n)") }
    let all = try await store.recentSearches(limit: 1_000)
    #expect(all.count == 100)
    #expect(all.first == "q119")
    #expect(all.last == "q20")
  }

  @Test("a non-SQLite file at the shelf path gives notADatabase and keeps its bytes")
  func notADatabase() throws {
    let path = dir.path("shelf.sqlite")
    let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: BookshelfError.notADatabase(path: path)) { try openStore() }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(
      BookshelfError.notADatabase(path: path).text(in: .english).contains(path))
  }

  @Test("a version-1 shelf file is migrated to the latest version and keeps its entries")
  func migrationFromVersion1() async throws {
    let path = dir.path("old.sqlite")
    do {
      let db = try Database(path: path)
      try db.migrate(Array(ShelfSchema.migrations.prefix(1)))
      let entry = ShelfEntry(
        book: TestValues.book(isbn13: TestValues.isbn13(9), title: "Old Entry"), status: .read,
        rating: 5, tags: ["kept"], addedAt: TestValues.day)
      let key = TestValues.isbn13(9)
      // Version 1's columns: the first 29 (later migrations add columns at the end).
      let columns = ShelfEntryRecord.columns.prefix(29)
      try db.execute(
        "INSERT INTO entries (\(columns.joined(separator: ", "))) VALUES ("
          + columns.indices.map { "?\($0 + 1)" }.joined(separator: ", ") + ")",
        arguments: Array(ShelfEntryRecord.values(entry, key: key).prefix(29)))
      try db.execute("INSERT INTO entry_tags (entry_key, position, tag) VALUES (?, 0, 'kept')", key)
      #expect(try db.userVersion() == 1)
    }
    let store = try ShelfStore(path: path, now: { [clock] in clock.now() })
    let entry = try await store.entry(forKey: TestValues.isbn13(9))
    #expect(entry?.book.title == "Old Entry")
    #expect(entry?.rating == 5)
    #expect(entry?.tags == ["kept"])
    try await store.recordSearch("after migration")
    #expect(try await store.recentSearches(limit: 1) == ["after migration"])
    #expect(entry?.book.notForSale == false)
    #expect(try Database(path: path).userVersion() == ShelfSchema.migrations.count)
  }

  @Test("four stores on one file saving 250 books each at once: all 1,000 present")
  func concurrentWriters() async throws {
    let path = dir.path("shared.sqlite")
    _ = try ShelfStore(path: path)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          let store = try ShelfStore(path: path)
          for n in 0..<250 {
            let number = writer * 1_000 + n
            let book = TestValues.book(isbn13: TestValues.isbn13(number), title: "Book \(number)")
            #expect(try await store.save(ShelfEntry(book: book, addedAt: TestValues.day)) == .added)
          }
        }
      }
      try await group.waitForAll()
    }
    let store = try ShelfStore(path: path)
    #expect(try await store.count() == 1_000)
    #expect(try await store.entry(forKey: TestValues.isbn13(3_249))?.book.title == "Book 3249")
    let db = try Database(path: path, flags: [.readOnly])
    #expect(try db.query("PRAGMA integrity_check").map { $0.string(0) } == ["ok"])
  }
}
