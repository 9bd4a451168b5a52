import BookshelfCore

/// The words of the terminal app's detail screen beyond the book's own labels (`BookLabel`):
/// the shelf part and the description.
public enum BrowseDetailText: BilingualText, Hashable, CaseIterable {
  case statusLabel, myRatingLabel, tagsLabel, noteLabel, descriptionLabel
  /// While the full record is looked up.
  case loading
  /// Above the shelf fields of a saved book.
  case onShelf
  /// In place of them for a book that is not saved.
  case notOnShelf

  /// The text in English.
  public var english: String {
    switch self {
    case .statusLabel: "Status"
    case .myRatingLabel: "My rating"
    case .tagsLabel: "Tags"
    case .noteLabel: "Note"
    case .descriptionLabel: "Description"
    case .loading: "Loading the full record…"
    case .onShelf: "On your shelf"
    case .notOnShelf: "Not on your shelf — press s to save"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .statusLabel: "상태"
    case .myRatingLabel: "내 평점"
    case .tagsLabel: "태그"
    case .noteLabel: "메모"
    case .descriptionLabel: "책 소개"
    case .loading: "전체 정보를 불러오는 중…"
    case .onShelf: "책장에 있음"
    case .notOnShelf: "책장에 없음 — s를 누르면 저장합니다"
    }
  }
}
