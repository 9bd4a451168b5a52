import BookshelfCore
import BookshelfPresentation

/// An error as the CLI prints it: one line in the user's language, the hint of a missing key
/// or a discontinued provider naming the environment variable to set, made safe for a
/// terminal (provider text, file names and the user's input may hold control characters).
enum ErrorLine {
  /// `error` in `language`; `configuration` (when loaded) tells which of Naver's two
  /// variables is missing.
  static func text(_ error: BookshelfError, in language: Language, configuration: Configuration? = nil)
    -> String
  {
    TerminalText.line(
      error.text(in: language) { Configuration.variable(for: $0, configuration: configuration) })
  }
}

extension Configuration {
  /// The environment variable that sets `setting`: a provider's key (`KAKAO_REST_API_KEY`;
  /// for Naver the client id, or the secret when the id is configured and the secret is not)
  /// or endpoint (`BOOKSHELF_NAVER_URL`).
  static func variable(for setting: ProviderSetting, configuration: Configuration?) -> String? {
    switch setting {
    case .key(.naver):
      configuration.map { $0.keys[.naver] != nil && $0.naverClientSecret == nil } == true
        ? "NAVER_CLIENT_SECRET" : keyVariables[.naver]
    case .key(let provider): keyVariables[provider]
    case .endpoint(let provider): endpointVariables[provider]
    }
  }
}
