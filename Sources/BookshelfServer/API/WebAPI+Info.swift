import BookshelfCore
import BookshelfPresentation

extension WebAPI {
  /// `GET /api/messages`: `{"language": "en"|"ko", "messages": {key: text}}`, the page's words.
  func messages(_ c: APIContext) -> ServerResponse {
    .json(MessagesDocument(language: c.language.rawValue, messages: WebPageText.table(in: c.language)))
  }

  /// `GET /api/providers`: each provider choice, its name in the request's language, whether
  /// it can be used now and, when not, why (`ServerServices.unavailability`: the error a
  /// search with it would give, localized); and the default.
  func providers(_ c: APIContext) -> ServerResponse {
    let list = services.providers.map { choice -> ProviderDocument.Provider in
      let name =
        switch choice {
        case .provider(let id): id.displayName(in: c.language)
        case .all: c.language == .korean ? "모든 제공처" : "All providers"
        }
      guard let error = services.unavailability(choice) else {
        return .init(id: choice.name, name: name, available: true, reason: nil)
      }
      return .init(
        id: choice.name, name: name, available: false,
        reason: APIErrorMapping.failure(for: error).message.text(in: c.language))
    }
    return .json(ProviderDocument(providers: list, defaultProvider: services.defaultProvider.name))
  }

  /// `GET /api/catalog/stats`: the local catalog's counts without its path; 404 `no_catalog`.
  func catalogStatistics(_ c: APIContext) async throws -> ServerResponse {
    guard let statistics = try await services.catalogStatistics() else {
      throw APIFailure(status: 404, code: "no_catalog", message: WebAPIMessage.noCatalog)
    }
    return .json(
      CatalogDocument(
        rows: statistics.rows, searchableRows: statistics.searchableRows,
        rowsBySource: statistics.rowsBySource,
        fileSize: statistics.fileSize, attribution: statistics.attribution))
  }

  /// `GET /api/stats`: `ReadingStatistics` of the whole shelf in the user's time zone.
  func readingStatistics(_ c: APIContext) async throws -> ServerResponse {
    let entries = try await services.shelf.entries(matching: ShelfFilter(), sortedBy: .added)
    return .json(ReadingStatistics(entries: entries, timeZone: services.timeZone))
  }
}

/// The body of `GET /api/messages`.
struct MessagesDocument: Encodable {
  let language: String
  let messages: [String: String]
}

/// The body of `GET /api/providers`.
struct ProviderDocument: Encodable {
  struct Provider: Encodable {
    let id: String
    let name: String
    let available: Bool
    let reason: String?

    enum CodingKeys: String, CodingKey { case id, name, available, reason }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(id, forKey: .id)
      try c.encode(name, forKey: .name)
      try c.encode(available, forKey: .available)
      try c.encode(reason, forKey: .reason)
    }
  }
  let providers: [Provider]
  let defaultProvider: String
}

/// The body of `GET /api/catalog/stats`.
struct CatalogDocument: Encodable {
  let rows: Int
  let searchableRows: Int
  let rowsBySource: [String: Int]
  let fileSize: Int
  let attribution: [DataAttribution]
}
