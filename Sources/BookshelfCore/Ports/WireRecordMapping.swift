#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The port through which a reader of saved provider data (`catalog import --format aladin`)
/// uses the provider adapter's own mapping of one wire record to `Book`, so that a book read
/// from a file and the same book found by a search follow one set of rules. The composition
/// root passes the adapter's mapping (`AladinRecordMapping`) to the catalog importer, which
/// cannot import the adapters itself (dependencies point inwards).
public protocol WireRecordMapping: Sendable {
  /// Maps one element of a JSON array of wire records (the UTF-8 bytes of one JSON value).
  /// - Returns: nil when `element` is not a record of this format (not an object, or a key of
  ///   the wrong type); a record whose `book` is nil when it has no title.
  func record(from element: Data) -> WireRecord?
}

/// One wire record as the adapter's mapping reads it.
public struct WireRecord: Sendable, Equatable {
  /// The book, exactly as a search of the provider maps it (`id` and `source` name the
  /// provider); nil when the record has no title.
  public var book: Book?
  /// Subject headings (`categoryName` split at `>`), plain text, in order.
  public var subjects: [String]
  /// The provider's own id of the record (Aladin's `itemId`), or nil.
  public var key: String?

  /// A record of `book` with its subjects and provider id.
  public init(book: Book?, subjects: [String] = [], key: String? = nil) {
    self.book = book
    self.subjects = subjects
    self.key = key
  }
}
