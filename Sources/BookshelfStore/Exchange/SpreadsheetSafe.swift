/// The one rule that keeps a CSV cell written by Bookshelf from running as a spreadsheet
/// formula (OWASP "CSV injection"), and its exact inverse for our importers.
///
/// Trigger characters: `=`, `+`, `-`, `@`, tab (U+0009) and carriage return (U+000D).
/// - Export (`escaped`): a cell whose first character that is not `'` is a trigger gets one
///   more `'` in front: `=1+1` → `'=1+1`, `-5` → `'-5`, `'=x` → `''=x`, `''@a` → `'''@a`. A
///   spreadsheet shows the cell as text (the leading `'` is its "this is text" mark).
/// - Import (`unescaped`): a cell that starts with `'` and whose first character that is not
///   `'` is a trigger loses exactly one `'`. Every other cell is kept as it is.
///
/// So export → import gives back every string byte for byte: a cell that was prefixed has at
/// least one `'` before its trigger and loses just the added one; a cell that was not prefixed
/// has no trigger after its leading `'`s (or has none and does not start with `'`), so the
/// import leaves it alone.
///
/// One exception on export: a cell that is exactly `="…"` around ISBN characters only (digits
/// and `X`, e.g. `="0440238145"` or `=""`) is written as it is. That is how Goodreads' own
/// export keeps the leading zeros of its `ISBN`/`ISBN13` cells, and such a formula can only
/// show those characters. It starts with no `'`, so the import leaves it alone too.
///
/// Numbers are not special: Bookshelf's own numeric cells (ratings, counts, years, dates)
/// never start with `-` or `+`; if one ever did, it would be written `'-1` and read back as
/// `-1`. A file not written by Bookshelf whose cell really starts with `'` and a trigger
/// (`'-ish`) loses that `'` on import.
enum SpreadsheetSafe {
  /// True for the bytes a spreadsheet reads as the start of a formula.
  @inline(__always)
  static func isTrigger(_ byte: UInt8) -> Bool {
    byte == 0x3D || byte == 0x2B || byte == 0x2D || byte == 0x40 || byte == 0x09 || byte == 0x0D
  }

  /// True when the cell with these UTF-8 bytes must be written with one more leading `'`.
  static func needsPrefix<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bool {
    guard let first = bytes.first, first == 0x27 || isTrigger(first) else { return false }
    guard let trigger = bytes.first(where: { $0 != 0x27 }), isTrigger(trigger) else { return false }
    return !isISBNFormula(bytes)
  }

  /// `="…"` around digits and `X`/`x` only (`="0440238145"`, `=""`).
  static func isISBNFormula<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bool {
    guard bytes.count >= 3, bytes.starts(with: [0x3D, 0x22]), bytes.last == 0x22 else { return false }
    return bytes.dropFirst(2).dropLast().allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x58 || $0 == 0x78 }
  }

  /// `cell` as written to a CSV file (see the type's rule).
  static func escaped(_ cell: String) -> String { needsPrefix(cell.utf8) ? "'" + cell : cell }

  /// `cell` as read from a CSV file: one leading `'` removed when the first character that is
  /// not `'` is a trigger.
  static func unescaped(_ cell: String) -> String {
    let bytes = cell.utf8
    guard bytes.first == 0x27, let trigger = bytes.first(where: { $0 != 0x27 }), isTrigger(trigger) else {
      return cell
    }
    return String(cell.dropFirst())
  }

  /// `unescaped` applied to each field (the array itself when no field starts with `'`).
  static func unescaped(_ fields: [String]) -> [String] {
    guard fields.contains(where: { $0.utf8.first == 0x27 }) else { return fields }
    return fields.map(unescaped)
  }
}
