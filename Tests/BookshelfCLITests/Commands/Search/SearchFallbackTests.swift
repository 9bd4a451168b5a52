import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

/// `search` answers from the local catalog when the provider cannot be reached (refused
/// connection, no answer in time), with one line on standard error, and never covers up a
/// key, configuration or server error.
@Suite("search: fallback to the local catalog")
struct SearchFallbackTests {
  static let starterLine =
    "bookshelf: warning: Open Library could not be reached; showing results from the starter catalog (goodbooks-10k by Zygmunt Zając, 10,000 books), copied into a new local catalog\n"

  func temporaryHome() throws -> URL {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bookshelf-fallback-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }

  /// An endpoint whose connections are refused for the whole test run: this suite keeps the
  /// port bound and never listens on it (a stopped server's port could be taken by another
  /// test meanwhile).
  static let refused = Result { try RefusedPort() }

  /// `refused`'s address.
  func refusedEndpoint() throws -> String { try Self.refused.get().url }

  @Test("a refused connection: the starter catalog answers, one line says so, exit 0; then the local catalog")
  func refused() async throws {
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["BOOKSHELF_OPEN_LIBRARY_URL": try refusedEndpoint()]
    let first = await LiveCLIRun.run(
      ["search", "--format", "table", "dune"], home: home, environment: environment)
    #expect(first.status == 0)
    #expect(first.stderr == Self.starterLine)
    #expect(first.stdout.hasPrefix("15 books · page 1 · Local catalog\n"))
    let firstRow = try #require(first.stdout.split(separator: "\n").dropFirst().first)
    #expect(firstRow.contains("Dune (Dune Chronicles #1)") && firstRow.contains("Frank Herbert"))
    let second = await LiveCLIRun.run(
      ["search", "--format", "table", "--provider", "openlibrary", "dune"], home: home,
      environment: environment)
    #expect(second.status == 0)
    #expect(
      second.stderr
        == "bookshelf: warning: Open Library could not be reached; showing results from the local catalog\n")
    #expect(second.stdout == first.stdout)
  }

  @Test("--json stays one valid document whose provider is local; the line goes to stderr")
  func json() async throws {
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = await LiveCLIRun.run(
      ["search", "--json", "--field", "author", "frank herbert"], home: home,
      environment: ["BOOKSHELF_OPEN_LIBRARY_URL": try refusedEndpoint()])
    #expect(run.status == 0)
    #expect(run.stderr == Self.starterLine)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["provider"] as? String == "local")
    let books = try #require(object["books"] as? [[String: Any]])
    #expect(books.contains { $0["title"] as? String == "Dune (Dune Chronicles #1)" })
    #expect(books.allSatisfy { $0["source"] as? String == "local" })
  }

  @Test("no answer within the time limit falls back too, saying how long it waited")
  func timeout() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", replies: [.noAnswer])
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    _ = await LiveCLIRun.run(["search", "--offline", "dune"], home: home)  // the catalog, first
    let run = await LiveCLIRun.run(
      ["search", "--format", "table", "dune"], home: home,
      environment: [
        "BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": "k-1",
        "BOOKSHELF_TIMEOUT": "0.5",
      ])
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "bookshelf: warning: Kakao did not answer within 0.5 seconds; showing results from the local catalog\n"
    )
    #expect(run.stdout.contains("Dune (Dune Chronicles #1)"))
    #expect(server.requests.count == 1)
    // The client gave up after the 0.5 s it was given, not the default 10 s.
    let waits = await server.unansweredWaits(atLeast: 1)
    #expect(waits.count == 1)
    #expect(waits.allSatisfy { $0 >= .milliseconds(450) && $0 < .seconds(5) })
  }

  @Test("the line in Korean, with the particle the provider's name needs")
  func korean() async throws {
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let refused = try refusedEndpoint()
    _ = await LiveCLIRun.run(["search", "--format", "table", "--offline", "dune"], home: home)
    let run = await LiveCLIRun.run(
      ["search", "--format", "table", "--provider", "kakao", "dune"], home: home,
      environment: ["BOOKSHELF_KAKAO_URL": refused, "KAKAO_REST_API_KEY": "k-1", "LANG": "ko_KR.UTF-8"])
    #expect(run.status == 0)
    #expect(run.stderr == "bookshelf: 경고: 카카오에 연결할 수 없어 로컬 카탈로그의 검색 결과를 보여 줍니다\n")
    let offline = await LiveCLIRun.run(
      ["search", "--format", "table", "--offline", "--provider", "aladin", "dune"], home: home,
      environment: ["ALADIN_TTB_KEY": "t-1", "LANG": "ko_KR.UTF-8"])
    #expect(
      offline.stderr
        == "bookshelf: 경고: 오프라인 모드(--offline 또는 BOOKSHELF_OFFLINE)라서 알라딘을 요청하지 않고 로컬 카탈로그의 검색 결과를 보여 줍니다\n"
    )
  }

  @Test(
    "a missing key (exit 3), a server error (exit 1) and a refused redirect are not covered up; no catalog is made"
  )
  func notCoveredUp() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/search.json", status: 503, headers: ["Retry-After": "0"], body: Data("busy".utf8))
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let key = await LiveCLIRun.run(
      ["search", "--format", "table", "--provider", "kakao", "dune"], home: home,
      environment: ["BOOKSHELF_KAKAO_URL": try refusedEndpoint()])
    #expect(key.status == 3)
    #expect(
      key.stderr
        == "bookshelf: error: Kakao needs an API key: set KAKAO_REST_API_KEY or add it to the config file.\n")
    let busy = await LiveCLIRun.run(
      ["search", "--format", "table", "dune"], home: home,
      environment: ["BOOKSHELF_OPEN_LIBRARY_URL": server.baseURL.absoluteString])
    #expect(busy.status == 1)
    #expect(busy.stderr == "bookshelf: error: Open Library is having trouble (HTTP 503); try again later.\n")
    #expect(!FileManager.default.fileExists(atPath: LiveCLIRun.catalogPath(in: home)))
  }

  @Test("when the local catalog cannot answer either, the provider's own failure is the error")
  func localFailsToo() async throws {
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let data = home.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data("not a database, just text that is long enough to be read as a header".utf8).write(
      to: data.appendingPathComponent("catalog.sqlite"))
    let run = await LiveCLIRun.run(
      ["search", "--format", "table", "dune"], home: home,
      environment: ["BOOKSHELF_OPEN_LIBRARY_URL": try refusedEndpoint()])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "bookshelf: error: Could not reach Open Library: could not connect to the server (URLError -1004). Check your network connection.\n"
    )
  }
}
