import BookshelfCore

/// The prepared statements of a catalog search, kept by slot (as `CatalogWriteStatements` keeps
/// the write path's), each page statement with its resolved `CatalogRow.Columns`.
///
/// Why not `Database.cachedStatement`: its key is the SQL text, so every lookup built the page
/// statement's ~700-character SQL, hashed and compared it, and resolved the 19 row columns by
/// name again; a short Korean search runs three or four statements, so this was a visible part
/// of its ~50 µs.
final class CatalogQueryStatements {
  private let slots: StatementSlots
  private var columns: [CatalogRow.Columns?] = Array(repeating: nil, count: Slot.all)

  /// The form of the page statement (`LocalCatalog.pageSQL`).
  enum PageForm: Int {
    /// Every match scored with `bm25` (at most `candidateWindow` matches).
    case ranked
    /// A broad query's window.
    case windowed
    /// A broad query past its window.
    case excludingWindow
  }

  /// Statement slots: the fixed statements, then the page forms, then the window counts.
  private enum Slot {
    static let count = 0
    static let cappedCount = 1
    static let formExists = 2
    static let dataVersion = 3
    static let lastDoc = 4
    /// `page + form * 4 + (exactTitles ? 2 : 0) + sort`, 12 slots.
    static let page = 5
    /// `windowCount + (exactTitles ? 1 : 0)`, 2 slots.
    static let windowCount = 17
    static let keptTerms = 19
    /// How many slots there are.
    static let all = 20
  }

  /// Whether the page statements pass `catalog_docs.length` to `bm25` (`LocalCatalog.scorer`).
  private let keptLengths: Bool

  /// Statements of `database`; `keptLengths` as `LocalCatalog.keptLengths`.
  init(database: Database, keptLengths: Bool = true) {
    slots = StatementSlots(database: database, count: Slot.all)
    self.keptLengths = keptLengths
  }

  private func statement(_ slot: Int, _ sql: () -> String) throws -> Statement {
    try slots.statement(slot, sql)
  }

  /// `LocalCatalog.countSQL`: parameter 1 the `MATCH` expression; one row, the count.
  func count() throws -> Statement { try statement(Slot.count) { LocalCatalog.countSQL } }

  /// The matches of parameter 1 counted up to parameter 2 rows: columns `matches` (0) and
  /// `last` (1), the rowid of the last one counted.
  func cappedCount() throws -> Statement {
    try statement(Slot.cappedCount) {
      """
      SELECT count(*) AS matches, max(rowid) AS last
      FROM (SELECT rowid FROM books_fts WHERE books_fts MATCH ?1 LIMIT ?2)
      """
    }
  }

  /// One row when parameter 1 (a phrase) matches any row.
  func formExists() throws -> Statement {
    try statement(Slot.formExists) { "SELECT 1 FROM books_fts WHERE books_fts MATCH ?1 LIMIT 1" }
  }

  /// `PRAGMA data_version`.
  func dataVersion() throws -> Statement { try statement(Slot.dataVersion) { "PRAGMA data_version" } }

  /// The highest FTS5 rowid in use.
  func lastDoc() throws -> Statement { try statement(Slot.lastDoc) { "SELECT max(doc) FROM catalog_docs" } }

  /// The terms kept for a heavy 3-character prefix (`LocalCatalog+PrefixExpansion`):
  /// parameters 1 and 2 bound the `e:` key range; one row per term, column 0 the key.
  func keptTerms() throws -> Statement {
    try statement(Slot.keptTerms) {
      "SELECT key FROM catalog_counts WHERE key >= ?1 AND key < ?2 ORDER BY key"
    }
  }

  /// The page statement of `form` (`LocalCatalog.pageSQL`) and its row columns.
  /// - Throws: `SQLiteError`.
  func page(_ form: PageForm, sort: SearchSort, exactTitles: Bool) throws -> (Statement, CatalogRow.Columns) {
    let slot = Slot.page + form.rawValue * 4 + (exactTitles ? 2 : 0) + (sort == .latest ? 1 : 0)
    let statement = try statement(slot) {
      LocalCatalog.pageSQL(
        sort: sort, windowed: form == .windowed, excludingWindow: form == .excludingWindow,
        exactTitles: exactTitles, scorer: LocalCatalog.scorer(keptLengths: keptLengths))
    }
    if let known = columns[slot] { return (statement, known) }
    let resolved = try CatalogRow.Columns(statement)
    columns[slot] = resolved
    return (statement, resolved)
  }

  /// `LocalCatalog.windowCountSQL`.
  func windowCount(exactTitles: Bool) throws -> Statement {
    try statement(Slot.windowCount + (exactTitles ? 1 : 0)) {
      LocalCatalog.windowCountSQL(exactTitles: exactTitles)
    }
  }
}
