import BookshelfCore

/// Why an action on a screen failed: a `BookshelfError`, or any other error shown as
/// `Something went wrong: …` (its description is all there is to say about it).
public enum FailureMessage: Localizable, Equatable {
  /// A failure the app knows.
  case error(BookshelfError)
  /// Anything else, by its description.
  case unexpected(detail: String)

  /// `error` as a `BookshelfError` when it is one, else by its description.
  public init(_ error: any Error) {
    if let known = error as? BookshelfError {
      self = .error(known)
    } else {
      self = .unexpected(detail: String(describing: error))
    }
  }

  /// This message in `language`, one line.
  public func text(in language: Language) -> String {
    text(in: language, setting: { _ in nil })
  }

  /// This message in `language`; `setting` names the environment variable in the hint of a
  /// failure about a provider's key or endpoint (see `BookshelfError.text(in:setting:)`).
  public func text(in language: Language, setting: (ProviderSetting) -> String?) -> String {
    switch self {
    case .error(let error): error.text(in: language, setting: setting)
    case .unexpected(let detail):
      switch language {
      case .english: "Something went wrong: \(detail)"
      case .korean: "문제가 생겼습니다: \(detail)"
      }
    }
  }
}
