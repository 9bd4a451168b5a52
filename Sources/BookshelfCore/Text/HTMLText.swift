/// Turns API text that may carry HTML (Naver's `<b>` highlights, Google's HTML descriptions,
/// Kakao's and Aladin's entities) into plain text, exactly once.
public enum HTMLText {
  /// Plain text: tags removed (`<br>`/`</p>` become line breaks), entities decoded once,
  /// whitespace collapsed to single spaces; nil when nothing is left.
  ///
  /// Order matters: tags are stripped first, then entities decoded, so `&lt;b&gt;` in the
  /// source becomes the literal text `<b>` only when it was escaped text, never a tag that is
  /// stripped again; `&amp;lt;` becomes `&lt;` (decoded exactly once).
  public static func plain(_ raw: String?) -> String? {
    guard let raw, !raw.isEmpty else { return nil }
    let text = collapsedWhitespace(decodeEntities(stripTags(raw)))
    return text.isEmpty ? nil : text
  }

  /// Plain text keeping paragraph breaks: like `plain`, but block tags and line breaks
  /// become `\n` and runs of blank lines collapse to one line break.
  public static func paragraphs(_ raw: String?) -> String? {
    guard let raw, !raw.isEmpty else { return nil }
    let decoded = decodeEntities(stripTags(raw, blockBreak: "\n"))
    let text = collapsedWhitespace(decoded, keepingLineBreaks: true)
    return text.isEmpty ? nil : text
  }

  /// Removes `<tag …>` and `</tag>` markup. A `<` that does not open a tag (`a < b`,
  /// `<알몸으로 학교 간 날>` where the name is not ASCII) is kept as text.
  static func stripTags(_ text: String, blockBreak: String = " ") -> String {
    guard containsByte(UInt8(ascii: "<"), in: text) else { return text }
    return stripTagsBytes(text, blockBreak: blockBreak) ?? stripTagsCharacters(text, blockBreak: blockBreak)
  }

  /// `stripTags` on bytes, for tags made of ASCII on one line (`<b>`, `</p>`, `<br/>`): each
  /// `<`, `/`, first letter and `>` is checked to be a Character of its own (`standsAlone`), as
  /// the Character path compares whole Characters. nil (use the Character path) when a tag
  /// candidate holds a non-ASCII byte or a line break, or a `<`/`>` inside it is joined to a
  /// neighbour.
  static func stripTagsBytes(_ text: String, blockBreak: String) -> String? {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    scan: while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "<"), standsAlone(bytes, index), index + 1 < bytes.count else {
        out.append(byte)
        index += 1
        continue
      }
      var nameStart = index + 1
      if bytes[nameStart] == UInt8(ascii: "/") {
        guard standsAlone(bytes, nameStart), nameStart + 1 < bytes.count else {
          out.append(byte)
          index += 1
          continue
        }
        nameStart += 1
      }
      let first = bytes[nameStart]
      guard (first | 0x20) &- UInt8(ascii: "a") < 26 || first == UInt8(ascii: "!"),
        standsAlone(bytes, nameStart)
      else {
        out.append(byte)
        index += 1
        continue
      }
      var close = nameStart
      while close < bytes.count {
        let c = bytes[close]
        if c >= 0x80 || c == 0x0A || c == 0x0D { return nil }
        if c == UInt8(ascii: ">") || c == UInt8(ascii: "<") {
          guard standsAlone(bytes, close) else { return nil }
          if c == UInt8(ascii: "<") { break }
          let name = tagName(Substring(String(decoding: bytes[index + 1..<close], as: UTF8.self)))
          if blockTags.contains(name) { out.append(contentsOf: blockBreak.utf8) }
          index = close + 1
          continue scan
        }
        close += 1
      }
      // No `>` before another `<` or the end: the `<` is text.
      out.append(byte)
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// True when the ASCII byte at `index` is a Character of its own: no non-ASCII neighbour joins
  /// it (a combining mark after it, a prepended mark before it). The rules that could join it
  /// look at one neighbour at a time, so neighbour + byte + neighbour is checked as a string.
  private static func standsAlone(_ bytes: [UInt8], _ index: Int) -> Bool {
    let plainBefore = index == 0 || bytes[index - 1] < 0x80
    let plainAfter = index + 1 >= bytes.count || bytes[index + 1] < 0x80
    if plainBefore && plainAfter { return true }
    var start = index
    if !plainBefore {
      start -= 1
      while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
    }
    var end = index + 1
    if !plainAfter {
      end += 1
      while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    }
    let window = String(decoding: bytes[start..<end], as: UTF8.self)
    return window.count == 1 + (plainBefore ? 0 : 1) + (plainAfter ? 0 : 1)
  }

  /// The general path of `stripTags`, Character by Character.
  static func stripTagsCharacters(_ text: String, blockBreak: String = " ") -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var index = text.startIndex
    while index < text.endIndex {
      let ch = text[index]
      if ch == "<", let close = tagEnd(in: text, from: index) {
        let name = tagName(text[text.index(after: index)..<close])
        out += blockTags.contains(name) ? blockBreak : ""
        index = text.index(after: close)
      } else {
        out.append(ch)
        index = text.index(after: index)
      }
    }
    return out
  }

  private static let blockTags: Set<String> = [
    "br", "p", "div", "li", "ul", "ol", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote",
  ]

  /// The index of the `>` closing a tag that starts at `start`, when the text after `<` looks
  /// like an HTML tag (`/`? then an ASCII letter, or `!` for comments).
  private static func tagEnd(in text: String, from start: String.Index) -> String.Index? {
    let next = text.index(after: start)
    guard next < text.endIndex else { return nil }
    var first = text[next]
    var nameStart = next
    if first == "/" {
      nameStart = text.index(after: next)
      guard nameStart < text.endIndex else { return nil }
      first = text[nameStart]
    }
    guard (first.isASCII && first.isLetter) || first == "!" else { return nil }
    var i = nameStart
    while i < text.endIndex {
      let c = text[i]
      if c == ">" { return i }
      if c == "<" || c == "\n" && text.distance(from: start, to: i) > 200 { return nil }
      i = text.index(after: i)
    }
    return nil
  }

  private static func tagName(_ inner: Substring) -> String {
    let trimmed = inner.drop(while: { $0 == "/" })
    return String(trimmed.prefix(while: { $0.isASCII && ($0.isLetter || $0.isNumber) })).lowercased()
  }

  /// Decodes named (`&amp;`, `&lt;`, `&nbsp;`, …), decimal (`&#39;`) and hex (`&#x27;`)
  /// character references, once. Unknown or malformed references are left as written.
  public static func decodeEntities(_ text: String) -> String {
    // A reference needs both `&` and `;`; URLs full of `&` but without `;` skip the scan.
    guard containsByte(UInt8(ascii: "&"), in: text), containsByte(UInt8(ascii: ";"), in: text) else {
      return text
    }
    return decodeEntitiesBytes(text) ?? decodeEntitiesCharacters(text)
  }

  /// True when `text`'s UTF-8 holds `byte` (a scan of contiguous memory for native strings).
  static func containsByte(_ byte: UInt8, in text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? text.utf8.contains(byte)
  }

  /// `decodeEntities` on bytes: literal spans are copied whole and a reference is decoded by the
  /// same `decodeReference`. A reference's body (at most 10 bytes between `&` and the first `;`)
  /// must be ASCII, so bytes and Characters agree on it; nil (use the Character path) when a
  /// decodable reference's `&` or `;` is joined into a larger Character by a non-ASCII
  /// neighbour (a combining mark after `;`, a prepended mark before `&`; see `standsAlone`).
  static func decodeEntitiesBytes(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var copied = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "&") else {
        index += 1
        continue
      }
      let limit = min(bytes.count, index + 12)
      var semi = index + 1
      while semi < limit, bytes[semi] != UInt8(ascii: ";") { semi += 1 }
      guard semi < limit, bytes[index + 1..<semi].allSatisfy({ $0 < 0x80 }),
        let decoded = decodeReference(
          Substring(String(decoding: bytes[index + 1..<semi], as: UTF8.self)))
      else {
        index += 1
        continue
      }
      // Next to non-ASCII (Hangul after `&lt;`, say) the `&` and `;` must still be Characters
      // of their own, as the Character path sees them; a joining mark sends the text there.
      guard standsAlone(bytes, index), standsAlone(bytes, semi) else { return nil }
      out.append(contentsOf: bytes[copied..<index])
      out.append(contentsOf: decoded.utf8)
      index = semi + 1
      copied = index
    }
    out.append(contentsOf: bytes[copied...])
    return String(decoding: out, as: UTF8.self)
  }

  /// The general path of `decodeEntities`, Character by Character.
  static func decodeEntitiesCharacters(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var index = text.startIndex
    while index < text.endIndex {
      let ch = text[index]
      guard ch == "&", let semi = text[index...].prefix(12).firstIndex(of: ";") else {
        out.append(ch)
        index = text.index(after: index)
        continue
      }
      let body = text[text.index(after: index)..<semi]
      if let decoded = decodeReference(body) {
        out.append(decoded)
        index = text.index(after: semi)
      } else {
        out.append(ch)
        index = text.index(after: index)
      }
    }
    return out
  }

  private static func decodeReference(_ body: Substring) -> Character? {
    if body.hasPrefix("#") {
      let digits = body.dropFirst()
      let value: UInt32?
      if digits.hasPrefix("x") || digits.hasPrefix("X") {
        value = UInt32(digits.dropFirst(), radix: 16)
      } else {
        value = UInt32(digits, radix: 10)
      }
      guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
      return Character(scalar)
    }
    return namedEntities[String(body)]
  }

  private static let namedEntities: [String: Character] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    "middot": "·", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’",
    "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»", "copy": "©", "reg": "®",
    "trade": "™", "times": "×", "bull": "•", "deg": "°", "eacute": "é", "egrave": "è",
    "aacute": "á", "agrave": "à", "ouml": "ö", "uuml": "ü", "auml": "ä", "szlig": "ß",
    "ccedil": "ç", "ntilde": "ñ", "iacute": "í", "oacute": "ó", "uacute": "ú",
  ]

  // MARK: - Whitespace, byte by byte

  /// `text.collapsingWhitespace()` computed on UTF-8 bytes (the API texts are long and mostly
  /// Hangul, where a Character-by-Character pass costs ~100 ns a character): runs of Unicode
  /// `White_Space` become one space, ends trimmed.
  ///
  /// With `keepingLineBreaks`, the result of `paragraphs`: the text is cut at each `\n` that is a
  /// Character of its own (a `\r\n` pair is one Character and stays inside its line), each line
  /// is collapsed, empty lines are dropped and the rest joined with `\n`.
  static func collapsedWhitespace(_ text: String, keepingLineBreaks: Bool = false) -> String {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return "" }
    return String(unsafeUninitializedCapacity: bytes.count) { out in
      collapse(bytes, into: out, keepingLineBreaks: keepingLineBreaks)
    }
  }

  /// The loop of `collapsedWhitespace`: writes the result into `out` (as long as `bytes` at
  /// least; the result is never longer) and returns its length.
  private static func collapse(
    _ bytes: [UInt8], into out: UnsafeMutableBufferPointer<UInt8>, keepingLineBreaks: Bool
  ) -> Int {
    var count = 0
    var pendingSpace = false
    var pendingBreak = false
    var lineHasText = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let width = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      let end = min(index + width, bytes.count)
      defer { index = end }
      if keepingLineBreaks, byte == 0x0A, index == 0 || bytes[index - 1] != 0x0D {
        if lineHasText { pendingBreak = true }
        pendingSpace = false
        lineHasText = false
        continue
      }
      if isWhitespace(bytes, from: index, width: end - index) {
        pendingSpace = lineHasText
        continue
      }
      if pendingBreak || pendingSpace {
        out[count] = pendingBreak ? 0x0A : 0x20
        count += 1
      }
      pendingBreak = false
      pendingSpace = false
      lineHasText = true
      for offset in index..<end {
        out[count] = bytes[offset]
        count += 1
      }
    }
    return count
  }

  /// True when the scalar encoded at `bytes[start..<start + width]` has the Unicode `White_Space`
  /// property (tab…CR, space, U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
  /// U+205F, U+3000); only the lead bytes of those are decoded.
  private static func isWhitespace(_ bytes: [UInt8], from start: Int, width: Int) -> Bool {
    let lead = bytes[start]
    if lead < 0x80 { return lead == 0x20 || (0x09...0x0D).contains(lead) }
    guard lead == 0xC2 || lead == 0xE1 || lead == 0xE2 || lead == 0xE3 else { return false }
    var value = UInt32(lead & (width == 2 ? 0x1F : 0x0F))
    for offset in 1..<max(width, 2) where start + offset < bytes.count {
      value = value << 6 | UInt32(bytes[start + offset] & 0x3F)
    }
    return Unicode.Scalar(value)?.properties.isWhitespace ?? false
  }

}
