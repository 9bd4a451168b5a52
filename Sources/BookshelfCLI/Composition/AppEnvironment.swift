import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import Foundation

/// Everything a command needs, built once by the composition root (`AppEnvironment.live`)
/// or by a test from fakes.
public struct AppEnvironment: Sendable {
  /// Keys, endpoints, paths.
  public var configuration: Configuration
  /// The language of messages.
  public var language: Language
  /// Builds the adapter for one provider.
  /// - Throws: `.missingAPIKey`, `.providerDiscontinued` (exit status 3).
  public var makeSearcher: @Sendable (ProviderID) throws(BookshelfError) -> any BookSearching
  /// Providers usable right now (keys set, endpoints given), in the order used by `all`.
  public var availableProviders: [ProviderID]
  /// Per-provider time limit of a federated search.
  public var federatedTimeLimit: Duration
  /// The user's time zone: Goodreads' day-only dates (`Date Read`) are days in it. `live`
  /// passes `TimeZone.current`; tests choose one (UTC unless given).
  public var timeZone: TimeZone

  public init(
    configuration: Configuration, language: Language,
    makeSearcher: @escaping @Sendable (ProviderID) throws(BookshelfError) -> any BookSearching,
    availableProviders: [ProviderID], federatedTimeLimit: Duration = .seconds(8),
    timeZone: TimeZone = TimeZone(identifier: "UTC")!
  ) {
    self.configuration = configuration
    self.language = language
    self.makeSearcher = makeSearcher
    self.availableProviders = availableProviders
    self.federatedTimeLimit = federatedTimeLimit
    self.timeZone = timeZone
  }

  /// The provider used when `--provider` is not given: the configured `defaultProvider`, else
  /// the first of kakao (key set), aladin (key set), openlibrary.
  /// - Throws: `.invalidConfiguration` (exit 3) when the configured name is not a provider.
  public func defaultProvider() throws(BookshelfError) -> ProviderChoice {
    if let name = configuration.defaultProvider {
      guard let choice = ProviderChoice(name: name.trimmingWhitespace().lowercased()) else {
        throw .invalidConfiguration(
          ConfigProblem(
            .key("defaultProvider", file: configuration.configFile.path),
            .notAProvider(BookshelfError.clip(name), choices: ProviderID.allCases.map(\.rawValue) + ["all"])))
      }
      return choice
    }
    if configuration.keys[.kakao] != nil { return .provider(.kakao) }
    if configuration.keys[.aladin] != nil { return .provider(.aladin) }
    return .provider(.openlibrary)
  }
}

extension ProviderChoice {
  /// `kakao`, `aladin`, `google`, `openlibrary`, `naver`, `local` or `all` (case-insensitive,
  /// surrounding spaces ignored).
  /// - Throws: `.unknownProvider` naming the input.
  static func parse(_ name: String) throws(BookshelfError) -> ProviderChoice {
    guard let choice = ProviderChoice(name: name.trimmingWhitespace().lowercased()) else {
      throw .unknownProvider(name)
    }
    return choice
  }
}
