import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Testing

/// While a provider is rate-limited, searching as you type must not send it a request per pause.
@Suite("Rate-limit back-off")
@MainActor
struct SearchRateLimitTests {
  /// Types `text` and waits past the debounce, letting the debounced search run.
  static func typeAndPause(_ h: SearchHarness, _ text: String) async {
    h.type(text)
    h.clock.advance(by: .milliseconds(300))
    for _ in 0..<200 { await Task.yield() }
  }

  @Test("after a 429 with Retry-After 42, ten typed queries send nothing; then the query goes out")
  func retryAfterBackOff() async {
    let fake = FakeBookSearching()
    fake.script("first", .failure(.rateLimited(.kakao, retryAfterSeconds: 42)))
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("first")
    h.clock.advance(by: .milliseconds(300))
    #expect(await h.responses(1))
    #expect(h.vm.phase == .failed)
    #expect(h.vm.message == "Kakao is rate-limited; trying again in 42 s.")
    for n in 0..<10 { await Self.typeAndPause(h, "q\(n)") }
    #expect(fake.calls.count == 1)
    #expect(h.vm.phase == .failed)
    #expect(h.vm.query == "q9")
    // 10 × (2 keystrokes × 100 ms + 300 ms) = 5 s of the 42 have passed.
    #expect(await eventually { h.vm.message == "Kakao is rate-limited; trying again in 37 s." })
    h.clock.advance(by: .seconds(36))
    #expect(await eventually { h.vm.message == "Kakao is rate-limited; trying again in 1 s." })
    #expect(fake.calls.count == 1)
    h.clock.advance(by: .seconds(1))
    await fake.waitForCalls(2)
    #expect(await h.responses(2))
    #expect(fake.queries == ["first", "q9"])
    #expect(h.vm.phase == .empty)
    await Self.typeAndPause(h, "next")
    #expect(await h.responses(3))
    #expect(fake.queries == ["first", "q9", "next"])
  }

  @Test("without Retry-After the back-off is 60 seconds")
  func defaultBackOff() async {
    let fake = FakeBookSearching()
    fake.script("first", .failure(.rateLimited(.kakao, retryAfterSeconds: nil)))
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("first")
    h.vm.submit()
    #expect(await h.responses(1))
    #expect(h.vm.message == "Kakao is rate-limited; trying again in 60 s.")
    h.clock.advance(by: .seconds(59))
    await Self.typeAndPause(h, "other")
    h.vm.submit()
    for _ in 0..<200 { await Task.yield() }
    #expect(fake.calls.count == 1)
    h.clock.advance(by: .seconds(1))
    await fake.waitForCalls(2)
    #expect(fake.queries == ["first", "other"])
  }

  @Test("a used-up quota backs off 60 seconds too, and says so in Korean")
  func quotaBackOffKorean() async {
    let fake = FakeBookSearching()
    fake.script("첫", .failure(.quotaExceeded(.kakao)))
    let h = SearchHarness(fake: fake, language: .korean)
    h.vm.queryChanged("첫")
    h.vm.submit()
    #expect(await h.responses(1))
    #expect(h.vm.message == "카카오 요청 한도를 모두 썼습니다. 60초 후에 다시 시도합니다.")
    await Self.typeAndPause(h, "두번째")
    #expect(fake.calls.count == 1)
    h.clock.advance(by: .seconds(1))
    #expect(await eventually { h.vm.message == "카카오 요청 한도를 모두 썼습니다. 59초 후에 다시 시도합니다." })
  }

  @Test("a rate limit in Korean")
  func rateLimitKorean() async {
    let fake = FakeBookSearching()
    fake.script("첫", .failure(.rateLimited(.kakao, retryAfterSeconds: 42)))
    let h = SearchHarness(fake: fake, language: .korean)
    h.vm.queryChanged("첫")
    h.vm.submit()
    #expect(await h.responses(1))
    #expect(h.vm.message == "카카오 요청이 너무 많습니다. 42초 후에 다시 시도합니다.")
  }

  @Test("retry() and scrolling during the back-off send nothing")
  func retryDuringBackOff() async {
    let fake = FakeBookSearching()
    fake.script("q", page: 1, .success(SampleBooks.page(["1", "2"], totalCount: 6, pageSize: 2)))
    fake.script("q", page: 2, .failure(.rateLimited(.kakao, retryAfterSeconds: 5)))
    fake.script("q", page: 3, .success(SampleBooks.page(["5", "6"], totalCount: 6, page: 3, pageSize: 2)))
    let h = SearchHarness(fake: fake, pageSize: 2)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    h.vm.reachedItem(at: 1)
    #expect(await h.responses(2))
    #expect(h.vm.message == "More results could not be loaded: Kakao is rate-limited; trying again in 5 s.")
    #expect(h.vm.books.map(\.id) == ["1", "2"])
    h.vm.retry()
    h.vm.reachedItem(at: 1)
    for _ in 0..<200 { await Task.yield() }
    #expect(fake.calls.count == 2)
    fake.script("q", page: 2, .success(SampleBooks.page(["3", "4"], totalCount: 6, page: 2, pageSize: 2)))
    h.clock.advance(by: .seconds(5))
    #expect(await h.responses(3))
    #expect(fake.calls.map(\.page) == [1, 2, 2])
    #expect(h.vm.books.map(\.id) == ["1", "2", "3", "4"])
    #expect(h.vm.phase == .loaded)
  }

  @Test("a back-off of one provider does not hold up another")
  func otherProviderUnaffected() async {
    let kakao = FakeBookSearching(provider: .kakao) { _ in
      .failure(.rateLimited(.kakao, retryAfterSeconds: 30))
    }
    let aladin = FakeBookSearching(provider: .aladin)
    let h = SearchHarness(
      fake: kakao,
      resolver: { choice in choice == .provider(.aladin) ? aladin : kakao })
    h.vm.queryChanged("x")
    h.vm.submit()
    #expect(await h.responses(1))
    h.vm.providerChanged(.provider(.aladin))
    await aladin.waitForCalls(1)
    #expect(await h.responses(2))
    #expect(aladin.queries == ["x"])
    h.vm.providerChanged(.provider(.kakao))
    for _ in 0..<200 { await Task.yield() }
    #expect(kakao.calls.count == 1)
    #expect(h.vm.message == "Kakao is rate-limited; trying again in 30 s.")
  }

  @Test("a hostile Retry-After is capped at one day and never traps")
  func hugeRetryAfter() async {
    let fake = FakeBookSearching()
    fake.script("q", .failure(.rateLimited(.kakao, retryAfterSeconds: Int.max)))
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    #expect(h.vm.message == "Kakao is rate-limited; trying again in 86400 s.")
  }
}
