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
    case .usageUnknownCommand: "Unknown command \"{name}\"."
    case .usageUnknownOption: "Unknown option {option} for {command}."
    case .usageMissingValue: "Option {option} needs a value."
    case .usageMissingArgument: "{command} needs {argument}."
    case .usageExtraArgument: "{command} does not take \"{argument}\"."
    case .usageInvalidNumber: "{option} needs a whole number, not \"{value}\"."
    case .usageSeeHelp: "{message} See 'bookshelf {command} --help'."
    case .usageSeeMainHelp: "{message} See 'bookshelf --help'."
    case .helpMain: HelpText.mainEnglish
    case .helpSearch: HelpText.searchEnglish
    case .helpShow: HelpText.showEnglish
    case .helpCatalog: HelpText.catalogEnglish
    case .catalogMissing: "there is no local catalog yet; import one with 'bookshelf catalog import FILE'"
    case .catalogFormatUnknown:
      "cannot tell the format of {path}; pass --format goodbooks, goodreads, aladin, gutenberg, csv or json."
    case .catalogUnknownSubcommand: "unknown catalog command \"{name}\"; use import or stats."
    case .helpSave: HelpText.saveEnglish
    case .helpShelf: HelpText.shelfEnglish
    case .helpRemove: HelpText.removeEnglish
    case .helpExport: HelpText.exportEnglish
    case .helpImport: HelpText.importEnglish
    case .usageUnknownFormat: "Unknown format \"{name}\". Choose one of: {choices}."
    case .timeoutOneSecond: "{provider} did not answer within 1 second; try again later."
    case .rateLimitedOneSecond: "{provider} is rate-limiting requests; try again in 1 second."
    case .standardOutput: "standard output"
    case .helpBrowse: HelpText.browseEnglish
    case .importFileMissing: "there is no such file"
    case .importFileIsDirectory: "it is a directory, not a file"
    case .importFileUnreadable: "you do not have permission to read it"
    case .importFileEmpty: "the file is empty"
    case .reasonCannotConnect: "could not connect to the server (URLError {code})"
    case .reasonHostNotFound: "the server's name could not be resolved (URLError {code})"
    case .reasonOffline: "not connected to the internet (URLError {code})"
    case .reasonConnectionLost: "the connection was lost (URLError {code})"
    case .reasonSecureConnectionFailed: "the secure connection failed (URLError {code})"
    case .reasonAnswerUnreadable: "the server's answer could not be read (URLError {code})"
    case .reasonBadRedirects: "too many or broken redirects (URLError {code})"
    case .reasonBadURL: "the address is not a valid HTTP URL (URLError {code})"
    case .reasonTransferFailedURLError: "the transfer failed (URLError {code})"
    case .reasonTransferFailed: "the transfer failed (error {code})"
    case .reasonNotHTTPResponse: "the server's answer was not an HTTP response"
    case .reasonNotUTF8Line: "it is not UTF-8 text (line {line})"
    case .reasonNotUTF8: "it is not UTF-8 text"
    case .reasonNoTitle: "no title"
    case .reasonNoBookID: "no book_id"
    case .reasonNoGutenbergID: "no gutenberg_id"
    case .reasonNoGoodreadsID: "no Book Id"
    case .reasonNoItemID: "no itemId or ISBN"
    case .reasonNotAladinItem: "not an Aladin item object"
    case .reasonNotBookObject: "not a Book object (needs id, title, source)"
    case .reasonNotGoodbooks: "not a goodbooks-10k books.csv (needs book_id, isbn, title columns)"
    case .reasonNotGutenberg: "not a Gutenberg metadata CSV (needs gutenberg_id, title)"
    case .reasonNotGoodreads: "not a Goodreads library export (needs Book Id, Title columns)"
    case .reasonNoTitleColumn: "the CSV header has no title column"
    case .reasonNotJSONArray: "not a JSON array"
    case .reasonNotJSONArrayOfBooks: "not a JSON array of books"
    case .reasonJSONArrayNotClosed: "the JSON array is not closed"
    case .reasonJSONObjectWithoutArray: "a JSON object without a \"{key}\" array"
    case .reasonNotShelfJSON: "it is not a JSON array of shelf entries"
    case .reasonHeaderMalformed: "the header row is malformed: {reason}"
    case .reasonFileEmpty: "the file is empty"
    case .reasonHeaderMissingColumn: "the header has no column {columns}"
    case .reasonQuoteNotClosed: "a quoted field is not closed"
    case .reasonTextAfterQuote: "text follows the closing quote of field {field}"
    case .reasonTitleEmpty: "the title is empty"
    case .reasonNoISBNNoID: "the row has no ISBN and no id"
    case .reasonNoISBNNoBookID: "the row has no valid ISBN and no Book Id"
    case .reasonNotISBN: "{column} \"{value}\" is not a valid ISBN"
    case .reasonNotISODate: "{column} \"{value}\" is not an ISO 8601 date"
    case .reasonNotSlashDate: "{column} \"{value}\" is not a date in the form yyyy/MM/dd"
    case .reasonBadStatus: "status \"{value}\" is not want, reading or read"
    case .reasonBadRating: "rating \"{value}\" is not a whole number from 1 to 5"
    case .reasonBadMyRating: "My Rating \"{value}\" is not a whole number from 0 to 5"
    case .reasonBookIdNotNumber: "Book Id \"{value}\" is not a number"
    case .reasonFolderNotCreated: "the folder cannot be created"
    case .reasonFileNotCreated: "the file cannot be created"
    case .reasonFileNotWritten: "the file cannot be written"
    case .reasonFileNotOpened: "the file cannot be opened"
    case .reasonFileNotRead: "the file cannot be read"
    case .reasonOutputNotWritten: "the output cannot be written"
    case .reasonSymlinkUnreadable: "the symbolic link cannot be read"
    case .reasonSymlinkLoop: "it is a loop of symbolic links"
    case .reasonNotSeconds: "\"{value}\" is not a number of seconds"
    case .reasonTimeoutRange: "use more than 0 and at most 300 seconds"
    case .reasonNotBaseURL: "\"{value}\" is not an http(s) base URL"
    case .reasonWrongType: "\"{key}\" has the wrong type"
    case .reasonNotDocumentedJSON: "it is not valid JSON of the documented shape"
    case .reasonConfigUnreadable: "it cannot be read"
    case .reasonNotUsableBaseURL: "not a usable base URL"
    case .reasonTextAfterJSONArray: "unexpected text after the JSON array (line {line})"
    case .reasonTextAfterJSONObject: "unexpected text after the JSON object (line {line})"
    case .reasonJSONObjectNotClosed: "the JSON object is not closed"
    case .interruptedNothingChanged: "Interrupted: nothing was changed."
    case .requestRejectedNoDetail: "{provider} rejected the request (HTTP {status})."
    // Hardening: Goodreads files from the real world
    case .notUTF8Windows1252:
      "{path} could not be read: it is not UTF-8 text (line {line}) and looks like Windows-1252 (Western European). Convert it (iconv -f WINDOWS-1252 -t UTF-8 FILE > FILE-utf8.csv) or save it again as UTF-8 (Excel: Save As → \"CSV UTF-8 (Comma delimited)\"; LibreOffice: Save As → Text CSV, character set \"Unicode (UTF-8)\")."
    case .notUTF8CP949:
      "{path} could not be read: it is not UTF-8 text (line {line}) and looks like CP949 (EUC-KR, Korean Windows). Convert it (iconv -f CP949 -t UTF-8 FILE > FILE-utf8.csv) or save it again as UTF-8 (Excel: Save As → \"CSV UTF-8 (Comma delimited)\"; LibreOffice: Save As → Text CSV, character set \"Unicode (UTF-8)\")."
    // Hardening: files (CSV limits, files that cannot be imported, export targets)
    case .reasonFieldTooLong: "field {field} is longer than 1 MiB"
    case .reasonRecordTooLong: "the record is longer than 8 MiB or has more than 65,536 fields"
    case .reasonRunawayQuote:
      "quoted field {field} is longer than 1 MiB (an unmatched quote?): skipped to the end of line {line}"
    case .importFileNotRegular: "it is not a regular file (a FIFO, device or socket cannot be imported)"
    case .reasonTargetIsSymlink:
      "it is a symbolic link, which is not followed; give the path of the file itself"
    case .reasonMostlySwallowed:
      "most of the file was skipped after a quoted field longer than 1 MiB or 100 lines (an unmatched quote?): {skipped} of {lines} lines"
    // Hardening: HTTP
    case .responseTooLarge: "{provider} sent an answer larger than {limit}; Bookshelf stopped reading it."
    case .redirectRefused:
      "{provider} redirected the request to another server ({origin}); Bookshelf did not follow it, so your API key was not sent there."
    case .insecureRedirect:
      "{provider} redirected the request to an unencrypted address ({origin}); Bookshelf never follows https to http."
    case .tooManyRedirects:
      "{provider} redirected the request more than {limit} times; Bookshelf stopped following."
    case .reasonNotResponseLimit: "\"{value}\" is not a whole number of MiB from 1 to 1024"
    // Hardening: numbers
    case .numberNotARating: "{field} {value} is not a rating from 0 to 5"
    case .numberNegative: "{field} {value} is negative"
    case .numberNotAnAmount: "{field} {value} is not an amount"
    // Hardening: terminal text
    case .textTooLong: "{field} is too long: {length} bytes, at most {limit} are allowed."
    case .reasonTextTooLong: "{field} is longer than {limit} bytes"
    // Hardening: QA fixes
    case .reasonStandardInputTooLong: "standard input is longer than {limit}"
    case .reasonRecordSpansManyLines:
      "the record spans {count} lines, more than 100 (an unmatched quote?): lines {first}–{last} skipped"
    case .notUTF8UTF16:
      "{path} could not be read: it is not UTF-8 text (line {line}) and looks like UTF-16 (Excel's \"Unicode Text\", iconv -t UTF-16). Convert it (iconv -f UTF-16 -t UTF-8 FILE > FILE-utf8.csv) or save it again as UTF-8 (Excel: Save As → \"CSV UTF-8 (Comma delimited)\"; LibreOffice: Save As → Text CSV, character set \"Unicode (UTF-8)\")."
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
    case .usageUnknownCommand: "알 수 없는 명령 \"{name}\"."
    case .usageUnknownOption: "{command}에 없는 옵션 {option}."
    case .usageMissingValue: "{option} 옵션에는 값이 필요합니다."
    case .usageMissingArgument: "{command}에는 {argument}이(가) 필요합니다."
    case .usageExtraArgument: "{command}은(는) \"{argument}\"을(를) 받지 않습니다."
    case .usageInvalidNumber: "{option}에는 정수가 필요합니다 (\"{value}\"은(는) 정수가 아닙니다)."
    case .usageSeeHelp: "{message} 'bookshelf {command} --help'를 보세요."
    case .usageSeeMainHelp: "{message} 'bookshelf --help'를 보세요."
    case .helpMain: HelpText.mainKorean
    case .helpSearch: HelpText.searchKorean
    case .helpShow: HelpText.showKorean
    case .helpCatalog: HelpText.catalogKorean
    case .catalogMissing: "로컬 카탈로그가 아직 없습니다. 'bookshelf catalog import 파일'로 가져오세요"
    case .catalogFormatUnknown:
      "{path}의 형식을 알 수 없습니다. --format goodbooks, goodreads, aladin, gutenberg, csv, json 중 하나를 지정하세요."
    case .catalogUnknownSubcommand: "알 수 없는 catalog 명령 \"{name}\"입니다. import 또는 stats를 쓰세요."
    case .helpSave: HelpText.saveKorean
    case .helpShelf: HelpText.shelfKorean
    case .helpRemove: HelpText.removeKorean
    case .helpExport: HelpText.exportKorean
    case .helpImport: HelpText.importKorean
    case .usageUnknownFormat: "알 수 없는 형식 \"{name}\". 다음 중 하나를 고르세요: {choices}."
    case .timeoutOneSecond: "{provider}이(가) 1초 안에 응답하지 않았습니다. 나중에 다시 시도하세요."
    case .rateLimitedOneSecond: "{provider} 요청이 너무 많습니다. 1초 후에 다시 시도하세요."
    case .standardOutput: "표준 출력"
    case .helpBrowse: HelpText.browseKorean
    case .importFileMissing: "그런 파일이 없습니다"
    case .importFileIsDirectory: "파일이 아니라 디렉터리입니다"
    case .importFileUnreadable: "읽기 권한이 없습니다"
    case .importFileEmpty: "빈 파일입니다"
    case .reasonCannotConnect: "서버에 연결하지 못했습니다(URLError {code})"
    case .reasonHostNotFound: "서버 이름을 찾을 수 없습니다(URLError {code})"
    case .reasonOffline: "인터넷에 연결되어 있지 않습니다(URLError {code})"
    case .reasonConnectionLost: "연결이 끊어졌습니다(URLError {code})"
    case .reasonSecureConnectionFailed: "보안 연결에 실패했습니다(URLError {code})"
    case .reasonAnswerUnreadable: "서버의 응답을 읽을 수 없습니다(URLError {code})"
    case .reasonBadRedirects: "리디렉션이 너무 많거나 잘못되었습니다(URLError {code})"
    case .reasonBadURL: "주소가 올바른 HTTP URL이 아닙니다(URLError {code})"
    case .reasonTransferFailedURLError: "전송에 실패했습니다(URLError {code})"
    case .reasonTransferFailed: "전송에 실패했습니다(오류 {code})"
    case .reasonNotHTTPResponse: "서버의 응답이 HTTP 응답이 아닙니다"
    case .reasonNotUTF8Line: "UTF-8 텍스트가 아닙니다({line}번째 줄)"
    case .reasonNotUTF8: "UTF-8 텍스트가 아닙니다"
    case .reasonNoTitle: "제목이 없습니다"
    case .reasonNoBookID: "book_id가 없습니다"
    case .reasonNoGutenbergID: "gutenberg_id가 없습니다"
    case .reasonNoGoodreadsID: "Book Id가 없습니다"
    case .reasonNoItemID: "itemId도 ISBN도 없습니다"
    case .reasonNotAladinItem: "알라딘 항목 객체가 아닙니다"
    case .reasonNotBookObject: "Book 객체가 아닙니다(id, title, source가 필요합니다)"
    case .reasonNotGoodbooks: "goodbooks-10k books.csv가 아닙니다(book_id, isbn, title 열이 필요합니다)"
    case .reasonNotGutenberg: "Gutenberg 메타데이터 CSV가 아닙니다(gutenberg_id, title이 필요합니다)"
    case .reasonNotGoodreads: "Goodreads 서재 내보내기가 아닙니다(Book Id, Title 열이 필요합니다)"
    case .reasonNoTitleColumn: "CSV 헤더에 title 열이 없습니다"
    case .reasonNotJSONArray: "JSON 배열이 아닙니다"
    case .reasonNotJSONArrayOfBooks: "책의 JSON 배열이 아닙니다"
    case .reasonJSONArrayNotClosed: "JSON 배열이 닫히지 않았습니다"
    case .reasonJSONObjectWithoutArray: "\"{key}\" 배열이 없는 JSON 객체입니다"
    case .reasonNotShelfJSON: "서재 항목의 JSON 배열이 아닙니다"
    case .reasonHeaderMalformed: "헤더 행의 형식이 잘못되었습니다: {reason}"
    case .reasonFileEmpty: "파일이 비어 있습니다"
    case .reasonHeaderMissingColumn: "헤더에 {columns} 열이 없습니다"
    case .reasonQuoteNotClosed: "따옴표로 묶은 필드가 닫히지 않았습니다"
    case .reasonTextAfterQuote: "{field}번째 필드의 닫는 따옴표 뒤에 글자가 있습니다"
    case .reasonTitleEmpty: "제목이 비어 있습니다"
    case .reasonNoISBNNoID: "행에 ISBN도 id도 없습니다"
    case .reasonNoISBNNoBookID: "행에 올바른 ISBN도 Book Id도 없습니다"
    case .reasonNotISBN: "{column} \"{value}\"은(는) 올바른 ISBN이 아닙니다"
    case .reasonNotISODate: "{column} \"{value}\"은(는) ISO 8601 날짜가 아닙니다"
    case .reasonNotSlashDate: "{column} \"{value}\"은(는) yyyy/MM/dd 형식의 날짜가 아닙니다"
    case .reasonBadStatus: "status \"{value}\"은(는) want, reading, read 중 하나가 아닙니다"
    case .reasonBadRating: "rating \"{value}\"은(는) 1부터 5까지의 정수가 아닙니다"
    case .reasonBadMyRating: "My Rating \"{value}\"은(는) 0부터 5까지의 정수가 아닙니다"
    case .reasonBookIdNotNumber: "Book Id \"{value}\"은(는) 숫자가 아닙니다"
    case .reasonFolderNotCreated: "폴더를 만들 수 없습니다"
    case .reasonFileNotCreated: "파일을 만들 수 없습니다"
    case .reasonFileNotWritten: "파일에 쓸 수 없습니다"
    case .reasonFileNotOpened: "파일을 열 수 없습니다"
    case .reasonFileNotRead: "파일을 읽을 수 없습니다"
    case .reasonOutputNotWritten: "출력에 쓸 수 없습니다"
    case .reasonSymlinkUnreadable: "심볼릭 링크를 읽을 수 없습니다"
    case .reasonSymlinkLoop: "심볼릭 링크가 순환합니다"
    case .reasonNotSeconds: "\"{value}\"은(는) 초 단위 숫자가 아닙니다"
    case .reasonTimeoutRange: "0초보다 크고 300초 이하로 쓰세요"
    case .reasonNotBaseURL: "\"{value}\"은(는) http(s) 기본 URL이 아닙니다"
    case .reasonWrongType: "\"{key}\"의 형식이 잘못되었습니다"
    case .reasonNotDocumentedJSON: "문서에 있는 모양의 올바른 JSON이 아닙니다"
    case .reasonConfigUnreadable: "읽을 수 없습니다"
    case .reasonNotUsableBaseURL: "쓸 수 있는 기본 URL이 아닙니다"
    case .reasonTextAfterJSONArray: "JSON 배열 뒤에 예상하지 못한 글자가 있습니다({line}번째 줄)"
    case .reasonTextAfterJSONObject: "JSON 객체 뒤에 예상하지 못한 글자가 있습니다({line}번째 줄)"
    case .reasonJSONObjectNotClosed: "JSON 객체가 닫히지 않았습니다"
    case .interruptedNothingChanged: "중단했습니다. 아무것도 바뀌지 않았습니다."
    case .requestRejectedNoDetail: "{provider}이(가) 요청을 거부했습니다 (HTTP {status})."
    // Hardening: Goodreads files from the real world
    case .notUTF8Windows1252:
      "{path}을(를) 읽을 수 없습니다: UTF-8 텍스트가 아니며({line}번째 줄) Windows-1252(서유럽어) 인코딩으로 보입니다. 변환하거나(iconv -f WINDOWS-1252 -t UTF-8 FILE > FILE-utf8.csv) UTF-8로 다시 저장하세요(Excel: 다른 이름으로 저장 → \"CSV UTF-8(쉼표로 분리)\", LibreOffice: 다른 이름으로 저장 → 텍스트 CSV, 문자 집합 \"유니코드(UTF-8)\")."
    case .notUTF8CP949:
      "{path}을(를) 읽을 수 없습니다: UTF-8 텍스트가 아니며({line}번째 줄) CP949(EUC-KR, 한국어 Windows) 인코딩으로 보입니다. 변환하거나(iconv -f CP949 -t UTF-8 FILE > FILE-utf8.csv) UTF-8로 다시 저장하세요(Excel: 다른 이름으로 저장 → \"CSV UTF-8(쉼표로 분리)\", LibreOffice: 다른 이름으로 저장 → 텍스트 CSV, 문자 집합 \"유니코드(UTF-8)\")."
    // Hardening: files (CSV limits, files that cannot be imported, export targets)
    case .reasonFieldTooLong: "{field}번째 필드가 1MiB보다 깁니다"
    case .reasonRecordTooLong: "레코드가 8MiB보다 길거나 필드가 65,536개보다 많습니다"
    case .reasonRunawayQuote:
      "따옴표로 묶은 {field}번째 필드가 1MiB보다 깁니다(따옴표 짝이 맞지 않는 것 같습니다). {line}번째 줄 끝까지 건너뛰었습니다"
    case .importFileNotRegular: "일반 파일이 아닙니다(FIFO, 장치, 소켓은 가져올 수 없습니다)"
    case .reasonTargetIsSymlink: "심볼릭 링크입니다. 링크는 따라가지 않으니 파일 자체의 경로를 쓰세요"
    case .reasonMostlySwallowed:
      "1MiB 또는 100줄보다 긴 따옴표 필드 때문에 파일 대부분을 건너뛰었습니다(따옴표 짝이 맞지 않는 것 같습니다): 전체 {lines}줄 중 {skipped}줄"
    // Hardening: HTTP
    case .responseTooLarge: "{provider}의 응답이 {limit}보다 커서 읽기를 멈췄습니다."
    case .redirectRefused:
      "{provider}이(가) 요청을 다른 서버({origin})로 넘기려 했습니다. API 키가 그 서버로 가지 않도록 따라가지 않았습니다."
    case .insecureRedirect:
      "{provider}이(가) 요청을 암호화되지 않은 주소({origin})로 넘기려 했습니다. https에서 http로는 따라가지 않습니다."
    case .tooManyRedirects: "{provider}이(가) 요청을 {limit}번 넘게 다른 주소로 넘겨서 따라가기를 멈췄습니다."
    case .reasonNotResponseLimit: "\"{value}\"은(는) 1에서 1024 사이의 MiB 단위 정수가 아닙니다"
    // Hardening: numbers
    case .numberNotARating: "{field} {value}은(는) 0부터 5까지의 평점이 아닙니다"
    case .numberNegative: "{field} {value}은(는) 음수입니다"
    case .numberNotAnAmount: "{field} {value}은(는) 금액이 아닙니다"
    // Hardening: terminal text
    case .textTooLong: "{field} 값이 너무 깁니다: {length}바이트이며, 최대 {limit}바이트까지 쓸 수 있습니다."
    case .reasonTextTooLong: "{field} 값이 {limit}바이트보다 깁니다"
    // Hardening: QA fixes
    case .reasonStandardInputTooLong: "표준 입력이 {limit}보다 깁니다"
    case .reasonRecordSpansManyLines:
      "레코드가 {count}줄에 걸쳐 있어 100줄을 넘습니다(따옴표 짝이 맞지 않는 것 같습니다). {first}–{last}번째 줄을 건너뛰었습니다"
    case .notUTF8UTF16:
      "{path}을(를) 읽을 수 없습니다: UTF-8 텍스트가 아니며({line}번째 줄) UTF-16(Excel의 \"유니코드 텍스트\", iconv -t UTF-16) 인코딩으로 보입니다. 변환하거나(iconv -f UTF-16 -t UTF-8 FILE > FILE-utf8.csv) UTF-8로 다시 저장하세요(Excel: 다른 이름으로 저장 → \"CSV UTF-8(쉼표로 분리)\", LibreOffice: 다른 이름으로 저장 → 텍스트 CSV, 문자 집합 \"유니코드(UTF-8)\")."
    }
  }
}
