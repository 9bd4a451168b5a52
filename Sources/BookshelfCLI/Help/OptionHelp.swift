import BookshelfCore
import BookshelfPresentation

/// What an option means in the command that lists it: one line in each language, wrapped
/// by the help page.
enum OptionHelp: Sendable, CaseIterable, Localizable {
  // search, show, save, browse
  case searchProvider, showProvider, saveProvider, browseProvider
  case field, searchSort, page, size, searchJSON, bookJSON
  // save, shelf
  case saveStatus, saveTag, rating, note, saveJSON
  case shelfStatus, shelfTag, shelfSort, shelfJSON
  // export, import
  case exportFormat, output, importFormat, partial, importJSON
  // catalog
  case catalogFormat, catalogStatsJSON
  // every command
  case help
  // show, browse
  case images
  // cache
  case cacheStatsJSON
  // search, show, save, browse
  case offline
  // serve
  case serveHost, servePort, serveOpen
  // stats
  case statsYear, statsGoal, statsJSON

  func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .korean: korean
    }
  }

  private var english: String {
    switch self {
    case .searchProvider:
      "kakao, aladin, google, openlibrary, naver, local, or all (every available provider at once, merged by ISBN-13). Default: the configured defaultProvider, else local when offline, else kakao (key set), aladin (key set), openlibrary."
    case .showProvider: "as for search (default: the default provider)"
    case .saveProvider: "the provider to look the ISBN up with"
    case .browseProvider:
      "kakao, aladin, google, openlibrary, naver, local or all (default: the default provider)"
    case .field: "title, author, publisher or isbn (default: all fields)"
    case .searchSort: "relevance (default) or latest"
    case .page: "page number, from 1 (default 1)"
    case .size: "books per page (default 10; each provider has a maximum)"
    case .searchJSON:
      "print one JSON object: query, provider (local when the local catalog answered instead of an unreachable provider), page, pageSize, totalCount, totalCountIsApproximate, isEnd, books; and cachedAt (ISO 8601) and stale when the response cache answered"
    case .bookJSON: "print the Book as JSON"
    case .saveStatus: "want (default for a new book), reading or read"
    case .saveTag: "add a tag (repeat for several)"
    case .rating: "your rating, 1 to 5"
    case .note: "a note (replaces the saved note)"
    case .saveJSON: "read the Book from standard input (give - instead of <isbn|id>)"
    case .shelfStatus: "only want, reading or read"
    case .shelfTag: "only books with this tag"
    case .shelfSort: "added (newest first, default), title, author or rating"
    case .shelfJSON: "print a JSON array of shelf entries (the format of export --format json)"
    case .exportFormat: "json (default; lossless), csv, or goodreads (Goodreads library export)"
    case .output: "write to FILE instead of standard output (- is standard output)"
    case .importFormat: "json, csv or goodreads (default: detected from the file)"
    case .partial: "skip malformed rows (each is reported) and import the rest"
    case .importJSON: "print the report as JSON"
    case .catalogFormat:
      "goodbooks (goodbooks-10k books.csv), goodreads (Goodreads library export), aladin (JSON array of Aladin API items), gutenberg (gutenberg_metadata.csv), csv (a header naming Book fields: title, authors, isbn13, …) or json (books as bookshelf prints them: the object printed by 'search --json', a shelf saved with 'export --format json', or an array of books). Default: guessed from the file."
    case .catalogStatsJSON:
      "print one JSON object: path, rows, searchableRows, rowsBySource, fileSize, walSize (bytes of the database and of its write-ahead log), attribution (credit and license of the data, e.g. goodbooks-10k)"
    case .help: "this text"
    case .images:
      "how to draw covers: auto (default: detected from the terminal), kitty, sixel, symbols (Unicode blocks in colour) or none; browse draws symbols whatever is detected. Never when standard output is not a terminal; symbols not with NO_COLOR."
    case .cacheStatsJSON:
      "print one JSON object per cache under its name (covers, responses): entries, bytes, limitBytes, hits, misses, hitRate (null before any lookup)"
    case .offline:
      "no request at all: only the caches and the local catalog (as BOOKSHELF_OFFLINE=1); a search the caches cannot answer is answered from the local catalog"
    case .serveHost:
      "the address to listen on (default 127.0.0.1): an IPv4 or IPv6 address or localhost; 0.0.0.0 or :: for every interface. Any address but loopback needs the token printed in the URL."
    case .servePort: "the port (default 8080; 0 picks a free one, shown in the URL)"
    case .serveOpen: "open the page in the desktop's browser (xdg-open) when there is a desktop"
    case .statsYear: "only the books of this year: finished in it, or added in it when not finished"
    case .statsGoal: "first store your reading goal, N books a year, in the config file (0 removes it)"
    case .statsJSON:
      "print the statistics as one JSON object (the document of the web API's /api/stats): total, byStatus, years, ratings, unrated, topTags, topAuthors, averageDaysToFinish, and year and goal when given"
    }
  }

  private var korean: String {
    switch self {
    case .searchProvider:
      "kakao, aladin, google, openlibrary, naver, local, 또는 all (쓸 수 있는 모든 제공자를 한 번에 검색해 ISBN-13으로 합침). 기본값: 설정한 defaultProvider, 없으면 오프라인일 때 local, 아니면 kakao (키 있음), aladin (키 있음), openlibrary 순서."
    case .showProvider: "search와 같음 (기본값: 기본 제공자)"
    case .saveProvider: "ISBN을 찾을 제공자"
    case .browseProvider: "kakao, aladin, google, openlibrary, naver, local, all (기본값: 기본 제공자)"
    case .field: "title, author, publisher, isbn (기본값: 모든 필드)"
    case .searchSort: "relevance (기본값) 또는 latest"
    case .page: "페이지 번호, 1부터 (기본값 1)"
    case .size: "페이지당 책 수 (기본값 10; 제공자마다 최댓값이 있음)"
    case .searchJSON:
      "JSON 객체 하나 출력: query, provider (연결할 수 없는 제공자 대신 로컬 카탈로그가 답하면 local), page, pageSize, totalCount, totalCountIsApproximate, isEnd, books. 응답 캐시가 답하면 cachedAt (ISO 8601)과 stale도"
    case .bookJSON: "Book을 JSON으로 출력"
    case .saveStatus: "want (새 책의 기본값), reading, read"
    case .saveTag: "태그 추가 (여러 번 쓸 수 있음)"
    case .rating: "내 평점, 1–5"
    case .note: "메모 (저장된 메모를 바꿈)"
    case .saveJSON: "표준 입력에서 Book 읽기 (<isbn|id> 자리에 - 를 씀)"
    case .shelfStatus: "want, reading, read 중 하나만"
    case .shelfTag: "이 태그가 있는 책만"
    case .shelfSort: "added (최근 추가 순, 기본값), title, author, rating"
    case .shelfJSON: "책장 항목의 JSON 배열 출력 (export --format json과 같은 형식)"
    case .exportFormat: "json (기본값, 손실 없음), csv, goodreads (Goodreads 내보내기 형식)"
    case .output: "표준 출력 대신 파일에 쓰기 (- 는 표준 출력)"
    case .importFormat: "json, csv, goodreads (기본값: 파일을 보고 판단)"
    case .partial: "잘못된 행은 건너뛰고(각각 알림) 나머지를 가져오기"
    case .importJSON: "결과를 JSON으로 출력"
    case .catalogFormat:
      "goodbooks (goodbooks-10k books.csv), goodreads (Goodreads 책장 내보내기), aladin (알라딘 API 항목의 JSON 배열), gutenberg (gutenberg_metadata.csv), csv (Book 필드 이름의 헤더: title, authors, isbn13, …), json (bookshelf가 출력하는 책: 'search --json'이 출력하는 객체, 'export --format json'으로 저장한 책장, 또는 책 배열). 기본값: 파일을 보고 추측."
    case .catalogStatsJSON:
      "JSON 객체 하나 출력: path, rows, searchableRows, rowsBySource, fileSize, walSize (데이터베이스와 그 미리 쓰기 로그의 바이트 수), attribution (데이터의 출처 표시와 라이선스, 예: goodbooks-10k)"
    case .help: "이 도움말"
    case .images:
      "표지를 그리는 방식: auto (기본값: 터미널을 보고 고름), kitty, sixel, symbols (색 있는 유니코드 블록), none. browse는 무엇이 감지되든 symbols로 그림. 표준 출력이 터미널이 아니면 그리지 않음; NO_COLOR가 있으면 symbols도 그리지 않음."
    case .cacheStatsJSON:
      "캐시 이름(covers, responses)마다 JSON 객체 하나 출력: entries, bytes, limitBytes, hits, misses, hitRate (조회 전에는 null)"
    case .offline:
      "요청을 전혀 하지 않고 캐시와 로컬 카탈로그만 씀 (BOOKSHELF_OFFLINE=1과 같음). 캐시에 없는 검색은 로컬 카탈로그에서 찾음"
    case .serveHost:
      "연결을 받을 주소 (기본값 127.0.0.1): IPv4나 IPv6 주소 또는 localhost. 모든 인터페이스는 0.0.0.0이나 ::. 루프백이 아닌 주소에서는 URL에 나오는 토큰이 있어야 함."
    case .servePort: "포트 (기본값 8080; 0이면 빈 포트를 골라 URL에 보여 줌)"
    case .serveOpen: "데스크톱이 있으면 데스크톱 브라우저로 페이지 열기 (xdg-open)"
    case .statsYear: "이 해의 책만: 이 해에 다 읽은 책, 다 읽지 않았으면 이 해에 저장한 책"
    case .statsGoal: "먼저 독서 목표(한 해 N권)를 설정 파일에 저장 (0이면 지움)"
    case .statsJSON:
      "통계를 JSON 객체 하나로 출력 (웹 API /api/stats의 문서): total, byStatus, years, ratings, unrated, topTags, topAuthors, averageDaysToFinish, 주면 year와 goal도"
    }
  }
}
