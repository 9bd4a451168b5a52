import Foundation
import Testing

@testable import BookshelfStore

/// `CatalogRow.decimal` reads a stored price into the same `Decimal` as
/// `Decimal(string:locale:)` (POSIX), whole amounts through their integer.
@Suite struct CatalogRowAmountTests {
  @Test func everyAmountReadsAsTheParsedText() {
    let posix = Locale(identifier: "en_US_POSIX")
    let amounts = [
      "15000", "0", "9900", "100", "7", "000120", "123456789012345678", "1234567890123456789",
      "99999999999999999999", "12.5", "0.10", "-3000", "+15", "1e3", " 15", "15 ", "", "abc", "1,000",
      "١٢",
    ]
    for amount in amounts {
      let expected = Decimal(string: amount, locale: posix)
      let read = CatalogRow.decimal(amount)
      #expect(read == expected, "\(amount)")
      #expect(read?.description == expected?.description, "\(amount)")
      #expect(read?.exponent == expected?.exponent, "\(amount)")
      #expect(read?.significand == expected?.significand, "\(amount)")
    }
    #expect(CatalogRow.money("15000", "KRW")?.amount == 15000)
    #expect(CatalogRow.money(nil, "KRW") == nil)
  }
}
