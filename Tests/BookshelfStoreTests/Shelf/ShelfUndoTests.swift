import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

@Suite("Shelf undo: restoreLastRemoved")
struct ShelfUndoTests {
  let dir: TemporaryDirectory
  let clock = StepClock()
  init() throws { dir = try TemporaryDirectory() }

  func openStore() throws -> ShelfStore {
    try ShelfStore(path: dir.path("shelf.sqlite"), now: { [clock] in clock.now() })
  }

  /// An entry with every field set, prices and lists included.
  static func fullEntry() -> ShelfEntry {
    let book = Book(
      id: "kakao:9788996991342", title: "미움받을 용기", subtitle: "아들러의 가르침",
      authors: ["기시미 이치로", "고가 후미타케"], translators: ["전경아"], publisher: "인플루엔셜",
      publishedDate: "2014-11-17", isbn10: "8996991341", isbn13: "9788996991342",
      description: "아들러 심리학\n둘째 줄", thumbnailURL: URL(string: "https://search1.kakaocdn.net/thumb/x.jpg"),
      detailURL: URL(string: "https://search.daum.net/search?q=x"),
      price: Money(amount: Decimal(string: "14900.5") ?? 0, currency: "KRW"),
      salePrice: Money(amount: 13410, currency: "KRW"), averageRating: 4.25, ratingsCount: 12,
      notForSale: true, salesStatus: "절판", source: "kakao")
    return ShelfEntry(
      book: book, status: .read, rating: 4, tags: ["심리학", "Zebra", "again"], note: "p. 42\n끝",
      addedAt: Date(timeIntervalSince1970: 1_700_000_000.123),
      startedAt: Date(timeIntervalSince1970: 1_700_086_400.456),
      finishedAt: Date(timeIntervalSince1970: 1_700_686_400.789),
      updatedAt: Date(timeIntervalSince1970: 1_700_700_000.001))
  }

  @Test("a removal made by one store is restored by another on the same file, every field kept")
  func restoreAcrossStores() async throws {
    let first = try openStore()
    let second = try openStore()
    let entry = Self.fullEntry()
    try await first.apply(ShelfEdit(), toKey: entry.id, addingIfMissing: entry)
    let saved = try #require(try await first.entry(forKey: entry.id))
    #expect(try await first.remove(key: entry.id) == saved)

    let restored = try #require(try await second.restoreLastRemoved())
    #expect(restored == saved)
    #expect(restored.tags == ["심리학", "Zebra", "again"])
    #expect(restored.book.price?.amount == Decimal(string: "14900.5"))
    #expect(restored.book.notForSale && restored.book.salesStatus == "절판")
    #expect(try await first.entry(forKey: entry.id) == saved)
    #expect(try await first.restoreLastRemoved() == nil)
  }

  @Test("restores newest first")
  func newestFirst() async throws {
    let store = try openStore()
    for title in ["A", "B", "C"] {
      try await store.save(ShelfEntry(book: TestValues.book(title: title), addedAt: TestValues.day))
    }
    for title in ["A", "B", "C"] { try await store.remove(key: "kakao:\(title)") }
    var order: [String] = []
    while let entry = try await store.restoreLastRemoved() { order.append(entry.book.title) }
    #expect(order == ["C", "B", "A"])
    #expect(try await store.count() == 3)
  }

  @Test("a removal whose key was saved again is forgotten, the saved entry untouched, the next restored")
  func resavedKeyIsNotOverwritten() async throws {
    let store = try openStore()
    let old = ShelfEntry(book: TestValues.book(title: "Old"), addedAt: TestValues.day)
    let kept = ShelfEntry(book: TestValues.book(title: "Kept"), note: "old note", addedAt: TestValues.day)
    try await store.save(old)
    try await store.save(kept)
    try await store.remove(key: old.id)
    try await store.remove(key: kept.id)
    var again = kept
    again.note = "saved again"
    try await store.save(again)
    let savedAgain = try await store.entry(forKey: kept.id)

    #expect(try await store.restoreLastRemoved()?.book.title == "Old")
    #expect(try await store.entry(forKey: kept.id) == savedAgain)
    #expect(try await store.entry(forKey: kept.id)?.note == "saved again")
    #expect(try await store.restoreLastRemoved() == nil)
  }

  @Test("keeps the newest 100 removals")
  func boundOf100() async throws {
    let store = try openStore()
    for n in 0..<105 {
      let book = TestValues.book(isbn13: TestValues.isbn13(n), title: "Book \(n)")
      try await store.save(ShelfEntry(book: book, addedAt: TestValues.day))
      try await store.remove(key: book.id)
    }
    var titles: [String] = []
    while let entry = try await store.restoreLastRemoved() { titles.append(entry.book.title) }
    #expect(titles == (5..<105).reversed().map { "Book \($0)" })
  }

  @Test("restore with nothing removed is nil")
  func nothingToRestore() async throws {
    #expect(try await openStore().restoreLastRemoved() == nil)
    #expect(try await InMemoryShelfStore().restoreLastRemoved() == nil)
  }

  @Test("the in-memory fake restores the same way: newest first, re-saved key skipped, 100 kept")
  func inMemoryFake() async throws {
    let store = InMemoryShelfStore()
    let entry = Self.fullEntry()
    try await store.save(entry)
    let other = ShelfEntry(book: TestValues.book(title: "Other"), addedAt: TestValues.day)
    try await store.save(other)
    try await store.remove(key: entry.id)
    try await store.remove(key: other.id)
    try await store.save(other)
    #expect(try await store.restoreLastRemoved() == entry)
    #expect(try await store.restoreLastRemoved() == nil)

    for n in 0..<105 {
      let book = TestValues.book(isbn13: TestValues.isbn13(n), title: "Book \(n)")
      try await store.save(ShelfEntry(book: book, addedAt: TestValues.day))
      try await store.remove(key: book.id)
    }
    var count = 0
    while try await store.restoreLastRemoved() != nil { count += 1 }
    #expect(count == 100)
  }
}
