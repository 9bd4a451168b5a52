import Foundation
import Testing

@testable import BookshelfCore

/// The reference for `SearchJSON.jsonBytes(pretty:)`: the document through `JSONEncoder` with
/// the options of the web API (`ServerResponse.json`) and of `search --json` (`JSONOutput`).
enum SearchJSONOracle {
  static func foundation(_ document: SearchJSON, pretty: Bool) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return [UInt8](try encoder.encode(document))
  }

  /// Expects both encoders to write the same bytes for `page`, compact and pretty; on a
  /// difference, the first differing offset with some text around it.
  static func expectSameBytes(
    _ page: BookPage, query: String = "q", provider: String = "local", _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let document = SearchJSON(query: try BookQuery(text: query), provider: provider, page: page)
    for pretty in [false, true] {
      let expected = try foundation(document, pretty: pretty)
      let written = try document.jsonBytes(pretty: pretty)
      #expect(
        written == expected, "\(label) pretty=\(pretty): \(firstDifference(written, expected))",
        sourceLocation: sourceLocation)
    }
  }

  static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String {
    guard a != b else { return "same" }
    let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    func around(_ bytes: [UInt8]) -> String {
      String(decoding: bytes[max(0, index - 60)..<min(bytes.count, index + 60)], as: UTF8.self)
    }
    return "byte \(index) of \(a.count)/\(b.count): written …\(around(a))… expected …\(around(b))…"
  }
}
