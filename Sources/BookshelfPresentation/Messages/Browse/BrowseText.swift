import BookshelfCore

/// The frame of `bookshelf browse` around its screens: tab bar, book counts, the status
/// line's source and key hints, the message line's prompts, and the refusal without a terminal.
public enum BrowseText: BilingualText, Hashable {
  /// The Search tab.
  case searchTab
  /// The Shelf tab, with the number of saved books.
  case shelfTab(count: Int)
  /// `12,345 books` (`about …` when `approximate`; `1 book`), on the search and shelf screens.
  case bookCount(Int, approximate: Bool)
  /// The status line's name of the federated source.
  case allProviders
  /// The key hints of the status line while the search field has the focus.
  case fieldHints
  /// The key hints while a result list has the focus (`u undo`: `s` on a saved book removes it;
  /// the paging keys are in the help, `?`); `covers`: `i covers` is among them (only when
  /// pictures are drawn at all).
  case listHints(covers: Bool)
  /// The key hints on a book's detail screen.
  case detailHints
  /// The key hints on the Shelf tab.
  case shelfHints
  /// The prompt for a rating key.
  case ratingPrompt
  /// The prompt before the tags being typed.
  case tagsPrompt
  /// The prompt before the note being typed.
  case notePrompt
  /// Why `bookshelf browse` does not start (standard input or output is not a terminal).
  case needsTerminal

  /// The text in English.
  public var english: String {
    switch self {
    case .searchTab: "Search"
    case .shelfTab(let count): "Shelf (\(BookFormat.count(count)))"
    case .bookCount(1, approximate: false): "1 book"
    case .bookCount(let count, let approximate):
      approximate ? "about \(BookFormat.count(count)) books" : "\(BookFormat.count(count)) books"
    case .allProviders: "All providers"
    case .fieldHints: "Enter search · ↓ results · Esc clear · Tab shelf · Ctrl-C quit"
    case .listHints(let covers):
      "↑↓ move · Enter open · s save · u undo · / search · \(covers ? "i covers · " : "")? help · q quit"
    case .detailHints: "s save · w/p/f/d status · r rating · t tags · n note · Esc back · ? help"
    case .shelfHints: "Enter open · v status · g tag · o sort · x remove · u undo · ? help · q quit"
    case .ratingPrompt: "Your rating: press 1–5, 0 to clear, Esc to cancel"
    case .tagsPrompt: "Tags, separated by commas: "
    case .notePrompt: "Note: "
    case .needsTerminal: "bookshelf browse needs an interactive terminal."
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .searchTab: "검색"
    case .shelfTab(let count): "책장 (\(BookFormat.count(count)))"
    case .bookCount(let count, let approximate):
      approximate ? "약 \(BookFormat.count(count))건" : "책 \(BookFormat.count(count))권"
    case .allProviders: "모든 제공처"
    case .fieldHints: "Enter 검색 · ↓ 결과 · Esc 지우기 · Tab 책장 · Ctrl-C 끝내기"
    case .listHints(let covers):
      "↑↓ 이동 · Enter 열기 · s 저장 · u 되돌리기 · / 검색창 · \(covers ? "i 표지 · " : "")? 도움말 · q 끝내기"
    case .detailHints: "s 저장 · w/p/f/d 상태 · r 평점 · t 태그 · n 메모 · Esc 뒤로 · ? 도움말"
    case .shelfHints: "Enter 열기 · v 상태 · g 태그 · o 정렬 · x 빼기 · u 되돌리기 · ? 도움말 · q 끝내기"
    case .ratingPrompt: "내 평점: 1–5를 누르세요. 0은 지우기, Esc는 취소"
    case .tagsPrompt: "태그 (쉼표로 구분): "
    case .notePrompt: "메모: "
    case .needsTerminal: "bookshelf browse는 대화형 터미널에서만 실행됩니다."
    }
  }
}
