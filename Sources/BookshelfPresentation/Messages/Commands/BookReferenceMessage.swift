import BookshelfCore

/// Why a book argument (`show 12`, `save kakao:…`, `open 3`) names no book: the lines of the
/// row numbers of the last search and of ids no source can look up.
public enum BookReferenceMessage: BilingualText, Equatable, Error {
  /// `row` is not a row of the last search `query`, which printed `rows` (nil: no rows).
  case rowNotInLastSearch(row: Int, query: String, rows: ClosedRange<Int>?)
  /// A row number, but no search has been made in this data folder.
  case noLastSearch(row: Int)
  /// A row number, but the file remembering the last search (`path`) is damaged or foreign.
  case lastSearchUnreadable(row: Int, path: String)
  /// An id of `provider`, which cannot look a book up by its own id (Kakao, Naver), and the
  /// book is neither in the last search nor on the shelf.
  case idNotLookedUp(id: String, provider: ProviderID)
  /// `open`: the book has no web page (`detailURL` missing or not http/https).
  case noPage(title: String)
  /// `row` is not a row of the last `shelf` listing, which printed `rows` (nil: none).
  case rowNotInShelfListing(row: Int, rows: ClosedRange<Int>?)
  /// Row `row` of the last `shelf` listing (shelf key `key`) has been removed since.
  case listedEntryGone(row: Int, key: String)

  /// The text in English.
  public var english: String {
    switch self {
    case .rowNotInLastSearch(let row, let query, let rows):
      "Row \(row): the last search, “\(clip(query))”, " + englishRows(rows) + "."
    case .noLastSearch(let row):
      "Row \(row): there is no last search to take it from; search first (bookshelf search …)."
    case .lastSearchUnreadable(let row, let path):
      "Row \(row): the remembered last search (\(path)) cannot be read; search again."
    case .idNotLookedUp(let id, let provider):
      "\(provider.displayName) cannot look up a book by its id (\(clip(id))); "
        + "search for it and use its row number, or its ISBN."
    case .noPage(let title): "“\(clip(title))” has no web page to open."
    case .rowNotInShelfListing(let row, let rows):
      "Row \(row): the last shelf listing " + englishRows(rows) + "."
    case .listedEntryGone(let row, let key):
      "Row \(row) of the last shelf listing (\(clip(key))) is no longer on the shelf; list it again."
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .rowNotInLastSearch(let row, let query, let rows):
      "\(row)번: 마지막 검색 “\(clip(query))”" + koreanRows(rows) + "."
    case .noLastSearch(let row):
      "\(row)번: 가져올 마지막 검색이 없습니다. 먼저 검색하세요 (bookshelf search …)."
    case .lastSearchUnreadable(let row, let path):
      "\(row)번: 기억해 둔 마지막 검색(\(path))을 읽을 수 없습니다. 다시 검색하세요."
    case .idNotLookedUp(let id, let provider):
      "\(KoreanParticle.topic.after(provider.displayName(in: .korean))) 자체 ID(\(clip(id)))로 책을 찾을 수 없습니다. "
        + "검색한 뒤 행 번호나 ISBN을 쓰세요."
    case .noPage(let title): "“\(clip(title))”에는 열 웹 페이지가 없습니다."
    case .rowNotInShelfListing(let row, let rows):
      "\(row)번: 마지막 책장 목록" + koreanRows(rows) + "."
    case .listedEntryGone(let row, let key):
      "마지막 책장 목록의 \(row)번(\(clip(key)))은 이제 책장에 없습니다. 목록을 다시 보세요."
    }
  }

  private func englishRows(_ rows: ClosedRange<Int>?) -> String {
    guard let rows else { return "has no rows" }
    if rows.lowerBound == 1 { return rows.count == 1 ? "has 1 row" : "has \(rows.count) rows" }
    return "has rows \(rows.lowerBound)–\(rows.upperBound)"
  }

  private func koreanRows(_ rows: ClosedRange<Int>?) -> String {
    guard let rows else { return "에는 결과가 없습니다" }
    if rows.lowerBound == 1 { return "에는 \(rows.count)개 행이 있습니다" }
    return "에는 \(rows.lowerBound)–\(rows.upperBound)번 행이 있습니다"
  }

  private func clip(_ text: String) -> String { BookshelfError.clip(text) }
}
