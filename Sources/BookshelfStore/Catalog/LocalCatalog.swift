import BookshelfCore
import Foundation

/// The local full-text catalog: books imported from files into `catalog.sqlite` (separate from
/// the shelf), searched with FTS5 and looked up by ISBN, offline.
///
/// Search rules (see `CatalogTokenizer` for the index design):
/// - text that parses as an ISBN-10 or ISBN-13 (hyphens allowed) is an exact ISBN lookup;
/// - otherwise every term must match (AND), each in any field (`한강 소년이`: author and title);
///   Latin words fold case and diacritics, the last word is a prefix, a word ending in `s` also
///   matches the possessive (`enders` → `Ender's`); CJK text matches any substring,
///   spacing-insensitively; Hangul initials match titles (`ㅅㄴㅇ ㅇㄷ`, see
///   `CatalogTokenizer+Initials`);
/// - too few matches: a typo corrected, or the partial matches (`LocalCatalog+Relaxation`,
///   said by `BookPage.relaxation`);
/// - order (relevance): exact-title hits first (title without its `(Series, #n)` note,
///   case/diacritics/punctuation ignored); then the rows matching more of the query's clauses
///   in their headline — title (with its initials), subtitle, authors — so a match there
///   outranks the same match in a description, subjects or publisher only
///   (`CatalogHeadlineMatch`: `소년` lists the 15 titles holding it before its 55 blurbs);
///   then relevance bands: `bm25` with field weights (`CatalogRanking.weights`, checked on
///   `Benchmarks/catalog-queries/ranking-queries.tsv`, `RankingWeightGridTests`)
///   title 1.0, authors 0.6, subtitle 0.5, publisher 0.3, subjects 0.2, description 0.1 (FTS5
///   sums the weighted hits before BM25 saturation, so weights above ~1 would flatten the
///   differences between fields), as a fraction of the best match's score, in quarters; within
///   a band, popularity (`ratingsCount`, most first), then `bm25`, then rowid (import order).
///   Bands keep popularity from lifting weak matches while letting it order close ones
///   (`rowling` → Harry Potter before The Casual Vacancy, whose shorter record scores higher);
///   order (latest): newest `publishedDate` first (unknown last), then as relevance (for a
///   broad query: within its window, then within the rest);
/// - a broad query (more than `candidateWindow` = 200 matches) ranks only its 200 most
///   popular matches plus exact-title rows, without `bm25` (see `pageSQL`), so a keystroke
///   stays in the low milliseconds on a million books; the pages after the window list every
///   other match in full ranking, so paging shows each match exactly once. `totalCount` is exact (the broadest one-word queries are counted when the
///   catalog changes, see `CatalogCountCache`), or a lower bound when `countLimit` is set;
/// - `bm25` is `CatalogRanking`'s copy of FTS5's, with phrase document counts cached.
///
/// Cost of a search: one read transaction (`Database.reading`: one lock, one snapshot) around
/// at most `PRAGMA data_version` (read once, for the caches), the count and the page, all
/// kept prepared by slot (`CatalogQueryStatements`); a short Korean query spends about half
/// its time in the page statement (a third of that decoding the rows into `Book`s), the rest
/// making its clauses and counting.
///
/// Threading: not `Sendable` (it owns a `Database`); use one instance from one owner, e.g.
/// the `LocalCatalogProvider` actor.
public final class LocalCatalog {
  /// The file name under the data directory: `catalog.sqlite`.
  public static let fileName = "catalog.sqlite"
  /// Largest page size served.
  public static let maxPageSize = 100
  let database: Database
  /// The most matches `search` counts, or nil (the default: count every match). With a
  /// limit, a query with more matches reports
  /// `totalCount == countLimit` (a lower bound, `isEnd` false). Counting costs about 35–60 ns
  /// per match in FTS5 (a limit of 50,000 can cost ~3 ms), so the default is usually faster.
  public var countLimit: Int?
  /// Matches above which a one-word query's count is kept in `catalog_counts` when the
  /// catalog changes (`CatalogCountCache`); counting fewer at search time costs ≤ ~1 ms.
  var heavyMatchCount = defaultHeavyMatchCount
  /// `heavyMatchCount` unless a test lowers it (migrations use this one).
  static let defaultHeavyMatchCount = 20_000
  /// Whether the file has `catalog_counts` (schema version 3 or later).
  let hasKeptCounts: Bool
  /// Whether `books` holds the compact forms of migration 6 (`CatalogRow+CompactForms`): a
  /// hashed `title_key`, coded `source`. False only for an older file opened read-only.
  let compactRows: Bool
  /// The form of `books.title_key` (a bucket since migration 8); an older form only for an
  /// older file opened read-only, whose exact titles are confirmed all the same.
  let titleKeyForm: CatalogRow.TitleKeyForm
  /// Document counts per phrase expression for `bookshelf_bm25`, valid for `phraseHitsVersion`.
  var phraseHitsCache: [String: Double] = [:]
  /// `PRAGMA data_version` when `phraseHitsCache` was filled.
  var phraseHitsVersion: Int64 = -1
  /// Whether the index holds an open syllable's form (`LocalCatalog+OpenSyllables`), per
  /// phrase; valid for `formCacheVersion`.
  var formCache: [String: Bool] = [:]
  /// `PRAGMA data_version` when `formCache` was filled.
  var formCacheVersion: Int64 = -1
  /// The kept terms of heavy 3-character prefixes (`LocalCatalog+PrefixExpansion`), per
  /// prefix (empty: none kept); valid for `expansionVersion`.
  var expansionCache: [String: [String]] = [:]
  /// `PRAGMA data_version` when `expansionCache` was filled.
  var expansionVersion: Int64 = -1
  /// Whether `books_fts` has a 3-character prefix index, once read (`hasThreeCharacterPrefixIndex`).
  var threeCharacterPrefixIndex: Bool?
  /// The FTS5 texts an import made for its new rows, bound by `indexPendingRows` (set by
  /// `CatalogImporter` for the duration of its write).
  var preparedIndexTexts: CatalogPreparedIndexTexts?
  /// The last `searchMatch` expression with its `bookshelf_bm25` phrases and
  /// `bookshelf_headline` clause blob, made once per search.
  var searchPlan: SearchPlan?
  /// `PRAGMA data_version` as read once during the current search (nil outside one, and
  /// until a search first needs it).
  var searchDataVersion: Int64?
  /// `CatalogSpelling`'s answers per word (`t:<word>`, or `p:<word>` for a last word typed as
  /// a prefix): its neighbours in preference order (empty: none); valid for `spellingVersion`.
  /// As the user types, the same rare words are asked about on every keystroke.
  var spellingCache: [String: [String]] = [:]
  /// `PRAGMA data_version` when `spellingCache` was filled.
  var spellingVersion: Int64 = -1
  /// FTS5's tokenizer on this connection, counting the tokens of the rows the writing thread
  /// indexes (`tokenCounter()`); made at the first write that indexes.
  var indexTokenCounter: FTS5TokenCounter?
  lazy var statements = CatalogWriteStatements(database: database)
  lazy var queryStatements = CatalogQueryStatements(database: database, keptLengths: keptLengths)
  /// Whether `catalog_docs` keeps each row's token count (`length`, migration 7) for `bm25`.
  /// False only for an older file opened read-only (its FTS5 table still has sizes).
  let keptLengths: Bool
  /// The database file path.
  public var path: String { database.path }

  /// Opens (creating when missing, unless `readOnly`) the catalog at `path` and migrates it.
  /// - Parameters:
  ///   - path: the file, normally `<data dir>/catalog.sqlite`; `:memory:` for tests.
  ///   - readOnly: open without write access (no migration; the file must exist).
  /// - Throws: `BookshelfError.notADatabase` for a foreign or damaged file, `.storage` for a
  ///   schema newer than this program or a file that cannot be opened (a missing file
  ///   read-only, a folder that cannot be written, a catalog locked by another writer).
  public convenience init(path: String, readOnly: Bool = false) throws(BookshelfError) {
    try self.init(path: path, readOnly: readOnly, rankingWeights: CatalogRanking.weights)
  }

  /// `init(path:readOnly:)` scoring `bm25` with other field weights (`CatalogRanking.weights`'
  /// layout), for calibrating them.
  init(path: String, readOnly: Bool, rankingWeights: [Double]) throws(BookshelfError) {
    if readOnly { Self.migrateIfWritable(path) }
    do {
      // No connection mutex: a catalog is used by one owner at a time (see Threading above),
      // and SQLite's per-call locking was ~4 % of an import.
      database = try Database(
        path: path, flags: readOnly ? [.readOnly, .noMutex] : [.readWrite, .create, .noMutex])
      if readOnly {
        // Searches read pages in place, as writable connections do (`Database`): with the
        // default 2 MiB page cache a search otherwise copies most of its pages in with `pread`
        // (~5 % of a short Korean search).
        try database.executeScript("PRAGMA mmap_size = 268435456")
      } else {
        // The catalog can always be re-imported: WAL with NORMAL sync keeps it consistent and
        // makes bulk imports much faster than FULL.
        try database.executeScript("PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536")
        try CatalogVacuum.migrate(database)
      }
      try CatalogRanking.register(on: database, weights: rankingWeights)
      try CatalogHeadlineMatch.register(on: database)
      try CatalogMatchedTerms.register(on: database)
      try CatalogTitleContains.register(on: database)
      try CatalogExactTitle.register(on: database)
      try CatalogTitleWordStart.register(on: database)
      // A catalog from before migration 6 (8) opened read-only keeps text (47-bit) title keys;
      // one from before migration 7 keeps FTS5's own row sizes.
      let version = try database.userVersion()
      compactRows = version >= CatalogCompactRowsMigration.version
      titleKeyForm = CatalogRow.TitleKeyForm(schemaVersion: version)
      keptLengths = try !database.scalar(
        "SELECT 1 FROM pragma_table_info('catalog_docs') WHERE name = 'length'"
      ).isNull
      // A catalog written by an older version and opened read-only has no kept counts yet
      // (the next import migrates it); its searches count every match.
      hasKeptCounts = try !database.scalar(
        "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'catalog_counts'"
      ).isNull
    } catch {
      throw SQLiteError.bookshelfError(error, path: path)
    }
  }

  /// Brings an existing catalog written by an older version up to date before it is opened
  /// read-only (searches open it so), when the file can be written: e.g. migration 4 adds the
  /// title initials of 초성 search, which a read-only catalog would otherwise lack until the
  /// next import. Does nothing for a current, missing, locked or unwritable file (the read-only
  /// catalog then works as that version did).
  static func migrateIfWritable(_ path: String) {
    // A short wait: a search never stalls behind another process's import (it migrates later).
    guard
      let database = try? Database(
        path: path, flags: [.readWrite, .noMutex], busyTimeout: .milliseconds(200))
    else { return }
    defer { try? database.close() }
    guard let version = try? database.userVersion(), version > 0, version < CatalogSchema.version
    else {
      return
    }
    _ = try? CatalogVacuum.migrate(database)
  }

  /// Closes the file. Later calls throw `BookshelfError.storage` (SQLite's "database is
  /// closed").
  /// - Throws: `BookshelfError.storage` when SQLite refuses to close.
  public func close() throws { try mapErrors { try database.close() } }

  /// Runs `body`, turning a database failure into the catalog file's `BookshelfError`
  /// (`SQLiteError.bookshelfError`); a `BookshelfError` passes unchanged.
  func mapErrors<T>(_ body: () throws -> T) throws(BookshelfError) -> T {
    do {
      return try body()
    } catch {
      throw SQLiteError.bookshelfError(error, path: path)
    }
  }

  // MARK: Search

  /// One page of results for `query` (see the type's search rules).
  /// - Returns: books with `source = "local"`; `totalCount` counts every searchable match
  ///   (exactly, whatever the page),
  ///   `isEnd` is true exactly when no row follows this page. No match is an empty page
  ///   (`totalCount` 0) whatever the page.
  /// - Throws: `BookshelfError.pageOutOfRange(provider: .local, page:, lastPage:)` for a page
  ///   past the last one when there are matches (as the online providers do);
  ///   `BookshelfError.invalidISBN` for an `isbn` field search whose text is not a valid ISBN
  ///   (as the online providers do; an `any` search that only looks like one finds nothing);
  ///   `BookshelfError.notADatabase` for a damaged file, `.storage` for a closed or unreadable
  ///   one.
  public func search(_ query: BookQuery) throws -> BookPage {
    // One read transaction: the count and the page see one snapshot, and the read lock is
    // taken once per search rather than once per statement.
    try mapErrors {
      try database.reading {
        searchDataVersion = nil
        defer { searchDataVersion = nil }
        return try page(for: query)
      }
    }
  }

  /// `search(_:)`, throwing `SQLiteError` for database failures.
  private func page(for query: BookQuery) throws -> BookPage {
    let size = min(query.pageSize, Self.maxPageSize)
    let offset = (query.page - 1) * size
    if query.field == .isbn || (query.field == .any && looksLikeISBN(query.text)) {
      let books = try Self.isbn(for: query).flatMap { try lookup($0) }.map { [$0] } ?? []
      if offset > 0 && !books.isEmpty {
        throw BookshelfError.pageOutOfRange(provider: .local, page: query.page, lastPage: 1)
      }
      return BookPage(books: books, totalCount: books.count, isEnd: true, page: query.page, pageSize: size)
    }
    guard let match = try searchMatch(for: query) else {
      return BookPage(books: [], totalCount: 0, isEnd: true, page: query.page, pageSize: size)
    }
    let total: Int
    if let countLimit {
      // A lower bound past the limit (`isEnd` false), as documented for `countLimit`.
      let counted = try matchCount(match, cap: countLimit).count
      if counted >= countLimit && offset < counted {
        return try search(query, match: match, total: counted, exact: false)
      }
      total = counted < countLimit ? counted : try exactMatchCount(query, match: match)
    } else {
      total = try exactMatchCount(query, match: match)
    }
    if total < Self.relaxationThreshold, let relaxed = try relaxedPage(for: query, match: match, total: total)
    {
      return relaxed
    }
    if total == 0 { return BookPage(books: [], totalCount: 0, isEnd: true, page: query.page, pageSize: size) }
    guard offset < total else {
      throw BookshelfError.pageOutOfRange(
        provider: .local, page: query.page, lastPage: (total + size - 1) / size)
    }
    return try search(query, match: match, total: total, exact: true)
  }

  /// Every match of `match` (the expression of `query`), counted: from `catalog_counts` for
  /// the broadest one-word queries, else by FTS5.
  private func exactMatchCount(_ query: BookQuery, match: String) throws -> Int {
    if let kept = try cachedMatchCount(for: query) { return kept }
    return try matchCount(match, cap: Int.max).count
  }

  /// The page of `query` once its matches are counted (`exact` false: `total` is the
  /// `countLimit` lower bound and the page ends before it).
  private func search(_ query: BookQuery, match: String, total: Int, exact: Bool) throws -> BookPage {
    let size = min(query.pageSize, Self.maxPageSize)
    let offset = (query.page - 1) * size
    guard offset < total else {
      return BookPage(books: [], totalCount: total, isEnd: true, page: query.page, pageSize: size)
    }
    let books = try rows(for: query, match: match, total: total, exact: exact, offset: offset, size: size)
    let capped = countLimit.map { total >= $0 } ?? false
    return BookPage(
      books: books, totalCount: total, isEnd: exact && !capped && offset + books.count >= total,
      page: query.page, pageSize: size)
  }

  /// The `size` rows of `query` (expression `match`, `total` matches, counted exactly when
  /// `exact`) from `offset` on, in ranking order.
  func rows(
    for query: BookQuery, match: String, total: Int, exact: Bool, offset: Int, size: Int
  ) throws -> [Book] {
    let exactTitles = query.field == .any || query.field == .title
    let key = CatalogTokenizer.titleKey(query.text)
    let titleKey = titleKeyForm.stored(key)
    var books: [Book] = []
    books.reserveCapacity(size)
    func read(_ form: CatalogQueryStatements.PageForm, _ arguments: [any SQLiteBindable]) throws {
      let (statement, columns) = try queryStatements.page(form, sort: query.sort, exactTitles: exactTitles)
      try statement.forEachRow(arguments) { books.append(CatalogRow.book(from: $0, columns)) }
    }
    // The plan `search` made for `match` (pruned phrases and their clause blob), else (the
    // relaxation's own expressions) those of the query's text, its heavy prefix expanded as
    // in `expandedExpression`.
    let plan = searchPlan.flatMap { $0.match == match ? $0 : nil }
    let textClauses = plan == nil ? try expandedClauses(CatalogTokenizer.clauses(query.text)) : []
    /// The `bookshelf_bm25` IDF counts, one per phrase (parameter 5 of the ranked forms).
    func hits() throws -> SQLiteValue {
      let phrases =
        plan?.phrases ?? Self.phraseExpressions(textClauses, columns: Self.columns(for: query.field))
      // One counted phrase (an expanded prefix's terms score as its first): its count is the total.
      if exact, phrases.first??.isEmpty == false,
        phrases.dropFirst().allSatisfy({ $0 == Self.continuedPhrase })
      {
        let counts = [Double(total)] + phrases.dropFirst().map { _ in CatalogRanking.continued }
        return .blob(counts.withUnsafeBytes { Data($0) })
      }
      return try self.hits(phrases)
    }
    let clauses =
      plan?.clauses ?? .blob(CatalogHeadlineMatch.clauseIndexes(textClauses))
    let wordStarts = CatalogTitleWordStart.runs(of: query.text).map(SQLiteValue.text) ?? .null
    if total <= Self.candidateWindow {
      try read(.ranked, [match, titleKey, size, offset, try hits(), clauses, key, wordStarts])
    } else {
      // A broad query lists its window (the most popular matches and the exact titles, see
      // `pageSQL`) first, then every other match in full ranking, so that paging through it
      // shows each match exactly once whatever the page size.
      // The window holds at least `candidateWindow` rows (there are more matches than that);
      // its exact size (exact titles beyond them) matters only to a page reaching past it.
      let window =
        offset + size <= Self.candidateWindow
        ? Self.candidateWindow
        : try queryStatements.windowCount(exactTitles: exactTitles).scalar([match, titleKey, key]).int ?? 0
      if offset < window {
        try read(.windowed, [match, titleKey, min(size, window - offset), offset, key])
      }
      if offset + size > window {
        try read(
          .excludingWindow,
          [
            match, titleKey, offset + size - max(offset, window), max(0, offset - window), try hits(),
            clauses, key, wordStarts,
          ])
      }
    }
    return books
  }

  /// The `bookshelf_bm25` IDF counts blob of `phrases` (`phraseExpressions`; nil entries, the
  /// forms of an open syllable, count as 1).
  func hits(_ phrases: [String?]) throws -> SQLiteValue {
    var hits: [Double] = []
    var version: Int64?  // read once per search, and only when a phrase is counted
    for phrase in phrases {
      guard let phrase else {
        hits.append(1)
        continue
      }
      if phrase == Self.continuedPhrase {
        hits.append(CatalogRanking.continued)
        continue
      }
      let current = try version ?? dataVersion()
      version = current
      hits.append(try phraseHits(phrase, version: current))
    }
    return .blob(hits.withUnsafeBytes { Data($0) })
  }

  /// Phrase document counts for `bm25`'s IDF are counted exactly up to this many, estimated
  /// above (the IDF of so common a phrase barely changes with its exact count).
  static let idfCountLimit = 2_000

  /// The number of rows matching `match`, counting at most `cap` + 1: exact (and `exact`
  /// true) when at most `cap`; otherwise `cap` itself, or with `estimate` the matches
  /// extrapolated from the rowid of the last counted one (at least `cap` + 1, `exact` false).
  /// - Throws: `SQLiteError`.
  func matchCount(_ match: String, cap: Int, estimate: Bool = false) throws -> (count: Int, exact: Bool) {
    guard cap < Int.max else {
      return (try queryStatements.count().scalar([match]).int ?? 0, true)
    }
    let statement = try queryStatements.cappedCount()
    var count = 0
    var last: Int64 = 0
    try statement.forEachRow([match, cap + (estimate ? 1 : 0)]) {
      count = $0.int(at: 0) ?? 0
      last = $0.int64(at: 1) ?? 0
    }
    guard estimate, count > cap, last > 0 else { return (min(count, cap), count <= cap) }
    let lastDoc = try queryStatements.lastDoc().scalar().int64 ?? 0
    let extrapolated = (Double(count) * Double(max(lastDoc, last)) / Double(last)).rounded()
    return (max(count, SafeNumber.int(extrapolated) ?? Int.max), false)
  }

  /// Rows matching one phrase expression (for `bm25`'s IDF), cached until the database
  /// changes (own writes or another connection's commit, seen through `data_version`).
  private func phraseHits(_ phrase: String, version: Int64) throws -> Double {
    if version != phraseHitsVersion || phraseHitsCache.count > 10_000 {
      phraseHitsCache.removeAll()
      phraseHitsVersion = version
    }
    if let hits = phraseHitsCache[phrase] { return hits }
    let hits = Double(try matchCount(phrase, cap: Self.idfCountLimit, estimate: true).count)
    phraseHitsCache[phrase] = hits
    return hits
  }

  /// One `MATCH` expression per phrase of `clauses` searched in `columns` (empty: all), in
  /// the order of the phrases of their expression: nil for an `uncounted` clause's phrases (an
  /// open syllable's forms: not counted, see `hits`); an `expanded` clause's first phrase is
  /// the whole clause (its IDF count is the prefix's) and the others `continuedPhrase`.
  static func phraseExpressions(_ clauses: [CatalogTokenizer.Clause], columns: [String]) -> [String?] {
    func filtered(_ phrase: String) -> String {
      columns.isEmpty ? phrase : "{\(columns.joined(separator: " "))} : (\(phrase))"
    }
    return clauses.flatMap { clause -> [String?] in
      if clause.expanded {
        return [filtered(clause.expression)] + clause.alternatives.dropFirst().map { _ in continuedPhrase }
      }
      return clause.alternatives.map { phrase -> String? in
        guard !clause.uncounted else { return nil }
        return filtered(phrase)
      }
    }
  }

  /// The phrase expression of an expanded prefix's later terms (`phraseExpressions`): scored
  /// with the clause's first phrase (`CatalogRanking.continued`), never counted.
  static let continuedPhrase = ""

  /// The FTS5 columns searched for `field` (empty: all).
  static func columns(for field: SearchField) -> [String] {
    switch field {
    case .title: ["title", "subtitle"]
    case .author: ["authors"]
    case .publisher: ["publisher"]
    case .any, .isbn: []
    }
  }

  /// The FTS5 `MATCH` expression of a text query, restricted to the field's columns
  /// (`title` = title and subtitle), or nil when the text has no searchable term.
  static func matchExpression(for query: BookQuery) -> String? {
    CatalogTokenizer.matchExpression(query.text, columns: columns(for: query.field))
  }

  /// `totalCount`: parameter 1 is the `MATCH` expression.
  static let countSQL = "SELECT count(*) FROM books_fts WHERE books_fts MATCH ?1"

  /// Matches ranked for a broad query: the first (most popular) ones in FTS5 rowid order.
  static let candidateWindow = 200

  /// One page: parameters 1 `MATCH` expression, 2 title key (stored form, see `titleKeyForm`),
  /// 3 limit, 4 offset, and the title key as text (7 in the normal forms, 5 in the windowed
  /// one) with which `CatalogExactTitle` confirms each row of the key's bucket (with
  /// `verifiedTitles` false, for the shell, the bucket alone decides).
  ///
  /// Normal form: every match is scored with `bm25` and ordered by exact title, clauses
  /// matched in the headline (`CatalogHeadlineMatch`, parameter 6 its clause blob), relevance
  /// band, popularity, `bm25`, rowid.
  ///
  /// `windowed` form (a broad query: more than `candidateWindow` matches, page inside the
  /// window): only the first `candidateWindow` matches in FTS5 rowid order (rows are indexed
  /// most-ratings-first, so these are the most popular matches) plus up to `candidateWindow`
  /// exact-title rows (`exactTitles`: for the `any` and `title` fields, where an equal title
  /// key means every query word is in the title) are ordered: exact title, then title
  /// containing the query as typed (title keys, so case, diacritics, spaces and punctuation
  /// are ignored: `titleContains`, by default `CatalogTitleContains` with parameter 5 the
  /// query's title key as text; nil leaves this order out), then popularity, then rowid.
  /// `bm25` is not computed there: FTS5's `bm25` counts every match of each phrase for its
  /// IDF (~40 ns per match), which alone would cost ~10 ms for a word in 250,000 of a million
  /// books. Exact-title rows are confirmed against their titles (`CatalogExactTitle`), so a
  /// title that only shares the query's bucket never enters the window.
  ///
  /// `excludingWindow` form (a broad query, past its window): the normal form without the
  /// window's rows, so the window and then the rest list every match once.
  static func pageSQL(
    sort: SearchSort, windowed: Bool = false, excludingWindow: Bool = false, exactTitles: Bool = true,
    scorer: String = scorer(keptLengths: true),
    headline: String = "\(CatalogHeadlineMatch.functionName)(books_fts, ?6)",
    titleContains: String? = "\(CatalogTitleContains.functionName)(b.title, ?5)",
    wordStarts: String? = CatalogTitleWordStart.sql(row: "b", runs: "?8"),
    verifiedTitles: Bool = true
  ) -> String {
    let newest = sort == .latest ? "b.published_date IS NULL, b.published_date DESC, " : ""
    let key = verifiedTitles ? (windowed ? "?5" : "?7") : nil
    let exact = CatalogExactTitle.sql(row: "b", bucket: "?2", key: key)
    if windowed {
      return """
        WITH m AS (\(windowRows(exactTitles: exactTitles, key: key)))
        SELECT \(CatalogRow.columns) FROM m JOIN catalog_docs d ON d.doc = m.id JOIN books b ON b.id = d.book_id
        ORDER BY \(newest)\(exact) DESC, \(titleContains.map { "\($0) DESC, " } ?? "")
          coalesce(b.ratings_count, 0) DESC, b.id
        LIMIT ?3 OFFSET ?4
        """
    }
    // Relevance bands: a row's bm25 relative to the best match, in quarters (1.0–0.75 is the
    // top band). Within a band, popularity decides; then bm25; then import order.
    let band = "min(3, CAST(m.score / (SELECT min(score) FROM m) * 4 AS INTEGER)) DESC"
    let window = excludingWindow ? "w AS (\(windowRows(exactTitles: exactTitles, key: key))), " : ""
    let rest = excludingWindow ? "WHERE m.id NOT IN (SELECT id FROM w)" : ""
    // The scoring CTE joins `catalog_docs` (the row's token count for `bm25`) and hands its
    // `book_id` on, so the outer query joins `books` only. (`CROSS JOIN`: FTS5 stays the outer
    // loop.)
    return """
      WITH \(window)m AS (
        SELECT books_fts.rowid AS id, d.book_id AS book, \(scorer) AS score, \(headline) AS headline
        FROM books_fts CROSS JOIN catalog_docs d ON d.doc = books_fts.rowid
        WHERE books_fts MATCH ?1)
      SELECT \(CatalogRow.columns) FROM m JOIN books b ON b.id = m.book
      \(rest)
      ORDER BY \(newest)\(exact) DESC, m.headline DESC, \(wordStarts.map { "\($0) DESC, " } ?? "")\(band),
        coalesce(b.ratings_count, 0) DESC, m.score, b.id
      LIMIT ?3 OFFSET ?4
      """
  }

  /// The `bookshelf_bm25` call of the ranked page forms: with `keptLengths`, the row's token
  /// count from `catalog_docs.length` (migration 7, `CatalogLeanIndexMigration`), else `NULL`
  /// (FTS5's own sizes, a catalog before it opened read-only). Needs `catalog_docs d` joined.
  static func scorer(keptLengths: Bool) -> String {
    "\(CatalogRanking.functionName)(books_fts, ?5, \(keptLengths ? "d.length" : "NULL"))"
  }

  /// The FTS5 rowids of a broad query's window: its first `candidateWindow` matches in rowid
  /// (popularity) order, and with `exactTitles` up to `candidateWindow` exact-title rows, which
  /// come from the title index, not from FTS5 (a MATCH restricted to a list of rowids re-seeks
  /// the whole doclist once per rowid), each confirmed against its title
  /// (`CatalogExactTitle`). Parameters 1 `MATCH` expression, 2 title key (stored form), and
  /// `key` the parameter of the title key as text (nil: the bucket alone, for the shell).
  static func windowRows(exactTitles: Bool, key: String?) -> String {
    let exact =
      exactTitles
      ? """
      UNION SELECT * FROM (
        SELECT d.doc AS id FROM books t JOIN catalog_docs d ON d.book_id = t.id
        WHERE \(CatalogExactTitle.condition(row: "t", bucket: "?2", key: key)) LIMIT \(candidateWindow))
      """ : ""
    return """
      SELECT * FROM (SELECT rowid AS id FROM books_fts WHERE books_fts MATCH ?1 LIMIT \(candidateWindow))
      \(exact)
      """
  }

  /// How many rows a broad query's window holds (parameters as `windowRows`, 3 the title key
  /// as text).
  static func windowCountSQL(exactTitles: Bool) -> String {
    "SELECT count(*) FROM (\(windowRows(exactTitles: exactTitles, key: "?3")))"
  }

  /// The two SQL statements `search` runs for a text query (count, then the page), with the
  /// parameters written as SQL literals, for running the same query in the `sqlite3` shell
  /// (benchmarks, debugging); the page statement is the windowed form `search` uses for a
  /// broad query when the page is inside the window, for a catalog of the current schema
  /// (title-key buckets). The shell has no Bookshelf functions, so it leaves out the order by
  /// title containing the query as typed (window rows that tie on exact title may list in
  /// another order) and does not confirm exact titles (`CatalogExactTitle`): a title sharing
  /// the query's 23-bit bucket (about one query in nine on a million titles) ranks as exact
  /// there, and may join a broad query's window. A ranked (not windowed) page scores with
  /// FTS5's own `bm25`, which since migration 7 has no row sizes (`columnsize = 0`; it sees -1),
  /// so its order differs from `search`'s: the shell figures are for timing. A heavy
  /// 3-character last word stays a prefix query there (no kept terms are read). Nil for ISBN
  /// queries and text without a searchable term.
  public static func shellStatements(for query: BookQuery) -> [String]? {
    func offset(_ query: BookQuery) -> Int { (query.page - 1) * min(query.pageSize, maxPageSize) }
    guard query.field != .isbn, let match = matchExpression(for: query) else { return nil }
    func literal(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
    let size = min(query.pageSize, maxPageSize)
    let windowed = offset(query) + size <= candidateWindow
    let page = pageSQL(
      sort: query.sort, windowed: windowed, exactTitles: query.field == .any || query.field == .title,
      scorer: "bm25(books_fts, \(CatalogRanking.sqlWeights))", headline: "0", titleContains: nil,
      wordStarts: nil, verifiedTitles: false
    )
    .replacingOccurrences(of: "?1", with: literal(match))
    .replacingOccurrences(
      of: "?2", with: String(CatalogRow.titleHash(CatalogTokenizer.titleKey(query.text)))
    )
    .replacingOccurrences(of: "?3", with: String(size))
    .replacingOccurrences(of: "?4", with: String(offset(query)))
    return [countSQL.replacingOccurrences(of: "?1", with: literal(match)), page]
  }

  /// True when `text` is only digits, `X`/`x`, hyphens and spaces with 10 or 13 digits, i.e.
  /// the user meant an ISBN (valid or not).
  func looksLikeISBN(_ text: String) -> Bool {
    var digits = 0
    for ch in text {
      if ch.isASCII, ch.isNumber {
        digits += 1
      } else if ch != "-" && ch != " " && ch != "X" && ch != "x" {
        return false
      }
    }
    return digits == 10 || digits == 13 || (digits == 9 && text.last.map { "Xx".contains($0) } == true)
  }

  /// The ISBN an ISBN lookup searches for: for the `isbn` field the text must be one; for
  /// `any`, nil when it is not (no match).
  /// - Throws: `BookshelfError.invalidISBN` (the text and why) for the `isbn` field.
  static func isbn(for query: BookQuery) throws(BookshelfError) -> ISBN? {
    guard query.field == .isbn else { return ISBN.parse(query.text) }
    do {
      return try ISBN(query.text)
    } catch {
      throw .invalidISBN(query.text, error)
    }
  }

  /// The book with this ISBN (ISBN-10 and ISBN-13 forms find the same row), preferring the
  /// row imported first; nil when the catalog has none.
  /// - Throws: `BookshelfError.notADatabase` for a damaged file, `.storage` for a closed or
  ///   unreadable one.
  public func lookup(_ isbn: ISBN) throws -> Book? {
    try mapErrors {
      let sql =
        "SELECT \(CatalogRow.columns) FROM books b WHERE b.isbn13 = ?1 ORDER BY b.indexed DESC, b.id LIMIT 1"
      let statement = try database.cachedStatement(sql)
      let columns = try CatalogRow.Columns(statement)
      var found: Book?
      try statement.forEachRow([isbn.isbn13]) { found = CatalogRow.book(from: $0, columns) }
      return found
    }
  }

  // MARK: Statistics

  /// Row counts and file sizes of the catalog (the database file and its write-ahead log).
  /// - Throws: `BookshelfError.notADatabase` for a damaged file, `.storage` for a closed or
  ///   unreadable one.
  public func statistics() throws -> CatalogStatistics {
    try mapErrors {
      let total = try database.scalar("SELECT count(*) FROM books").int ?? 0
      let searchable = try database.scalar("SELECT count(*) FROM catalog_docs").int ?? 0
      var bySource: [String: Int] = [:]
      for row in try database.query(
        "SELECT source, count(*) AS rows FROM books GROUP BY source ORDER BY source")
      {
        bySource[CatalogRow.sourceName(stored: row["source"]) ?? "", default: 0] += row["rows"].int ?? 0
      }
      return CatalogStatistics(
        path: path, rows: total, searchableRows: searchable, rowsBySource: bySource,
        fileSize: Self.fileSize(path), walSize: Self.fileSize(path + "-wal"))
    }
  }

  /// Bytes of the file at `path`; 0 when there is none.
  static func fileSize(_ path: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }
}
