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
  // search
  case searchFormat, searchLong
  // open
  case openProvider
  // edit, shelf, add (#14: your own data)
  case editStatus, editRating, editTag, untag, editNote, noteAppend, noNote, started, finished, progress
  case shelfQuery, shelfLong, addTitle, addAuthor, addISBN, addPublisher, addYear
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
    case .saveStatus: "want (default for a new book), reading, read or dnf"
    case .saveTag: "add a tag (repeat for several)"
    case .rating: "your rating, 1 to 5"
    case .note: "a note (replaces the saved note)"
    case .saveJSON: "read the Book from standard input (give - instead of <isbn|id>)"
    case .shelfStatus: "only books with this status: want, reading, read or dnf (repeat for any of several)"
    case .shelfTag: "only books with this tag (repeat: books with all of them)"
    case .shelfSort:
      "added (newest first, default), title, author (by family name), rating or finished (latest first)"
    case .shelfJSON: "print a JSON array of shelf entries (the format of export --format json)"
    case .exportFormat: "json (default; lossless), csv, or goodreads (Goodreads library export)"
    case .output: "write to FILE instead of standard output (- is standard output)"
    case .importFormat: "json, csv or goodreads (default: detected from the file)"
    case .partial: "skip malformed rows (each is reported) and import the rest"
    case .importJSON: "print the report as JSON"
    case .catalogFormat:
      "goodbooks (goodbooks-10k books.csv), goodreads (Goodreads library export), aladin (JSON array of Aladin API items), gutenberg (gutenberg_metadata.csv), csv (a header naming Book fields: title, authors, isbn13, …) or json (books as bookshelf prints them: the object printed by 'search --json', a shelf saved with 'export --format json', or an array of books), or nlk (National Library of Korea linked open data, JSON-LD). Default: guessed from the file."
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
    case .searchFormat:
      "table (the default on a terminal), tsv (the default in a pipe: no header, one book per line, tab-separated: row, id, title, authors, publisher, published date, rating, price, page), json (as --json)"
    case .searchLong: "show each book's id in the table too (shown anyway when the terminal is wide)"
    case .openProvider: "the provider to look an ISBN up in (as for show)"
    case .editStatus: "want, reading, read or dnf (did not finish)"
    case .editRating: "your rating, 1 to 5, or none to clear it"
    case .editTag: "add a tag (repeat for several)"
    case .untag: "remove a tag (repeat for several; letter case and a leading # ignored)"
    case .editNote: "replace the note"
    case .noteAppend: "add a line at the end of the note"
    case .noNote: "remove the note"
    case .started: "the day you started (YYYY-MM-DD), or none to clear it"
    case .finished: "the day you finished (YYYY-MM-DD), or none to clear it"
    case .progress: "pages read of the total (120/350), a percent (40%), or none to clear it"
    case .shelfQuery:
      "only books whose title, authors, tags or note contain this text (Hangul by any part, spacing ignored)"
    case .shelfLong: "every field of each entry (note, dates, progress)"
    case .addTitle: "the book's title (required)"
    case .addAuthor: "an author (repeat for several)"
    case .addISBN: "the ISBN-10 or ISBN-13, when it has one"
    case .addPublisher: "the publisher"
    case .addYear: "the year it was published"
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
    case .saveStatus: "want (새 책의 기본값), reading, read, dnf"
    case .saveTag: "태그 추가 (여러 번 쓸 수 있음)"
    case .rating: "내 평점, 1–5"
    case .note: "메모 (저장된 메모를 바꿈)"
    case .saveJSON: "표준 입력에서 Book 읽기 (<isbn|id> 자리에 - 를 씀)"
    case .shelfStatus: "이 상태의 책만: want, reading, read, dnf (여러 번 쓰면 그중 하나)"
    case .shelfTag: "이 태그가 있는 책만 (여러 번 쓰면 모두 있는 책)"
    case .shelfSort: "added (최근 추가 순, 기본값), title, author (성 순), rating, finished (최근 다 읽은 순)"
    case .shelfJSON: "책장 항목의 JSON 배열 출력 (export --format json과 같은 형식)"
    case .exportFormat: "json (기본값, 손실 없음), csv, goodreads (Goodreads 내보내기 형식)"
    case .output: "표준 출력 대신 파일에 쓰기 (- 는 표준 출력)"
    case .importFormat: "json, csv, goodreads (기본값: 파일을 보고 판단)"
    case .partial: "잘못된 행은 건너뛰고(각각 알림) 나머지를 가져오기"
    case .importJSON: "결과를 JSON으로 출력"
    case .catalogFormat:
      "goodbooks (goodbooks-10k books.csv), goodreads (Goodreads 책장 내보내기), aladin (알라딘 API 항목의 JSON 배열), gutenberg (gutenberg_metadata.csv), csv (Book 필드 이름의 헤더: title, authors, isbn13, …), json (bookshelf가 출력하는 책: 'search --json'이 출력하는 객체, 'export --format json'으로 저장한 책장, 또는 책 배열), nlk (국립중앙도서관 LOD, JSON-LD). 기본값: 파일을 보고 추측."
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
    case .searchFormat:
      "table (터미널의 기본값), tsv (파이프의 기본값: 머리글 없이 한 줄에 한 권, 탭으로 구분: 행, id, 제목, 저자, 출판사, 출간일, 평점, 가격, 주소), json (--json과 같음)"
    case .searchLong: "표에 책의 id도 보여 줌 (터미널이 넓으면 저절로 보여 줌)"
    case .openProvider: "ISBN을 찾을 제공자 (show와 같음)"
    case .editStatus: "want, reading, read, dnf (중단) 중 하나"
    case .editRating: "내 평점 1–5, none이면 지우기"
    case .editTag: "태그 추가 (여러 번 쓸 수 있음)"
    case .untag: "태그 빼기 (여러 번 쓸 수 있음; 대소문자와 앞의 #는 무시)"
    case .editNote: "메모 바꾸기"
    case .noteAppend: "메모 끝에 한 줄 덧붙이기"
    case .noNote: "메모 지우기"
    case .started: "읽기 시작한 날 (YYYY-MM-DD), none이면 지우기"
    case .finished: "다 읽은 날 (YYYY-MM-DD), none이면 지우기"
    case .progress: "읽은 쪽수/전체 쪽수 (120/350), 백분율 (40%), none이면 지우기"
    case .shelfQuery: "제목, 저자, 태그, 메모에 이 글이 있는 책만 (한글은 어느 부분이든, 띄어쓰기 무시)"
    case .shelfLong: "항목마다 모든 필드 (메모, 날짜, 진행률)"
    case .addTitle: "책 제목 (꼭 필요)"
    case .addAuthor: "저자 (여러 번 쓸 수 있음)"
    case .addISBN: "ISBN-10이나 ISBN-13 (있으면)"
    case .addPublisher: "출판사"
    case .addYear: "출판 연도"
    case .statsYear: "이 해의 책만: 이 해에 다 읽은 책, 다 읽지 않았으면 이 해에 저장한 책"
    case .statsGoal: "먼저 독서 목표(한 해 N권)를 설정 파일에 저장 (0이면 지움)"
    case .statsJSON:
      "통계를 JSON 객체 하나로 출력 (웹 API /api/stats의 문서): total, byStatus, years, ratings, unrated, topTags, topAuthors, averageDaysToFinish, 주면 year와 goal도"
    }
  }
}
