import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal
import BookshelfTestSupport
import Testing

/// Only the cursor asks for the next page: redrawing the screen (every key, every spinner
/// tick) must never send a request by itself.
@MainActor
@Suite("Key map: paging trigger")
struct PagingTriggerTests {
  static func settle() async {
    for _ in 0..<2_000 { await Task.yield() }
  }

  @Test("a short list on a tall screen asks for no next page until the cursor nears its end")
  func renderDoesNotPage() async {
    let fake = FakeBookSearching { query in
      .success(
        SampleBooks.numberedPage(prefix: "Book", page: query.page, pageSize: query.pageSize, total: 45))
    }
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(await app.searchNow("book"))
    for _ in 0..<50 {
      _ = app.lines(width: 60, height: 40)  // all 10 rows visible
      app.controller.tick()
      await Self.settle()
    }
    #expect(fake.calls.count == 1)
    app.press(.down)  // the cursor leaves the field for the list
    app.press(.end)
    #expect(await eventually { app.search.loadedPage == 2 })
    await Self.settle()
    _ = app.lines(width: 60, height: 40)
    await Self.settle()
    #expect(fake.calls.map(\.page) == [1, 2])
  }

  @Test("a provider that repeats its page forever gets 2 requests however long browse runs")
  func repeatedPageInBrowse() async {
    let books = (1...10).map { SampleBooks.book("r\($0)") }
    let fake = FakeBookSearching(provider: .openlibrary, limits: PagingLimits(maxPageSize: 100)) { q in
      .success(BookPage(books: books, totalCount: 5_000, isEnd: false, page: q.page, pageSize: q.pageSize))
    }
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(await app.searchNow("dune"))
    app.press(.down)
    for _ in 0..<30 {
      app.press(.end)
      _ = app.lines(width: 60, height: 40)
      app.controller.tick()
      await Self.settle()
    }
    #expect(fake.calls.map(\.page) == [1, 2])
    #expect(app.search.isEnd)
  }
}
