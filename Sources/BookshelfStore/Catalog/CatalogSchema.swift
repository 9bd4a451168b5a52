/// The schema of `catalog.sqlite`, as numbered migrations (`PRAGMA user_version`).
///
/// - `books`: one row per (source, source_key) with the `Book` fields; list fields (authors,
///   translators, subjects) are joined with U+001F; `title_key` is
///   `CatalogTokenizer.titleKey(title)` for exact-title ranking (since migration 6 its 47-bit
///   hash, since migration 8 a 23-bit bucket of it); `ratings_count` is the
///   popularity used inside relevance bands; `indexed` is 0 for a row whose ISBN-13 an
///   earlier row already has (it is kept but not searchable, so one ISBN gives one result
///   and `Book.id` stays unique on a page). Since migration 5 `isbn13` is an INTEGER, and
///   `isbn10` and `detail_url` have no type affinity so that an ISBN-10 derivable from the
///   ISBN-13 and a detail URL of a known site are stored as numbers, decoded on read
///   (`CatalogRow+StoredForms`; ~60 bytes less per goodbooks row). Since migration 6 `source`,
///   `source_key`, `average_rating` and `title_key` have no type affinity either: a known
///   importer's name is stored as a small code, a decimal source key as an INTEGER, a rating
///   with two decimals as INTEGER hundredths and the title key as its FNV-1a hash
///   (`CatalogRow+CompactForms`; ~40 bytes less per goodbooks row, and the title-key and
///   (source, source_key) indexes half as large). Since migration 8
///   (`CatalogTitleBucketMigration`) the title key is a 23-bit bucket (3 bytes), which only
///   finds exact-title candidates: each is confirmed against its title (`CatalogExactTitle`),
///   so a shared bucket never changes a result.
/// - `catalog_docs`: FTS5 rowid (`doc`) → `books.id`, for rows that are indexed; a row
///   without one is waiting to be indexed. Since migration 7 also `length`, the row's FTS5
///   token count (`FTS5TokenCounter`) for `bm25`. `catalog_docs_book` (unique) maps back.
/// - `catalog_counts`: exact match counts of the broadest one-word queries (`CatalogCountCache`),
///   rebuilt with every write batch.
/// - `books_isbn13`: ISBN-13 index (an ISBN-10 is converted to its ISBN-13 before lookup);
///   `books_title_key`: exact-title candidates (by bucket since migration 8).
/// - `books_fts` (since migration 4 the title column also holds the bigrams of the title's
///   Hangul initials, `CatalogTokenizer+Initials`): contentless FTS5 table (`content=''`, `unicode61 remove_diacritics 2`) over
///   title, subtitle, authors, publisher, description, subjects holding
///   `CatalogTokenizer.indexText` of each field, with rowid = `catalog_docs.doc`. `prefix='2 3'`
///   kept as-you-type prefix queries fast; since migration 7 (`CatalogLeanIndexMigration`)
///   `prefix='2'` and `columnsize=0` (no `books_fts_docsize`): each row's token count is
///   `catalog_docs.length`, passed to `bookshelf_bm25`.
///
/// Free pages: a bulk import and migrations 5 and 6 are followed by `VACUUM` when at least 10 % of
/// the file is free pages (`CatalogVacuum`).
///
/// Layout of a million goodbooks-shaped English rows (`dbstat`, MiB; migration 4 → 5 → 6, a
/// bulk import into a new catalog in parentheses where it differs): `books` 210.6 → 154.7 →
/// 116.4, `books_fts_data` 103.5, `books_title_key` 33.4 → 33.4 → 14.3,
/// `sqlite_autoindex_books_1` (source, source_key) 26.7 → 24.4 → 12.4 (14.2),
/// `books_isbn13` 21.9 → 13.0 (14.9), `books_fts_docsize` 14.4, `catalog_docs` 11.5,
/// `catalog_docs_book` 11.4; the file 439.0 → 366.4 (376.0) → 297.2 (306.2) MiB. Per
/// goodbooks row `books` now holds title ~41 bytes, authors ~21, ISBN-13 6, title key 6,
/// source key 3, rating 2, source 0, and a ~24-byte record header (one byte per column).
/// Migration 7 (fresh import of the same rows): `books_fts_data` 103.5 → 71.7 (no 3-character
/// prefix index), `books_fts_docsize` 14.4 → none, `catalog_docs` 11.5 → 13.4 (`length`); the
/// file 306.2 → 261.7 MiB (252.9 for a v6 file migrated, then vacuumed). Migration 8: `books`
/// 116.4 → 113.4 and `books_title_key` 14.3 → 11.5 (3-byte title buckets). The file after 7
/// and 8, fresh import: 255.8 MiB (`books` 113.4, `books_fts_data` 71.7, `books_isbn13` 14.9,
/// `sqlite_autoindex_books_1` 14.2, `catalog_docs` 13.4, `books_title_key` 11.5,
/// `catalog_docs_book` 11.4), 1.94× tantivy's index of the same rows (131.7 MiB).
///
/// Why the FTS5 rowid is not `books.id`: rows are indexed at the end of each import batch in
/// order of popularity (most ratings first), so FTS5's natural rowid order is popularity order
/// and a broad query (thousands of matches) can rank just its first, most popular matches
/// instead of scoring every one (static-rank ordering, as large search engines do). The
/// mapping lives in its own table because appending `(doc, book_id)` pairs is several times
/// cheaper than rewriting each `books` row in popularity (random) order.
enum CatalogSchema {
  /// FTS5 column order; `bm25` weights in `LocalCatalog` follow it.
  static let ftsColumns = ["title", "subtitle", "authors", "publisher", "description", "subjects"]

  /// Creates the exact-title index (part of migration 1; a bulk import and migrations 5, 6 and 8
  /// rebuild it).
  static let titleKeyIndexSQL = "CREATE INDEX IF NOT EXISTS books_title_key ON books (title_key)"

  /// The schema version of a current catalog: the last migration's (not their count: the
  /// list may skip a number, see `Migration`).
  static let version = migrations.last?.version ?? 0

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
        CREATE INDEX books_title_key ON books (title_key);
        CREATE TABLE catalog_docs (doc INTEGER PRIMARY KEY, book_id INTEGER NOT NULL UNIQUE);
        CREATE VIRTUAL TABLE books_fts USING fts5 (
          title, subtitle, authors, publisher, description, subjects,
          content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
        );
        """),
    Migration(
      version: 2, name: "catalog_docs: book_id uniqueness as a named index",
      sql: """
        CREATE TABLE catalog_docs_v2 (doc INTEGER PRIMARY KEY, book_id INTEGER NOT NULL);
        INSERT INTO catalog_docs_v2 (doc, book_id) SELECT doc, book_id FROM catalog_docs;
        DROP TABLE catalog_docs;
        ALTER TABLE catalog_docs_v2 RENAME TO catalog_docs;
        \(docsBookIndexSQL);
        """),
    Migration(
      version: 3, name: "catalog_counts: exact counts of the broadest one-word queries",
      sql: "CREATE TABLE catalog_counts (key TEXT PRIMARY KEY, matches INTEGER NOT NULL) WITHOUT ROWID"),
    Migration(
      version: 4, name: "books_fts: Hangul initials in the title column (초성 search)",
      apply: CatalogInitialsMigration.apply),
    Migration(
      version: 5, name: "books: ISBN-13 as an integer, derivable ISBN-10 and detail URLs not stored",
      apply: CatalogStoredFormsMigration.apply),
    Migration(
      version: CatalogCompactRowsMigration.version,
      name: "books: source, source key, rating and title key in compact forms",
      apply: CatalogCompactRowsMigration.apply),
    Migration(
      version: CatalogLeanIndexMigration.version,
      name: "books_fts: no 3-character prefix index, no sizes; token counts in catalog_docs",
      apply: CatalogLeanIndexMigration.apply),
    Migration(
      version: CatalogTitleBucketMigration.version,
      name: "books: title key as a 23-bit bucket, exact titles confirmed against the title",
      apply: CatalogTitleBucketMigration.apply),
  ]

  /// Creates the ISBN-13 index (part of migration 1; migration 5 rebuilds it).
  static let isbnIndexSQL =
    "CREATE INDEX IF NOT EXISTS books_isbn13 ON books (isbn13) WHERE isbn13 IS NOT NULL"

  /// Creates the `book_id` → `doc` index of `catalog_docs` (unique: a book has one FTS5 row).
  /// Named (since migration 2) so that the first bulk import can drop it and build it once
  /// after numbering a million rows, instead of inserting them into it in random order.
  static let docsBookIndexSQL =
    "CREATE UNIQUE INDEX IF NOT EXISTS catalog_docs_book ON catalog_docs (book_id)"
}
