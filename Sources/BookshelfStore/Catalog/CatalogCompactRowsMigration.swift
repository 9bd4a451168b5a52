/// Migration 6: rewrites `books` with the compact stored forms of `CatalogRow+CompactForms`
/// (source as a code, a decimal source key as an INTEGER, the average rating in hundredths,
/// the title key as a 47-bit hash), which take about 40 bytes less per goodbooks row in
/// `books` and make `books_title_key` and the (source, source_key) index about half as large.
///
/// As in migration 5 (`CatalogStoredFormsMigration`), the four columns lose their type
/// affinity, which SQLite cannot change in place: the table is created anew and every row
/// copied under the same `id` (FTS5 rowids and `catalog_docs` stay valid), then the ISBN and
/// title-key indexes are rebuilt; `CatalogVacuum` returns the freed pages after the migration
/// commits. A stored text title key is hashed as it is (not recomputed from the title), so
/// exact-title ranking is the same as before the migration.
enum CatalogCompactRowsMigration {
  /// The schema version this migration brings a catalog to.
  static let version = 6

  /// The `books` table of migration 6, named `name`.
  static func createBooksSQL(_ name: String) -> String {
    """
    CREATE TABLE \(name) (
      id INTEGER PRIMARY KEY,
      source NOT NULL,
      source_key NOT NULL,
      isbn13 INTEGER,
      isbn10,
      title TEXT NOT NULL,
      subtitle TEXT,
      authors TEXT NOT NULL DEFAULT '',
      translators TEXT NOT NULL DEFAULT '',
      publisher TEXT,
      published_date TEXT,
      description TEXT,
      subjects TEXT NOT NULL DEFAULT '',
      thumbnail_url TEXT,
      detail_url,
      price_amount TEXT,
      price_currency TEXT,
      sale_amount TEXT,
      sale_currency TEXT,
      average_rating,
      ratings_count INTEGER,
      title_key NOT NULL,
      indexed INTEGER NOT NULL DEFAULT 1,
      UNIQUE (source, source_key)
    )
    """
  }

  /// Runs the migration inside the migration's transaction.
  /// - Throws: `SQLiteError`.
  static func apply(_ database: Database) throws {
    try database.execute(createBooksSQL("books_v6"))
    let rows = try database.prepare(
      "SELECT id, source, source_key, average_rating, title_key FROM books ORDER BY id")
    let copy = try database.prepare(
      """
      INSERT INTO books_v6 SELECT id, ?2, ?3, isbn13, isbn10, title, subtitle, authors,
        translators, publisher, published_date, description, subjects, thumbnail_url, detail_url,
        price_amount, price_currency, sale_amount, sale_currency, ?4, ratings_count, ?5, indexed
      FROM books WHERE id = ?1
      """)
    // Each value is decoded and encoded again, so a row already in the new forms is copied
    // unchanged.
    try rows.forEachRow { row in
      let source = CatalogRow.sourceName(stored: row.value(at: 1)).map(CatalogRow.storedSource)
      let key = CatalogRow.sourceKey(stored: row.value(at: 2)).map(CatalogRow.storedSourceKey)
      try copy.run(values: [
        row.value(at: 0), source ?? row.value(at: 1), key ?? row.value(at: 2),
        CatalogRow.storedRating(stored: row.value(at: 3)),
        CatalogRow.storedTitleKey(stored: row.value(at: 4)),
      ])
    }
    try database.executeScript(
      """
      DROP TABLE books;
      ALTER TABLE books_v6 RENAME TO books;
      \(CatalogSchema.isbnIndexSQL);
      \(CatalogSchema.titleKeyIndexSQL);
      """)
  }
}
