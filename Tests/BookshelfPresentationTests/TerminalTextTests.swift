import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfPresentation

/// `TerminalText`: every class of terminal control is dropped, ordinary text of every script
/// is kept, and the byte-scan fast path agrees with the full path.
@Suite("Terminal-safe text")
struct TerminalTextTests {
  @Test(
    "escape sequences are dropped whole",
    arguments: [
      ("Evil\u{1B}[2J Title", "Evil Title"),  // CSI: clear screen
      ("a\u{1B}[38;5;196mred\u{1B}[0m", "ared"),  // CSI with parameters (SGR)
      ("a\u{1B}[?1049hb", "ab"),  // private CSI (alternate screen)
      ("a\u{1B}]0;pwned\u{07}b", "ab"),  // OSC ended by BEL (window title)
      ("a\u{1B}]2;pwned\u{1B}\\b", "ab"),  // OSC ended by ESC \ (ST)
      ("a\u{1B}]52;c;cHduZWQ=\u{07}b", "ab"),  // OSC 52 (clipboard write)
      ("\u{1B}]8;;https://evil.example/\u{1B}\\Click\u{1B}]8;;\u{1B}\\", "Click"),  // OSC 8 link
      ("a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", "ab"),  // DCS (sixel)
      ("a\u{1B}_apc\u{1B}\\b", "ab"),  // APC
      ("a\u{1B}^pm\u{1B}\\b", "ab"),  // PM
      ("a\u{1B}Xsos\u{1B}\\b", "ab"),  // SOS
      ("a\u{1B}cb", "ab"),  // two-byte escape: full reset
      ("a\u{1B}7b\u{1B}8c", "abc"),  // save / restore cursor
      ("a\u{1B}(Bb", "ab"),  // designate character set (intermediate + final)
      ("a\u{1B}#8b", "ab"),  // screen alignment test
      ("a\u{1B}", "a"),  // a lone ESC at the end
      ("\u{1B}\u{1B}[2Jx", "x"),  // ESC ESC [2J: both dropped
      ("\u{1B}한글", "한글"),  // ESC before a non-ASCII character: only ESC dropped
      ("a\u{1B}[2", "a"),  // an unfinished CSI
      ("a\u{1B}[2한b", "a한b"),  // a CSI cut by a character that cannot continue it
      ("a\u{1B}]0;never ended", "a"),  // an unterminated OSC runs to the end
      ("a\u{1B}]0;x\u{18}b", "ab"),  // CAN aborts a control string
    ])
  func escapeSequences(input: String, expected: String) {
    #expect(TerminalText.line(input) == expected)
    #expect(TerminalText.paragraphs(input) == expected)
  }

  @Test(
    "8-bit C1 controls and sequences are dropped",
    arguments: [
      ("a\u{9B}2Jb", "ab"),  // 8-bit CSI
      ("a\u{9B}31mred\u{9B}0m", "ared"),
      ("a\u{9D}0;pwned\u{9C}b", "ab"),  // 8-bit OSC ended by 8-bit ST
      ("a\u{9D}0;pwned\u{07}b", "ab"),
      ("a\u{90}dcs\u{9C}b", "ab"),  // 8-bit DCS
      ("a\u{85}b\u{80}c\u{9F}", "abc"),  // NEL, PAD, APC without a string
      ("a\u{9C}b", "ab"),  // a stray ST
    ])
  func c1(input: String, expected: String) {
    #expect(TerminalText.line(input) == expected)
  }

  @Test("C0 controls and DEL are dropped; tab and line breaks become a space on one line")
  func c0() {
    #expect(TerminalText.line("a\u{00}b\u{07}c\u{08}\u{08}d\u{0B}e\u{0C}f\u{7F}g") == "abcdefg")
    #expect(TerminalText.line("a\tb") == "a b")
    #expect(TerminalText.line("one\ntwo\r\nthree\rfour") == "one two three four")
    #expect(TerminalText.paragraphs("one\ntwo\r\nthree\rfour\tfive") == "one\ntwo\nthree\nfour five")
    #expect(TerminalText.paragraphs("a\u{08}b\u{1B}[2Jc\n\nd") == "abc\n\nd")
  }

  @Test("bidi overrides, isolates and zero-width characters are dropped")
  func invisible() {
    for scalar in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
      let text = "abc" + String(Unicode.Scalar(UInt32(scalar))!) + "def"
      #expect(TerminalText.line(text) == "abcdef", "U+\(String(scalar, radix: 16))")
    }
    #expect(TerminalText.line("\u{202E}txt.exe\u{202C}") == "txt.exe")
    #expect(TerminalText.line("pay\u{200B}pal\u{200C}\u{200D}\u{FEFF}") == "paypal")
    // An emoji ZWJ sequence shows as its parts (documented): safe, and its width is predictable.
    #expect(TerminalText.line("👩\u{200D}💻") == "👩💻")
  }

  @Test(
    "text of every script is kept as it is",
    arguments: [
      "미움받을 용기", "ハリー・ポッター", "漢字", "Ｆｕｌｌ", "e\u{301}", "\u{1100}\u{1161}\u{11A8}", "👍 ❤️ 🇰🇷",
      "مرحبا", "שלום", "Ünïcödé — “quotes” …", "[brackets] ]0; \\ ~ ^ _", "¡¿©®°±µ¶·»¼ÀÿĀ", "\u{A0}nbsp",
      "\u{2028}", "ㅎㅁㅇ", "",
    ])
  func keepsText(text: String) {
    #expect(TerminalText.line(text) == text)
    #expect(TerminalText.paragraphs(text) == text)
    #expect(TerminalText.isSafe(text, keepingLineBreaks: false))
  }

  @Test("a message's arguments are made safe, its own text is kept")
  func message() {
    let message = ShelfCommandMessage.removed(title: "Evil\u{1B}]0;x\u{07}\nTitle", key: "k\u{9B}2J")
    #expect(TerminalText.message(message, in: .english) == "Removed from your shelf: Evil Title (k).")
  }

  /// Pieces of hostile and ordinary text, joined at random.
  static let pieces: [String] = [
    "a", "Z", " ", "~", "[", "]", "\\", ";", "0", "2J", "한", "글", "\u{1100}", "\u{1161}", "e\u{301}", "👩",
    "\u{200D}", "💻", "🇰", "🇷", "\u{FE0F}", "\u{1B}", "\u{1B}[", "\u{1B}]", "\u{1B}P", "\u{1B}\\", "\u{07}",
    "\u{08}", "\t", "\n", "\r", "\r\n", "\u{00}", "\u{7F}", "\u{80}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{9F}",
    "\u{A0}", "\u{200B}", "\u{200C}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{18}",
    "m", "\u{2028}", "é", "ÿ", "\u{FFFD}",
  ]

  /// Scalars a terminal must never receive from data (line feed allowed when kept).
  static func isForbidden(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
    let v = scalar.value
    if v == 0x0A { return !keepingLineBreaks }
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x200B...0x200D).contains(v)
      || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0xFEFF
  }

  @Test(
    "5,000 random texts: nothing forbidden survives, sanitizing twice changes nothing, fast path = full path")
  func properties() {
    var random = SeededGenerator(seed: 10)
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random)!
      }
      .joined()
      for keep in [false, true] {
        let safe = keep ? TerminalText.paragraphs(text) : TerminalText.line(text)
        #expect(
          !safe.unicodeScalars.contains { Self.isForbidden($0, keepingLineBreaks: keep) },
          "\(text.debugDescription) → \(safe.debugDescription)")
        #expect((keep ? TerminalText.paragraphs(safe) : TerminalText.line(safe)) == safe)
        // The byte scan says "unchanged" exactly when the full path changes nothing.
        let full = TerminalText.sanitized(text, keepingLineBreaks: keep)
        #expect(full == safe)
        #expect(
          TerminalText.isSafe(text, keepingLineBreaks: keep)
            == (full.unicodeScalars.elementsEqual(text.unicodeScalars)),
          "\(text.debugDescription)")
      }
    }
  }

  @Test("every scalar of the first planes alone: kept exactly when it is not a control")
  func everyScalar() {
    for value in UInt32(0)...0x2FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(scalar) + "b"
      let forbidden = Self.isForbidden(scalar, keepingLineBreaks: false)
      #expect(
        TerminalText.isSafe(text, keepingLineBreaks: false) == !forbidden, "U+\(String(value, radix: 16))")
      if !forbidden { #expect(TerminalText.line(text) == text) }
    }
  }

  @Test("a substring is sanitized like the string")
  func substring() {
    let text = "xx\u{1B}[2Jab\u{07}yy"
    #expect(TerminalText.line(text.dropFirst(2).dropLast(2)) == "ab")
    #expect(TerminalText.line("abc".dropFirst()) == "bc")
  }
}
