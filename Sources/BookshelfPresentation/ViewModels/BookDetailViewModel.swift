import BookshelfCore
import Observation

/// One book's detail screen: the full record (looked up by ISBN when the search result was
/// partial) and its shelf state and edits, which go through the shared `ShelfViewModel`.
@Observable
@MainActor
public final class BookDetailViewModel {
  /// The best record known: the search result, filled from the full record once loaded.
  public private(set) var book: Book
  /// Where the record stands.
  public private(set) var phase: DetailPhase
  /// The one line to show (a failed lookup, or a shelf notice or error), or nil. Typed, so any
  /// UI renders it in its language (`text(in:)`).
  public var status: DetailMessage? {
    lookupFailure.map(DetailMessage.lookupFailed) ?? shelf.latestNotice.map(DetailMessage.shelf)
  }
  /// `status` in `language`, or nil.
  public var message: String? { status?.text(in: language) }
  /// The shelf shared with the other screens.
  public let shelf: ShelfViewModel
  /// The language of `message`.
  public let language: Language

  /// The saved entry of this book (status, rating, tags, note, dates), or nil.
  public var entry: ShelfEntry? { shelf.entry(for: book) }
  /// True when the book is on the shelf.
  public var isSaved: Bool { shelf.isSaved(book) }

  @ObservationIgnored private let searching: (any BookSearching)?
  private var lookupFailure: FailureMessage?

  /// Creates the screen for `book`.
  /// - Parameters:
  ///   - book: the record from a search result or a shelf entry.
  ///   - searching: the source to look the full record up in (usually the provider of
  ///     `book.source`); nil when there is none (e.g. offline), and then no lookup is made.
  ///   - shelf: the session's shared shelf.
  ///   - language: the language of `message`.
  public init(book: Book, searching: (any BookSearching)?, shelf: ShelfViewModel, language: Language) {
    self.book = book
    self.searching = searching
    self.shelf = shelf
    self.language = language
    self.phase = BookMerge.isPartial(book) ? .partial : .complete
  }

  /// Looks the full record up by ISBN when the record is partial and has an ISBN; fills the
  /// missing fields and, when the book is saved, refreshes the saved snapshot. A book the
  /// source does not know stays as it was (`.complete`); a failure keeps the partial record
  /// and sets `message` (phase `.failed`; call `load()` again to retry).
  public func load() async {
    guard phase == .partial || phase == .failed else { return }
    guard let searching, let isbn = ISBN.parse(book.isbn13) ?? ISBN.parse(book.isbn10) else {
      phase = .complete
      return
    }
    phase = .loading
    lookupFailure = nil
    do {
      if let full = try await searching.lookup(isbn) {
        book = BookMerge.filling(book, from: full)
        await shelf.updateSnapshot(book)
      }
      phase = .complete
    } catch {
      lookupFailure = FailureMessage(error)
      phase = .failed
    }
  }

  // MARK: Shelf edits (each persisted through the shared shelf)

  /// Saves the book (status `.want`) or removes it (undoable from the shelf).
  public func toggleSaved() async { await shelf.toggleSaved(book) }

  /// Sets the reading status, saving the book first if it is not saved.
  public func setStatus(_ status: ReadingStatus) async {
    if isSaved {
      await shelf.setStatus(status, forKey: ShelfEntry.key(for: book))
    } else {
      await shelf.save(book, status: status)
    }
  }

  /// Sets the rating (1–5, nil clears); the book must be saved.
  public func setRating(_ rating: Int?) async {
    await shelf.setRating(rating, forKey: ShelfEntry.key(for: book))
  }

  /// Makes the tags those listed (see `ShelfViewModel.setTags(_:forKey:shown:)`); the book
  /// must be saved.
  public func setTags(_ tags: [String], shown: [String]? = nil) async {
    await shelf.setTags(tags, forKey: ShelfEntry.key(for: book), shown: shown)
  }

  /// Adds a tag; the book must be saved.
  public func addTag(_ tag: String) async {
    await shelf.addTag(tag, forKey: ShelfEntry.key(for: book))
  }

  /// Removes a tag; the book must be saved.
  public func removeTag(_ tag: String) async {
    await shelf.removeTag(tag, forKey: ShelfEntry.key(for: book))
  }

  /// Sets or clears the note; the book must be saved.
  public func setNote(_ note: String?) async {
    await shelf.setNote(note, forKey: ShelfEntry.key(for: book))
  }
}
