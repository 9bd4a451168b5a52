/// A setting that cannot be used (`BookshelfError.invalidConfiguration`): where it comes from
/// and what is wrong with it.
public struct ConfigProblem: Sendable, Equatable {
  /// Where the setting comes from.
  public var setting: ConfigSetting
  /// What is wrong with it.
  public var problem: Problem

  /// A problem with `setting`.
  public init(_ setting: ConfigSetting, _ problem: Problem) {
    self.setting = setting
    self.problem = problem
  }

  /// What is wrong with a setting.
  public enum Problem: Sendable, Equatable {
    /// `value` is not a number of seconds.
    case notSeconds(String)
    /// The timeout is not more than 0 and at most `maximum` seconds.
    case timeoutOutOfRange(maximum: Int)
    /// `value` is not a whole number of MiB in `range`.
    case notMebibytes(String, range: ClosedRange<Int>)
    /// `value` is not an http(s) base URL.
    case notBaseURL(String)
    /// The base URL cannot be used to build a request (shown, when given).
    case notUsableBaseURL(String?)
    /// `value` names no provider; `choices` are the names that do.
    case notAProvider(String, choices: [String])
    /// The file's `key` has the wrong type.
    case wrongType(key: String)
    /// The file is not JSON of the documented shape.
    case notDocumentedJSON
    /// The file cannot be read.
    case unreadable
    /// `value` is neither on (`1`, `true`, `yes`) nor off (`0`, `false`, `no`, empty): a
    /// switch such as `BOOKSHELF_OFFLINE`.
    case notOnOff(String)
    /// `value` is not a host name (letters, digits, `-` and `.`, optionally `:port`): a name
    /// of `serverHostNames` / `BOOKSHELF_SERVER_HOSTS`.
    case notHostName(String)
    /// The file is not JSON: its grammar breaks at this 1-based line and column.
    case invalidJSON(line: Int, column: Int)
    /// `readingGoal` is not a whole number of books from 1 to `maximum` (shown as written).
    case notReadingGoal(String, maximum: Int)
  }
}

/// Where a setting comes from.
public enum ConfigSetting: Sendable, Equatable {
  /// An environment variable (`BOOKSHELF_TIMEOUT`).
  case variable(String)
  /// A key of the config file (`timeoutSeconds` in the file at `path`).
  case key(String, file: String)
  /// The config file as a whole (its path).
  case file(String)
  /// A provider's base URL, as configured.
  case baseURL(String)
}
