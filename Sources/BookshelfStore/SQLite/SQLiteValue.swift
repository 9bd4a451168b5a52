import Foundation

/// One SQLite value: what a parameter binds and what a column holds.
public enum SQLiteValue: Sendable, Hashable {
  /// SQL `NULL`.
  case null
  /// A 64-bit signed integer.
  case integer(Int64)
  /// An IEEE 754 double.
  case real(Double)
  /// UTF-8 text, stored byte for byte (no normalisation).
  case text(String)
  /// Bytes; an empty `Data` is an empty blob, not `NULL`.
  case blob(Data)

  /// The integer, or nil when the value is not `.integer` (`NULL` gives nil).
  public var int64: Int64? { if case .integer(let v) = self { v } else { nil } }
  /// The integer as `Int`, or nil when the value is not `.integer`.
  public var int: Int? { int64.map { Int($0) } }
  /// The number (`.real`, or `.integer` converted), or nil.
  public var double: Double? {
    switch self {
    case .real(let v): v
    case .integer(let v): Double(v)
    default: nil
    }
  }
  /// The text, or nil when the value is not `.text`.
  public var string: String? { if case .text(let v) = self { v } else { nil } }
  /// The bytes, or nil when the value is not `.blob`.
  public var data: Data? { if case .blob(let v) = self { v } else { nil } }
  /// True for `NULL`.
  public var isNull: Bool { self == .null }
}

extension SQLiteValue: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
  /// `NULL`.
  public init(nilLiteral: ()) { self = .null }
  /// An integer.
  public init(integerLiteral value: Int64) { self = .integer(value) }
  /// A double.
  public init(floatLiteral value: Double) { self = .real(value) }
  /// Text.
  public init(stringLiteral value: String) { self = .text(value) }
}

/// A Swift value that binds to a statement parameter: `Int`, `Int64`, `Int32`, `Double`,
/// `Bool` (0/1), `String`, `Data`, `SQLiteValue`, and an `Optional` of any of them (`nil` binds
/// `NULL`).
public protocol SQLiteBindable {
  /// The SQLite value this binds as.
  var sqliteValue: SQLiteValue { get }
}

extension SQLiteValue: SQLiteBindable {
  /// Itself.
  public var sqliteValue: SQLiteValue { self }
}
extension Int: SQLiteBindable {
  /// `.integer`.
  public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}
extension Int64: SQLiteBindable {
  /// `.integer`.
  public var sqliteValue: SQLiteValue { .integer(self) }
}
extension Int32: SQLiteBindable {
  /// `.integer`.
  public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}
extension Bool: SQLiteBindable {
  /// `.integer` 1 or 0.
  public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
}
extension Double: SQLiteBindable {
  /// `.real`.
  public var sqliteValue: SQLiteValue { .real(self) }
}
extension String: SQLiteBindable {
  /// `.text`.
  public var sqliteValue: SQLiteValue { .text(self) }
}
extension Data: SQLiteBindable {
  /// `.blob`.
  public var sqliteValue: SQLiteValue { .blob(self) }
}
extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
  /// The wrapped value's, or `.null`.
  public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}
