import BookshelfCore

/// The words of the terminal app's Shelf tab: the filter line and the names of reading
/// statuses and orders (the Korean status names are also those of `bookshelf shelf`).
public enum BrowseShelfText: BilingualText, Hashable {
  /// `Status: Reading · Tag: All · Order: Title`; each value already in the language.
  case filterLine(status: String, tag: String, order: String)
  /// A filter that lets everything through.
  case all
  /// A reading status.
  case status(ReadingStatus)
  /// An order of the shelf.
  case order(ShelfSort)

  /// The text in English.
  public var english: String {
    switch self {
    case .filterLine(let status, let tag, let order): "Status: \(status) · Tag: \(tag) · Order: \(order)"
    case .all: "All"
    case .status(.want): "Want to read"
    case .status(.reading): "Reading"
    case .status(.read): "Read"
    case .status(.dnf): "Did not finish"
    case .order(.finished): "Recently finished"
    case .order(.added): "Recently added"
    case .order(.title): "Title"
    case .order(.author): "Author"
    case .order(.rating): "My rating"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .filterLine(let status, let tag, let order): "상태: \(status) · 태그: \(tag) · 정렬: \(order)"
    case .all: "전체"
    case .status(.want): "읽고 싶은 책"
    case .status(.reading): "읽는 중"
    case .status(.read): "다 읽은 책"
    case .status(.dnf): "중단"
    case .order(.finished): "최근 다 읽은 순"
    case .order(.added): "최근 추가 순"
    case .order(.title): "제목 순"
    case .order(.author): "저자 순"
    case .order(.rating): "내 평점 순"
    }
  }
}
