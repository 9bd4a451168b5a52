import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal
import BookshelfTestSupport
import Foundation

/// The app's controller on fakes: a scripted provider, a test clock, an in-memory shelf.
@MainActor
struct AppHarness {
  let fake: FakeBookSearching
  let clock = TestClock()
  let store: InMemoryShelfStore
  let search: SearchViewModel
  let shelf: ShelfViewModel
  let controller: BrowseController

  init(
    fake: FakeBookSearching = FakeBookSearching(), language: Language = .english,
    store: InMemoryShelfStore = .init()
  ) {
    self.fake = fake
    self.store = store
    let source = fake
    search = SearchViewModel(
      resolver: { _ in source }, provider: .provider(.kakao), recentSearches: store, clock: clock,
      language: language, pageSize: 10)
    let fixed = Date(timeIntervalSince1970: 1_780_000_000)
    let shelf = ShelfViewModel(store: store, language: language, now: { fixed })
    self.shelf = shelf
    controller = BrowseController(
      search: search, shelf: shelf,
      makeDetail: { BookDetailViewModel(book: $0, searching: source, shelf: shelf, language: language) },
      language: language)
  }

  /// Sends each key in order.
  func press(_ keys: Key...) {
    for key in keys { controller.handle(key) }
  }

  /// Types `text` into whatever has focus, one character per key.
  func type(_ text: String) {
    for character in text { controller.handle(.character(character)) }
  }

  /// Types `text`, presses Enter and waits for the first page to be shown.
  func searchNow(_ text: String) async -> Bool {
    type(text)
    press(.enter)
    return await eventually { search.phase != .loadingFirstPage && search.phase != .idle }
  }

  /// The visible lines of a `width` × `height` frame.
  func lines(width: Int, height: Int) -> [String] {
    controller.frame(width: width, height: height).lines
  }
}

/// Books with Korean, Latin and mixed text, ratings and prices.
enum TerminalSamples {
  static let vegetarian = Book(
    id: "9788936433598", title: "채식주의자", authors: ["한강"], publisher: "창비",
    publishedDate: "2007-10-30", isbn13: "9788936433598",
    description: "한강의 연작소설. 평범한 여자였던 영혜가 어느 날 꿈을 꾼 뒤 고기를 먹지 않게 되면서 벌어지는 이야기.",
    price: Money(amount: 15000, currency: "KRW"), salePrice: Money(amount: 13500, currency: "KRW"),
    averageRating: 4.3, ratingsCount: 1234, source: "kakao")
  static let swift = Book(
    id: "9781718502765", title: "The Swift Programming Language Handbook for Beginners and Experts",
    authors: ["Apple Inc.", "Jane Roe"], publisher: "No Starch", publishedDate: "2023",
    isbn13: "9781718502765",
    price: Money(amount: Decimal(sign: .plus, exponent: -2, significand: 3999), currency: "USD"),
    source: "google")
  static let mixed = Book(
    id: "kakao:x1", title: "파친코 Pachinko 🌸 이민진", authors: ["이민진"], publisher: "문학사상",
    publishedDate: "2022-07", averageRating: 4.8, source: "kakao")

  static func page(_ books: [Book], total: Int, isEnd: Bool = true) -> BookPage {
    BookPage(books: books, totalCount: total, isEnd: isEnd, page: 1, pageSize: 10)
  }
}
