import Foundation

/// What Google's partial-response parameter (`fields=`) leaves of a JSON body, for tests and
/// benchmarks that start from recorded full responses.
///
/// Grammar (the subset Bookshelf sends): a comma-separated list of field names, each optionally
/// followed by a parenthesized sub-selection, e.g. `totalItems,items(id,volumeInfo(title))`.
/// A selection applied to an array applies to each of its elements; a selected field that is
/// absent stays absent; fields not selected are removed.
public enum PartialResponse {
  /// A parsed selection.
  public struct Selection: Sendable, Equatable {
    /// Field name → its sub-selection (nil: the whole value).
    public var fields: [String: Selection?]
  }

  /// Parses `fields`.
  /// - Returns: nil for unbalanced parentheses or an empty name.
  public static func parse(_ fields: String) -> Selection? {
    var characters = Substring(fields)
    guard let selection = parseList(&characters), characters.isEmpty else { return nil }
    return selection
  }

  private static func parseList(_ text: inout Substring) -> Selection? {
    var result = Selection(fields: [:])
    while true {
      let name = text.prefix { $0 != "," && $0 != "(" && $0 != ")" }
      guard !name.isEmpty else { return nil }
      text = text.dropFirst(name.count)
      var sub: Selection?
      if text.first == "(" {
        text = text.dropFirst()
        guard let inner = parseList(&text), text.first == ")" else { return nil }
        text = text.dropFirst()
        sub = inner
      }
      result.fields[String(name)] = sub
      guard text.first == "," else { return result }
      text = text.dropFirst()
    }
  }

  /// `value` (a `JSONSerialization` tree) with only `selection` kept.
  public static func apply(_ selection: Selection, to value: Any) -> Any {
    if let array = value as? [Any] { return array.map { apply(selection, to: $0) } }
    guard let object = value as? [String: Any] else { return value }
    var kept: [String: Any] = [:]
    for (name, sub) in selection.fields {
      guard let field = object[name] else { continue }
      kept[name] = sub.map { apply($0, to: field) } ?? field
    }
    return kept
  }

  /// The JSON `body` as Google sends it for `fields`.
  /// - Throws: when `body` is not JSON or `fields` does not parse.
  public static func apply(fields: String, toJSON body: Data) throws -> Data {
    guard let selection = parse(fields) else {
      throw CocoaError(.formatting, userInfo: [NSDebugDescriptionErrorKey: "bad fields: \(fields)"])
    }
    let tree = try JSONSerialization.jsonObject(with: body)
    return try JSONSerialization.data(
      withJSONObject: apply(selection, to: tree), options: [.withoutEscapingSlashes])
  }
}
