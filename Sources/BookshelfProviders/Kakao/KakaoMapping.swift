import BookshelfCore
import Foundation

/// The one mapping from Kakao's wire format to `Book` and `BookPage`.
///
/// Choices (Kakao gives no id of its own and free-form names):
/// - `Book.id`: the ISBN-13 when valid, else `kakao:<bookId>` from the `bookId` parameter of the
///   Daum `url` (`…&bookId=1467038&…` → `kakao:1467038`), else `kakao:<url>`; a document with
///   neither ISBN nor URL gets `kakao:<title>|<publisher>|<date>`.
/// - `authors`: role suffixes are removed and the name kept (`"야마키 슈 (감수)"` → `야마키 슈`,
///   `"掌田津耶乃／著"` → `掌田津耶乃`): Kakao lists every contributor it credits in `authors`, and
///   dropping a supervisor would leave many books with no name at all.
/// - `price` 0 (and below) → nil; `sale_price` -1 (and 0) → nil: unknown, never a fake amount;
///   -1 also sets `notForSale` (shown as "no sale price").
/// - `status` → `salesStatus` (`절판`, `품절`, …) except the ordinary `정상판매`, which is nil.
/// - `contents` → `description` (entities decoded once); `thumbnail`/`url` → https URLs or nil.
/// - Documents without a title are skipped; duplicate ids on one page keep the first; text
///   longer than `TextLimits` allows is cut (a document whose id would be too long is skipped).
public enum KakaoMapping {
  /// Decodes a search answer's body and maps it to one page of `query`.
  /// - Parameters:
  ///   - data: the HTTP 200 body of `GET /v3/search/book`.
  ///   - query: the query that was sent (its page and clamped page size are reported).
  ///   - redactor: hides the key in any detail taken from the body.
  /// - Returns: `totalCount` = `meta.total_count`; `isEnd` when `meta.is_end`, when the page is 50
  ///   (Kakao's cap) or when `page × size ≥ meta.pageable_count`.
  /// - Throws: `.badResponse` for an empty, HTML, truncated or other-shaped body; the mapped error
  ///   when the body is a Kakao error object.
  public static func page(
    from data: Data, query: BookQuery, redactor: Redactor = Redactor(secrets: [])
  ) throws(BookshelfError) -> BookPage {
    let dto = try ResponseHandling.decode(KakaoSearchResponseDTO.self, from: data, provider: .kakao)
    guard let documents = dto.documents else {
      if KakaoErrorBody.decode(data) != nil {
        throw KakaoErrorBody.error(for: HTTPResponse(status: 200, body: data), redactor: redactor)
      }
      throw .badResponse(.kakao, .missingList("documents"))
    }
    let books = TextFields.uniqueByID(documents.compactMap { book(from: $0).flatMap(TextLimits.fitted) })
    let size = KakaoRequest.pageSize(for: query)
    let lastPage = KakaoRequest.limits.lastPage(pageSize: size) ?? Int.max
    let pageable = dto.meta?.pageableCount ?? dto.meta?.totalCount
    let isEnd =
      (dto.meta?.isEnd ?? documents.isEmpty) || query.page >= lastPage
      || pageable.map { query.page * size >= $0 } ?? false
    return BookPage(
      books: books, totalCount: dto.meta?.totalCount ?? books.count, isEnd: isEnd, page: query.page,
      pageSize: size)
  }

  /// One document as a `Book`, or nil when it has no title.
  static func book(from doc: KakaoDocumentDTO) -> Book? {
    guard let title = CleanText.text(doc.title) else { return nil }
    let isbns = ISBNFields.pair(from: [doc.isbn])
    let publisher = CleanText.text(doc.publisher)
    let date = PublishedDate.normalize(doc.datetime)
    let ownID = ownID(url: doc.url) ?? [title, publisher ?? "", date ?? ""].joined(separator: "|")
    return Book(
      id: ISBNFields.bookID(isbn13: isbns.isbn13, provider: .kakao, ownID: ownID),
      title: title,
      authors: CleanText.names(doc.authors?.map(strippingRole)),
      translators: CleanText.names(doc.translators?.map(strippingRole)),
      publisher: publisher,
      publishedDate: date,
      isbn10: isbns.isbn10,
      isbn13: isbns.isbn13,
      description: CleanText.text(doc.contents),
      thumbnailURL: CleanText.httpsURL(doc.thumbnail),
      detailURL: CleanText.httpsURL(doc.url),
      price: won(doc.price),
      salePrice: won(doc.salePrice),
      notForSale: doc.salePrice == -1,
      salesStatus: salesStatus(doc.status),
      source: ProviderID.kakao.rawValue)
  }

  /// A positive amount as KRW; nil for nil, 0 (unknown) and -1 (not for sale).
  static func won(_ amount: Int?) -> Money? {
    guard let amount, amount > 0 else { return nil }
    return Money(amount: Decimal(amount), currency: "KRW")
  }

  /// Kakao's `status` as plain text, or nil when it is empty or the ordinary `정상판매`.
  static func salesStatus(_ status: String?) -> String? {
    guard let text = CleanText.text(status), text != "정상판매" else { return nil }
    return text
  }

  /// `bookId` of a Daum book URL, else the trimmed URL itself; nil when there is no URL.
  static func ownID(url: String?) -> String? {
    guard let url = url?.trimmingWhitespace(), !url.isEmpty else { return nil }
    if let query = URLScan.parts(url).map({ $0.query }) {
      switch query.map({ URLScan.firstItem(named: "bookId", in: $0) }) ?? .absent {
      case .found(let id?) where !id.isEmpty: return String(id)
      case .found, .absent: return url
      case .unsure: break
      }
    }
    return ownIDComponents(url: url)
  }

  /// The general path of `ownID(url:)` through `URLComponents`, for a trimmed, non-empty URL.
  static func ownIDComponents(url: String) -> String {
    if let items = URLComponents(string: url)?.queryItems,
      let id = items.first(where: { $0.name == "bookId" })?.value, !id.isEmpty
    {
      return id
    }
    return url
  }

  /// Role words Kakao appends to names, in parentheses (`(감수)`) or after a slash (`／著`).
  static let roles: Set<String> = [
    "감수", "글", "그림", "지음", "저", "著", "엮음", "편", "편저", "편역", "역", "옮김", "번역",
    "기획", "원작", "사진", "해설", "글·그림", "글그림", "외", "공저", "편집", "엮은이", "지은이", "옮긴이",
    "監修", "編", "編著", "訳", "譯", "絵", "作", "文", "ed.", "eds.", "Ed.", "Eds.",
  ]

  /// Bytes without which `strippingRole` has nothing to strip: space, `)`, `/` and the lead
  /// byte `0xEF` of the full-width `）` and `／`.
  private static func mayMarkRole(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "/") || byte == 0xEF
  }

  /// Role words Kakao appends after a space (`"홍길동 지음"`).
  static let spacedRoles: Set<String> = ["외", "지음", "옮김", "엮음"]

  /// `name` without a trailing role: `"야마키 슈 (감수)"` → `야마키 슈`, `"掌田津耶乃／著"` → `掌田津耶乃`.
  /// Parentheses that hold something other than a known role are kept.
  static func strippingRole(_ name: String) -> String {
    if CleanText.isClean(name), !name.utf8.contains(where: mayMarkRole) { return name }
    return strippingRoleCharacters(name)
  }

  /// The general path of `strippingRole`, Character by Character.
  static func strippingRoleCharacters(_ name: String) -> String {
    let trimmed = name.trimmingWhitespace()
    if trimmed.hasSuffix(")") || trimmed.hasSuffix("）"),
      let open = trimmed.lastIndex(where: { $0 == "(" || $0 == "（" })
    {
      let role = String(trimmed[trimmed.index(after: open)...].dropLast()).trimmingWhitespace()
      let rest = String(trimmed[..<open]).trimmingWhitespace()
      if roles.contains(role), !rest.isEmpty { return rest }
    }
    if let slash = trimmed.lastIndex(where: { $0 == "/" || $0 == "／" }) {
      let role = String(trimmed[trimmed.index(after: slash)...]).trimmingWhitespace()
      let rest = String(trimmed[..<slash]).trimmingWhitespace()
      if roles.contains(role), !rest.isEmpty { return rest }
    }
    if let space = trimmed.lastIndex(of: " ") {
      let word = String(trimmed[trimmed.index(after: space)...])
      let rest = String(trimmed[..<space]).trimmingWhitespace()
      if spacedRoles.contains(word), !rest.isEmpty { return rest }
    }
    return trimmed
  }
}
