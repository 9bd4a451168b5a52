/// The largest text each field of a `Book` or `ShelfEntry` may hold, in UTF-8 bytes: far above
/// any real book, small enough that one record can never exhaust memory or make a screen slow.
/// The one owner of these limits.
///
/// | field | limit |
/// | --- | --- |
/// | `id` | 1,024 |
/// | `title`, `subtitle` | 2,048 each |
/// | each of `authors`, `translators` | 1,024; all names of a list together 16,384 |
/// | `publisher` | 1,024 |
/// | `publishedDate`, `isbn10`, `isbn13`, `source` | 64 each |
/// | `description` | 65,536 |
/// | `thumbnailURL`, `detailURL` | 8,192 each |
/// | `salesStatus` | 256 |
/// | `note` | 65,536 |
/// | each tag | 256; all tags together 65,536 |
///
/// Where text is given by the user (`save --note`, `save --tag`, `save --json -`, `import`),
/// a longer value is refused with an error naming the field (`check`, `violation`): nothing
/// a user typed is silently cut. Where it arrives from a provider or a catalog import, it is
/// cut to the limit (`trimmed`), or the book is skipped when its `id` is too long (`fitted`):
/// an id cannot be cut without changing which book it names. Stored data is never cut.
public enum TextLimits {
  /// A field a limit applies to, named as in the JSON of `Book` and `ShelfEntry`.
  public enum Field: String, Sendable, CaseIterable {
    case id, title, subtitle, authors, translators, publisher, publishedDate, isbn10, isbn13
    case description, thumbnailURL, detailURL, source, salesStatus, note, tags

    /// The limit of one value of the field (one name, one tag), in UTF-8 bytes.
    public var limit: Int {
      switch self {
      case .id, .authors, .translators, .publisher: 1_024
      case .title, .subtitle: 2_048
      case .publishedDate, .isbn10, .isbn13, .source: 64
      case .description, .note: 65_536
      case .thumbnailURL, .detailURL: 8_192
      case .salesStatus, .tags: 256
      }
    }

    /// For list fields, the limit of all values together, in UTF-8 bytes; nil otherwise.
    public var totalLimit: Int? {
      switch self {
      case .authors, .translators: 16_384
      case .tags: 65_536
      default: nil
      }
    }
  }

  /// A value over its limit: the field, its length and the limit, in UTF-8 bytes.
  public struct Violation: Sendable, Hashable {
    /// The field.
    public var field: Field
    /// The length of the value (or of all values of a list, when `total`), in UTF-8 bytes.
    public var length: Int
    /// The limit it is over.
    public var limit: Int

    /// A violation of `field`'s limit.
    public init(field: Field, length: Int, limit: Int) {
      self.field = field
      self.length = length
      self.limit = limit
    }

    /// The reason for an import report (`"note" is longer than 65536 bytes`).
    public var skipReason: SkipReason {
      .textTooLong(field: field.rawValue, limit: limit)
    }

    /// The error for a value given by the user, naming the field as in JSON (`"note"`).
    public var error: BookshelfError {
      .textTooLong(field: "\"\(field.rawValue)\"", length: length, limit: limit)
    }
  }

  /// The first field of `book` over its limit, in the order of `Field`, or nil.
  public static func violation(in book: Book) -> Violation? {
    func over(_ field: Field, _ value: String?) -> Violation? {
      guard let value else { return nil }
      let length = value.utf8.count
      return length > field.limit ? Violation(field: field, length: length, limit: field.limit) : nil
    }
    if let v = over(.id, book.id) ?? over(.title, book.title) ?? over(.subtitle, book.subtitle) { return v }
    if let v = listViolation(.authors, book.authors) ?? listViolation(.translators, book.translators) {
      return v
    }
    if let v = over(.publisher, book.publisher) ?? over(.publishedDate, book.publishedDate) { return v }
    if let v = over(.isbn10, book.isbn10) ?? over(.isbn13, book.isbn13) { return v }
    if let v = over(.description, book.description) { return v }
    if let v = over(.thumbnailURL, book.thumbnailURL?.absoluteString) { return v }
    if let v = over(.detailURL, book.detailURL?.absoluteString) { return v }
    return over(.source, book.source) ?? over(.salesStatus, book.salesStatus)
  }

  /// The first field of `entry` (its book, then the note and tags) over its limit, or nil.
  public static func violation(in entry: ShelfEntry) -> Violation? {
    if let violation = violation(in: entry.book) { return violation }
    if let note = entry.note, note.utf8.count > Field.note.limit {
      return Violation(field: .note, length: note.utf8.count, limit: Field.note.limit)
    }
    return listViolation(.tags, entry.tags)
  }

  /// Checks one value the user gave for `field`.
  /// - Parameter name: how the user named it (`--note`), shown in the error.
  /// - Throws: `BookshelfError.textTooLong` when `value` is longer than the field's limit.
  public static func check(_ value: String, _ field: Field, name: String) throws(BookshelfError) {
    let length = value.utf8.count
    if length > field.limit { throw .textTooLong(field: name, length: length, limit: field.limit) }
  }

  /// `book` with every text cut to its limit (`cut`), names and lists cut to their limits, and
  /// a URL over its limit dropped. The `id` is cut too: use `fitted` where the id matters.
  public static func trimmed(_ book: Book) -> Book {
    guard violation(in: book) != nil else { return book }
    var book = book
    book.id = cut(book.id, to: Field.id.limit)
    book.title = cut(book.title, to: Field.title.limit)
    book.subtitle = book.subtitle.map { cut($0, to: Field.subtitle.limit) }
    book.authors = cutList(book.authors, .authors)
    book.translators = cutList(book.translators, .translators)
    book.publisher = book.publisher.map { cut($0, to: Field.publisher.limit) }
    book.publishedDate = book.publishedDate.flatMap { $0.utf8.count <= Field.publishedDate.limit ? $0 : nil }
    book.isbn10 = book.isbn10.flatMap { $0.utf8.count <= Field.isbn10.limit ? $0 : nil }
    book.isbn13 = book.isbn13.flatMap { $0.utf8.count <= Field.isbn13.limit ? $0 : nil }
    book.description = book.description.map { cut($0, to: Field.description.limit) }
    book.thumbnailURL = book.thumbnailURL.flatMap {
      $0.absoluteString.utf8.count <= Field.thumbnailURL.limit ? $0 : nil
    }
    book.detailURL = book.detailURL.flatMap {
      $0.absoluteString.utf8.count <= Field.detailURL.limit ? $0 : nil
    }
    book.source = cut(book.source, to: Field.source.limit)
    book.salesStatus = book.salesStatus.map { cut($0, to: Field.salesStatus.limit) }
    return book
  }

  /// `trimmed(book)`, or nil when the book's `id` is over its limit (a provider's record that
  /// cannot be named is skipped).
  public static func fitted(_ book: Book) -> Book? {
    book.id.utf8.count <= Field.id.limit ? trimmed(book) : nil
  }

  /// `text` when it fits in `limit` UTF-8 bytes; else its longest prefix of whole grapheme
  /// clusters that fits together with a final `…` (3 bytes).
  public static func cut(_ text: String, to limit: Int) -> String {
    guard text.utf8.count > limit else { return text }
    let room = max(0, limit - 3)
    var end = text.startIndex
    var used = 0
    for index in text.indices {
      let next = text.index(after: index)
      let size = text.utf8.distance(from: index, to: next)
      if used + size > room { break }
      used += size
      end = next
    }
    return String(text[..<end]) + "…"
  }

  /// The first part of `text` worth showing when only `limit` UTF-8 bytes of it can be (a
  /// screen that shows a long note): `text` itself when it fits, else a prefix that ends on a
  /// scalar boundary at most `limit` bytes in, found without reading the rest. O(1) to find.
  public static func prefix(_ text: String, bytes limit: Int) -> Substring {
    let utf8 = text.utf8
    guard utf8.count > limit else { return Substring(text) }
    var end = utf8.index(utf8.startIndex, offsetBy: max(0, limit))
    // Back off continuation bytes (10xxxxxx) to the start of a scalar.
    while end > utf8.startIndex, utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
    return text[..<end]
  }

  private static func listViolation(_ field: Field, _ values: [String]) -> Violation? {
    var total = 0
    for value in values {
      let length = value.utf8.count
      if length > field.limit { return Violation(field: field, length: length, limit: field.limit) }
      total += length
    }
    if let limit = field.totalLimit, total > limit {
      return Violation(field: field, length: total, limit: limit)
    }
    return nil
  }

  private static func cutList(_ values: [String], _ field: Field) -> [String] {
    var kept: [String] = []
    var total = 0
    for value in values {
      let value = cut(value, to: field.limit)
      total += value.utf8.count
      if let limit = field.totalLimit, total > limit { break }
      kept.append(value)
    }
    return kept
  }
}
