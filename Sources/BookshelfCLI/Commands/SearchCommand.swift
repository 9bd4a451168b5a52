import BookshelfCore
import BookshelfPresentation
import BookshelfProviders

/// `bookshelf search <query…> [--provider P] [--field F] [--sort S] [--page N] [--size N] [--json]`
enum SearchCommand {
  static let spec = CommandSpec(
    name: "search",
    options: [
      "--provider": .value, "--field": .value, "--sort": .value, "--page": .value, "--size": .value,
      "--json": .flag,
    ])

  static let command = Command(spec: spec, help: .helpSearch) { arguments, context in
    let query = try makeQuery(arguments, language: context.language)
    let choice = try BookLookup.providerChoice(arguments, context: context)
    let page: BookPage
    switch choice {
    case .provider(let provider):
      page = try await context.environment.makeSearcher(provider).search(query)
      try checkWithinTotal(page, query: query, provider: provider)
    case .all:
      let federated = try makeFederated(context.environment)
      let result = try await federated.search(query)
      for failure in result.failures {
        context.warn(
          LocalizedMessage(
            .providerFailedWarning,
            [
              "provider": failure.provider.displayName(in: context.language),
              "message": ErrorLine.text(failure.error, in: context.language),
            ]
          ))
      }
      page = result.page
    }
    if arguments.has("--json") {
      context.process.stdout.write(
        try JSONOutput.text(SearchJSON(query: query, provider: choice.name, page: page)))
    } else {
      printHuman(page, query: query, choice: choice, context: context)
    }
  }

  /// The validated query from the positionals and options.
  /// - Throws: `.emptyQuery`, `.queryTooLong`, `.unknownField`, `.unknownSort`, usage errors.
  static func makeQuery(_ arguments: ParsedArguments, language: Language) throws(BookshelfError) -> BookQuery
  {
    let text = arguments.positionals.joined(separator: " ")
    var field = SearchField.any
    if let name = arguments.value("--field") {
      guard let parsed = SearchField(rawValue: name.lowercased()), parsed != .any else {
        throw .unknownField(name)
      }
      field = parsed
    }
    var sort = SearchSort.relevance
    if let name = arguments.value("--sort") {
      guard let parsed = SearchSort(rawValue: name.lowercased()) else { throw .unknownSort(name) }
      sort = parsed
    }
    let page =
      try ArgumentParser.integer(arguments.value("--page"), option: "--page", spec: spec, language: language)
      ?? 1
    let size =
      try ArgumentParser.integer(arguments.value("--size"), option: "--size", spec: spec, language: language)
      ?? BookQuery.defaultPageSize
    return try BookQuery(text: text, field: field, sort: sort, page: page, pageSize: size)
  }

  /// Refuses a page past the last one by an exact total (`ceil(totalCount / pageSize)`): a
  /// provider may repeat an earlier page there (Open Library does), which must not be printed
  /// as page N. No total (nothing found) stays "no books found".
  /// - Throws: `.pageOutOfRange` naming the last page.
  static func checkWithinTotal(_ page: BookPage, query: BookQuery, provider: ProviderID)
    throws(BookshelfError)
  {
    guard query.page > 1, page.totalCount > 0, let last = page.lastPageByTotalCount, query.page > last else {
      return
    }
    throw .pageOutOfRange(provider: provider, page: query.page, lastPage: last)
  }

  /// The federated search over every available provider.
  /// - Throws: `.missingAPIKey` only when no provider at all can be built.
  static func makeFederated(_ environment: AppEnvironment) throws(BookshelfError) -> FederatedSearch {
    var sources: [any BookSearching] = []
    var firstError: BookshelfError?
    for provider in environment.availableProviders {
      do throws(BookshelfError) {
        sources.append(try environment.makeSearcher(provider))
      } catch {
        firstError = firstError ?? error
      }
    }
    if sources.isEmpty, let firstError { throw firstError }
    return FederatedSearch(sources: sources, timeLimit: environment.federatedTimeLimit)
  }

  static func printHuman(_ page: BookPage, query: BookQuery, choice: ProviderChoice, context: CommandContext)
  {
    let language = context.language
    guard !page.books.isEmpty else {
      context.say(LocalizedMessage(.noResults, ["query": query.text]))
      return
    }
    let providerName: String
    switch choice {
    case .provider(let provider): providerName = provider.displayName(in: language)
    case .all: providerName = language == .korean ? "모든 제공자" : "all providers"
    }
    context.printFormatted(
      context.style.dim(
        TerminalText.message(
          LocalizedMessage(
            page.totalCount == 1
              ? .resultsSummaryOne
              : page.totalCountIsApproximate ? .resultsSummaryApproximate : .resultsSummary,
            ["total": Formatting.count(page.totalCount), "page": "\(page.page)", "provider": providerName]),
          in: language)))
    let table = BookTable(width: context.process.terminalWidth, language: language, style: context.style)
    // Saturating: a page size is whatever `--size` said (adapters clamp only their request).
    let first = SafeNumber.saturatingSum(SafeNumber.saturatingProduct(page.page - 1, page.pageSize), 1)
    for line in table.lines(for: page.books, firstNumber: first) {
      context.printFormatted(line)
    }
  }
}
