/// The shelf's schema, one migration per version (`PRAGMA user_version`).
///
/// Version 1: `entries` (one row per book: every `Book` field as a column, reading status,
/// rating 1–5 or NULL, note, dates in milliseconds since 1970) and `entry_tags` (NFC tags in
/// the order given; the primary-key columns come first because SQLite 3.40.1's
/// `PRAGMA integrity_check` wrongly reports "NULL value" for a NOT NULL column declared before
/// them in a WITHOUT ROWID table). Version 2: `recent_searches`, and indexes for the shelf's sort orders.
/// Version 3: Kakao's sales status. Version 4: `removed_entries`, the removals `undo` can bring
/// back: the columns of `entries` (same encoding, `ShelfEntryRecord`) plus `tags` (the list
/// joined by U+001F) and `sequence` (larger is newer); `ShelfStore.removalsKept` rows at most.
enum ShelfSchema {
  static let migrations: [Migration] = [
    Migration(
      version: 1, name: "entries and tags",
      sql: """
        CREATE TABLE entries (
          key TEXT PRIMARY KEY NOT NULL,
          book_id TEXT NOT NULL,
          title TEXT NOT NULL,
          subtitle TEXT,
          authors TEXT NOT NULL,
          translators TEXT NOT NULL,
          publisher TEXT,
          published_date TEXT,
          isbn10 TEXT,
          isbn13 TEXT,
          description TEXT,
          thumbnail_url TEXT,
          detail_url TEXT,
          price_amount TEXT,
          price_currency TEXT,
          sale_price_amount TEXT,
          sale_price_currency TEXT,
          average_rating REAL,
          ratings_count INTEGER,
          source TEXT NOT NULL,
          title_sort TEXT NOT NULL,
          author_sort TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('want', 'reading', 'read')),
          rating INTEGER CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
          note TEXT,
          added_at INTEGER NOT NULL,
          started_at INTEGER,
          finished_at INTEGER,
          updated_at INTEGER NOT NULL
        ) STRICT;
        CREATE TABLE entry_tags (
          entry_key TEXT NOT NULL REFERENCES entries (key) ON DELETE CASCADE,
          tag TEXT NOT NULL,
          position INTEGER NOT NULL,
          PRIMARY KEY (entry_key, tag)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX entry_tags_by_tag ON entry_tags (tag, entry_key);
        CREATE INDEX entries_by_status ON entries (status);
        """),
    Migration(
      version: 2, name: "recent searches, sort indexes",
      sql: """
        CREATE TABLE recent_searches (
          query TEXT PRIMARY KEY NOT NULL,
          sequence INTEGER NOT NULL,
          searched_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX recent_searches_by_sequence ON recent_searches (sequence);
        CREATE INDEX entries_by_added ON entries (added_at DESC, title_sort, key);
        CREATE INDEX entries_by_title ON entries (title_sort, key);
        """),
    Migration(
      version: 3, name: "sales status (Kakao's sale_price -1 and status)",
      sql: """
        ALTER TABLE entries ADD COLUMN not_for_sale INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE entries ADD COLUMN sales_status TEXT;
        """),
    Migration(
      version: 4, name: "removed entries (undo)",
      sql: """
        CREATE TABLE removed_entries (
          sequence INTEGER PRIMARY KEY,
          key TEXT NOT NULL,
          book_id TEXT NOT NULL,
          title TEXT NOT NULL,
          subtitle TEXT,
          authors TEXT NOT NULL,
          translators TEXT NOT NULL,
          publisher TEXT,
          published_date TEXT,
          isbn10 TEXT,
          isbn13 TEXT,
          description TEXT,
          thumbnail_url TEXT,
          detail_url TEXT,
          price_amount TEXT,
          price_currency TEXT,
          sale_price_amount TEXT,
          sale_price_currency TEXT,
          average_rating REAL,
          ratings_count INTEGER,
          source TEXT NOT NULL,
          title_sort TEXT NOT NULL,
          author_sort TEXT NOT NULL,
          status TEXT NOT NULL,
          rating INTEGER,
          note TEXT,
          added_at INTEGER NOT NULL,
          started_at INTEGER,
          finished_at INTEGER,
          updated_at INTEGER NOT NULL,
          not_for_sale INTEGER NOT NULL DEFAULT 0,
          sales_status TEXT,
          tags TEXT NOT NULL,
          removed_at INTEGER NOT NULL
        ) STRICT;
        """),
  ]
}
