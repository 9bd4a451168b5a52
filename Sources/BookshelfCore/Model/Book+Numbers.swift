#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A number of a `Book` that no book can have, removed by `Book.dropInvalidNumbers()`
/// (for the warning an import or `save --json -` prints).
public struct DroppedNumber: Sendable, Hashable, Codable {
  /// The `Book` fields that hold numbers.
  public enum Field: String, Sendable, Hashable, Codable, CaseIterable {
    case averageRating, ratingsCount, price, salePrice
  }

  /// What was wrong with the value.
  public enum Problem: String, Sendable, Hashable, Codable {
    /// NaN, an infinity or outside `Book.averageRatingRange` (0–5).
    case notARating
    /// Below zero (a count or an amount).
    case negative
    /// An amount that is not a number (`Decimal` NaN).
    case notAnAmount
  }

  /// The field the value was removed from.
  public var field: Field
  /// The value as it was, e.g. `1e+300`, `inf`, `-5`.
  public var value: String
  /// Why no book can have `value` in `field`.
  public var problem: Problem
  /// The 1-based line (CSV) or element (JSON) of the import row, when it came from one.
  public var line: Int?

  /// Creates a record of a dropped value.
  public init(field: Field, value: String, problem: Problem, line: Int? = nil) {
    self.field = field
    self.value = value
    self.problem = problem
    self.line = line
  }
}

extension Book {
  /// The range of `averageRating`, on every source, once the source's own scale is brought
  /// to 0–5 (Aladin's 0–10 is halved by its mapping).
  public static let averageRatingRange: ClosedRange<Double> = 0...5

  /// Removes the numbers no book can have: an `averageRating` that is NaN, infinite or
  /// outside `averageRatingRange`; a negative `ratingsCount`; a `price` or `salePrice` whose
  /// amount is negative or not a number. Every other field is unchanged.
  /// - Parameter line: the import row's line (or element), recorded in each `DroppedNumber`.
  /// - Returns: what was removed, in field order (empty when the book was already valid).
  @discardableResult
  public mutating func dropInvalidNumbers(line: Int? = nil) -> [DroppedNumber] {
    var dropped: [DroppedNumber] = []
    if let rating = averageRating, !Self.averageRatingRange.contains(rating) {
      dropped.append(
        DroppedNumber(field: .averageRating, value: "\(rating)", problem: .notARating, line: line))
      averageRating = nil
    }
    if let count = ratingsCount, count < 0 {
      dropped.append(DroppedNumber(field: .ratingsCount, value: "\(count)", problem: .negative, line: line))
      ratingsCount = nil
    }
    if let money = price, let problem = Self.problem(of: money) {
      dropped.append(DroppedNumber(field: .price, value: "\(money.amount)", problem: problem, line: line))
      price = nil
    }
    if let money = salePrice, let problem = Self.problem(of: money) {
      dropped.append(DroppedNumber(field: .salePrice, value: "\(money.amount)", problem: problem, line: line))
      salePrice = nil
    }
    return dropped
  }

  /// This book after `dropInvalidNumbers()`, for readers that need no report.
  public var withValidNumbers: Book {
    var book = self
    book.dropInvalidNumbers()
    return book
  }

  private static func problem(of money: Money) -> DroppedNumber.Problem? {
    if money.amount.isNaN { return .notAnAmount }
    return money.amount < 0 ? .negative : nil
  }
}
