/// Exact-title matching: a row is an exact title of a query when
/// `CatalogTokenizer.titleKey(title)` equals the query's title key. Since migration 8
/// `books.title_key` holds only a 23-bit bucket of that key (`CatalogRow.titleHash`, 3 bytes a
/// row and in `books_title_key`), and on a million different titles about one query in nine
/// (1 − e^(−titles ÷ 2²³); one in 13 on the 1M benchmark file's ~640,000) shares its bucket
/// with another title; so the bucket finds the candidates (through the index, or as a
/// cheap integer test on a row already read) and `bookshelf_title_is(title, key)` confirms each
/// one against its title. A shared bucket therefore never ranks a book as an exact title nor
/// adds a non-matching book to a broad query's window.
///
/// `bookshelf_title_is(title, key)`: 1 when the title key of `title` is `key` (a query's title
/// key as text) byte for byte, else 0 (`NULL` for a `NULL` argument). Registered like
/// `CatalogTitleContains`, whose title-key code it shares.
enum CatalogExactTitle {
  /// The SQL name of the function.
  static let functionName = "bookshelf_title_is"

  /// Registers the function on `database` (once per connection).
  /// - Throws: `SQLiteError` when SQLite refuses it.
  static func register(on database: Database) throws {
    try CatalogTitleContains.registerTitleTest(named: functionName, on: database, isExact)
  }

  /// True when the title key of `title` is the UTF-8 bytes `key`.
  static func isExact(title: String, key: UnsafeBufferPointer<UInt8>) -> Bool {
    CatalogTitleContains.withTitleKey(title) { $0.elementsEqual(key) }
  }

  /// The SQL expression that is 1 when the row `row` (a `books` alias) is an exact title of
  /// the query whose stored-form key (`CatalogRow.TitleKeyForm`) is parameter `bucket` and
  /// whose title key as text is parameter `key`, else 0: the function runs only on the rows of
  /// that bucket. With `key` nil (the `sqlite3` shell, which has no Bookshelf functions) the
  /// bucket alone: a title sharing it counts as exact there.
  static func sql(row: String, bucket: String, key: String?) -> String {
    guard let key else { return "(\(row).title_key = \(bucket))" }
    return "CASE WHEN \(row).title_key = \(bucket) THEN \(functionName)(\(row).title, \(key)) ELSE 0 END"
  }

  /// The `WHERE` condition of exact-title rows of `row` (parameters as `sql`): the index
  /// finds the bucket's rows, the function keeps the exact ones.
  static func condition(row: String, bucket: String, key: String?) -> String {
    guard let key else { return "\(row).title_key = \(bucket)" }
    return "\(row).title_key = \(bucket) AND \(functionName)(\(row).title, \(key))"
  }
}
