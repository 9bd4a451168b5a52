import BookshelfCore
import BookshelfPresentation

/// `BOOKSHELF_OFFLINE`: whether the process runs offline (`Configuration.offline`; `--offline`
/// sets it too).
enum OfflineSetting {
  /// The environment variable.
  static let variable = "BOOKSHELF_OFFLINE"

  /// On for `1`, `true`, `yes`; off for `0`, `false`, `no`, empty or unset (any letter case,
  /// surrounding whitespace ignored).
  /// - Throws: `.invalidConfiguration` (`.notOnOff`, exit 3) for anything else.
  static func parse(_ text: String?) throws(BookshelfError) -> Bool {
    let value = (text ?? "").trimmingWhitespace().lowercased()
    switch value {
    case "1", "true", "yes": return true
    case "", "0", "false", "no": return false
    default:
      throw .invalidConfiguration(
        ConfigProblem(.variable(variable), .notOnOff(BookshelfError.clip(text ?? ""))))
    }
  }
}
