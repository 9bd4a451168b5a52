import BookshelfCore
import Foundation
import Testing

@testable import BookshelfPresentation

@Suite("Value formats: numbers no book can have")
struct BookFormatHostileNumberTests {
  @Test(
    "a rating beyond Int, infinite or NaN renders without trapping",
    arguments: [
      (1e300, "★★★★★ 5.0"), (9.3e16, "★★★★★ 5.0"), (Double.infinity, "★★★★★ 5.0"),
      (-Double.infinity, "☆☆☆☆☆ 0.0"), (-1e300, "☆☆☆☆☆ 0.0"), (Double.nan, "☆☆☆☆☆ 0.0"),
      (Double.greatestFiniteMagnitude, "★★★★★ 5.0"),
    ])
  func stars(value: Double, expected: String) {
    #expect(BookFormat.stars(value) == expected)
  }

  @Test(
    "one decimal of any Double: huge and non-finite values as Swift writes them",
    arguments: [
      (1e300, "1e+300"), (9.3e16, "9.3e+16"), (-9.3e16, "-9.3e+16"), (Double.infinity, "inf"),
      (-Double.infinity, "-inf"), (Double.nan, "nan"), (4.25, "4.3"), (-0.04, "0.0"), (99_999.96, "100000.0"),
    ])
  func oneDecimal(value: Double, expected: String) {
    #expect(BookFormat.oneDecimal(value) == expected)
  }
}
