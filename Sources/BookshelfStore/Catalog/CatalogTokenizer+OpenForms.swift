extension CatalogTokenizer {
  /// The 28 quoted FTS5 phrases of an open syllable's forms after `head` (nil: none):
  /// `"<head><syllable + n>"` for n in 0..<28, as `quoted` writes them (`"미우"`, `"미욱"`, …
  /// `"미웋"`). Each phrase is written from its UTF-8 bytes in a stack buffer (at most 10 bytes,
  /// a small string without allocation): appending scalars to a `String.UnicodeScalarView` 28
  /// times per keystroke was ~9 % of a short Korean search.
  static func quotedForms(head: Unicode.Scalar?, of syllable: Unicode.Scalar) -> [String] {
    let forms = (0..<28).compactMap { Unicode.Scalar(syllable.value + $0) }
    guard head != "\"" else {
      // Never in a CJK run (kept exact anyway).
      return forms.map { quoted((head.map { String($0) } ?? "") + String($0)) }
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { buffer in
      var start = 0
      buffer[start] = 0x22
      start += 1
      if let head {
        UTF8.encode(head) {
          buffer[start] = $0
          start += 1
        }
      }
      return forms.map { form in
        var end = start
        UTF8.encode(form) {
          buffer[end] = $0
          end += 1
        }
        buffer[end] = 0x22
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<(end + 1)]), as: UTF8.self)
      }
    }
  }
}
