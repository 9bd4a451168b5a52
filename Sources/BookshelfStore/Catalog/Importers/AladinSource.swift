import BookshelfCore
import Foundation

/// Reads a JSON array of Aladin Open API items (as in `aladin-kr-books`).
///
/// - HTML entities in title, description and publisher are decoded; `Title - Subtitle` is
///   split at the first ` - `.
/// - `author` (`"최태성 (지은이), 이성원 (감수)"`): names before a `(role)` take that role;
///   `옮긴이`/`번역` → translators, every other role → authors.
/// - ISBN: `isbn13` when it is a valid ISBN (not `977` periodicals or `880` goods, and
///   checksum-valid), else `isbn` when a valid ISBN-10, else none.
/// - `customerReviewRank` (0–10) / 2 → average rating (0 = unrated); `priceStandard` and
///   `priceSales` in KRW; `categoryName` split on `>` → subjects; `cover`, `link`.
/// - Key: `itemId` (else the ISBN-13). Elements without a title or that are not objects are
///   skipped with their 1-based position. Numbers are read leniently (`LenientlyDecodable`:
///   `"16000"` is 16000, `12.5` for a price or `1e400` is absent).
final class AladinSource: CatalogRecordSource {
  struct Item: Decodable {
    var title: String?
    var author: String?
    var pubDate: String?
    var description: String?
    var isbn: String?
    var isbn13: String?
    // Numbers are read leniently (`"16000"`, `12.5`, `1e400`): one odd value costs only itself.
    @Lenient var itemId: Int?
    @Lenient var priceSales: Int?
    @Lenient var priceStandard: Int?
    var cover: String?
    var link: String?
    var categoryName: String?
    var publisher: String?
    @Lenient var customerReviewRank: Double?
  }

  private let elements: JSONArrayReader
  private let decoder = JSONDecoder()
  private(set) var rowsRead = 0

  init(elements: JSONArrayReader) { self.elements = elements }

  func next() throws -> CatalogSourceItem? {
    guard let data = try elements.nextElement() else { return nil }
    rowsRead += 1
    guard let item = try? decoder.decode(Item.self, from: data) else {
      return .skip(line: rowsRead, reason: .notAladinItem)
    }
    guard let fullTitle = ImportText.clean(item.title.map(ImportText.decodeEntities)) else {
      return .skip(line: rowsRead, reason: .noTitle)
    }
    let (title, subtitle) = ImportText.splitSubtitle(fullTitle)
    let isbn = ImportText.isbn(item.isbn13, item.isbn)
    guard let key = item.itemId.map(String.init) ?? isbn?.isbn13 else {
      return .skip(line: rowsRead, reason: .noItemID)
    }
    let (authors, translators) = Self.people(item.author.map(ImportText.decodeEntities) ?? "")
    let rank = item.customerReviewRank.flatMap { $0 > 0 ? $0 / 2 : nil }
    let book = Book(
      id: isbn?.isbn13 ?? "local:aladin:\(key)", title: title, subtitle: subtitle, authors: authors,
      translators: translators, publisher: ImportText.clean(item.publisher.map(ImportText.decodeEntities)),
      publishedDate: ImportText.clean(item.pubDate), isbn10: isbn?.isbn10, isbn13: isbn?.isbn13,
      description: ImportText.clean(item.description.map(ImportText.decodeEntities)),
      thumbnailURL: item.cover.flatMap { URL(string: $0) },
      detailURL: item.link.flatMap { URL(string: ImportText.decodeEntities($0)) },
      price: item.priceStandard.map { Money(amount: Decimal($0), currency: "KRW") },
      salePrice: item.priceSales.map { Money(amount: Decimal($0), currency: "KRW") }, averageRating: rank,
      source: ProviderID.local.rawValue)
    let subjects = (item.categoryName ?? "").split(separator: ">").compactMap { ImportText.clean(String($0)) }
    return .record(
      line: rowsRead, CatalogRecord(book: book, subjects: subjects, sourceName: "aladin", sourceKey: key))
  }

  /// Splits an Aladin `author` string into authors and translators.
  static func people(_ text: String) -> (authors: [String], translators: [String]) {
    var authors: [String] = []
    var translators: [String] = []
    var pending: [String] = []
    for part in text.split(separator: ",") {
      var name = part.trimmingCharacters(in: .whitespaces)
      var role: String?
      if name.hasSuffix(")"), let open = name.lastIndex(of: "(") {
        role = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
        name = name[..<open].trimmingCharacters(in: .whitespaces)
      }
      if !name.isEmpty { pending.append(name) }
      guard let role else { continue }
      if role.contains("옮긴이") || role.contains("번역") {
        translators += pending
      } else {
        authors += pending
      }
      pending.removeAll()
    }
    authors += pending
    return (authors, translators)
  }
}
