import Foundation
import Testing

@testable import BookshelfServer

/// `docs/web-api.openapi.json` stays true: the same routes as the router, every error code the
/// API can answer listed.
@Suite struct OpenAPIDocumentTests {
  static var document: [String: Any] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let data = (try? Data(contentsOf: root.appendingPathComponent("docs/web-api.openapi.json"))) ?? Data()
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
  }

  @Test func theSearchDocumentListsTheCorrectedQuery() {
    let schemas = (Self.document["components"] as? [String: Any])?["schemas"] as? [String: Any]
    let search = (schemas?["SearchDocument"] as? [String: Any])?["properties"] as? [String: Any]
    #expect((search?["correctedQuery"] as? [String: Any])?["type"] as? String == "string")
  }

  @Test func theEntryAndEditSchemasHaveTheFieldsTheAPIWritesAndReads() {
    let schemas = (Self.document["components"] as? [String: Any])?["schemas"] as? [String: Any]
    func properties(_ name: String) -> Set<String> {
      Set(((schemas?[name] as? [String: Any])?["properties"] as? [String: Any] ?? [:]).keys)
    }
    #expect(properties("ShelfEntry") == Set(EntryJSON.CodingKeys.allCases.map(\.stringValue)))
    #expect(properties("ShelfEdit") == Set(ShelfEditBody.fields))
    let progress = ((schemas?["ShelfEdit"] as? [String: Any])?["properties"] as? [String: Any])?["progress"]
    #expect((progress as? [String: Any])?["type"] as? [String] == ["string", "null"])
  }

  @Test func itIsOpenAPI31() {
    #expect(Self.document["openapi"] as? String == "3.1.0")
  }

  @Test func itsPathsAndMethodsAreTheRoutersRouteTable() {
    let paths = Self.document["paths"] as? [String: [String: Any]] ?? [:]
    let documented = Set(
      paths.flatMap { path, operations in operations.keys.map { "\($0.uppercased()) \(path)" } })
    let routed = Set(WebAPI.routes.map { "\($0.method) \($0.pattern)" })
    #expect(routed.count == WebAPI.routes.count)
    #expect(documented == routed)
  }

  @Test func everyErrorCodeTheAPICanAnswerIsListed() throws {
    let schemas = (Self.document["components"] as? [String: Any])?["schemas"] as? [String: Any]
    let error =
      ((schemas?["Error"] as? [String: Any])?["properties"] as? [String: Any])?["error"] as? [String: Any]
    let code = (error?["properties"] as? [String: Any])?["code"] as? [String: Any]
    let listed = Set(code?["enum"] as? [String] ?? [])
    var answered = Set(APIErrorMappingTests.cases.map(\.2))
    answered.formUnion([
      "not_found", "method_not_allowed", "bad_path", "bad_json", "bad_request", "id_mismatch", "no_cover",
      "nothing_to_undo", "no_catalog", "internal",
    ])
    #expect(answered.subtracting(listed).isEmpty, "\(answered.subtracting(listed))")
    let text = try #require(
      String(data: JSONSerialization.data(withJSONObject: Self.document), encoding: .utf8))
    for code in answered { #expect(text.contains("`\(code)`"), "\(code) is not described by any route") }
  }
}
