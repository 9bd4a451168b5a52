/// Where a JSON text first breaks the grammar (RFC 8259), as a 1-based line and column, for
/// a config file's error message (Foundation's decoder says only "not valid JSON").
///
/// A plain recursive-descent check, nested at most `maximumDepth` deep (deeper is reported as
/// the error): it tells where, not why. Columns count Unicode scalars.
enum JSONSyntaxLocation {
  /// Nesting deeper than this is reported as the error, at the bracket that goes too deep.
  static let maximumDepth = 256

  /// The line and column of the first byte that cannot continue valid JSON (the end of the
  /// text counts as one past its last character), or nil when `bytes` is valid JSON.
  static func firstError(in bytes: [UInt8]) -> (line: Int, column: Int)? {
    var scanner = Scanner(bytes: bytes)
    scanner.skipSpace()
    if scanner.value(depth: 0) {
      scanner.skipSpace()
      if scanner.index == bytes.count { return nil }
    }
    return scanner.location(of: min(scanner.index, bytes.count))
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
      while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// Reads one value; false (with `index` at the offending byte) when it is not one.
    mutating func value(depth: Int) -> Bool {
      guard let byte = current else { return false }
      switch byte {
      case UInt8(ascii: "{"):
        guard depth < JSONSyntaxLocation.maximumDepth else { return false }
        return container(close: UInt8(ascii: "}"), depth: depth, members: true)
      case UInt8(ascii: "["):
        guard depth < JSONSyntaxLocation.maximumDepth else { return false }
        return container(close: UInt8(ascii: "]"), depth: depth, members: false)
      case UInt8(ascii: "\""): return string()
      case UInt8(ascii: "t"): return literal("true")
      case UInt8(ascii: "f"): return literal("false")
      case UInt8(ascii: "n"): return literal("null")
      default: return number()
      }
    }

    mutating func container(close: UInt8, depth: Int, members: Bool) -> Bool {
      index += 1
      skipSpace()
      if current == close {
        index += 1
        return true
      }
      while true {
        if members {
          guard current == UInt8(ascii: "\""), string() else { return false }
          skipSpace()
          guard current == UInt8(ascii: ":") else { return false }
          index += 1
          skipSpace()
        }
        guard value(depth: depth + 1) else { return false }
        skipSpace()
        if current == UInt8(ascii: ",") {
          index += 1
          skipSpace()
          continue
        }
        guard current == close else { return false }
        index += 1
        return true
      }
    }

    mutating func string() -> Bool {
      index += 1
      while let byte = current {
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return true
        case UInt8(ascii: "\\"):
          index += 1
          guard let escaped = current else { return false }
          if escaped == UInt8(ascii: "u") {
            for _ in 0..<4 {
              index += 1
              guard let hex = current, isHexDigit(hex) else { return false }
            }
          } else if !"\"\\/bfnrt".utf8.contains(escaped) {
            return false
          }
          index += 1
        case 0..<0x20: return false
        default: index += 1
        }
      }
      return false
    }

    mutating func literal(_ word: String) -> Bool {
      for expected in word.utf8 {
        guard current == expected else { return false }
        index += 1
      }
      return true
    }

    mutating func number() -> Bool {
      if current == UInt8(ascii: "-") { index += 1 }
      guard let first = current, isDigit(first) else { return false }
      index += 1
      if first != UInt8(ascii: "0") { digits() }
      if current == UInt8(ascii: ".") {
        index += 1
        guard let digit = current, isDigit(digit) else { return false }
        digits()
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        index += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        guard let digit = current, isDigit(digit) else { return false }
        digits()
      }
      return true
    }

    mutating func digits() {
      while let byte = current, isDigit(byte) { index += 1 }
    }

    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    func isHexDigit(_ byte: UInt8) -> Bool {
      isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// The 1-based line and column (in Unicode scalars) of byte `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
      var line = 1
      var column = 1
      for byte in bytes[..<offset] {
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      return (line, column)
    }
  }
}
