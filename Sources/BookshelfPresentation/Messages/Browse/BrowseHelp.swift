import BookshelfCore

/// The `?` overlay of `bookshelf browse`: its title, its closing hint, and one entry per group
/// of keys (`keys` are the same in every language; `text(in:)` says what they do).
public enum BrowseHelp: Localizable, Hashable, CaseIterable {
  case switchTab, help, enter, escape, moveList, moveCursor, delete, recent, focusSearch, save
  case status, rating, tagsAndNote, shelfFilters, shelfRemove, quit
  case covers

  /// The overlay's title.
  public static let title = Frame.title
  /// The line at the bottom of the overlay.
  public static let close = Frame.close

  /// The overlay's title and closing line.
  public enum Frame: Localizable, Hashable, CaseIterable {
    case title, close

    /// This message in `language`, one line.
    public func text(in language: Language) -> String {
      switch (self, language) {
      case (.title, .english): "Keys"
      case (.title, .korean): "단축키"
      case (.close, .english): "Press any key to close."
      case (.close, .korean): "아무 키나 누르면 닫힙니다."
      }
    }
  }

  /// The keys of this entry, as printed on the keyboard.
  public var keys: String {
    switch self {
    case .switchTab: "Tab  F1  F2  1  2"
    case .help: "?"
    case .enter: "Enter"
    case .escape: "Esc"
    case .moveList: "↑ ↓ PgUp PgDn Home End"
    case .moveCursor: "← → Home End Ctrl-A/E"
    case .delete: "Del  Ctrl-D  Ctrl-U"
    case .recent: "↓ ↑  Enter"
    case .focusSearch: "/"
    case .save: "s  u"
    case .status: "w  p  f  d"
    case .rating: "r"
    case .tagsAndNote: "t  n"
    case .shelfFilters: "v  g  o"
    case .shelfRemove: "x  u"
    case .quit: "q  Ctrl-C"
    case .covers: "i"
    }
  }

  /// This message in `language`, one line.
  public func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .korean: korean
    }
  }

  private var english: String {
    switch self {
    case .switchTab: "switch between Search and Shelf"
    case .help: "this help"
    case .enter: "search now (search field) · open the book (list)"
    case .escape: "clear or cancel the search · back · close"
    case .moveList: "move through the list (the next page loads near the end)"
    case .moveCursor: "search field: move the cursor · to the start, end"
    case .delete: "search field: delete at the cursor · all before it"
    case .recent: "empty search field: pick a recent search · run it"
    case .focusSearch: "go to the search field"
    case .save: "save or unsave the selected book · undo the removal"
    case .status: "reading status: want to read · reading · read · did not finish"
    case .rating: "your rating (then 1–5, 0 clears) · retry a failed search (list)"
    case .tagsAndNote: "edit tags · edit the note"
    case .shelfFilters: "shelf: filter by status · filter by tag · change the order"
    case .shelfRemove: "shelf: remove the book · undo the removal"
    case .quit: "quit"
    case .covers: "result list: show or hide cover thumbnails"
    }
  }

  private var korean: String {
    switch self {
    case .switchTab: "검색과 책장 사이 이동"
    case .help: "이 도움말"
    case .enter: "바로 검색 (검색창) · 책 열기 (목록)"
    case .escape: "검색어 지우기, 검색 취소 · 뒤로 · 닫기"
    case .moveList: "목록 이동 (끝에 가까워지면 다음 페이지를 불러옴)"
    case .moveCursor: "검색창: 커서 이동 · 맨 앞, 맨 뒤로"
    case .delete: "검색창: 커서 위치 글자 지우기 · 커서 앞을 모두 지우기"
    case .recent: "빈 검색창: 최근 검색 고르기 · 실행하기"
    case .focusSearch: "검색창으로 이동"
    case .save: "선택한 책을 책장에 저장하거나 빼기 · 빼기 되돌리기"
    case .status: "읽기 상태: 읽고 싶은 책 · 읽는 중 · 다 읽은 책 · 중단"
    case .rating: "내 평점 (이어서 1–5, 0은 지우기) · 실패한 검색 다시 하기 (목록)"
    case .tagsAndNote: "태그 편집 · 메모 편집"
    case .shelfFilters: "책장: 상태로 거르기 · 태그로 거르기 · 정렬 바꾸기"
    case .shelfRemove: "책장: 책 빼기 · 빼기 되돌리기"
    case .quit: "끝내기"
    case .covers: "검색 결과: 표지 미리보기 보이기·숨기기"
    }
  }
}
