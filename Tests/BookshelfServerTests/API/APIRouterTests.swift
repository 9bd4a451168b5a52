import BookshelfTestSupport
import Testing

@testable import BookshelfServer

@Suite struct APIRouterTests {
  @Test func anUnknownPathUnderAPIIs404NotFound() async {
    let response = await APIHarness().call("GET", "/api/nothing/here")
    #expect(response.status == 404)
    #expect(response.errorCode == "not_found")
    #expect(response.errorMessage == "There is nothing at this address.")
  }

  @Test func aKnownPathWithAnotherMethodIs405WithAllow() async {
    let harness = APIHarness()
    let search = await harness.call("POST", "/api/search")
    #expect(search.status == 405)
    #expect(search.errorCode == "method_not_allowed")
    #expect(search.header("Allow") == "GET, HEAD, OPTIONS")
    let shelfKey = await harness.call("GET", "/api/shelf/9788996991342")
    #expect(shelfKey.status == 405)
    #expect(shelfKey.header("Allow") == "PUT, PATCH, DELETE, OPTIONS")
  }

  @Test func literalSegmentsWinOverTheIdParameter() async {
    let harness = APIHarness()
    let undo = await harness.call("DELETE", "/api/shelf/undo")
    #expect(undo.status == 405)
    #expect(undo.header("Allow") == "POST, OPTIONS")
    let export = await harness.call("PUT", "/api/shelf/export")
    #expect(export.header("Allow") == "GET, HEAD, OPTIONS")
  }

  @Test func optionsAnswers204WithAllowAndHeadIsGetsWholeResponse() async {
    let harness = APIHarness()
    let options = await harness.call("OPTIONS", "/api/shelf/undo")
    #expect(options.status == 204)
    #expect(options.header("Allow") == "POST, OPTIONS")
    // The engine leaves HEAD's body out on the wire; the API gives GET's so that
    // Content-Length is GET's.
    for path in ["/api/messages", "/api/shelf", "/api/shelf/export"] {
      let get = await harness.call("GET", path)
      let head = await harness.call("HEAD", path)
      #expect(head.status == 200)
      #expect(!get.body.isEmpty)
      #expect(head.body == get.body)
      #expect(head.header("Content-Type") == get.header("Content-Type"))
    }
  }

  @Test func pathSegmentsArePercentDecodedAsUTF8() {
    #expect(
      APIRouter.decodedSegments("/api/books/kakao%3A8996991341%209788996991342")
        == ["api", "books", "kakao:8996991341 9788996991342"])
    #expect(APIRouter.decodedSegments("/api/books/%ED%95%9C") == ["api", "books", "한"])
    #expect(
      APIRouter.decodedSegments("/api/books/openlibrary:OL123W") == ["api", "books", "openlibrary:OL123W"])
  }

  @Test(arguments: ["/api/books/%zz", "/api/books/%E", "/api/books/%FF%FE", "/api/books/a%00b", "api/books"])
  func aMalformedPathIs400BadPath(path: String) async {
    #expect(APIRouter.decodedSegments(path) == nil)
    let response = await APIHarness().call("GET", path)
    #expect(response.status == 400)
    #expect(response.errorCode == "bad_path")
  }

  @Test func anEmptyIdSegmentMatchesNoRoute() async {
    let response = await APIHarness().call("GET", "/api/books/")
    #expect(response.status == 404)
    #expect(response.errorCode == "not_found")
  }
}
