import BookshelfCore
import BookshelfPresentation
import Testing

@Suite("Book detail labels")
struct BookLabelTests {
  static let samples: [BookLabel] = [
    .authors, .translators, .publisher, .published, .isbn13, .isbn10, .price, .salePrice, .salesStatus,
    .rating, .link, .cover, .source, .ratingsCount(1_234), .unknownAuthor, .noSalePrice,
  ]

  @Test("every label renders in both languages, and the labels differ from each other")
  func wellFormed() {
    MessageChecks.expectWellFormed(Self.samples)
    for language in Language.allCases {
      let texts = Self.samples.map { $0.text(in: language) }
      #expect(Set(texts).count == texts.count, "\(language)")
    }
  }

  @Test("a few labels, exactly")
  func exact() {
    #expect(BookLabel.ratingsCount(1_234).text(in: .english) == "1,234 ratings")
    #expect(BookLabel.ratingsCount(1_234).text(in: .korean) == "1,234명 평가")
    #expect(BookLabel.salesStatus.text(in: .english) == "Availability")
    #expect(BookLabel.unknownAuthor.text(in: .korean) == "저자 미상")
    #expect(BookLabel.noSalePrice.text(in: .english) == "no sale price")
  }
}
