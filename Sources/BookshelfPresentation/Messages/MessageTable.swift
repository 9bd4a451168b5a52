import BookshelfCore

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
    case .unknownSort: "Unknown sort order \"{name}\". Choose one of: {choices}."
    case .usage: "{detail}"
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
      ← → Home End Ctrl-A/E|search field: move the cursor · to the start, end
      Del  Ctrl-D  Ctrl-U|search field: delete at the cursor · all before it
      ↓ ↑  Enter|empty search field: pick a recent search · run it
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
    case .catalogSkippedElement: "  skipped element {line}: {reason}"
    case .catalogStatsSizeWithWAL: "Size: {size} (+ {wal} write-ahead log)"
    case .providerNameKakao: "Kakao"
    case .providerNameAladin: "Aladin"
    case .providerNameGoogle: "Google Books"
    case .providerNameOpenLibrary: "Open Library"
    case .providerNameNaver: "Naver"
    case .providerNameLocal: "Local catalog"
    case .browseRecentSearches: "Recent searches"
    // Hardening: paging
    case .searchRateLimitedBackOff: "{provider} is rate-limited; trying again in {seconds} s."
    case .searchQuotaBackOff: "{provider}'s request quota is used up; trying again in {seconds} s."
    case .searchJamoOnly: "Type whole syllables to search {provider}."
    case .searchJamoOnlyAll: "Type whole syllables to search all providers."
    case .resultsSummaryApproximate: "about {total} books · page {page} · {provider}"
    case .browseResultCountApproximate: "about {count} books"
    // Hardening: Goodreads files from the real world
    case .importWarningUnreadableDate:
      "{path} line {line}: {column} \"{value}\" is not a date; the book was imported without it"
    case .importWarningRatingRounded:
      "{path} line {line}: My Rating \"{value}\" is not whole stars; it was rounded to {rating}"
    case .importWarningScientificNotation:
      "{path} line {line}: {column} \"{value}\" lost its digits to a spreadsheet (scientific notation) and was ignored"
    case .importWarningMore: "{path}: … and {count} more lines with the same problem in {column}"
    case .importDatesDayMonthYear:
      "Dates were read as day/month/year ({example} on line {line} can only be read that way)."
    case .importDatesMonthDayYear:
      "Dates were read as month/day/year ({example} on line {line} can only be read that way)."
    case .importDatesAssumedMonthDayYear:
      "Dates were read as month/day/year, as Goodreads writes them: no date in the file tells day/month/year from month/day/year."
    // Hardening: numbers
    case .numberNotARating: "{field} {value} is not a rating from 0 to 5"
    case .numberNegative: "{field} {value} is negative"
    case .numberNotAnAmount: "{field} {value} is not an amount"
    case .importDroppedNumber: "{path}: {unit} {line}: {reason}; imported without it"
    case .catalogDroppedNumber: "  line {line}: {reason}; imported without it"
    case .catalogDroppedNumberElement: "  element {line}: {reason}; imported without it"
    case .catalogDroppedMore: "  … and {count} more values left out"
    case .saveDroppedNumber: "Book JSON: {reason}; saved without it"
    // Hardening: terminal text
    case .unknownAuthor: "Unknown author"
    case .noSalePrice: "no sale price"
    case .labelSalesStatus: "Availability"
    }
  }

  static func korean(_ key: MessageKey) -> String {
    switch key {
    case .unknownSort: "알 수 없는 정렬 \"{name}\". 다음 중에서 고르세요: {choices}."
    case .usage: "{detail}"
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
      ← → Home End Ctrl-A/E|검색창: 커서 이동 · 맨 앞, 맨 뒤로
      Del  Ctrl-D  Ctrl-U|검색창: 커서 위치 글자 지우기 · 커서 앞을 모두 지우기
      ↓ ↑  Enter|빈 검색창: 최근 검색 고르기 · 실행하기
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
    case .catalogSkippedElement: "  {line}번째 요소 건너뜀: {reason}"
    case .catalogStatsSizeWithWAL: "크기: {size} (+ 미리 쓰기 로그 {wal})"
    case .providerNameKakao: "카카오"
    case .providerNameAladin: "알라딘"
    case .providerNameGoogle: "Google 도서"
    case .providerNameOpenLibrary: "Open Library"
    case .providerNameNaver: "네이버"
    case .providerNameLocal: "로컬 카탈로그"
    case .browseRecentSearches: "최근 검색"
    // Hardening: paging
    case .searchRateLimitedBackOff: "{provider} 요청이 너무 많습니다. {seconds}초 후에 다시 시도합니다."
    case .searchQuotaBackOff: "{provider} 요청 한도를 모두 썼습니다. {seconds}초 후에 다시 시도합니다."
    case .searchJamoOnly: "완성된 글자로 입력하면 {provider}에서 찾습니다."
    case .searchJamoOnlyAll: "완성된 글자로 입력하면 모든 제공처에서 찾습니다."
    case .resultsSummaryApproximate: "약 {total}건 · {page} 페이지 · {provider}"
    case .browseResultCountApproximate: "약 {count}건"
    // Hardening: Goodreads files from the real world
    case .importWarningUnreadableDate:
      "{path} {line}번째 줄: {column} \"{value}\"은(는) 날짜가 아니어서 이 날짜 없이 책을 가져왔습니다"
    case .importWarningRatingRounded:
      "{path} {line}번째 줄: My Rating \"{value}\"은(는) 정수가 아니어서 {rating}점으로 반올림했습니다"
    case .importWarningScientificNotation:
      "{path} {line}번째 줄: {column} \"{value}\"은(는) 스프레드시트가 지수 표기로 바꾸면서 자릿수를 잃어 무시했습니다"
    case .importWarningMore: "{path}: … 그 밖에 {column} 열에 같은 문제가 있는 줄 {count}개"
    case .importDatesDayMonthYear:
      "날짜를 일/월/연도 순서로 읽었습니다({line}번째 줄의 {example}은(는) 이 순서로만 읽을 수 있습니다)."
    case .importDatesMonthDayYear:
      "날짜를 월/일/연도 순서로 읽었습니다({line}번째 줄의 {example}은(는) 이 순서로만 읽을 수 있습니다)."
    case .importDatesAssumedMonthDayYear:
      "날짜를 Goodreads처럼 월/일/연도 순서로 읽었습니다. 파일의 어느 날짜로도 일/월/연도인지 월/일/연도인지 알 수 없습니다."
    // Hardening: numbers
    case .numberNotARating: "{field} {value}은(는) 0부터 5까지의 평점이 아닙니다"
    case .numberNegative: "{field} {value}은(는) 음수입니다"
    case .numberNotAnAmount: "{field} {value}은(는) 금액이 아닙니다"
    case .importDroppedNumber: "{path}: {unit} {line}: {reason}. 이 값은 빼고 가져왔습니다"
    case .catalogDroppedNumber: "  {line}행: {reason}. 이 값은 빼고 가져왔습니다"
    case .catalogDroppedNumberElement: "  {line}번째 요소: {reason}. 이 값은 빼고 가져왔습니다"
    case .catalogDroppedMore: "  … 그 밖에 뺀 값 {count}개"
    case .saveDroppedNumber: "Book JSON: {reason}. 이 값은 빼고 저장했습니다"
    // Hardening: terminal text
    case .unknownAuthor: "저자 미상"
    case .noSalePrice: "판매가 없음"
    case .labelSalesStatus: "판매 상태"
    }
  }
}
