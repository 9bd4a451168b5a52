import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `search --json` prints the search document through `SearchJSON.jsonBytes(pretty: true)`:
/// the same text as `JSONOutput`'s `JSONEncoder` path for any other value.
@Suite struct JSONOutputSearchTests {
  /// `JSONOutput.text` as a generic caller reaches it: the `JSONEncoder` path.
  static func encoderText<Value: Encodable>(_ value: Value) throws -> String { try JSONOutput.text(value) }

  @Test func theSearchDocumentPrintsAsJSONEncoderPrintsIt() throws {
    let books = [
      Book(
        id: "9788996991342", title: "우주 \"/\\\t\u{1}", subtitle: nil, authors: [], translators: ["T"],
        detailURL: URL(string: "https://example.com/x?y=z"), price: Money(amount: 15000, currency: "KRW"),
        averageRating: 3.5, ratingsCount: 0, notForSale: true, salesStatus: "품절", source: "kakao"),
      SampleBooks.book("b"),
    ]
    let document = SearchJSON(
      query: try BookQuery(text: "우주"), provider: "kakao",
      page: BookPage(books: books, totalCount: 2, isEnd: true, page: 1, pageSize: 10))
    let printed = try JSONOutput.text(document)
    #expect(printed == (try Self.encoderText(document)))
    #expect(printed.hasSuffix("}\n"))
    #expect(printed.contains("\n  \"books\" : [\n    {\n      \"authors\" : [],\n"))
  }

  @Test func aPageWithoutBooksPrintsItsEmptyArrayAsBrackets() throws {
    let document = SearchJSON(
      query: try BookQuery(text: "zzz"), provider: "local",
      page: BookPage(books: [], totalCount: 0, isEnd: true, page: 1, pageSize: 10))
    let printed = try JSONOutput.text(document)
    #expect(printed == (try Self.encoderText(document)))
    #expect(printed.hasPrefix("{\n  \"books\" : [],\n  \"isEnd\" : true,\n"))
  }
}
