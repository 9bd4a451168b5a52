import BookshelfCore

/// The words of the terminal app's Search tab (its one-line statuses are `SearchMessage`).
public enum BrowseSearchText: BilingualText, Hashable, CaseIterable {
  /// Before the search field.
  case fieldLabel
  /// While the first page loads.
  case searching
  /// While the next page loads.
  case loadingMore
  /// Under the empty field before anything was searched.
  case typeToSearch
  /// The title of the recent searches under the empty field.
  case recentSearches

  /// The text in English.
  public var english: String {
    switch self {
    case .fieldLabel: "Search"
    case .searching: "Searching…"
    case .loadingMore: "Loading more…"
    case .typeToSearch: "Type a title, author or ISBN; results appear as you type."
    case .recentSearches: "Recent searches"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .fieldLabel: "검색"
    case .searching: "검색 중…"
    case .loadingMore: "더 불러오는 중…"
    case .typeToSearch: "제목, 저자, ISBN을 입력하세요. 입력하는 동안 결과가 나타납니다."
    case .recentSearches: "최근 검색"
    }
  }
}
