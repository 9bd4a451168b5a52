import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal

/// `bookshelf browse [--provider P]`: the interactive terminal app on the view models.
enum BrowseCommand {
  static let spec = CommandSpec(name: "browse", options: ["--provider": .value])

  static let command = Command(spec: spec, help: .helpBrowse) { arguments, context in
    guard arguments.positionals.isEmpty else {
      let message = LocalizedMessage(
        .usageExtraArgument, ["command": "browse", "argument": BookshelfError.clip(arguments.positionals[0])]
      ).text(in: context.language)
      throw BookshelfError.usage(
        LocalizedMessage(.usageSeeHelp, ["message": message, "command": "browse"]).text(in: context.language))
    }
    let choice = try BookLookup.providerChoice(arguments, context: context)
    guard context.process.stdinIsTerminal, context.process.stdoutIsTerminal else {
      throw BookshelfError.usage(BrowseText.needsTerminal.text(in: context.language))
    }
    let status = try await run(choice: choice, context: context)
    // A termination signal ends the program with 128 + its number, as a shell reports it.
    if status != 0 { throw CommandExit(status: status) }
  }

  /// Builds the view models from the environment and runs the app; returns its exit status.
  @MainActor
  static func run(choice: ProviderChoice, context: CommandContext) async throws -> Int32 {
    let models = try context.environment.makeBrowseViewModels(provider: choice)
    return await TerminalApp.run(
      search: models.search, shelf: models.shelf, makeDetail: models.makeDetail, language: context.language,
      environment: context.process.environment)
  }
}
