import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

@Suite("Shelf import and export from memory (ShelfExchanging)")
struct ShelfExchangingTests {
  let dir: TemporaryDirectory
  let clock = StepClock()
  static let seoul = TimeZone(identifier: "Asia/Seoul") ?? .gmt
  init() throws { dir = try TemporaryDirectory() }

  func openStore(_ name: String) throws -> ShelfStore {
    try ShelfStore(path: dir.path(name), now: { [clock] in clock.now() }, timeZone: Self.seoul)
  }

  func filledStore() async throws -> ShelfStore {
    let store = try openStore("source.sqlite")
    let book = Book(
      id: "9788996991342", title: "미움받을 용기, \"quoted\"", authors: ["기시미 이치로", "고가 후미타케"],
      translators: ["전경아"], publisher: "인플루엔셜", publishedDate: "2014-11-17", isbn10: "8996991341",
      isbn13: "9788996991342", description: "line 1\nline 2",
      price: Money(amount: 14900, currency: "KRW"), averageRating: 4.25, ratingsCount: 12, source: "kakao")
    try await store.save(
      ShelfEntry(
        book: book, status: .read, rating: 5, tags: ["심리학", "fav"], note: "=SUM(A1)",
        addedAt: Date(timeIntervalSince1970: 1_700_000_000.5),
        startedAt: Date(timeIntervalSince1970: 1_700_050_000),
        finishedAt: Date(timeIntervalSince1970: 1_700_900_000)))
    try await store.save(
      ShelfEntry(
        book: TestValues.book(id: "openlibrary:OL45804W", title: "No ISBN"), status: .reading,
        addedAt: Date(timeIntervalSince1970: 1_600_000_000)))
    return store
  }

  /// The entries without `updatedAt` (CSV imports stamp it from the clock).
  func unstamped(_ store: ShelfStore) async throws -> [ShelfEntry] {
    try await store.entries(matching: ShelfFilter(), sortedBy: .added).map { entry in
      var entry = entry
      entry.updatedAt = Date(timeIntervalSince1970: 0)
      return entry
    }
  }

  @Test(
    "exportData is the bytes export writes, and importing them equals the file import",
    arguments: ExchangeFormat.allCases)
  func roundTrip(format: ExchangeFormat) async throws {
    let source = try await filledStore()
    let path = dir.path("export.\(format.rawValue)")
    try await source.exportEntries(format: format, toFile: path, timeZone: Self.seoul)
    let bytes = try await source.exportData(format: format)
    #expect(bytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))

    let fromFile = try openStore("file-\(format.rawValue).sqlite")
    let fromBytes = try openStore("bytes-\(format.rawValue).sqlite")
    let fileReport = try await fromFile.importEntries(from: path, timeZone: Self.seoul)
    let bytesReport = try await fromBytes.importData(bytes, format: nil, partial: false)
    #expect(bytesReport == fileReport)
    #expect(bytesReport.added == 2)
    #expect(try await unstamped(fromBytes) == unstamped(fromFile))
    #expect(try await fromBytes.importData(bytes, format: format, partial: false).unchanged == 2)
  }

  @Test("a malformed row: the same skipped rows with partial, the same error naming the upload without")
  func malformedRows() async throws {
    let text = """
      id,title,authors,status,rating
      kakao:a,Good,Le Guin,read,5
      kakao:b,Bad rating,Le Guin,read,9
      kakao:a,Twice,Le Guin,want,

      """
    let path = dir.path("rows.csv")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let fileReport = try await openStore("f.sqlite").importEntries(
      from: path, partial: true, timeZone: Self.seoul)
    let bytesStore = try openStore("b.sqlite")
    let bytesReport = try await bytesStore.importData(Array(text.utf8), format: .csv, partial: true)
    #expect(bytesReport == fileReport)
    #expect(bytesReport.added == 1 && bytesReport.skipped.count == 2)

    let strict = try openStore("s.sqlite")
    await #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: "upload", unit: .line, number: 3), problem: .row(.badRating("9")))
    ) {
      try await strict.importData(Array(text.utf8), format: .csv, partial: false)
    }
    #expect(try await strict.count() == 0)
  }

  @Test("Goodreads from memory: two passes over the bytes, days in the store's time zone")
  func goodreadsDays() async throws {
    let text = #"""
      Book Id,Title,Author,ISBN13,My Rating,Exclusive Shelf,Date Read,Date Added
      1,Dune,Frank Herbert,"=""9780441013593""",4,read,25/12/2023,01/12/2023

      """#
    let path = dir.path("goodreads_library_export.csv")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let fileStore = try openStore("f.sqlite")
    let bytesStore = try openStore("b.sqlite")
    let fileReport = try await fileStore.importEntries(from: path, timeZone: Self.seoul)
    let bytesReport = try await bytesStore.importData(Array(text.utf8), format: nil, partial: false)
    #expect(bytesReport == fileReport)
    #expect(bytesReport.dateOrder?.order == .dayMonthYear)
    let finished = try #require(try await bytesStore.entry(forKey: "9780441013593")?.finishedAt)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Self.seoul
    #expect(
      calendar.dateComponents([.year, .month, .day], from: finished)
        == DateComponents(year: 2023, month: 12, day: 25))
  }

  @Test("bytes that are not UTF-8 are refused as the file would be, nothing imported")
  func notUTF8() async throws {
    var bytes = Array("id,title,authors,status\nkakao:a,".utf8)
    bytes += [0xC7, 0xD1, 0xB1, 0xDB, 0xC0, 0xC7, 0x20, 0xC3, 0xA5]  // "한글의 책" in CP949
    bytes += Array(",Kim,want\n".utf8)
    let path = dir.path("cp949.csv")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let fileError = await #expect(throws: BookshelfError.self) {
      try await openStore("f.sqlite").importEntries(from: path, timeZone: Self.seoul)
    }
    let store = try openStore("b.sqlite")
    let bytesError = await #expect(throws: BookshelfError.self) {
      try await store.importData(bytes, format: nil, partial: true)
    }
    #expect(
      "\(String(describing: bytesError))"
        == "\(String(describing: fileError))".replacingOccurrences(of: path, with: "upload"))
    #expect(try await store.count() == 0)
  }
}
