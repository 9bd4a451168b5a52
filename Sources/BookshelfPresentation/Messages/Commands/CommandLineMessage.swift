import BookshelfCore

/// The frame of every `bookshelf` command's messages on standard error.
public enum CommandLineMessage: BilingualText, Hashable {
  /// `error` in `bookshelf: error: …`.
  case errorPrefix
  /// `warning` in `bookshelf: warning: …`.
  case warningPrefix
  /// The config file at `path` holds API keys and other users can read it.
  case configFileExposed(path: String)
  /// The name of standard output where a file name would be (`bookshelf: error: standard
  /// output: …` when writing the results fails).
  case standardOutput

  /// The text in English.
  public var english: String {
    switch self {
    case .errorPrefix: "error"
    case .warningPrefix: "warning"
    case .configFileExposed(let path):
      "\(path) holds API keys but other users can read it; run 'chmod 600 \(path)'."
    case .standardOutput: "standard output"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .errorPrefix: "오류"
    case .warningPrefix: "경고"
    case .configFileExposed(let path):
      "\(path)에 API 키가 있는데 다른 사용자도 읽을 수 있습니다. 'chmod 600 \(path)' 명령을 실행하세요."
    case .standardOutput: "표준 출력"
    }
  }
}
