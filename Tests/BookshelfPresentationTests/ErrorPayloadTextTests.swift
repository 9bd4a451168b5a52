import BookshelfCore
import BookshelfPresentation
import Testing

/// Each typed error payload renders the English text the stores, importers and the HTTP layer
/// wrote before (byte for byte), and Korean text with no English left in it.
@Suite("Error payload text in English and Korean")
struct ErrorPayloadTextTests {
  @Test(
    "file problems",
    arguments: [
      (FileProblem.missing, "there is no such file", "그런 파일이 없습니다"),
      (.isDirectory, "it is a directory, not a file", "파일이 아니라 디렉터리입니다"),
      (
        .notRegular, "it is not a regular file (a FIFO, device or socket cannot be imported)",
        "일반 파일이 아닙니다(FIFO, 장치, 소켓은 가져올 수 없습니다)"
      ),
      (.unreadable, "you do not have permission to read it", "읽기 권한이 없습니다"),
      (.empty, "the file is empty", "빈 파일입니다"),
      (.folderNotCreated, "the folder cannot be created", "폴더를 만들 수 없습니다"),
      (.notCreated, "the file cannot be created", "파일을 만들 수 없습니다"),
      (.noFolder, "the file cannot be created: its folder does not exist", "파일을 만들 수 없습니다: 넣을 폴더가 없습니다"),
      (
        .notPermitted, "the file cannot be created: you do not have permission to write there",
        "파일을 만들 수 없습니다: 그곳에 쓸 권한이 없습니다"
      ),
      (
        .readOnly, "the file cannot be created: the file system is read-only",
        "파일을 만들 수 없습니다: 읽기 전용 파일 시스템입니다"
      ),
      (
        .noSpace, "the file cannot be written: there is no space left on the device",
        "파일에 쓸 수 없습니다: 장치에 남은 공간이 없습니다"
      ),
      (.notWritten, "the file cannot be written", "파일에 쓸 수 없습니다"),
      (.notOpened, "the file cannot be opened", "파일을 열 수 없습니다"),
      (.notRead, "the file cannot be read", "파일을 읽을 수 없습니다"),
      (.outputNotWritten, "the output cannot be written", "출력에 쓸 수 없습니다"),
      (
        .isSymbolicLink, "it is a symbolic link, which is not followed; give the path of the file itself",
        "심볼릭 링크입니다. 링크는 따라가지 않으니 파일 자체의 경로를 쓰세요"
      ),
      (.notRegularTarget(.directory), "it is a directory, not a regular file", "일반 파일이 아니라 디렉터리입니다"),
      (.notRegularTarget(.fifo), "it is a FIFO, not a regular file", "일반 파일이 아니라 FIFO입니다"),
      (.system("No space left on device"), "No space left on device", "No space left on device"),
    ])
  func files(problem: FileProblem, english: String, korean: String) {
    #expect(problem.text(in: .english) == english)
    #expect(problem.text(in: .korean) == korean)
    #expect(BookshelfError.file(path: "/x", problem: problem).text(in: .english) == "/x: \(english).")
  }

  @Test(
    "input problems",
    arguments: [
      (InputProblem.notUTF8(line: 2), "it is not UTF-8 text (line 2)", "UTF-8 텍스트가 아닙니다(2번째 줄)"),
      (.empty, "the file is empty", "파일이 비어 있습니다"),
      (
        .headerMissingColumn(alternatives: ["isbn13", "id"]), "the header has no column \"isbn13\" or \"id\"",
        "헤더에 \"isbn13\" 또는 \"id\" 열이 없습니다"
      ),
      (
        .headerMalformed(.textAfterQuote(field: 2)),
        "the header row is malformed: text follows the closing quote of field 2",
        "헤더 행의 형식이 잘못되었습니다: 2번째 필드의 닫는 따옴표 뒤에 글자가 있습니다"
      ),
      (
        .notCatalogFormat(.goodbooks), "not a goodbooks-10k books.csv (needs book_id, isbn, title columns)",
        "goodbooks-10k books.csv가 아닙니다(book_id, isbn, title 열이 필요합니다)"
      ),
      (.notCatalogFormat(.plainCSV), "the CSV header has no title column", "CSV 헤더에 title 열이 없습니다"),
      (.quoteNotClosed, "a quoted field is not closed", "따옴표로 묶은 필드가 닫히지 않았습니다"),
      (.notJSONArray(ofBooks: true), "not a JSON array of books", "책의 JSON 배열이 아닙니다"),
      (
        .textAfterJSON(object: true, line: 3), "unexpected text after the JSON object (line 3)",
        "JSON 객체 뒤에 예상하지 못한 글자가 있습니다(3번째 줄)"
      ),
      (
        .jsonObjectWithoutArray(key: "books"), "a JSON object without a \"books\" array",
        "\"books\" 배열이 없는 JSON 객체입니다"
      ),
      (.file(.isDirectory), "it is a directory, not a file", "파일이 아니라 디렉터리입니다"),
      (.keyMissing("title"), "\"title\" is missing", "\"title\" 값이 없습니다"),
      (
        .notTheSavedBook(key: "9788936434120"), "it is not the book saved as 9788936434120",
        "9788936434120으로 저장된 책이 아닙니다"
      ),
    ])
  func inputs(problem: InputProblem, english: String, korean: String) {
    #expect(problem.text(in: .english) == english)
    #expect(problem.text(in: .korean) == korean)
  }

  @Test("what could not be read: a file, a row, the Book JSON")
  func subjects() {
    let row = BookshelfError.invalidInput(
      what: .row(path: "/t/books.csv", unit: .line, number: 4), problem: .row(.badRating("6")))
    #expect(
      row.text(in: .english)
        == "/t/books.csv line 4 could not be read: rating \"6\" is not a whole number from 1 to 5.")
    #expect(row.text(in: .korean) == "/t/books.csv 4번째 줄을 읽을 수 없습니다: rating \"6\"은 1부터 5까지의 정수가 아닙니다.")
    let entry = InputSubject.row(path: "s.json", unit: .entry, number: 2)
    #expect(entry.text(in: .english) == "s.json entry 2")
    #expect(entry.text(in: .korean) == "s.json 2번째 항목")
    #expect(InputSubject.book(id: "kakao:1").text(in: .english) == "Book kakao:1")
  }

  @Test(
    "skip reasons",
    arguments: [
      (SkipReason.noTitle, "no title", "제목이 없습니다"),
      (.noID(column: "book_id"), "no book_id", "book_id 값이 없습니다"),
      (.noItemID, "no itemId or ISBN", "itemId도 ISBN도 없습니다"),
      (.notAladinItem, "not an Aladin item object", "알라딘 항목 객체가 아닙니다"),
      (.titleEmpty, "the title is empty", "제목이 비어 있습니다"),
      (
        .notISBN(column: "isbn13", value: "123"), "isbn13 \"123\" is not a valid ISBN",
        "isbn13 \"123\"은 올바른 ISBN이 아닙니다"
      ),
      (
        .badMyRating("7"), "My Rating \"7\" is not a whole number from 0 to 5",
        "My Rating \"7\"은 0부터 5까지의 정수가 아닙니다"
      ),
      (.sameBook(unit: .line, number: 2), "the same book as line 2", "2번째 줄과 같은 책입니다"),
      (.sameBook(unit: .entry, number: 3), "the same book as entry 3", "3번째 항목과 같은 책입니다"),
      (
        .textTooLong(field: "note", limit: 65_536), "\"note\" is longer than 65536 bytes",
        "\"note\" 값이 65536바이트보다 깁니다"
      ),
      (.keyMissing("book.title"), "book.title is missing", "book.title 값이 없습니다"),
      (
        .csv(.spansManyLines(count: 301, first: 2, last: 302)),
        "the record spans 301 lines, more than 100 (an unmatched quote?): lines 2–302 skipped",
        "레코드가 301줄에 걸쳐 있어 100줄을 넘습니다(따옴표 짝이 맞지 않는 것 같습니다). 2–302번째 줄을 건너뛰었습니다"
      ),
      (.csv(.fieldTooLong(field: 4)), "field 4 is longer than 1 MiB", "4번째 필드가 1MiB보다 깁니다"),
    ])
  func skips(reason: SkipReason, english: String, korean: String) {
    #expect(reason.text(in: .english) == english)
    #expect(reason.text(in: .korean) == korean)
  }

  @Test(
    "configuration problems name the setting and what it needs",
    arguments: [
      (
        ConfigProblem(
          .key("defaultProvider", file: "/c/config.json"),
          .notAProvider("foo", choices: ["kakao", "aladin", "local", "all"])),
        "The setting defaultProvider in /c/config.json cannot be used: \"foo\" is not a provider; use kakao, aladin, local or all.",
        "/c/config.json의 defaultProvider 설정을 사용할 수 없습니다: \"foo\"은(는) 제공자가 아닙니다. kakao, aladin, local, all 중 하나를 쓰세요."
      ),
      (
        ConfigProblem(.key("timeoutSeconds", file: "/c/config.json"), .timeoutOutOfRange(maximum: 300)),
        "The setting timeoutSeconds in /c/config.json cannot be used: use more than 0 and at most 300 seconds.",
        "/c/config.json의 timeoutSeconds 설정을 사용할 수 없습니다: 0초보다 크고 300초 이하로 쓰세요."
      ),
      (
        ConfigProblem(.variable("BOOKSHELF_TIMEOUT"), .notSeconds("ten")),
        "The setting BOOKSHELF_TIMEOUT cannot be used: \"ten\" is not a number of seconds.",
        "환경 변수 BOOKSHELF_TIMEOUT의 설정을 사용할 수 없습니다: \"ten\"은(는) 초 단위 숫자가 아닙니다."
      ),
      (
        ConfigProblem(.file("/c/config.json"), .notDocumentedJSON),
        "The setting /c/config.json cannot be used: it is not valid JSON of the documented shape.",
        "설정 파일 /c/config.json을(를) 사용할 수 없습니다: 문서에 있는 모양의 올바른 JSON이 아닙니다."
      ),
      (
        ConfigProblem(.variable("BOOKSHELF_MAX_RESPONSE_MIB"), .notMebibytes("0", range: 1...1024)),
        "The setting BOOKSHELF_MAX_RESPONSE_MIB cannot be used: \"0\" is not a whole number of MiB from 1 to 1024.",
        "환경 변수 BOOKSHELF_MAX_RESPONSE_MIB의 설정을 사용할 수 없습니다: \"0\"은 1에서 1024 사이의 MiB 단위 정수가 아닙니다."
      ),
      (
        ConfigProblem(.baseURL("http://x"), .notUsableBaseURL(nil)),
        "The setting http://x cannot be used: not a usable base URL.",
        "기본 URL http://x을(를) 사용할 수 없습니다: 쓸 수 있는 기본 URL이 아닙니다."
      ),
    ])
  func configuration(problem: ConfigProblem, english: String, korean: String) {
    #expect(BookshelfError.invalidConfiguration(problem).text(in: .english) == english)
    #expect(BookshelfError.invalidConfiguration(problem).text(in: .korean) == korean)
  }

  @Test("network, answer and access problems")
  func http() {
    let network = BookshelfError.network(.google, .urlError(.hostNotFound, code: -1003))
    #expect(
      network.text(in: .english)
        == "Could not reach Google Books: the server's name could not be resolved (URLError -1003). Check your network connection."
    )
    #expect(
      network.text(in: .korean) == "Google 도서에 연결할 수 없습니다: 서버 이름을 찾을 수 없습니다(URLError -1003). 네트워크 연결을 확인하세요.")
    #expect(NetworkProblem.transferFailed(code: 7).text(in: .english) == "the transfer failed (error 7)")
    #expect(NetworkProblem.cancelled.text(in: .korean) == "취소되었습니다")
    for failure in NetworkFailure.allCases {
      #expect(!NetworkProblem.urlError(failure, code: -1).text(in: .korean).contains("the "))
    }
    let bad = BookshelfError.badResponse(.kakao, .htmlInsteadOfJSON)
    #expect(
      bad.text(in: .english)
        == "Kakao sent an unreadable answer (an HTML page instead of JSON); try again later.")
    #expect(bad.text(in: .korean) == "카카오의 응답을 읽을 수 없습니다 (JSON 대신 HTML 페이지가 왔습니다). 나중에 다시 시도하세요.")
    #expect(ResponseProblem.missingList("documents").text(in: .english) == "no documents in the answer")
    #expect(ResponseProblem.statusWithoutBody(502).text(in: .english) == "HTTP 502 without a body")
    let denied = BookshelfError.accessDenied(.google, .googleAPINotEnabled)
    #expect(
      denied.text(in: .english)
        == "Google Books refused access: the Books API is not enabled for the Google Cloud project of GOOGLE_BOOKS_API_KEY; enable it in the Cloud console, or unset the key to use anonymous access."
    )
    #expect(denied.text(in: .korean).hasPrefix("Google 도서가 접근을 거부했습니다: "))
    #expect(
      AccessProblem.googleForbidden(nil).text(in: .english)
        == "access forbidden (check GOOGLE_BOOKS_API_KEY and its restrictions)")
    #expect(
      BookshelfError.accessDenied(.kakao, .status(403)).text(in: .english)
        == "Kakao refused access: HTTP 403.")
  }

  @Test("storage problems: a lock and a newer schema read in Korean; SQLite's own text stays")
  func storage() {
    let busy = BookshelfError.storage(path: "/d/shelf.sqlite", problem: .busy(message: "database is locked"))
    #expect(busy.text(in: .english) == "The database /d/shelf.sqlite cannot be used: database is locked.")
    #expect(busy.text(in: .korean).hasPrefix("데이터베이스 /d/shelf.sqlite을(를) 사용할 수 없습니다: 다른 프로그램이"))
    let newer = StorageProblem.schemaTooNew(version: 9, supported: 3)
    #expect(newer.text(in: .english) == "schema version 9 is newer than this program supports (3)")
    #expect(newer.text(in: .korean) == "스키마 버전 9는 이 프로그램이 아는 버전(3)보다 새롭습니다")
    #expect(
      BookshelfError.storage(path: "/d", problem: .system("disk I/O error"))
        == .storage(path: "/d", problem: .system("disk I/O error")))
  }

  @Test("a missing key names the variable only when the caller knows it")
  func missingKey() {
    let error = BookshelfError.missingAPIKey(.kakao)
    #expect(error.text(in: .english) == "Kakao needs an API key: add it to the config file.")
    let named = error.text(in: .english) { $0 == .key(.kakao) ? "KAKAO_REST_API_KEY" : nil }
    #expect(named == "Kakao needs an API key: set KAKAO_REST_API_KEY or add it to the config file.")
    #expect(
      error.text(in: .korean) { _ in "KAKAO_REST_API_KEY" }
        == "카카오에는 API 키가 필요합니다. KAKAO_REST_API_KEY를 설정하거나 설정 파일에 추가하세요.")
    let discontinued = BookshelfError.providerDiscontinued(.naver).text(in: .english) { _ in
      "BOOKSHELF_NAVER_URL"
    }
    #expect(
      discontinued
        == "Naver has shut down its book search API; set BOOKSHELF_NAVER_URL to a compatible mirror to use it."
    )
  }

  @Test("provider names: English is displayName; Korean names the local catalog in Korean")
  func providerNames() {
    for id in ProviderID.allCases {
      #expect(id.displayName(in: .english) == id.displayName)
    }
    #expect(ProviderID.local.displayName(in: .korean) == "로컬 카탈로그")
    #expect(ProviderID.kakao.displayName(in: .korean) == "카카오")
    #expect(BookshelfError.timeout(.local, seconds: 1).text(in: .korean).hasPrefix("로컬 카탈로그가 1초 안에"))
    #expect(BookshelfError.interrupted(signal: 2).text(in: .english) == "Interrupted: nothing was changed.")
  }
}
