import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@Suite("TextLimits")
struct TextLimitsTests {
  static let book = Book(id: "x:1", title: "Title", authors: ["A"], source: "kakao")

  @Test("cut keeps text that fits and cuts longer text on a grapheme boundary, ending in …")
  func cut() {
    #expect(TextLimits.cut("abc", to: 3) == "abc")
    #expect(TextLimits.cut("abcdef", to: 5) == "ab…")
    // Hangul is 3 bytes a syllable: 4 bytes of room after … hold one syllable.
    #expect(TextLimits.cut("가나다라", to: 7) == "가…")
    // An emoji ZWJ sequence (👩‍💻, 11 bytes) and e + combining acute are never split.
    #expect(TextLimits.cut("👩‍💻👩‍💻", to: 14) == "👩‍💻…")
    #expect(TextLimits.cut("👩‍💻👩‍💻", to: 13) == "…")
    #expect(TextLimits.cut("e\u{301}e\u{301}e\u{301}", to: 6) == "e\u{301}…")
    for limit in 0..<40 {
      let text = "미움받을 용기 👍 Courage to be disliked"
      let cut = TextLimits.cut(text, to: max(3, limit))
      #expect(cut.utf8.count <= max(3, limit))
      #expect(cut == text || cut.hasSuffix("…"))
    }
  }

  @Test("a book within its limits is returned as it is; each long field is cut or dropped")
  func trimmed() throws {
    #expect(TextLimits.trimmed(Self.book) == Self.book)
    var long = Self.book
    long.title = String(repeating: "제목", count: 1_000)  // 6,000 bytes
    long.description = String(repeating: "d", count: 100_000)
    long.authors = (0..<100).map { "Author \($0) " + String(repeating: "a", count: 300) }
    long.translators = [String(repeating: "t", count: 2_000)]
    long.publisher = String(repeating: "p", count: 1_025)
    long.detailURL = URL(string: "https://example.com/" + String(repeating: "x", count: 9_000))
    long.thumbnailURL = URL(string: "https://example.com/cover.jpg")
    let trimmed = TextLimits.trimmed(long)
    #expect(TextLimits.violation(in: trimmed) == nil)
    #expect(trimmed.title.utf8.count <= 2_048 && trimmed.title.hasSuffix("…"))
    #expect(trimmed.title.hasPrefix("제목제목"))
    #expect(trimmed.description?.utf8.count ?? 0 <= 65_536)
    #expect(trimmed.authors.count < 100 && trimmed.authors.first == long.authors.first)
    #expect(trimmed.translators.first?.utf8.count == 1_024)
    #expect(trimmed.publisher?.utf8.count ?? 0 <= 1_024)
    #expect(trimmed.detailURL == nil)
    #expect(trimmed.thumbnailURL == long.thumbnailURL)
    #expect(trimmed.id == long.id)
  }

  @Test("fitted skips a book whose id is over its limit")
  func fitted() {
    var book = Self.book
    book.id = "kakao:" + String(repeating: "i", count: 1_100)
    #expect(TextLimits.fitted(book) == nil)
    #expect(TextLimits.fitted(Self.book) == Self.book)
  }

  @Test("violation names the first field over its limit and the reason a report gives")
  func violation() throws {
    var entry = ShelfEntry(book: Self.book, addedAt: Date(timeIntervalSince1970: 0))
    #expect(TextLimits.violation(in: entry) == nil)
    entry.note = String(repeating: "n", count: 65_537)
    let note = try #require(TextLimits.violation(in: entry))
    #expect(note == TextLimits.Violation(field: .note, length: 65_537, limit: 65_536))
    #expect(note.skipReason == .textTooLong(field: "note", limit: 65_536))
    entry.book.subtitle = String(repeating: "s", count: 2_049)
    #expect(TextLimits.violation(in: entry)?.field == .subtitle)
    entry = ShelfEntry(
      book: Self.book, tags: (0..<300).map { "tag-\($0)-" + String(repeating: "x", count: 250) },
      addedAt: Date())
    #expect(TextLimits.violation(in: entry)?.field == .tags)
    #expect(throws: BookshelfError.textTooLong(field: "--note", length: 65_537, limit: 65_536)) {
      try TextLimits.check(String(repeating: "n", count: 65_537), .note, name: "--note")
    }
  }

  @Test("prefix finds a scalar boundary at the byte limit without reading the rest")
  func prefix() {
    let big = String(repeating: "가", count: 4_000_000)  // 12 MB
    var cut = Substring()
    let elapsed = ThreadCPUTime.measure { cut = TextLimits.prefix(big, bytes: 65_536) }
    #expect(cut.utf8.count == 65_535)  // 21,845 whole syllables
    #expect(cut.allSatisfy { $0 == "가" })
    #expect(elapsed < .milliseconds(50), "\(elapsed)")
    #expect(TextLimits.prefix("short", bytes: 10) == "short")
  }
}
