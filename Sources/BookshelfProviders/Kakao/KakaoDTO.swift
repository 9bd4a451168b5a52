import BookshelfCore

/// The body of a successful `GET /v3/search/book`: `{"meta": {…}, "documents": […]}`.
///
/// Both keys are always sent by Kakao; they are optional here so that a 200 answer of another
/// shape (an error body) can be recognised instead of failing to decode.
struct KakaoSearchResponseDTO: Decodable, Sendable {
  /// `meta`: counts and the end flag.
  let meta: KakaoMetaDTO?
  /// `documents`: the books of this page, in Kakao's order.
  let documents: [KakaoDocumentDTO]?
}

/// `meta` of a Kakao search answer.
struct KakaoMetaDTO: Decodable, Sendable {
  /// `total_count`: number of matching books.
  @Lenient var totalCount: Int?
  /// `pageable_count`: how many of them can be paged to (observed capped at 1,000).
  @Lenient var pageableCount: Int?
  /// `is_end`: true on the last page.
  let isEnd: Bool?

  enum CodingKeys: String, CodingKey {
    case totalCount = "total_count"
    case pageableCount = "pageable_count"
    case isEnd = "is_end"
  }
}

/// One element of `documents`. Every key is present in observed answers, but values can be
/// empty (`""`, `[]`) or sentinel (`sale_price` -1, `price` 0); all are optional here.
/// Numbers are `@Lenient` (`LenientlyDecodable`): `"16000"` is 16000, while `12.5` for an
/// integer, `1e400` or `[]` is nil, so one odd value costs only itself, never the page.
struct KakaoDocumentDTO: Decodable, Sendable {
  /// `title`: plain text.
  let title: String?
  /// `contents`: a truncated blurb, may hold HTML entities (`Q&amp;A`), may be `""`.
  let contents: String?
  /// `url`: the Daum book page, `…/search?w=bookpage&bookId=<n>&q=…`.
  let url: String?
  /// `isbn`: `"ISBN10 ISBN13"`; either part may be missing or junk (`" 480D150405880"`).
  let isbn: String?
  /// `datetime`: `2014-11-17T00:00:00.000+09:00`, may be `""`.
  let datetime: String?
  /// `authors`: names, some with a role suffix (`"야마키 슈 (감수)"`, `"掌田津耶乃／著"`).
  let authors: [String]?
  /// `publisher`: may be `""`.
  let publisher: String?
  /// `translators`: often `[]`.
  let translators: [String]?
  /// `price`: list price in KRW; `0` when unknown.
  @Lenient var price: Int?
  /// `sale_price`: selling price in KRW; `-1` when not for sale.
  @Lenient var salePrice: Int?
  /// `thumbnail`: cover URL, may be `""`.
  let thumbnail: String?
  /// `status`: sales status for display only (`정상판매`, `품절`, `절판`, `""`); mapped to
  /// `salesStatus` when it is not `정상판매`.
  let status: String?

  enum CodingKeys: String, CodingKey {
    case title, contents, url, isbn, datetime, authors, publisher, translators, price, thumbnail, status
    case salePrice = "sale_price"
  }
}

/// An error body from `dapi.kakao.com`, in either of its two shapes:
/// `{"errorType": "InvalidArgument", "message": "…"}` or the platform's
/// `{"code": -10, "msg": "API limit has been exceeded."}`.
struct KakaoErrorDTO: Decodable, Sendable {
  /// `errorType`, e.g. `InvalidArgument`, `AccessDeniedError`.
  let errorType: String?
  /// `message`: Kakao's text (may echo the key: `wrong appKey(…) format`).
  let message: String?
  /// `code`: Kakao's numeric error code (-10 quota, -401 invalid key, …).
  @Lenient var code: Int?
  /// `msg`: the text of the platform shape.
  let msg: String?

  /// True when at least one error key is present.
  var isError: Bool { errorType != nil || code != nil || message != nil || msg != nil }
}
