import CSQLite
import Foundation

/// A row of `SQLiteValue`s packed into one byte buffer, bound without copying.
///
/// Why: a bulk import prepares rows on one thread and writes them on another. As
/// `[SQLiteValue]` a row is a dozen separate allocations (the array and each `String`), freed on
/// the writing thread, and every text is copied again by `SQLITE_TRANSIENT`; packed, it is one
/// allocation, and `withBindings` hands SQLite pointers into it (`SQLITE_STATIC`) for the
/// duration of one statement execution.
///
/// Layout, per value in order: a tag byte (0 `NULL`, 1 integer, 2 real, 3 text, 4 blob), then
/// 8 bytes little-endian for an integer or a real's bit pattern, or a 4-byte little-endian
/// length and the UTF-8 bytes (or blob bytes).
struct PackedValues: Sendable, Hashable {
  private(set) var bytes: [UInt8] = []
  /// The number of values.
  private(set) var count = 0

  /// Packs `values`.
  init(_ values: [SQLiteValue]) {
    bytes.reserveCapacity(values.count * 9 + 256)
    for value in values { append(value) }
  }

  private mutating func append(_ value: SQLiteValue) {
    count += 1
    switch value {
    case .null: bytes.append(0)
    case .integer(let v): appendFixed(1, UInt64(bitPattern: v))
    case .real(let v): appendFixed(2, v.bitPattern)
    case .text(var v): v.withUTF8 { appendVariable(3, $0) }
    case .blob(let v): v.withUnsafeBytes { appendVariable(4, $0.assumingMemoryBound(to: UInt8.self)) }
    }
  }

  private mutating func appendFixed(_ tag: UInt8, _ payload: UInt64) {
    bytes.append(tag)
    withUnsafeBytes(of: payload.littleEndian) { bytes.append(contentsOf: $0) }
  }

  private mutating func appendVariable(_ tag: UInt8, _ payload: UnsafeBufferPointer<UInt8>) {
    bytes.append(tag)
    withUnsafeBytes(of: UInt32(payload.count).littleEndian) { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: payload)
  }

  /// The values, unpacked.
  var values: [SQLiteValue] {
    var result: [SQLiteValue] = []
    result.reserveCapacity(count)
    bytes.withUnsafeBytes { raw in
      forEach(in: raw) { tag, payload, fixed in
        switch tag {
        case 1: result.append(.integer(Int64(bitPattern: fixed)))
        case 2: result.append(.real(Double(bitPattern: fixed)))
        case 3: result.append(.text(String(decoding: payload, as: UTF8.self)))
        case 4: result.append(.blob(Data(payload)))
        default: result.append(.null)
        }
      }
    }
    return result
  }

  /// Binds the values to parameters 1…`count` of `statement` (whose parameter count must be
  /// `count`), runs `body` (which steps it), then clears the bindings so no pointer into the
  /// buffer outlives the call.
  /// - Throws: `SQLiteError` when a bind fails or the counts differ; what `body` throws.
  func withBindings<T>(to statement: Statement, _ body: () throws -> T) throws -> T {
    let handle = statement.handle
    sqlite3_reset(handle)
    guard count == Int(sqlite3_bind_parameter_count(handle)) else {
      throw SQLiteError(
        code: SQLITE_RANGE, message: "\(count) values for \(statement.parameterCount) parameters",
        sql: statement.sql)
    }
    defer { sqlite3_clear_bindings(handle) }
    return try bytes.withUnsafeBytes { raw in
      var position: Int32 = 0
      var code = SQLITE_OK
      forEach(in: raw) { tag, payload, fixed in
        position += 1
        guard code == SQLITE_OK else { return }
        switch tag {
        case 1: code = sqlite3_bind_int64(handle, position, Int64(bitPattern: fixed))
        case 2: code = sqlite3_bind_double(handle, position, Double(bitPattern: fixed))
        case 3:
          // An empty text must still bind text, not NULL: point at any valid byte. The buffer
          // holds at least this value's tag byte, so it has an address; without one, refuse.
          guard let base = payload.baseAddress ?? raw.baseAddress else {
            code = SQLITE_MISUSE
            return
          }
          code = sqlite3_bind_text64(
            handle, position, base.assumingMemoryBound(to: CChar.self), sqlite3_uint64(payload.count),
            nil, UInt8(SQLITE_UTF8))
        case 4:
          code =
            payload.isEmpty
            ? sqlite3_bind_zeroblob(handle, position, 0)
            : sqlite3_bind_blob64(handle, position, payload.baseAddress, sqlite3_uint64(payload.count), nil)
        default: code = sqlite3_bind_null(handle, position)
        }
      }
      guard code == SQLITE_OK else { throw statement.database.failure(code, sql: statement.sql) }
      return try body()
    }
  }

  /// Calls `body(tag, variable payload, fixed payload)` for each value in `raw`.
  private func forEach(
    in raw: UnsafeRawBufferPointer, _ body: (UInt8, UnsafeRawBufferPointer, UInt64) -> Void
  ) {
    var offset = 0
    while offset < raw.count {
      let tag = raw[offset]
      offset += 1
      switch tag {
      case 1, 2:
        let fixed = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
        body(tag, UnsafeRawBufferPointer(start: nil, count: 0), fixed)
      case 3, 4:
        let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        offset += 4
        body(tag, UnsafeRawBufferPointer(rebasing: raw[offset..<offset + length]), 0)
        offset += length
      default:
        body(tag, UnsafeRawBufferPointer(start: nil, count: 0), 0)
      }
    }
  }
}
