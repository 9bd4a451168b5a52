import BookshelfCore
import Foundation

extension ShelfStore {
  /// Imports the shelf entries in the file at `path`, in one transaction.
  ///
  /// An import never erases or degrades what is saved: for a book already on the shelf, the
  /// saved `id`, `source`, `addedAt` and every field the file lacks are kept, and tags are
  /// merged (`ImportMerge` lists the rules: the file's status, rating, note and dates win when
  /// the file has them).
  ///
  /// Idempotent: importing the same file again reports every entry `unchanged`. Atomic: when a
  /// row is malformed (bad CSV quoting, unknown status, rating outside 1–5, bad date, no key,
  /// a text longer than `TextLimits` allows) nothing is imported and the error names the line — unless `partial` is true, in which case
  /// such rows are skipped and listed in the report. A row for a book already seen earlier in
  /// the same file is skipped (and reported) either way. JSON imports keep each entry's
  /// `updatedAt`; CSV and Goodreads imports stamp it from the clock. A book number no book can
  /// have (an `averageRating` outside 0–5 such as `1e300` or `inf`, a negative count or amount)
  /// does not refuse the row: the entry is imported without it and `droppedNumbers` lists it
  /// with its line.
  ///
  /// A Goodreads file is read twice: once to decide the order of its dates when a spreadsheet
  /// wrote them with the year last (`GoodreadsDates.scan`, reported in `dateOrder`), then to
  /// import. Its days (`Date Read`, …) are days in `timeZone`. A cell that cannot be read
  /// (`########`) or an identifier in scientific notation is left out and listed in
  /// `warnings`; the row is imported.
  /// - Parameters:
  ///   - path: the file.
  ///   - format: nil to detect it (`ExchangeFormat.detect`).
  ///   - partial: skip malformed rows instead of failing.
  ///   - timeZone: the user's time zone, for Goodreads' day-only dates (the CLI passes
  ///     `TimeZone.current`).
  /// - Returns: the counts, the skipped rows and the warnings.
  /// - Throws: `BookshelfError.invalidInput(what: .row(…), problem: .row(…))` for a malformed
  ///   row; `.invalidInput(what: .file(path), …)` for a file that is not UTF-8, empty, not a JSON
  ///   array, has more than `JSONRowSource.entryLimit` entries, or lacks a required column;
  ///   `.interrupted(signal: 0)` when the task running it is cancelled; `.notUTF8` for a CSV that looks like Windows-1252 or
  ///   CP949; `.file` when it cannot be read; storage errors.
  public func importEntries(
    from path: String, format: ExchangeFormat? = nil, partial: Bool = false,
    timeZone: TimeZone = TimeZone.gmt
  ) throws -> ImportReport {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw BookshelfError.file(path: path, problem: .notOpened)
    }
    defer { try? handle.close() }
    return try importEntries(
      from: .file(handle, path: path), format: format, partial: partial, timeZone: timeZone)
  }

  /// The import of `importEntries(from:format:partial:timeZone:)`, from a file or from memory.
  func importEntries(
    from input: ImportInput, format: ExchangeFormat?, partial: Bool, timeZone: TimeZone
  ) throws -> ImportReport {
    let path = input.name
    return try readingFile(path) {
      let format = try format ?? ExchangeFormat.detect(path: path, head: try input.head(1024))
      let now = self.now
      let source: any ImportRowSource
      var days = LocalDays.utc
      var dateOrder: ImportReport.DateOrder?
      let notUTF8Head = { (try? input.head(4 << 20)).map { Data($0) } }
      switch format {
      case .json:
        source = try JSONRowSource(input: input, path: path, now: now)
      case .csv:
        source = try CSVRowSource(
          reader: input.csvReader(), path: path, required: ShelfCSV.requiredColumns, head: notUTF8Head
        ) { header, fields, _ in try ShelfCSV.entry(header: header, fields: fields, now: now) }
      case .goodreads:
        days = LocalDays(timeZone: timeZone)
        dateOrder = try GoodreadsDates.scan(input.csvReader())
        let dates = GoodreadsDates(
          order: dateOrder?.order ?? .monthDayYear, days: days, latestYear: days.day(of: now()).year)
        source = try CSVRowSource(
          reader: input.csvReader(), path: path, required: GoodreadsImport.requiredColumns,
          head: notUTF8Head
        ) { header, fields, warnings in
          try GoodreadsImport.entry(
            header: header, fields: fields, now: now, dates: dates, warnings: &warnings)
        }
      }
      var report = try mapErrors {
        try database.transaction {
          try importRows(
            from: source, path: path, unit: format == .json ? .entry : .line,
            keepingUpdatedAt: format == .json, partial: partial, days: days)
        }
      }
      report.dateOrder = dateOrder
      return report
    }
  }

  private func importRows(
    from source: any ImportRowSource, path: String, unit: RowUnit, keepingUpdatedAt: Bool,
    partial: Bool, days: LocalDays
  ) throws -> ImportReport {
    var report = ImportReport()
    var firstLineOfKey: [String: Int] = [:]
    func skip(_ line: Int, _ reason: SkipReason) throws {
      guard partial else {
        throw BookshelfError.invalidInput(
          what: .row(path: path, unit: unit, number: line), problem: .row(reason))
      }
      report.skipped.append(.init(line: line, reason: reason))
    }
    var rows = 0
    while let row = try source.next() {
      rows += 1
      try ImportCancellation.check(rows)
      switch row {
      case .invalid(let line, let reason):
        try skip(line, reason)
      case .entry(let line, var entry, let warnings):
        // A number no book can have is left out (and reported), not a reason to refuse the row.
        let dropped = entry.book.dropInvalidNumbers(line: line)
        let normalized: ShelfEntry
        do {
          normalized = try Self.normalized(entry)
        } catch BookshelfError.invalidRating(let text) {
          try skip(line, .badRating(text))
          continue
        } catch BookshelfError.invalidInput(_, .row(let reason)) {
          try skip(line, reason)
          continue
        }
        if let violation = TextLimits.violation(in: normalized) {
          try skip(line, violation.skipReason)
          continue
        }
        let key = ShelfEntry.key(for: normalized.book)
        if let first = firstLineOfKey[key] {
          report.skipped.append(.init(line: line, reason: .sameBook(unit: unit, number: first)))
          continue
        }
        firstLineOfKey[key] = line
        report.warnings += warnings
        report.droppedNumbers += dropped
        let merge = { ImportMerge.merged($0, over: $1, days: days) }
        switch try store(normalized, keepingUpdatedAt: keepingUpdatedAt, merge: merge) {
        case .added: report.added += 1
        case .updated: report.updated += 1
        case .unchanged: report.unchanged += 1
        }
      }
    }
    return report
  }

  /// Writes every entry (newest first) in `format` to the file at `path`, atomically: a
  /// temporary file in the same directory is renamed over `path` only when complete. A
  /// symbolic link at `path` is refused (never followed); a file replaced keeps its mode (see
  /// `AtomicFile`). Goodreads' day-only dates are the days in `timeZone` (the CLI passes
  /// `TimeZone.current`).
  /// - Parameter interrupted: polled before each 1 MiB written and before the rename; when it
  ///   returns a signal number the temporary file is removed, `path` is left as it was, and
  ///   `BookshelfError.interrupted(signal:)` is thrown (how `export -o` honours Ctrl-C/SIGTERM).
  /// - Returns: the number of entries written.
  /// - Throws: `BookshelfError.file` when the file cannot be written, or when `path` is a
  ///   symbolic link, FIFO, device, socket or directory (it is left untouched);
  ///   `.interrupted`; storage errors.
  @discardableResult
  public func exportEntries(
    format: ExchangeFormat, toFile path: String, timeZone: TimeZone = TimeZone.gmt,
    interrupted: @escaping @Sendable () -> Int32? = { nil }
  ) throws -> Int {
    let entries = try entries(matching: ShelfFilter(), sortedBy: .added)
    let checkpoint = {
      if let signal = interrupted() { throw BookshelfError.interrupted(signal: signal) }
    }
    try AtomicFile.write(to: path, checkpoint: checkpoint) { handle in
      try Self.write(entries, format: format, days: LocalDays(timeZone: timeZone)) { data in
        var offset = 0
        while offset < data.count {
          try checkpoint()
          let end = min(data.count, offset + Self.exportSlice)
          try handle.write(contentsOf: data[offset..<end])
          offset = end
        }
      }
    }
    return entries.count
  }

  /// The most bytes written between two interruption checks of an export to a file.
  static let exportSlice = 1 << 20

  /// Writes every entry (newest first) in `format` to `handle` (e.g. standard output), with
  /// Goodreads' days in `timeZone`.
  /// - Returns: the number of entries written.
  /// - Throws: `BookshelfError.file(path: "-", …)` when writing fails; storage errors.
  @discardableResult
  public func exportEntries(
    format: ExchangeFormat, to handle: FileHandle, timeZone: TimeZone = TimeZone.gmt
  ) throws -> Int {
    let entries = try entries(matching: ShelfFilter(), sortedBy: .added)
    do {
      try Self.write(entries, format: format, days: LocalDays(timeZone: timeZone), to: handle)
    } catch let error as BookshelfError {
      throw error
    } catch {
      throw BookshelfError.file(path: "-", problem: .outputNotWritten)
    }
    return entries.count
  }

  static func write(
    _ entries: [ShelfEntry], format: ExchangeFormat, days: LocalDays, to handle: FileHandle
  ) throws {
    try write(entries, format: format, days: days) { try handle.write(contentsOf: $0) }
  }

  /// The bytes `export` writes for `entries` in `format` (e.g. for `shelf --json`, or to print
  /// an export to a `TextOutput`): JSON is a pretty-printed array of `ShelfEntry` with ISO 8601
  /// dates and a final newline; the CSV formats start with their header row; Goodreads' days
  /// are the days in `timeZone`.
  /// - Throws: `EncodingError` only for values JSON cannot hold (never for shelf entries).
  public static func exportData(
    _ entries: [ShelfEntry], format: ExchangeFormat, timeZone: TimeZone = TimeZone.gmt
  ) throws -> Data {
    var data = Data()
    try write(entries, format: format, days: LocalDays(timeZone: timeZone)) { data.append($0) }
    return data
  }

  static func write(
    _ entries: [ShelfEntry], format: ExchangeFormat, days: LocalDays,
    sink: @escaping (Data) throws -> Void
  ) throws {
    switch format {
    case .json:
      var writer = ShelfJSONWriter()
      writer.write(entries)
      try sink(Data(writer.bytes))
    case .csv:
      let writer = CSVWriter(sink: sink)
      try writer.write(ShelfCSV.columns)
      for entry in entries { try writer.write(ShelfCSV.fields(entry)) }
      try writer.finish()
    case .goodreads:
      let writer = CSVWriter(sink: sink)
      try writer.write(GoodreadsExport.header)
      for entry in entries { try writer.write(GoodreadsExport.fields(entry, days: days)) }
      try writer.finish()
    }
  }

  /// Runs `body`, turning I/O errors (not `BookshelfError`) into `.file(path:…)`.
  private func readingFile<T>(_ path: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as BookshelfError {
      throw error
    } catch {
      throw BookshelfError.file(path: path, problem: .notRead)
    }
  }
}
