import Foundation

/// A streaming RFC 4180 CSV reader: reads chunks of bytes (from a `FileHandle` or any chunk
/// source) and returns one record at a time, so memory stays constant whatever the file size.
///
/// Accepts: fields separated by `,`; records ended by LF, CRLF or a lone CR; quoted fields
/// (`"…"`) holding commas, doubled quotes (`""` → `"`) and raw line breaks; a UTF-8 byte order
/// mark at the start (skipped); blank lines (skipped). A quote inside an unquoted field is kept
/// as text. Fields are returned exactly as written (no trimming, no normalisation).
///
/// Not `Sendable`: use one reader from one task.
public final class CSVReader {
  /// One record: its fields and the 1-based line number where it starts.
  public struct Record: Sendable, Equatable {
    /// The line (counting every LF, CRLF or CR, also inside quoted fields) where it starts.
    public let line: Int
    /// The fields, unquoted.
    public let fields: [String]
  }

  /// Why the input is not valid CSV.
  public enum Failure: Error, Sendable, Equatable {
    /// A malformed record (e.g. text after a closing quote, an unterminated quoted field).
    /// The reader has skipped to the end of that line; `next()` may be called again.
    case malformed(line: Int, reason: String)
    /// The bytes of a field on `line` are not UTF-8. The reader stops.
    case notUTF8(line: Int)
  }

  private let readChunk: () throws -> Data?
  private var buffer: [UInt8] = []
  private var index = 0
  private var atEnd = false
  private var line = 1
  private var started = false
  private var field: [UInt8] = []

  /// Reads from `fileHandle` in chunks of `chunkSize` bytes (default 64 KiB).
  public convenience init(fileHandle: FileHandle, chunkSize: Int = 65_536) {
    self.init { try fileHandle.read(upToCount: chunkSize) }
  }

  /// Reads `data` (for small inputs and tests).
  public convenience init(data: Data) {
    var pending: Data? = data
    self.init {
      defer { pending = nil }
      return pending
    }
  }

  /// Reads chunks from `readChunk` until it returns nil or an empty `Data`.
  public init(readChunk: @escaping () throws -> Data?) {
    self.readChunk = readChunk
  }

  /// The next record, or nil at the end of the input.
  /// - Throws: `Failure.malformed` for a bad record (the reader can continue after it),
  ///   `Failure.notUTF8` for bytes that are not UTF-8, or what the chunk source throws.
  public func next() throws -> Record? {
    var fields: [String] = []
    field.removeAll(keepingCapacity: true)
    let startLine: Int
    // Skip blank lines before the record.
    while true {
      guard let byte = try peek() else { return nil }
      if byte == 0x0A || byte == 0x0D {
        _ = try take()
        try endOfLine(after: byte)
      } else {
        break
      }
    }
    startLine = line
    var quoted = false
    var fieldIsQuoted = false
    var afterClosingQuote = false
    while true {
      guard let byte = try take() else {
        if quoted {
          throw Failure.malformed(line: startLine, reason: "a quoted field is not closed")
        }
        fields.append(try finishField(startLine))
        return Record(line: startLine, fields: fields)
      }
      if quoted {
        if byte == 0x22 {  // quote: doubled, or the end of the quoted part
          if try peek() == 0x22 {
            _ = try take()
            field.append(0x22)
          } else {
            quoted = false
            afterClosingQuote = true
          }
        } else {
          field.append(byte)
          if byte == 0x0D, try peek() == 0x0A {  // CRLF inside a quoted field: keep both bytes
            _ = try take()
            field.append(0x0A)
          }
          if byte == 0x0A || byte == 0x0D { line += 1 }
        }
        continue
      }
      switch byte {
      case 0x2C:  // comma
        fields.append(try finishField(startLine))
        fieldIsQuoted = false
        afterClosingQuote = false
      case 0x0A, 0x0D:
        try endOfLine(after: byte)
        fields.append(try finishField(startLine))
        return Record(line: startLine, fields: fields)
      case 0x22 where field.isEmpty && !fieldIsQuoted:
        quoted = true
        fieldIsQuoted = true
      default:
        if afterClosingQuote {
          try skipRestOfLine()
          throw Failure.malformed(
            line: startLine, reason: "text follows the closing quote of field \(fields.count + 1)")
        }
        field.append(byte)
      }
    }
  }

  // MARK: Bytes

  private func finishField(_ startLine: Int) throws -> String {
    defer { field.removeAll(keepingCapacity: true) }
    guard let text = String(validating: field, as: UTF8.self) else {
      atEnd = true
      buffer = []
      index = 0
      throw Failure.notUTF8(line: startLine)
    }
    return text
  }

  /// Counts a line break; a CR followed by LF is one break.
  private func endOfLine(after byte: UInt8) throws {
    if byte == 0x0D, try peek() == 0x0A { _ = try take() }
    line += 1
  }

  private func skipRestOfLine() throws {
    while let byte = try take() {
      if byte == 0x0A || byte == 0x0D {
        try endOfLine(after: byte)
        return
      }
    }
  }

  private func peek() throws -> UInt8? {
    if index == buffer.count, try !refill() { return nil }
    return buffer[index]
  }

  private func take() throws -> UInt8? {
    if index == buffer.count, try !refill() { return nil }
    defer { index += 1 }
    return buffer[index]
  }

  private func refill() throws -> Bool {
    if !started { return try start() }
    guard !atEnd, let chunk = try readChunk(), !chunk.isEmpty else {
      atEnd = true
      return false
    }
    buffer = [UInt8](chunk)
    index = 0
    return true
  }

  /// Reads the first three bytes (however the chunks fall) and skips a byte order mark.
  private func start() throws -> Bool {
    started = true
    buffer = []
    while buffer.count < 3, let chunk = try readChunk(), !chunk.isEmpty {
      buffer.append(contentsOf: chunk)
    }
    index = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if index < buffer.count { return true }
    return try refill()
  }
}
