import BookshelfCore
import BookshelfPresentation
import Foundation

/// What every command gets: the process (streams, environment, terminal) and the composed
/// environment (providers, configuration, language).
struct CommandContext: Sendable {
  let process: ProcessContext
  let environment: AppEnvironment
  var language: Language { environment.language }
  var style: Style { Style(enabled: process.useColor) }

  /// Writes a line of plain text to standard output, made safe for a terminal first
  /// (`TerminalText.line`): for messages, never for styled lines (see `printFormatted`).
  func print(_ line: String) { process.stdout.write(TerminalText.line(line) + "\n") }

  /// Writes `message` to standard output in the user's language, made safe for a terminal.
  func say(_ message: some Localizable) { print(TerminalText.message(message, in: language)) }

  /// Writes a line built by a printer (`BookTable`, `BookDetailText`, `ShelfListText`) that
  /// made its data safe (`TerminalText`) before adding our own styles: written as is.
  func printFormatted(_ line: String) { process.stdout.write(line + "\n") }

  /// Writes `bookshelf: warning: …` to standard error, the message made safe for a terminal.
  func warn(_ message: some Localizable) {
    let prefix = CommandLineMessage.warningPrefix.text(in: language)
    process.stderr.write("bookshelf: \(prefix): \(TerminalText.message(message, in: language))\n")
  }
}

/// Ends a command with this exit status and no message (e.g. `browse` ended by a signal: 128 + n).
struct CommandExit: Error, Sendable {
  let status: Int32
}

/// A subcommand: what it accepts (`spec`, from which its usage errors and `--help` page are
/// made), the words of its help, and its body.
struct Command: Sendable {
  let spec: CommandSpec
  let help: CommandHelp
  let run: @Sendable (ParsedArguments, CommandContext) async throws -> Void
}

/// The `bookshelf` command line: picks the command, runs it, turns errors into one localized
/// line on standard error and the documented exit status.
public struct BookshelfCommandLine: Sendable {
  let process: ProcessContext
  let makeEnvironment: @Sendable (Configuration, Language) throws(BookshelfError) -> AppEnvironment

  /// - Parameter makeEnvironment: the composition root; tests pass one built from fakes.
  public init(
    process: ProcessContext,
    makeEnvironment: @escaping @Sendable (Configuration, Language) throws(BookshelfError) -> AppEnvironment
  ) {
    self.process = process
    self.makeEnvironment = makeEnvironment
  }

  /// Every command, in the order of `bookshelf --help`.
  static let all: [Command] = [
    SearchCommand.command, ShowCommand.command, OpenCommand.command, SaveCommand.command, AddCommand.command,
    EditCommand.command, ShelfCommand.command, StatsCommand.command, RemoveCommand.command,
    UndoCommand.command, RestoreCommand.command, ExportCommand.command, ImportCommand.command,
    CatalogCommand.command, BrowseCommand.command, CacheCommand.command, ServeCommand.command,
  ]

  /// Every command, by name.
  static let commands: [String: Command] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.spec.name, $0) })

  /// `bookshelf --help` in `language`.
  static func overview(in language: Language) -> String {
    HelpPage.overview(all.map { ($0.spec, $0.help) }, in: language)
  }

  /// Runs the arguments after the program name and returns the exit status: 0 success, 2 usage
  /// or invalid input, 3 configuration, 1 any other failure.
  public func run(_ arguments: [String]) async -> Int32 {
    let status = await runCommand(arguments)
    // A short write (full disk, closed descriptor) must not pass for a complete result.
    if status == 0, let failure = process.stdout.failure {
      let language = Language.from(environment: process.environment)
      report(
        .file(path: CommandLineMessage.standardOutput.text(in: language), problem: .system(failure)),
        language: language)
      return 1
    }
    return status
  }

  private func runCommand(_ arguments: [String]) async -> Int32 {
    let language = Language.from(environment: process.environment)
    var loaded: Configuration?
    do {
      guard let first = arguments.first else {
        // No command is a usage mistake: the overview goes to stderr, stdout stays clean.
        process.stderr.write(Self.overview(in: language) + "\n")
        return 2
      }
      if first == "--help" || first == "-h" || first == "help" {
        // `bookshelf help <command>` is that command's page; `bookshelf help` the overview.
        guard first == "help", arguments.count > 1 else {
          process.stdout.write(Self.overview(in: language) + "\n")
          return 0
        }
        guard let command = Self.commands[arguments[1]] else { throw UsageError.unknownCommand(arguments[1]) }
        process.stdout.write(HelpPage.page(command.spec, help: command.help, in: language) + "\n")
        return 0
      }
      if first == "--version" || first == "-V" {
        process.stdout.write("bookshelf \(BookshelfVersion.version)\n")
        return 0
      }
      guard let command = Self.commands[first] else {
        if first.hasPrefix("-") { throw UsageError.unknownLeadingOption(first) }
        throw UsageError.unknownCommand(first)
      }
      let rest = Array(arguments.dropFirst())
      let options = rest.prefix { $0 != "--" }  // after `--` everything is an argument
      if options.contains("--help") || options.contains("-h") {
        process.stdout.write(HelpPage.page(command.spec, help: command.help, in: language) + "\n")
        return 0
      }
      let parsed = try ArgumentParser.parse(rest, spec: command.spec)
      var configuration = try Configuration.load(environment: process.environment)
      if parsed.isSet(CommonOptions.offline) { configuration.offline = true }
      loaded = configuration
      if configuration.configFileIsExposed {
        let prefix = CommandLineMessage.warningPrefix.text(in: language)
        let text = TerminalText.message(
          CommandLineMessage.configFileExposed(path: configuration.configFile.path), in: language)
        process.stderr.write("bookshelf: \(prefix): \(text)\n")
      }
      for key in configuration.unknownKeys {
        let warning = ConfigWarning.unknownKey(
          key.path, file: configuration.configFile.path, suggestion: key.suggestion)
        let prefix = CommandLineMessage.warningPrefix.text(in: language)
        process.stderr.write("bookshelf: \(prefix): \(TerminalText.message(warning, in: language))\n")
      }
      let environment = try makeEnvironment(configuration, language)
      try await command.run(parsed, CommandContext(process: process, environment: environment))
      return 0
    } catch let error as BookshelfError {
      report(error, language: language, configuration: loaded)
      return error.exitStatus
    } catch let error as UsageError {
      let prefix = CommandLineMessage.errorPrefix.text(in: language)
      process.stderr.write("bookshelf: \(prefix): \(TerminalText.line(error.text(in: language)))\n")
      return error.exitStatus
    } catch let failure as CommandFailure {
      let prefix = CommandLineMessage.errorPrefix.text(in: language)
      process.stderr.write("bookshelf: \(prefix): \(TerminalText.message(failure.message, in: language))\n")
      return failure.exitStatus
    } catch let exit as CommandExit {
      return exit.status
    } catch is CancellationError {
      return 130
    } catch {
      report(.file(path: "bookshelf", problem: .system(String(describing: error))), language: language)
      return 1
    }
  }

  /// Writes `bookshelf: error: …` to standard error; the error's arguments (provider text,
  /// file names, the user's input) are made safe for a terminal.
  private func report(_ error: BookshelfError, language: Language, configuration: Configuration? = nil) {
    let prefix = CommandLineMessage.errorPrefix.text(in: language)
    let message = ErrorLine.text(error, in: language, configuration: configuration)
    process.stderr.write("bookshelf: \(prefix): \(message)\n")
  }
}
