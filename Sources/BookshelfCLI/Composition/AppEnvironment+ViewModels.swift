import BookshelfCore
import BookshelfPresentation

/// The view models of one `browse` session: the search screen, the shelf shared by every screen
/// and the factory of a book's detail screen.
struct BrowseViewModels {
  /// The search screen's view model.
  let search: SearchViewModel
  /// The one shelf view model of the session.
  let shelf: ShelfViewModel
  /// Builds the detail view model of a book (its source's searcher fills missing fields).
  let makeDetail: @MainActor (Book) -> BookDetailViewModel
}

extension AppEnvironment {
  /// The view models of `browse` on `provider`, over this environment's searchers, shelf and
  /// clock. Opens the shelf (it holds the recent searches).
  /// - Throws: what `openShelf()` throws.
  @MainActor
  func makeBrowseViewModels(provider: ProviderChoice) throws -> BrowseViewModels {
    let store = try openShelf()
    let search = SearchViewModel(
      resolver: resolver, provider: provider, recentSearches: store, clock: clock, language: language)
    let shelf = ShelfViewModel(store: store, language: language)
    return BrowseViewModels(
      search: search, shelf: shelf, makeDetail: { book in makeDetailViewModel(for: book, shelf: shelf) })
  }

  /// The detail view model of `book`, looking it up with the searcher of its source (none when
  /// the source cannot be built or is not a provider).
  @MainActor
  func makeDetailViewModel(for book: Book, shelf: ShelfViewModel) -> BookDetailViewModel {
    let source = ProviderID(rawValue: book.source).flatMap { try? searcher(for: .provider($0)) }
    return BookDetailViewModel(book: book, searching: source, shelf: shelf, language: language)
  }
}
