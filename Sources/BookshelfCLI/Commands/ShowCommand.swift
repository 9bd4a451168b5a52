import BookshelfCore
import BookshelfPresentation
import BookshelfProviders

/// `bookshelf show <isbn|id> [--provider P] [--json]`
enum ShowCommand {
  static let spec = CommandSpec(name: "show", options: ["--provider": .value, "--json": .flag])

  static let command = Command(spec: spec, help: .helpShow) { arguments, context in
    let language = context.language
    guard let target = arguments.positionals.first else {
      throw ArgumentParser.usage(
        .usageMissingArgument, ["command": "show", "argument": "<isbn|id>"], spec, language)
    }
    if arguments.positionals.count > 1 {
      throw ArgumentParser.usage(
        .usageExtraArgument, ["command": "show", "argument": arguments.positionals[1]], spec, language)
    }
    let isbn: ISBN
    do throws(ISBNError) {
      isbn = try ISBN(target)
    } catch {
      throw BookshelfError.invalidISBN(target, error)
    }
    let choice =
      try arguments.value("--provider").map { (name) throws(BookshelfError) in try ProviderChoice.parse(name)
      }
      ?? context.environment.defaultProvider()
    let found: Book?
    switch choice {
    case .provider(let provider):
      found = try await context.environment.makeSearcher(provider).lookup(isbn)
    case .all:
      let result = try await SearchCommand.makeFederated(context.environment).lookup(isbn)
      for failure in result.failures {
        context.warn(
          LocalizedMessage(
            .providerFailedWarning,
            ["provider": failure.provider.displayName, "message": failure.error.message(in: language)]
          ).text(in: language))
      }
      found = result.book
    }
    guard let book = found else { throw BookshelfError.notFound(isbn.isbn13) }
    if arguments.has("--json") {
      context.process.stdout.write(try JSONOutput.text(book))
    } else {
      let detail = BookDetailText(
        width: context.process.terminalWidth, language: language, style: context.style)
      for line in detail.lines(for: book) { context.print(line) }
    }
  }
}
