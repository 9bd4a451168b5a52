import BookshelfCore
import Foundation
import Testing

@testable import BookshelfPresentation

/// `TerminalText.book` / `entry`: the display copy of a book has no terminal control left in
/// any text a printer can show, whichever field it arrived in.
@Suite("Terminal-safe text: books and shelf entries")
struct TerminalTextBookTests {
  private static let hostile = "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{8}\u{0}\u{202E}x\u{200B}"

  /// Every `String` reachable from `value` (fields, optionals, arrays, nested values).
  private static func strings(in value: Any) -> [String] {
    if let text = value as? String { return [text] }
    return Mirror(reflecting: value).children.flatMap { strings(in: $0.value) }
  }

  @Test("every text field of a book is made safe, the sales status and currencies included")
  func everyBookField() {
    let money = Money(amount: 16_000, currency: Self.hostile)
    let book = Book(
      id: Self.hostile, title: Self.hostile, subtitle: Self.hostile, authors: [Self.hostile],
      translators: [Self.hostile], publisher: Self.hostile, publishedDate: Self.hostile,
      isbn10: Self.hostile, isbn13: Self.hostile, description: Self.hostile, price: money,
      salePrice: money, salesStatus: Self.hostile, source: Self.hostile)
    // 14 texts (`Money` upper-cases its currency code, so two are not `hostile` exactly).
    #expect(Self.strings(in: book).filter { $0.contains("\u{1B}]0;") }.count == 14)
    let unsafe = Self.strings(in: TerminalText.book(book)).filter { text in
      text.unicodeScalars.contains { TerminalText.line(String($0)).isEmpty }
    }
    #expect(unsafe == [])
  }

  @Test("a shelf entry's tags and note are made safe with its book")
  func entryFields() {
    var entry = ShelfEntry(book: Book(id: "x", title: Self.hostile, source: "kakao"), addedAt: Date())
    entry.tags = [Self.hostile]
    entry.note = Self.hostile
    let safe = TerminalText.entry(entry)
    #expect(safe.book.title == "Evilx")
    #expect(safe.tags == ["Evilx"])
    #expect(safe.note == "Evilx")
  }
}
