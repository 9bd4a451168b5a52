import BookshelfCore
import BookshelfPresentation
import BookshelfProviders

/// `bookshelf search <query…> [--provider P] [--field F] [--sort S] [--page N] [--size N] [--json]`
enum SearchCommand {
  /// `--field F`: `title`, `author`, `publisher` or `isbn`; else `.unknownField` (exit 2).
  static let field = Option("--field", value: HelpWord("F")) {
    (name, _) throws(BookshelfError) -> SearchField in try SearchRequestRules.field(name)
  }

  /// `--sort S`: `relevance` or `latest`; else `UsageError.unknownChoice` (exit 2), worded
  /// as the shelf's `--sort`.
  static let sort = CommonOptions.choice(
    "--sort", value: HelpWord("S"), kind: .sortOrder, of: SearchSort.self)

  static let spec = CommandSpec(
    name: "search",
    positional: Positional(name: HelpWord(english: "<query…>", korean: "<검색어…>"), arity: .any),
    options: [
      OptionEntry(CommonOptions.provider, .searchProvider), OptionEntry(field, .field),
      OptionEntry(sort, .searchSort), OptionEntry(CommonOptions.page, .page),
      OptionEntry(CommonOptions.size, .size), OptionEntry(CommonOptions.json, .searchJSON),
      OptionEntry(CommonOptions.offline, .offline),
      OptionEntry(OutputFormat.option, .searchFormat), OptionEntry(long, .searchLong),
    ])

  /// `--long`: the table shows each book's id (`BookTable.showsIDs`).
  static let long = Flag("--long")

  static let command = Command(spec: spec, help: .search) { arguments, context in
    let query = try makeQuery(arguments)
    let format = try OutputFormat.chosen(arguments, process: context.process)
    var choice = try BookLookup.providerChoice(arguments, context: context, offlineUsesLocal: false)
    let page: BookPage
    switch choice {
    case .provider(let asked):
      // The local catalog answers when the provider cannot be reached (SearchFallback).
      let (found, provider) = try await SearchFallback.search(query, provider: asked, context: context)
      page = found
      choice = .provider(provider)
      try checkWithinTotal(page, query: query, provider: provider)
      context.noteCachedAnswer(page.cachedAnswer)
    case .all:
      let result = try await context.environment.federatedSearch().searchWithFailures(query)
      for failure in result.failures {
        context.warn(SearchResultsMessage.providerSkipped(failure.provider, failure.error))
      }
      page = result.page
      context.noteCachedAnswer(page.cachedAnswer)
    }
    // Remembered before printing, so the rows on screen are the ones `show 3` names.
    LastSearch.remember(page, query: query, provider: choice.name, context: context)
    context.noteRelaxation(page.relaxation)
    switch format {
    case .json:
      context.process.stdout.write(
        try JSONOutput.text(SearchJSON(query: query, provider: choice.name, page: page)))
    case .tsv:
      if page.books.isEmpty { context.note(SearchMessage.noResults(query: query.text)) }
      for line in BookTSV.lines(
        for: page.books, firstNumber: LastSearch.firstRow(of: page), language: context.language)
      {
        context.printFormatted(line)
      }
    case .table:
      printHuman(page, query: query, choice: choice, showsIDs: arguments.isSet(long), context: context)
    }
  }

  /// The validated query from the positionals and options.
  /// - Throws: `BookshelfError` `.emptyQuery`, `.queryTooLong`, `.unknownField`,
  ///   `.invalidPage`, `.invalidPageSize`; `UsageError.invalidNumber`, `.unknownChoice`.
  static func makeQuery(_ arguments: ParsedArguments) throws -> BookQuery {
    let text = arguments.positionals.joined(separator: " ")
    let field = try arguments.value(field) ?? .any
    let sort = try arguments.value(sort) ?? .relevance
    let page = try arguments.value(CommonOptions.page) ?? 1
    let size = try arguments.value(CommonOptions.size) ?? BookQuery.defaultPageSize
    return try BookQuery(typed: text, field: field, sort: sort, page: page, pageSize: size)
  }

  /// `SearchRequestRules.checkWithinTotal` (shared with the web API's search).
  static func checkWithinTotal(_ page: BookPage, query: BookQuery, provider: ProviderID)
    throws(BookshelfError)
  {
    try SearchRequestRules.checkWithinTotal(page, query: query, provider: provider)
  }

  static func printHuman(
    _ page: BookPage, query: BookQuery, choice: ProviderChoice, showsIDs: Bool = false,
    context: CommandContext
  ) {
    let language = context.language
    guard !page.books.isEmpty else {
      context.say(SearchMessage.noResults(query: query.text))
      return
    }
    let summary = SearchResultsMessage.summary(
      total: page.totalCount, page: page.page, source: choice, approximate: page.totalCountIsApproximate)
    context.printFormatted(context.style.dim(TerminalText.message(summary, in: language)))
    let table = BookTable(
      width: context.process.terminalWidth, language: language, style: context.style, showsIDs: showsIDs)
    for line in table.lines(for: page.books, firstNumber: LastSearch.firstRow(of: page)) {
      context.printFormatted(line)
    }
  }
}
