import BookshelfCore
import Foundation

/// One row of an import file after mapping: an entry to save (with what was left out or
/// changed in its cells), or the reason it cannot be.
enum ImportRow {
  case entry(line: Int, ShelfEntry, warnings: [ImportReport.Warning] = [])
  case invalid(line: Int, reason: SkipReason)
}

/// A cell left out or changed while mapping a row (`ImportReport.Warning` without the line).
struct CellWarning: Sendable, Hashable {
  var kind: ImportReport.Warning.Kind
  var column: String
  var value: String
  var replacement: String?

  init(_ kind: ImportReport.Warning.Kind, _ column: String, _ value: String, replacement: String? = nil) {
    self.kind = kind
    self.column = column
    self.value = value
    self.replacement = replacement
  }

  func at(line: Int) -> ImportReport.Warning {
    ImportReport.Warning(line: line, kind: kind, column: column, value: value, replacement: replacement)
  }
}

/// Why one row cannot be imported (for the report).
struct RowProblem: Error {
  let reason: SkipReason
  init(_ reason: SkipReason) { self.reason = reason }
}

/// Reads mapped rows from an import file, one at a time.
protocol ImportRowSource {
  /// The next row, or nil at the end.
  /// - Throws: `BookshelfError` for a failure of the whole file (not UTF-8, missing header).
  func next() throws -> ImportRow?
}

/// Rows of a CSV file mapped by `map` (which adds its cell warnings to the `inout` list), with
/// reader failures turned into invalid rows (a malformed record, a field over 1 MiB) or a
/// whole-file error (not UTF-8, naming the likely encoding when the bytes tell, see
/// `LegacyTextEncoding.guess`; a quoted field not closed at the end of the file).
final class CSVRowSource: ImportRowSource {
  typealias Map = (CSVHeader, [String], inout [CellWarning]) throws -> ShelfEntry
  private let reader: StreamingCSVReader
  private let header: CSVHeader
  private let path: String
  private let map: Map
  /// The input's first 4 MiB, to name the encoding of bytes that are not UTF-8.
  private let head: () -> Data?

  /// Reads the header and checks that `required` columns are present.
  /// - Throws: `BookshelfError.invalidInput` for an empty file, a missing column, or bytes
  ///   that are not UTF-8 (`.notUTF8` when they look like a known older encoding).
  /// - Parameter head: the input's first 4 MiB (for `.notUTF8`); nil reads them from `path`.
  init(
    reader: StreamingCSVReader, path: String, required: [[String]],
    head: (() -> Data?)? = nil, map: @escaping Map
  ) throws {
    self.reader = reader
    self.path = path
    self.map = map
    self.head = head ?? { Self.fileHead(path) }
    let first: StreamingCSVReader.Record?
    do {
      first = try reader.next()
    } catch StreamingCSVReader.Failure.notUTF8(let line) {
      throw Self.notUTF8(path, line, head: self.head())
    } catch StreamingCSVReader.Failure.malformed(_, let reason) {
      throw BookshelfError.invalidInput(what: .file(path), problem: .headerMalformed(reason))
    } catch StreamingCSVReader.Failure.unclosedQuote(let line) {
      throw Self.unclosedQuote(path, line)
    }
    guard let first else {
      throw BookshelfError.invalidInput(what: .file(path), problem: .empty)
    }
    header = CSVHeader(first.fields)
    for alternatives in required where !alternatives.contains(where: header.has) {
      throw BookshelfError.invalidInput(
        what: .file(path), problem: .headerMissingColumn(alternatives: alternatives))
    }
  }

  func next() throws -> ImportRow? {
    let record: StreamingCSVReader.Record
    do {
      guard let next = try reader.next() else { return nil }
      record = next
    } catch StreamingCSVReader.Failure.notUTF8(let line) {
      throw Self.notUTF8(path, line, head: head())
    } catch StreamingCSVReader.Failure.malformed(let line, let reason) {
      return .invalid(line: line, reason: .csv(reason))
    } catch StreamingCSVReader.Failure.unclosedQuote(let line) {
      // Never a skipped row, even with `--partial`: every line after the quote was swallowed.
      throw Self.unclosedQuote(path, line)
    } catch StreamingCSVReader.Failure.mostlySwallowed(let line, let swallowed, let lines) {
      throw BookshelfError.invalidInput(
        what: .row(path: path, unit: .line, number: line),
        problem: .mostlySwallowed(skipped: swallowed, lines: lines))
    }
    do {
      var warnings: [CellWarning] = []
      let entry = try map(header, SpreadsheetSafe.unescaped(record.fields), &warnings)
      return .entry(line: record.line, entry, warnings: warnings.map { $0.at(line: record.line) })
    } catch let problem as RowProblem {
      return .invalid(line: record.line, reason: problem.reason)
    }
  }

  private static func unclosedQuote(_ path: String, _ line: Int) -> BookshelfError {
    .invalidInput(what: .row(path: path, unit: .line, number: line), problem: .quoteNotClosed)
  }

  /// The error for a file that is not UTF-8 from `line` on: `.notUTF8` naming the encoding its
  /// first 4 MiB most likely use, else the plain reason (also the catalog's CSV imports).
  static func notUTF8(_ path: String, _ line: Int) -> BookshelfError {
    notUTF8(path, line, head: fileHead(path))
  }

  /// `notUTF8(_:_:)` with the input's first bytes given (nil: unknown).
  static func notUTF8(_ path: String, _ line: Int, head: Data?) -> BookshelfError {
    if let head, let encoding = LegacyTextEncoding.guess(head) {
      return .notUTF8(path: path, line: line, encoding: encoding)
    }
    return .invalidInput(what: .file(path), problem: .notUTF8(line: line))
  }

  /// The first 4 MiB of the file at `path`, or nil when it cannot be read.
  static func fileHead(_ path: String) -> Data? {
    FileHandle(forReadingAtPath: path).flatMap { handle in
      defer { try? handle.close() }
      return try? handle.read(upToCount: 4 << 20)
    }
  }
}
