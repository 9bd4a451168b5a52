import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

/// The real binary in 20 error situations: under `LANG=C` each prints the same English line as
/// before typed errors; under `LANG=ko_KR.UTF-8` the line is Korean throughout, with only data
/// left in Latin letters (paths, the user's value, option and column names, provider brands,
/// acronyms and variable names).
@Suite("bookshelf binary: every error line is fully Korean under a Korean locale", .serialized)
struct ErrorLanguageEndToEndTests {
  /// One situation, set up in a fresh home: what to run and what it prints in English.
  struct Prepared {
    var arguments: [String]
    var environment: [String: String] = [:]
    var stdin = Data()
    /// The English line, without `bookshelf: error: ` and the newline.
    var english: String
    /// Text in the Korean line that is data, not words (paths, values, names).
    var data: [String] = []
    var status: Int32
    /// Run after both runs (servers stopped, locks released).
    var cleanUp: () -> Void = {}
  }

  enum Situation: String, CaseIterable, Sendable {
    case unknownProviderInConfig, badTimeoutInConfig, configNotJSON, directoryAsImportFile
    case fifoAsImportFile, missingImportFile, emptyImportFile, shelfCSVWrongHeader
    case catalogCSVWrongHeader, cp949File, lockedDatabase, notABookshelfDatabase, kakao401
    case aladinKeyError, google403, openLibrary503, connectionRefused, timeout, oversizedAnswer
    case refusedRedirect, invalidISBN, missingAPIKey
  }

  /// Brands and product names that stay in Latin letters in Korean text.
  static let names = [
    "Google Books", "Google Cloud", "Books API", "Google", "Open Library", "Bookshelf", "URLError", "MiB",
    "KiB", "Excel", "LibreOffice", "Windows", "iconv", "bookshelf",
  ]

  /// Words of two or more Latin letters left in `line` once the data, quoted values, URLs,
  /// brand names and all-capital identifiers (HTTP, API, JSON, KAKAO_REST_API_KEY) are removed.
  static func englishWords(in line: String, data: [String]) -> [String] {
    var text = line
    for item in (data + names).sorted(by: { $0.count > $1.count }) {
      text = text.replacingOccurrences(of: item, with: " ")
    }
    text = text.replacing(/"[^"]*"/, with: " ").replacing(/https?:\/\/[^\s)]+/, with: " ")
    return text.matches(of: /[A-Za-z][A-Za-z0-9_]*/).map { String($0.output) }.filter {
      $0.count >= 2 && $0 != $0.uppercased()
    }
  }

  func prepare(_ situation: Situation, home: URL) async throws -> Prepared {
    let config = home.appendingPathComponent("config/bookshelf/config.json")
    let data = home.appendingPathComponent("data")
    func writeConfig(_ text: String) throws {
      try FileManager.default.createDirectory(
        at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: config)
    }
    func file(_ name: String, _ bytes: Data) throws -> String {
      let url = home.appendingPathComponent(name)
      try bytes.write(to: url)
      return url.path
    }
    switch situation {
    case .unknownProviderInConfig:
      try writeConfig(#"{"defaultProvider": "foo"}"#)
      return Prepared(
        arguments: ["search", "x"],
        english:
          "The setting defaultProvider in \(config.path) cannot be used: \"foo\" is not a provider; use kakao, aladin, google, openlibrary, naver, local or all.",
        data: [config.path, "defaultProvider", "kakao, aladin, google, openlibrary, naver, local, all"],
        status: 3)
    case .badTimeoutInConfig:
      try writeConfig(#"{"timeoutSeconds": 900}"#)
      return Prepared(
        arguments: ["search", "x"],
        english:
          "The setting timeoutSeconds in \(config.path) cannot be used: use more than 0 and at most 300 seconds.",
        data: [config.path, "timeoutSeconds"], status: 3)
    case .configNotJSON:
      try writeConfig("defaultProvider = kakao\n")
      return Prepared(
        arguments: ["search", "x"],
        english: "The setting \(config.path) cannot be used: it is not valid JSON at line 1, column 1.",
        data: [config.path], status: 3)
    case .directoryAsImportFile:
      let folder = home.appendingPathComponent("folder.csv")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return Prepared(
        arguments: ["import", folder.path],
        english: "\(folder.path) could not be read: it is a directory, not a file.",
        data: [folder.path], status: 2)
    case .fifoAsImportFile:
      let fifo = home.appendingPathComponent("pipe.csv").path
      try #require(mkfifo(fifo, 0o600) == 0)
      return Prepared(
        arguments: ["catalog", "import", fifo],
        english:
          "\(fifo) could not be read: it is not a regular file (a FIFO, device or socket cannot be imported).",
        data: [fifo], status: 2)
    case .missingImportFile:
      let missing = home.appendingPathComponent("nothing.csv").path
      return Prepared(
        arguments: ["import", missing], english: "\(missing) could not be read: there is no such file.",
        data: [missing], status: 2)
    case .emptyImportFile:
      let empty = try file("empty.csv", Data())
      return Prepared(
        arguments: ["catalog", "import", empty], english: "\(empty) could not be read: the file is empty.",
        data: [empty], status: 2)
    case .shelfCSVWrongHeader:
      let csv = try file("wrong.csv", Data("foo,bar\n1,2\n".utf8))
      return Prepared(
        arguments: ["import", csv], english: "\(csv) could not be read: the header has no column \"title\".",
        data: [csv], status: 2)
    case .catalogCSVWrongHeader:
      let csv = try file("wrong.csv", Data("foo,bar\n1,2\n".utf8))
      return Prepared(
        arguments: ["catalog", "import", csv, "--format", "csv"],
        english: "\(csv) could not be read: the CSV header has no title column.", data: [csv, "title"],
        status: 2)
    case .cp949File:
      // "title\n채식주의자\n" in CP949 (EUC-KR): two bytes per syllable, not UTF-8.
      let bytes: [UInt8] =
        Array("title,isbn13\n".utf8) + [
          0xB0, 0xA1, 0xC3, 0xA4, 0xBD, 0xC4, 0xC1, 0xD6, 0xC0, 0xC7, 0xC0, 0xDA,
        ]
        + Array(",9788936434120\n".utf8)
      let csv = try file("korean.csv", Data(bytes))
      return Prepared(
        arguments: ["import", csv],
        english:
          "\(csv) could not be read: it is not UTF-8 text (line 2) and looks like CP949 (EUC-KR, Korean Windows). Convert it (iconv -f CP949 -t UTF-8 FILE > FILE-utf8.csv) or save it again as UTF-8 (Excel: Save As → \"CSV UTF-8 (Comma delimited)\"; LibreOffice: Save As → Text CSV, character set \"Unicode (UTF-8)\").",
        data: [csv, "iconv -f CP949 -t UTF-8 FILE > FILE-utf8.csv"], status: 2)
    case .lockedDatabase:
      let shelf = data.appendingPathComponent("shelf.sqlite").path
      let csv = try file("one.csv", Data("title,isbn13\nDune,9780441172719\n".utf8))
      let created = try await BookshelfBinary.run(
        ["shelf"], environment: BookshelfBinary.environment(home: home))
      try #require(created.status == 0, "\(created.stderr)")
      let lock = try Database(path: shelf, busyTimeout: .milliseconds(100))
      try lock.execute("BEGIN EXCLUSIVE")
      return Prepared(
        arguments: ["import", csv], english: "The database \(shelf) cannot be used: database is locked.",
        data: [shelf], status: 1,
        cleanUp: { try? lock.execute("ROLLBACK") })
    case .notABookshelfDatabase:
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
      let shelf = try file("data/shelf.sqlite", Data(repeating: 0x41, count: 4096))
      return Prepared(
        arguments: ["shelf"],
        english:
          "\(shelf) is not a Bookshelf database; it was left untouched. Move it away or set BOOKSHELF_HOME.",
        data: [shelf], status: 1)
    case .kakao401:
      let server = try LoopbackServer()
      server.route("/v3/search/book", status: 401, body: Data(#"{"code":-401,"msg":"invalid appkey"}"#.utf8))
      return Prepared(
        arguments: ["search", "--provider", "kakao", "용기"],
        environment: ["BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": "k-0001"],
        english: "Kakao rejected the API key. Check the key in your environment or config file.", status: 3,
        cleanUp: { server.stop() })
    case .aladinKeyError:
      let server = try LoopbackServer()
      server.route(
        "/ttb/api/ItemSearch.aspx",
        body: Data(#"{"errorCode":100,"errorMessage":"잘못된 TTBKey 입니다."}"#.utf8))
      return Prepared(
        arguments: ["search", "--provider", "aladin", "용기"],
        environment: ["BOOKSHELF_ALADIN_URL": server.baseURL.absoluteString, "ALADIN_TTB_KEY": "ttb-0001"],
        english: "Aladin rejected the API key. Check the key in your environment or config file.", status: 3,
        cleanUp: { server.stop() })
    case .google403:
      let server = try LoopbackServer()
      server.route(
        "/books/v1/volumes", status: 403,
        body: try SharedData.ownFixture("google-books/error-403-access-not-configured.json"))
      return Prepared(
        arguments: ["search", "--provider", "google", "dune"],
        environment: ["BOOKSHELF_GOOGLE_BOOKS_URL": server.baseURL.absoluteString],
        english:
          "Google Books refused access: the Books API is not enabled for the Google Cloud project of GOOGLE_BOOKS_API_KEY; enable it in the Cloud console, or unset the key to use anonymous access.",
        status: 1, cleanUp: { server.stop() })
    case .openLibrary503:
      let server = try LoopbackServer()
      server.route("/search.json", status: 503, headers: ["Retry-After": "0"], body: Data("busy".utf8))
      return Prepared(
        arguments: ["search", "--provider", "openlibrary", "dune"],
        environment: ["BOOKSHELF_OPEN_LIBRARY_URL": server.baseURL.absoluteString],
        english: "Open Library is having trouble (HTTP 503); try again later.", status: 1,
        cleanUp: { server.stop() })
    case .connectionRefused:
      let closed = try LoopbackServer()
      let port = closed.port
      closed.stop()
      // A lookup: a search would fall back to the local catalog (SearchFallbackTests).
      return Prepared(
        arguments: ["show", "--provider", "openlibrary", "9780441013593"],
        environment: ["BOOKSHELF_OPEN_LIBRARY_URL": "http://127.0.0.1:\(port)"],
        english:
          "Could not reach Open Library: could not connect to the server (URLError -1004). Check your network connection.",
        status: 1)
    case .timeout:
      let server = try LoopbackServer()
      server.route("/search.json", body: Data("{}".utf8), delay: .seconds(10))
      return Prepared(
        arguments: ["show", "--provider", "openlibrary", "9780441013593"],
        environment: ["BOOKSHELF_OPEN_LIBRARY_URL": server.baseURL.absoluteString, "BOOKSHELF_TIMEOUT": "1"],
        english: "Open Library did not answer within 1 second; try again later.", status: 1,
        cleanUp: { server.stop() })
    case .oversizedAnswer:
      let server = try LoopbackServer()
      server.route("/search.json", replies: [.large(megabytes: 3)])
      return Prepared(
        arguments: ["search", "--provider", "openlibrary", "dune"],
        environment: [
          "BOOKSHELF_OPEN_LIBRARY_URL": server.baseURL.absoluteString, "BOOKSHELF_MAX_RESPONSE_MIB": "1",
        ],
        english: "Open Library sent an answer larger than 1 MiB; Bookshelf stopped reading it.", status: 1,
        cleanUp: { server.stop() })
    case .refusedRedirect:
      let server = try LoopbackServer()
      let other = try LoopbackServer()
      let origin = "http://127.0.0.1:\(other.port)"
      server.route(
        "/v3/search/book", replies: [.status(302, headers: ["Location": "\(origin)/v3/search/book"])])
      return Prepared(
        arguments: ["search", "--provider", "kakao", "용기"],
        environment: ["BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": "k-0001"],
        english:
          "Kakao redirected the request to another server (\(origin)); Bookshelf did not follow it, so your API key was not sent there.",
        status: 1,
        cleanUp: {
          server.stop()
          other.stop()
        })
    case .invalidISBN:
      return Prepared(
        arguments: ["show", "12345678901"],
        english: "\"12345678901\" is not a valid ISBN: it has 11 digits, an ISBN has 10 or 13.", status: 2)
    case .missingAPIKey:
      return Prepared(
        arguments: ["search", "--provider", "kakao", "용기"],
        english: "Kakao needs an API key: set KAKAO_REST_API_KEY or add it to the config file.", status: 3)
    }
  }

  @Test(
    "the same English line under LANG=C; a fully Korean line under LANG=ko_KR.UTF-8",
    arguments: Situation.allCases)
  func errorLine(situation: Situation) async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let prepared = try await prepare(situation, home: home)
    defer { prepared.cleanUp() }
    var english = BookshelfBinary.environment(home: home, prepared.environment)
    english["LANG"] = "C"
    let englishRun = try await BookshelfBinary.run(
      prepared.arguments, environment: english, stdin: prepared.stdin)
    #expect(englishRun.stderr == "bookshelf: error: \(prepared.english)\n")
    #expect(englishRun.status == prepared.status)

    var korean = english
    korean["LANG"] = "ko_KR.UTF-8"
    let koreanRun = try await BookshelfBinary.run(
      prepared.arguments, environment: korean, stdin: prepared.stdin)
    #expect(koreanRun.status == prepared.status)
    let lines = koreanRun.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 1, "\(koreanRun.stderr)")
    for line in lines {
      #expect(line.hasPrefix("bookshelf: 오류: "), "\(line)")
      #expect(line.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(line)")
      #expect(Self.englishWords(in: line, data: prepared.data).isEmpty, "\(line)")
    }
  }

  @Test("the check finds English words a Korean line still holds, and only those")
  func detector() {
    #expect(
      Self.englishWords(
        in: "bookshelf: 오류: 설정 defaultProvider in /x/config.json을(를) 사용할 수 없습니다: \"foo\" is not a provider",
        data: ["/x/config.json", "defaultProvider"]) == ["in", "is", "not", "provider"])
    #expect(
      Self.englishWords(
        in: "bookshelf: 오류: Google 도서가 접근을 거부했습니다: HTTP 403. GOOGLE_BOOKS_API_KEY를 확인하세요", data: []
      ).isEmpty)
  }
}
