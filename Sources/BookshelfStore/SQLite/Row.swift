import Foundation

/// One result row, read completely from a statement: the values by column index and the
/// column names of the statement.
public struct Row: Sendable, Hashable {
  /// The column names, in statement order (shared by every row of one query).
  public let columnNames: [String]
  /// The values, in column order.
  public let values: [SQLiteValue]

  /// Creates a row.
  public init(columnNames: [String], values: [SQLiteValue]) {
    self.columnNames = columnNames
    self.values = values
  }

  /// The value at `index` (0-based). Traps when out of range.
  public subscript(index: Int) -> SQLiteValue { values[index] }

  /// The value of the column named `name`, or `.null` when there is no such column.
  public subscript(name: String) -> SQLiteValue {
    guard let index = columnNames.firstIndex(of: name) else { return .null }
    return values[index]
  }

  /// The integer at `index`, or nil for `NULL`/non-integer.
  public func int(_ index: Int) -> Int? { values[index].int }
  /// The 64-bit integer at `index`, or nil.
  public func int64(_ index: Int) -> Int64? { values[index].int64 }
  /// The number at `index`, or nil.
  public func double(_ index: Int) -> Double? { values[index].double }
  /// The text at `index`, or nil.
  public func string(_ index: Int) -> String? { values[index].string }
  /// The bytes at `index`, or nil.
  public func data(_ index: Int) -> Data? { values[index].data }
}
