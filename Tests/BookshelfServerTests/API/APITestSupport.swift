import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Synchronization

@testable import BookshelfServer

/// The API over fakes, and helpers to call it in process.
struct APIHarness {
  let shelf: any ShelfStoring
  let searcher: FakeBookSearching
  let exchange: FakeExchange
  let api: WebAPI

  static let fixedNow = Date(timeIntervalSince1970: 1_764_547_200)  // 2025-12-01T00:00:00Z

  init(
    shelf: any ShelfStoring = InMemoryShelfStore(now: { APIHarness.fixedNow }),
    searcher: FakeBookSearching = FakeBookSearching(
      provider: .local,
      responder: { q in
        .success(
          SampleBooks.numberedPage(prefix: "local:\(q.text)", page: q.page, pageSize: q.pageSize, total: 45))
      }),
    covers: any CoverLoading = FakeCoverLoading(),
    exchange: FakeExchange = FakeExchange(),
    unavailable: [ProviderChoice: BookshelfError] = [.provider(.kakao): .missingAPIKey(.kakao)],
    catalog: CatalogStatistics? = CatalogStatistics(
      path: "/home/someone/.local/share/bookshelf/catalog.sqlite", rows: 12_583, searchableRows: 12_500,
      rowsBySource: ["goodbooks": 10_000, "aladin": 2_583], fileSize: 4_096),
    rememberedBooks: Int = 2_000
  ) {
    self.shelf = shelf
    self.searcher = searcher
    self.exchange = exchange
    let services = ServerServices(
      searcher: { (choice: ProviderChoice) throws(BookshelfError) -> any BookSearching in
        if let error = unavailable[choice] { throw error }
        return searcher
      },
      providers: [.provider(.kakao), .provider(.local), .all], defaultProvider: .provider(.local),
      shelf: shelf, exchange: exchange, covers: covers, catalogStatistics: { catalog },
      now: { APIHarness.fixedNow }, timeZone: TimeZone(identifier: "Asia/Seoul") ?? .gmt)
    api = WebAPI(services: services, rememberedBooks: rememberedBooks)
  }

  func call(
    _ method: String, _ path: String, query: [(String, String)] = [], headers: [String: String] = [:],
    body: String? = nil
  ) async -> ServerResponse {
    await api.respond(
      to: ServerRequest(
        method: method, rawPath: path, query: query.map { (name: $0.0, value: $0.1) }, headers: headers,
        body: body.map { Array($0.utf8) } ?? []))
  }
}

extension ServerResponse {
  /// The body as a JSON object (empty when it is not one).
  var object: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
  }
  /// The body as text.
  var text: String { String(decoding: body, as: UTF8.self) }
  /// `error.code` of an error body.
  var errorCode: String? { (object["error"] as? [String: Any])?["code"] as? String }
  /// `error.message` of an error body.
  var errorMessage: String? { (object["error"] as? [String: Any])?["message"] as? String }
}

/// A `ShelfExchanging` that exports the entries of a shelf as JSON and imports JSON arrays of
/// entries into it (the real formats are the store's; this checks the API's plumbing).
final class FakeExchange: ShelfExchanging, Sendable {
  private let imported = Mutex<[(bytes: [UInt8], name: String, format: ExchangeFormat?, partial: Bool)]>([])
  private let exported = Mutex<[ExchangeFormat]>([])
  private let shelf = Mutex<[ShelfEntry]>([])
  private let failure: BookshelfError?
  private let report: ImportReport?

  /// Fails every call with `failure`, or answers every import with `report` when given.
  init(failure: BookshelfError? = nil, report: ImportReport? = nil) {
    self.failure = failure
    self.report = report
  }

  var imports: [(bytes: [UInt8], name: String, format: ExchangeFormat?, partial: Bool)] {
    imported.withLock { $0 }
  }
  var exports: [ExchangeFormat] { exported.withLock { $0 } }

  func exportData(format: ExchangeFormat) async throws -> [UInt8] {
    if let failure { throw failure }
    exported.withLock { $0.append(format) }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return Array(try encoder.encode(shelf.withLock { $0 }))
  }

  func importData(_ bytes: [UInt8], named name: String, format: ExchangeFormat?, partial: Bool) async throws
    -> ImportReport
  {
    if let failure { throw failure }
    imported.withLock { $0.append((bytes, name, format, partial)) }
    if let report { return report }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let entries = try decoder.decode([ShelfEntry].self, from: Data(bytes))
    let added = shelf.withLock { saved in
      let new = entries.filter { entry in !saved.contains { $0.id == entry.id } }
      saved += new
      return new.count
    }
    return ImportReport(added: added, unchanged: entries.count - added)
  }
}

/// A cover pipeline that answers canned image bytes per book id.
struct CannedCovers: CoverLoading {
  let images: [String: CoverImage]

  func picture(of book: Book, size: CellSize, graphics: TerminalGraphics) async -> CoverOutcome<CoverPicture>
  {
    .absent(.notDrawn)
  }
  func image(of book: Book) async -> CoverOutcome<CoverImage> {
    images[book.id].map { .found($0) } ?? .absent(.noCover)
  }
  func cachedPicture(of book: Book, size: CellSize, graphics: TerminalGraphics) -> CoverOutcome<CoverPicture>?
  {
    nil
  }
}

/// A shelf over `InMemoryShelfStore` that remembers removals (newest first) so that undo can
/// be tested before the store's own `restoreLastRemoved` lands; every other call is the
/// in-memory store's.
final class UndoableShelf: ShelfStoring, Sendable {
  let base: InMemoryShelfStore
  private let removed = Mutex<[ShelfEntry]>([])

  init(_ base: InMemoryShelfStore) { self.base = base }

  func entry(forKey key: String) async throws -> ShelfEntry? { try await base.entry(forKey: key) }
  func entry(withBookID id: String) async throws -> ShelfEntry? { try await base.entry(withBookID: id) }
  func save(_ entry: ShelfEntry) async throws -> SaveOutcome { try await base.save(entry) }
  func apply(_ edit: ShelfEdit, toKey key: String, addingIfMissing newEntry: ShelfEntry?) async throws
    -> ShelfEditResult
  { try await base.apply(edit, toKey: key, addingIfMissing: newEntry) }
  func changeToken() async throws -> Int64 { try await base.changeToken() }
  func remove(key: String) async throws -> ShelfEntry? {
    let entry = try await base.remove(key: key)
    if let entry { removed.withLock { $0.insert(entry, at: 0) } }
    return entry
  }
  func restoreLastRemoved() async throws -> ShelfEntry? {
    while let last = removed.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      if try await base.entry(forKey: last.id) != nil { continue }
      try await base.save(last)
      return last
    }
    return nil
  }
  func entries(matching filter: ShelfFilter, sortedBy sort: ShelfSort) async throws -> [ShelfEntry] {
    try await base.entries(matching: filter, sortedBy: sort)
  }
}

/// A shelf whose every call fails with a Swift error that is not a `BookshelfError`.
struct BrokenShelf: ShelfStoring {
  struct SecretFailure: Error, CustomStringConvertible {
    var description: String { "SQLiteConnection at /home/someone/.local/share/bookshelf/shelf.sqlite" }
  }
  func entry(forKey key: String) async throws -> ShelfEntry? { throw SecretFailure() }
  func entry(withBookID id: String) async throws -> ShelfEntry? { throw SecretFailure() }
  func save(_ entry: ShelfEntry) async throws -> SaveOutcome { throw SecretFailure() }
  func apply(_ edit: ShelfEdit, toKey key: String, addingIfMissing newEntry: ShelfEntry?) async throws
    -> ShelfEditResult
  { throw SecretFailure() }
  func changeToken() async throws -> Int64 { throw SecretFailure() }
  func remove(key: String) async throws -> ShelfEntry? { throw SecretFailure() }
  func restoreLastRemoved() async throws -> ShelfEntry? { throw SecretFailure() }
  func entries(matching filter: ShelfFilter, sortedBy sort: ShelfSort) async throws -> [ShelfEntry] {
    throw SecretFailure()
  }
}

/// Books of the tests.
enum APIBooks {
  static let korean = Book(
    id: "kakao:8996991341 9788996991342", title: "미움받을 용기", authors: ["기시미 이치로", "고가 후미타케"],
    publisher: "인플루엔셜", isbn10: "8996991341", isbn13: "9788996991342",
    thumbnailURL: URL(string: "https://search1.kakaocdn.net/thumb/1.jpg"), source: "kakao")
  static let hostile = Book(
    id: "openlibrary:OL123W", title: "<img src=x onerror=alert(1)>", authors: ["<script>alert(2)</script>"],
    source: "openlibrary")
}
