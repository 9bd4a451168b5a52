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
/// Version 5: the `dnf` status and `progress` (`120/350` or `40%`, `ReadingProgress`) in both
/// tables. SQLite cannot change a CHECK constraint, so `entries` is rebuilt: copied into a new
/// table, `entry_tags` saved aside and dropped first (dropping `entries` under its foreign key
/// would cascade-delete the tags), then both renamed back with their indexes; every row and
/// tag is kept (tested on a version-4 file). Version 6: `entries_by_book_id`, so that a book
/// saved under its ISBN-13 is found by its own id (`ShelfStore.entry(withBookID:)`).
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
    Migration(
      version: 5, name: "dnf status, reading progress",
      sql: """
        CREATE TABLE entries_v5 (
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
          status TEXT NOT NULL CHECK (status IN ('want', 'reading', 'read', 'dnf')),
          rating INTEGER CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
          note TEXT,
          added_at INTEGER NOT NULL,
          started_at INTEGER,
          finished_at INTEGER,
          updated_at INTEGER NOT NULL,
          not_for_sale INTEGER NOT NULL DEFAULT 0,
          sales_status TEXT,
          progress TEXT
        ) STRICT;
        INSERT INTO entries_v5 (key, book_id, title, subtitle, authors, translators, publisher, published_date, isbn10,
          isbn13, description, thumbnail_url, detail_url, price_amount, price_currency,
          sale_price_amount, sale_price_currency, average_rating, ratings_count, source, title_sort,
          author_sort, status, rating, note, added_at, started_at, finished_at, updated_at,
          not_for_sale, sales_status)
          SELECT key, book_id, title, subtitle, authors, translators, publisher, published_date, isbn10,
          isbn13, description, thumbnail_url, detail_url, price_amount, price_currency,
          sale_price_amount, sale_price_currency, average_rating, ratings_count, source, title_sort,
          author_sort, status, rating, note, added_at, started_at, finished_at, updated_at,
          not_for_sale, sales_status FROM entries;
        CREATE TABLE entry_tags_v4 (entry_key TEXT NOT NULL, tag TEXT NOT NULL, position INTEGER NOT NULL) STRICT;
        INSERT INTO entry_tags_v4 (entry_key, tag, position) SELECT entry_key, tag, position FROM entry_tags;
        DROP TABLE entry_tags;
        DROP TABLE entries;
        ALTER TABLE entries_v5 RENAME TO entries;
        CREATE TABLE entry_tags (
          entry_key TEXT NOT NULL REFERENCES entries (key) ON DELETE CASCADE,
          tag TEXT NOT NULL,
          position INTEGER NOT NULL,
          PRIMARY KEY (entry_key, tag)
        ) STRICT, WITHOUT ROWID;
        INSERT INTO entry_tags (entry_key, tag, position) SELECT entry_key, tag, position FROM entry_tags_v4;
        DROP TABLE entry_tags_v4;
        CREATE INDEX entry_tags_by_tag ON entry_tags (tag, entry_key);
        CREATE INDEX entries_by_status ON entries (status);
        CREATE INDEX entries_by_added ON entries (added_at DESC, title_sort, key);
        CREATE INDEX entries_by_title ON entries (title_sort, key);
        ALTER TABLE removed_entries ADD COLUMN progress TEXT;
        """),
    Migration(
      version: 6, name: "entries by book id",
      sql: """
        CREATE INDEX entries_by_book_id ON entries (book_id);
        """),
  ]
}
