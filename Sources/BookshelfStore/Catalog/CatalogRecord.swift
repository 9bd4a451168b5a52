import BookshelfCore
import Foundation

/// One catalog row as an importer produces it: the book, its subjects/tags, and where it came
/// from, so that importing the same file again updates the row instead of adding another.
public struct CatalogRecord: Sendable, Hashable {
  /// The book. `book.source` is ignored on write; books read back carry `source = "local"`.
  public var book: Book
  /// Subjects, categories or tags (e.g. Aladin `categoryName`, Gutenberg bookshelves).
  public var subjects: [String]
  /// The importer's name (`goodbooks`, `goodreads`, `aladin`, `gutenberg`, `json`, `csv`).
  public var sourceName: String
  /// The row's stable identity inside `sourceName` (e.g. goodbooks `book_id`, Gutenberg
  /// `gutenberg_id`, Aladin `itemId`, else the ISBN-13). Unique per `sourceName`.
  public var sourceKey: String

  /// Creates a record.
  public init(book: Book, subjects: [String] = [], sourceName: String, sourceKey: String) {
    self.book = book
    self.subjects = subjects
    self.sourceName = sourceName
    self.sourceKey = sourceKey
  }
}

/// What `LocalCatalog.upsert` did with one record.
public enum CatalogWriteOutcome: Sendable, Hashable {
  /// A new row.
  case inserted
  /// An existing row (same source and source key) with changed fields was rewritten.
  case updated
  /// An existing row already held exactly these fields; nothing was written.
  case unchanged
}
