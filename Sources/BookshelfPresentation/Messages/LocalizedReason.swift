import BookshelfCore

/// Translates the fixed English reasons our own code writes into a `BookshelfError` reason
/// (`it is not UTF-8 text (line 2)`, `the server's name could not be resolved (URLError
/// -1003)`, `no title`, …) into the user's language.
///
/// The reasons travel as English text (the stores and the HTTP layer do not know the
/// language); each one has a `MessageKey` whose English template is exactly that text, with
/// `{placeholders}` for the variable parts. `localize` finds the template the reason matches,
/// takes the placeholder values from it and renders the same key in `language`. Text that
/// matches no template (a system's or an API's own message) is returned unchanged, and so is
/// every reason in English, byte for byte.
public enum LocalizedReason {
  /// The keys whose English templates are reasons, tried in this order (the first match wins).
  public static let keys: [MessageKey] = MessageKey.allCases.filter { $0.rawValue.hasPrefix("reason") }

  /// `reason` in `language`: the matching reason template rendered in `language` (a nested
  /// `{reason}` value is translated too), else `reason` itself. English returns `reason`.
  public static func localize(_ reason: String, in language: Language) -> String {
    guard language != .english else { return reason }
    for key in keys {
      let template = Template(MessageTable.template(for: key, in: .english))
      guard var values = template.match(reason) else { continue }
      if let nested = values["reason"] { values["reason"] = localize(nested, in: language) }
      return LocalizedMessage(key, values).text(in: language)
    }
    return reason
  }

  /// A template split into literal text and `{name}` placeholders.
  struct Template {
    enum Part: Equatable {
      case literal(String)
      case placeholder(String)
    }
    let parts: [Part]

    init(_ text: String) {
      var parts: [Part] = []
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "{"),
        let close = rest[open...].firstIndex(of: "}")
      {
        if open > rest.startIndex { parts.append(.literal(String(rest[..<open]))) }
        parts.append(.placeholder(String(rest[rest.index(after: open)..<close])))
        rest = rest[rest.index(after: close)...]
      }
      if !rest.isEmpty { parts.append(.literal(String(rest))) }
      self.parts = parts
    }

    /// The placeholder values when `text` is this template with each placeholder replaced by
    /// non-empty text; nil otherwise.
    func match(_ text: String) -> [String: String]? {
      var values: [String: String] = [:]
      return match(Substring(text), from: 0, values: &values) ? values : nil
    }

    private func match(_ text: Substring, from index: Int, values: inout [String: String]) -> Bool {
      guard index < parts.count else { return text.isEmpty }
      switch parts[index] {
      case .literal(let literal):
        guard text.hasPrefix(literal) else { return false }
        return match(text.dropFirst(literal.count), from: index + 1, values: &values)
      case .placeholder(let name):
        guard !text.isEmpty else { return false }
        guard index + 1 < parts.count else {
          values[name] = String(text)
          return true
        }
        // Try every split point, shortest value first.
        var end = text.index(after: text.startIndex)
        while true {
          values[name] = String(text[..<end])
          if match(text[end...], from: index + 1, values: &values) { return true }
          guard end < text.endIndex else { break }
          end = text.index(after: end)
        }
        values[name] = nil
        return false
      }
    }
  }
}
