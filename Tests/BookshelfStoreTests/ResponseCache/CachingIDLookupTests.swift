import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// `CachingBookSearching.book(id:)`: cached as an ISBN lookup is, by the id as sent.
@Suite("CachingBookSearching: lookups by the provider's own id")
struct CachingIDLookupTests {
  let directory: TemporaryDirectory
  let clock = ManualDate()
  let cache: ResponseCache
  let source = SwitchableSource(
    .google, books: [SampleBooks.book("google:zyTCAlFPjgYC", title: "The Google Story")])

  init() throws {
    directory = try TemporaryDirectory()
    cache = ResponseCache(
      path: directory.path("cache/responses.sqlite"), limitBytes: 1 << 20, now: clock.closure)
  }

  var caching: CachingBookSearching { CachingBookSearching(base: source, cache: cache) }

  @Test("a second id lookup within 7 days is answered without asking; 'no such book' is kept too")
  func cached() async throws {
    #expect(caching.looksUpByID)
    let first = try await caching.book(id: "google:zyTCAlFPjgYC")
    clock.advance(by: 6 * 86_400)
    let second = try await caching.book(id: "google:zyTCAlFPjgYC")
    #expect(first?.title == "The Google Story")
    #expect(second == first)
    #expect(source.lookups == 1)
    #expect(try await caching.book(id: "google:missing") == nil)
    #expect(try await caching.book(id: "google:missing") == nil)
    #expect(source.lookups == 2)
    clock.advance(by: 2 * 86_400)
    _ = try await caching.book(id: "google:zyTCAlFPjgYC")
    #expect(source.lookups == 3)
  }

  @Test("a stale entry answers when the source cannot be reached")
  func staleWhenUnreachable() async throws {
    _ = try await caching.book(id: "google:zyTCAlFPjgYC")
    clock.advance(by: 8 * 86_400)
    source.fail(with: .timeout(.google, seconds: 10))
    #expect(try await caching.book(id: "google:zyTCAlFPjgYC")?.title == "The Google Story")
  }
}
