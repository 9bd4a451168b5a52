/// `bookshelf_title_contains(title, key)`: 1 when `CatalogTokenizer.titleKey(title)` contains
/// `key` (a query's title key) byte for byte, else 0 (`NULL` for a `NULL` argument); an empty
/// `key` is in every title. The windowed page of a broad query orders by it
/// (`LocalCatalog.pageSQL`): since migration 6 `books.title_key` holds a hash
/// (`CatalogRow+CompactForms`), so the key is computed from the title for the at most
/// 2 × `candidateWindow` rows ordered, instead of `instr` over a stored key.
enum CatalogTitleContains {
  /// The SQL name of the function.
  static let functionName = "bookshelf_title_contains"

  /// Registers the function on `database` (once per connection).
  /// - Throws: `SQLiteError` when SQLite refuses it.
  static func register(on database: Database) throws {
    try registerTitleTest(named: functionName, on: database, contains)
  }

  /// Registers `name(title, key)` on `database`: 1 when `test(title, key bytes)` holds, else 0,
  /// `NULL` for a `NULL` argument (the shape of this function and `CatalogExactTitle`'s).
  /// - Throws: `SQLiteError` when SQLite refuses it.
  static func registerTitleTest(
    named name: String, on database: Database,
    _ test: @escaping (_ title: String, _ key: UnsafeBufferPointer<UInt8>) -> Bool
  ) throws {
    try database.createScalarFunction(named: name, argumentCount: 2) { arguments in
      guard let title = arguments.utf8(0), let key = arguments.utf8(1) else { return nil }
      return test(String(decoding: title, as: UTF8.self), key) ? 1 : 0
    }
  }

  /// True when the title key of `title` contains the UTF-8 bytes `key`.
  static func contains(title: String, key: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !key.isEmpty else { return true }
    return withTitleKey(title) { bytes in
      guard bytes.count >= key.count else { return false }
      let first = key[0]
      for start in 0...(bytes.count - key.count) where bytes[start] == first {
        var offset = 1
        while offset < key.count, bytes[start + offset] == key[offset] { offset += 1 }
        if offset == key.count { return true }
      }
      return false
    }
  }

  /// `body` given the UTF-8 bytes of `CatalogTokenizer.titleKey(title)` (the one way the
  /// catalog's SQL functions compare a stored title with a query's key: this one and
  /// `CatalogExactTitle`).
  static func withTitleKey<Result>(_ title: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
  {
    var titleKey = CatalogTokenizer.titleKey(title)
    return titleKey.withUTF8(body)
  }
}
