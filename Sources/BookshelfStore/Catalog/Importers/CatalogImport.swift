import BookshelfCore
import Foundation

/// The file formats `bookshelf catalog import` reads.
public enum CatalogImportFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// goodbooks-10k `books.csv` (`book_id, goodreads_book_id, …, isbn, isbn13, authors, …`).
  case goodbooks
  /// A Goodreads "Export Library" CSV (`Book Id, Title, Author, …, ISBN, ISBN13, …`).
  case goodreads
  /// A JSON array of Aladin Open API items (`title, author, isbn13, itemId, …`).
  case aladin
  /// gutenbergr `gutenberg_metadata.csv` (`gutenberg_id, title, author, …`).
  case gutenberg
  /// A CSV whose header names `Book` fields (`title, authors, isbn13, …`).
  case csv
  /// Books as `bookshelf` prints them: a JSON array of `Book` objects, the object printed by
  /// `search --json` (its `books`), or a shelf export (`export --format json`: each entry's
  /// `book`).
  case json
  /// The National Library of Korea's linked open data in JSON-LD: documents whose `@graph`
  /// holds `nlon:Book` records (`title`, `label`, `creator`, `isbn`, …; `NLKMapping`).
  case nlk
}

/// Progress of a running import, reported every few thousand rows and once at the end of
/// each phase.
public struct CatalogImportProgress: Sendable, Hashable {
  /// The two steps of an import.
  public enum Phase: Sendable, Hashable {
    /// Reading the file and storing its rows; `rowsDone` counts source rows.
    case reading
    /// Adding the new and changed rows to the FTS5 index (after the rows, inside the same
    /// transaction; most of the time of a large import); `rowsDone` counts indexed rows. Not
    /// reported by a first import into an empty catalog that indexes each row as it stores it
    /// (`CatalogStreamingIndex`): its reading includes the indexing.
    case indexing
  }
  /// Source rows read (`reading`) or rows indexed (`indexing`) so far.
  public var rowsDone: Int
  /// All source rows of the file when known (counted before the import starts), or all rows
  /// to index.
  public var totalRows: Int?
  /// The step the counts are of.
  public var phase: Phase

  /// Creates a progress report.
  public init(rowsDone: Int, totalRows: Int?, phase: Phase = .reading) {
    self.rowsDone = rowsDone
    self.totalRows = totalRows
    self.phase = phase
  }
}

/// What an import did.
public struct CatalogImportSummary: Sendable, Hashable, Codable {
  /// One source row that was not imported.
  public struct SkippedRow: Sendable, Hashable, Codable {
    /// 1-based line of the CSV record, or 1-based element number in a JSON array.
    public var line: Int
    /// Why (e.g. `no title`, `not an Aladin item object`).
    public var reason: SkipReason
  }
  /// The format read.
  public var format: CatalogImportFormat
  /// New rows.
  public var imported = 0
  /// Existing rows (same source and key) whose fields changed.
  public var updated = 0
  /// Existing rows already identical.
  public var unchanged = 0
  /// Rows not imported, in file order.
  public var skipped: [SkippedRow] = []
  /// Values of imported rows that no book can have (`averageRating` 1e300, a negative count),
  /// left out of the stored row, in file order, each with its `line`.
  public var droppedNumbers: [DroppedNumber] = []
  /// Source rows read.
  public var rowsRead = 0

  /// Creates an empty summary.
  public init(format: CatalogImportFormat) { self.format = format }
}

/// One item produced by a format's reader.
enum CatalogSourceItem {
  case record(line: Int, CatalogRecord)
  case skip(line: Int, reason: SkipReason)
}

/// A CSV header that lacks the columns a format needs (`header`: which format's);
/// `CatalogImporter` reports it as `BookshelfError.invalidInput` naming the file.
struct CatalogHeaderMismatch: Error {
  let header: CatalogHeader
}

/// A format's reader: yields items one by one (streaming) and how many source rows it read.
protocol CatalogRecordSource: AnyObject {
  /// The next item, or nil at the end.
  func next() throws -> CatalogSourceItem?
  /// Source rows read so far.
  var rowsRead: Int { get }
}

/// Runs imports into a `LocalCatalog`.
public enum CatalogImporter {
  /// Imports `file` in `format` into `catalog` in one transaction, streaming (constant memory).
  /// - Parameters:
  ///   - mappings: the provider adapters' mappings of saved wire records (`.aladin` needs
  ///     `mappings.aladin`; the composition root passes the Aladin adapter's).
  ///   - progressInterval: rows between progress calls (default 2,000); also called at the end
  ///     of reading, then in the `indexing` phase (from 0 to the rows to index) when any row
  ///     is new or changed and was not indexed while reading (`CatalogStreamingIndex`).
  ///   - progress: called with rows read (or indexed) and the total when known; an error it
  ///     throws stops the import, which is rolled back, and is rethrown (how `catalog import`
  ///     stops on Ctrl-C).
  /// After the transaction commits, the write-ahead log is copied into the database and
  /// truncated to 0 bytes (`checkpointWAL`), so no WAL as large as the import stays behind.
  /// - Returns: counts of imported, updated, unchanged and skipped rows (with lines and reasons).
  /// - Throws: `BookshelfError.invalidInput` (exit status 2, naming `file`'s path) when a CSV
  ///   record is not UTF-8 (`it is not UTF-8 text (line N)`), the CSV header lacks the
  ///   format's columns, or a JSON file is not UTF-8, not one of the accepted shapes, cut short
  ///   or followed by more text; `BookshelfError.file` when the file cannot be opened;
  ///   a database failure as `BookshelfError` (`.storage` naming the catalog, e.g. locked by
  ///   another writer; `.notADatabase` for a damaged catalog); `CatalogWireMappings.Missing`
  ///   for `.aladin` without `mappings.aladin`; what `progress` throws. Nothing is committed
  ///   when it throws.
  public static func run(
    file: URL, format: CatalogImportFormat, into catalog: LocalCatalog,
    mappings: CatalogWireMappings = CatalogWireMappings(), progressInterval: Int = 2_000,
    progress: (CatalogImportProgress) throws -> Void = { _ in }
  ) throws -> CatalogImportSummary {
    do {
      return try run(
        file: file, format: format, into: catalog, mappings: mappings, progressInterval: progressInterval,
        largeImportRows: largeImportRows, progress: progress)
    } catch let error as SQLiteError {
      throw error.bookshelfError(path: catalog.path)
    }
  }

  /// `run` with the size above which an import counts as large (tests use 0), and whether an
  /// import into an empty catalog may index rows as they are stored (`CatalogStreamingIndex`;
  /// tests compare both paths).
  static func run(
    file: URL, format: CatalogImportFormat, into catalog: LocalCatalog,
    mappings: CatalogWireMappings = CatalogWireMappings(), progressInterval: Int = 2_000,
    largeImportRows: Int, streamIndex: Bool = true,
    progress: (CatalogImportProgress) throws -> Void = { _ in }
  ) throws -> CatalogImportSummary {
    let total = try? totalRows(file: file, format: format)
    var source = try makeSource(file: file, format: format, mappings: mappings)
    var summary = CatalogImportSummary(format: format)
    // A large import touches index pages all over a file of hundreds of MB: a larger page cache
    // (256 MiB instead of 64, allocated only as used) for its duration saves re-reading them.
    let large = (total ?? 0) > largeImportRows
    if large { try catalog.database.execute("PRAGMA cache_size = -262144") }
    defer { if large { try? catalog.database.execute("PRAGMA cache_size = -65536") } }
    let rollbackJournal = large && (try? useRollbackJournalIfEmpty(catalog.database)) == true
    defer { if rollbackJournal { restoreWAL(catalog.database) } }
    // `write` keeps the indexing callback only for its own duration.
    try withoutActuallyEscaping(progress) { progress in
      try importRows(
        from: &source, of: file, into: catalog, summary: &summary, total: total,
        progressInterval: progressInterval, rollbackJournal: rollbackJournal, streamIndex: streamIndex,
        reopen: { try makeSource(file: file, format: format, mappings: mappings) }, progress: progress)
    }
    summary.rowsRead = source.rowsRead
    // `write` checks for free pages after the rows it indexed itself; rows indexed as they
    // were stored (`CatalogStreamingIndex`) are checked here, the same way.
    if summary.imported >= CatalogVacuum.minimumIndexedRows, !catalog.database.isInTransaction {
      try CatalogVacuum.vacuumIfSparse(catalog.database)
    }
    checkpointWAL(catalog.database)
    return summary
  }

  /// The transaction of `run`: stores every row, then indexes them (reporting both phases).
  /// Into an empty catalog, rows are indexed as they are stored (`CatalogStreamingIndex`); when
  /// that attempt is abandoned, the file is read again from `reopen()` (replacing `source`)
  /// and imported the usual way.
  private static func importRows(
    from source: inout any CatalogRecordSource, of file: URL, into catalog: LocalCatalog,
    summary: inout CatalogImportSummary,
    total: Int?, progressInterval: Int, rollbackJournal: Bool, streamIndex: Bool,
    reopen: () throws -> any CatalogRecordSource,
    progress: @escaping (CatalogImportProgress) throws -> Void
  ) throws {
    var nextReport = progressInterval
    let indexing = { (done: Int, rows: Int) throws in
      try progress(CatalogImportProgress(rowsDone: done, totalRows: rows, phase: .indexing))
    }
    defer { catalog.preparedIndexTexts = nil }
    try catalog.write(indexProgress: indexing, indexProgressInterval: progressInterval) {
      // Into an empty catalog, the exact-title index is built once after the rows (a sort)
      // instead of row by row in random order; inside the transaction, so a failed import
      // rolls the drop back too.
      if rollbackJournal { try catalog.database.execute("DROP INDEX books_title_key") }
      let streaming = streamIndex ? try CatalogStreamingIndex.start(catalog, sourceRows: total) : nil
      let stored = try storeRows(
        from: source, of: file, into: catalog, summary: &summary, total: total,
        nextReport: &nextReport, progressInterval: progressInterval, streaming: streaming,
        progress: progress)
      if let streaming {
        if stored {
          try streaming.finish()
        } else {
          try streaming.abandon()
          summary = CatalogImportSummary(format: summary.format)
          source = try reopen()
          _ = try storeRows(
            from: source, of: file, into: catalog, summary: &summary, total: total,
            nextReport: &nextReport, progressInterval: progressInterval, streaming: nil,
            progress: progress)
        }
      }
      if rollbackJournal { try catalog.database.execute(CatalogSchema.titleKeyIndexSQL) }
      try progress(CatalogImportProgress(rowsDone: source.rowsRead, totalRows: total ?? source.rowsRead))
    }
  }

  /// Reads every item of `source` and stores its row, indexing it at once with `streaming`.
  /// - Returns: false when `streaming` refused a row (the caller abandons the attempt; the
  ///   rest of the file is not read).
  private static func storeRows(
    from source: any CatalogRecordSource, of file: URL, into catalog: LocalCatalog,
    summary: inout CatalogImportSummary, total: Int?, nextReport: inout Int, progressInterval: Int,
    streaming: CatalogStreamingIndex?, progress: (CatalogImportProgress) throws -> Void
  ) throws -> Bool {
    let indexTexts = CatalogPreparedIndexTexts()
    catalog.preparedIndexTexts = indexTexts
    // The file is parsed and each row turned into column values (and, when streaming, its
    // FTS5 texts) on a second thread, while this one writes.
    let queue = readAhead(
      source, file: file, allTexts: streaming != nil,
      counter: try FTS5TokenCounter(database: catalog.database))
    defer { queue.finish() }
    while let prepared = try queue.next() {
      let rowsRead = prepared.rowsRead
      summary.droppedNumbers += prepared.dropped
      switch prepared.row {
      case .skip(let line, let reason):
        summary.skipped.append(.init(line: line, reason: reason))
      case .values(let values):
        switch try catalog.upsert(packed: values) {
        case .inserted:
          summary.imported += 1
          let id = catalog.database.lastInsertRowID
          if let streaming {
            guard let texts = prepared.indexTexts,
              try streaming.index(id: id, popularity: prepared.popularity, texts: texts)
            else { return false }
          } else if let texts = prepared.indexTexts {
            indexTexts.keep(texts, for: id)
          }
        case .updated:
          // An earlier row of the file, already indexed, changed: not the plain path's order.
          if streaming != nil { return false }
          summary.updated += 1
        case .unchanged: summary.unchanged += 1
        }
      }
      if rowsRead >= nextReport {
        nextReport = rowsRead + progressInterval
        try progress(CatalogImportProgress(rowsDone: rowsRead, totalRows: total))
      }
    }
    return true
  }

  /// One source item as the writer needs it, with the source rows read up to it.
  struct PreparedRow: Sendable {
    enum Row: Sendable {
      /// `CatalogRow.values(for:)` of a record.
      case values(PackedValues)
      case skip(line: Int, reason: SkipReason)
    }
    var row: Row
    var rowsRead: Int
    /// Numbers left out of the record's book (`Book.dropInvalidNumbers()`), with its line.
    var dropped: [DroppedNumber] = []
    /// The row's FTS5 texts (`CatalogPreparedIndexTexts.prepare`), or nil.
    var indexTexts: CatalogPreparedIndexTexts.Texts?
    /// `coalesce(ratings_count, 0)` of the row: its place in the index order.
    var popularity: Int64 = 0
  }

  /// A queue that reads `source` (which the caller hands over until the queue is finished)
  /// and prepares each item on its own thread; with `allTexts`, every row's FTS5 texts, ASCII
  /// ones included (for `CatalogStreamingIndex`), their tokens counted by `counter` (handed
  /// over to that thread too).
  static func readAhead(
    _ source: any CatalogRecordSource, file: URL, allTexts: Bool = false, counter: FTS5TokenCounter
  ) -> ReadAheadQueue<PreparedRow> {
    let owned = HandedOver(source)
    let ownedCounter = HandedOver(counter)
    return ReadAheadQueue {
      guard let item = try next(owned.value, file: file) else { return nil }
      switch item {
      case .skip(let line, let reason):
        return PreparedRow(row: .skip(line: line, reason: reason), rowsRead: owned.value.rowsRead)
      case .record(let line, var record):
        // Every format's books pass here: a number no book can have is left out and reported.
        let dropped = record.book.dropInvalidNumbers(line: line)
        let values = CatalogRow.values(for: record)
        return PreparedRow(
          row: .values(PackedValues(values)), rowsRead: owned.value.rowsRead, dropped: dropped,
          indexTexts: CatalogPreparedIndexTexts.prepare(
            values, always: allTexts, counter: ownedCounter.value),
          popularity: values[19].int64 ?? 0)
      }
    }
  }

  /// A non-`Sendable` value moved to another thread: the sender does not touch it until that
  /// thread is done with it (`ReadAheadQueue.finish()`).
  struct HandedOver<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// The source's next item, with reader failures as `BookshelfError.invalidInput` naming
  /// `file` (and the line, as the shelf import does).
  static func next(_ source: any CatalogRecordSource, file: URL) throws -> CatalogSourceItem? {
    do {
      return try source.next()
    } catch let failure as StreamingCSVReader.Failure {
      throw invalidInput(failure, file: file)
    }
  }

  /// `failure` as the error users see: `<path> could not be read: it is not UTF-8 text (line N).`
  /// (A dropped record, `.malformed`, is a skipped row, not an error, where the sources read
  /// records; here only in the header.)
  static func invalidInput(_ failure: StreamingCSVReader.Failure, file: URL) -> BookshelfError {
    switch failure {
    case .notUTF8(let line): CSVRowSource.notUTF8(file.path, line)
    case .malformed(let line, let reason):
      .invalidInput(what: .row(path: file.path, unit: .line, number: line), problem: .row(.csv(reason)))
    case .unclosedQuote(let line):
      .invalidInput(what: .row(path: file.path, unit: .line, number: line), problem: .quoteNotClosed)
    case .mostlySwallowed(let line, let swallowed, let lines):
      .invalidInput(
        what: .row(path: file.path, unit: .line, number: line),
        problem: .mostlySwallowed(skipped: swallowed, lines: lines))
    }
  }

  /// Source rows above which an import uses a larger page cache (and, into an empty catalog,
  /// a rollback journal).
  static let largeImportRows = 100_000

  /// Switches an empty catalog from WAL to a rollback journal (`DELETE`, synchronous `FULL`)
  /// for a large first import; true when switched.
  ///
  /// Why: in WAL mode every page of the new file is written twice (to the WAL, then copied by
  /// the checkpoint); with a rollback journal pages are written once, and the journal holds
  /// only the few pages the empty file had. Durability is unchanged: the import is still one
  /// transaction, so an interrupted import (killed process, power loss) is rolled back from
  /// the journal on the next open and leaves the empty, consistent catalog; `FULL` keeps the
  /// journal synced before the file changes. Not done when the catalog has rows or another
  /// connection has it open (the switch then fails and the import stays in WAL).
  static func useRollbackJournalIfEmpty(_ database: Database) throws -> Bool {
    guard try database.scalar("SELECT NOT EXISTS (SELECT 1 FROM books)").int == 1 else {
      return false
    }
    // Do not wait for other connections: if there are any, the import just stays in WAL.
    let timeout = try database.scalar("PRAGMA busy_timeout").int ?? 5_000
    try database.execute("PRAGMA busy_timeout = 0")
    defer { try? database.execute("PRAGMA busy_timeout = \(timeout)") }
    let mode = try? database.scalar("PRAGMA journal_mode = DELETE").string?.lowercased()
    guard mode == "delete" else { return false }
    try database.execute("PRAGMA synchronous = FULL")
    return true
  }

  /// Back to WAL with synchronous `NORMAL` after a rollback-journal import.
  static func restoreWAL(_ database: Database) {
    _ = try? database.query("PRAGMA journal_mode = WAL")
    try? database.execute("PRAGMA synchronous = NORMAL")
  }

  static func makeSource(
    file: URL, format: CatalogImportFormat, mappings: CatalogWireMappings = CatalogWireMappings()
  ) throws -> any CatalogRecordSource {
    do {
      return try makeSourceForFormat(file: file, format: format, mappings: mappings)
    } catch let mismatch as CatalogHeaderMismatch {
      throw BookshelfError.invalidInput(what: .file(file.path), problem: .notCatalogFormat(mismatch.header))
    } catch let failure as StreamingCSVReader.Failure {
      throw invalidInput(failure, file: file)
    }
  }

  private static func makeSourceForFormat(
    file: URL, format: CatalogImportFormat, mappings: CatalogWireMappings
  ) throws -> any CatalogRecordSource {
    switch format {
    case .goodbooks: return try GoodbooksSource(csv: openCSV(file))
    case .goodreads: return try GoodreadsSource(csv: openCSV(file))
    case .gutenberg: return try GutenbergSource(csv: openCSV(file))
    case .csv: return try PlainCSVSource(csv: openCSV(file))
    case .aladin:
      guard let mapping = mappings.aladin else { throw CatalogWireMappings.Missing(format: format) }
      return try AladinSource(elements: openJSON(file, objectKey: nil), mapping: mapping)
    case .json: return try BookJSONSource(elements: openJSON(file, objectKey: BookJSONSource.objectKey))
    case .nlk: return try openNLK(file)
    }
  }

  static func openCSV(_ file: URL) throws -> StreamingCSVReader {
    do {
      return try StreamingCSVReader(url: file)
    } catch {
      throw BookshelfError.file(path: file.path, problem: .system(error.localizedDescription))
    }
  }

  static func openJSON(_ file: URL, objectKey: String?) throws -> JSONArrayReader {
    do {
      return try JSONArrayReader(url: file, objectKey: objectKey)
    } catch let error as BookshelfError {
      throw error
    } catch {
      throw BookshelfError.file(path: file.path, problem: .system(error.localizedDescription))
    }
  }

  /// Source rows of the file (CSV records minus the header, or JSON array elements).
  static func totalRows(file: URL, format: CatalogImportFormat) throws -> Int {
    switch format {
    case .aladin, .json:
      let reader = try JSONArrayReader(url: file, objectKey: format == .json ? BookJSONSource.objectKey : nil)
      var count = 0
      while try reader.skipElement() { count += 1 }
      return count
    case .nlk: return try NLKSource.countRecords(url: file)
    default:
      return max(0, try StreamingCSVReader.countRecords(url: file) - 1)
    }
  }

  /// The error for a file whose format cannot be guessed because it is UTF-16 (its header is
  /// then no CSV or JSON Bookshelf can read): `.notUTF8(…, line: 1, encoding: .utf16)`, with
  /// how to convert it; nil for any other file.
  public static func utf16Error(file: URL) -> BookshelfError? {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 4_096), LegacyTextEncoding.guess(data) == .utf16 else {
      return nil
    }
    return .notUTF8(path: file.path, line: 1, encoding: .utf16)
  }

  /// Guesses the format from the first bytes of `file`: a JSON array of objects with
  /// `itemId`/`mallType` is `aladin`, a JSON object with a `@graph` of `nlk:` records (or the
  /// NLK's `@context`) `nlk`, other JSON arrays and JSON objects `json`; a CSV header with
  /// `goodreads_book_id` is `goodbooks`, `Book Id` and `Exclusive Shelf` `goodreads`,
  /// `gutenberg_id` `gutenberg`, a `title` column `csv`.
  /// - Returns: nil when the header matches none of these.
  public static func guessFormat(file: URL) -> CatalogImportFormat? {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 8_192) else { return nil }
    let head = String(decoding: data, as: UTF8.self)
    let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if trimmed.hasPrefix("{") { return NLKSource.looksLikeNLK(head) ? .nlk : .json }
    if trimmed.hasPrefix("[") {
      return head.contains("\"itemId\"") || head.contains("\"mallType\"") ? .aladin : .json
    }
    let headerLine = trimmed.prefix { $0 != "\n" && $0 != "\r" }
    let header = CSVHeader((try? StreamingCSVReader(text: String(headerLine)).next())?.fields ?? [])
    if header.index("goodreads_book_id") != nil && header.index("isbn") != nil { return .goodbooks }
    if header.index("book id") != nil && header.index("exclusive shelf") != nil { return .goodreads }
    if header.index("gutenberg_id") != nil { return .gutenberg }
    if header.index("title") != nil { return .csv }
    return nil
  }
}
