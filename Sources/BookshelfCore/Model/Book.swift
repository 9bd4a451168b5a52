#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One book as every layer above the adapters sees it.
///
/// Adapters build it once from their wire DTOs; nothing above them ever sees a DTO.
/// Encodes to JSON with camelCase keys and every absent value written as `null`
/// (the `search --json` contract in DESIGN.md).
public struct Book: Sendable, Hashable, Codable, Identifiable {
  /// `isbn13` when known, else `"<provider>:<provider's own id>"` (e.g. `google:zyTCAlFPjgYC`).
  public var id: String
  /// Plain text: HTML tags removed, entities decoded, whitespace collapsed. Never empty.
  public var title: String
  /// Plain text, or nil when the source has none.
  public var subtitle: String?
  /// One element per person, trimmed, no empty strings.
  public var authors: [String]
  /// One element per person, trimmed, no empty strings.
  public var translators: [String]
  /// Plain text, or nil when the source has none.
  public var publisher: String?
  /// ISO 8601 calendar date as precise as the source: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`.
  public var publishedDate: String?
  /// Ten characters, digits (last may be `X`), checksum-valid.
  public var isbn10: String?
  /// Thirteen digits, `978`/`979` prefix, checksum-valid.
  public var isbn13: String?
  /// Plain text blurb.
  public var description: String?
  /// Cover image, https where the source offers it.
  public var thumbnailURL: URL?
  /// The book's page at the provider, https where the source offers it.
  public var detailURL: URL?
  /// List price; nil when unknown.
  public var price: Money?
  /// Selling price; nil when unknown or when the source says "not for sale" (Kakao
  /// `sale_price` -1, see `notForSale`).
  public var salePrice: Money?
  /// True when the source says the book has no selling price (Kakao `sale_price` -1); then
  /// `salePrice` is nil. False when it says nothing of the kind. JSON key `notForSale`, read as
  /// false when absent.
  public var notForSale: Bool
  /// The source's sales status in its own words when the book is not simply on sale (Kakao
  /// `status`: `절판` out of print, `품절` sold out), plain text; nil when on ordinary sale
  /// (`정상판매`) or not reported. JSON key `salesStatus`.
  public var salesStatus: String?
  /// Average reader rating on a 0–5 scale.
  public var averageRating: Double?
  /// Number of ratings behind `averageRating`.
  public var ratingsCount: Int?
  /// The provider the record came from: `kakao`, `aladin`, `google`, `openlibrary`, `naver`, `local`.
  public var source: String

  /// Creates a book; every optional field defaults to absent.
  public init(
    id: String, title: String, subtitle: String? = nil, authors: [String] = [],
    translators: [String] = [], publisher: String? = nil, publishedDate: String? = nil,
    isbn10: String? = nil, isbn13: String? = nil, description: String? = nil,
    thumbnailURL: URL? = nil, detailURL: URL? = nil, price: Money? = nil,
    salePrice: Money? = nil, averageRating: Double? = nil, ratingsCount: Int? = nil,
    notForSale: Bool = false, salesStatus: String? = nil, source: String
  ) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.authors = authors
    self.translators = translators
    self.publisher = publisher
    self.publishedDate = publishedDate
    self.isbn10 = isbn10
    self.isbn13 = isbn13
    self.description = description
    self.thumbnailURL = thumbnailURL
    self.detailURL = detailURL
    self.price = price
    self.salePrice = salePrice
    self.averageRating = averageRating
    self.ratingsCount = ratingsCount
    self.notForSale = notForSale
    self.salesStatus = salesStatus
    self.source = source
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title, subtitle, authors, translators, publisher, publishedDate, isbn10, isbn13
    case description, thumbnailURL, detailURL, price, salePrice, averageRating, ratingsCount
    case source, notForSale, salesStatus
  }

  /// Writes every key, absent values as `null`, in the order of the DESIGN.md table, then
  /// `notForSale` and `salesStatus`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(title, forKey: .title)
    try c.encode(subtitle, forKey: .subtitle)
    try c.encode(authors, forKey: .authors)
    try c.encode(translators, forKey: .translators)
    try c.encode(publisher, forKey: .publisher)
    try c.encode(publishedDate, forKey: .publishedDate)
    try c.encode(isbn10, forKey: .isbn10)
    try c.encode(isbn13, forKey: .isbn13)
    try c.encode(description, forKey: .description)
    try c.encode(thumbnailURL, forKey: .thumbnailURL)
    try c.encode(detailURL, forKey: .detailURL)
    try c.encode(price, forKey: .price)
    try c.encode(salePrice, forKey: .salePrice)
    try c.encode(averageRating, forKey: .averageRating)
    try c.encode(ratingsCount, forKey: .ratingsCount)
    try c.encode(source, forKey: .source)
    try c.encode(notForSale, forKey: .notForSale)
    try c.encode(salesStatus, forKey: .salesStatus)
  }

  /// Reads a book as written by `encode(to:)`; missing optional keys and `null` mean absent,
  /// missing `authors`/`translators` mean empty. The numbers are read leniently
  /// (`LenientlyDecodable`): `ratingsCount` `"12"` or `12.0` is 12, while `12.5`, `1e300` or
  /// `[]` is absent, as is an `averageRating` beyond `Double` (`1e400`) and a `price` or
  /// `salePrice` that is not a `Money` object. Values in range are not checked here:
  /// `dropInvalidNumbers()` removes an `averageRating` of `1e300` or a negative count. Missing `notForSale` means
  /// false (JSON written before these keys existed reads as it did).
  /// - Throws: `DecodingError` when `id`, `title` or `source` is missing or not a string.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    title = try c.decode(String.self, forKey: .title)
    subtitle = try c.decodeIfPresent(String.self, forKey: .subtitle)
    authors = try c.decodeIfPresent([String].self, forKey: .authors) ?? []
    translators = try c.decodeIfPresent([String].self, forKey: .translators) ?? []
    publisher = try c.decodeIfPresent(String.self, forKey: .publisher)
    publishedDate = try c.decodeIfPresent(String.self, forKey: .publishedDate)
    isbn10 = try c.decodeIfPresent(String.self, forKey: .isbn10)
    isbn13 = try c.decodeIfPresent(String.self, forKey: .isbn13)
    description = try c.decodeIfPresent(String.self, forKey: .description)
    thumbnailURL = try c.decodeIfPresent(URL.self, forKey: .thumbnailURL)
    detailURL = try c.decodeIfPresent(URL.self, forKey: .detailURL)
    // Numbers are read leniently: one odd number must not cost the whole book.
    price = try? c.decodeIfPresent(Money.self, forKey: .price)
    salePrice = try? c.decodeIfPresent(Money.self, forKey: .salePrice)
    averageRating = c.lenient(Double.self, forKey: .averageRating)
    ratingsCount = c.lenient(Int.self, forKey: .ratingsCount)
    source = try c.decode(String.self, forKey: .source)
    notForSale = try c.decodeIfPresent(Bool.self, forKey: .notForSale) ?? false
    salesStatus = try c.decodeIfPresent(String.self, forKey: .salesStatus)
  }
}
