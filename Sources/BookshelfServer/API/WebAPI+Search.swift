import BookshelfCore
import BookshelfPresentation

extension WebAPI {
  /// The largest page size asked of a source (`size` above it asks for this many; every
  /// adapter clamps to its own maximum, which is lower).
  static let maximumPageSize = 100

  /// `GET /api/search?q=&provider=&field=&sort=&page=&size=`: the `search --json` document.
  /// Validated as `bookshelf search` validates its options (`BookQuery`,
  /// `SearchRequestRules`); the page size defaults to 20 (the page's grid). The books are
  /// remembered for `/api/books/{id}`. When the provider cannot be reached the local catalog
  /// answers, as the CLI's search does (`searchWithFallback`), with a `fallback` key.
  func search(_ c: APIContext) async throws -> ServerResponse {
    let request = c.request
    let choice = try providerChoice(request.queryValue("provider"))
    let field = try request.queryValue("field").flatMap(Self.nonEmpty).map(SearchRequestRules.field) ?? .any
    let sort = try Self.choice(request.queryValue("sort"), parameter: "sort", default: SearchSort.relevance)
    let page = try request.queryValue("page").flatMap(Self.nonEmpty).map(Self.pageNumber) ?? 1
    let size = try request.queryValue("size").flatMap(Self.nonEmpty).map(Self.pageSize) ?? 20
    let query = try BookQuery(
      typed: request.queryValue("q") ?? "", field: field, sort: sort, page: page,
      pageSize: min(size, Self.maximumPageSize))
    let outcome = try await searchWithFallback(query, choice: choice, language: c.language)
    if case .provider(let provider) = outcome.provider {
      try SearchRequestRules.checkWithinTotal(outcome.page, query: query, provider: provider)
    }
    recentBooks.remember(outcome.page.books)
    let document = SearchJSON(query: query, provider: outcome.provider.name, page: outcome.page)
    guard let fallback = outcome.fallback else { return .json { try document.jsonBytes() } }
    return .json(FallbackSearchJSON(document: document, fallback: fallback))
  }

  /// The provider named `text` (`ProviderID` raw value or `all`), else the default.
  /// - Throws: `.unknownProvider`.
  func providerChoice(_ text: String?) throws(BookshelfError) -> ProviderChoice {
    guard let text = text.flatMap(Self.nonEmpty) else { return services.defaultProvider }
    guard let choice = ProviderChoice(name: text.lowercased()) else { throw .unknownProvider(text) }
    return choice
  }

  /// `text` unless it is empty or blank.
  static func nonEmpty(_ text: String) -> String? {
    text.trimmingWhitespace().isEmpty ? nil : text.trimmingWhitespace()
  }

  /// A page number as `--page` reads it: digits (a leading `-` allowed, refused by
  /// `BookQuery`); anything else, or a number too large for `Int`, is `.invalidPage`.
  static func pageNumber(_ text: String) throws(BookshelfError) -> Int {
    guard let number = integer(text) else { throw .invalidPage(text) }
    return number
  }

  /// A page size as `--size` reads it: a number too large for `Int` asks for the largest page.
  /// - Throws: `APIFailure` `bad_request` for text that is not a number.
  static func pageSize(_ text: String) throws(APIFailure) -> Int {
    let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .badRequest(.badField("size"))
    }
    return Int(text) ?? (text.hasPrefix("-") ? Int.min : Int.max)
  }

  private static func integer(_ text: String) -> Int? {
    let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }

  /// One of `Choice`'s raw values (any letter case), `fallback` when absent or empty.
  /// - Throws: `APIFailure` `bad_request` naming the parameter and the choices.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ text: String?, parameter: String, default fallback: Choice
  ) throws(APIFailure) -> Choice where Choice.RawValue == String {
    guard let text = text.flatMap(nonEmpty) else { return fallback }
    guard let value = Choice(rawValue: text.lowercased()) else {
      throw .badRequest(
        .unknownChoice(parameter: parameter, value: text, choices: Choice.allCases.map(\.rawValue)))
    }
    return value
  }
}
