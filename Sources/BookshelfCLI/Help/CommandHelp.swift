import BookshelfCore
import BookshelfPresentation

/// The words of one command's help that are not made from its declarations: the line in the
/// overview, the paragraph under the usage, more usage forms, and examples.
struct HelpContent: Sendable {
  /// One line: the command in `bookshelf --help`, a subcommand in its group's page.
  var line: String
  /// The paragraph under the usage, as written (already wrapped); nil for none.
  var about: String?
  /// More usage forms after the generated one (`save --json - …`), without `bookshelf `.
  var moreUsage: [String] = []
}

/// Every command's help text, in English and Korean.
enum CommandHelp: Sendable, CaseIterable {
  case search, show, save, shelf, remove, export, `import`, catalog, catalogImport, catalogStats
  case browse
  case cache, cacheStats, cacheClear
  case serve
  case open
  case edit, undo, restore, add
  case stats

  func content(in language: Language) -> HelpContent {
    switch language {
    case .english: english
    case .korean: korean
    }
  }

  /// Command lines shown under "Examples:" (the same in every language).
  var examples: [String] {
    switch self {
    case .search:
      [
        "bookshelf search 미움받을 용기",
        "bookshelf search --provider google --field author --sort latest --page 2 \"Ursula K. Le Guin\"",
        "bookshelf search --provider all --json \"해리 포터\" | jq '.books[0]'",
        "bookshelf search hobbit && bookshelf save 2 --status reading",
        "bookshelf search --format tsv tolkien | cut -f 2,3",
      ]
    case .cache: ["bookshelf cache stats", "bookshelf cache clear responses"]
    case .open: ["bookshelf search hobbit", "bookshelf open 2", "bookshelf open google:zyTCAlFPjgYC"]
    case .serve:
      [
        "bookshelf serve", "bookshelf serve --port 0 --open",
        "BOOKSHELF_SERVER_HOSTS=nas.local bookshelf serve --host 0.0.0.0 --port 8080",
      ]
    case .stats:
      [
        "bookshelf stats", "bookshelf stats --year 2025", "bookshelf stats --goal 30",
        "bookshelf stats --json",
      ]
    case .catalog:
      [
        "bookshelf catalog import ../shared/data/goodbooks-10k/books.csv --format goodbooks",
        "bookshelf search --provider local 미움",
        "bookshelf catalog stats",
      ]
    case .edit:
      [
        "bookshelf edit 9788996991342 --status reading --progress 120/350 --tag 심리학",
        "bookshelf edit 9788996991342 --rating none --untag 심리학 --note-append \"다시 읽기\"",
        "bookshelf edit 9788996991342 --status dnf --finished none",
      ]
    case .add: ["bookshelf add --title \"우리 동네 이야기\" --author 김민수 --publisher 동네책방 --year 2024"]
    default: []
    }
  }

  private var english: HelpContent {
    switch self {
    case .search:
      HelpContent(line: "search for books", about: "Search for books by title, author, publisher or ISBN.")
    case .show:
      HelpContent(
        line: "everything about one book",
        about: """
          Everything about one book: a row number of the last search (show 3), an ISBN-10 or ISBN-13
          (hyphens allowed) looked up through the provider (the copy on your shelf is shown when the
          provider cannot answer), or any id search or shelf prints (google:zyTCAlFPjgYC,
          openlibrary:OL27448W, aladin:…, local:goodbooks:…).
          """)
    case .save:
      HelpContent(
        line: "save a book to your shelf (or --json - to read a Book from stdin)",
        about: """
          Save a book to your shelf, or change a saved one. A book already on the shelf is changed
          offline; a new ISBN is looked up through the provider.
          """,
        moreUsage: ["save --json - [options]     (a Book object, as printed by search/show --json)"])
    case .open:
      HelpContent(
        line: "open a book's web page",
        about: """
          Open a book's page at its provider (a row of the last search, an ISBN or an id) with
          xdg-open when there is a desktop (DISPLAY or WAYLAND_DISPLAY); otherwise print the address.
          """)
    case .shelf:
      HelpContent(
        line: "list your saved books",
        about: """
          List the books on your shelf, numbered: until the next search or listing, a row number
          names that entry (remove 2, edit 2 --rating 5, show 2).
          """)
    case .remove:
      HelpContent(
        line: "remove a book from your shelf",
        about: "Remove a book from your shelf (an ISBN-10 or ISBN-13, or the id shown by shelf).")
    case .export:
      HelpContent(
        line: "write your shelf as JSON, CSV or Goodreads CSV",
        about: """
          Write your whole shelf to standard output or to FILE. FILE is written completely to a
          temporary file first and then renamed, so it is never half-written.
          """)
    case .import:
      HelpContent(
        line: "add books from JSON, CSV or a Goodreads export",
        about: """
          Add the books in FILE to your shelf, all or nothing: a malformed row stops the import and
          nothing changes. Importing the same file again changes nothing.
          """)
    case .catalog:
      HelpContent(
        line: "import and inspect the local offline catalog",
        about: """
          The local catalog is an offline full-text index (SQLite FTS5) in
          <data dir>/catalog.sqlite, searched with 'bookshelf search --provider local'.
          Korean is found by any part of a word (민국 finds 대한민국) and regardless of spacing.
          """)
    case .catalogImport:
      HelpContent(
        line:
          "adds the books of FILE; importing a file again updates its books instead of adding them twice. Shows progress on standard error and a summary with the lines that were skipped and why. A file that is not UTF-8 text, or JSON in none of the shapes below, is refused (exit status 2) and nothing is imported."
      )
    case .catalogStats:
      HelpContent(
        line: "number of books per source, database size and path (0 books before the first import).")
    case .serve:
      HelpContent(
        line: "the web app: search and your shelf in a browser",
        about: """
          The web app: search, book details and your shelf in a browser on this computer or, with
          --host, on a phone. Prints the address to open. On an address other than loopback a
          secret token (kept in <config dir>/server-token, mode 0600) is part of the address;
          other names the server may be reached by go in serverHostNames in the config file or
          BOOKSHELF_SERVER_HOSTS (comma-separated). Ctrl-C or SIGTERM lets requests in flight
          finish, then stops with exit status 0.
          """)
    case .browse:
      HelpContent(
        line: "the interactive terminal app",
        about: """
          The interactive terminal app: a Search tab with results as you type and a Shelf tab with
          your saved books. Press ? inside for every key; q or Ctrl-C quits.
          """)
    case .cache:
      HelpContent(
        line: "sizes and hit rates of the caches, or empty them",
        about: """
          Bookshelf keeps covers and API answers under $XDG_CACHE_HOME/bookshelf: searches for an
          hour, ISBN lookups for a week, and older answers when the network is unreachable.
          Removing a cache is always safe.
          """)
    case .cacheStats:
      HelpContent(line: "entries, size, limit and hit rate of each cache (covers, responses).")
    case .cacheClear:
      HelpContent(line: "empties the covers or responses cache, or both when none is named.")
    case .edit:
      HelpContent(
        line: "change or clear any field of a saved book",
        about: """
          Change or clear fields of a saved book (an ISBN, a shelf id, or a row of the last search or
          shelf listing).
          Only the fields named change, so what another program changed meanwhile is kept. The
          entry is printed after.
          """)
    case .undo:
      HelpContent(
        line: "bring back the last removed book",
        about: "Bring back the book removed last (by remove, browse or the web app), with every field.")
    case .restore:
      HelpContent(
        line: "bring back a removed book by its id",
        about: "Bring back a removed book (one of the last 100 removals) by its ISBN or shelf id.")
    case .add:
      HelpContent(
        line: "add a book no provider has",
        about: """
          Add a book no provider knows to your shelf, by hand. It is saved with the id
          manual:<ISBN-13, or a name made from the title and first author>.
          """)
    case .stats:
      HelpContent(
        line: "reading statistics of your shelf, and a yearly reading goal",
        about: """
          Reading statistics of your shelf as bar charts: books by status, books read per year and
          per month, your ratings, top tags and authors, the average days from start to finish, and
          how this year's reading stands against your goal (set with --goal, kept in the config
          file). A book counts as read in the year of its finish date.
          """)
    }
  }

  private var korean: HelpContent {
    switch self {
    case .search: HelpContent(line: "책 검색", about: "제목, 저자, 출판사, ISBN으로 책을 검색합니다.")
    case .show:
      HelpContent(
        line: "책 한 권의 자세한 정보",
        about: """
          책 한 권의 모든 정보: 마지막 검색의 행 번호(show 3), 제공자에서 찾을 ISBN-10 또는
          ISBN-13(하이픈 허용; 제공자가 답하지 못하면 책장에 저장한 책을 보여 줌), 또는 search나
          shelf가 출력하는 모든 id(google:zyTCAlFPjgYC, openlibrary:OL27448W, aladin:…, local:goodbooks:…).
          """)
    case .save:
      HelpContent(
        line: "책장에 책 저장 (--json - 이면 표준 입력의 Book JSON)",
        about: """
          책을 책장에 저장하거나 저장한 책을 고칩니다. 이미 책장에 있는 책은 오프라인으로 고치고,
          새 ISBN은 제공자에서 찾습니다.
          """,
        moreUsage: ["save --json - [옵션]     (search/show --json이 출력하는 Book 객체)"])
    case .open:
      HelpContent(
        line: "책의 웹 페이지 열기",
        about: """
          제공자에 있는 책의 페이지(마지막 검색의 행 번호, ISBN 또는 id)를 데스크톱이 있으면
          (DISPLAY 또는 WAYLAND_DISPLAY) xdg-open으로 열고, 없으면 주소를 출력합니다.
          """)
    case .shelf:
      HelpContent(
        line: "저장한 책 목록",
        about: """
          책장에 저장한 책 목록을 번호와 함께 보여 줍니다. 다음 검색이나 목록 전까지 행 번호는 그
          항목을 가리킵니다 (remove 2, edit 2 --rating 5, show 2).
          """)
    case .remove:
      HelpContent(
        line: "책장에서 책 빼기", about: "책장에서 책을 뺍니다 (ISBN-10, ISBN-13, 또는 shelf가 보여 주는 id).")
    case .export:
      HelpContent(
        line: "책장을 JSON, CSV, Goodreads CSV로 내보내기",
        about: """
          책장 전체를 표준 출력이나 파일로 씁니다. 파일은 임시 파일에 다 쓴 뒤 이름을 바꾸므로
          중간까지만 쓰인 파일이 남지 않습니다.
          """)
    case .import:
      HelpContent(
        line: "JSON, CSV, Goodreads 내보내기 파일에서 책 가져오기",
        about: """
          파일의 책을 책장에 한꺼번에 가져옵니다. 잘못된 행이 있으면 가져오기를 멈추고 아무것도
          바꾸지 않습니다. 같은 파일을 다시 가져와도 바뀌는 것이 없습니다.
          """)
    case .catalog:
      HelpContent(
        line: "오프라인 로컬 카탈로그 가져오기와 통계",
        about: """
          로컬 카탈로그는 <데이터 폴더>/catalog.sqlite에 있는 오프라인 전문 검색 색인(SQLite FTS5)이며
          'bookshelf search --provider local'로 검색합니다. 한국어는 단어의 어느 부분으로도
          (민국 → 대한민국), 띄어쓰기와 상관없이 찾습니다.
          """)
    case .catalogImport:
      HelpContent(
        line:
          "파일의 책을 추가합니다. 같은 파일을 다시 가져오면 책을 두 번 넣지 않고 갱신합니다. 표준 오류에 진행 상황을, 끝에 건너뛴 행과 그 이유를 요약해 보여 줍니다. UTF-8 텍스트가 아닌 파일이나 아래 모양이 아닌 JSON은 거부하며(종료 상태 2) 아무것도 가져오지 않습니다."
      )
    case .catalogStats: HelpContent(line: "출처별 책 수, 데이터베이스 크기와 경로 (처음 가져오기 전에는 0권).")
    case .serve:
      HelpContent(
        line: "웹 앱: 브라우저에서 검색하고 책장 보기",
        about: """
          웹 앱: 이 컴퓨터의 브라우저에서, --host를 쓰면 휴대폰에서도 검색, 책 정보, 책장을 봅니다.
          열 주소를 출력합니다. 루프백이 아닌 주소에서는 비밀 토큰(<설정 폴더>/server-token,
          권한 0600)이 주소에 들어갑니다. 서버를 부를 다른 이름은 설정 파일의 serverHostNames나
          BOOKSHELF_SERVER_HOSTS(쉼표로 구분)에 씁니다. Ctrl-C나 SIGTERM을 받으면 처리 중인
          요청을 끝내고 종료 상태 0으로 멈춥니다.
          """)
    case .browse:
      HelpContent(
        line: "대화형 터미널 앱",
        about: """
          대화형 터미널 앱: 입력하는 대로 결과가 나오는 검색 탭과 저장한 책을 보는 책장 탭.
          앱 안에서 ?를 누르면 모든 단축키가 나옵니다. q 또는 Ctrl-C로 끝냅니다.
          """)
    case .cache:
      HelpContent(
        line: "캐시의 크기와 적중률 보기, 캐시 비우기",
        about: """
          표지와 API 응답은 $XDG_CACHE_HOME/bookshelf에 보관됩니다. 검색은 1시간, ISBN 조회는
          1주일 동안 쓰며, 네트워크에 연결할 수 없으면 그보다 오래된 응답도 보여 줍니다. 캐시는
          언제 지워도 안전합니다.
          """)
    case .cacheStats: HelpContent(line: "캐시(covers, responses)마다 항목 수, 크기, 한도, 적중률.")
    case .cacheClear: HelpContent(line: "covers 또는 responses 캐시를 비웁니다. 이름이 없으면 둘 다 비웁니다.")
    case .edit:
      HelpContent(
        line: "저장한 책의 필드 바꾸기, 지우기",
        about: """
          저장한 책(ISBN, 책장 id, 마지막 검색이나 책장 목록의 행 번호)의 필드를 바꾸거나
          지웁니다. 지정한 필드만 바뀌므로 그사이 다른 프로그램이 바꾼 내용은 그대로 남습니다.
          바꾼 뒤의 항목을 보여 줍니다.
          """)
    case .undo:
      HelpContent(
        line: "마지막으로 뺀 책 되돌리기",
        about: "마지막으로 뺀 책(remove, browse, 웹 앱)을 모든 필드와 함께 책장에 되돌려 놓습니다.")
    case .restore:
      HelpContent(
        line: "뺀 책을 id로 되돌리기",
        about: "뺀 책(최근 100개까지)을 ISBN이나 책장 id로 찾아 책장에 되돌려 놓습니다.")
    case .add:
      HelpContent(
        line: "제공자에 없는 책 추가",
        about: """
          어느 제공자에도 없는 책을 직접 책장에 추가합니다. id는 manual:<ISBN-13, 또는 제목과
          첫 저자로 만든 이름>입니다.
          """)
    case .stats:
      HelpContent(
        line: "책장의 독서 통계와 한 해 독서 목표",
        about: """
          책장의 독서 통계를 막대그래프로 보여 줍니다: 상태별 책, 해마다와 달마다 읽은 책, 내 별점,
          많이 쓴 태그와 저자, 시작부터 다 읽기까지 걸린 평균 날짜, 그리고 올해 독서가 목표(--goal로
          정하고 설정 파일에 저장)에 비해 어디쯤인지. 책은 다 읽은 날짜의 해에 읽은 책으로 셉니다.
          """)
    }
  }
}

/// The fixed words of the help pages.
enum HelpHeading: Sendable, CaseIterable, Localizable {
  case usage, options, commands, examples, optionsPlaceholder, commandPlaceholder
  /// The two lines above the overview's usage.
  case overviewIntro
  /// The lines under the overview's command list.
  case overviewFooter

  func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .usage: "Usage:"
      case .options: "Options:"
      case .commands: "Commands:"
      case .examples: "Examples:"
      case .optionsPlaceholder: "[options]"
      case .commandPlaceholder: "<command>"
      case .overviewIntro:
        """
        bookshelf — search books across Kakao, Aladin, Google Books, Open Library and a local catalog,
        and keep the ones you care about on your shelf.
        """
      case .overviewFooter:
        """
        Options: -h, --help (any command; or bookshelf help <command>), -V, --version
        Keys: KAKAO_REST_API_KEY, ALADIN_TTB_KEY, GOOGLE_BOOKS_API_KEY (optional), or the config file
        $XDG_CONFIG_HOME/bookshelf/config.json. Open Library needs no key.
        """
      }
    case .korean:
      switch self {
      case .usage: "사용법:"
      case .options: "옵션:"
      case .commands: "명령:"
      case .examples: "예:"
      case .optionsPlaceholder: "[옵션]"
      case .commandPlaceholder: "<명령>"
      case .overviewIntro:
        """
        bookshelf — 카카오, 알라딘, Google Books, Open Library와 로컬 카탈로그에서 책을 검색하고
        마음에 드는 책을 책장에 저장합니다.
        """
      case .overviewFooter:
        """
        옵션: -h, --help (모든 명령. bookshelf help <명령>도 됩니다), -V, --version
        키: KAKAO_REST_API_KEY, ALADIN_TTB_KEY, GOOGLE_BOOKS_API_KEY (선택), 또는 설정 파일
        $XDG_CONFIG_HOME/bookshelf/config.json. Open Library는 키가 필요 없습니다.
        """
      }
    }
  }
}
