#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a saved book stands for its reader.
public enum ReadingStatus: String, Sendable, Hashable, CaseIterable, Codable {
  /// Wants to read it (Goodreads `to-read`).
  case want
  /// Reading it now (Goodreads `currently-reading`).
  case reading
  /// Has read it (Goodreads `read`).
  case read
  /// Started it and will not finish it ("did not finish", 중단; Goodreads has no standard
  /// shelf for it: exported as the exclusive shelf `did-not-finish`, and the custom shelves
  /// in `GoodreadsImport.didNotFinishShelves` are read as it).
  case dnf
}

/// One book on the personal shelf: a full snapshot of the `Book` (so the shelf works offline)
/// plus what the reader added.
public struct ShelfEntry: Sendable, Hashable, Codable, Identifiable {
  /// The shelf key: `book.isbn13` when known, else `book.id` (`"<provider>:<id>"`).
  /// ISBN-10 and ISBN-13 of one book give the same key.
  public var id: String { ShelfEntry.key(for: book) }
  /// The saved snapshot of the book.
  public var book: Book
  /// Where the reader is with the book (`want` when first saved).
  public var status: ReadingStatus
  /// The reader's own rating, 1–5, or nil when unrated.
  public var rating: Int?
  /// Tags in the order first given, NFC-normalised, without duplicates or empty strings.
  public var tags: [String]
  /// Free text of any length, or nil.
  public var note: String?
  /// When the book was first saved.
  public var addedAt: Date
  /// When the reader started it, if known.
  public var startedAt: Date?
  /// When the reader finished it, if known.
  public var finishedAt: Date?
  /// When anything in the entry last changed.
  public var updatedAt: Date
  /// How far the reader is (pages of total, or a percent), or nil when not recorded.
  public var progress: ReadingProgress?

  /// Creates an entry; `updatedAt` defaults to `addedAt`. Values are stored as given
  /// (no validation here: `ShelfEdit` is where ratings and tags are checked).
  public init(
    book: Book, status: ReadingStatus = .want, rating: Int? = nil, tags: [String] = [],
    note: String? = nil, addedAt: Date, startedAt: Date? = nil, finishedAt: Date? = nil,
    updatedAt: Date? = nil, progress: ReadingProgress? = nil
  ) {
    self.book = book
    self.status = status
    self.rating = rating
    self.tags = tags
    self.note = note
    self.addedAt = addedAt
    self.startedAt = startedAt
    self.finishedAt = finishedAt
    self.updatedAt = updatedAt ?? addedAt
    self.progress = progress
  }

  /// The shelf key of a book: its ISBN-13 when valid, else its ISBN-10 converted, else `book.id`.
  public static func key(for book: Book) -> String {
    if let isbn = ISBN.parse(book.isbn13) ?? ISBN.parse(book.isbn10) { return isbn.isbn13 }
    if let isbn = ISBN.parse(book.id) { return isbn.isbn13 }
    return book.id
  }
}

/// Which saved books to list.
public struct ShelfFilter: Sendable, Hashable {
  /// Matches entries with any of these reading statuses, or any status when empty.
  public var statuses: [ReadingStatus]
  /// Matches entries that carry every one of these tags: one leading `#` is ignored, and tags
  /// compare case-insensitively and by canonical equivalence (NFC and NFD Hangul are the same).
  public var tags: [String]
  /// Matches entries whose title, subtitle, authors, tags or note contain this text, by the
  /// local catalog's rules (`CatalogTokenizer`: Hangul by any part and whatever the spacing,
  /// other words by prefix, letter case and diacritics ignored); nil matches every entry. Only
  /// the SQLite store applies it (`matches` ignores it).
  public var query: String?

  /// The one status of a filter by one status (the terminal app's and the web API's), or nil.
  public var status: ReadingStatus? {
    get { statuses.first }
    set { statuses = newValue.map { [$0] } ?? [] }
  }

  /// The first tag of the filter, or nil (the terminal app's and the web API's one tag).
  public var tag: String? {
    get { tags.first }
    set { tags = newValue.map { [$0] } ?? [] }
  }

  /// True when `entry` has one of the statuses and carries every tag (see `tags`); `query` is
  /// not looked at.
  public func matches(_ entry: ShelfEntry) -> Bool {
    if !statuses.isEmpty, !statuses.contains(entry.status) { return false }
    let saved = Set(entry.tags.map(ShelfFilter.comparable))
    return tags.allSatisfy { saved.contains(ShelfFilter.comparable($0)) }
  }

  /// A tag as compared: without one leading `#` and surrounding whitespace, lower-cased.
  /// (Swift's `==` on strings already treats NFC and NFD forms as equal.)
  static func comparable(_ tag: String) -> String {
    var text = tag.trimmingWhitespace()
    if text.hasPrefix("#") { text.removeFirst() }
    return text.lowercased()
  }

  /// A filter by one status and one tag; nil for both matches every entry.
  public init(status: ReadingStatus? = nil, tag: String? = nil) {
    self.statuses = status.map { [$0] } ?? []
    self.tags = tag.map { [$0] } ?? []
    self.query = nil
  }

  /// A filter by any of `statuses`, all of `tags` and `query` (see each).
  public init(statuses: [ReadingStatus], tags: [String], query: String? = nil) {
    self.statuses = statuses
    self.tags = tags
    self.query = query
  }
}

/// The order of a shelf listing. Ties are broken by title, then key, so the order is stable.
public enum ShelfSort: String, Sendable, Hashable, CaseIterable, Codable {
  /// Most recently added first.
  case added
  /// Title, case-insensitive, A→Z / 가→힣.
  case title
  /// First author by family name (`PersonName.familyNameFirst`, Goodreads' `Author l-f`), then
  /// title; books without author last.
  case author
  /// Highest rating first, unrated last.
  case rating
  /// Most recently finished first, unfinished last.
  case finished
}

/// What `ShelfStoring.save` did.
public enum SaveOutcome: String, Sendable, Hashable {
  case added
  case updated
  /// The entry was already saved with exactly these values.
  case unchanged
}
