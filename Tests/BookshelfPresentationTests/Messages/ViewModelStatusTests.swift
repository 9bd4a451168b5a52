import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Testing

/// The view models expose what they show as typed values (`status`), which any UI renders in
/// its own language; `message` is that value's text in the view model's language.
@Suite("View model statuses are typed")
@MainActor
struct ViewModelStatusTests {
  @Test("search: an empty page is .noResults, a failed first page .failed with the error")
  func search() async {
    let fake = FakeBookSearching(mode: .held)
    let h = SearchHarness(fake: fake, language: .korean)
    h.vm.queryChanged("없는 책")
    h.vm.submit()
    await fake.waitForCalls(1)
    fake.complete(0, with: .success(SampleBooks.page([], isEnd: true)))
    #expect(await h.responses(1))
    #expect(h.vm.status == .noResults(query: "없는 책"))
    #expect(h.vm.message == "\"없는 책\"에 해당하는 책이 없습니다.")
    #expect(h.vm.status?.text(in: .english) == "No books found for \"없는 책\".")
    h.vm.queryChanged("")
    h.vm.submit()
    #expect(h.vm.status == .failed(.error(.emptyQuery)))
  }

  @Test("shelf: the empty state, then a save notice, as values")
  func shelf() async {
    let shelf = ShelfViewModel(store: InMemoryShelfStore(), language: .korean)
    await shelf.load()
    #expect(shelf.status == .empty)
    let book = SampleBooks.book("9788936434120", title: "소년이 온다", isbn13: "9788936434120")
    await shelf.save(book)
    #expect(shelf.status == .saved(title: "소년이 온다"))
    #expect(shelf.latestNotice == .saved(title: "소년이 온다"))
    #expect(shelf.message == "\"소년이 온다\"를 책장에 담았습니다.")
  }
}
