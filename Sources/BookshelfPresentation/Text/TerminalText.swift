import BookshelfCore

/// Text from outside (provider answers, imported files, the shelf, error messages that quote
/// them, file names) made safe to show on a terminal: the one sanitizer at the human-output
/// edge, used by every CLI printer and by the terminal app's `ScreenBuffer`.
///
/// What it does, scalar by scalar:
/// - Escape sequences are dropped whole, introducer, parameters and final byte: CSI
///   (`ESC [ … final`, also the 8-bit U+009B), OSC (`ESC ] …` up to BEL, `ESC \` or U+009C; also
///   U+009D), DCS, SOS, PM and APC strings (`ESC P`/`X`/`^`/`_`, U+0090/0098/009E/009F, up to
///   the same terminators), `ESC` + intermediates + final (`ESC ( B`) and two-byte escapes
///   (`ESC c`, `ESC 7`). A string sequence that is never terminated runs to the end of the
///   text, as a terminal would swallow it. A lone `ESC` is dropped.
/// - C0 controls (U+0000–U+001F), DEL (U+007F) and C1 controls (U+0080–U+009F) are dropped,
///   except: a tab becomes a space; a line break (LF, CR, CR LF) becomes a space in one-line
///   text (`line`) and `\n` in multi-line text (`paragraphs`).
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and zero-width
///   characters (U+200B–U+200D, U+FEFF) are dropped, so text cannot be reordered or hidden on
///   screen. Dropping (rather than showing a visible mark) keeps ordinary text readable; the
///   cost is that an emoji ZWJ sequence (`👩‍💻`) shows as its parts (`👩💻`) and a zero-width
///   non-joiner no longer affects shaping — both harmless, and widths stay predictable.
///
/// Everything else (Hangul, CJK, combining marks, emoji) is kept as it is. Text with nothing
/// to drop — almost all of it — is returned unchanged after one byte scan. Only what is shown
/// changes: stored data, `--json` output and exports keep the exact text.
///
/// Our own styles (`Style` in the CLI, `TextStyle` in the terminal app) are applied after
/// sanitizing, never to text that is then sanitized.
public enum TerminalText {
  /// `text` as one line: see the type's rules; tabs and line breaks become spaces.
  public static func line(_ text: String) -> String {
    isSafe(text, keepingLineBreaks: false) ? text : sanitized(text, keepingLineBreaks: false)
  }

  /// `line(_:)` of a substring.
  public static func line(_ text: Substring) -> String {
    isSafe(text, keepingLineBreaks: false) ? String(text) : sanitized(text, keepingLineBreaks: false)
  }

  /// `text` as multi-line text (descriptions, notes): see the type's rules; line breaks are
  /// kept as `\n` (CR LF and a lone CR become `\n`), tabs become spaces.
  public static func paragraphs(_ text: String) -> String {
    isSafe(text, keepingLineBreaks: true) ? text : sanitized(text, keepingLineBreaks: true)
  }

  /// `message` rendered in `language` and made safe as one line (`line(_:)`): the arguments
  /// it carries (titles, paths, provider text) cannot reach the terminal as controls.
  public static func message(_ message: some Localizable, in language: Language) -> String {
    line(message.text(in: language))
  }

  /// True when `line` (or `paragraphs`, with `keepingLineBreaks`) would return `text`
  /// unchanged: one pass over its UTF-8 bytes.
  public static func isSafe(_ text: some StringProtocol, keepingLineBreaks: Bool) -> Bool {
    if let answer = text.utf8.withContiguousStorageIfAvailable({ scan($0, lineBreaks: keepingLineBreaks) }) {
      return answer
    }
    return Array(text.utf8).withUnsafeBufferPointer { scan($0, lineBreaks: keepingLineBreaks) }
  }

  /// The byte scan of `isSafe`. Valid UTF-8 is assumed (Swift strings are): U+0080–U+009F is
  /// `C2 80`–`C2 9F`; U+200B–U+200D `E2 80 8B`–`8D`; U+202A–U+202E `E2 80 AA`–`AE`;
  /// U+2066–U+2069 `E2 81 A6`–`A9`; U+FEFF `EF BB BF`.
  @inline(__always)
  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, lineBreaks: Bool) -> Bool {
    let count = bytes.count
    var i = 0
    while i < count {
      let byte = bytes[i]
      if byte < 0x80 {
        guard (byte >= 0x20 && byte != 0x7F) || (byte == 0x0A && lineBreaks) else { return false }
        i += 1
        continue
      }
      switch byte {
      case 0xC2:
        if i + 1 < count, bytes[i + 1] <= 0x9F { return false }
        i += 2
      case 0xE2:
        if i + 2 < count {
          let second = bytes[i + 1]
          let third = bytes[i + 2]
          if second == 0x80, (0x8B...0x8D).contains(third) || (0xAA...0xAE).contains(third) { return false }
          if second == 0x81, (0xA6...0xA9).contains(third) { return false }
        }
        i += 3
      case 0xEF:
        if i + 2 < count, bytes[i + 1] == 0xBB, bytes[i + 2] == 0xBF { return false }
        i += 3
      default:
        i += 1
      }
    }
    return true
  }

  /// The full path: walks the scalars, dropping what the rules drop.
  static func sanitized(_ text: some StringProtocol, keepingLineBreaks: Bool) -> String {
    var reader = ScalarReader(text.unicodeScalars.makeIterator())
    var out = String.UnicodeScalarView()
    let lineBreak: Unicode.Scalar = keepingLineBreaks ? "\n" : " "
    while let scalar = reader.next() {
      switch scalar.value {
      case 0x1B: reader.skipEscape()
      case 0x9B: reader.skipControlSequence()
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F: reader.skipControlString()
      case 0x09: out.append(" ")
      case 0x0A: out.append(lineBreak)
      case 0x0D:
        if let following = reader.next(), following.value != 0x0A { reader.putBack(following) }
        out.append(lineBreak)
      case 0x00...0x1F, 0x7F...0x9F: continue
      case 0x200B...0x200D, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: continue
      default: out.append(scalar)
      }
    }
    return String(out)
  }
}

/// Scalars with one scalar of look-back, and the skipping of escape sequences.
private struct ScalarReader<Base: IteratorProtocol<Unicode.Scalar>> {
  var base: Base
  var pending: Unicode.Scalar?

  init(_ base: Base) { self.base = base }

  mutating func next() -> Unicode.Scalar? {
    if let scalar = pending {
      pending = nil
      return scalar
    }
    return base.next()
  }

  mutating func putBack(_ scalar: Unicode.Scalar) { pending = scalar }

  /// After `ESC`: the rest of the sequence it starts. A scalar that cannot continue it is put
  /// back (so `ESC ESC [2J` drops both sequences and `ESC 한` keeps `한`).
  mutating func skipEscape() {
    guard let scalar = next() else { return }
    switch scalar.value {
    case 0x5B: skipControlSequence()  // [ CSI
    case 0x5D, 0x50, 0x58, 0x5E, 0x5F: skipControlString()  // ] OSC, P DCS, X SOS, ^ PM, _ APC
    case 0x20...0x2F:  // intermediates, then one final byte (`ESC ( B`, `ESC # 8`)
      while let next = next() {
        if (0x20...0x2F).contains(next.value) { continue }
        if !(0x30...0x7E).contains(next.value) { putBack(next) }
        return
      }
    case 0x30...0x7E: return  // a two-byte escape (`ESC c`, `ESC 7`, `ESC \`)
    default: putBack(scalar)
    }
  }

  /// After a CSI introducer: parameter and intermediate bytes (U+0020–U+003F), then the final
  /// byte (U+0040–U+007E). Anything else ends the sequence and is put back.
  mutating func skipControlSequence() {
    while let scalar = next() {
      if (0x20...0x3F).contains(scalar.value) { continue }
      if !(0x40...0x7E).contains(scalar.value) { putBack(scalar) }
      return
    }
  }

  /// After an OSC, DCS, SOS, PM or APC introducer: everything up to and including BEL or
  /// U+009C (ST), or up to an `ESC` (put back: `ESC \` is the usual terminator and is then
  /// dropped as a two-byte escape), CAN or SUB (which abort a sequence), or the end.
  mutating func skipControlString() {
    while let scalar = next() {
      switch scalar.value {
      case 0x07, 0x9C, 0x18, 0x1A: return
      case 0x1B:
        putBack(scalar)
        return
      default: continue
      }
    }
  }
}
