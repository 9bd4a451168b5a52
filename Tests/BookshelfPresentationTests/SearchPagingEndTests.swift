import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Testing

/// Paging must end by itself on whatever a provider sends: a repeated page, a page of books
/// already shown, a total it has passed, an empty page.
@Suite("Paging ends")
@MainActor
struct SearchPagingEndTests {
  /// Yields long enough for a runaway chain of next pages (each answered at once) to show itself.
  static func settle() async {
    for _ in 0..<2_000 { await Task.yield() }
  }

  /// A provider without a paging cap (like Open Library) that answers every page with the same
  /// books and never says `isEnd`, as Open Library does past its real end.
  static func repeating(_ ids: [String], total: Int = 1_000) -> FakeBookSearching {
    FakeBookSearching(provider: .openlibrary, limits: PagingLimits(maxPageSize: 100)) { q in
      .success(
        BookPage(
          books: ids.map { SampleBooks.book($0) }, totalCount: total, isEnd: false, page: q.page,
          pageSize: q.pageSize))
    }
  }

  @Test("a provider that repeats the same page forever is asked exactly twice")
  func repeatedPageForever() async {
    let fake = Self.repeating(["a", "b", "c"])
    let h = SearchHarness(fake: fake, pageSize: 3)
    h.vm.queryChanged("dune")
    h.vm.submit()
    #expect(await h.responses(1))
    h.vm.reachedItem(at: 2)
    #expect(await h.responses(2))
    await Self.settle()
    for _ in 0..<20 {
      h.vm.reachedItem(at: h.vm.books.count - 1)
      await Self.settle()
    }
    #expect(fake.calls.map(\.page) == [1, 2])
    #expect(h.vm.isEnd)
    #expect(h.vm.phase == .loaded)
    #expect(h.vm.books.map(\.id) == ["a", "b", "c"])
  }

  @Test("a page that adds no new book ends the list; no later page is fetched by itself")
  func pageOfDuplicatesEnds() async {
    let fake = FakeBookSearching()
    fake.script("q", page: 1, .success(SampleBooks.page(["a", "b"], totalCount: 6, pageSize: 2)))
    fake.script("q", page: 2, .success(SampleBooks.page(["b", "a"], totalCount: 6, page: 2, pageSize: 2)))
    fake.script("q", page: 3, .success(SampleBooks.page(["c", "d"], totalCount: 6, page: 3, pageSize: 2)))
    let h = SearchHarness(fake: fake, pageSize: 2)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    h.vm.reachedItem(at: 1)
    #expect(await h.responses(2))
    await Self.settle()
    h.vm.reachedItem(at: 1)
    await Self.settle()
    #expect(fake.calls.map(\.page) == [1, 2])
    #expect(h.vm.books.map(\.id) == ["a", "b"])
    #expect(h.vm.isEnd)
    #expect(h.vm.phase == .loaded)
  }

  @Test("paging stops at ceil(totalCount / size) even when the provider never says isEnd")
  func stopsAtReportedTotal() async {
    let fake = FakeBookSearching(limits: PagingLimits(maxPageSize: 50)) { q in
      var page = SampleBooks.numberedPage(prefix: "b", page: q.page, pageSize: q.pageSize, total: 1_000)
      page.totalCount = 25
      page.isEnd = false
      return .success(page)
    }
    let h = SearchHarness(fake: fake, pageSize: 10)
    h.vm.queryChanged("q")
    h.vm.submit()
    for scroll in 1...6 {
      #expect(await h.responses(min(scroll, 3)))
      h.vm.reachedItem(at: h.vm.books.count - 1)
    }
    await Self.settle()
    #expect(fake.calls.map(\.page) == [1, 2, 3])
    #expect(h.vm.books.count == 30)
    #expect(h.vm.isEnd)
  }

  @Test("a total of 0 with books on page 1 ends after page 1")
  func zeroTotalEnds() async {
    let fake = FakeBookSearching()
    fake.script("q", .success(SampleBooks.page(["a", "b"], totalCount: 0, pageSize: 2)))
    let h = SearchHarness(fake: fake, pageSize: 2)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    h.vm.reachedItem(at: 1)
    await Self.settle()
    #expect(fake.calls.count == 1)
    #expect(h.vm.isEnd)
  }

  @Test("an empty page ends the list whatever the total says")
  func emptyPageEnds() async {
    let fake = FakeBookSearching()
    fake.script("q", page: 1, .success(SampleBooks.page(["a", "b"], totalCount: 500, pageSize: 2)))
    fake.script("q", page: 2, .success(SampleBooks.page([], totalCount: 500, page: 2, pageSize: 2)))
    let h = SearchHarness(fake: fake, pageSize: 2)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    h.vm.reachedItem(at: 1)
    #expect(await h.responses(2))
    h.vm.reachedItem(at: 1)
    await Self.settle()
    #expect(fake.calls.map(\.page) == [1, 2])
    #expect(h.vm.isEnd)
    #expect(h.vm.books.map(\.id) == ["a", "b"])
    #expect(h.vm.phase == .loaded)
  }

  @Test("one typed query whose later pages add nothing makes one request, however often it is shown")
  func typedQueryStaysOneRequest() async {
    let fake = Self.repeating(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"])
    let h = SearchHarness(fake: fake, pageSize: 10)
    h.type("dune")
    h.clock.advance(by: .milliseconds(300))
    #expect(await h.responses(1))
    await Self.settle()
    #expect(fake.calls.count == 1)
  }
}
