/// A validated International Standard Book Number.
///
/// Always holds the ISBN-13; `isbn10` is present when the ISBN-13 has the `978` prefix
/// (the only prefix that has an ISBN-10 form). Parsing accepts either form with hyphens or
/// spaces (`978-89-969913-4-2`, `89 969913 4 1`, `0-439-02348-X`) and validates the check digit.
public struct ISBN: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Thirteen digits, `978` or `979` prefix, checksum-valid.
  public let isbn13: String
  /// Ten characters (digits, last may be `X`), or nil for a `979` ISBN-13.
  public var isbn10: String? { ISBN.isbn10(fromISBN13: isbn13) }

  /// Parses an ISBN-10 or ISBN-13.
  /// - Parameter text: digits with optional hyphens or spaces; an ISBN-10 may end in `X`/`x`.
  /// - Throws: `ISBNError` naming what is wrong (empty, bad character, length, check digit, prefix).
  public init(_ text: String) throws(ISBNError) {
    if let fast = try ISBN.parseASCII(Substring(text).utf8) {
      self = fast
      return
    }
    try self.init(characters: text)
  }

  /// `init(_:)` on a substring, without copying it: `ISBN.parse(String(text))`.
  /// - Returns: nil when `text` is not a valid ISBN-10/13.
  public static func parse(_ text: Substring) -> ISBN? {
    do {
      if let fast = try parseASCII(text.utf8) { return fast }
      return try ISBN(characters: String(text))
    } catch {
      return nil
    }
  }

  /// The general path of `init(_:)`, Character by Character (any Unicode input).
  init(characters text: String) throws(ISBNError) {
    var chars: [Character] = []
    chars.reserveCapacity(13)
    for ch in text {
      if ch == "-" || ch == " " || ch == "\u{2010}" || ch == "\u{2011}" { continue }
      if ch.isASCII, ch.isNumber {
        chars.append(ch)
      } else if ch == "X" || ch == "x" {
        chars.append("X")
      } else {
        throw .invalidCharacter(ch)
      }
    }
    if chars.isEmpty { throw .empty }
    let digits = String(chars)
    switch chars.count {
    case 10:
      guard !digits.dropLast().contains("X") else { throw .invalidCharacter("X") }
      guard ISBN.isValidISBN10(digits) else { throw .checksumMismatch }
      isbn13 = ISBN.isbn13(fromISBN10: digits)
    case 13:
      guard !digits.contains("X") else { throw .invalidCharacter("X") }
      guard digits.hasPrefix("978") || digits.hasPrefix("979") else { throw .notBookland }
      guard ISBN.isValidISBN13(digits) else { throw .checksumMismatch }
      isbn13 = digits
    default:
      throw .wrongLength(chars.count)
    }
  }

  /// Returns the ISBN, or nil when `text` is nil or not a valid ISBN-10/13.
  public static func parse(_ text: String?) -> ISBN? {
    guard let text else { return nil }
    return try? ISBN(text)
  }

  /// The fast path of `init(_:)` for text made only of ASCII digits, `X`/`x`, hyphens and spaces
  /// (where bytes and Characters coincide): the same result and the same errors, computed on
  /// bytes without allocating. nil when any other byte is present (the caller then takes the
  /// Character path, which also reports that byte's Character).
  static func parseASCII(_ bytes: Substring.UTF8View) throws(ISBNError) -> ISBN? {
    var nibbles: UInt64 = 0  // the first 13 values, 4 bits each, X = 10
    var count = 0
    for byte in bytes {
      let value: UInt64
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: " "): continue
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt64(byte &- UInt8(ascii: "0"))
      case UInt8(ascii: "X"), UInt8(ascii: "x"): value = 10
      default: return nil
      }
      if count < 13 { nibbles = nibbles << 4 | value }
      count += 1
    }
    func at(_ i: Int) -> Int { Int(truncatingIfNeeded: (nibbles >> UInt64(4 * (count - 1 - i))) & 0xF) }
    switch count {
    case 0:
      throw .empty
    case 10:
      var sum = 0
      for i in 0..<10 {
        let v = at(i)
        if v == 10 && i < 9 { throw .invalidCharacter("X") }
        sum += (10 - i) * v
      }
      guard sum % 11 == 0 else { throw .checksumMismatch }
      var digits: [Int] = [9, 7, 8]
      digits.reserveCapacity(13)
      for i in 0..<9 { digits.append(at(i)) }
      return ISBN(validDigits: digits)
    case 13:
      var digits: [Int] = []
      digits.reserveCapacity(13)
      for i in 0..<13 {
        let v = at(i)
        if v == 10 { throw .invalidCharacter("X") }
        digits.append(v)
      }
      guard digits[0] == 9, digits[1] == 7, digits[2] == 8 || digits[2] == 9 else { throw .notBookland }
      let sum = digits.indices.reduce(0) { $0 + ($1 % 2 == 0 ? 1 : 3) * digits[$1] }
      guard sum % 10 == 0 else { throw .checksumMismatch }
      return ISBN(validDigits: digits)
    default:
      throw .wrongLength(count)
    }
  }

  /// From 13 checked digit values, or 12 to which the EAN-13 check digit is added.
  private init(validDigits digits: [Int]) {
    var digits = digits
    if digits.count == 12 {
      let sum = digits.indices.reduce(0) { $0 + ($1 % 2 == 0 ? 1 : 3) * digits[$1] }
      digits.append((10 - sum % 10) % 10)
    }
    isbn13 = String(unsafeUninitializedCapacity: 13) { buffer in
      for (i, d) in digits.enumerated() { buffer[i] = UInt8(ascii: "0") + UInt8(d) }
      return 13
    }
  }

  /// The ISBN-13 digits.
  public var description: String { isbn13 }

  /// Orders ISBNs by their 13-digit form (digit by digit, as strings of equal length).
  public static func < (lhs: ISBN, rhs: ISBN) -> Bool { lhs.isbn13 < rhs.isbn13 }

  // MARK: - Check digits

  /// True when `digits` is 10 characters (9 digits then a digit or `X`) with a valid
  /// modulus-11 check digit.
  public static func isValidISBN10(_ digits: String) -> Bool {
    let values = digits.map { $0 == "X" ? 10 : ($0.wholeNumberValue ?? -1) }
    guard values.count == 10, !values.contains(-1), !values.dropLast().contains(10) else {
      return false
    }
    let sum = values.enumerated().reduce(0) { $0 + (10 - $1.offset) * $1.element }
    return sum % 11 == 0
  }

  /// True when `digits` is 13 ASCII digits with a valid modulus-10 (EAN-13) check digit.
  /// Does not check the `978`/`979` prefix.
  public static func isValidISBN13(_ digits: String) -> Bool {
    let values = digits.compactMap { $0.isASCII ? $0.wholeNumberValue : nil }
    guard values.count == 13, digits.count == 13 else { return false }
    let sum = values.enumerated().reduce(0) { $0 + ($1.offset % 2 == 0 ? 1 : 3) * $1.element }
    return sum % 10 == 0
  }

  /// The ISBN-13 (`978` + first nine digits + new check digit) of a valid ISBN-10.
  static func isbn13(fromISBN10 isbn10: String) -> String {
    let body = "978" + isbn10.prefix(9)
    let sum = body.enumerated().reduce(0) {
      $0 + ($1.offset % 2 == 0 ? 1 : 3) * ($1.element.wholeNumberValue ?? 0)
    }
    return body + String((10 - sum % 10) % 10)
  }

  /// The ISBN-10 of a `978` ISBN-13, or nil for any other prefix.
  static func isbn10(fromISBN13 isbn13: String) -> String? {
    let bytes = isbn13.utf8
    if bytes.count == 13, bytes.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) {
      guard bytes.starts(with: "978".utf8) else { return nil }
      var sum = 0
      let body = bytes.dropFirst(3).prefix(9)
      for (offset, byte) in body.enumerated() { sum += (10 - offset) * Int(byte &- UInt8(ascii: "0")) }
      let check = (11 - sum % 11) % 11
      return String(unsafeUninitializedCapacity: 10) { buffer in
        for (i, byte) in body.enumerated() { buffer[i] = byte }
        buffer[9] = check == 10 ? UInt8(ascii: "X") : UInt8(ascii: "0") + UInt8(check)
        return 10
      }
    }
    return isbn10Characters(fromISBN13: isbn13)
  }

  /// The general path of `isbn10(fromISBN13:)`, Character by Character.
  static func isbn10Characters(fromISBN13 isbn13: String) -> String? {
    guard isbn13.hasPrefix("978"), isbn13.count == 13 else { return nil }
    let body = isbn13.dropFirst(3).prefix(9)
    let sum = body.enumerated().reduce(0) {
      $0 + (10 - $1.offset) * ($1.element.wholeNumberValue ?? 0)
    }
    let check = (11 - sum % 11) % 11
    return body + (check == 10 ? "X" : String(check))
  }
}

/// Why a string is not an ISBN.
public enum ISBNError: Error, Sendable, Equatable {
  /// Nothing but separators.
  case empty
  /// A character other than a digit, hyphen, space or a final `X` of an ISBN-10.
  case invalidCharacter(Character)
  /// Not 10 or 13 characters once separators are removed (the count found).
  case wrongLength(Int)
  /// The check digit does not match the others.
  case checksumMismatch
  /// A 13-digit EAN whose prefix is not `978` or `979` (e.g. `977` serials, `880` goods).
  case notBookland
}
