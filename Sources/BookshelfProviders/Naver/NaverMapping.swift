import BookshelfCore
import Foundation

/// The one mapping from Naver's book search format to `Book` and `BookPage`.
///
/// Choices:
/// - `title`, `publisher`: `<b>` tags stripped, then entities decoded once. Naver appends a
///   subtitle in parentheses, but so are edition notes, so the title is kept whole.
/// - `author` split on `^`, each name plain text; `description` keeps its line breaks
///   (`HTMLText.paragraphs`).
/// - `discount` `""`, `"0"`, absent or not a number → `salePrice` nil; `price` (pre-2022 answers
///   only) likewise → `price`.
/// - `Book.id`: the ISBN-13 when valid, else `naver:<catalog id>` (last path segment of a
///   `…/book/catalog/<id>` link, or the `bid` parameter of an old `book_detail.php?bid=` link),
///   else `naver:<link>`, else `naver:<title>|<publisher>|<date>`.
/// - Items without a title are skipped; duplicate ids on one page keep the first.
public enum NaverMapping {
  /// Decodes a search answer's body and maps it to one page of `query`.
  /// - Parameters:
  ///   - data: the HTTP 200 body of `book.json` / `book_adv.json`.
  ///   - query: the query that was sent (its page and clamped page size are reported).
  ///   - redactor: hides the credentials in any detail taken from the body.
  /// - Returns: `totalCount` = `total`; `isEnd` when no items came back, when
  ///   `start + display − 1 ≥ min(total, 1000 + display − 1)` (APIS §5, `display` as answered), or
  ///   when the next page's `start` would pass 1,000.
  /// - Throws: `.badResponse` for an empty, HTML, truncated or other-shaped body; the mapped error
  ///   (e.g. `.invalidAPIKey` for `024`) when the body is a Naver error object.
  public static func page(
    from data: Data, query: BookQuery, redactor: Redactor = Redactor(secrets: [])
  ) throws(BookshelfError) -> BookPage {
    let dto = try ResponseHandling.decode(NaverSearchResponseDTO.self, from: data, provider: .naver)
    guard let items = dto.items else {
      if NaverErrorBody.decode(data) != nil {
        throw NaverErrorBody.error(for: HTTPResponse(status: 200, body: data), redactor: redactor)
      }
      throw .badResponse(.naver, .missingList("items"))
    }
    let size = NaverRequest.pageSize(for: query)
    let start = NaverRequest.start(for: query)
    let total = dto.total ?? items.count
    let shown = max(0, dto.display ?? items.count)
    let lastPage = NaverRequest.limits.lastPage(pageSize: size) ?? Int.max
    // Saturating: `total` and `display` are the answer's, and may be anything up to Int.max.
    let lastShown = SafeNumber.saturatingSum(start, shown) - 1
    let lastReachable = SafeNumber.saturatingSum(NaverRequest.maxStart, shown) - 1
    let isEnd = items.isEmpty || lastShown >= min(total, lastReachable) || query.page >= lastPage
    return BookPage(
      books: TextFields.uniqueByID(items.compactMap { book(from: $0).flatMap(TextLimits.fitted) }),
      totalCount: total, isEnd: isEnd,
      page: query.page, pageSize: size)
  }

  /// One item as a `Book`, or nil when it has no title.
  static func book(from item: NaverItemDTO) -> Book? {
    guard let title = CleanText.text(item.title) else { return nil }
    let isbns = ISBNFields.pair(from: [item.isbn])
    let publisher = CleanText.text(item.publisher)
    let date = PublishedDate.normalize(item.pubdate)
    let ownID = ownID(link: item.link) ?? [title, publisher ?? "", date ?? ""].joined(separator: "|")
    return Book(
      id: ISBNFields.bookID(isbn13: isbns.isbn13, provider: .naver, ownID: ownID),
      title: title,
      authors: CleanText.names(item.author?.split(separator: "^").map(String.init)),
      publisher: publisher,
      publishedDate: date,
      isbn10: isbns.isbn10,
      isbn13: isbns.isbn13,
      description: CleanText.paragraphs(item.description),
      thumbnailURL: CleanText.httpsURL(item.image),
      detailURL: CleanText.httpsURL(item.link),
      price: won(item.price),
      salePrice: won(item.discount),
      source: ProviderID.naver.rawValue)
  }

  /// A positive whole amount written as text, as KRW; nil for nil, `""`, `"0"` and non-numbers.
  static func won(_ text: String?) -> Money? {
    guard let text = text?.trimmingWhitespace(), let amount = Int(text), amount > 0 else { return nil }
    return Money(amount: Decimal(amount), currency: "KRW")
  }

  /// Naver's own id from a book link: the catalog number or the `bid` parameter; else the link.
  static func ownID(link: String?) -> String? {
    guard let link = link?.trimmingWhitespace(), !link.isEmpty else { return nil }
    let decoded = HTMLText.decodeEntities(link)
    if let (path, query) = URLScan.parts(decoded), !path.utf8.contains(UInt8(ascii: "%")) {
      switch query.map({ URLScan.firstItem(named: "bid", in: $0) }) ?? .absent {
      case .found(let bid?) where !bid.isEmpty: return String(bid)
      case .unsure: break
      case .found, .absent:
        let segments = path.split(separator: "/")
        if segments.count >= 2, segments[segments.count - 2] == "catalog" {
          return String(segments[segments.count - 1])
        }
        return decoded
      }
    }
    return ownIDComponents(decoded: decoded)
  }

  /// The general path of `ownID(link:)` through `URLComponents`, for the entity-decoded link.
  static func ownIDComponents(decoded: String) -> String {
    if let components = URLComponents(string: decoded) {
      if let bid = components.queryItems?.first(where: { $0.name == "bid" })?.value, !bid.isEmpty {
        return bid
      }
      let segments = components.path.split(separator: "/")
      if segments.count >= 2, segments[segments.count - 2] == "catalog" {
        return String(segments[segments.count - 1])
      }
    }
    return decoded
  }
}
