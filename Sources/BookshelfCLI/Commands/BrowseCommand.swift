import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal

/// `bookshelf browse [--provider P] [--images MODE]`: the interactive terminal app on the view
/// models.
enum BrowseCommand {
  static let spec = CommandSpec(
    name: "browse",
    options: [
      OptionEntry(CommonOptions.provider, .browseProvider), OptionEntry(CommonOptions.images, .images),
      OptionEntry(CommonOptions.offline, .offline),
    ])

  static let command = Command(spec: spec, help: .browse) { arguments, context in
    let choice = try BookLookup.providerChoice(arguments, context: context)
    let graphics = try CommonOptions.graphics(arguments, process: context.process)
    guard context.process.stdinIsTerminal, context.process.stdoutIsTerminal else {
      throw UsageError.needsTerminal
    }
    // Offline, or asked for: the starter catalog when there is no local catalog yet.
    if case .provider(.local) = choice { try await SearchFallback.prepareLocal(context) }
    let status = try await run(choice: choice, graphics: graphics, context: context)
    // A termination signal ends the program with 128 + its number, as a shell reports it.
    if status != 0 { throw CommandExit(status: status) }
  }

  /// Builds the view models from the environment and runs the app; returns its exit status.
  @MainActor
  static func run(choice: ProviderChoice, graphics: TerminalGraphics, context: CommandContext) async throws
    -> Int32
  {
    let models = try context.environment.makeBrowseViewModels(provider: choice)
    return await TerminalApp.run(
      search: models.search, shelf: models.shelf, makeDetail: models.makeDetail, language: context.language,
      environment: context.process.environment, covers: context.environment.covers, graphics: graphics)
  }
}
