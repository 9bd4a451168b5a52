import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal
import Foundation
import Testing

@Suite("BookFormat and BookRowsView")
struct FormatTests {
  @Test("Prices, stars, bylines")
  func values() {
    #expect(BookFormat.money(Money(amount: 13410, currency: "KRW"), language: .korean) == "13,410원")
    #expect(BookFormat.money(Money(amount: 13410, currency: "KRW"), language: .english) == "₩13,410")
    let dollars = Money(amount: Decimal(string: "1234.5")!, currency: "USD")
    #expect(BookFormat.money(dollars, language: .english) == "$1,234.50")
    #expect(BookFormat.stars(4.3) == "★★★★☆ 4.3")
    #expect(BookFormat.stars(4.5) == "★★★★☆ 4.5")
    #expect(BookFormat.stars(0) == "☆☆☆☆☆ 0.0")
    #expect(BookFormat.byline(TerminalSamples.vegetarian, language: .korean) == "한강 · 창비 · 2007")
  }

  @Test("Rows keep the right columns aligned whatever the width of the titles")
  func rowAlignment() {
    let rows = [
      BookRow(mark: "✓", title: "채식주의자", columns: ["★★★★☆ 4.3", "13,500원"], detail: "한강 · 창비 · 2007"),
      BookRow(mark: "", title: "🌸 Pachinko 파친코 long title", columns: ["", "$9.99"], detail: "이민진"),
    ]
    var buffer = ScreenBuffer(width: 40, height: 4)
    let rect = Rect(row: 0, column: 0, width: 40, height: 4)
    BookRowsView.draw(rows, cursor: ListCursor(), highlight: false, in: rect, into: &buffer)
    // Title column: 40 - 2 (mark) - (9 + 2) (rating) - (8 + 2) (price) = 17 columns.
    #expect(
      buffer.lines == [
        "✓ 채식주의자" + String(repeating: " ", count: 9) + "★★★★☆ 4.3  13,500원",
        "    한강 · 창비 · 2007",
        "  🌸 Pachinko 파친…" + String(repeating: " ", count: 16) + "$9.99",
        "    이민진",
      ])
  }
}
