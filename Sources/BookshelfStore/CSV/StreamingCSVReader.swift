import BookshelfCore
import Foundation

/// A streaming RFC 4180 CSV reader over a file: reads 1 MiB chunks and returns one record at
/// a time, so memory stays constant whatever the file size.
///
/// Accepts `,`-separated fields; records ended by LF, CRLF or CR; quoted fields holding commas,
/// doubled quotes (`""` → `"`) and raw line breaks (kept as written, e.g. `\r\n`); a UTF-8 BOM
/// (skipped); blank lines (skipped). A quote inside an unquoted field, or text after a closing
/// quote, is kept as text. Invalid UTF-8 becomes U+FFFD. Fields are not trimmed.
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

  private let handle: FileHandle?
  private var buffer: [UInt8]
  private var index = 0
  private var atEnd = false
  private var line = 1
  private var field: [UInt8] = []
  /// The previous record ended with a CR as the last byte of a chunk: skip a leading LF.
  private var pendingLF = false
  private let chunkSize: Int
  /// Bytes consumed so far (for progress).
  public private(set) var bytesRead = 0

  /// Opens `url` for reading.
  /// - Throws: the `FileHandle` error when the file cannot be opened.
  public init(url: URL, chunkSize: Int = 1 << 20) throws {
    handle = try FileHandle(forReadingFrom: url)
    buffer = []
    self.chunkSize = chunkSize
    skipBOM()
  }

  /// Reads from an in-memory string (tests and small inputs).
  public init(text: String) {
    handle = nil
    buffer = Array(text.utf8)
    atEnd = true
    chunkSize = 0
    skipBOM()
  }

  deinit { try? handle?.close() }

  private func skipBOM() {
    guard fill() else { return }
    if buffer.count >= index + 3, buffer[index] == 0xEF, buffer[index + 1] == 0xBB, buffer[index + 2] == 0xBF
    {
      index += 3
    }
  }

  /// Makes at least one unread byte available; false at the end of input.
  private func fill() -> Bool {
    if index < buffer.count { return true }
    guard !atEnd, let handle else { return false }
    let data = (try? handle.read(upToCount: chunkSize)) ?? nil
    guard let data, !data.isEmpty else {
      atEnd = true
      return false
    }
    buffer = Array(data)
    index = 0
    bytesRead += data.count
    return true
  }

  /// Parser states between bytes (kept across chunk boundaries).
  private enum State {
    /// At the start of a field.
    case fieldStart
    /// Inside an unquoted field.
    case unquoted
    /// Inside a quoted field.
    case quoted
    /// Just after a `"` inside a quoted field: `""` (an escaped quote) or the closing quote.
    case quoteInQuoted
    /// After the closing quote: text up to the next `,` or line break is kept as written.
    case afterQuote
  }

  /// Reads the next record, or nil at the end of the input.
  ///
  /// The bytes of each chunk are scanned with local state in one tight loop (no per-byte
  /// property access), which matters at hundreds of thousands of rows per second.
  public func next() -> Record? {
    var fields: [String] = []
    var state = State.fieldStart
    var startLine = line
    var currentLine = line
    var pendingCR = pendingLF  // a CR was seen; an LF right after it belongs to the same break
    pendingLF = false
    var sawAnything = false
    field.removeAll(keepingCapacity: true)
    var fieldBytes = field
    field = []
    defer { field = fieldBytes }

    func endField() {
      fields.append(String(decoding: fieldBytes, as: UTF8.self))
      fieldBytes.removeAll(keepingCapacity: true)
    }

    while fill() {
      var finished = false
      let consumed: Int = buffer.withUnsafeBufferPointer { bytes in
        var i = index
        let count = bytes.count
        while i < count {
          let byte = bytes[i]
          i += 1
          if pendingCR {
            pendingCR = false
            if byte == 0x0A {
              if state == .quoted { fieldBytes.append(byte) }
              continue
            }
          }
          switch state {
          case .quoted:
            if byte == 0x22 {
              state = .quoteInQuoted
            } else {
              if byte == 0x0A {
                currentLine += 1
              } else if byte == 0x0D {
                currentLine += 1
                pendingCR = true
              }
              fieldBytes.append(byte)
            }
            continue
          case .quoteInQuoted:
            if byte == 0x22 {
              fieldBytes.append(byte)
              state = .quoted
              continue
            }
            state = .afterQuote
          default:
            break
          }
          switch byte {
          case 0x2C:  // ,
            endField()
            state = .fieldStart
            sawAnything = true
          case 0x0A, 0x0D:
            currentLine += 1
            if byte == 0x0D { pendingCR = true }
            if !sawAnything && fieldBytes.isEmpty && state == .fieldStart {
              startLine = currentLine  // blank line
              continue
            }
            endField()
            finished = true
            return i
          case 0x22 where state == .fieldStart:
            state = .quoted
            sawAnything = true
          default:
            if state == .fieldStart { state = .unquoted }
            fieldBytes.append(byte)
            sawAnything = true
          }
        }
        return i
      }
      index = consumed
      if finished {
        // Swallow the LF of a CRLF now when it is in this chunk; otherwise the next call does.
        if pendingCR, index < buffer.count, buffer[index] == 0x0A { index += 1 }
        line = currentLine
        if pendingCR, index >= buffer.count { pendingLF = true }
        return Record(line: startLine, fields: fields)
      }
    }
    line = currentLine
    guard sawAnything || !fieldBytes.isEmpty || state != .fieldStart else { return nil }
    endField()
    return Record(line: startLine, fields: fields)
  }

  /// Counts the records of a CSV file (quote-aware, so multi-line fields count once) without
  /// decoding fields: for a progress total. Constant memory.
  /// - Throws: the `FileHandle` error when the file cannot be read.
  public static func countRecords(url: URL) throws -> Int {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    var count = 0
    var quoted = false
    var lineHasData = false
    while let data = try handle.read(upToCount: 1 << 20), !data.isEmpty {
      data.withUnsafeBytes { raw in
        for byte in raw {
          if byte == UInt8(ascii: "\"") {
            quoted.toggle()
            lineHasData = true
          } else if !quoted && (byte == 0x0A || byte == 0x0D) {
            if lineHasData { count += 1 }
            lineHasData = false
          } else {
            lineHasData = true
          }
        }
      }
    }
    if lineHasData { count += 1 }
    return count
  }
}

/// A CSV header: column positions by name.
public struct CSVHeader: Sendable {
  /// The names as written (trimmed).
  public let names: [String]
  private let positions: [String: Int]

  /// Reads a header record; names are trimmed and compared case-insensitively.
  public init(_ fields: [String]) {
    names = fields.map { $0.trimmingCharacters(in: .whitespaces) }
    var positions: [String: Int] = [:]
    for (offset, name) in names.enumerated() where positions[name.lowercased()] == nil {
      positions[name.lowercased()] = offset
    }
    self.positions = positions
  }

  /// The position of column `name` (case-insensitive), or nil.
  public func index(_ name: String) -> Int? { positions[name.lowercased()] }

  /// The trimmed value of column `name` in `fields`, or nil when the column is absent or the
  /// value is empty.
  public func value(_ name: String, in fields: [String]) -> String? {
    value(at: positions[name.lowercased()], in: fields)
  }

  /// The trimmed value at position `index` (from `index(_:)`) in `fields`, or nil when the
  /// index is nil or out of range or the value is empty. Faster than `value(_:in:)` in loops.
  public func value(at index: Int?, in fields: [String]) -> String? {
    guard let i = index, i < fields.count else { return nil }
    let value = fields[i]
    if let first = value.utf8.first, let last = value.utf8.last, first > 0x20, last > 0x20, first < 0x80,
      last < 0x80
    {
      return value  // fast path: nothing to trim
    }
    let trimmed = value.trimmingWhitespace()
    return trimmed.isEmpty ? nil : trimmed
  }
}
