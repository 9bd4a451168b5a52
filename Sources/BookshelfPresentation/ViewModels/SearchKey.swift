import BookshelfCore

/// What makes two searches the same search: trimmed text, field, sort and provider.
/// A response is applied only while its key is the current one.
struct SearchKey: Sendable, Hashable {
  /// The query text, trimmed, never empty.
  var text: String
  var field: SearchField
  var sort: SearchSort
  var provider: ProviderChoice

  /// True when the text is made only of Hangul compatibility jamo (U+3131–U+318E, e.g. `ㅎ`,
  /// `ㅁㅇ`) and white space: letters on their way to a syllable, or initials, which no online
  /// provider answers usefully. A syllable typed as conjoining jamo (U+1100–U+11FF, the NFD form
  /// of `한`) is a syllable, not this.
  var isCompatibilityJamoOnly: Bool {
    var jamo = false
    for scalar in text.unicodeScalars {
      if (0x3131...0x318E).contains(scalar.value) {
        jamo = true
      } else if !scalar.properties.isWhitespace {
        return false
      }
    }
    return jamo
  }

  /// False for a jamo-only text on an online source (any provider but the local catalog, or
  /// every provider at once): typing does not send it; Enter does.
  var isSentWhileTyping: Bool {
    provider == .provider(.local) || !isCompatibilityJamoOnly
  }
}
