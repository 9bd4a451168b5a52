import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport

/// A search view model on a fake provider, a test clock and an in-memory store.
@MainActor
struct SearchHarness {
  let fake: FakeBookSearching
  let clock = TestClock()
  let store: InMemoryShelfStore
  let vm: SearchViewModel

  init(
    fake: FakeBookSearching = FakeBookSearching(), language: Language = .english, pageSize: Int = 10,
    store: InMemoryShelfStore = InMemoryShelfStore(),
    resolver: BookSearchingResolver? = nil, cancelsSupersededRequests: Bool = true
  ) {
    self.fake = fake
    self.store = store
    let source = fake
    vm = SearchViewModel(
      resolver: resolver ?? { _ in source }, provider: .provider(.kakao), recentSearches: store,
      clock: clock, language: language, pageSize: pageSize,
      cancelsSupersededRequests: cancelsSupersededRequests)
  }

  /// Types `text` one character at a time, `pause` between keystrokes.
  func type(_ text: String, pause: Duration = .milliseconds(100)) {
    var typed = ""
    for ch in text {
      typed.append(ch)
      vm.queryChanged(typed)
      clock.advance(by: pause)
    }
  }

  /// Waits until `count` responses have reached the view model (applied or dropped).
  func responses(_ count: Int) async -> Bool {
    await eventually { vm.statistics.responsesReceived >= count }
  }
}
