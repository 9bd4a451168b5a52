import BookshelfTerminal
import Testing

@Suite("ScreenBuffer: column widths and clipping")
struct ScreenBufferTests {
  @Test("Hangul takes two cells: the character, then a continuation cell")
  func hangulWidth() {
    var buffer = ScreenBuffer(width: 10, height: 1)
    let end = buffer.write("한국a", row: 0, column: 0)
    #expect(end == 5)
    #expect(buffer[0, 0].character == "한")
    #expect(buffer[0, 0].width == 2)
    #expect(buffer[0, 1].width == 0)
    #expect(buffer[0, 2].character == "국")
    #expect(buffer[0, 4].character == "a")
    #expect(buffer.line(0) == "한국a")
  }

  @Test("Emoji are double width; combining marks stay on their base character")
  func emojiAndCombining() {
    var buffer = ScreenBuffer(width: 12, height: 2)
    #expect(buffer.write("👍ok", row: 0, column: 0) == 4)
    #expect(buffer[0, 0].width == 2)
    #expect(buffer[0, 2].character == "o")
    // "e" + U+0301 COMBINING ACUTE is one grapheme, one column.
    #expect(buffer.write("Cafe\u{301}!", row: 1, column: 0) == 5)
    #expect(buffer[1, 3].character == "e\u{301}")
    #expect(buffer[1, 4].character == "!")
    #expect(buffer.line(1) == "Café!")
  }

  @Test("A double-width character that would overhang the edge is replaced by a space")
  func noHalfCharacterAtEdge() {
    var buffer = ScreenBuffer(width: 5, height: 1)
    #expect(buffer.write("가나다", row: 0, column: 0) == 5)
    #expect(buffer.line(0) == "가나")
    #expect(buffer[0, 4].character == " ")
    #expect(buffer[0, 4].width == 1)
  }

  @Test("A limit clips like the edge does")
  func limit() {
    var buffer = ScreenBuffer(width: 20, height: 1)
    buffer.write("책장에 담기", row: 0, column: 2, limit: 5)
    #expect(buffer.line(0) == "  책장")
  }

  @Test("Overwriting half of a double-width character blanks the other half")
  func overwriteHalf() {
    var buffer = ScreenBuffer(width: 6, height: 1)
    buffer.write("가나다", row: 0, column: 0)
    buffer.write("x", row: 0, column: 3)  // the right half of 나
    #expect(buffer.line(0) == "가 x다")
    buffer.write("y", row: 0, column: 4)  // the left half of 다
    #expect(buffer.line(0) == "가 xy")
    for column in 0..<6 where buffer[0, column].width == 0 {
      #expect(buffer[0, column - 1].width == 2)
    }
  }

  @Test("Control characters are dropped (a tab is a space) and styles are kept per cell")
  func controlAndStyle() {
    var buffer = ScreenBuffer(width: 8, height: 1)
    buffer.write("a\tb\u{7}c\u{1B}", row: 0, column: 0, style: .bold)
    #expect(buffer.line(0) == "a bc")
    #expect(buffer.styles(0).prefix(4) == [.bold, .bold, .bold, .bold])
  }

  @Test("Escape sequences are dropped whole, parameters and all (TerminalText)")
  func escapeSequences() {
    var buffer = ScreenBuffer(width: 40, height: 2)
    buffer.write("Evil\u{1B}[2J\u{1B}]0;pwned\u{7} Title\u{9B}31m", row: 0, column: 0)
    #expect(buffer.line(0) == "Evil Title")
    buffer.write("\u{202E}abc\u{202C} x\u{200B}y", row: 1, column: 0)
    #expect(buffer.line(1) == "abc xy")
  }

  @Test("Zero-width characters that do not combine with the one before are dropped, never a crash")
  func zeroWidthFormatCharacters() {
    var buffer = ScreenBuffer(width: 12, height: 1)
    // LRM, word joiner, function application, Arabic letter mark, Mongolian vowel separator.
    #expect(buffer.write("a\u{200E}b\u{2060}c\u{2061}d\u{61C}e\u{180E}", row: 0, column: 0) == 5)
    #expect(buffer.line(0) == "abcde")
    buffer.write("\u{200E}x", row: 0, column: 0)
    #expect(buffer.line(0) == "xbcde")
  }
}
