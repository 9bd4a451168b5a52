import BookshelfCore
import Foundation

/// The one mapping from Aladin's `Output=JS` answers to `Book` and `BookPage`; saved items
/// (`catalog import --format aladin`) are read by the same `book(from:)` (`AladinRecordMapping`).
///
/// Choices (APIS-aladin §7–§8):
/// - The body is read leniently: surrounding blanks and one trailing `;` are removed (Q3), and a
///   body that fails to decode is retried once with invalid `\'` escapes turned into `'` (Q2).
/// - An object with `errorCode`/`errorMessage` is an error even with HTTP 200 (Q4, `AladinErrorBody`).
/// - `title`/`subtitle`: entities decoded; when `subInfo.subTitle` is given and the title ends in
///   `" - " + subTitle`, that tail is cut off and becomes `subtitle` (Q7). Search results carry no
///   `subTitle`, so their title stays whole (titles can legitimately contain `" - "`).
/// - `author` roles per `AladinContributors` (Q5).
/// - ISBNs: `isbn13` and `isbn` validated (`K…`/`E…` codes, `977`/`880` EANs dropped), the missing
///   form derived (Q6). `Book.id`: the valid ISBN-13, else `aladin:<itemId>`.
/// - `customerReviewRank` 1–10 → `averageRating` = rank / 2; 0 (unrated) → nil (Q8).
/// - `priceStandard` → `price`, `priceSales` → `salePrice` (KRW), 0 → nil.
/// - `link` and `cover`: `&amp;` decoded, `http` → `https` (Q1, Q9).
public enum AladinMapping {
  /// Decodes an `ItemSearch.aspx` body (or, for an ISBN query, an `ItemLookUp.aspx` body) and
  /// maps it to one page of `query`.
  /// - Parameters:
  ///   - data: the HTTP 200 body.
  ///   - query: the query that was sent (its page and clamped page size are reported).
  ///   - redactor: hides the TTB key in any detail taken from the body.
  /// - Returns: `totalCount` = `totalResults`; `isEnd` when `page × size ≥ min(totalResults, 200)`,
  ///   when fewer than `size` items came back, or at the last reachable page. An ISBN query's page
  ///   is always the end; an ISBN Aladin does not know gives an empty page.
  /// - Throws: `.invalidAPIKey` / `.quotaExceeded` / `.requestRejected` for an error object;
  ///   `.badResponse` for an empty, HTML, truncated or other-shaped body.
  public static func page(
    from data: Data, query: BookQuery, redactor: Redactor = Redactor(secrets: [])
  ) throws(BookshelfError) -> BookPage {
    let size = AladinRequest.pageSize(for: query)
    let dto: AladinResponseDTO
    do {
      dto = try envelope(from: data, redactor: redactor)
    } catch .requestRejected(_, _, _) where query.field == .isbn {
      return BookPage(books: [], totalCount: 0, isEnd: true, page: query.page, pageSize: size)
    }
    let items = dto.item ?? []
    let books = TextFields.uniqueByID(items.compactMap { book(from: $0).flatMap(TextLimits.fitted) })
    if query.field == .isbn {
      return BookPage(books: books, totalCount: books.count, isEnd: true, page: query.page, pageSize: size)
    }
    let total = dto.totalResults ?? items.count
    let reachable = min(total, AladinRequest.limits.maxReachableResults ?? total)
    let lastPage = AladinRequest.limits.lastPage(pageSize: size) ?? Int.max
    let isEnd = query.page * size >= reachable || items.count < size || query.page >= lastPage
    return BookPage(books: books, totalCount: total, isEnd: isEnd, page: query.page, pageSize: size)
  }

  /// The envelope of an answer, after the lenient clean-up.
  /// - Throws: the error an error object stands for; `.badResponse` when there is neither an
  ///   `item` list nor an error object, or the body is not JSON.
  static func envelope(from data: Data, redactor: Redactor) throws(BookshelfError) -> AladinResponseDTO {
    let body = prepared(data)
    let dto: AladinResponseDTO
    do {
      dto = try ResponseHandling.decode(AladinResponseDTO.self, from: body, provider: .aladin)
    } catch {
      let repaired = repairingApostrophes(body)
      guard repaired != body,
        let retried = try? ResponseHandling.decode(AladinResponseDTO.self, from: repaired, provider: .aladin)
      else { throw error }
      dto = retried
    }
    if dto.item == nil {
      if AladinErrorBody.decode(body) != nil {
        throw AladinErrorBody.error(for: HTTPResponse(status: 200, body: body), redactor: redactor)
      }
      throw .badResponse(.aladin, .neitherResultsNorError)
    }
    return dto
  }

  /// One item as a `Book`, or nil when it has no title.
  static func book(from item: AladinItemDTO) -> Book? {
    guard let fullTitle = CleanText.text(item.title) else { return nil }
    let (title, subtitle) = titleAndSubtitle(fullTitle, subTitle: CleanText.text(item.subInfo?.subTitle))
    let isbns = ISBNFields.pair(from: [item.isbn13, item.isbn])
    let contributors = AladinContributors.parse(item.author)
    let publisher = CleanText.text(item.publisher)
    let date = PublishedDate.normalize(item.pubDate)
    let ownID = item.itemId.map(String.init) ?? [title, publisher ?? "", date ?? ""].joined(separator: "|")
    return Book(
      id: ISBNFields.bookID(isbn13: isbns.isbn13, provider: .aladin, ownID: ownID),
      title: title,
      subtitle: subtitle,
      authors: contributors.authors,
      translators: contributors.translators,
      publisher: publisher,
      publishedDate: date,
      isbn10: isbns.isbn10,
      isbn13: isbns.isbn13,
      description: CleanText.text(item.description),
      thumbnailURL: CleanText.httpsURL(item.cover),
      detailURL: CleanText.httpsURL(item.link),
      price: won(item.priceStandard),
      salePrice: won(item.priceSales),
      averageRating: rating(item.customerReviewRank),
      source: ProviderID.aladin.rawValue)
  }

  /// Q7: `("위대한 이야기 - 아름다움, …", "아름다움, …")` → `("위대한 이야기", "아름다움, …")`.
  static func titleAndSubtitle(_ title: String, subTitle: String?) -> (String, String?) {
    guard let subTitle, subTitle != title else { return (title, nil) }
    let tail = " - " + subTitle
    if title.hasSuffix(tail) {
      let head = String(title.dropLast(tail.count)).trimmingWhitespace()
      if !head.isEmpty { return (head, subTitle) }
    }
    return (title, subTitle)
  }

  /// `customerReviewRank` (0–10, 0 = unrated) as a 0–5 rating, or nil.
  static func rating(_ rank: Int?) -> Double? {
    guard let rank, (1...10).contains(rank) else { return nil }
    return Double(rank) / 2
  }

  /// A positive amount as KRW; nil for nil and 0.
  static func won(_ amount: Int?) -> Money? {
    guard let amount, amount > 0 else { return nil }
    return Money(amount: Decimal(amount), currency: "KRW")
  }

  /// Q3: the body without surrounding blanks and one trailing `;`.
  static func prepared(_ data: Data) -> Data {
    var bytes = data[...]
    func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
    while let last = bytes.last, isBlank(last) { bytes = bytes.dropLast() }
    if bytes.last == UInt8(ascii: ";") { bytes = bytes.dropLast() }
    while let last = bytes.last, isBlank(last) { bytes = bytes.dropLast() }
    return bytes.count == data.count ? data : Data(bytes)
  }

  /// Q2: `\'` (not valid JSON) replaced by `'`; a backslash that is itself escaped (`\\'`) is kept.
  static func repairingApostrophes(_ data: Data) -> Data {
    guard data.contains(UInt8(ascii: "\\")) else { return data }
    var out = [UInt8]()
    out.reserveCapacity(data.count)
    var escaped = false
    for byte in data {
      if escaped {
        if byte != UInt8(ascii: "'") { out.append(UInt8(ascii: "\\")) }
        out.append(byte)
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else {
        out.append(byte)
      }
    }
    if escaped { out.append(UInt8(ascii: "\\")) }
    return Data(out)
  }
}
