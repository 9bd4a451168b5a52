import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

@Suite("Shelf schema 5: dnf, progress, and upgrading a version-4 file")
struct ShelfSchemaV5Tests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  /// A file exactly as the previous program left it: schema 4, one entry with tags, one removal.
  func makeVersion4File(_ path: String) throws {
    let database = try Database(path: path)
    try database.migrate(Array(ShelfSchema.migrations.prefix(4)))
    #expect(try database.userVersion() == 4)
    let columns = ShelfEntryRecord.columns.dropLast()  // no `progress` before version 5
    let values: [any SQLiteBindable] = [
      "9788996991342", "kakao:1", "미움받을 용기", "아들러", "기시미 이치로\u{1F}고가 후미타케", "전경아", "인플루엔셜",
      "2014-11-17", "8996991341", "9788996991342", "설명", "https://x.test/t.jpg", "https://x.test/d",
      "14900", "KRW", "13410", "KRW", 4.3, 120, "kakao", "미움받을 용기", "기시미 이치로", "read", 4, "메모\n둘째 줄",
      1_700_000_000_123, 1_700_086_400_456, 1_700_686_400_789, 1_700_700_000_001, 1, "절판",
    ]
    try database.execute(
      "INSERT INTO entries (\(columns.joined(separator: ", "))) VALUES ("
        + columns.indices.map { "?\($0 + 1)" }.joined(separator: ", ") + ")", arguments: values)
    for (position, tag) in ["심리학", "Zebra"].enumerated() {
      try database.execute(
        "INSERT INTO entry_tags (entry_key, tag, position) VALUES (?, ?, ?)", "9788996991342", tag, position)
    }
    var removal = values
    removal[0] = "kakao:gone"
    removal[1] = "kakao:gone"
    removal[9] = nil as String?
    removal[8] = nil as String?
    try database.execute(
      "INSERT INTO removed_entries (\(columns.joined(separator: ", ")), tags, removed_at) VALUES ("
        + (0..<(columns.count + 2)).map { "?\($0 + 1)" }.joined(separator: ", ") + ")",
      arguments: removal + ["옛날\u{1F}태그", 1_700_800_000_000])
  }

  @Test("opening a version-4 shelf upgrades it to 5, keeping every field, tag and removal")
  func upgradeKeepsEverything() async throws {
    let path = dir.path("shelf.sqlite")
    try makeVersion4File(path)
    let store = try ShelfStore(path: path)
    let entry = try #require(try await store.entry(forKey: "9788996991342"))
    #expect(entry.book.title == "미움받을 용기" && entry.book.subtitle == "아들러")
    #expect(entry.book.authors == ["기시미 이치로", "고가 후미타케"] && entry.book.translators == ["전경아"])
    #expect(entry.book.price == Money(amount: 14900, currency: "KRW"))
    #expect(entry.book.notForSale && entry.book.salesStatus == "절판")
    #expect(entry.status == .read && entry.rating == 4 && entry.note == "메모\n둘째 줄")
    #expect(entry.tags == ["심리학", "Zebra"])
    #expect(entry.addedAt == Date(timeIntervalSince1970: 1_700_000_000.123))
    #expect(entry.finishedAt == Date(timeIntervalSince1970: 1_700_686_400.789))
    #expect(entry.updatedAt == Date(timeIntervalSince1970: 1_700_700_000.001))
    #expect(entry.progress == nil)
    #expect(try await store.entries(matching: ShelfFilter(tag: "zebra"), sortedBy: .title).count == 1)

    let database = try Database(path: path)
    #expect(try database.userVersion() == ShelfSchema.migrations.count)
    #expect(try database.query("PRAGMA integrity_check").first?.string(0) == "ok")
    #expect(try database.query("PRAGMA foreign_key_check").isEmpty)
    let indexes = try database.query(
      "SELECT name FROM sqlite_schema WHERE type = 'index' AND name LIKE 'entr%'"
    )
    .compactMap { $0.string(0) }
    #expect(
      Set(indexes).isSuperset(of: [
        "entries_by_status", "entries_by_added", "entries_by_title", "entry_tags_by_tag",
      ]))

    // The removal made before the upgrade comes back, and the new fields work on the old rows.
    let restored = try #require(try await store.restoreLastRemoved())
    #expect(restored.id == "kakao:gone" && restored.tags == ["옛날", "태그"] && restored.rating == 4)
    let edited = try await store.apply(
      ShelfEdit(status: .dnf, progress: .set(.pages(read: 120, total: 350))), toKey: "9788996991342",
      addingIfMissing: nil)
    #expect(edited.entry.status == .dnf && edited.entry.progress == .pages(read: 120, total: 350))
    #expect(edited.entry.tags == ["심리학", "Zebra"] && edited.entry.note == "메모\n둘째 줄")
    // Removing the entry removes its tags (the rebuilt foreign key cascades).
    _ = try await store.remove(key: "9788996991342")
    #expect(
      try database.query("SELECT count(*) FROM entry_tags WHERE entry_key = ?", "9788996991342").first?.int(0)
        == 0)
  }

  @Test("dnf and progress survive remove and undo, and JSON and CSV export and import")
  func dnfAndProgressRoundTrip() async throws {
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    let book = Book(id: "kakao:1", title: "그만 읽은 책", authors: ["김작가"], source: "kakao")
    var entry = ShelfEntry(book: book, status: .dnf, addedAt: Date(timeIntervalSince1970: 1_700_000_000))
    entry.progress = .percent(40)
    try await store.save(entry)
    _ = try await store.remove(key: "kakao:1")
    let restored = try #require(try await store.restoreRemoved(key: "kakao:1"))
    #expect(restored.status == .dnf && restored.progress == .percent(40))
    #expect(try await store.restoreRemoved(key: "kakao:1") == nil)  // saved again: nothing to do

    for format in [ExchangeFormat.json, .csv] {
      let data = try ShelfStore.exportData([restored], format: format)
      let other = try ShelfStore(path: dir.path("other-\(format.rawValue).sqlite"))
      _ = try await other.importData(
        [UInt8](data), named: "shelf.\(format.rawValue)", format: format, partial: false)
      let back = try #require(try await other.entry(forKey: "kakao:1"))
      #expect(back.status == .dnf, "\(format)")
      #expect(back.progress == .percent(40), "\(format)")
    }
  }

  @Test("shelf filters: any of several statuses, all of several tags, a query by the catalog's rules")
  func filters() async throws {
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    let books = [
      (
        Book(id: "m:1", title: "해리 포터와 마법사의 돌", authors: ["J. K. Rowling"], source: "m"), ReadingStatus.read,
        ["판타지", "영국"], "다시 읽고 싶다"
      ),
      (
        Book(id: "m:2", title: "The Left Hand of Darkness", authors: ["Ursula K. Le Guin"], source: "m"),
        .dnf, ["SF"], "Préface trop longue"
      ),
      (Book(id: "m:3", title: "미움받을 용기", authors: ["기시미 이치로"], source: "m"), .want, ["심리학", "판타지"], ""),
    ]
    for (offset, (book, status, tags, note)) in books.enumerated() {
      try await store.save(
        ShelfEntry(
          book: book, status: status, tags: tags, note: note.isEmpty ? nil : note,
          addedAt: Date(timeIntervalSince1970: Double(1_700_000_000 + offset)),
          finishedAt: status == .read ? Date(timeIntervalSince1970: 1_700_100_000) : nil))
    }
    func keys(_ filter: ShelfFilter, _ sort: ShelfSort = .title) async throws -> [String] {
      try await store.entries(matching: filter, sortedBy: sort).map(\.id)
    }
    #expect(try await keys(ShelfFilter(statuses: [.dnf, .want], tags: [])) == ["m:2", "m:3"])
    #expect(try await keys(ShelfFilter(statuses: [], tags: ["판타지", "#영국"])) == ["m:1"])
    #expect(try await keys(ShelfFilter(statuses: [], tags: ["판타지", "없는 태그"])) == [])
    // Hangul by any part, spacing ignored; words by prefix, case and diacritics ignored.
    #expect(try await keys(ShelfFilter(statuses: [], tags: [], query: "해리포터")) == ["m:1"])
    #expect(try await keys(ShelfFilter(statuses: [], tags: [], query: "받을")) == ["m:3"])
    #expect(try await keys(ShelfFilter(statuses: [], tags: [], query: "guin")) == ["m:2"])
    #expect(try await keys(ShelfFilter(statuses: [], tags: [], query: "preface")) == ["m:2"])  // the note
    // Tags match too.
    #expect(try await keys(ShelfFilter(statuses: [], tags: [], query: "판타"), .added) == ["m:3", "m:1"])
    #expect(try await keys(ShelfFilter(statuses: [.want], tags: [], query: "판타지")) == ["m:3"])
    #expect(try await keys(ShelfFilter(statuses: [], tags: [], query: "*")) == [])
    // Author by family name (Le Guin, Rowling, then Hangul), finished newest first.
    #expect(try await keys(ShelfFilter(), .author) == ["m:2", "m:1", "m:3"])
    #expect(try await keys(ShelfFilter(), .finished).first == "m:1")
  }
}
