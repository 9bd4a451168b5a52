import BookshelfCore
import Foundation

/// Short value formats for the screens: prices, star ratings, years, counts.
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

  /// `★★★★☆ 4.3`: five stars (rounded to the nearest whole star), then the rating with one
  /// decimal. `rating` is clamped to 0–5.
  public static func stars(_ rating: Double) -> String {
    let clamped = max(0, min(5, rating))
    let full = Int(clamped.rounded())
    let tenths = Int((clamped * 10).rounded())
    return String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full)
      + " \(tenths / 10).\(tenths % 10)"
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

  /// `Authors · Publisher · 2014`, skipping the parts that are unknown.
  public static func byline(_ book: Book) -> String {
    var parts: [String] = []
    if !book.authors.isEmpty { parts.append(book.authors.joined(separator: ", ")) }
    if let publisher = book.publisher, !publisher.isEmpty { parts.append(publisher) }
    if let year = year(book.publishedDate) { parts.append(year) }
    return parts.joined(separator: " · ")
  }

  /// `amount` with `,` between thousands and exactly `fractionDigits` decimals.
  static func grouped(_ amount: Decimal, fractionDigits: Int) -> String {
    var value = amount
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, fractionDigits, .plain)
    let negative = rounded < 0
    let parts = "\(negative ? -rounded : rounded)".split(separator: ".", maxSplits: 1)
    var integer = ""
    for (offset, digit) in parts[0].reversed().enumerated() {
      if offset > 0, offset % 3 == 0 { integer.append(",") }
      integer.append(digit)
    }
    integer = (negative ? "-" : "") + String(integer.reversed())
    guard fractionDigits > 0 else { return integer }
    let fraction = (parts.count > 1 ? String(parts[1]) : "") + String(repeating: "0", count: fractionDigits)
    return integer + "." + fraction.prefix(fractionDigits)
  }
}
