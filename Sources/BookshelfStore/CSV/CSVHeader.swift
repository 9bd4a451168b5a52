import BookshelfCore

/// A CSV header: column positions by name, the one header rule of every CSV reader (shelf
/// CSV and Goodreads imports, every catalog format, format guessing).
///
/// The rule: a name is matched after removing a leading byte order mark (U+FEFF, for headers
/// not read through `StreamingCSVReader`, which drops it itself) and Unicode whitespace at both
/// ends, ignoring letter case (`ISBN13`, `isbn13 ` and `\u{FEFF}Isbn13` are one column); the
/// first of duplicate names wins.
public struct CSVHeader: Sendable {
  /// The names as written (without BOM and surrounding whitespace).
  public let names: [String]
  private let positions: [String: Int]

  /// Reads a header record.
  public init(_ fields: [String]) {
    names = fields.map(Self.name)
    var positions: [String: Int] = [:]
    for (offset, name) in names.enumerated() where positions[name.lowercased()] == nil {
      positions[name.lowercased()] = offset
    }
    self.positions = positions
  }

  /// A header cell as a name: without a leading BOM and surrounding whitespace.
  static func name(_ field: String) -> String {
    (field.hasPrefix("\u{FEFF}") ? String(field.dropFirst()) : field).trimmingWhitespace()
  }

  /// True when the header has column `name`.
  public func has(_ name: String) -> Bool { index(name) != nil }

  /// The position of column `name` (as the program spells it: no surrounding whitespace; any
  /// letter case), or nil.
  public func index(_ name: String) -> Int? { positions[name.lowercased()] }

  /// The trimmed value of column `name` in `fields`, or nil when the column is absent or the
  /// value is empty.
  public func value(_ name: String, in fields: [String]) -> String? {
    value(at: index(name), in: fields)
  }

  /// The value of column `name` in `fields` exactly as written, or nil when the column is
  /// absent or the value is empty.
  public func raw(_ name: String, in fields: [String]) -> String? {
    guard let i = index(name), i < fields.count, !fields[i].isEmpty else { return nil }
    return fields[i]
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
