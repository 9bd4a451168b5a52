import BookshelfCore
import BookshelfPresentation
import Testing

@Suite("DroppedNumber text")
struct DroppedNumberTextTests {
  @Test("each problem reads as one clause in English and Korean")
  func clauses() {
    let rating = DroppedNumber(field: .averageRating, value: "inf", problem: .notARating)
    #expect(rating.reason(in: .english) == "averageRating inf is not a rating from 0 to 5")
    #expect(rating.reason(in: .korean) == "averageRating inf은(는) 0부터 5까지의 평점이 아닙니다")
    let count = DroppedNumber(field: .ratingsCount, value: "-3", problem: .negative)
    #expect(count.reason(in: .english) == "ratingsCount -3 is negative")
    let sale = DroppedNumber(field: .salePrice, value: "NaN", problem: .notAnAmount)
    #expect(sale.reason(in: .english) == "salePrice NaN is not an amount")
  }
}
