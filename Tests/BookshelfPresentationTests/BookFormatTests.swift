import BookshelfCore
import Foundation
import Testing

@testable import BookshelfPresentation

@Suite("Value formats")
struct BookFormatTests {
  @Test(
    "money as people write it",
    arguments: [
      (Money(amount: 13410, currency: "KRW"), Language.korean, "13,410원"),
      (Money(amount: 13410, currency: "KRW"), .english, "₩13,410"),
      (Money(amount: Decimal(string: "12.995")!, currency: "USD"), .english, "$13.00"),
      (Money(amount: Decimal(string: "9.5")!, currency: "EUR"), .english, "€9.50"),
      (Money(amount: Decimal(string: "999999.999")!, currency: "GBP"), .english, "£1,000,000.00"),
      (Money(amount: 1200, currency: "JPY"), .english, "¥1,200"),
      (Money(amount: Decimal(string: "-0.001")!, currency: "CHF"), .english, "0.00 CHF"),
    ])
  func money(value: Money, language: Language, expected: String) {
    #expect(BookFormat.money(value, language: language) == expected)
  }

  @Test("stars never claim more than the number: 4.5 is four stars")
  func stars() {
    #expect(BookFormat.stars(4.5) == "★★★★☆ 4.5")
    #expect(BookFormat.stars(4.8) == "★★★★★ 4.8")
    #expect(BookFormat.stars(4.3) == "★★★★☆ 4.3")
    #expect(BookFormat.stars(0) == "☆☆☆☆☆ 0.0")
    #expect(BookFormat.stars(7) == "★★★★★ 5.0")
  }

  @Test("counts are grouped by thousands")
  func counts() {
    #expect(BookFormat.count(1_234_567) == "1,234,567")
    #expect(BookFormat.count(999) == "999")
  }
}
