import BookshelfCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Short value formats shared by the CLI and the terminal app: prices, star ratings, years,
/// counts.
public enum BookFormat {
  /// A price as people write it: `13,410원` (Korean) or `₩13,410` (English) for won,
  /// `$12.99`, `€9.50`, `£5.00`, `¥1,200`, else `12.99 CHF`.
  public static func money(_ money: Money, language: Language) -> String {
    let fractionDigits = money.currency == "KRW" || money.currency == "JPY" ? 0 : 2
    let number = grouped(money.amount, fractionDigits: fractionDigits)
    switch money.currency {
    case "KRW": return language == .korean ? "\(number)원" : "₩\(number)"
    case "USD": return "$\(number)"
    case "EUR": return "€\(number)"
    case "GBP": return "£\(number)"
    case "JPY": return "¥\(number)"
    default: return "\(number) \(money.currency)"
    }
  }

  /// The price a buyer pays: the sale price when there is one, else the list price; nil when
  /// neither is known.
  public static func price(of book: Book, language: Language) -> String? {
    (book.salePrice ?? book.price).map { money($0, language: language) }
  }

  /// The sale price as shown beside the list price: the amount, `no sale price` / `판매가 없음`
  /// when the source says there is none (`notForSale`), else nil.
  public static func salePrice(of book: Book, language: Language) -> String? {
    if let sale = book.salePrice { return money(sale, language: language) }
    return book.notForSale ? BookLabel.noSalePrice.text(in: language) : nil
  }

  /// The price column of a list: `price(of:)`, with `(no sale price)` after a list price the
  /// source does not sell at, then ` · ` and the sales status (`₩14,900 (no sale price) · 절판`);
  /// nil when there is nothing to say.
  public static func priceSummary(of book: Book, language: Language) -> String? {
    var parts: [String] = []
    if let price = price(of: book, language: language) {
      let noSale = book.salePrice == nil && book.notForSale
      parts.append(noSale ? "\(price) (\(BookLabel.noSalePrice.text(in: language)))" : price)
    } else if book.notForSale {
      parts.append(BookLabel.noSalePrice.text(in: language))
    }
    if let status = book.salesStatus, !status.isEmpty { parts.append(status) }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// The authors joined with `, `, or `Unknown author` / `저자 미상` for a book without any.
  public static func authors(of book: Book, language: Language) -> String {
    book.authors.isEmpty
      ? BookLabel.unknownAuthor.text(in: language) : book.authors.joined(separator: ", ")
  }

  /// `★★★★☆ 4.5`: five stars, then the rating with one decimal. A star is filled only from
  /// three quarters up (4.5 shows four stars, 4.8 five), so the stars never claim more than
  /// the number says. `rating` is clamped to 0–5 (NaN counts as 0).
  public static func stars(_ rating: Double) -> String {
    let clamped = rating.isNaN ? 0 : max(0, min(5, rating))
    let full = SafeNumber.int((clamped + 0.25).rounded(.down)) ?? 0
    return String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full)
      + " " + oneDecimal(clamped)
  }

  /// `4.3`: one decimal place. A value of 10¹⁵ or more (or NaN, an infinity) is written as
  /// Swift writes it (`1e+300`, `inf`, `nan`): no book has one, and it must not trap.
  public static func oneDecimal(_ value: Double) -> String {
    guard abs(value) < 1e15, let tenths = SafeNumber.int(value * 10, rounding: .toNearestOrAwayFromZero)
    else { return "\(value)" }
    return "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  /// `★★★☆☆` for a reader's own 1–5 rating.
  public static func ownStars(_ rating: Int) -> String {
    let full = max(0, min(5, rating))
    return String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full)
  }

  /// The year of an ISO 8601 date (`2014-11-17` → `2014`), or nil.
  public static func year(_ date: String?) -> String? {
    guard let date, date.count >= 4 else { return nil }
    return String(date.prefix(4))
  }

  /// `12,345`: thousands separated by commas.
  public static func count(_ value: Int) -> String {
    grouped(Decimal(value), fractionDigits: 0)
  }

  /// `Authors · Publisher · 2014`, skipping the publisher and year when unknown; a book without
  /// authors says `Unknown author` / `저자 미상`.
  public static func byline(_ book: Book, language: Language) -> String {
    var parts = [authors(of: book, language: language)]
    if let publisher = book.publisher, !publisher.isEmpty { parts.append(publisher) }
    if let year = year(book.publishedDate) { parts.append(year) }
    return parts.joined(separator: " · ")
  }

  /// `amount` with `,` between thousands and exactly `fractionDigits` decimals, rounded half
  /// away from zero (done on the decimal digits, so no binary floating point is involved).
  public static func grouped(_ amount: Decimal, fractionDigits: Int) -> String {
    var text = "\(amount)"
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    let parts = text.split(separator: ".", maxSplits: 1)
    var integer = Array(parts.first.map(String.init) ?? "0")
    var fraction = Array(parts.count > 1 ? String(parts[1]) : "")
    if fraction.count > fractionDigits {
      let roundUp = fraction[fractionDigits] >= "5"
      fraction = Array(fraction.prefix(fractionDigits))
      if roundUp {
        var digits = integer + fraction
        var index = digits.count - 1
        while index >= 0 {
          if digits[index] == "9" {
            digits[index] = "0"
            index -= 1
          } else {
            digits[index] = Character(String((digits[index].wholeNumberValue ?? 0) + 1))
            break
          }
        }
        if index < 0 { digits.insert("1", at: 0) }
        integer = Array(digits.prefix(digits.count - fractionDigits))
        fraction = Array(digits.suffix(fractionDigits))
      }
    }
    fraction += Array(repeating: "0", count: max(0, fractionDigits - fraction.count))
    var groupedInteger = ""
    for (offset, digit) in integer.reversed().enumerated() {
      if offset > 0, offset % 3 == 0 { groupedInteger.append(",") }
      groupedInteger.append(digit)
    }
    let isZero = (integer + fraction).allSatisfy { $0 == "0" }
    let sign = negative && !isZero ? "-" : ""
    let result = sign + String(groupedInteger.reversed())
    return fractionDigits > 0 ? result + "." + String(fraction) : result
  }
}
