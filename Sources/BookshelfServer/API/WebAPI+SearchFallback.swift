import BookshelfCore
import BookshelfPresentation

/// The search document with the key a fallback adds: `"fallback": {"from": P, "message": M}`,
/// where `from` is the provider that could not be reached (`ProviderID` raw value) and
/// `message` the line `bookshelf search` writes to standard error in the same case, in the
/// request's language.
struct FallbackSearchJSON: Encodable {
  struct Fallback: Encodable {
    let from: String
    let message: String
  }
  let document: SearchJSON
  let fallback: Fallback

  enum CodingKeys: String, CodingKey { case fallback }

  func encode(to encoder: any Encoder) throws {
    try document.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fallback, forKey: .fallback)
  }
}

extension WebAPI {
  /// What `GET /api/search` found: the page, the provider that answered, and the fallback
  /// when the local catalog answered instead of `provider`.
  struct SearchOutcome {
    let page: BookPage
    let provider: ProviderChoice
    let fallback: FallbackSearchJSON.Fallback?
  }

  /// The page of `choice` for `query`, or the local catalog's when the provider cannot be
  /// reached, by the CLI's rule (`OfflineMessage.fallback(after:shown:)`, as `SearchFallback`
  /// applies it): the resolver makes the local catalog from the starter catalog when there is
  /// none, and the line says so (`catalogStatistics` nil before, rows after).
  /// - Throws: the provider's error when it is not a network failure, time limit or offline
  ///   mode, or when the local catalog cannot answer either (then the provider's error).
  func searchWithFallback(_ query: BookQuery, choice: ProviderChoice, language: Language) async throws
    -> SearchOutcome
  {
    guard case .provider(let provider) = choice, provider != .local else {
      return SearchOutcome(
        page: try await services.searcher(choice).search(query), provider: choice, fallback: nil)
    }
    do {
      let page = try await services.searcher(choice).search(query)
      return SearchOutcome(page: page, provider: choice, fallback: nil)
    } catch let failure as BookshelfError {
      guard OfflineMessage.fallsBack(after: failure) else { throw failure }
      let page: BookPage
      let shown: OfflineMessage.Shown
      do {
        let existed = (try? await services.catalogStatistics()) != nil
        page = try await services.searcher(.provider(.local)).search(query)
        let made = existed ? nil : try? await services.catalogStatistics()
        shown = made.map { .starterCatalog(books: $0.rows) } ?? .localCatalog
      } catch {
        throw failure
      }
      guard let line = OfflineMessage.fallback(after: failure, shown: shown) else { throw failure }
      return SearchOutcome(
        page: page, provider: .provider(.local),
        fallback: .init(from: provider.rawValue, message: line.text(in: language)))
    }
  }
}
