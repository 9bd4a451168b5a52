import BookshelfCore

/// The language of user-facing text.
public enum Language: String, Sendable, Hashable, CaseIterable {
  case english = "en"
  case korean = "ko"

  /// Korean when the first set of `LC_ALL`, `LC_MESSAGES`, `LANG` starts with `ko`
  /// (POSIX precedence: an empty variable counts as unset), English otherwise.
  public static func from(environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        return value.lowercased().hasPrefix("ko") ? .korean : .english
      }
    }
    return .english
  }
}
