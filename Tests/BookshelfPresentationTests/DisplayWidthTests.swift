import Testing

@testable import BookshelfPresentation

@Suite("Display width of mixed-script text")
struct DisplayWidthTests {
  @Test(
    "columns per text",
    arguments: [
      ("abc", 3), ("미움받을 용기", 13), ("ハリー", 6), ("漢字", 4), ("Ｆｕｌｌ", 8),
      ("e\u{301}", 1), ("\u{1100}\u{1161}\u{11A8}", 2), ("👍", 2), ("❤️", 2),
      ("👩‍👩‍👧", 2), ("\u{200D}", 0), ("tab\t", 3), ("مرحبا", 5),
    ])
  func widths(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
  }

  @Test("truncation ends in … and never splits a wide character")
  func truncate() {
    #expect(DisplayWidth.truncate("미움받을 용기", to: 8) == "미움받…")
    #expect(DisplayWidth.of(DisplayWidth.truncate("미움받을 용기", to: 8)) == 7)
    #expect(DisplayWidth.truncate("Harry Potter", to: 8) == "Harry P…")
    #expect(DisplayWidth.truncate("short", to: 8) == "short")
    #expect(DisplayWidth.truncate("한", to: 1) == "…")
    #expect(DisplayWidth.truncate("abc", to: 0) == "")
    #expect(DisplayWidth.truncate("Free of All Weakness", to: 13) == "Free of All…")
  }

  @Test("padding fills to the exact width with Hangul")
  func pad() {
    #expect(DisplayWidth.pad("해리", to: 6) == "해리  ")
    #expect(DisplayWidth.pad("12", to: 5, alignRight: true) == "   12")
    #expect(DisplayWidth.of(DisplayWidth.pad("미움받을 용기", to: 8)) == 8)
  }

  @Test("wrapping keeps words and breaks long CJK runs")
  func wrap() {
    #expect(DisplayWidth.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    #expect(DisplayWidth.wrap("대한민국만세", width: 5) == ["대한", "민국", "만세"])
    #expect(DisplayWidth.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
    #expect(DisplayWidth.wrap("", width: 10) == [])
  }
}
