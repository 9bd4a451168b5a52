import Foundation

extension CatalogRow {
  /// The POSIX locale amounts are written in (`.` as the decimal separator), made once.
  static let amountLocale = Locale(identifier: "en_US_POSIX")

  /// The stored price text `amount` as a `Decimal` (nil when it is not a number). A whole
  /// amount of up to 18 digits (as every Aladin price in won is) is converted from its integer,
  /// which gives the same `Decimal` (same significand and exponent) as parsing the text, at a
  /// fraction of the cost: `Decimal(string:locale:)` was ~10 % of a short Korean search
  /// reading 5 rows with two prices each.
  static func decimal(_ amount: String) -> Decimal? {
    let digits = amount.utf8
    if !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (0x30...0x39).contains($0) }),
      let whole = UInt64(amount)
    {
      return Decimal(whole)
    }
    return Decimal(string: amount, locale: amountLocale)
  }
}
