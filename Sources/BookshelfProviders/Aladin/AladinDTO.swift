import BookshelfCore

/// The body of `ItemSearch.aspx` / `ItemLookUp.aspx` with `Output=JS&Version=20131101`.
/// Every key is optional: an error answer (HTTP 200) carries none of them (see `AladinErrorDTO`).
/// Keys that are not mapped are not decoded (`logo`, `ebookList`, `usedList`, `version`, `title`,
/// `startIndex`, `itemsPerPage`, `query`; per item `mallType`, `stockStatus`, `categoryName`;
/// `subInfo.originalTitle`, `itemPage`): every declared key is a value built per item. Saved items
/// (`AladinSavedItemDTO`, for `catalog import`) add `categoryName`.
struct AladinResponseDTO: Decodable, Sendable {
  /// `totalResults`: total hits (search: may exceed the 200 reachable; lookup: 1).
  @Lenient var totalResults: Int?
  /// `item`: the items; absent in an error answer, may be empty.
  let item: [AladinItemDTO]?
}

/// One element of `item`. Numbers are `@Lenient` (`LenientlyDecodable`): `"16000"` is 16000, while `12.5` for an
/// integer, `1e400` or `[]` is nil, so one odd value costs only itself, never the page.
struct AladinItemDTO: Decodable, Sendable {
  /// `title`: product title with the subtitle appended after `" - "`; may hold entities.
  let title: String?
  /// `link`: product page, `http://` with `&amp;`.
  let link: String?
  /// `author`: every contributor, roles in parentheses: `"A (지은이), B (옮긴이)"`.
  let author: String?
  /// `pubDate`: `YYYY-MM-DD`.
  let pubDate: String?
  /// `description`: short blurb, may hold entities or raw `<…>`, may be `""`.
  let description: String?
  /// `isbn`: an ISBN-10, or an Aladin code (`K642734155`, `E272539885`).
  let isbn: String?
  /// `isbn13`: an ISBN-13, another EAN (`977…`, `880…`) or `""`.
  let isbn13: String?
  /// `itemId`: Aladin's product id.
  @Lenient var itemId: Int?
  /// `priceSales`: selling price, KRW.
  @Lenient var priceSales: Int?
  /// `priceStandard`: list price, KRW.
  @Lenient var priceStandard: Int?
  /// `cover`: cover image URL (https).
  let cover: String?
  /// `publisher`.
  let publisher: String?
  /// `customerReviewRank`: 0–10, star rating × 2; 0 = no ratings.
  @Lenient var customerReviewRank: Int?
  /// `subInfo`: `{}` in search results; lookup adds `subTitle`, `originalTitle`, `itemPage`.
  let subInfo: AladinSubInfoDTO?
}

/// `item[].subInfo` (only the key that is mapped).
struct AladinSubInfoDTO: Decodable, Sendable {
  /// `subTitle`: the subtitle (repeats the part of `title` after `" - "`).
  let subTitle: String?
}

/// Aladin's error answer, sent with HTTP 200: `{"errorCode": 8, "errorMessage": "…"}`.
/// `errorCode` is read as text whether it is a JSON number or string.
struct AladinErrorDTO: Decodable, Sendable {
  /// `errorCode`: not a reliable classifier (clients disagree on the numbers).
  let errorCode: String?
  /// `errorMessage`: Korean text, e.g. `잘못된 TTBKey입니다.` or `일일 요청수를 초과하였습니다.`.
  let errorMessage: String?

  enum CodingKeys: String, CodingKey {
    case errorCode, errorMessage
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    errorMessage = try? c.decodeIfPresent(String.self, forKey: .errorMessage)
    errorCode = c.lenientString(forKey: .errorCode)
  }

}
