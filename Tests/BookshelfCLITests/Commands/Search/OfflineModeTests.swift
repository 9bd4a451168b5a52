import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

/// `--offline` / `BOOKSHELF_OFFLINE=1` on the real composition root: not one request reaches a
/// loopback server given as every provider's endpoint.
@Suite("offline mode: no request at all")
struct OfflineModeTests {
  /// A server answering every provider's paths (it must see none of them).
  func server() throws -> LoopbackServer {
    let server = try LoopbackServer()
    let empty = Data(
      "{\"documents\":[],\"meta\":{\"total_count\":0,\"pageable_count\":0,\"is_end\":true}}".utf8)
    for path in ["/v3/search/book", "/search.json", "/books/v1/volumes", "/ttb/api/ItemSearch.aspx"] {
      server.route(path, body: empty)
    }
    return server
  }

  /// Every provider's endpoint at `server`, with keys, so any request would be made.
  func endpoints(_ server: LoopbackServer, _ extra: [String: String] = [:]) -> [String: String] {
    let base = server.baseURL.absoluteString
    var environment = [
      "BOOKSHELF_KAKAO_URL": base, "BOOKSHELF_ALADIN_URL": base, "BOOKSHELF_GOOGLE_BOOKS_URL": base,
      "BOOKSHELF_OPEN_LIBRARY_URL": base, "KAKAO_REST_API_KEY": "kakao-key", "ALADIN_TTB_KEY": "ttb-key",
    ]
    environment.merge(extra) { $1 }
    return environment
  }

  func temporaryHome() throws -> URL {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bookshelf-offline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }

  @Test(
    "search --offline --provider P asks nothing and answers from the starter catalog",
    arguments: ["kakao", "openlibrary", "google", "aladin"])
  func searchNamedProvider(provider: String) async throws {
    let server = try server()
    defer { server.stop() }
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = await LiveCLIRun.run(
      ["search", "--format", "table", "--offline", "--provider", provider, "dune"], home: home,
      environment: endpoints(server))
    #expect(server.requests.isEmpty)
    #expect(run.status == 0)
    let name = ProviderID(rawValue: provider)?.displayName ?? provider
    #expect(
      run.stderr
        == "bookshelf: warning: offline (--offline or BOOKSHELF_OFFLINE): \(name) was not asked; showing results from the starter catalog (goodbooks-10k by Zygmunt Zając, 10,000 books), copied into a new local catalog\n"
    )
    #expect(run.stdout.hasPrefix("15 books · page 1 · Local catalog\n"))
    #expect(run.stdout.contains("Dune (Dune Chronicles #1)"))
  }

  @Test(
    "BOOKSHELF_OFFLINE=1: the default provider stays (Kakao, its key set), asks nothing, and the local catalog answers with one line"
  )
  func environmentVariable() async throws {
    let server = try server()
    defer { server.stop() }
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = await LiveCLIRun.run(
      ["search", "--json", "dune"], home: home, environment: endpoints(server, ["BOOKSHELF_OFFLINE": "1"]))
    #expect(server.requests.isEmpty)
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "bookshelf: warning: offline (--offline or BOOKSHELF_OFFLINE): Kakao was not asked; showing results from the starter catalog (goodbooks-10k by Zygmunt Zając, 10,000 books), copied into a new local catalog\n"
    )
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["provider"] as? String == "local")
    let again = await LiveCLIRun.run(
      ["search", "--format", "table", "dune"], home: home,
      environment: endpoints(server, ["BOOKSHELF_OFFLINE": "yes"]))
    #expect(
      again.stderr
        == "bookshelf: warning: offline (--offline or BOOKSHELF_OFFLINE): Kakao was not asked; showing results from the local catalog\n"
    )
    #expect(server.requests.isEmpty)
  }

  @Test("search --offline with Kakao's key: a fresh cached Kakao answer is the answer, with no request")
  func offlineSearchAnsweredFromTheCache() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let page = """
      {"documents":[{"title":"미움받을 용기","authors":["기시미 이치로"],"publisher":"인플루엔셜",
      "isbn":"8996991341 9788996991342","datetime":"2014-11-17T00:00:00.000+09:00","price":14900,
      "sale_price":13410,"thumbnail":"","url":"","contents":"","status":"정상판매","translators":[]}],
      "meta":{"total_count":1,"pageable_count":1,"is_end":true}}
      """
    server.route("/v3/search/book", body: Data(page.utf8))
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let online = ["BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": "kakao-key"]
    let first = await LiveCLIRun.run(
      ["search", "--format", "table", "미움받을 용기"], home: home, environment: online)
    #expect(first.status == 0)
    #expect(server.requests.count == 1)
    let offline = await LiveCLIRun.run(
      ["search", "--format", "table", "--offline", "미움받을 용기"], home: home, environment: online)
    #expect(server.requests.count == 1)
    #expect(offline.status == 0)
    #expect(offline.stderr == "")
    #expect(offline.stdout.hasPrefix("1 book · page 1 · Kakao\n"))
    #expect(offline.stdout.contains("미움받을 용기"))
  }

  @Test("show --offline asks nothing: a provider's lookup fails naming offline mode (exit 1); local answers")
  func show() async throws {
    let server = try server()
    defer { server.stop() }
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let named = await LiveCLIRun.run(
      ["show", "--offline", "--provider", "kakao", "9780441172696"], home: home,
      environment: endpoints(server))
    #expect(named.status == 1)
    #expect(
      named.stderr
        == "bookshelf: error: Kakao was not asked: offline (--offline or BOOKSHELF_OFFLINE): no request made.\n"
    )
    let local = await LiveCLIRun.run(
      ["show", "--offline", "9780441172696"], home: home, environment: endpoints(server))
    #expect(local.status == 0)
    #expect(local.stdout.hasPrefix("Dune Messiah (Dune Chronicles #2)\n"))
    #expect(local.stderr.hasPrefix("bookshelf: searching the starter catalog"))
    let korean = await LiveCLIRun.run(
      ["show", "--provider", "kakao", "9780441172696"], home: home,
      environment: endpoints(server, ["BOOKSHELF_OFFLINE": "1", "LANG": "ko_KR.UTF-8"]))
    #expect(korean.stderr == "bookshelf: 오류: 오프라인 모드라서(--offline 또는 BOOKSHELF_OFFLINE) 카카오에 요청하지 않았습니다.\n")
    #expect(server.requests.isEmpty)
  }

  @Test("save --offline of a book the local catalog has saves it without a request")
  func save() async throws {
    let server = try server()
    defer { server.stop() }
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = await LiveCLIRun.run(
      ["save", "--offline", "9780441172696"], home: home, environment: endpoints(server))
    #expect(run.status == 0)
    #expect(run.stdout.contains("Dune Messiah"))
    #expect(server.requests.isEmpty)
  }
}
