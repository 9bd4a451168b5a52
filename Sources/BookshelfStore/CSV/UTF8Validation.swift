/// Checks bytes for well-formed UTF-8 (RFC 3629) without making a `String`.
enum UTF8Validation {
  /// True when `bytes` are well-formed UTF-8: no stray continuation bytes, truncated
  /// sequences, overlong forms, surrogates (U+D800–DFFF) or code points above U+10FFFF.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { firstInvalidOffset(bytes) == nil }

  /// The offset of the first byte that starts an ill-formed sequence, or nil when `bytes` are
  /// well-formed UTF-8 (see `isValid`).
  static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    let count = bytes.count
    while i < count {
      let lead = bytes[i]
      if lead < 0x80 {
        i += 1
        continue
      }
      let length: Int
      // The allowed range of the second byte (narrower after E0, ED, F0 and F4).
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE, 0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return i
      }
      guard i + length <= count, bytes[i + 1] >= low, bytes[i + 1] <= high else { return i }
      var k = 2
      while k < length {
        guard bytes[i + k] & 0xC0 == 0x80 else { return i }
        k += 1
      }
      i += length
    }
    return nil
  }
}
