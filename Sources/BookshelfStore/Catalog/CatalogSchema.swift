/// The schema of `catalog.sqlite`, as numbered migrations (`PRAGMA user_version`).
///
/// - `books`: one row per (source, source_key) with the `Book` fields; list fields (authors,
///   translators, subjects) are joined with U+001F; `title_key` is
///   `CatalogTokenizer.titleKey(title)` for exact-title ranking; `ratings_count` is the
///   popularity used inside relevance bands; `indexed` is 0 for
///   a row whose ISBN-13 an earlier row already has (it is kept but not searchable, so one
///   ISBN gives one result and `Book.id` stays unique on a page).
/// - `books_isbn`: ISBN-13 index (an ISBN-10 is converted to its ISBN-13 before lookup).
/// - `books_fts`: contentless FTS5 table (`content=''`, `unicode61 remove_diacritics 2`) over
///   title, subtitle, authors, publisher, description, subjects holding
///   `CatalogTokenizer.indexText` of each field, with rowid = `books.id`. `prefix='2 3'`
///   keeps as-you-type prefix queries fast.
enum CatalogSchema {
  /// FTS5 column order; `bm25` weights in `LocalCatalog` follow it.
  static let ftsColumns = ["title", "subtitle", "authors", "publisher", "description", "subjects"]

  static let migrations: [Migration] = [
    Migration(
      version: 1, name: "create books, ISBN index, FTS5 index",
      sql: """
        CREATE TABLE books (
          id INTEGER PRIMARY KEY,
          source TEXT NOT NULL,
          source_key TEXT NOT NULL,
          isbn13 TEXT,
          isbn10 TEXT,
          title TEXT NOT NULL,
          subtitle TEXT,
          authors TEXT NOT NULL DEFAULT '',
          translators TEXT NOT NULL DEFAULT '',
          publisher TEXT,
          published_date TEXT,
          description TEXT,
          subjects TEXT NOT NULL DEFAULT '',
          thumbnail_url TEXT,
          detail_url TEXT,
          price_amount TEXT,
          price_currency TEXT,
          sale_amount TEXT,
          sale_currency TEXT,
          average_rating REAL,
          ratings_count INTEGER,
          title_key TEXT NOT NULL,
          indexed INTEGER NOT NULL DEFAULT 1,
          UNIQUE (source, source_key)
        );
        CREATE INDEX books_isbn13 ON books (isbn13) WHERE isbn13 IS NOT NULL;
        CREATE VIRTUAL TABLE books_fts USING fts5 (
          title, subtitle, authors, publisher, description, subjects,
          content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
        );
        """),
  ]
}
