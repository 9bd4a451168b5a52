import BookshelfCore

/// The body of a successful Naver book search (`book.json` / `book_adv.json`):
/// `{"lastBuildDate", "total", "start", "display", "items"}`.
struct NaverSearchResponseDTO: Decodable, Sendable {
  /// `lastBuildDate`: RFC 822-style time of the answer (`"Thu, 20 Jun 2024 10:29:03 +0900"`).
  let lastBuildDate: String?
  /// `total`: total hits.
  @Lenient var total: Int?
  /// `start`: echo of the 1-based start.
  @Lenient var start: Int?
  /// `display`: number of items in this answer (can be below the requested size; 0 when empty).
  @Lenient var display: Int?
  /// `items`: `[]` when nothing matched.
  let items: [NaverItemDTO]?
}

/// One element of `items`; every value is a string in the JSON, and any may be `""` or absent.
/// `discount` and `price` are `@Lenient`: a JSON number there (`13500`) is read as its text.
struct NaverItemDTO: Decodable, Sendable {
  /// `title`: may hold `<b>` highlights and entities.
  let title: String?
  /// `link`: `https://search.shopping.naver.com/book/catalog/<id>` (since 2022) or
  /// `http://book.naver.com/bookdb/book_detail.php?bid=<id>` (older).
  let link: String?
  /// `image`: cover URL, may be `""`.
  let image: String?
  /// `author`: names joined with `^`, may hold `<b>`, may be `""`.
  let author: String?
  /// `discount`: selling price in KRW as text (a JSON number is read as its text); `""`, `"0"`
  /// or absent when not for sale.
  @Lenient var discount: String?
  /// `price`: list price in KRW as text (answers before August 2022 only).
  @Lenient var price: String?
  /// `publisher`.
  let publisher: String?
  /// `pubdate`: `yyyyMMdd` (also `yyyy`, `yyyyMM`), may be `""`.
  let pubdate: String?
  /// `isbn`: `"ISBN10 ISBN13"` (old) or a single ISBN-13.
  let isbn: String?
  /// `description`: may hold `<b>`, entities and `\n`.
  let description: String?
}

/// Naver's JSON error body: `{"errorMessage": "…", "errorCode": "SE01"}`.
struct NaverErrorDTO: Decodable, Sendable {
  /// `errorMessage`: Naver's text.
  let errorMessage: String?
  /// `errorCode`: `SE01`…`SE06`, `SE99`, `024`, … (a number is read as its text).
  let errorCode: String?

  enum CodingKeys: String, CodingKey {
    case errorMessage, errorCode
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    errorMessage = try? c.decodeIfPresent(String.self, forKey: .errorMessage)
    errorCode = c.lenientString(forKey: .errorCode)
  }

}
