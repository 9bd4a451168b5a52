import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfServer

@Suite struct APIShelfEditTests {
  private func harness() -> (APIHarness, InMemoryShelfStore) {
    let shelf = InMemoryShelfStore(entries: APIShelfTests.entries, now: { APIHarness.fixedNow })
    return (APIHarness(shelf: shelf), shelf)
  }

  @Test func patchChangesOnlyTheNamedFields() async throws {
    let (harness, shelf) = harness()
    let response = await harness.call(
      "PATCH", "/api/shelf/9788996991342",
      body:
        ##"{"status":"read","rating":5,"addTags":["#재독"],"removeTags":["추천"],"noteAppend":"다 읽음","finishedAt":"2025-11-30"}"##
    )
    #expect(response.status == 200)
    let entry = response.object["entry"] as? [String: Any]
    #expect(entry?["status"] as? String == "read")
    #expect(entry?["rating"] as? Int == 5)
    #expect(entry?["tags"] as? [String] == ["심리", "재독"])
    #expect(entry?["note"] as? String == "두 번째 읽는 중\n다 읽음")
    #expect(entry?["finishedAt"] as? String == "2025-11-29T15:00:00Z")  // midnight in Seoul
    let saved = try await shelf.entry(forKey: "9788996991342")
    #expect(saved?.book == APIBooks.korean)
    #expect(saved?.addedAt == APIHarness.fixedNow)
  }

  @Test func nullClearsAFieldAndTagsReplace() async throws {
    let (harness, shelf) = harness()
    let response = await harness.call(
      "PATCH", "/api/shelf/kakao%3A8996991341%209788996991342",
      body: #"{"rating":null,"note":null,"tags":["하나","둘"],"startedAt":"2025-11-01T09:30:00.250Z"}"#)
    #expect(response.status == 200)
    let saved = try await shelf.entry(forKey: "9788996991342")
    #expect(saved?.rating == nil)
    #expect(saved?.note == nil)
    #expect(saved?.tags == ["하나", "둘"])
    #expect(saved?.startedAt == Date(timeIntervalSince1970: 1_761_989_400.25))
    #expect(saved?.status == .reading)
  }

  @Test func editsByAnotherProgramBetweenTwoPatchesAreKept() async throws {
    let (harness, shelf) = harness()
    _ = await harness.call("PATCH", "/api/shelf/9788996991342", body: #"{"addTags":["web"]}"#)
    // The CLI adds a tag and a note meanwhile.
    try await shelf.apply(
      ShelfEdit(addTags: ["cli"], note: .set("from the CLI")), toKey: "9788996991342", addingIfMissing: nil)
    let response = await harness.call("PATCH", "/api/shelf/9788996991342", body: #"{"rating":2}"#)
    #expect(response.status == 200)
    let saved = try await shelf.entry(forKey: "9788996991342")
    #expect(saved?.tags == ["심리", "추천", "web", "cli"])
    #expect(saved?.note == "from the CLI")
    #expect(saved?.rating == 2)
  }

  @Test(arguments: [
    (#"{"pages":3}"#, 400, "bad_request"), (#"{"status":"done"}"#, 400, "invalid_status"),
    (#"{"rating":6}"#, 400, "invalid_rating"), (#"{"rating":"5"}"#, 400, "bad_request"),
    (#"{"rating":4.5}"#, 400, "bad_request"), (#"{"addTags":"x"}"#, 400, "bad_request"),
    (#"{"startedAt":"yesterday"}"#, 400, "bad_request"),
    (#"{"finishedAt":"2025-02-30"}"#, 400, "bad_request"),
    (#"{"status":"read""#, 400, "bad_json"),
  ])
  func aBadEditIsRefusedAndNothingChanges(body: String, status: Int, code: String) async throws {
    let (harness, shelf) = harness()
    let before = shelf.allEntries
    let response = await harness.call("PATCH", "/api/shelf/9788996991342", body: body)
    #expect(response.status == status)
    #expect(response.errorCode == code)
    #expect(shelf.allEntries == before)
  }

  @Test func aFinishBeforeTheStartIsRefusedNamingBothDays() async throws {
    let (harness, shelf) = harness()
    let before = try await shelf.entry(forKey: "9788996991342")
    let both = await harness.call(
      "PATCH", "/api/shelf/9788996991342", headers: ["accept-language": "ko"],
      body: #"{"startedAt":"2025-11-20","finishedAt":"2025-11-10"}"#)
    #expect(both.status == 400)
    #expect(both.errorCode == "invalid_input")
    #expect(both.errorMessage == "다 읽은 날짜(2025-11-10)가 읽기 시작한 날짜(2025-11-20)보다 이릅니다. 아무것도 바뀌지 않았습니다.")
    #expect(try await shelf.entry(forKey: "9788996991342") == before)
    // A start date saved earlier (by any program) counts.
    #expect(
      await harness.call("PATCH", "/api/shelf/9788996991342", body: #"{"startedAt":"2025-11-20"}"#).status
        == 200)
    let finish = await harness.call(
      "PATCH", "/api/shelf/9788996991342", body: #"{"status":"read","finishedAt":"2025-11-19"}"#)
    #expect(finish.status == 400)
    #expect(
      finish.errorMessage
        == "The finish date 2025-11-19 is earlier than the start date 2025-11-20; nothing was changed.")
    #expect(try await shelf.entry(forKey: "9788996991342")?.status == before?.status)
    #expect(
      await harness.call("PATCH", "/api/shelf/9788996991342", body: #"{"finishedAt":"2025-11-20"}"#).status
        == 200)
  }

  @Test(arguments: [#"{"note":null,"noteAppend":"x"}"#, #"{"note":"a","noteAppend":"x"}"#])
  func noteAndNoteAppendTogetherConflict(body: String) async throws {
    let (harness, shelf) = harness()
    let before = try await shelf.entry(forKey: "9788996991342")
    let response = await harness.call("PATCH", "/api/shelf/9788996991342", body: body)
    #expect(response.status == 400)
    #expect(response.errorCode == "bad_request")
    #expect(response.errorMessage == "\"note\" and \"noteAppend\" cannot be used together.")
    #expect(try await shelf.entry(forKey: "9788996991342") == before)
  }

  @Test func anUnknownFieldIsNamed() async {
    let (harness, _) = harness()
    let response = await harness.call("PATCH", "/api/shelf/9788996991342", body: #"{"pages":3}"#)
    #expect(response.errorMessage == "\"pages\" is not a field that can be changed.")
  }

  @Test func patchingABookNotOnTheShelfIs404() async {
    let (harness, shelf) = harness()
    let response = await harness.call("PATCH", "/api/shelf/9780306406157", body: #"{"rating":3}"#)
    #expect(response.status == 404)
    #expect(response.errorCode == "not_on_shelf")
    #expect(shelf.allEntries.count == 3)
  }

  @Test func deleteRemovesAndAnswersTheRemovedEntry() async {
    let (harness, shelf) = harness()
    let response = await harness.call("DELETE", "/api/shelf/openlibrary%3AOL123W")
    #expect(response.status == 200)
    #expect((response.object["removed"] as? [String: Any])?["id"] as? String == "openlibrary:OL123W")
    #expect(shelf.allEntries.count == 2)
    let again = await harness.call(
      "DELETE", "/api/shelf/openlibrary%3AOL123W", headers: ["accept-language": "ko"])
    #expect(again.status == 404)
    #expect(again.errorCode == "not_on_shelf")
    #expect(again.errorMessage == "openlibrary:OL123W은(는) 책장에 없습니다.")
  }

  @Test func undoWithNothingRemovedIs404NothingToUndo() async {
    let response = await APIHarness().call("POST", "/api/shelf/undo")
    #expect(response.status == 404)
    #expect(response.errorCode == "nothing_to_undo")
  }

  @Test func undoBringsBackTheLastRemovalWithEveryField() async throws {
    let shelf = UndoableShelf(InMemoryShelfStore(entries: APIShelfTests.entries))
    let harness = APIHarness(shelf: shelf)
    _ = await harness.call("DELETE", "/api/shelf/9780441013593")
    _ = await harness.call("DELETE", "/api/shelf/9788996991342")
    let undone = await harness.call("POST", "/api/shelf/undo")
    #expect(undone.status == 200)
    #expect((undone.object["restored"] as? [String: Any])?["id"] as? String == "9788996991342")
    #expect(try await shelf.entry(forKey: "9788996991342") == APIShelfTests.entries[0])
    let second = await harness.call("POST", "/api/shelf/undo")
    #expect((second.object["restored"] as? [String: Any])?["note"] is NSNull)
    #expect(try await shelf.entry(forKey: "9780441013593") == APIShelfTests.entries[1])
    #expect(await harness.call("POST", "/api/shelf/undo").errorCode == "nothing_to_undo")
  }
}
