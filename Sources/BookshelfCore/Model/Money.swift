#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An amount of money in one currency.
public struct Money: Sendable, Hashable, Codable {
  /// The amount in the currency's major unit (e.g. `13410` won, `9.99` dollars).
  public var amount: Decimal
  /// ISO 4217 code, upper case: `KRW`, `USD`, `EUR`.
  public var currency: String

  /// Creates an amount; `currency` is stored upper-cased.
  public init(amount: Decimal, currency: String) {
    self.amount = amount
    self.currency = currency.uppercased()
  }
}
