import Testing

@testable import BookshelfCore

@Suite("HTMLText byte-level whitespace matches the Character-level definition")
struct HTMLTextWhitespaceTests {
  static let samples: [String] = [
    "", " ", "\n", "\r\n", "a", "  a \n\t b  c ", "미움받을  용기\u{00A0}2", "\u{3000}위대한\u{3000}이야기\u{3000}",
    "line one\nline two\n\n\n  line three  \n", "crlf\r\nkept\r\n\r\nsplit?\n",
    "\u{2028}sep\u{2029}para\u{0085}nel",
    "“인용” ‘따옴표’ … — –", "emoji 👩‍👩‍👧 family\t\tand 🇰🇷", "\u{200B}zero\u{200B}width",
    "\u{1680}ogham\u{202F}narrow\u{205F}math", "already clean", "a <b> & c;", "del\u{7F}kept", "漢字 かな 한글",
    "a\u{000B}b\u{000C}c\u{001C}d", "\n\n", " \n x \n ", "é\u{0301} combining\n\u{0301}mark", "tail space \n",
  ]

  @Test("plain collapse == the scalar definition of collapsingWhitespace()", arguments: samples)
  func collapse(text: String) {
    #expect(HTMLText.collapsedWhitespace(text) == text.collapsingWhitespaceScalars())
    #expect(Array(text.collapsingWhitespace().utf8) == Array(text.collapsingWhitespaceScalars().utf8))
    #expect(
      TextFields.collapsed(text)
        == (text.collapsingWhitespaceScalars().isEmpty ? nil : text.collapsingWhitespaceScalars()))
  }

  @Test("markup is kept by collapsingWhitespace()")
  func markupKept() {
    #expect("a <b>&amp;</b>  c".collapsingWhitespace() == "a <b>&amp;</b> c")
    #expect(TextFields.collapsed(" <br> ") == "<br>")
    #expect(TextFields.collapsed(" \n ") == nil)
  }

  @Test("trimmingWhitespace() removes Unicode whitespace at the ends only")
  func trimming() {
    #expect("\u{3000} a  b\n".trimmingWhitespace() == "a  b")
    #expect("ab".trimmingWhitespace() == "ab")
    #expect(" \t ".trimmingWhitespace() == "")
  }

  @Test(
    "paragraph collapse == split on Character \\n, collapse each line, drop empty lines", arguments: samples)
  func paragraphs(text: String) {
    let reference = text.split(separator: "\n", omittingEmptySubsequences: true)
      .map { String($0).collapsingWhitespaceScalars() }
      .filter { !$0.isEmpty }
      .joined(separator: "\n")
    #expect(HTMLText.collapsedWhitespace(text, keepingLineBreaks: true) == reference)
  }
}
