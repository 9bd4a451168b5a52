import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// A JSON import reads one element at a time: a file of millions of tiny elements, deep
/// nesting or a cancelled task cannot make it hold the whole array or run on.
@Suite("JSON import bounds")
struct JSONImportBoundsTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  func openStore() throws -> ShelfStore {
    try ShelfStore(path: dir.path("shelf.sqlite"), now: { Date(timeIntervalSince1970: 1_764_547_200) })
  }

  static let good =
    #"{"book": {"id": "9780306406157", "title": "Fine", "source": "kakao"}, "status": "want", "tags": [], "addedAt": "2024-01-01T00:00:00.000Z", "updatedAt": "2024-01-02T00:00:00.000Z"}"#

  /// `[1,1,…,1]` of `count` elements.
  static func ones(_ count: Int) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(count * 2 + 1)
    for index in 0..<count {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(UInt8(ascii: "1"))
    }
    bytes.append(UInt8(ascii: "]"))
    return bytes
  }

  @Test func eightMillionTinyElementsAreRefusedQuicklyAsTooMany() async throws {
    let store = try openStore()
    let body = Self.ones(8 * 1024 * 1024 - 10)
    #expect(body.count < 16 << 20)
    let start = ContinuousClock.now
    for partial in [false, true] {
      await #expect(
        throws: BookshelfError.invalidInput(
          what: .file(ShelfStore.uploadName), problem: .tooManyEntries(limit: JSONRowSource.entryLimit))
      ) { try await store.importData(body, format: .json, partial: partial) }
    }
    #expect(ContinuousClock.now - start < .seconds(4))
    #expect(try await store.count() == 0)
  }

  @Test func anElementThatIsNotAnObjectIsThatRowsError() async throws {
    let store = try openStore()
    let body = Array("[\(Self.good), 1, \"x\", null, [2]]".utf8)
    await #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: ShelfStore.uploadName, unit: .entry, number: 2), problem: .row(.wrongType("")))
    ) { try await store.importData(body, format: .json, partial: false) }
    #expect(try await store.count() == 0)
    let report = try await store.importData(body, format: .json, partial: true)
    #expect(report.added == 1)
    #expect(report.skipped == [2, 3, 4, 5].map { .init(line: $0, reason: .wrongType("")) })
  }

  @Test(arguments: [
    "[" + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "]",
    "[1,", "[1] 2", "{\"a\": [1]}", "",
  ])
  func aFileThatIsNotAShelfIsRefusedBeforeAnyRow(text: String) async throws {
    let store = try openStore()
    // After a good entry and a bad row: the file's shape is checked before any row is read.
    let afterRows =
      text.hasPrefix("[") ? Array("[\(Self.good), 7, \(text.dropFirst())".utf8) : Array(text.utf8)
    for bytes in [Array(text.utf8), afterRows] {
      for partial in [false, true] {
        await #expect(
          throws: BookshelfError.invalidInput(what: .file(ShelfStore.uploadName), problem: .notShelfJSON)
        ) { try await store.importData(bytes, format: .json, partial: partial) }
      }
    }
    #expect(try await store.count() == 0)
  }

  @Test(arguments: ["[1x]", "[1 2]", "[{\"book\": }]", "[\(JSONImportBoundsTests.good), tru]"])
  func anElementThatIsNotJSONRefusesTheFile(text: String) async throws {
    let store = try openStore()
    for partial in [false, true] {
      await #expect(
        throws: BookshelfError.invalidInput(what: .file(ShelfStore.uploadName), problem: .notShelfJSON)
      ) { try await store.importData(Array(text.utf8), format: .json, partial: partial) }
    }
    #expect(try await store.count() == 0)
  }

  @Test func aCancelledTaskStopsTheImportAndNothingIsSaved() async throws {
    let store = try openStore()
    let body = Array("[\(Self.good)]".utf8)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await store.importData(body, format: .json, partial: false)
    }
    await #expect(throws: BookshelfError.interrupted(signal: 0)) { try await task.value }
    #expect(try await store.count() == 0)
  }
}
