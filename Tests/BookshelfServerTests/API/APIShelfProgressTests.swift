import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfServer

/// Reading progress through the web API: the entry JSON carries it as its text, PATCH sets it
/// (`"120/350"`, `"40%"`) or clears it (`null`) under ReadingProgress's own rules.
@Suite struct APIShelfProgressTests {
  private func harness() -> (APIHarness, InMemoryShelfStore) {
    let shelf = InMemoryShelfStore(entries: APIShelfTests.entries, now: { APIHarness.fixedNow })
    return (APIHarness(shelf: shelf), shelf)
  }

  @Test func theEntryJSONCarriesProgressAsTextOrNull() async throws {
    let (harness, shelf) = harness()
    let before = await harness.call("GET", "/api/books/9788996991342")
    #expect((before.object["entry"] as? [String: Any])?["progress"] is NSNull)
    try await shelf.apply(
      ShelfEdit(progress: .set(.pages(read: 120, total: 350))), toKey: "9788996991342", addingIfMissing: nil)
    let after = await harness.call("GET", "/api/books/9788996991342")
    #expect((after.object["entry"] as? [String: Any])?["progress"] as? String == "120/350")
    let list = await harness.call("GET", "/api/shelf")
    let listed = (list.object["entries"] as? [[String: Any]] ?? []).first {
      $0["id"] as? String == "9788996991342"
    }
    #expect(listed?["progress"] as? String == "120/350")
  }

  @Test(arguments: [
    (#"{"progress":"120/350"}"#, ReadingProgress.pages(read: 120, total: 350)),
    (#"{"progress":" 40 % "}"#, .percent(40)),
    (#"{"progress":"0/1"}"#, .pages(read: 0, total: 1)),
  ])
  func patchSetsProgress(body: String, expected: ReadingProgress) async throws {
    let (harness, shelf) = harness()
    let response = await harness.call("PATCH", "/api/shelf/9788996991342", body: body)
    #expect(response.status == 200)
    #expect((response.object["entry"] as? [String: Any])?["progress"] as? String == expected.description)
    let saved = try await shelf.entry(forKey: "9788996991342")
    #expect(saved?.progress == expected)
    #expect(saved?.tags == APIShelfTests.entries[0].tags)
  }

  @Test func nullClearsProgress() async throws {
    let (harness, shelf) = harness()
    try await shelf.apply(
      ShelfEdit(progress: .set(.percent(40))), toKey: "9788996991342", addingIfMissing: nil)
    let response = await harness.call("PATCH", "/api/shelf/9788996991342", body: #"{"progress":null}"#)
    #expect(response.status == 200)
    #expect((response.object["entry"] as? [String: Any])?["progress"] is NSNull)
    #expect(try await shelf.entry(forKey: "9788996991342")?.progress == nil)
  }

  @Test(arguments: [
    (#"{"progress":"351/350"}"#, "invalid_progress"), (#"{"progress":"101%"}"#, "invalid_progress"),
    (#"{"progress":"1/0"}"#, "invalid_progress"), (#"{"progress":"half"}"#, "invalid_progress"),
    (#"{"progress":""}"#, "invalid_progress"), (#"{"progress":40}"#, "bad_request"),
  ])
  func aBadProgressIsRefusedAndNothingChanges(body: String, code: String) async throws {
    let (harness, shelf) = harness()
    let before = shelf.allEntries
    let response = await harness.call("PATCH", "/api/shelf/9788996991342", body: body)
    #expect(response.status == 400)
    #expect(response.errorCode == code)
    #expect(shelf.allEntries == before)
  }

  @Test func theRefusalSaysWhatAProgressLooksLikeInKorean() async {
    let (harness, _) = harness()
    let response = await harness.call(
      "PATCH", "/api/shelf/9788996991342", headers: ["accept-language": "ko"],
      body: #"{"progress":"351/350"}"#)
    #expect(response.errorMessage == BookshelfError.invalidProgress("351/350").text(in: .korean))
  }
}
