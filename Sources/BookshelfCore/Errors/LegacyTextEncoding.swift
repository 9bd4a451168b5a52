/// An encoding other than UTF-8 that a text file most likely uses: what a spreadsheet saves
/// "CSV" in on Windows (Excel's "CSV (Comma delimited)" uses the system's ANSI code page;
/// "Unicode Text" and `iconv -t UTF-16` write UTF-16).
public enum LegacyTextEncoding: String, Sendable, Hashable, CaseIterable {
  /// Windows-1252 (Western European; a superset of ISO 8859-1): one byte per character.
  case windows1252 = "Windows-1252"
  /// CP949 (Unified Hangul Code, a superset of EUC-KR): Korean Windows, two bytes per Hangul
  /// syllable.
  case cp949 = "CP949"
  /// UTF-16, little- or big-endian: two bytes per character of the Basic Multilingual Plane.
  case utf16 = "UTF-16"

  /// A cheap guess from the bytes of a file that is not UTF-8, or nil when no guess is
  /// reasonable (no byte outside ASCII, or the bytes are mostly UTF-8 after all).
  ///
  /// Valid UTF-8 sequences are skipped. Every other byte from 0x80 up starts either a CP949
  /// pair (lead 0x81–0xFE, trail 0x41–0x5A, 0x61–0x7A or 0x81–0xFE) or is a single byte. Pairs in
  /// the KS X 1001 Hangul block (lead 0xB0–0xC8, trail 0xA1–0xFE) are counted apart: two such
  /// bytes in a row are rare in Western text (`Ã©`), common in Korean. CP949 when Hangul pairs
  /// make up at least half of the pairs and are at least as many as the single bytes; else
  /// Windows-1252. One pass, no allocation.
  ///
  /// UTF-16 comes first (`looksLikeUTF16`): a byte order mark (`FF FE`, `FE FF`), or NUL bytes
  /// in every other position, as ASCII text in UTF-16 has.
  public static func guess(_ bytes: some Collection<UInt8>) -> LegacyTextEncoding? {
    if looksLikeUTF16(bytes) { return .utf16 }
    var utf8 = 0
    var pairs = 0
    var hangul = 0
    var singles = 0
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      if byte < 0x80 {
        index = bytes.index(after: index)
        continue
      }
      if let end = utf8SequenceEnd(bytes, from: index) {
        utf8 += 1
        index = end
        continue
      }
      let next = bytes.index(after: index)
      if (0x81...0xFE).contains(byte), next != bytes.endIndex, isCP949Trail(bytes[next]) {
        pairs += 1
        if (0xB0...0xC8).contains(byte), (0xA1...0xFE).contains(bytes[next]) { hangul += 1 }
        index = bytes.index(after: next)
        continue
      }
      singles += 1
      index = next
    }
    let legacy = pairs + singles
    guard legacy > 0, legacy >= utf8 else { return nil }
    return hangul > 0 && hangul * 2 >= pairs && hangul >= singles ? .cp949 : .windows1252
  }

  /// True when `bytes` start with a UTF-16 byte order mark, or when at least a quarter of
  /// their first 4,096 bytes are NUL and nine in ten of those NULs fall on the same parity
  /// (the high byte of ASCII characters in UTF-16 LE or BE). Text in any single-byte or
  /// multi-byte encoding has no such NULs.
  static func looksLikeUTF16(_ bytes: some Collection<UInt8>) -> Bool {
    let head = bytes.prefix(4096)
    let first = head.first
    let second = head.dropFirst().first
    if (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF) { return true }
    var nuls = [0, 0]
    var count = 0
    for byte in head {
      if byte == 0 { nuls[count & 1] += 1 }
      count += 1
    }
    let total = nuls[0] + nuls[1]
    return count >= 4 && total * 4 >= count && max(nuls[0], nuls[1]) * 10 >= total * 9
  }

  static func isCP949Trail(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x81...0xFE).contains(byte)
  }

  /// The index after the well-formed UTF-8 multi-byte sequence starting at `start`, or nil.
  static func utf8SequenceEnd<C: Collection<UInt8>>(_ bytes: C, from start: C.Index) -> C.Index? {
    var iterator = bytes[start...].makeIterator()
    var decoder = Unicode.UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
    return bytes.index(start, offsetBy: Unicode.UTF8.width(scalar))
  }
}
