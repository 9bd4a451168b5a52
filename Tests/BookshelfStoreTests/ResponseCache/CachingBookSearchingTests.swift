import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// `CachingBookSearching`: fresh entries answer without asking the source, expiry on an
/// injected clock, stale entries when the source cannot be reached, and what is never stored.
@Suite("CachingBookSearching")
struct CachingBookSearchingTests {
  let directory: TemporaryDirectory
  let clock = ManualDate()
  let cache: ResponseCache
  let source = SwitchableSource(
    .kakao,
    books: [
      SampleBooks.book("9788996991342", title: "미움받을 용기", isbn13: "9788996991342"),
      SampleBooks.book("kakao:1", title: "A Wizard of Earthsea"),
    ])

  init() throws {
    directory = try TemporaryDirectory()
    cache = ResponseCache(
      path: directory.path("cache/responses.sqlite"), limitBytes: 1 << 20, now: clock.closure)
  }

  var caching: CachingBookSearching { CachingBookSearching(base: source, cache: cache) }

  @Test("a second search within the hour is answered without asking the source")
  func freshHit() async throws {
    let query = try BookQuery(text: "미움받을 용기")
    let first = try await caching.search(query)
    #expect(first.cachedAnswer == nil)
    clock.advance(by: 1800)
    let second = try await caching.search(try BookQuery(text: " 미움받을   용기 "))
    #expect(source.searches == 1)
    #expect(second.books == first.books)
    #expect(second.totalCount == first.totalCount)
    #expect(second.cachedAnswer?.reason == .fresh)
    #expect(abs((second.cachedAnswer?.ageSeconds ?? 0) - 1800) < 0.001)
    let statistics = try await cache.statistics()
    #expect(statistics.hits == 1)
    #expect(statistics.misses == 1)
    #expect(statistics.entries == 1)
  }

  @Test("after an hour a search asks the source again; a lookup stays fresh for 7 days")
  func expiry() async throws {
    let query = try BookQuery(text: "dune")
    let isbn = try ISBN("9788996991342")
    _ = try await caching.search(query)
    let book = try await caching.lookup(isbn)
    #expect(book != nil)
    clock.advance(by: 3600)
    let again = try await caching.search(query)
    #expect(again.cachedAnswer == nil)
    #expect(source.searches == 2)
    clock.advance(by: 6 * 86_400)
    let cachedLookup = try await caching.lookupAnswer(isbn)
    #expect(cachedLookup.book == book)
    #expect(cachedLookup.cachedAnswer?.reason == .fresh)
    #expect(source.lookups == 1)
    clock.advance(by: 86_400)
    let refreshed = try await caching.lookupAnswer(isbn)
    #expect(refreshed.cachedAnswer == nil)
    #expect(source.lookups == 2)
  }

  @Test(
    "when the source cannot be reached an expired entry answers, marked stale with its age",
    arguments: [
      BookshelfError.network(.kakao, .urlError(.cannotConnect, code: -1004)),
      .network(.kakao, .urlError(.offline, code: -1009)), .network(.kakao, .system("no route")),
      .network(.kakao, .transferFailed(code: 7)), .timeout(.kakao, seconds: 10),
      .serverError(.kakao, status: 503),
    ])
  func staleWhenUnreachable(failure: BookshelfError) async throws {
    let query = try BookQuery(text: "dune")
    let original = try await caching.search(query)
    clock.advance(by: 3 * 3600 + 5)
    source.fail(with: failure)
    let stale = try await caching.search(query)
    #expect(stale.books == original.books)
    #expect(stale.cachedAnswer?.reason == .sourceUnreachable)
    #expect(stale.cachedAnswer?.isStale == true)
    #expect(abs((stale.cachedAnswer?.ageSeconds ?? 0) - (3 * 3600 + 5)) < 0.001)
    #expect(source.searches == 2)
  }

  @Test(
    "other failures are thrown even with an entry at hand",
    arguments: [
      BookshelfError.invalidAPIKey(.kakao), .rateLimited(.kakao, retryAfterSeconds: 5),
      .badResponse(.kakao, .malformedJSON), .quotaExceeded(.kakao),
    ])
  func otherFailuresThrow(failure: BookshelfError) async throws {
    let query = try BookQuery(text: "dune")
    _ = try await caching.search(query)
    clock.advance(by: 7200)
    source.fail(with: failure)
    await #expect(throws: failure) { try await caching.search(query) }
  }

  @Test("without any entry an unreachable source's error is thrown, and nothing is stored")
  func errorsAreNotStored() async throws {
    source.fail(with: .serverError(.kakao, status: 500))
    await #expect(throws: BookshelfError.serverError(.kakao, status: 500)) {
      try await caching.search(try BookQuery(text: "dune"))
    }
    source.fail(with: nil)
    let answered = try await caching.search(try BookQuery(text: "dune"))
    #expect(answered.cachedAnswer == nil)
    #expect(source.searches == 2)
    #expect(try await cache.statistics().misses == 2)
  }

  @Test(
    "an answer marked Cache-Control: no-store is not stored", arguments: ["no-store", "private, No-Store"])
  func noStore(cacheControl: String) async throws {
    source.answer(cacheControl: cacheControl)
    let query = try BookQuery(text: "dune")
    _ = try await caching.search(query)
    _ = try await caching.search(query)
    _ = try await caching.lookup(try ISBN("9788996991342"))
    _ = try await caching.lookup(try ISBN("9788996991342"))
    #expect(source.searches == 2)
    #expect(source.lookups == 2)
    #expect(try await cache.statistics().entries == 0)
  }

  @Test("a lookup the source has no book for is stored as such")
  func absentBookStored() async throws {
    let isbn = try ISBN("9780441172719")
    #expect(try await caching.lookup(isbn) == nil)
    let again = try await caching.lookupAnswer(isbn)
    #expect(again.book == nil)
    #expect(again.cachedAnswer?.reason == .fresh)
    #expect(source.lookups == 1)
  }

  @Test("a damaged cache file never fails a search: the source answers")
  func damagedCache() async throws {
    let path = directory.path("damaged.sqlite")
    try Data(repeating: 0x33, count: 4096).write(to: URL(fileURLWithPath: path))
    let caching = CachingBookSearching(base: source, cache: ResponseCache(path: path, limitBytes: 1 << 20))
    let page = try await caching.search(try BookQuery(text: "dune"))
    #expect(page.books.count == 2)
    _ = try await caching.search(try BookQuery(text: "dune"))
    #expect(source.searches == 2)
  }

  @Test("a responses.sqlite that is a symbolic link never fails a search, and is not written through")
  func symbolicLinkCache() async throws {
    let target = directory.path("elsewhere.sqlite")
    try Data().write(to: URL(fileURLWithPath: target))
    let path = directory.path("linked.sqlite")
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    let caching = CachingBookSearching(base: source, cache: ResponseCache(path: path, limitBytes: 1 << 20))
    let page = try await caching.search(try BookQuery(text: "dune"))
    #expect(page.books.count == 2)
    _ = try await caching.search(try BookQuery(text: "dune"))
    #expect(source.searches == 2)
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)).isEmpty)
  }

  @Test("scopes keep the answers of two endpoints apart")
  func scopes() async throws {
    let mirror = CachingBookSearching(base: source, cache: cache, scope: "kakao@http://127.0.0.1:9")
    _ = try await caching.search(try BookQuery(text: "dune"))
    let other = try await mirror.search(try BookQuery(text: "dune"))
    #expect(other.cachedAnswer == nil)
    #expect(source.searches == 2)
  }
}
