import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfServer

@Suite struct APIShelfTests {
  static let day = 86_400.0
  static let entries = [
    ShelfEntry(
      book: APIBooks.korean, status: .reading, rating: 4, tags: ["심리", "추천"], note: "두 번째 읽는 중",
      addedAt: APIHarness.fixedNow),
    ShelfEntry(
      book: SampleBooks.book("kakao:2", title: "Dune", authors: ["Frank Herbert"], isbn13: "9780441013593"),
      status: .read, rating: 5, tags: ["SF"], addedAt: APIHarness.fixedNow.addingTimeInterval(-day)),
    ShelfEntry(
      book: APIBooks.hostile, status: .want, addedAt: APIHarness.fixedNow.addingTimeInterval(-2 * day)),
  ]

  private func ids(_ response: ServerResponse) -> [String] {
    (response.object["entries"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }

  @Test func theShelfIsListedFilteredAndSorted() async {
    let harness = APIHarness(shelf: InMemoryShelfStore(entries: Self.entries))
    let all = await harness.call("GET", "/api/shelf")
    #expect(all.status == 200)
    #expect(ids(all) == ["9788996991342", "9780441013593", "openlibrary:OL123W"])
    #expect(
      ids(await harness.call("GET", "/api/shelf", query: [("sort", "title")])).first == "openlibrary:OL123W")
    #expect(
      ids(await harness.call("GET", "/api/shelf", query: [("sort", "rating")])) == [
        "9780441013593", "9788996991342", "openlibrary:OL123W",
      ])
    #expect(ids(await harness.call("GET", "/api/shelf", query: [("status", "read")])) == ["9780441013593"])
    #expect(ids(await harness.call("GET", "/api/shelf", query: [("tag", "추천")])) == ["9788996991342"])
  }

  @Test func qMatchesTitleAuthorsTagsAndNoteIgnoringCaseAndNormalization() async {
    let harness = APIHarness(shelf: InMemoryShelfStore(entries: Self.entries))
    func q(_ text: String) async -> [String] {
      ids(await harness.call("GET", "/api/shelf", query: [("q", text)]))
    }
    #expect(await q("dUNE") == ["9780441013593"])
    #expect(await q("herbert") == ["9780441013593"])
    #expect(await q("sf") == ["9780441013593"])
    #expect(await q("두 번째") == ["9788996991342"])
    #expect(await q("용기".decomposedStringWithCanonicalMapping) == ["9788996991342"])
    #expect(await q("<img") == ["openlibrary:OL123W"])
    #expect(await q("nothing") == [])
  }

  @Test(arguments: [("status", "done"), ("sort", "price")])
  func aBadShelfParameterIs400(name: String, value: String) async {
    let response = await APIHarness().call("GET", "/api/shelf", query: [(name, value)])
    #expect(response.status == 400)
    #expect(response.errorCode == (name == "status" ? "invalid_status" : "bad_request"))
  }

  @Test func putSavesANewBookWith201ThenAnswers200() async throws {
    let shelf = InMemoryShelfStore()
    let harness = APIHarness(shelf: shelf)
    let body = try #"{"book":"# + String(decoding: JSONEncoder().encode(APIBooks.korean), as: UTF8.self) + "}"
    let created = await harness.call("PUT", "/api/shelf/9788996991342", body: body)
    #expect(created.status == 201)
    let entry = created.object["entry"] as? [String: Any]
    #expect(entry?["id"] as? String == "9788996991342")
    #expect(entry?["status"] as? String == "want")
    #expect(entry?["addedAt"] as? String == "2025-12-01T00:00:00Z")
    #expect(try await shelf.entry(forKey: "9788996991342")?.book == APIBooks.korean)
    let again = await harness.call("PUT", "/api/shelf/kakao%3A8996991341%209788996991342", body: body)
    #expect(again.status == 200)
    #expect(shelf.allEntries.count == 1)
  }

  @Test func putKeepsTheReadersFieldsOfASavedBook() async throws {
    let shelf = InMemoryShelfStore(entries: Self.entries)
    var book = APIBooks.korean
    book.description = "새 설명"
    let body = try #"{"book":"# + String(decoding: JSONEncoder().encode(book), as: UTF8.self) + "}"
    let response = await APIHarness(shelf: shelf).call("PUT", "/api/shelf/9788996991342", body: body)
    #expect(response.status == 200)
    let saved = try await shelf.entry(forKey: "9788996991342")
    #expect(saved?.book.description == "새 설명")
    #expect(saved?.tags == ["심리", "추천"])
    #expect(saved?.rating == 4)
    #expect(saved?.note == "두 번째 읽는 중")
  }

  @Test func putDropsImpossibleNumbersAndURLsThatAreNotHTTP() async throws {
    let shelf = InMemoryShelfStore()
    let body = #"""
      {"book":{"id":"x:1","title":"T","source":"x","averageRating":1e300,"ratingsCount":-4,
      "thumbnailURL":"javascript:alert(1)","detailURL":"data:text/html,<script>alert(1)</script>"}}
      """#
    let response = await APIHarness(shelf: shelf).call("PUT", "/api/shelf/x%3A1", body: body)
    #expect(response.status == 201)
    let book = try await shelf.entry(forKey: "x:1")?.book
    #expect(book?.averageRating == nil)
    #expect(book?.ratingsCount == nil)
    #expect(book?.thumbnailURL == nil)
    #expect(book?.detailURL == nil)
    let file =
      #"{"book":{"id":"x:2","title":"T","source":"x","thumbnailURL":"file:///etc/passwd","detailURL":"https://example.org/b"}}"#
    _ = await APIHarness(shelf: shelf).call("PUT", "/api/shelf/x%3A2", body: file)
    let second = try await shelf.entry(forKey: "x:2")?.book
    #expect(second?.thumbnailURL == nil)
    #expect(second?.detailURL?.absoluteString == "https://example.org/b")
  }

  @Test(arguments: [
    ("{not json", 400, "bad_json"), ("", 400, "bad_json"), ("[1]", 400, "bad_request"),
    (#"{"book":{"id":"x:1","title":7,"source":"x"}}"#, 400, "bad_request"),
    (#"{"book":{"id":"x:1","source":"x"}}"#, 400, "bad_request"),
    (#"{"book":{"id":"x:1","title":"  ","source":"x"}}"#, 400, "invalid_input"),
    (#"{"book":{"id":"x:1","title":"T","source":"x","isbn13":"9788996991343"}}"#, 400, "invalid_input"),
    (#"{"book":{"id":"x:9","title":"T","source":"x"}}"#, 409, "id_mismatch"),
  ])
  func aBadSaveIsRefusedAndNothingIsWritten(body: String, status: Int, code: String) async {
    let shelf = InMemoryShelfStore()
    let response = await APIHarness(shelf: shelf).call("PUT", "/api/shelf/x%3A1", body: body)
    #expect(response.status == status)
    #expect(response.errorCode == code)
    #expect(shelf.writeCount == 0)
  }

  @Test func aWrongTypeNamesTheField() async {
    let body = #"{"book":{"id":"x:1","title":7,"source":"x"}}"#
    let response = await APIHarness().call("PUT", "/api/shelf/x%3A1", body: body)
    #expect(response.errorMessage == "\"book.title\" has a wrong type or value.")
  }

  @Test func aTooLongTextIsRefusedNamingTheField() async {
    let body = #"{"book":{"id":"x:1","title":"\#(String(repeating: "a", count: 2_049))","source":"x"}}"#
    let response = await APIHarness().call("PUT", "/api/shelf/x%3A1", body: body)
    #expect(response.status == 400)
    #expect(response.errorCode == "text_too_long")
    #expect(response.errorMessage == "\"title\" is too long: 2049 bytes, at most 2048 are allowed.")
  }
}
