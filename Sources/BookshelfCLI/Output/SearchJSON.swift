import BookshelfCore
import Foundation

/// Pretty JSON with sorted keys (a stable order for diffs and tests), unescaped slashes and a
/// final newline, as every `--json` output prints it. An empty array or object is written
/// `[]` / `{}` wherever it stands (Foundation pretty-prints them as `[\n\n]`).
enum JSONOutput {
  static func text(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return compactEmpty(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
  }

  /// `text` with every `[`/`{` followed by only line breaks and spaces and then its closing
  /// bracket written as `[]`/`{}`. Brackets inside strings are left alone.
  static func compactEmpty(_ text: String) -> String {
    guard text.contains("[\n") || text.contains("{\n") else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    let bytes = Array(text.utf8)
    var index = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      out.append(byte)
      index += 1
      if inString {
        if byte == UInt8(ascii: "\\"), index < bytes.count {
          out.append(bytes[index])
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: " ") {
          end += 1
        }
        let closing = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        if end > index, end < bytes.count, bytes[end] == closing {
          out.append(closing)
          index = end + 1
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The search document as `text(_:)` prints any value, written by
  /// `SearchJSON.jsonBytes(pretty:)`, which gives the same bytes without `JSONEncoder`
  /// (empty arrays, such as a page without books or a book without translators, as `[]`).
  static func text(_ document: SearchJSON) throws -> String {
    compactEmpty(String(decoding: try document.jsonBytes(pretty: true), as: UTF8.self)) + "\n"
  }
}
