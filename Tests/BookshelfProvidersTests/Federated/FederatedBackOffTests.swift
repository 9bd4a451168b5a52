import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfProviders

/// A rate-limited provider in `--provider all` is left alone until its back-off ends, however
/// many queries are typed meanwhile; the others are still asked.
@Suite("Federated search: rate-limit back-off")
struct FederatedBackOffTests {
  static func open() -> FakeBookSearching {
    FakeBookSearching(provider: .openlibrary) { q in
      .success(SampleBooks.numberedPage(prefix: "o-\(q.text)", page: q.page, pageSize: q.pageSize, total: 3))
    }
  }

  @Test("Kakao rate-limited for 30 s gets no request for ten queries, then the next one")
  func backOff() async throws {
    let clock = TestClock()
    let kakao = FakeBookSearching(provider: .kakao) { _ in
      .failure(.rateLimited(.kakao, retryAfterSeconds: 30))
    }
    let open = Self.open()
    let search = FederatedSearch(sources: [kakao, open], clock: clock)
    let first = try await search.searchWithFailures(try BookQuery(text: "q"))
    #expect(
      first.failures == [
        ProviderFailure(provider: .kakao, error: .rateLimited(.kakao, retryAfterSeconds: 30))
      ])
    for n in 0..<10 {
      clock.advance(by: .seconds(2))
      let result = try await search.searchWithFailures(try BookQuery(text: "q\(n)"))
      #expect(result.answered == [.openlibrary])
      #expect(result.failures.map(\.provider) == [.kakao])
    }
    #expect(kakao.calls.count == 1)
    #expect(open.calls.count == 11)
    clock.advance(by: .seconds(10))
    _ = try await search.searchWithFailures(try BookQuery(text: "later"))
    #expect(kakao.queries == ["q", "later"])
  }

  @Test("a used-up quota rests 60 s; when every provider rests, the search fails without a request")
  func everyoneResting() async throws {
    let clock = TestClock()
    let google = FakeBookSearching(provider: .google) { _ in .failure(.quotaExceeded(.google)) }
    let search = FederatedSearch(sources: [google], clock: clock)
    await #expect(throws: BookshelfError.allProvidersFailed([.quotaExceeded(.google)])) {
      try await search.searchWithFailures(try BookQuery(text: "a"))
    }
    clock.advance(by: .seconds(59))
    await #expect(throws: BookshelfError.allProvidersFailed([.quotaExceeded(.google)])) {
      try await search.searchWithFailures(try BookQuery(text: "b"))
    }
    #expect(google.calls.count == 1)
    clock.advance(by: .seconds(1))
    _ = try? await search.searchWithFailures(try BookQuery(text: "c"))
    #expect(google.queries == ["a", "c"])
  }
}
