import Foundation

/// Pretty JSON with sorted keys (a stable order for diffs and tests), unescaped slashes and a
/// final newline, as every `--json` output prints it.
enum JSONOutput {
  static func text(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}
