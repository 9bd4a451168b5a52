import BookshelfCore
import Foundation

/// Pretty JSON with sorted keys (a stable order for diffs and tests), unescaped slashes and a
/// final newline, as every `--json` output prints it.
enum JSONOutput {
  static func text(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }

  /// The search document as `text(_:)` prints any value, written by
  /// `SearchJSON.jsonBytes(pretty:)`, which gives the same bytes without `JSONEncoder`.
  static func text(_ document: SearchJSON) throws -> String {
    String(decoding: try document.jsonBytes(pretty: true), as: UTF8.self) + "\n"
  }
}
