/// Column widths of text on a fixed-width screen (terminal), following Unicode East Asian
/// Width: Hangul syllables, CJK ideographs, kana, full-width forms and emoji take two
/// columns; combining marks, Hangul medial/final jamo, zero-width joiners and variation
/// selectors take none; other printable characters take one.
public enum DisplayWidth {
  /// Columns taken by `text` (sum over grapheme clusters).
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// Columns taken by one grapheme cluster: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    var width = 0
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F { return 2 }  // emoji presentation selector
      width = max(width, of(scalar))
    }
    return width
  }

  /// Columns taken by one scalar on its own: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    if v < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }  // jamo V/T
    if (0xFE00...0xFE0F).contains(v) || v == 0x200B { return 0 }
    if isWide(v) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  private static func isWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// `text` cut to at most `width` columns; when cut, the last column is `…` and spaces before
  /// it are dropped. A double-width character is never split: the result may be one column
  /// narrower than `width`.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if of(text) <= width { return text }
    var out = ""
    var used = 0
    for character in text {
      let w = of(character)
      if used + w > width - 1 { break }
      out.append(character)
      used += w
    }
    while out.last == " " { out.removeLast() }
    return out + "…"
  }

  /// `text` truncated to `width` columns and padded with spaces to exactly `width`.
  /// - Parameter alignRight: pad on the left instead (numbers, prices).
  public static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
    let cut = truncate(text, to: width)
    let fill = String(repeating: " ", count: max(0, width - of(cut)))
    return alignRight ? fill + cut : cut + fill
  }

  /// Lines of at most `width` columns: words are kept whole where they fit, longer words
  /// (and runs of CJK text without spaces) are broken between grapheme clusters.
  /// Existing line breaks start new lines; empty input gives no lines, and empty lines at the
  /// end are dropped.
  ///
  /// With `maxLines`, the work stops once that many lines are made: the result is the first
  /// `maxLines` lines (a blank line the full result would drop at the end may then be among
  /// them). The cost is proportional to the text consumed, not to the whole text.
  public static func wrap(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
    guard width > 0, maxLines > 0 else { return [] }
    var wrapper = Wrapper(width: width, maxLines: maxLines)
    var wordStart = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == " " || character == "\n" {
        if wordStart < index { wrapper.place(text[wordStart..<index]) }
        if character == "\n" { wrapper.endLine() }
        if wrapper.isFull { return wrapper.lines }
        index = text.index(after: index)
        wordStart = index
      } else {
        index = text.index(after: index)
      }
    }
    if wordStart < text.endIndex { wrapper.place(text[wordStart...]) }
    if wrapper.isFull { return wrapper.lines }
    wrapper.endLine()
    var lines = wrapper.lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The greedy line filling of `wrap`, with its line limit.
  private struct Wrapper {
    let width: Int
    let maxLines: Int
    var lines: [String] = []
    var line = ""
    var lineWidth = 0

    var isFull: Bool { lines.count >= maxLines }

    /// Ends the current line (also when empty).
    mutating func endLine() {
      guard !isFull else { return }
      lines.append(line)
      line = ""
      lineWidth = 0
    }

    /// Adds one word: after a space when it fits, else on a new line, broken between grapheme
    /// clusters when it is wider than a line.
    mutating func place(_ word: Substring) {
      guard !isFull else { return }
      let wordWidth = DisplayWidth.of(word)
      let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
      if needed <= width {
        if lineWidth > 0 { line += " " }
        line += word
        lineWidth = needed
        return
      }
      if lineWidth > 0 { endLine() }
      for character in word {
        guard !isFull else { return }
        let w = DisplayWidth.of(character)
        if lineWidth + w > width { endLine() }
        line.append(character)
        lineWidth += w
      }
    }
  }
}
