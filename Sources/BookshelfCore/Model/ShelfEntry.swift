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

  /// Creates an entry; `updatedAt` defaults to `addedAt`. Values are stored as given
  /// (no validation here: `ShelfEdit` is where ratings and tags are checked).
  public init(
    book: Book, status: ReadingStatus = .want, rating: Int? = nil, tags: [String] = [],
    note: String? = nil, addedAt: Date, startedAt: Date? = nil, finishedAt: Date? = nil,
    updatedAt: Date? = nil
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
  /// Matches entries with this reading status, or any status when nil.
  public var status: ReadingStatus?
  /// Matches entries that carry this tag: one leading `#` is ignored, and tags compare
  /// case-insensitively and by canonical equivalence (NFC and NFD Hangul are the same tag).
  public var tag: String?
  /// True when `entry` has the status and carries the tag (see `tag`).
  public func matches(_ entry: ShelfEntry) -> Bool {
    if let status, entry.status != status { return false }
    guard let tag else { return true }
    let wanted = ShelfFilter.comparable(tag)
    return entry.tags.contains { ShelfFilter.comparable($0) == wanted }
  }

  /// A tag as compared: without one leading `#` and surrounding whitespace, lower-cased.
  /// (Swift's `==` on strings already treats NFC and NFD forms as equal.)
  static func comparable(_ tag: String) -> String {
    var text = tag.trimmingWhitespace()
    if text.hasPrefix("#") { text.removeFirst() }
    return text.lowercased()
  }

  /// A filter; nil for both matches every entry.
  public init(status: ReadingStatus? = nil, tag: String? = nil) {
    self.status = status
    self.tag = tag
  }
}

/// The order of a shelf listing. Ties are broken by title, then key, so the order is stable.
public enum ShelfSort: String, Sendable, Hashable, CaseIterable, Codable {
  /// Most recently added first.
  case added
  /// Title, case-insensitive, A→Z / 가→힣.
  case title
  /// First author, then title.
  case author
  /// Highest rating first, unrated last.
  case rating
}

/// What `ShelfStoring.save` did.
public enum SaveOutcome: String, Sendable, Hashable {
  case added
  case updated
  /// The entry was already saved with exactly these values.
  case unchanged
}
