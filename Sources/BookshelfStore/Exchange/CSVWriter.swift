import Foundation

/// Writes RFC 4180 CSV: fields separated by `,`, records ended by LF, and a field quoted
/// (with inner quotes doubled) only when it holds a comma, a quote, a CR or an LF — the
/// "minimal quoting" that Goodreads' own export uses.
///
/// Every cell goes through `SpreadsheetSafe`: one that a spreadsheet would run as a formula
/// (it starts with `=`, `+`, `-`, `@`, tab or CR, maybe after `'`s) is written with one more
/// leading `'`, which our importers remove again (`SpreadsheetSafe.unescaped`).
///
/// Output is buffered and handed to `sink` in chunks of about 64 KiB; call `finish()` at the
/// end. Not `Sendable`: use one writer from one task.
public final class CSVWriter {
  private let sink: (Data) throws -> Void
  private var buffer: [UInt8] = []

  /// A writer that passes its bytes to `sink`.
  public init(sink: @escaping (Data) throws -> Void) {
    self.sink = sink
    buffer.reserveCapacity(70_000)
  }

  /// A writer that appends to `fileHandle`.
  public convenience init(fileHandle: FileHandle) {
    self.init { try fileHandle.write(contentsOf: $0) }
  }

  /// Writes one record (each cell made spreadsheet-safe, see the type).
  /// - Throws: what the sink throws.
  public func write(_ fields: [String]) throws {
    for (offset, field) in fields.enumerated() {
      if offset > 0 { buffer.append(0x2C) }
      let bytes = field.utf8
      let prefixed = SpreadsheetSafe.needsPrefix(bytes)
      if bytes.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) {
        buffer.append(0x22)
        if prefixed { buffer.append(0x27) }
        for byte in bytes {
          if byte == 0x22 { buffer.append(0x22) }
          buffer.append(byte)
        }
        buffer.append(0x22)
      } else {
        if prefixed { buffer.append(0x27) }
        buffer.append(contentsOf: bytes)
      }
    }
    buffer.append(0x0A)
    if buffer.count >= 65_536 { try flush() }
  }

  /// Hands any buffered bytes to the sink.
  /// - Throws: what the sink throws.
  public func finish() throws { try flush() }

  private func flush() throws {
    guard !buffer.isEmpty else { return }
    try sink(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}
