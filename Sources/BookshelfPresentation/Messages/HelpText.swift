import BookshelfCore

/// The `--help` texts, in English and Korean (referenced from `MessageTable`).
enum HelpText {
  static let mainEnglish = """
    bookshelf — search books across Kakao, Aladin, Google Books, Open Library and a local catalog,
    and keep the ones you care about on your shelf.

    Usage: bookshelf <command> [options]

    Commands:
      search <query…>     search for books
      show <isbn|id>      everything about one book
      save <isbn|id>      save a book to your shelf (or --json - to read a Book from stdin)
      shelf               list your saved books
      remove <isbn|id>    remove a book from your shelf
      export              write your shelf as JSON, CSV or Goodreads CSV
      import <file>       add books from JSON, CSV or a Goodreads export
      catalog             import and inspect the local offline catalog
      browse              the interactive terminal app

    Options: --help (any command), --version
    Keys: KAKAO_REST_API_KEY, ALADIN_TTB_KEY, GOOGLE_BOOKS_API_KEY (optional), or the config file
    $XDG_CONFIG_HOME/bookshelf/config.json. Open Library needs no key.
    """

  static let mainKorean = """
    bookshelf — 카카오, 알라딘, Google Books, Open Library와 로컬 카탈로그에서 책을 검색하고
    마음에 드는 책을 책장에 저장합니다.

    사용법: bookshelf <명령> [옵션]

    명령:
      search <검색어…>    책 검색
      show <isbn|id>      책 한 권의 자세한 정보
      save <isbn|id>      책장에 책 저장 (--json - 이면 표준 입력의 Book JSON)
      shelf               저장한 책 목록
      remove <isbn|id>    책장에서 책 빼기
      export              책장을 JSON, CSV, Goodreads CSV로 내보내기
      import <파일>       JSON, CSV, Goodreads 내보내기 파일에서 책 가져오기
      catalog             오프라인 로컬 카탈로그 가져오기와 통계
      browse              대화형 터미널 앱

    옵션: --help (모든 명령), --version
    키: KAKAO_REST_API_KEY, ALADIN_TTB_KEY, GOOGLE_BOOKS_API_KEY (선택), 또는 설정 파일
    $XDG_CONFIG_HOME/bookshelf/config.json. Open Library는 키가 필요 없습니다.
    """

  static let searchEnglish = """
    Usage: bookshelf search <query…> [options]

    Search for books by title, author, publisher or ISBN.

    Options:
      --provider P   kakao, aladin, google, openlibrary, naver, local, or all (every available
                     provider at once, merged by ISBN-13). Default: the configured
                     defaultProvider, else kakao (key set), aladin (key set), openlibrary.
      --field F      title, author, publisher or isbn (default: all fields)
      --sort S       relevance (default) or latest
      --page N       page number, from 1 (default 1)
      --size N       books per page (default 10; each provider has a maximum)
      --json         print one JSON object: query, provider, page, pageSize, totalCount,
                     totalCountIsApproximate, isEnd, books
      --help         this text

    Examples:
      bookshelf search 미움받을 용기
      bookshelf search --provider google --field author --sort latest --page 2 "Ursula K. Le Guin"
      bookshelf search --provider all --json "해리 포터" | jq '.books[0]'
    """

  static let searchKorean = """
    사용법: bookshelf search <검색어…> [옵션]

    제목, 저자, 출판사, ISBN으로 책을 검색합니다.

    옵션:
      --provider P   kakao, aladin, google, openlibrary, naver, local, 또는 all (쓸 수 있는 모든
                     제공자를 한 번에 검색해 ISBN-13으로 합침). 기본값: 설정한 defaultProvider,
                     없으면 kakao (키 있음), aladin (키 있음), openlibrary 순서.
      --field F      title, author, publisher, isbn (기본값: 모든 필드)
      --sort S       relevance (기본값) 또는 latest
      --page N       페이지 번호, 1부터 (기본값 1)
      --size N       페이지당 책 수 (기본값 10; 제공자마다 최댓값이 있음)
      --json         JSON 객체 하나 출력: query, provider, page, pageSize, totalCount,
                     totalCountIsApproximate, isEnd, books
      --help         이 도움말

    예:
      bookshelf search 미움받을 용기
      bookshelf search --provider google --field author --sort latest --page 2 "Ursula K. Le Guin"
      bookshelf search --provider all --json "해리 포터" | jq '.books[0]'
    """

  static let showEnglish = """
    Usage: bookshelf show <isbn|id> [--provider P] [--json]

    Everything about one book: looked up by ISBN-10 or ISBN-13 (hyphens allowed) through the
    provider (the copy on your shelf is shown when the provider cannot answer), or by a saved
    id such as google:zyTCAlFPjgYC on your shelf.

    Options:
      --provider P   as for search (default: the default provider)
      --json         print the Book as JSON
      --help         this text
    """

  static let showKorean = """
    사용법: bookshelf show <isbn|id> [--provider P] [--json]

    책 한 권의 모든 정보: ISBN-10 또는 ISBN-13(하이픈 허용)으로 제공자에서 찾거나,
    google:zyTCAlFPjgYC 같은 id로 책장에서 찾습니다.

    옵션:
      --provider P   search와 같음 (기본값: 기본 제공자)
      --json         Book을 JSON으로 출력
      --help         이 도움말
    """

  static let catalogEnglish = """
    Usage: bookshelf catalog import <FILE> [--format F]
           bookshelf catalog stats [--json]

    The local catalog is an offline full-text index (SQLite FTS5) in
    <data dir>/catalog.sqlite, searched with 'bookshelf search --provider local'.
    Korean is found by any part of a word (민국 finds 대한민국) and regardless of spacing.

    import   adds the books of FILE; importing a file again updates its books instead of
             adding them twice. Shows progress on standard error and a summary with the
             lines that were skipped and why.
      --format F   goodbooks (goodbooks-10k books.csv), goodreads (Goodreads library export),
                   aladin (JSON array of Aladin API items), gutenberg (gutenberg_metadata.csv),
                   csv (a header naming Book fields: title, authors, isbn13, …) or json
                   (books as bookshelf prints them: the object printed by 'search --json', a
                   shelf saved with 'export --format json', or an array of books).
                   Default: guessed from the file.
             A file that is not UTF-8 text, or JSON in none of these shapes, is refused
             (exit status 2) and nothing is imported.
    stats    number of books per source, database size and path (0 books before the first
             import).
      --json       print one JSON object: path, rows, searchableRows, rowsBySource,
                   fileSize, walSize (bytes of the database and of its write-ahead log)

    Examples:
      bookshelf catalog import ../shared/data/goodbooks-10k/books.csv --format goodbooks
      bookshelf search --provider local 미움
      bookshelf catalog stats
    """

  static let catalogKorean = """
    사용법: bookshelf catalog import <파일> [--format F]
            bookshelf catalog stats [--json]

    로컬 카탈로그는 <데이터 폴더>/catalog.sqlite에 있는 오프라인 전문 검색 색인(SQLite FTS5)이며
    'bookshelf search --provider local'로 검색합니다. 한국어는 단어의 어느 부분으로도
    (민국 → 대한민국), 띄어쓰기와 상관없이 찾습니다.

    import   파일의 책을 추가합니다. 같은 파일을 다시 가져오면 책을 두 번 넣지 않고 갱신합니다.
             표준 오류에 진행 상황을, 끝에 건너뛴 행과 그 이유를 요약해 보여 줍니다.
      --format F   goodbooks (goodbooks-10k books.csv), goodreads (Goodreads 서재 내보내기),
                   aladin (알라딘 API 항목의 JSON 배열), gutenberg (gutenberg_metadata.csv),
                   csv (Book 필드 이름의 헤더: title, authors, isbn13, …), json (bookshelf가
                   출력하는 책: 'search --json'이 출력하는 객체, 'export --format json'으로
                   저장한 서재, 또는 책 배열). 기본값: 파일을 보고 추측.
             UTF-8 텍스트가 아닌 파일이나 이 모양이 아닌 JSON은 거부하며(종료 상태 2)
             아무것도 가져오지 않습니다.
    stats    출처별 책 수, 데이터베이스 크기와 경로 (처음 가져오기 전에는 0권).
      --json       JSON 객체 하나 출력: path, rows, searchableRows, rowsBySource,
                   fileSize, walSize (데이터베이스와 그 미리 쓰기 로그의 바이트 수)

    예:
      bookshelf catalog import ../shared/data/goodbooks-10k/books.csv --format goodbooks
      bookshelf search --provider local 미움
      bookshelf catalog stats
    """

  static let browseEnglish = """
    Usage: bookshelf browse [--provider P]

    The interactive terminal app: a Search tab with results as you type and a Shelf tab with
    your saved books. Press ? inside for every key; q or Ctrl-C quits.

    Options:
      --provider P   kakao, aladin, google, openlibrary, naver, local or all
                     (default: the default provider)
      --help         this text
    """

  static let browseKorean = """
    사용법: bookshelf browse [--provider P]

    대화형 터미널 앱: 입력하는 대로 결과가 나오는 검색 탭과 저장한 책을 보는 책장 탭.
    앱 안에서 ?를 누르면 모든 단축키가 나옵니다. q 또는 Ctrl-C로 끝냅니다.

    옵션:
      --provider P   kakao, aladin, google, openlibrary, naver, local, all
                     (기본값: 기본 제공자)
      --help         이 도움말
    """
}
