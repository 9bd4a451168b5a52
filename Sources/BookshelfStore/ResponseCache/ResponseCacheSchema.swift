/// The tables of `responses.sqlite`.
///
/// `responses`: one row per key — the source (`scope`), the kind (`search`/`isbn`), when the
/// answer was stored and when it expires (seconds since 1970), `used` (a counter raised at
/// every read: the least recently used row has the smallest), `bytes` (key plus value, what
/// the size limit counts) and the value (the `BookPage` or `Book` as JSON).
/// `counters`: the persistent `hits` and `misses` of `cache stats`.
enum ResponseCacheSchema {
  static let migrations = [
    Migration(
      version: 1, name: "create responses, counters",
      sql: """
        CREATE TABLE responses (
          key TEXT PRIMARY KEY NOT NULL,
          scope TEXT NOT NULL,
          kind TEXT NOT NULL,
          stored_at REAL NOT NULL,
          expires_at REAL NOT NULL,
          used INTEGER NOT NULL,
          bytes INTEGER NOT NULL,
          value BLOB NOT NULL
        );
        CREATE INDEX responses_by_use ON responses(used);
        CREATE TABLE counters (name TEXT PRIMARY KEY NOT NULL, value INTEGER NOT NULL);
        INSERT INTO counters(name, value) VALUES ('hits', 0), ('misses', 0);
        """)
  ]
}
