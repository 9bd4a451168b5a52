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
    guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
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
    guard text.utf8.contains(UInt8(ascii: "&")), text.utf8.contains(UInt8(ascii: ";")) else { return text }
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
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
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
      if pendingBreak {
        out.append(0x0A)
      } else if pendingSpace {
        out.append(0x20)
      }
      pendingBreak = false
      pendingSpace = false
      lineHasText = true
      out.append(contentsOf: bytes[index..<end])
    }
    return String(decoding: out, as: UTF8.self)
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
