import BookshelfCore
import Foundation

/// Small value formats shared by the human outputs.
enum Formatting {
  /// A price as people write it: `13,410원` (Korean) or `₩13,410` (English) for won,
  /// `$12.99`, `€9.50`, `£5.00`, else `12.99 CHF`.
  static func money(_ money: Money, language: Language) -> String {
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

  /// `amount` with `,` between thousands and exactly `fractionDigits` decimals.
  static func grouped(_ amount: Decimal, fractionDigits: Int) -> String {
    var value = amount
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, fractionDigits, .plain)
    let negative = rounded < 0
    let magnitude = negative ? -rounded : rounded
    let text = "\(magnitude)"
    let parts = text.split(separator: ".", maxSplits: 1)
    let integer = String(parts[0])
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    var groupedInteger = ""
    for (offset, digit) in integer.reversed().enumerated() {
      if offset > 0, offset % 3 == 0 { groupedInteger.append(",") }
      groupedInteger.append(digit)
    }
    groupedInteger = String(groupedInteger.reversed())
    guard fractionDigits > 0 else { return (negative ? "-" : "") + groupedInteger }
    fraction = String((fraction + String(repeating: "0", count: fractionDigits)).prefix(fractionDigits))
    return (negative ? "-" : "") + groupedInteger + "." + fraction
  }

  /// `★★★★☆ 4.3` — five stars rounded to the nearest whole star, then one decimal.
  static func stars(_ rating: Double) -> String {
    let full = max(0, min(5, Int((rating).rounded())))
    return String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full) + " "
      + oneDecimal(rating)
  }

  /// `4.3` — one decimal place.
  static func oneDecimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(abs(tenths % 10))"
  }

  /// The year of an ISO date (`2014-11-17` → `2014`).
  static func year(_ date: String?) -> String? {
    guard let date, date.count >= 4 else { return nil }
    return String(date.prefix(4))
  }

  /// `12,345` — thousands separated.
  static func count(_ value: Int) -> String {
    grouped(Decimal(value), fractionDigits: 0)
  }
}

/// ANSI styles, applied only when colour is on.
struct Style {
  let enabled: Bool
  func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
  func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
  func yellow(_ text: String) -> String { enabled ? "\u{1B}[33m\(text)\u{1B}[0m" : text }
}
