import BookshelfCore
import Foundation

/// A streaming RFC 4180 CSV reader over a file or any chunk source: reads chunks (1 MiB from
/// a file) and returns one record at a time, so memory stays constant whatever the file size.
///
/// Accepts `,`-separated fields; records ended by LF, CRLF or CR; quoted fields holding commas,
/// doubled quotes (`""` → `"`) and raw line breaks (kept as written, e.g. `\r\n`); a UTF-8 BOM
/// (skipped, however the first chunks fall); blank lines (skipped). A quote opens a quoted field
/// only as the field's first byte: inside an unquoted field it is text (`a"b,c` → `a"b`, `c`,
/// as Python's `csv` reads it). Fields are not trimmed.
///
/// Two modes:
/// - lenient (the default, for catalogs): text after a closing quote is kept as text;
/// - strict (`strict: true`, the shelf's rules): text after a closing quote throws
///   `Failure.malformed` with the record's first line, and the reader has skipped to the end
///   of that physical line, so `next()` may be called again.
///
/// Limits (`Limits.standard`), in both modes, so that no input makes the reader hold more than
/// about one field limit plus one chunk:
/// - a field longer than 1 MiB (unquoted bytes) drops its record: `Failure.malformed` with the
///   record's first line, and the reader goes on with the next record;
/// - a record longer than 8 MiB or with more than 65,536 fields is dropped the same way;
/// - a quoted field is dropped as soon as it passes 1 MiB (in a real file this is a stray
///   quote that would swallow every later line): the reader gives up on its record, skips to
///   the end of the physical line it has reached and resumes at the next line;
///   `Failure.malformed` names the lines skipped;
/// - a quoted field still open at the end of the input throws `Failure.unclosedQuote` with the
///   line where its record starts (never a success for a file whose tail was swallowed);
/// - a record whose quoted fields hold more than `Limits.lineBreaks` line breaks (100 for a
///   catalog, 1,000 in strict mode) is swallowing, most likely between a PAIR of stray quotes
///   (`x,"Unclosed` … `y,"closing`: no real title, author or description cell has that many
///   line breaks). Its lines after the first count toward the swallowed lines below; the
///   lenient (catalog) reader also drops it (`Failure.malformed` naming its lines), while the
///   strict (shelf) reader keeps it, since a user's note may be long. The count is taken once
///   per record from the line numbers the scanner keeps anyway: no per-byte work;
/// - when dropped or swallowing records swallowed more than half of the lines (a record's lines after its
///   first), the end of the input throws `Failure.mostlySwallowed` instead of returning nil
///   (a small file that a stray quote mostly swallowed is not a success either).
///
/// In both modes a field whose bytes are not UTF-8 throws `Failure.notUTF8` with the record's
/// first line, and the reader stops (later calls return nil). The check costs one pass of
/// word-wide ORs over the record's bytes; fields are decoded only when a byte is non-ASCII.
///
/// Not `Sendable`: use one reader from one task.
public final class StreamingCSVReader {
  /// One record: its fields and the 1-based line where it starts.
  public struct Record: Sendable, Equatable {
    /// The line (counting LF, CRLF or CR, also inside quoted fields) where the record starts.
    public let line: Int
    /// The fields, unquoted.
    public let fields: [String]
  }

  /// Why the input is not valid CSV (the same cases and lines as the shelf's `CSVReader`).
  public enum Failure: Error, Sendable, Equatable {
    /// A record the reader dropped, starting on `line`; the reader goes on with the next one.
    /// Strict mode: `text follows the closing quote of field N` (the rest of that line is
    /// skipped). Both modes: `field N is longer than 1 MiB`, `the record is longer than 8 MiB
    /// or has more than 65,536 fields`, `quoted field N is longer than 1 MiB (an unmatched
    /// quote?); lines A–B were skipped`.
    case malformed(line: Int, reason: CSVProblem)
    /// The bytes of a field of the record starting on `line` are not UTF-8. The reader stops.
    case notUTF8(line: Int)
    /// The input ends inside a quoted field of the record starting on `line`. The reader stops.
    case unclosedQuote(line: Int)
    /// At the end of the input: records the reader dropped (the first starting on `line`)
    /// swallowed `swallowed` of its `lines` lines (their lines after the first), more than
    /// half — a file mostly swallowed by a stray quote is not read as a success with one
    /// skipped row. The reader stops.
    case mostlySwallowed(line: Int, swallowed: Int, lines: Int)
  }

  /// The most the reader keeps of one field and one record (`standard`: 1 MiB per field,
  /// 8 MiB and 65,536 fields per record). The reasons of `Failure.malformed` always name the
  /// standard figures; other limits are for tests.
  public struct Limits: Sendable, Equatable {
    /// Unquoted bytes of one field.
    public var fieldBytes: Int
    /// Unquoted bytes of all the fields of one record.
    public var recordBytes: Int
    /// Fields of one record.
    public var fields: Int
    /// Line breaks inside the quoted fields of one record before it counts as swallowing.
    public var lineBreaks = 100

    /// 1 MiB per field, 8 MiB and 65,536 fields per record, 100 line breaks (catalogs).
    public static let standard = Limits(fieldBytes: 1 << 20, recordBytes: 8 << 20, fields: 65_536)
    /// `standard` with 1,000 line breaks (the strict shelf imports: a note may be long).
    public static let strict = Limits(
      fieldBytes: 1 << 20, recordBytes: 8 << 20, fields: 65_536, lineBreaks: 1_000)
  }

  private let handle: FileHandle?
  private let readChunk: (() throws -> Data?)?
  private let strict: Bool
  private let limits: Limits
  private var buffer: [UInt8]
  private var index = 0
  private var atEnd = false
  private var started = false
  /// Set after invalid UTF-8: every later read returns nothing.
  private var stopped = false
  private var line = 1
  /// The previous record ended with a CR as the last byte of a chunk: skip a leading LF.
  private var pendingLF = false
  /// Bytes consumed so far (for progress).
  public private(set) var bytesRead = 0
  /// Lines swallowed by the records dropped so far (`Failure.malformed`): each one's lines
  /// after its first (a quoted field that ran past 1 MiB spans many), and where the first such
  /// record starts.
  public private(set) var swallowedLines = 0
  private var firstSwallowingLine: Int?
  /// The unquoted bytes of the current record's fields, one after another.
  private var recordBytes: [UInt8] = []
  /// The end offset in `recordBytes` of each field of the current record.
  private var fieldEnds: [Int] = []
  /// The 1-based line where the current record (from `advance()`) starts.
  private(set) var recordLine = 0

  /// Opens `url` for reading in chunks of `chunkSize` bytes.
  /// - Throws: the `FileHandle` error when the file cannot be opened.
  public convenience init(url: URL, chunkSize: Int = 1 << 20, strict: Bool = false) throws {
    self.init(fileHandle: try FileHandle(forReadingFrom: url), chunkSize: chunkSize, strict: strict)
  }

  /// Reads from `fileHandle` in chunks of `chunkSize` bytes (default 1 MiB) and closes it when
  /// the reader is released.
  public init(fileHandle: FileHandle, chunkSize: Int = 1 << 20, strict: Bool = false) {
    handle = fileHandle
    readChunk = { try fileHandle.read(upToCount: chunkSize) }
    self.strict = strict
    limits = strict ? .strict : .standard
    buffer = []
  }

  /// Reads chunks from `readChunk` until it returns nil or an empty `Data`; what it throws is
  /// rethrown by `next()`.
  public convenience init(strict: Bool = false, readChunk: @escaping () throws -> Data?) {
    self.init(strict: strict, limits: strict ? .strict : .standard, readChunk: readChunk)
  }

  /// `init(strict:readChunk:)` with other limits (tests).
  init(strict: Bool, limits: Limits, readChunk: @escaping () throws -> Data?) {
    handle = nil
    self.readChunk = readChunk
    self.strict = strict
    self.limits = limits
    buffer = []
  }

  /// Reads `data` (small inputs and tests).
  public init(data: Data, strict: Bool = false) {
    handle = nil
    readChunk = nil
    self.strict = strict
    limits = strict ? .strict : .standard
    buffer = Array(data)
    atEnd = true
  }

  /// Reads from an in-memory string (tests and small inputs).
  public convenience init(text: String, strict: Bool = false) {
    self.init(data: Data(text.utf8), strict: strict)
  }

  deinit { try? handle?.close() }

  /// Reads until at least three bytes are buffered (or the input ends) and skips a BOM.
  private func start() throws {
    started = true
    while buffer.count - index < 3, !atEnd, let readChunk {
      guard let data = try readChunk(), !data.isEmpty else {
        atEnd = true
        break
      }
      buffer.append(contentsOf: data)
      bytesRead += data.count
    }
    if buffer.count - index >= 3, buffer[index] == 0xEF, buffer[index + 1] == 0xBB, buffer[index + 2] == 0xBF
    {
      index += 3
    }
  }

  /// Makes at least one unread byte available; false at the end of input.
  private func fill() throws -> Bool {
    if index < buffer.count { return true }
    guard !atEnd, let readChunk else { return false }
    guard let data = try readChunk(), !data.isEmpty else {
      atEnd = true
      return false
    }
    buffer = Array(data)
    index = 0
    bytesRead += data.count
    return true
  }

  /// Parser states between bytes (kept across chunk boundaries).
  enum State {
    /// At the start of a field.
    case fieldStart
    /// Inside an unquoted field.
    case unquoted
    /// Inside a quoted field.
    case quoted
    /// Just after a `"` inside a quoted field: `""` (an escaped quote) or the closing quote.
    case quoteInQuoted
    /// After the closing quote: lenient, text up to the next `,` or line break is kept as
    /// written; strict, only `,` or a line break may follow.
    case afterQuote
    /// After a malformed record (strict) or a quoted field past the limit: skipping to the end
    /// of the physical line.
    case skipLine
  }

  /// Everything the scanner changes while reading one record (a value type, so the byte loop
  /// works on locals: no class property access or exclusivity checks per byte).
  struct Scan {
    var state = State.fieldStart
    let strict: Bool
    let limits: Limits
    /// A CR was seen; an LF right after it belongs to the same line break.
    var pendingCR: Bool
    var startLine: Int
    var currentLine: Int
    var sawAnything = false
    var bytes: [UInt8]
    var ends: [Int]
    /// The offset in `bytes` where the field being read starts.
    var fieldStart = 0
    /// Strict mode: why the record is malformed (the rest of its line is being skipped).
    var malformed: CSVProblem?
    /// The first field (1-based) longer than the field limit: the record is dropped.
    var longField: Int?
    /// The record passed the record limits (its bytes were let go): it is dropped.
    var longRecord = false
    /// The quoted field (1-based) that passed the field limit: the rest of the line is skipped.
    var runawayField: Int?

    /// True when the field being read has no byte yet.
    var fieldIsEmpty: Bool { bytes.count == fieldStart }

    /// Why the finished record is dropped, or nil when it is not.
    var problem: CSVProblem? {
      if let runawayField {
        // `currentLine` is the line after the line break that ended the skipped line.
        return .runawayQuote(field: runawayField, line: currentLine - 1)
      }
      if let malformed { return malformed }
      if longRecord { return .recordTooLong }
      if let longField { return .fieldTooLong(field: longField) }
      return nil
    }

    /// Ends the field being read at a `,`; past the record limits, lets the record's bytes go
    /// and marks it dropped.
    mutating func endField() {
      ends.append(bytes.count)
      fieldStart = bytes.count
      if ends.count >= limits.fields || bytes.count > limits.recordBytes {
        longRecord = true
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        fieldStart = 0
      }
    }

    /// Ends the last field of the record (at a line break or the end of the input).
    mutating func endRecord() {
      ends.append(bytes.count)
      if bytes.count > limits.recordBytes { longRecord = true }
    }
  }

  /// Reads the next record, or nil at the end of the input.
  /// - Throws: `Failure.notUTF8`, `Failure.unclosedQuote` or `Failure.mostlySwallowed` (then the
  ///   reader stops), `Failure.malformed` (the record is dropped and the reader goes on), or
  ///   what the chunk source throws.
  public func next() throws -> Record? {
    guard try advance() else { return nil }
    return Record(line: recordLine, fields: (0..<fieldEnds.count).map(field))
  }

  /// Reads the next record into the reader (read it with `fieldCount`, `field(_:)`,
  /// `value(at:)`, `recordLine`) without making `String`s of its fields; false at the end.
  ///
  /// The bytes of each chunk are scanned in one tight loop that copies runs of plain bytes at
  /// once, which matters at hundreds of thousands of rows per second.
  /// - Throws: as `next()`.
  func advance() throws -> Bool {
    if stopped { return false }
    if !started { try start() }
    var scan = Scan(
      strict: strict, limits: limits, pendingCR: pendingLF, startLine: line, currentLine: line,
      bytes: recordBytes, ends: fieldEnds)
    recordBytes = []
    fieldEnds = []
    scan.bytes.removeAll(keepingCapacity: true)
    scan.ends.removeAll(keepingCapacity: true)
    pendingLF = false
    defer {
      recordBytes = scan.bytes
      fieldEnds = scan.ends
    }
    while try fill() {
      let (consumed, finished) = buffer.withUnsafeBufferPointer { Self.scan($0, from: index, &scan) }
      index = consumed
      if finished {
        // Swallow the LF of a CRLF now when it is in this chunk; otherwise the next call does.
        if scan.pendingCR, index < buffer.count, buffer[index] == 0x0A { index += 1 }
        line = scan.currentLine
        if scan.pendingCR, index >= buffer.count { pendingLF = true }
        recordLine = scan.startLine
        try check(scan)
        return true
      }
    }
    line = scan.currentLine
    if scan.state == .quoted {
      stopped = true
      throw Failure.unclosedQuote(line: scan.startLine)
    }
    guard scan.sawAnything || !scan.fieldIsEmpty || scan.state != .fieldStart else {
      try checkMostlySwallowed()
      return false
    }
    // The last line, without a line break, ends here.
    scan.currentLine += 1
    line = scan.currentLine
    recordLine = scan.startLine
    if scan.state == .skipLine { try check(scan) }
    scan.endRecord()
    try check(scan)
    return true
  }

  /// At the end of the input: throws `Failure.mostlySwallowed` when dropped records swallowed
  /// more than half of the lines read (then the reader stops).
  private func checkMostlySwallowed() throws {
    guard !stopped, let firstSwallowingLine, swallowedLines * 2 > line - 1 else { return }
    stopped = true
    throw Failure.mostlySwallowed(line: firstSwallowingLine, swallowed: swallowedLines, lines: line - 1)
  }

  /// Throws for a finished record that is dropped (malformed, too long) or not UTF-8.
  private func check(_ scan: Scan) throws {
    if let reason = scan.problem {
      if scan.currentLine - scan.startLine > 1 {
        swallowedLines += scan.currentLine - scan.startLine - 1
        firstSwallowingLine = firstSwallowingLine ?? scan.startLine
      }
      throw Failure.malformed(line: scan.startLine, reason: reason)
    }
    // Line breaks inside the record's quoted fields (`currentLine` is the line after its end).
    let lineBreaks = scan.currentLine - scan.startLine - 1
    if lineBreaks > limits.lineBreaks {
      swallowedLines += lineBreaks
      firstSwallowingLine = firstSwallowingLine ?? scan.startLine
      if !strict {
        throw Failure.malformed(
          line: scan.startLine,
          reason: .spansManyLines(count: lineBreaks + 1, first: scan.startLine, last: scan.currentLine - 1))
      }
    }
    guard Self.isUTF8(scan.bytes, fieldEnds: scan.ends) else {
      stopped = true
      throw Failure.notUTF8(line: scan.startLine)
    }
  }

  /// True when every field of `bytes` (ending at `fieldEnds`) is UTF-8. ASCII-only records
  /// (the usual case) cost one OR per 8 bytes; others are validated field by field (a
  /// sequence split by a comma is two invalid fields).
  static func isUTF8(_ bytes: [UInt8], fieldEnds: [Int]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      let raw = UnsafeRawBufferPointer(buffer)
      var high: UInt64 = 0
      var i = 0
      while i + 8 <= raw.count {
        high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        i += 8
      }
      while i < raw.count {
        high |= UInt64(raw[i])
        i += 1
      }
      if high & 0x8080_8080_8080_8080 == 0 { return true }
      var start = 0
      for end in fieldEnds {
        guard UTF8Validation.isValid(UnsafeBufferPointer(rebasing: buffer[start..<end])) else { return false }
        start = end
      }
      return true
    }
  }

  /// Scans `bytes` from `start` until a record ends (returns the index after its line break
  /// and true) or the bytes run out (returns their count and false).
  ///
  /// The limits cost one comparison per run of plain bytes (and per `,`), not per byte: an
  /// unquoted run that would make its field too long is not stored (the record is dropped at
  /// its end); a quoted run is stored up to one byte past the limit, and the next byte of that
  /// field switches to skipping the line.
  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ s: inout Scan) -> (
    Int, Bool
  ) {
    var i = start
    let count = bytes.count
    while i < count {
      let byte = bytes[i]
      i += 1
      if s.pendingCR {
        s.pendingCR = false
        if byte == 0x0A {
          if s.state == .quoted { s.bytes.append(byte) }
          continue
        }
      }
      switch s.state {
      case .quoted:
        if s.bytes.count - s.fieldStart > s.limits.fieldBytes {
          // Past the limit: most likely a stray quote. Drop the record, skip to the line's end.
          s.runawayField = s.ends.count + 1
          s.bytes.removeAll(keepingCapacity: true)
          s.ends.removeAll(keepingCapacity: true)
          s.fieldStart = 0
          s.state = .skipLine
          if byte == 0x0A || byte == 0x0D {
            s.currentLine += 1
            if byte == 0x0D { s.pendingCR = true }
            return (i, true)
          }
          continue
        }
        if byte == 0x22 {
          s.state = .quoteInQuoted
        } else if byte == 0x0A || byte == 0x0D {
          s.currentLine += 1
          if byte == 0x0D { s.pendingCR = true }
          s.bytes.append(byte)
        } else {
          var j = i
          while j < count, bytes[j] != 0x22, bytes[j] != 0x0A, bytes[j] != 0x0D { j += 1 }
          // At most one byte past the limit is kept; the rest of the run is skipped with the line.
          let room = s.limits.fieldBytes - (s.bytes.count - s.fieldStart)
          if j - i > room { j = i + max(room, 0) }
          s.bytes.append(byte)
          s.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<j]))
          i = j
        }
        continue
      case .quoteInQuoted:
        if byte == 0x22 {
          s.bytes.append(byte)
          s.state = .quoted
          continue
        }
        s.state = .afterQuote
      case .skipLine:
        if byte == 0x0A || byte == 0x0D {
          s.currentLine += 1
          if byte == 0x0D { s.pendingCR = true }
          return (i, true)
        }
        continue
      default:
        break
      }
      switch byte {
      case 0x2C:  // ,
        s.endField()
        s.state = .fieldStart
        s.sawAnything = true
      case 0x0A, 0x0D:
        s.currentLine += 1
        if byte == 0x0D { s.pendingCR = true }
        if !s.sawAnything && s.fieldIsEmpty && s.state == .fieldStart {
          s.startLine = s.currentLine  // blank line
          continue
        }
        s.endRecord()
        return (i, true)
      case 0x22 where s.state == .fieldStart:
        s.state = .quoted
        s.sawAnything = true
      default:
        if s.strict && s.state == .afterQuote {
          s.malformed = .textAfterQuote(field: s.ends.count + 1)
          s.state = .skipLine
          continue
        }
        if s.state == .fieldStart { s.state = .unquoted }
        var j = i
        while j < count, bytes[j] != 0x2C, bytes[j] != 0x0A, bytes[j] != 0x0D { j += 1 }
        if s.bytes.count - s.fieldStart + (j - i) >= s.limits.fieldBytes {
          // Too long: the field's bytes are let go and the record is dropped at its end.
          s.longField = s.longField ?? s.ends.count + 1
          s.bytes.removeSubrange(s.fieldStart...)
        } else {
          s.bytes.append(byte)
          s.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<j]))
        }
        i = j
        s.sawAnything = true
      }
    }
    return (i, false)
  }

  /// The bytes the reader holds: the current chunk and the record buffer's capacity (tests).
  var heldBytes: Int { buffer.count + recordBytes.capacity + fieldEnds.capacity * MemoryLayout<Int>.size }

  /// The number of fields of the current record.
  var fieldCount: Int { fieldEnds.count }

  /// Field `index` of the current record, as written (already checked to be UTF-8).
  func field(_ index: Int) -> String {
    let start = index == 0 ? 0 : fieldEnds[index - 1]
    return recordBytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<fieldEnds[index]]), as: UTF8.self)
    }
  }

  /// Field `index` of the current record trimmed, or nil when `index` is nil or out of range
  /// or the value is empty: `CSVHeader.value(at:in:)` without making the other fields.
  func value(at index: Int?) -> String? {
    guard let index, index < fieldEnds.count else { return nil }
    let start = index == 0 ? 0 : fieldEnds[index - 1]
    let end = fieldEnds[index]
    guard end > start else { return nil }
    let first = recordBytes[start]
    let last = recordBytes[end - 1]
    if first > 0x20, last > 0x20, first < 0x80, last < 0x80 { return field(index) }
    let trimmed = field(index).trimmingWhitespace()
    return trimmed.isEmpty ? nil : trimmed
  }

  /// True when field `index` of the current record contains the ASCII text `needle`.
  func field(_ index: Int?, contains needle: StaticString) -> Bool {
    guard let index, index < fieldEnds.count, needle.utf8CodeUnitCount > 0 else { return false }
    let start = index == 0 ? 0 : fieldEnds[index - 1]
    let end = fieldEnds[index]
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    guard end - start >= pattern.count else { return false }
    for offset in start...(end - pattern.count) where recordBytes[offset] == pattern[0] {
      var k = 1
      while k < pattern.count, recordBytes[offset + k] == pattern[k] { k += 1 }
      if k == pattern.count { return true }
    }
    return false
  }

  /// Counts the records of a CSV file (quote-aware as the reader is: a quote opens a quoted
  /// field only as a field's first byte, so multi-line fields count once and a quote inside an
  /// unquoted field changes nothing) without decoding fields: for a progress total. Constant
  /// memory. Records the reader drops (too long) are counted; a quoted field is given up on
  /// after 1 MiB as the reader does (counting resumes after that line).
  /// - Throws: the `FileHandle` error when the file cannot be read.
  public static func countRecords(url: URL) throws -> Int {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let limit = Limits.standard.fieldBytes
    var count = 0
    var quoted = false
    var quotedBytes = 0
    var skippingLine = false
    // The next byte starts a field (after a line break or `,`), or follows a closing quote
    // (where a `"` is the second of a `""` pair).
    var fieldStart = true
    var afterQuote = false
    var lineHasData = false
    while let data = try handle.read(upToCount: 1 << 20), !data.isEmpty {
      data.withUnsafeBytes { raw in
        for byte in raw {
          if quoted {
            quotedBytes += 1
            if byte == 0x22 {
              quoted = false
              afterQuote = true
            } else if quotedBytes > limit {
              quoted = false
              skippingLine = true
            }
            continue
          }
          if skippingLine {
            guard byte == 0x0A || byte == 0x0D else { continue }
            skippingLine = false
          }
          switch byte {
          case 0x22:
            if fieldStart || afterQuote {
              quoted = true
              if fieldStart { quotedBytes = 0 }
            }
            fieldStart = false
            afterQuote = false
            lineHasData = true
          case 0x0A, 0x0D:
            if lineHasData { count += 1 }
            lineHasData = false
            fieldStart = true
            afterQuote = false
          case 0x2C:
            fieldStart = true
            afterQuote = false
            lineHasData = true
          default:
            fieldStart = false
            afterQuote = false
            lineHasData = true
          }
        }
      }
    }
    if lineHasData { count += 1 }
    return count
  }
}
