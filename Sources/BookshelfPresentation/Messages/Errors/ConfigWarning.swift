/// A config file setting that is read but not used, printed as a warning (the command still
/// runs): a misspelled or unknown key.
public enum ConfigWarning: BilingualText, Equatable {
  /// The file at `file` has `key` (a dotted path, e.g. `cache.coverMB`), which Bookshelf does
  /// not know; `suggestion` is the closest known key at that level, if any.
  case unknownKey(String, file: String, suggestion: String?)

  /// The text in English.
  public var english: String {
    switch self {
    case .unknownKey(let key, let file, let suggestion):
      "\(file): unknown key \"\(key)\", ignored" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .unknownKey(let key, let file, let suggestion):
      "\(file): 알 수 없는 키 \(KoreanParticle.topic.after("\"\(key)\"")) 무시합니다"
        + (suggestion.map { " (혹시 \"\($0)\"인가요?)" } ?? "")
    }
  }
}
