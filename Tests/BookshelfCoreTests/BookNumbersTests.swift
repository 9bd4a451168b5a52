import Foundation
import Testing

@testable import BookshelfCore

@Suite("Book numbers: lenient reading and the values no book can have")
struct BookNumbersTests {
  func decode(_ numbers: String) throws -> Book {
    let json = #"{"id": "x:1", "title": "T", "source": "kakao"\#(numbers)}"#
    return try JSONDecoder().decode(Book.self, from: Data(json.utf8))
  }

  @Test(
    "one odd number does not cost the whole book",
    arguments: [
      (#", "ratingsCount": 1e300"#, nil as Int?, nil as Double?),
      (#", "ratingsCount": 12.5"#, nil, nil),
      (#", "ratingsCount": 12.0"#, 12, nil),
      (#", "ratingsCount": "12""#, 12, nil),
      (#", "ratingsCount": [1]"#, nil, nil),
      (#", "averageRating": 1e400"#, nil, nil),
      (#", "averageRating": "4.5""#, nil, 4.5),
      (#", "averageRating": "inf""#, nil, nil),
      (#", "averageRating": true"#, nil, nil),
      (#", "averageRating": 1e300"#, nil, 1e300),
    ])
  func lenient(numbers: String, count: Int?, rating: Double?) throws {
    let book = try decode(numbers)
    #expect(book.title == "T")
    #expect(book.ratingsCount == count)
    #expect(book.averageRating == rating)
  }

  @Test("a price that is not a Money object is absent; the book is kept")
  func price() throws {
    let book = try decode(#", "price": {"amount": "x", "currency": "KRW"}, "salePrice": 5"#)
    #expect(book.price == nil)
    #expect(book.salePrice == nil)
  }

  @Test("the required fields stay required")
  func required() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        Book.self, from: Data(#"{"id": "x", "source": "kakao", "ratingsCount": 1}"#.utf8))
    }
  }

  @Test("dropInvalidNumbers removes ratings outside 0–5, negative counts and amounts")
  func drop() {
    var book = Book(
      id: "x", title: "T", price: Money(amount: -1, currency: "KRW"),
      salePrice: Money(amount: Decimal.nan, currency: "KRW"), averageRating: .infinity, ratingsCount: -3,
      source: "kakao")
    let dropped = book.dropInvalidNumbers()
    #expect(
      dropped == [
        DroppedNumber(field: .averageRating, value: "inf", problem: .notARating),
        DroppedNumber(field: .ratingsCount, value: "-3", problem: .negative),
        DroppedNumber(field: .price, value: "-1", problem: .negative),
        DroppedNumber(field: .salePrice, value: "NaN", problem: .notAnAmount),
      ])
    #expect(book == Book(id: "x", title: "T", source: "kakao"))
  }

  @Test(
    "valid numbers stay as they are",
    arguments: [0, 0.01, 2.5, 5] as [Double])
  func valid(rating: Double) {
    var book = Book(
      id: "x", title: "T", price: Money(amount: 0, currency: "USD"), averageRating: rating, ratingsCount: 0,
      source: "google")
    let before = book
    #expect(book.dropInvalidNumbers() == [])
    #expect(book == before)
  }

  @Test(
    "every value outside 0–5 is not a rating",
    arguments: [5.0000001, -0.0001, 9.3e16, 1e300, -.infinity, .nan] as [Double])
  func invalid(rating: Double) {
    #expect(
      Book(id: "x", title: "T", averageRating: rating, source: "s").withValidNumbers.averageRating == nil)
  }
}
