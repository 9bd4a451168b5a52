/// The FTS5 column texts of an import's new rows, made on the read-ahead thread, so that the
/// indexing pass (on the writing thread, after every row is stored) binds them instead of
/// tokenizing again.
///
/// Why: the indexing pass of a Korean import spent ~15 % of its time in
/// `CatalogTokenizer.indexText` and the title initials (Hangul bigrams, unigrams and initials
/// for every field), on the one thread that also runs FTS5; the read-ahead thread was mostly
/// waiting. Only rows with non-ASCII text are kept (ASCII columns are bound from the stored
/// row without a copy, `CatalogIndexBinding`), and at most `byteLimit` bytes of them, so a
/// million-row import keeps bounded memory and indexes the rest as before. An import that
/// indexes rows as it stores them (`CatalogStreamingIndex`) has every row's texts made there
/// (`prepare(_:always:counter:)`) and binds them at once, without keeping them. Each row's
/// token count (`catalog_docs.length`) is counted there too, with that thread's own
/// `FTS5TokenCounter`.
final class CatalogPreparedIndexTexts {
  /// One row's FTS5 insert values and the tokens FTS5 makes of them.
  struct Texts: Sendable {
    /// A placeholder rowid (parameter 1, bound again by the indexing pass) and the six column
    /// texts of `CatalogRow.ftsTexts(from:)`.
    let packed: PackedValues
    /// The tokens of the six texts (`FTS5TokenCounter.count`), the row's `catalog_docs.length`.
    let tokenCount: Int
  }

  /// Bytes of kept texts above which no more are kept: 32 MiB.
  static let byteLimit = 32 << 20

  private var texts: [Int64: Texts] = [:]
  private var bytes = 0

  /// The kept texts for an FTS5 insert (`Texts`, counted by `counter`); nil when the row's
  /// indexed text is ASCII only, unless `always`.
  static func prepare(_ values: [SQLiteValue], always: Bool = false, counter: FTS5TokenCounter) -> Texts? {
    // title 4, subtitle 5, authors 6, translators 7, publisher 8, description 10, subjects 11
    let asciiOnly =
      !always
      && [4, 5, 6, 7, 8, 10, 11].allSatisfy { column in
        values[column].string?.utf8.allSatisfy { $0 < 0x80 } ?? true
      }
    guard !asciiOnly else { return nil }
    let texts = CatalogRow.ftsTexts(from: values)
    return Texts(packed: PackedValues([.integer(0)] + texts), tokenCount: counter.count(texts))
  }

  /// Keeps `prepared` for the `books` row `id`, unless the byte limit is reached.
  func keep(_ prepared: Texts, for id: Int64) {
    guard bytes < Self.byteLimit else { return }
    bytes += prepared.packed.bytes.count
    texts[id] = prepared
  }

  /// The texts kept for row `id`, handed over once.
  func take(_ id: Int64) -> Texts? {
    texts.removeValue(forKey: id)
  }
}
