/// The typed message tables, one per language. Placeholders are `{name}`.
public enum MessageTable {
  /// The template for `key` in `language`.
  public static func template(for key: MessageKey, in language: Language) -> String {
    switch language {
    case .english: english(key)
    case .korean: korean(key)
    }
  }

  static func english(_ key: MessageKey) -> String {
    switch key {
    case .emptyQuery: "Enter a search term."
    case .queryTooLong: "The search term is too long ({length} characters; the limit is {limit})."
    case .invalidPage: "Page {page} is not valid: use a page from 1 to {maximum}."
    case .invalidPageSize: "Page size {size} is not valid: use 1 or more."
    case .invalidISBN: "\"{input}\" is not a valid ISBN: {reason}."
    case .unknownProvider: "Unknown provider \"{name}\". Choose one of: {choices}."
    case .unknownField: "Unknown field \"{name}\". Choose one of: {choices}."
    case .unknownSort: "Unknown sort order \"{name}\". Choose one of: {choices}."
    case .pageOutOfRange:
      "{provider} can only show pages up to {lastPage} of this search; page {page} is past the end."
    case .usage: "{detail}"
    case .invalidStatus: "Unknown reading status \"{input}\". Use want, reading or read."
    case .invalidRating: "Rating \"{input}\" is not valid: use a whole number from 1 to 5."
    case .invalidInput: "{what} could not be read: {reason}."
    case .missingAPIKey:
      "{provider} needs an API key: set {variable} or add it to the config file."
    case .invalidAPIKey:
      "{provider} rejected the API key. Check the key in your environment or config file."
    case .providerDiscontinued:
      "{provider} has shut down its book search API; set {variable} to a compatible mirror to use it."
    case .invalidConfiguration: "The setting {path} cannot be used: {reason}."
    case .accessDenied: "{provider} refused access: {detail}."
    case .quotaExceeded: "{provider}'s request quota is used up; try again tomorrow or use another provider."
    case .rateLimited: "{provider} is rate-limiting requests; wait a moment and try again."
    case .rateLimitedRetryAfter:
      "{provider} is rate-limiting requests; try again in {seconds} seconds."
    case .serverError: "{provider} is having trouble (HTTP {status}); try again later."
    case .requestRejected: "{provider} rejected the request (HTTP {status}): {detail}."
    case .badResponse: "{provider} sent an unreadable answer ({detail}); try again later."
    case .timeout: "{provider} did not answer within {seconds} seconds; try again later."
    case .network: "Could not reach {provider}: {detail}. Check your network connection."
    case .notFound: "No book found for {id}."
    case .allProvidersFailed: "Every provider failed: {details}"
    case .storage: "The database {path} cannot be used: {reason}."
    case .notADatabase:
      "{path} is not a Bookshelf database; it was left untouched. Move it away or set BOOKSHELF_HOME."
    case .file: "{path}: {reason}."
    case .notOnShelf: "{id} is not on your shelf."
    case .isbnEmpty: "it is empty"
    case .isbnInvalidCharacter: "\"{character}\" is not allowed"
    case .isbnWrongLength: "it has {count} digits, an ISBN has 10 or 13"
    case .isbnChecksum: "the check digit does not match"
    case .isbnNotBookland: "an ISBN-13 starts with 978 or 979"
    case .errorPrefix: "error"
    case .warningPrefix: "warning"
    case .providerFailedWarning: "{provider} skipped: {message}"
    case .resultsSummary: "{total} books · page {page} · {provider}"
    case .noResults: "No books found for \"{query}\"."
    case .pageOfPages: "page {page}"
    case .usageUnknownCommand: "Unknown command \"{name}\"."
    case .usageUnknownOption: "Unknown option {option} for {command}."
    case .usageMissingValue: "Option {option} needs a value."
    case .usageMissingArgument: "{command} needs {argument}."
    case .usageExtraArgument: "{command} does not take \"{argument}\"."
    case .usageInvalidNumber: "{option} needs a whole number, not \"{value}\"."
    case .usageSeeHelp: "{message} See 'bookshelf {command} --help'."
    case .usageSeeMainHelp: "{message} See 'bookshelf --help'."
    case .labelAuthors: "Authors"
    case .labelTranslators: "Translators"
    case .labelPublisher: "Publisher"
    case .labelPublished: "Published"
    case .labelISBN13: "ISBN-13"
    case .labelISBN10: "ISBN-10"
    case .labelPrice: "Price"
    case .labelSalePrice: "Sale price"
    case .labelRating: "Rating"
    case .ratingsCount: "{count} ratings"
    case .labelLink: "Link"
    case .labelCover: "Cover"
    case .labelSource: "Source"
    case .helpMain: HelpText.mainEnglish
    case .helpSearch: HelpText.searchEnglish
    case .helpShow: HelpText.showEnglish
    case .searchNextPageFailed: "More results could not be loaded: {message}"
    case .searchResultsCapped: "{provider} shows only the first {count} results of this search."
    case .unexpectedError: "Something went wrong: {detail}"
    case .shelfSaved: "Saved \"{title}\" to your shelf."
    case .shelfRemoved: "Removed \"{title}\" from your shelf."
    case .shelfEmpty: "Your shelf is empty."
    case .shelfNoMatches: "No saved books match this filter."
    case .detailLookupFailed: "The full record could not be loaded: {message}"
    case .helpCatalog: HelpText.catalogEnglish
    case .catalogMissing: "there is no local catalog yet; import one with 'bookshelf catalog import FILE'"
    case .catalogFormatUnknown:
      "cannot tell the format of {path}; pass --format goodbooks, goodreads, aladin, gutenberg, csv or json."
    case .catalogImporting: "Importing"
    case .catalogImportSummary:
      "Imported {imported} new, {updated} updated, {unchanged} unchanged, {skipped} skipped from {file} ({format}) in {seconds} s."
    case .catalogSkippedRow: "  skipped line {line}: {reason}"
    case .catalogSkippedMore: "  … and {count} more skipped rows"
    case .catalogStatsPath: "Catalog: {path}"
    case .catalogStatsRows: "Books: {rows} ({searchable} searchable)"
    case .catalogStatsSize: "Size: {size}"
    case .catalogUnknownSubcommand: "unknown catalog command \"{name}\"; use import or stats."
    case .helpSave: HelpText.saveEnglish
    case .helpShelf: HelpText.shelfEnglish
    case .helpRemove: HelpText.removeEnglish
    case .helpExport: HelpText.exportEnglish
    case .helpImport: HelpText.importEnglish
    case .usageUnknownFormat: "Unknown format \"{name}\". Choose one of: {choices}."
    case .shelfAdded: "Added to your shelf: {title} ({key}), {status}."
    case .shelfUpdated: "Updated on your shelf: {title} ({key}), {status}."
    case .shelfUnchanged: "Already on your shelf, unchanged: {title} ({key})."
    case .shelfRemovedEntry: "Removed from your shelf: {title} ({key})."
    case .shelfCount: "Books on the shelf: {count}"
    case .importSummary:
      "Imported {path}: {added} added, {updated} updated, {unchanged} unchanged, {skipped} skipped."
    case .importSkippedRow: "{path}: skipped {unit} {line}: {reason}"
    case .exportSummary: "Exported {count} books to {path}."
    case .exportSummaryOne: "Exported 1 book to {path}."
    case .timeoutOneSecond: "{provider} did not answer within 1 second; try again later."
    case .rateLimitedOneSecond: "{provider} is rate-limiting requests; try again in 1 second."
    case .standardOutput: "standard output"
    case .configFileExposed: "{path} holds API keys but other users can read it; run 'chmod 600 {path}'."
    case .showingSavedCopy: "{message} Showing the copy saved on your shelf."
    case .resultsSummaryOne: "1 book · page {page} · {provider}"
    case .browseTabSearch: "Search"
    case .browseTabShelf: "Shelf ({count})"
    case .browseSearchLabel: "Search"
    case .browseResultCount: "{count} books"
    case .browseResultCountOne: "1 book"
    case .browseSearching: "Searching…"
    case .browseLoadingMore: "Loading more…"
    case .browseSearchHint: "Type a title, author or ISBN; results appear as you type."
    case .browseAllProviders: "All providers"
    case .browseHintsField: "Enter search · ↓ results · Esc clear · Tab shelf · Ctrl-C quit"
    case .browseHintsList: "↑↓ PgUp PgDn move · Enter open · s save · / search · ? help · q quit"
    case .browseHintsDetail: "s save · w/p/f status · r rating · t tags · n note · Esc back · ? help"
    case .browseHintsShelf: "Enter open · v status · g tag · o sort · x remove · u undo · ? help · q quit"
    case .browseHelpTitle: "Keys"
    case .browseHelpKeys:
      """
      Tab  F1  F2  1  2|switch between Search and Shelf
      ?|this help
      Enter|search now (search field) · open the book (list)
      Esc|clear or cancel the search · back · close
      ↑ ↓ PgUp PgDn Home End|move through the list (the next page loads near the end)
      /|go to the search field
      s|save or unsave the selected book
      w  p  f|reading status: want to read · reading · read
      r|your rating (then 1–5, 0 clears) · retry a failed search (list)
      t  n|edit tags · edit the note
      v  g  o|shelf: filter by status · filter by tag · change the order
      x  u|shelf: remove the book · undo the removal
      q  Ctrl-C|quit
      """
    case .browseHelpClose: "Press any key to close."
    case .browseStatusWant: "Want to read"
    case .browseStatusReading: "Reading"
    case .browseStatusRead: "Read"
    case .browseFilterAll: "All"
    case .browseShelfFilter: "Status: {status} · Tag: {tag} · Order: {sort}"
    case .browseSortAdded: "Recently added"
    case .browseSortTitle: "Title"
    case .browseSortAuthor: "Author"
    case .browseSortRating: "My rating"
    case .browseOnShelf: "On your shelf"
    case .browseNotOnShelf: "Not on your shelf — press s to save"
    case .browseLabelStatus: "Status"
    case .browseLabelMyRating: "My rating"
    case .browseLabelTags: "Tags"
    case .browseLabelNote: "Note"
    case .browseLabelDescription: "Description"
    case .browseDetailLoading: "Loading the full record…"
    case .browsePromptRating: "Your rating: press 1–5, 0 to clear, Esc to cancel"
    case .browsePromptTags: "Tags, separated by commas: "
    case .browsePromptNote: "Note: "
    case .browseNoTerminal: "bookshelf browse needs an interactive terminal."
    case .helpBrowse: HelpText.browseEnglish
    case .shelfCountFiltered: "{count} of {total} books"
    case .catalogStatsNone:
      "No catalog has been imported yet ({path}); import one with 'bookshelf catalog import FILE'."
    case .catalogIndexing: "Indexing"
    case .importFileMissing: "there is no such file"
    case .importFileIsDirectory: "it is a directory, not a file"
    case .importFileUnreadable: "you do not have permission to read it"
    case .importFileEmpty: "the file is empty"
    case .catalogSkippedElement: "  skipped element {line}: {reason}"
    }
  }

  static func korean(_ key: MessageKey) -> String {
    switch key {
    case .emptyQuery: "검색어를 입력하세요."
    case .queryTooLong: "검색어가 너무 깁니다 ({length}자, 최대 {limit}자)."
    case .invalidPage: "페이지 {page}은(는) 올바르지 않습니다. 1부터 {maximum}까지의 페이지를 쓰세요."
    case .invalidPageSize: "페이지 크기 {size}은(는) 올바르지 않습니다. 1 이상을 쓰세요."
    case .invalidISBN: "\"{input}\"은(는) 올바른 ISBN이 아닙니다: {reason}."
    case .unknownProvider: "알 수 없는 제공자 \"{name}\". 다음 중에서 고르세요: {choices}."
    case .unknownField: "알 수 없는 검색 필드 \"{name}\". 다음 중에서 고르세요: {choices}."
    case .unknownSort: "알 수 없는 정렬 \"{name}\". 다음 중에서 고르세요: {choices}."
    case .pageOutOfRange:
      "{provider}은(는) 이 검색에서 {lastPage} 페이지까지만 보여 줍니다. {page} 페이지는 범위를 벗어났습니다."
    case .usage: "{detail}"
    case .invalidStatus: "알 수 없는 독서 상태 \"{input}\". want, reading, read 중 하나를 쓰세요."
    case .invalidRating: "평점 \"{input}\"은(는) 올바르지 않습니다. 1부터 5까지의 정수를 쓰세요."
    case .invalidInput: "{what}을(를) 읽을 수 없습니다: {reason}."
    case .missingAPIKey: "{provider}에는 API 키가 필요합니다. {variable}을(를) 설정하거나 설정 파일에 추가하세요."
    case .invalidAPIKey: "{provider}이(가) API 키를 거부했습니다. 환경 변수나 설정 파일의 키를 확인하세요."
    case .providerDiscontinued:
      "{provider} 책 검색 API는 서비스가 종료되었습니다. 호환 미러를 쓰려면 {variable}을(를) 설정하세요."
    case .invalidConfiguration: "설정 {path}을(를) 사용할 수 없습니다: {reason}."
    case .accessDenied: "{provider}이(가) 접근을 거부했습니다: {detail}."
    case .quotaExceeded: "{provider} 요청 한도를 모두 썼습니다. 내일 다시 시도하거나 다른 제공자를 쓰세요."
    case .rateLimited: "{provider} 요청이 너무 많습니다. 잠시 후 다시 시도하세요."
    case .rateLimitedRetryAfter: "{provider} 요청이 너무 많습니다. {seconds}초 후에 다시 시도하세요."
    case .serverError: "{provider} 서버에 문제가 있습니다 (HTTP {status}). 나중에 다시 시도하세요."
    case .requestRejected: "{provider}이(가) 요청을 거부했습니다 (HTTP {status}): {detail}."
    case .badResponse: "{provider}의 응답을 읽을 수 없습니다 ({detail}). 나중에 다시 시도하세요."
    case .timeout: "{provider}이(가) {seconds}초 안에 응답하지 않았습니다. 나중에 다시 시도하세요."
    case .network: "{provider}에 연결할 수 없습니다: {detail}. 네트워크 연결을 확인하세요."
    case .notFound: "{id}에 해당하는 책을 찾을 수 없습니다."
    case .allProvidersFailed: "모든 제공자가 실패했습니다: {details}"
    case .storage: "데이터베이스 {path}을(를) 사용할 수 없습니다: {reason}."
    case .notADatabase:
      "{path}은(는) Bookshelf 데이터베이스가 아니어서 그대로 두었습니다. 파일을 옮기거나 BOOKSHELF_HOME을 설정하세요."
    case .file: "{path}: {reason}."
    case .notOnShelf: "{id}은(는) 책장에 없습니다."
    case .isbnEmpty: "비어 있습니다"
    case .isbnInvalidCharacter: "\"{character}\" 문자는 쓸 수 없습니다"
    case .isbnWrongLength: "숫자가 {count}개입니다. ISBN은 10자리 또는 13자리입니다"
    case .isbnChecksum: "검증 숫자가 맞지 않습니다"
    case .isbnNotBookland: "ISBN-13은 978 또는 979로 시작합니다"
    case .errorPrefix: "오류"
    case .warningPrefix: "경고"
    case .providerFailedWarning: "{provider} 건너뜀: {message}"
    case .resultsSummary: "책 {total}권 · {page} 페이지 · {provider}"
    case .noResults: "\"{query}\"에 해당하는 책이 없습니다."
    case .pageOfPages: "{page} 페이지"
    case .usageUnknownCommand: "알 수 없는 명령 \"{name}\"."
    case .usageUnknownOption: "{command}에 없는 옵션 {option}."
    case .usageMissingValue: "{option} 옵션에는 값이 필요합니다."
    case .usageMissingArgument: "{command}에는 {argument}이(가) 필요합니다."
    case .usageExtraArgument: "{command}은(는) \"{argument}\"을(를) 받지 않습니다."
    case .usageInvalidNumber: "{option}에는 정수가 필요합니다 (\"{value}\"은(는) 정수가 아닙니다)."
    case .usageSeeHelp: "{message} 'bookshelf {command} --help'를 보세요."
    case .usageSeeMainHelp: "{message} 'bookshelf --help'를 보세요."
    case .labelAuthors: "저자"
    case .labelTranslators: "역자"
    case .labelPublisher: "출판사"
    case .labelPublished: "출간일"
    case .labelISBN13: "ISBN-13"
    case .labelISBN10: "ISBN-10"
    case .labelPrice: "정가"
    case .labelSalePrice: "판매가"
    case .labelRating: "평점"
    case .ratingsCount: "{count}명 평가"
    case .labelLink: "링크"
    case .labelCover: "표지"
    case .labelSource: "출처"
    case .helpMain: HelpText.mainKorean
    case .helpSearch: HelpText.searchKorean
    case .helpShow: HelpText.showKorean
    case .searchNextPageFailed: "결과를 더 불러오지 못했습니다: {message}"
    case .searchResultsCapped: "{provider}은(는) 이 검색의 처음 {count}건까지만 보여 줍니다."
    case .unexpectedError: "문제가 생겼습니다: {detail}"
    case .shelfSaved: "\"{title}\"을(를) 책장에 담았습니다."
    case .shelfRemoved: "\"{title}\"을(를) 책장에서 뺐습니다."
    case .shelfEmpty: "책장이 비어 있습니다."
    case .shelfNoMatches: "이 조건에 맞는 책이 없습니다."
    case .detailLookupFailed: "전체 정보를 불러오지 못했습니다: {message}"
    case .helpCatalog: HelpText.catalogKorean
    case .catalogMissing: "로컬 카탈로그가 아직 없습니다. 'bookshelf catalog import 파일'로 가져오세요"
    case .catalogFormatUnknown:
      "{path}의 형식을 알 수 없습니다. --format goodbooks, goodreads, aladin, gutenberg, csv, json 중 하나를 지정하세요."
    case .catalogImporting: "가져오는 중"
    case .catalogImportSummary:
      "{file}({format})에서 새 책 {imported}권, 갱신 {updated}권, 변경 없음 {unchanged}권, 건너뜀 {skipped}행 ({seconds}초)."
    case .catalogSkippedRow: "  {line}행 건너뜀: {reason}"
    case .catalogSkippedMore: "  … 그 밖에 건너뛴 행 {count}개"
    case .catalogStatsPath: "카탈로그: {path}"
    case .catalogStatsRows: "책: {rows}권 (검색 가능 {searchable}권)"
    case .catalogStatsSize: "크기: {size}"
    case .catalogUnknownSubcommand: "알 수 없는 catalog 명령 \"{name}\"입니다. import 또는 stats를 쓰세요."
    case .helpSave: HelpText.saveKorean
    case .helpShelf: HelpText.shelfKorean
    case .helpRemove: HelpText.removeKorean
    case .helpExport: HelpText.exportKorean
    case .helpImport: HelpText.importKorean
    case .usageUnknownFormat: "알 수 없는 형식 \"{name}\". 다음 중 하나를 고르세요: {choices}."
    case .shelfAdded: "책장에 저장했습니다: {title} ({key}), {status}."
    case .shelfUpdated: "책장의 책을 고쳤습니다: {title} ({key}), {status}."
    case .shelfUnchanged: "이미 책장에 같은 내용으로 있습니다: {title} ({key})."
    case .shelfRemovedEntry: "책장에서 뺐습니다: {title} ({key})."
    case .shelfCount: "책 {count}권"
    case .importSummary: "{path} 가져오기: 추가 {added}, 갱신 {updated}, 변경 없음 {unchanged}, 건너뜀 {skipped}."
    case .importSkippedRow: "{path}: {unit} {line} 건너뜀: {reason}"
    case .exportSummary: "책 {count}권을 {path}에 내보냈습니다."
    case .exportSummaryOne: "책 1권을 {path}에 내보냈습니다."
    case .timeoutOneSecond: "{provider}이(가) 1초 안에 응답하지 않았습니다. 나중에 다시 시도하세요."
    case .rateLimitedOneSecond: "{provider} 요청이 너무 많습니다. 1초 후에 다시 시도하세요."
    case .standardOutput: "표준 출력"
    case .configFileExposed: "{path}에 API 키가 있는데 다른 사용자도 읽을 수 있습니다. 'chmod 600 {path}'를 실행하세요."
    case .showingSavedCopy: "{message} 책장에 저장된 정보를 보여 줍니다."
    case .resultsSummaryOne: "책 1권 · {page} 페이지 · {provider}"
    case .browseTabSearch: "검색"
    case .browseTabShelf: "책장 ({count})"
    case .browseSearchLabel: "검색"
    case .browseResultCount: "책 {count}권"
    case .browseResultCountOne: "책 1권"
    case .browseSearching: "검색 중…"
    case .browseLoadingMore: "더 불러오는 중…"
    case .browseSearchHint: "제목, 저자, ISBN을 입력하세요. 입력하는 동안 결과가 나타납니다."
    case .browseAllProviders: "모든 제공처"
    case .browseHintsField: "Enter 검색 · ↓ 결과 · Esc 지우기 · Tab 책장 · Ctrl-C 끝내기"
    case .browseHintsList: "↑↓ PgUp PgDn 이동 · Enter 열기 · s 저장 · / 검색창 · ? 도움말 · q 끝내기"
    case .browseHintsDetail: "s 저장 · w/p/f 상태 · r 평점 · t 태그 · n 메모 · Esc 뒤로 · ? 도움말"
    case .browseHintsShelf: "Enter 열기 · v 상태 · g 태그 · o 정렬 · x 빼기 · u 되돌리기 · ? 도움말 · q 끝내기"
    case .browseHelpTitle: "단축키"
    case .browseHelpKeys:
      """
      Tab  F1  F2  1  2|검색과 책장 사이 이동
      ?|이 도움말
      Enter|바로 검색 (검색창) · 책 열기 (목록)
      Esc|검색어 지우기, 검색 취소 · 뒤로 · 닫기
      ↑ ↓ PgUp PgDn Home End|목록 이동 (끝에 가까워지면 다음 페이지를 불러옴)
      /|검색창으로 이동
      s|선택한 책을 책장에 저장하거나 빼기
      w  p  f|읽기 상태: 읽고 싶은 책 · 읽는 중 · 다 읽은 책
      r|내 평점 (이어서 1–5, 0은 지우기) · 실패한 검색 다시 하기 (목록)
      t  n|태그 편집 · 메모 편집
      v  g  o|책장: 상태로 거르기 · 태그로 거르기 · 정렬 바꾸기
      x  u|책장: 책 빼기 · 빼기 되돌리기
      q  Ctrl-C|끝내기
      """
    case .browseHelpClose: "아무 키나 누르면 닫힙니다."
    case .browseStatusWant: "읽고 싶은 책"
    case .browseStatusReading: "읽는 중"
    case .browseStatusRead: "다 읽은 책"
    case .browseFilterAll: "전체"
    case .browseShelfFilter: "상태: {status} · 태그: {tag} · 정렬: {sort}"
    case .browseSortAdded: "최근 추가 순"
    case .browseSortTitle: "제목 순"
    case .browseSortAuthor: "저자 순"
    case .browseSortRating: "내 평점 순"
    case .browseOnShelf: "책장에 있음"
    case .browseNotOnShelf: "책장에 없음 — s를 누르면 저장합니다"
    case .browseLabelStatus: "상태"
    case .browseLabelMyRating: "내 평점"
    case .browseLabelTags: "태그"
    case .browseLabelNote: "메모"
    case .browseLabelDescription: "책 소개"
    case .browseDetailLoading: "전체 정보를 불러오는 중…"
    case .browsePromptRating: "내 평점: 1–5를 누르세요. 0은 지우기, Esc는 취소"
    case .browsePromptTags: "태그 (쉼표로 구분): "
    case .browsePromptNote: "메모: "
    case .browseNoTerminal: "bookshelf browse는 대화형 터미널에서만 실행됩니다."
    case .helpBrowse: HelpText.browseKorean
    case .shelfCountFiltered: "책 {total}권 중 {count}권"
    case .catalogStatsNone: "아직 가져온 카탈로그가 없습니다({path}). 'bookshelf catalog import 파일'로 가져오세요."
    case .catalogIndexing: "색인하는 중"
    case .importFileMissing: "그런 파일이 없습니다"
    case .importFileIsDirectory: "파일이 아니라 디렉터리입니다"
    case .importFileUnreadable: "읽기 권한이 없습니다"
    case .importFileEmpty: "빈 파일입니다"
    case .catalogSkippedElement: "  {line}번째 요소 건너뜀: {reason}"
    }
  }
}
