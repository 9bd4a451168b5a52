import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// `ResponseCache`: the file, the size limit with least-recently-used eviction, the counters,
/// and a file it cannot use.
@Suite("ResponseCache")
struct ResponseCacheTests {
  func key(_ text: String, scope: String = "kakao") throws -> ResponseCacheKey {
    ResponseCacheKey.search(try BookQuery(text: text), scope: scope, maxPageSize: 50)
  }

  @Test("an entry is read back with its times; the folder is 0700 and the file 0600")
  func storesAndReads() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("cache/bookshelf/responses.sqlite").path
    let clock = ManualDate()
    let cache = ResponseCache(path: path, limitBytes: 1 << 20, now: clock.closure)
    #expect(cache.entry(for: try key("dune")) == nil)
    #expect(!FileManager.default.fileExists(atPath: path))  // a read creates nothing
    cache.store(Data("page".utf8), for: try key("dune"), timeToLive: 3600)
    let entry = try #require(cache.entry(for: try key("dune")))
    #expect(entry.value == Data("page".utf8))
    #expect(entry.storedAt == clock.now)
    #expect(entry.expiresAt == clock.now.addingTimeInterval(3600))
    #expect(entry.isFresh(at: clock.now.addingTimeInterval(3599)))
    #expect(!entry.isFresh(at: clock.now.addingTimeInterval(3600)))
    #expect(!entry.isFresh(at: clock.now.addingTimeInterval(-1)))  // clock set back: stale
    #expect(try mode(path) == 0o600)
    #expect(try mode(URL(fileURLWithPath: path).deletingLastPathComponent().path) == 0o700)
  }

  @Test("past the limit the least recently used entries go first; reading an entry keeps it")
  func evictsLeastRecentlyUsed() async throws {
    let directory = try TemporaryDirectory()
    let value = Data(repeating: 0x41, count: 1000)
    let cache = ResponseCache(path: directory.path("responses.sqlite"), limitBytes: 3200)
    for text in ["a", "b", "c"] { cache.store(value, for: try key(text), timeToLive: 60) }
    #expect(cache.entry(for: try key("a")) != nil)  // a is now the most recently used
    cache.store(value, for: try key("d"), timeToLive: 60)
    #expect(cache.entry(for: try key("b")) == nil)
    #expect(cache.entry(for: try key("a")) != nil)
    #expect(cache.entry(for: try key("c")) != nil)
    #expect(cache.entry(for: try key("d")) != nil)
    let statistics = try await cache.statistics()
    #expect(statistics.entries == 3)
    #expect(statistics.bytes <= 3200)
    #expect(statistics.limitBytes == 3200)
  }

  @Test("a value larger than the whole limit is not stored and evicts nothing")
  func tooLargeNotStored() async throws {
    let directory = try TemporaryDirectory()
    let cache = ResponseCache(path: directory.path("responses.sqlite"), limitBytes: 2000)
    cache.store(Data(repeating: 1, count: 100), for: try key("small"), timeToLive: 60)
    cache.store(Data(repeating: 1, count: 5000), for: try key("large"), timeToLive: 60)
    #expect(cache.entry(for: try key("large")) == nil)
    #expect(cache.entry(for: try key("small")) != nil)
  }

  @Test("hits and misses persist across connections; clear removes entries and counters")
  func countersPersistAndClear() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("responses.sqlite")
    do {
      let cache = ResponseCache(path: path, limitBytes: 1 << 20)
      cache.store(Data("x".utf8), for: try key("dune"), timeToLive: 60)
      cache.recordLookup(hit: true)
      cache.recordLookup(hit: true)
      cache.recordLookup(hit: false)
    }
    let reopened = ResponseCache(path: path, limitBytes: 1 << 20)
    let statistics = try await reopened.statistics()
    #expect(statistics.entries == 1)
    #expect(statistics.hits == 2)
    #expect(statistics.misses == 1)
    #expect(statistics.bytes == 1 + "kakao|search|any|relevance|1|10|dune".utf8.count)
    try await reopened.clear()
    #expect(!FileManager.default.fileExists(atPath: path))
    let cleared = try await reopened.statistics()
    #expect(cleared == CacheStatistics(entries: 0, bytes: 0, limitBytes: 1 << 20, hits: 0, misses: 0))
    reopened.store(Data("y".utf8), for: try key("dune"), timeToLive: 60)  // usable again
    #expect(reopened.entry(for: try key("dune"))?.value == Data("y".utf8))
  }

  @Test("a damaged file finds nothing, stores nothing, is reported by statistics and removed by clear")
  func corruptedFile() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("responses.sqlite")
    try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))
    let cache = ResponseCache(path: path, limitBytes: 1 << 20)
    #expect(cache.entry(for: try key("dune")) == nil)
    cache.store(Data("x".utf8), for: try key("dune"), timeToLive: 60)
    cache.recordLookup(hit: false)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(repeating: 0x5A, count: 8192))
    await #expect(throws: BookshelfError.notADatabase(path: path)) { try await cache.statistics() }
    try await cache.clear()
    cache.store(Data("x".utf8), for: try key("dune"), timeToLive: 60)
    #expect(cache.entry(for: try key("dune"))?.value == Data("x".utf8))
  }

  @Test("a file of a newer schema is left alone and never used")
  func newerSchema() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("responses.sqlite")
    do {
      let database = try Database(path: path)
      try database.setUserVersion(99)
    }
    let cache = ResponseCache(path: path, limitBytes: 1 << 20)
    cache.store(Data("x".utf8), for: try key("dune"), timeToLive: 60)
    #expect(cache.entry(for: try key("dune")) == nil)
    await #expect(
      throws: BookshelfError.storage(path: path, problem: .schemaTooNew(version: 99, supported: 1))
    ) {
      try await cache.statistics()
    }
  }

  @Test("a file locked by another connection makes reads miss and writes skip, without waiting long")
  func lockedFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("responses.sqlite")
    let cache = ResponseCache(path: path, limitBytes: 1 << 20, busyTimeout: .milliseconds(50))
    cache.store(Data("x".utf8), for: try key("dune"), timeToLive: 60)
    let other = try Database(path: path)
    try other.execute("BEGIN EXCLUSIVE")
    let start = ContinuousClock.now
    #expect(cache.entry(for: try key("dune")) == nil)
    cache.store(Data("y".utf8), for: try key("other"), timeToLive: 60)
    #expect(ContinuousClock.now - start < .seconds(2))
    try other.execute("ROLLBACK")
    #expect(cache.entry(for: try key("dune"))?.value == Data("x".utf8))  // usable once released
  }

  @Test("a responses.sqlite that is a symbolic link is not followed: nothing read or written there")
  func symbolicLinkNotFollowed() async throws {
    let directory = try TemporaryDirectory()
    let target = directory.path("elsewhere.sqlite")
    let other = ResponseCache(path: target, limitBytes: 1 << 20)
    other.store(Data("theirs".utf8), for: try key("dune"), timeToLive: 3600)
    let before = try Data(contentsOf: URL(fileURLWithPath: target))
    let path = directory.path("responses.sqlite")
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)

    let cache = ResponseCache(path: path, limitBytes: 1 << 20)
    #expect(cache.entry(for: try key("dune")) == nil)
    cache.store(Data("mine".utf8), for: try key("arrakis"), timeToLive: 3600)
    cache.recordLookup(hit: false)
    #expect(cache.entry(for: try key("arrakis")) == nil)
    await #expect(throws: BookshelfError.self) { try await cache.statistics() }
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == before)
    #expect(other.entry(for: try key("arrakis")) == nil)
    #expect(other.entry(for: try key("dune"))?.value == Data("theirs".utf8))

    try await cache.clear()  // removes the link, never the file it names
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil)
    #expect(FileManager.default.fileExists(atPath: target))
  }

  @Test("keys: whitespace collapsed, letter case kept, ISBN searches by ISBN-13, page size clamped")
  func keys() throws {
    let spaced = ResponseCacheKey.search(try BookQuery(text: "해리   포터\t불사조"), scope: "kakao", maxPageSize: 50)
    let single = ResponseCacheKey.search(try BookQuery(text: "해리 포터 불사조"), scope: "kakao", maxPageSize: 50)
    #expect(spaced == single)
    #expect(try key("Dune") != key("dune"))
    #expect(try key("dune", scope: "google") != key("dune"))
    let isbn10 = ResponseCacheKey.search(
      try BookQuery(text: "89-96991-34-1", field: .isbn), scope: "kakao", maxPageSize: 50)
    #expect(isbn10.text == "kakao|search|isbn|relevance|1|10|9788996991342")
    let large = ResponseCacheKey.search(
      try BookQuery(text: "dune", pageSize: 500), scope: "kakao", maxPageSize: 50)
    #expect(large.text == "kakao|search|any|relevance|1|50|dune")
    #expect(
      ResponseCacheKey.lookup(try ISBN("8996991341"), scope: "aladin").text == "aladin|isbn|9788996991342")
  }

  private func mode(_ path: String) throws -> mode_t {
    var info = stat()
    guard stat(path, &info) == 0 else { throw BookshelfError.file(path: path, problem: .missing) }
    return info.st_mode & 0o777
  }
}
