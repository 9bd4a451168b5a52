import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `bookshelf search --provider naver --field author|publisher` on the real composition root,
/// against a loopback server answering with the recorded Naver page.
@Suite("search --provider naver --field author|publisher")
struct NaverFieldCommandTests {
  @Test(
    "the field goes to book_adv.json as d_auth / d_publ, and the books are listed",
    arguments: [("author", "d_auth"), ("publisher", "d_publ")])
  func detailedSearch(field: String, parameter: String) async throws {
    guard
      let file = SharedData.fixtureFiles("naver").first(where: {
        $0.lastPathComponent == "book-json-search-3-items-2024-format.json"
      })
    else {
      print(SharedData.skipMessage(for: "fixtures/naver"))
      return
    }
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v1/search/book_adv.json", body: try Data(contentsOf: file))
    let home = try BookshelfBinary.temporaryHome()
    let run = await LiveCLIRun.run(
      ["search", "--provider", "naver", "--field", field, "--json", "한강"], home: home,
      environment: [
        "BOOKSHELF_NAVER_URL": server.baseURL.absoluteString, "NAVER_CLIENT_ID": "id-1",
        "NAVER_CLIENT_SECRET": "secret-1",
      ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"9791193059258\""))
    #expect(
      server.requests.map(\.target) == [
        "/v1/search/book_adv.json?\(parameter)=%ED%95%9C%EA%B0%95&display=10&start=1&sort=sim"
      ])
  }
}
