import BookshelfCore
import Foundation

/// The cells of a Goodreads row that a spreadsheet mangles when it re-saves the file: long
/// numbers in scientific notation, ISBN-10s without their leading zeros, decimals in
/// `My Rating`. No scientific-notation number is ever kept as an identifier: its digits are
/// gone (`2.48E+08` was `248123456`).
extension GoodreadsImport {
  /// What a `Book Id` cell holds.
  enum BookIDCell: Equatable {
    /// Goodreads' own id (digits).
    case goodreads(String)
    /// A Bookshelf key written by `GoodreadsExport` for a book without ISBN (`openlibrary:OL1W`).
    case shelfKey(String)
    /// A number in scientific notation: its digits are lost.
    case lost(String)
    /// Empty or missing.
    case none
  }

  /// The `Book Id` cell.
  /// - Throws: `RowProblem` for other text (`abc`).
  static func bookID(_ cell: String?) throws -> BookIDCell {
    guard let value = cell else { return .none }
    if value.allSatisfy(\.isASCIIDigit) { return .goodreads(value) }
    if isScientificNotation(value) { return .lost(value) }
    guard value.contains(":") else { throw RowProblem(.bookIDNotNumber(value)) }
    return .shelfKey(value)
  }

  /// True for a number in scientific notation (`2.48E+08`, `9.78006e12`, `1E5`): digits, an
  /// optional fraction, `E` or `e`, an optional sign, digits.
  static func isScientificNotation(_ text: String) -> Bool {
    let parts = text.split(separator: "E", maxSplits: 1, omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false) }
    guard parts.count == 2 else { return false }
    let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    var exponent = parts[1]
    if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
    func digits(_ part: Substring) -> Bool { !part.isEmpty && part.allSatisfy(\.isASCIIDigit) }
    return digits(mantissa[0]) && (mantissa.count == 1 || digits(mantissa[1])) && digits(exponent)
  }

  /// The text of a cell written as an Excel formula `="…"` (Goodreads' ISBN cells), else the
  /// cell itself.
  static func formulaValue(_ cell: String) -> String {
    guard cell.hasPrefix("=\""), cell.hasSuffix("\""), cell.count >= 3 else { return cell }
    return String(cell.dropFirst(2).dropLast())
  }

  /// The ISBN in a cell written as `="…"` (or bare digits), or nil when empty or invalid. An
  /// ISBN-10 that lost its leading zeros as a number (`439023483`) is restored when its check
  /// digit is valid (`ISBN.parseRestoringLeadingZeros`).
  static func isbnCell(_ cell: String?) -> ISBN? {
    guard let cell else { return nil }
    return ISBN.parseRestoringLeadingZeros(formulaValue(cell))
  }

  /// `My Rating` in whole stars, or nil for 0 or empty. A whole-number decimal (`5.0`, `4,00`)
  /// is that number; a fraction (`3.5`) is rounded half up (`4`, Goodreads ratings are whole
  /// stars) with a `.ratingRounded` warning.
  /// - Throws: `RowProblem` for text that is not a number from 0 to 5.
  static func rating(_ cell: String?, warnings: inout [CellWarning]) throws -> Int? {
    guard let value = cell else { return nil }
    if let number = Int(value), (0...5).contains(number) { return number == 0 ? nil : number }
    let decimal = value.replacingOccurrences(of: ",", with: ".")
    let parts = decimal.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard value.utf8.count <= 12, parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }), let number = Double(decimal),
      (0...5).contains(number)
    else { throw RowProblem(.badMyRating(value)) }
    let stars = Int((number + 0.5).rounded(.down))
    if Double(stars) != number {
      warnings.append(CellWarning(.ratingRounded, "My Rating", value, replacement: String(stars)))
    }
    return stars == 0 ? nil : stars
  }

  /// The key of a book with no usable ISBN and no usable `Book Id` (both lost to a spreadsheet,
  /// or never there): `goodreads-title:` and 16 hex digits of the 64-bit FNV-1a hash of the
  /// title and the first author (NFC, whitespace collapsed, lower-cased), so the same book
  /// gets the same key at every import. Our Goodreads export writes it as the `Book Id`.
  static func titleKey(title: String, author: String?) -> String {
    let text = [title, author ?? ""].map { ShelfText.collapsed($0).lowercased() }
      .joined(separator: "\u{1F}")
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in ShelfText.nfc(text).utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "goodreads-title:" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
