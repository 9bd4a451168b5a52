import BookshelfCore
import BookshelfPresentation

/// A mistake on the command line, found by the parser or a command before any work: one
/// localized line on standard error (ending with a pointer to the command's `--help`) and
/// exit status 2. Values the user typed are clipped to 40 characters in the text.
enum UsageError: Error, Sendable, Equatable {
  /// No command of this name (`bookshelf serch`).
  case unknownCommand(String)
  /// The first word looks like an option but is none of `bookshelf`'s own (`bookshelf --frob`).
  case unknownLeadingOption(String)
  /// The command accepts no option of this name.
  case unknownOption(String, command: String)
  /// The option (as typed: `-o` or `--output`) needs a value and the command line ended.
  case missingValue(option: String, command: String)
  /// A flag was given a value (`--json=yes`).
  case unexpectedValue(option: String, value: String, command: String)
  /// The command needs this positional argument.
  case missingArgument(HelpWord, command: String)
  /// The command takes no (further) positional argument.
  case extraArgument(String, command: String)
  /// The option needs a whole number.
  case invalidNumber(option: String, value: String, command: String)
  /// The value names none of the choices (`--format xml`).
  case unknownChoice(ChoiceKind, value: String, choices: [String], command: String)
  /// The group has no subcommand of this name (`catalog export`).
  case unknownSubcommand(String, command: String, choices: [String])
  /// The format of the file cannot be told from it; `--format` must name one of `choices`.
  case formatNotGuessed(file: String, choices: [String], command: String)
  /// `browse` runs only with standard input and output on a terminal.
  case needsTerminal
  /// `serve --port` is not a port number from 0 to 65535.
  case invalidPort(String, command: String)
  /// `serve --host` is not an IPv4 or IPv6 address or `localhost`.
  case invalidHost(String, command: String)
  /// Two options that cannot go together (`--note` with `--no-note`).
  case conflictingOptions(String, String, command: String)
  /// The command needs at least one of these options (`edit` without a change).
  case nothingToChange(options: [String], command: String)
  /// A date option is neither `YYYY-MM-DD`, an ISO 8601 date-time nor `none`.
  case invalidDate(option: String, value: String, command: String)
  /// The option's whole number is outside `range` (`stats --goal 20000`).
  case outOfRange(option: String, value: String, range: ClosedRange<Int>, command: String)

  /// What a choice picks, for the message.
  enum ChoiceKind: Sendable, Equatable { case format, sortOrder, images, cache }

  /// Always 2 (invalid input).
  var exitStatus: Int32 { 2 }

  /// The command whose `--help` the message points to (`catalog` for `catalog import`,
  /// `save` for `save --json`); nil for the overview (`bookshelf --help`) or no pointer.
  var helpCommand: String? {
    switch self {
    case .unknownCommand, .unknownLeadingOption, .needsTerminal: nil
    case .unknownOption(_, let command), .missingValue(_, let command),
      .unexpectedValue(_, _, let command), .missingArgument(_, let command),
      .extraArgument(_, let command), .invalidNumber(_, _, let command),
      .unknownChoice(_, _, _, let command), .unknownSubcommand(_, let command, _),
      .formatNotGuessed(_, _, let command), .invalidPort(_, let command), .invalidHost(_, let command),
      .conflictingOptions(_, _, let command), .nothingToChange(_, let command),
      .invalidDate(_, _, let command), .outOfRange(_, _, _, let command):
      command.split(separator: " ").first.map(String.init)
    }
  }
}
