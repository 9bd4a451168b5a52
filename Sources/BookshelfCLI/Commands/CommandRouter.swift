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

  /// Writes `message` to standard output, each argument made safe for a terminal.
  func say(_ message: LocalizedMessage) { print(TerminalText.message(message, in: language)) }

  /// Writes a line built by a printer (`BookTable`, `BookDetailText`, `ShelfListText`) that
  /// made its data safe (`TerminalText`) before adding our own styles: written as is.
  func printFormatted(_ line: String) { process.stdout.write(line + "\n") }

  /// Writes `bookshelf: warning: …` to standard error, each argument made safe for a terminal.
  func warn(_ message: LocalizedMessage) {
    let prefix = MessageTable.template(for: .warningPrefix, in: language)
    process.stderr.write("bookshelf: \(prefix): \(TerminalText.message(message, in: language))\n")
  }
}

/// Ends a command with this exit status and no message (e.g. `browse` ended by a signal: 128 + n).
struct CommandExit: Error, Sendable {
  let status: Int32
}

/// A subcommand: its name, options and body.
struct Command: Sendable {
  let spec: CommandSpec
  let help: MessageKey
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

  /// Every command, by name.
  static let commands: [String: Command] = {
    var all: [String: Command] = [:]
    for command in [
      SearchCommand.command, ShowCommand.command, CatalogCommand.command, SaveCommand.command,
      ShelfCommand.command, RemoveCommand.command, ExportCommand.command, ImportCommand.command,
      BrowseCommand.command,
    ] { all[command.spec.name] = command }
    return all
  }()

  /// Runs the arguments after the program name and returns the exit status: 0 success, 2 usage
  /// or invalid input, 3 configuration, 1 any other failure.
  public func run(_ arguments: [String]) async -> Int32 {
    let status = await runCommand(arguments)
    // A short write (full disk, closed descriptor) must not pass for a complete result.
    if status == 0, let failure = process.stdout.failure {
      let language = Language.from(environment: process.environment)
      report(
        .file(path: MessageTable.template(for: .standardOutput, in: language), problem: .system(failure)),
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
        process.stderr.write(MessageTable.template(for: .helpMain, in: language) + "\n")
        return 2
      }
      if first == "--help" || first == "-h" || first == "help" {
        process.stdout.write(MessageTable.template(for: .helpMain, in: language) + "\n")
        return 0
      }
      if first == "--version" || first == "-V" {
        process.stdout.write("bookshelf \(BookshelfVersion.version)\n")
        return 0
      }
      guard let command = Self.commands[first] else {
        let message = LocalizedMessage(.usageUnknownCommand, ["name": BookshelfError.clip(first)]).text(
          in: language)
        throw BookshelfError.usage(
          LocalizedMessage(.usageSeeMainHelp, ["message": message]).text(in: language))
      }
      let rest = Array(arguments.dropFirst())
      let options = rest.prefix { $0 != "--" }  // after `--` everything is an argument
      if options.contains("--help") || options.contains("-h") {
        process.stdout.write(MessageTable.template(for: command.help, in: language) + "\n")
        return 0
      }
      let parsed = try ArgumentParser.parse(rest, spec: command.spec, language: language)
      let configuration = try Configuration.load(environment: process.environment)
      loaded = configuration
      if configuration.configFileIsExposed {
        let prefix = MessageTable.template(for: .warningPrefix, in: language)
        let text = TerminalText.message(
          LocalizedMessage(.configFileExposed, ["path": configuration.configFile.path]), in: language)
        process.stderr.write("bookshelf: \(prefix): \(text)\n")
      }
      let environment = try makeEnvironment(configuration, language)
      try await command.run(parsed, CommandContext(process: process, environment: environment))
      return 0
    } catch let error as BookshelfError {
      report(error, language: language, configuration: loaded)
      return error.exitStatus
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
    let prefix = MessageTable.template(for: .errorPrefix, in: language)
    let message = ErrorLine.text(error, in: language, configuration: configuration)
    process.stderr.write("bookshelf: \(prefix): \(message)\n")
  }
}
