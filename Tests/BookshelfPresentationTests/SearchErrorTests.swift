import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Testing

@Suite("Search errors and empty results")
@MainActor
struct SearchErrorTests {
  @Test("a failed first page shows the error; retry() asks again and shows the results")
  func firstPageFails() async {
    let fake = FakeBookSearching(mode: .held)
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("swift")
    h.vm.submit()
    await fake.waitForCalls(1)
    fake.complete(0, with: .failure(.serverError(.kakao, status: 503)))
    #expect(await h.responses(1))
    #expect(h.vm.phase == .failed)
    #expect(h.vm.books.isEmpty)
    #expect(h.vm.message == "Kakao is having trouble (HTTP 503); try again later.")
    #expect(h.vm.error == .serverError(.kakao, status: 503))
    #expect(h.vm.canRetry)
    h.vm.retry()
    #expect(h.vm.phase == .loadingFirstPage)
    await fake.waitForCalls(2)
    fake.complete(1, with: .success(SampleBooks.page(["s1"], isEnd: true)))
    #expect(await h.responses(2))
    #expect(h.vm.phase == .loaded)
    #expect(h.vm.books.map(\.id) == ["s1"])
    #expect(h.vm.message == nil)
    #expect(fake.calls.map(\.page) == [1, 1])
  }

  @Test("a failed next page keeps the loaded books; retry() loads that page")
  func nextPageFails() async {
    let fake = FakeBookSearching(mode: .held)
    let h = SearchHarness(fake: fake, pageSize: 2)
    h.vm.queryChanged("q")
    h.vm.submit()
    await fake.waitForCalls(1)
    fake.complete(0, with: .success(SampleBooks.page(["1", "2"], totalCount: 4, pageSize: 2)))
    #expect(await h.responses(1))
    h.vm.reachedItem(at: 1)
    await fake.waitForCalls(2)
    fake.complete(1, with: .failure(.timeout(.kakao, seconds: 10)))
    #expect(await h.responses(2))
    #expect(h.vm.phase == .failed)
    #expect(h.vm.books.map(\.id) == ["1", "2"])
    #expect(
      h.vm.message
        == "More results could not be loaded: Kakao did not answer within 10 seconds; try again later.")
    #expect(h.vm.canRetry)
    h.vm.reachedItem(at: 1)  // scrolling does not retry by itself
    #expect(fake.calls.count == 2)
    h.vm.retry()
    await fake.waitForCalls(3)
    fake.complete(2, with: .success(SampleBooks.page(["3", "4"], totalCount: 4, isEnd: true, page: 2)))
    #expect(await h.responses(3))
    #expect(h.vm.books.map(\.id) == ["1", "2", "3", "4"])
    #expect(h.vm.phase == .loaded)
    #expect(h.vm.isEnd)
    #expect(fake.calls.map(\.page) == [1, 2, 2])
  }

  @Test("a failed next page in Korean")
  func nextPageFailsKorean() async {
    let fake = FakeBookSearching()
    fake.script("q", page: 1, .success(SampleBooks.page(["1", "2"], totalCount: 4, pageSize: 2)))
    fake.script("q", page: 2, .failure(.network(.aladin, .system("connection reset"))))
    let h = SearchHarness(fake: fake, language: .korean, pageSize: 2)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    h.vm.reachedItem(at: 0)
    #expect(await h.responses(2))
    #expect(h.vm.message == "결과를 더 불러오지 못했습니다: 알라딘에 연결할 수 없습니다: connection reset. 네트워크 연결을 확인하세요.")
    #expect(h.vm.books.map(\.id) == ["1", "2"])
  }

  @Test("a provider without a key shows the configuration message and makes no request")
  func resolverFails() async {
    let h = SearchHarness(resolver: { _ throws(BookshelfError) in
      throw .missingAPIKey(.kakao)
    })
    h.vm.settingName = { $0 == .key(.kakao) ? "KAKAO_REST_API_KEY" : nil }
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(h.vm.phase == .failed)
    #expect(
      h.vm.message == "Kakao needs an API key: set KAKAO_REST_API_KEY or add it to the config file.")
    #expect(h.fake.calls.isEmpty)
  }

  @Test("a query over 500 characters is refused with its message, no request")
  func tooLong() async {
    let h = SearchHarness()
    h.vm.queryChanged(String(repeating: "가", count: 501))
    h.vm.submit()
    #expect(h.vm.phase == .failed)
    #expect(h.vm.message == "The search term is too long (501 characters; the limit is 500).")
    #expect(!h.vm.canRetry)
    #expect(h.fake.calls.isEmpty)
  }

  @Test("no results: phase empty with the no-results message")
  func emptyResults() async {
    let h = SearchHarness()
    h.vm.queryChanged("zzqx")
    h.vm.submit()
    #expect(await h.responses(1))
    #expect(h.vm.phase == .empty)
    #expect(h.vm.books.isEmpty)
    #expect(h.vm.message == "No books found for \"zzqx\".")
  }
}
