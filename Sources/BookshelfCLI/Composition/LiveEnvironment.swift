import BookshelfCore
import BookshelfProviders
import BookshelfStore
import Foundation

extension AppEnvironment {
  /// The composition root of the real program: builds the HTTP client and the adapters from
  /// the configuration. Nothing else in the program creates a provider or a client.
  public static func live(configuration: Configuration, language: Language) throws(BookshelfError)
    -> AppEnvironment
  {
    let catalogPath = CatalogCommand.catalogPath(configuration)
    let hasCatalog = FileManager.default.fileExists(atPath: catalogPath)
    return AppEnvironment(
      configuration: configuration, language: language,
      makeSearcher: { provider throws(BookshelfError) in
        if provider == .local {
          guard hasCatalog else {
            throw BookshelfError.file(
              path: catalogPath, reason: MessageTable.template(for: .catalogMissing, in: language))
          }
          return try LocalCatalogProvider(path: catalogPath, readOnly: true)
        }
        throw BookshelfError.missingAPIKey(provider, variable: Configuration.keyVariables[provider] ?? "")
      },
      availableProviders: hasCatalog ? [.local] : [])
  }
}
