/// What `bookshelf catalog stats` shows.
public struct CatalogStatistics: Sendable, Hashable, Codable {
  /// The database file path.
  public var path: String
  /// All rows in `books`.
  public var rows: Int
  /// Rows in the FTS5 index (rows whose ISBN-13 an earlier row already has are not).
  public var searchableRows: Int
  /// Rows per importer name (`goodbooks`, `aladin`, …).
  public var rowsBySource: [String: Int]
  /// Bytes of the database file (`catalog.sqlite`), without its write-ahead log.
  public var fileSize: Int
  /// Bytes of the write-ahead log (`catalog.sqlite-wal`); 0 when there is none or it is
  /// empty (after an import, which checkpoints and truncates it).
  public var walSize: Int
  /// The credits and licenses owed for the rows (`DataAttribution.owed`): goodbooks-10k by
  /// Zygmunt Zając (CC BY-SA 4.0) whenever goodbooks rows are there; empty otherwise.
  public var attribution: [DataAttribution]

  /// Creates statistics; `attribution` follows from `rowsBySource`.
  public init(
    path: String, rows: Int, searchableRows: Int, rowsBySource: [String: Int], fileSize: Int,
    walSize: Int = 0
  ) {
    self.path = path
    self.rows = rows
    self.searchableRows = searchableRows
    self.rowsBySource = rowsBySource
    self.fileSize = fileSize
    self.walSize = walSize
    self.attribution = DataAttribution.owed(rowsBySource: rowsBySource)
  }
}
