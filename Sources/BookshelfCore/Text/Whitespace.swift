/// Whitespace, one rule for every layer: Unicode `White_Space` scalars (spaces, tabs, line
/// breaks, NBSP, U+3000, …). The byte loops (`CleanText.isClean`, `HTMLText.collapsedWhitespace`)
/// are details of this owner, pinned to the scalar definitions by `HTMLTextWhitespaceTests`.
extension String {
  /// The string without leading and trailing Unicode whitespace and newlines (itself, without
  /// a copy, when there is none).
  public func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
    return String(scalars[first...last])
  }

  /// Runs of whitespace (spaces, tabs, newlines) replaced by one space, ends trimmed. Markup
  /// and entities are kept (`TextFields.text` removes those too). Already collapsed text is
  /// returned as it is after one byte scan.
  public func collapsingWhitespace() -> String {
    if CleanText.isClean(self, allowingMarkup: true) { return self }
    return HTMLText.collapsedWhitespace(self)
  }

  /// The definition of `collapsingWhitespace()`, scalar by scalar (the reference of the tests).
  func collapsingWhitespaceScalars() -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    var pendingSpace = false
    for scalar in unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !out.isEmpty
      } else {
        if pendingSpace { out.unicodeScalars.append(" ") }
        pendingSpace = false
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension TextFields {
  /// `raw` with whitespace collapsed (`collapsingWhitespace()`), or nil for nil, `""` and
  /// whitespace-only values. Unlike `text(_:)`, tags and entities are kept as written (the text of
  /// files we import is not HTML).
  public static func collapsed(_ raw: String?) -> String? {
    guard let raw else { return nil }
    let collapsed = raw.collapsingWhitespace()
    return collapsed.isEmpty ? nil : collapsed
  }
}
