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
  /// `updatedAt`; CSV and Goodreads imports stamp it from the clock.
  /// - Parameters:
  ///   - path: the file.
  ///   - format: nil to detect it (`ExchangeFormat.detect`).
  ///   - partial: skip malformed rows instead of failing.
  /// - Returns: the counts and the skipped rows.
  /// - Throws: `BookshelfError.invalidInput(what: "<path> line N", reason:)` for a malformed
  ///   row; `.invalidInput(what: path, …)` for a file that is not UTF-8, empty, not a JSON
  ///   array, or lacks a required column; `.file` when it cannot be read; storage errors.
  public func importEntries(
    from path: String, format: ExchangeFormat? = nil, partial: Bool = false
  ) throws -> ImportReport {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw BookshelfError.file(path: path, reason: "the file cannot be opened")
    }
    defer { try? handle.close() }
    return try readingFile(path) {
      let head = try handle.read(upToCount: 1024) ?? Data()
      try handle.seek(toOffset: 0)
      let format = format ?? ExchangeFormat.detect(path: path, head: [UInt8](head))
      let now = self.now
      let source: any ImportRowSource
      switch format {
      case .json:
        source = try JSONRowSource(data: try handle.readToEnd() ?? Data(), path: path)
      case .csv:
        source = try CSVRowSource(
          reader: StreamingCSVReader(fileHandle: handle, strict: true), path: path,
          required: ShelfCSV.requiredColumns
        ) { try ShelfCSV.entry(header: $0, fields: $1, now: now) }
      case .goodreads:
        source = try CSVRowSource(
          reader: StreamingCSVReader(fileHandle: handle, strict: true), path: path,
          required: GoodreadsImport.requiredColumns
        ) { try GoodreadsImport.entry(header: $0, fields: $1, now: now) }
      }
      return try mapErrors {
        try database.transaction {
          try importRows(
            from: source, path: path, unit: format == .json ? "entry" : "line",
            keepingUpdatedAt: format == .json, partial: partial)
        }
      }
    }
  }

  private func importRows(
    from source: any ImportRowSource, path: String, unit: String, keepingUpdatedAt: Bool,
    partial: Bool
  ) throws -> ImportReport {
    var report = ImportReport()
    var firstLineOfKey: [String: Int] = [:]
    func skip(_ line: Int, _ reason: String) throws {
      guard partial else {
        throw BookshelfError.invalidInput(what: "\(path) \(unit) \(line)", reason: reason)
      }
      report.skipped.append(.init(line: line, reason: reason))
    }
    while let row = try source.next() {
      switch row {
      case .invalid(let line, let reason):
        try skip(line, reason)
      case .entry(let line, let entry):
        let normalized: ShelfEntry
        do {
          normalized = try Self.normalized(entry)
        } catch BookshelfError.invalidRating(let text) {
          try skip(line, "rating \"\(text)\" is not a whole number from 1 to 5")
          continue
        } catch BookshelfError.invalidInput(_, let reason) {
          try skip(line, reason)
          continue
        }
        if let violation = TextLimits.violation(in: normalized) {
          try skip(line, violation.reason)
          continue
        }
        let key = ShelfEntry.key(for: normalized.book)
        if let first = firstLineOfKey[key] {
          report.skipped.append(.init(line: line, reason: "the same book as \(unit) \(first)"))
          continue
        }
        firstLineOfKey[key] = line
        switch try store(normalized, keepingUpdatedAt: keepingUpdatedAt, merge: ImportMerge.merged) {
        case .added: report.added += 1
        case .updated: report.updated += 1
        case .unchanged: report.unchanged += 1
        }
      }
    }
    return report
  }

  /// Writes every entry (newest first) in `format` to the file at `path`, atomically: a
  /// temporary file in the same directory is renamed over `path` only when complete. A symbolic
  /// link at `path` stays a link: its final target is replaced (see `AtomicFile`).
  /// - Returns: the number of entries written.
  /// - Throws: `BookshelfError.file` when the file cannot be written, or when `path` (or the
  ///   link's target) is a FIFO, device, socket or directory (it is left untouched); storage
  ///   errors.
  @discardableResult
  public func exportEntries(format: ExchangeFormat, toFile path: String) throws -> Int {
    let entries = try entries(matching: ShelfFilter(), sortedBy: .added)
    try AtomicFile.write(to: path) { try Self.write(entries, format: format, to: $0) }
    return entries.count
  }

  /// Writes every entry (newest first) in `format` to `handle` (e.g. standard output).
  /// - Returns: the number of entries written.
  /// - Throws: `BookshelfError.file(path: "-", …)` when writing fails; storage errors.
  @discardableResult
  public func exportEntries(format: ExchangeFormat, to handle: FileHandle) throws -> Int {
    let entries = try entries(matching: ShelfFilter(), sortedBy: .added)
    do {
      try Self.write(entries, format: format, to: handle)
    } catch let error as BookshelfError {
      throw error
    } catch {
      throw BookshelfError.file(path: "-", reason: "the output cannot be written")
    }
    return entries.count
  }

  static func write(_ entries: [ShelfEntry], format: ExchangeFormat, to handle: FileHandle) throws {
    try write(entries, format: format) { try handle.write(contentsOf: $0) }
  }

  /// The bytes `export` writes for `entries` in `format` (e.g. for `shelf --json`, or to print
  /// an export to a `TextOutput`): JSON is a pretty-printed array of `ShelfEntry` with ISO 8601
  /// dates and a final newline; the CSV formats start with their header row.
  /// - Throws: `EncodingError` only for values JSON cannot hold (never for shelf entries).
  public static func exportData(_ entries: [ShelfEntry], format: ExchangeFormat) throws -> Data {
    var data = Data()
    try write(entries, format: format) { data.append($0) }
    return data
  }

  static func write(
    _ entries: [ShelfEntry], format: ExchangeFormat, sink: @escaping (Data) throws -> Void
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
      for entry in entries { try writer.write(GoodreadsExport.fields(entry)) }
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
      throw BookshelfError.file(path: path, reason: "the file cannot be read")
    }
  }
}
